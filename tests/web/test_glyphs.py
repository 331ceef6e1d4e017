"""Colour-blind symbols on the 7 Wonders table, both editions (2nd-edition rulebook,
"Farveblindevenlige symboler": every card colour has a symbol), and the 2nd edition's
card faces in the hand."""

from __future__ import annotations

from wonders_ui.tables.glyphs import GLYPHS, glyph
from wonders_ui.vdom import text_of

from tests.classic import edition2
from tests.classic.helpers import player, table
from tests.web.test_classic_table import draw, nodes


def _tiles(state) -> list:
    """The card tiles (a card's face: its button, ``data-card``, and the parts drawn
    on it) on the table seat 0 sees."""
    return nodes(draw(state), lambda tag, a: "card-slot" in a.get("class", "").split())


def test_every_colour_has_its_own_symbol():
    assert len(set(GLYPHS.values())) == len(GLYPHS) == 8  # black: the Cities expansion
    assert (glyph("grey"), glyph("red"), glyph("green"), glyph("purple")) == ("◆", "✖", "▲", "★")


def test_hand_tiles_show_the_symbol_in_both_editions():
    hand = ["Stockade", "Altar"]
    first = table(player("Giza", hand=hand), player("Rhodes", hand=hand),
                  player("Ephesus", hand=hand))
    second = edition2.table(edition2.player("Giza", hand=hand),
                            edition2.player("Rhodes", hand=hand),
                            edition2.player("Ephesus", hand=hand))
    for state in (first, second):
        glyphs = {t[2][1]["data-card"]: [text_of(g) for g in nodes(
            t, lambda tag, a: a.get("class") == "card-glyph")] for t in _tiles(state)}
        assert glyphs["Stockade"] == ["✖"] and glyphs["Altar"] == ["■"]


def test_a_2nd_edition_hand_shows_2nd_edition_faces():
    hand = ["Altar", "Well"]
    state = edition2.table(edition2.player("Giza", hand=hand), edition2.player("Rhodes", hand=hand),
                           edition2.player("Ephesus", hand=hand))
    tiles = {t[2][1]["data-card"]: t[2][1]["aria-label"] for t in _tiles(state)}
    assert "3 victory points" in tiles["Altar"] and "3 victory points" in tiles["Well"]


def test_the_new_game_form_starts_a_2nd_edition_game(monkeypatch):
    """The new-game screen offers the edition; the game it starts is a 2nd-edition game
    (its save says so), drawn by the 7 Wonders table."""
    from tests.web.test_app_logic import make_app, start_game

    app, page, _ = make_app()
    start_game(app, page, 1, 3, edition="2", sides="B")  # the chip "B (night)"
    state = app.session.state
    assert state.config["edition"] == 2
    assert [c.wonder.side for c in state.cities] == ["night"] * 3
    assert state.view(0)["edition"] == 2
