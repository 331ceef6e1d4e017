"""The building blocks the games' tables share (``wonders_ui.tables.parts``), drawn
from every registered game's view."""

from __future__ import annotations

import pytest
from wonders_ui import tables
from wonders_ui.tables import parts
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import text_of

from engine import all_games, new_game
from engine.rng import Rng
from tests.web.fakepage import FakePage
from tests.web.table_ui import ui_of
from tests.web.test_classic_table import nodes
from tests.web.test_session import play_session


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_the_shared_parts_draw_from_the_view(game):
    session, _ = play_session(game, 5, **({"players": 3} if game == "7wonders" else {}))
    state = session.state
    n = state.num_players()
    names = [f"<i>N{p}</i>" for p in range(n)]
    view = state.view(0)
    ctx = TableContext(game_id="g7", names=names, bots=[False] * n, viewer=0,
                       thinking=frozenset({1}), can_undo=True, ui=ui_of({"log": True}))
    bar = parts.top_bar(view, ctx, "The title", parts.badge("extra", "ok"))
    assert text_of(bar).split()[:3] == ["☰", "The", "title"]
    [home] = FakePage.find(FakePage(), lambda t, a: a.get("data-act") == "home", bar)
    assert home[1]["aria-label"] == "Saved games"  # its name, not the glyph
    assert "<i>N1</i> thinking…" in text_of(bar) and "extra" in text_of(bar)
    acts = [a.get("data-act") for _t, a, *_ in FakePage.find(FakePage(), lambda t, a: True, bar)]
    assert {"home", "undo-solo", "toggle", "export"} <= set(acts)
    lines = parts.sentences(view, ctx, state.log[:3], head="» ")
    assert len(lines) == 3 and lines[0].startswith(f"» {names[state.log[0][0]]} ")
    assert text_of(parts.log_panel(lines)).count("»") == 3
    side = parts.log_panel(lines, closable=True, class_="dpanel")
    assert side[1]["class"] == "log dpanel" and "Close" in text_of(side)
    assert text_of(parts.log_panel(lines, limit=2)).count("»") == 2  # the last two
    button = parts.continue_button("On to Age II")
    assert button[1]["data-act"] == "continue" and text_of(button) == "On to Age II"
    assert parts.verdict(view, ctx) == " and ".join(names[p] for p in view["winners"]) + (
        " win" if len(view["winners"]) > 1 else " wins")
    pad = parts.score_pad_frame(ctx, "Final scores", parts.verdict(view, ctx),
                                parts.score_table(view, ctx, [("military", "Military")],
                                                  [("Extra", list(range(n)), {})]),
                                log_lines=lines)
    text = text_of(pad)
    assert "Military" in text and "Total" in text and "Extra" in text and "»" in text
    assert all(str(s["total"]) in text for s in view["scores"])
    ctx = TableContext(game_id="g7", names=names, bots=[False] * n, viewer=0)
    assert parts.undo_button(ctx) is None and parts.thinking_badge(ctx) is None
    assert parts.whose_turn(view, ctx) == ""  # the game is over



#: the elements a screen reader names by their own role; any other element with a name
#: must say what it is (``role``): a plain span's ``aria-label`` is not read at all
#: (a named ``dl`` is a description list with its name, as Chromium exposes it)
NAMED_BY_ROLE = {"button", "input", "select", "textarea", "a", "section", "nav", "dialog",
                 "fieldset", "details", "summary", "output", "table", "dl"}


def mid_game(game: str, moves: int):
    """A game of ``game`` after ``moves`` random moves (its viewer 0 with a hand)."""
    state = new_game(game, seed=4, **({"players": 3} if game == "7wonders" else {}))
    rng = Rng(4)
    for _ in range(moves):
        p = state.current_players()[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
    return state


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_every_named_element_of_a_table_says_what_it_is(game):
    """A score chip, a card's glyph, an icon: read as "military: 3", never a bare "3"."""
    unnamed, named = [], 0
    for state in (mid_game(game, 12), play_session(game, 9)[0].state):
        view = state.view(0)
        n = state.num_players()
        for ui in ({}, {"glance": True}, {"opt_city": 1}):
            ctx = TableContext(game_id="g7", names=[f"N{p}" for p in range(n)],
                               bots=[True] * n, viewer=0, ui=ui_of(ui))
            found = nodes(tables.for_game(game).render(view, ctx),
                          lambda t, a: "aria-label" in a)
            named += len(found)
            unnamed += [(tag, a.get("class"), a["aria-label"]) for tag, a, *_ in found
                        if tag not in NAMED_BY_ROLE and not a.get("role")]
    assert named > 20 and not unnamed
