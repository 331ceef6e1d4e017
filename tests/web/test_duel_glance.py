"""The Duel table shows each city's progress at a glance (``duel_glance``): five
different symbols are one from scientific supremacy (the sixth wins, a second of one
makes a pair and takes a progress token), the shields each player still needs to reach
the other's capital, and the points so far, labelled an estimate."""

from __future__ import annotations

from wonders_ui.tables import duel
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import text_of

from tests.duel.helpers import table
from tests.web.test_classic_table import nodes

FIVE = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Study"]


def render(st, viewer: int = 0):
    view = st.view(viewer)
    ctx = TableContext(game_id="g1", names=["Antoine", "Bruno"], bots=[False, False],
                       viewer=viewer)
    return view, duel.render(view, ctx)


def glance_of(tree, seat: int):
    return nodes(tree, lambda t, a: "glance" in a.get("class", "").split()
                 and a.get("data-seat") == str(seat))[0]


def labels(node) -> list[str]:
    return [a.get("aria-label") for _, a, *_ in nodes(node, lambda t, a: "aria-label" in a)]


def test_five_symbols_show_five_of_six_and_the_symbols_that_would_win():
    _view, tree = render(table(3, ["Palace"], board_tokens=["Philosophy"],
                               players=({"cards": FIVE}, {})))
    science = nodes(glance_of(tree, 0), lambda t, a: a.get("class") == "gl-science")[0]
    assert "5/6" in text_of(science)
    nexts = {a["data-next"]: n for n in nodes(science, lambda t, a: "data-next" in a)
             for a in [n[1]]}
    assert labels(nexts["supremacy"]) == ["globe (science)", "law (science)"]
    assert "quill (science)" in labels(nexts["pair"])
    assert "0/6" in text_of(glance_of(tree, 1))


def test_the_shields_each_player_needs_for_military_supremacy():
    # the pawn 3 steps towards Bruno's capital: Antoine needs 6 shields, Bruno 12
    _view, tree = render(table(2, ["Aqueduct"], pawn=3))
    mine = nodes(glance_of(tree, 0), lambda t, a: a.get("class") == "gl-versus")
    assert [labels(n)[-1] for n in mine] == ["6 shields", "12 shields"]
    theirs = nodes(glance_of(tree, 1), lambda t, a: a.get("class") == "gl-versus")
    assert [labels(n)[-1] for n in theirs] == ["12 shields", "6 shields"]


def test_points_so_far_are_labelled_an_estimate():
    view, tree = render(table(2, ["Aqueduct"], pawn=3))
    panel = glance_of(tree, 0)
    assert "Points so far (estimate)" in text_of(panel)
    military = nodes(panel, lambda t, a: a.get("data-cat") == "military")[0]
    assert text_of(military).endswith(" 5") and view["scores"][0]["military"] == 5


def test_no_pair_is_shown_once_the_board_has_no_progress_token():
    _view, tree = render(table(3, ["Palace"], board_tokens=[], players=({"cards": FIVE}, {})))
    science = nodes(glance_of(tree, 0), lambda t, a: a.get("class") == "gl-science")[0]
    assert [a["data-next"] for _, a, *_ in nodes(science, lambda t, a: "data-next" in a)] == [
        "supremacy"]
