"""The end of every ruleset is a debrief: under the score pad, the moments of the game
(the view's ``moments``, worded by ``tables.debrief``) and the cards under each wonder;
a player's name on the pad opens the city."""

from __future__ import annotations

import pytest
from wonders_ui import i18n
from wonders_ui.tables import classic, debrief, duel
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import text_of

from engine import new_game
from tests.engine.helpers import play_out
from tests.engine.test_moments import RULESETS
from tests.web.table_ui import ui_of
from tests.web.test_score_pad import nodes

TABLES = {"7wonders": classic, "duel": duel}


def ctx_for(view: dict, ui=None) -> TableContext:
    names = ["You", *[f"P{i}" for i in range(1, len(view["names"]))]]
    return TableContext(game_id="g", names=names, bots=[False] * len(names), viewer=0,
                        ui=ui_of(ui))


def by_id(tree, id_: str) -> list:
    return nodes(tree, lambda n: n[1].get("id") == id_)


@pytest.mark.parametrize(("game", "cfg"), RULESETS)
def test_every_rulesets_end_shows_the_moments_and_the_wonders_cards(game, cfg):
    for seed in (1, 2):
        state = play_out(new_game(game, seed=seed, **cfg), seed)
        view = state.view(0)
        pad = TABLES[game].score_pad(view, ctx_for(view))
        moments, = by_id(pad, "moments")
        items = nodes(moments, lambda n: n[0] == "li")
        assert [n[1]["data-moment"] for n in items] == [m["kind"] for m in view["moments"]]
        assert all(text_of(n).strip() for n in items)
        cards, = by_id(pad, "wonder-cards")
        shown = [text_of(n) for n in nodes(cards, lambda n: "stage-card" in
                                           n[1].get("class", ""))]
        if game == "duel":
            under = [w["card"] for pv in view["players"] for w in pv["wonders"] if w["built"]]
        else:
            under = [c for city in view["cities"] for c in city["stage_cards"]]
            assert [len(c["stage_cards"]) for c in view["cities"]] == \
                [c["stages_built"] for c in view["cities"]]
        assert len(shown) == len(under)
        assert all(card in text for card, text in zip(under, shown))


def test_stage_cards_stay_face_down_until_the_end():
    state = new_game("7wonders", seed=4, players=3)
    assert all("stage_cards" not in c for c in state.view(0)["cities"])


@pytest.mark.parametrize(("game", "cfg"), [RULESETS[0], RULESETS[-1]])
def test_a_name_on_the_score_pad_opens_the_city(game, cfg):
    state = play_out(new_game(game, seed=3, **cfg), 3)
    view = state.view(0)
    pad = TABLES[game].score_pad(view, ctx_for(view))
    links = nodes(pad, lambda n: n[0] == "button" and "city-link" in n[1].get("class", ""))
    assert {n[1]["data-arg"] for n in links} >= {f"city:{p}" for p in range(len(view["scores"]))}
    assert not by_id(pad, "city-sheet")
    opened = TABLES[game].score_pad(view, ctx_for(view, {"opt_city": 1}))
    sheet, = by_id(opened, "city-sheet")
    assert sheet[1]["data-seat"] == "1"
    if game == "7wonders":  # the sheet names the card under each stage built
        under = [n[1]["data-card"] for n in nodes(sheet, lambda n: "data-card" in n[1]
                                                   and n[0] == "li")]
        assert under == view["cities"][1]["stage_cards"]


def test_the_moments_in_danish():
    state = play_out(new_game("duel", seed=2), 2)
    view = state.view(0)
    english = [text for _k, text in debrief.moment_lines(view, ctx_for(view))]
    i18n.set_language("da")
    try:
        danish = [text for _k, text in debrief.moment_lines(view, ctx_for(view))]
    finally:
        i18n.set_language("en")
    assert len(danish) == len(english)
    assert all(d != e for d, e in zip(danish, english))
