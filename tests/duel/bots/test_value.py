"""Duel's learned value (``engine.duel.bots.value``) and its training command
(``engine.cli.train_value``): the model reads the rulebook's three ways to win
("Seger") the right way round, and its weights are reproducible from one command."""

from __future__ import annotations

import importlib.util

from engine.cli import train_value
from engine.duel.bots import value as V
from engine.duel.bots.value_weights import LAYOUT, WEIGHTS

from ..helpers import table


def chance(st) -> float:
    return V.value(st, WEIGHTS)


def test_the_shipped_weights_are_of_this_layout():
    assert LAYOUT == V.LAYOUT
    assert sorted(WEIGHTS) == [1, 2, 3]
    assert all(len(w) == 1 + V.WIDTH for w in WEIGHTS.values())


def test_weights_of_another_layout_are_refused():
    import pytest

    with pytest.raises(ValueError, match="train_value"):
        V.checked(LAYOUT + 1, WEIGHTS)
    with pytest.raises(ValueError, match="layout"):
        V.checked(LAYOUT, {1: WEIGHTS[1], 2: WEIGHTS[2], 3: WEIGHTS[3][:-1]})
    assert V.shipped() is WEIGHTS


def test_a_finished_game_is_worth_its_result():
    st = table(2, ["Walls"], pawn=8, players=({"coins": 9}, {}))
    st.apply(0, st.legal_actions(0)[0] if str(st.legal_actions(0)[0]) == "build Walls"
             else next(m for m in st.legal_actions(0) if str(m) == "build Walls"))
    assert st.is_terminal() and st.winner == 0
    assert chance(st) == 1.0


def test_the_pawn_near_a_capital_favours_its_side():
    """Military supremacy: the pawn six steps towards Bruno's capital is worth more to
    Antoine than the pawn in the middle, and the mirror worth less."""
    middle = chance(table(2, ["Walls", "Library"], pawn=0))
    assert chance(table(2, ["Walls", "Library"], pawn=6)) > middle
    assert chance(table(2, ["Walls", "Library"], pawn=-6)) < middle


def test_five_science_symbols_favour_their_owner():
    """Scientific supremacy: five different symbols are one card from winning."""
    greens = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy"]
    even = chance(table(3, ["Palace", "Senate"]))
    ahead = chance(table(3, ["Palace", "Senate"], players=({"cards": greens}, {})))
    behind = chance(table(3, ["Palace", "Senate"], players=({}, {"cards": greens})))
    assert ahead > even > behind
    assert ahead > 0.6 and behind < 0.4


def test_features_count_player_0_minus_player_1():
    st = table(1, ["Baths"], players=({"coins": 9}, {"coins": 4}))
    age, x = V.features(st)
    assert age == 1 and len(x) == V.WIDTH
    assert x[V.NAMES.index("coins")] == 5.0
    assert x[V.NAMES.index("mover")] == 1.0


def test_training_is_reproducible_from_one_command(tmp_path):
    """The same arguments write the same weights, a module the search can load."""
    outs = []
    for name in ("a.py", "b.py"):
        out = tmp_path / name
        assert train_value.main(["--games", "60", "--jobs", "1", "--epochs", "1",
                                 "--keep", "0.3", "--out", str(out)]) == 0
        outs.append(out.read_text())
    assert outs[0] == outs[1]
    spec = importlib.util.spec_from_file_location("learnt", tmp_path / "a.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.LAYOUT == V.LAYOUT
    assert all(len(w) == 1 + V.WIDTH for w in mod.WEIGHTS.values())
    assert "python -m engine.cli.train_value --games 60" in outs[0]
