"""The 7 Wonders table in another language: with Danish chosen, its buttons, titles,
the log, the icons' words, the score pad and the card names come from the Danish
catalogue and the Danish rulebook's names, while every ``data-*`` the moves and tests
read stays English. A tiny catalogue of our own stands in for the real one (which
translators fill), as in ``test_i18n.py``."""

from __future__ import annotations

import sys
import types

import pytest
from wonders_ui import i18n
from wonders_ui.tables import classic
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import text_of

from engine import get_game
from tests.web.test_classic_table import by_id, draw, nodes
from tests.web.test_classic_table import ctx_for as table_ctx

GAME = get_game("7wonders")
NAMES = ["You", "Bob", "Cy"]

DANISH = {
    "Age {age} · Turn {turn} of {turns}": "Alder {age} · Tur {turn} af {turns}",
    "You": "Du",
    "you": "dig",
    "Cards": "Kort",
    "Game log": "Spillets log",
    "Age {age}": "Alder {age}",
    "Turn {n}": "Tur {n}",
    "Waiting for {players}…": "Venter på {players}…",
    "{player} {move}": "{player} {move}",
    "builds {card}": "bygger {card}",
    "build {card}": "byg {card}",
    "discards {card} for 3 coins": "kasserer {card} for 3 mønter",
    "discard {card} for 3 coins": "kassér {card} for 3 mønter",
    "{count} coin": {"one": "{count} mønt", "other": "{count} mønter"},
    "Final scores": "Slutresultat",
    "Military": "Militær",
    "You win": "Du vinder",
    "{player} wins": "{player} vinder",
}


CATALOGUE = GAME.catalogue()
KNOWN = {*CATALOGUE["cards"], *(w.rpartition(" ")[0] for w in CATALOGUE["wonders"])}


def fake_names(game_id: str, english: str, lang: str, edition: int | None) -> str:
    """A rulebook's name for every card and wonder: the English one in guillemets
    (any other text is no name: itself)."""
    return f"«{english}»" if english in KNOWN else english


@pytest.fixture
def danish(monkeypatch):
    """Danish, its catalogue the small one above and its names ``fake_names``."""
    names = types.ModuleType("engine.names")
    names.local_name = fake_names
    monkeypatch.setitem(sys.modules, "engine.names", names)
    i18n.set_language("da")
    i18n.reset(i18n.Catalogue("da", dict(DANISH)))  # drawings in the real one's words go
    yield
    i18n.set_language("en")
    i18n.reset()


def new_game():
    return GAME.new_game(seed=3, players=3, names=NAMES, wonders=["Rhodes", "Giza", "Ephesus"],
                         sides=["A"] * 3)


def after_one_turn():
    """A 3-player game after its first turn: each seat has built or discarded a card."""
    state = new_game()
    moves = {p: state.legal_actions(p)[0] for p in range(3)}
    for p, move in moves.items():
        state.apply(p, move)
    return state


def ctx_for(view, **ui) -> TableContext:
    """The context of the table above: "You" against two bots."""
    return table_ctx(view, NAMES, [False, True, True], **ui)


def test_the_table_speaks_danish_and_names_the_cards_as_the_danish_rulebook(danish):
    tree = draw(after_one_turn(), names=NAMES, bots=[False, True, True], log=True)
    assert text_of(by_id(tree, "age")) == "Alder I · Tur 2 af 6"
    assert "Kort" in text_of(nodes(tree, lambda t, a: a.get("id") == "cards-button"))
    log = by_id(tree, "log")
    assert "Spillets log" in text_of(log)
    lines = [text_of(li) for li in nodes(log, lambda t, a: t == "li")]
    assert "Alder I Tur 1" in text_of(log)
    assert any(line.startswith("Du byg «") or line.startswith("Du kassér «")
               for line in lines), lines
    assert any(" bygger «" in line or " kasserer «" in line for line in lines), lines
    # the seat "You" reads "Du"; the cards in hand by their Danish names, data English
    assert "«Rhodes» A" in text_of(tree)
    assert "Du" in [text_of(x) for x in nodes(tree, lambda t, a: "city-name" in
                                               a.get("class", ""))]
    tiles = nodes(by_id(tree, "hand"), lambda t, a: a.get("data-card"))
    assert tiles
    for _tag, attrs, *kids in tiles:
        assert f"«{attrs['data-card']}»" in text_of(kids)
        assert "«" not in attrs["data-card"]
    coins = nodes(tree, lambda t, a: a.get("class", "").startswith("ico ico-coin"))
    assert any(a["aria-label"].endswith(("mønt", "mønter")) for _t, a, *_ in coins)
    picker = by_id(tree, "language")
    assert [a.get("value") for _t, a, *_ in nodes(picker, lambda t, a: t == "option")
            if a.get("selected")] == ["da"]


def test_the_score_pad_speaks_danish(danish):
    state = new_game()
    while not state.is_terminal():
        for p in state.current_players():
            state.apply(p, state.legal_actions(p)[0])
    view = state.view(0)
    pad = classic.score_pad(view, ctx_for(view))
    text = text_of(pad)
    assert "Slutresultat" in text and "Militær" in text
    winner = text_of(by_id(pad, "winner"))
    assert winner.startswith(("Du vinder", "Bob vinder", "Cy vinder", "Du, ", "Bob and", "Cy"))
    assert "You" not in winner


def test_back_in_english_the_table_reads_as_before(danish):
    view = after_one_turn().view(0)
    i18n.set_language("en")
    tree = classic.render(view, ctx_for(view))
    assert text_of(by_id(tree, "age")) == "Age I · Turn 2 of 6"
    coins = nodes(tree, lambda t, a: a.get("class", "").startswith("ico ico-coin"))
    assert all("mønt" not in a["aria-label"] for _t, a, *_ in coins)
    assert "«" not in text_of(tree)


def test_the_free_city_and_the_second_editions_sides_are_worded_in_danish(danish):
    """The engine hands out the Free City's seat and a wonder's side as data ("day",
    "night"); the page words them in the person's language (``icons.side_word``)."""
    from tests.web.test_free_city_table import ctx_for as free_ctx
    from tests.web.test_free_city_table import school_table

    i18n.reset(i18n.Catalogue("da", {**DANISH, "Free City": "Blind makker",
                                     "day": "dag", "night": "nat"}))
    view = school_table().view(0)
    text = text_of(classic.render(view, free_ctx(view)))
    # (the holder's "Free City card: {player}" is a message of its own, not in this one)
    assert "Blind makker" in text and "Free City" not in text.replace("Free City card", "")
    state = GAME.new_game(seed=3, players=3, names=NAMES, edition=2,
                          wonders=["Rhodes", "Giza", "Ephesus"], sides=["day", "night", "day"])
    text = text_of(draw(state, names=NAMES, bots=[False, True, True]))
    assert "«Rhodes» dag" in text and "«Giza» nat" in text
    assert " day" not in text and " night" not in text
