"""Progress at a glance (``engine.duel.glance``), read like the rulebook: a pair of
identical symbols takes a progress token, six different symbols win at once
("Vetenskap & utveckling"); the pawn reaching a capital wins at once ("Militär
övermakt")."""

from __future__ import annotations

from engine.duel.glance import glance
from engine.duel.military import CAPITAL
from tests.duel.helpers import table

FIVE = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Study"]  # five symbols


def test_five_different_symbols_are_one_from_supremacy():
    st = table(3, ["Palace"], players=({"cards": FIVE}, {}))
    science = glance(st, 0)["science"]
    assert (science["distinct"], science["to_supremacy"], science["pairs"]) == (5, 1, [])
    # a globe or Law: a sixth symbol wins; a second quill (Library): a pair, a token
    assert science["next"]["globe"] == science["next"]["law"] == "supremacy"
    assert science["next"]["quill"] == "pair"
    assert glance(st, 1)["science"]["to_supremacy"] == 6


def test_a_pair_made_takes_nothing_more_from_that_symbol():
    st = table(2, ["Aqueduct"], players=({"cards": ["Scriptorium", "Library"]}, {}))
    science = glance(st, 0)["science"]
    assert science["pairs"] == ["quill"]
    assert science["next"]["quill"] is None  # a third quill: no second token
    assert science["next"]["wheel"] is None  # a first wheel: nothing yet
    assert science["tokens_left"] == len(st.board_tokens)


def test_the_distance_to_military_supremacy_in_either_direction():
    # the pawn 3 steps towards Bruno's capital (the 5-point zone): Antoine needs 6 more
    # shields to win, Bruno 12
    st = table(2, ["Aqueduct"], pawn=3)
    assert CAPITAL == 9
    assert glance(st, 0)["military"] == {"to_win": 6, "to_lose": 12, "points": 5}
    assert glance(st, 1)["military"] == {"to_win": 12, "to_lose": 6, "points": 0}


def test_the_view_holds_both_cities_glance():
    st = table(2, ["Aqueduct"], pawn=-1, players=({"cards": ["Scriptorium"]}, {}))
    assert st.view(0)["glance"] == [glance(st, 0), glance(st, 1)]
