"""7 Wonders' learnt value (``engine.classic.bots.value``) and its training command
(``engine.cli.train_classic_value``): a city ahead on the score pad is foreseen ahead
at the end, and the weights are reproducible from one command."""

from __future__ import annotations

import importlib.util

import pytest

from engine.classic.bots import value as V
from engine.classic.bots.search import ClassicSearch, _rollout
from engine.classic.bots.value_weights import LAYOUT, SPREAD, WEIGHTS
from engine.cli import train_classic_value as T
from engine.games import new_game
from engine.rng import Rng

from ..helpers import player, table


def test_the_shipped_weights_are_of_this_layout():
    assert V.shipped() == (WEIGHTS, SPREAD)
    assert LAYOUT == V.LAYOUT and sorted(WEIGHTS) == sorted(V.TABLES)
    assert all(len(w) == 1 + V.WIDTH for t in WEIGHTS.values() for w in t.values())
    with pytest.raises(ValueError, match="train_classic_value"):
        V.checked(LAYOUT + 1, WEIGHTS, SPREAD)
    with pytest.raises(ValueError, match="train_classic_value"):  # a table missing
        V.checked(LAYOUT, {t: w for t, w in WEIGHTS.items() if t != "cities-8"}, SPREAD)


@pytest.mark.parametrize("config, table", [
    ({"players": 4}, "base"), ({"players": 7, "edition": 2}, "base"), ({"players": 2}, "base"),
    ({"players": 8, "cities": "on"}, "cities-8"), ({"players": 3, "cities": "on"}, "cities-3"),
    ({"players": 2, "cities": "on"}, "cities-3"),  # the Free City is a city of the table
    ({"players": 6, "teams": True, "cities": "on"}, "cities-6"),
    ({"players": 6, "teams": True, "cities": "off"}, "base"),
])
def test_each_game_has_its_table_of_weights(config, table):
    st = new_game("7wonders", seed=1, **config)
    assert V.table_of(st.expansion, len(st.cities)) == table
    assert table in WEIGHTS


def test_a_richer_city_is_foreseen_ahead():
    """Age II begins: Ann holds two civilian buildings and more coins, Bob nothing
    (rulebook, "Einde van het spel": blue buildings' points and the treasury count)."""
    st = table(player("Rhodes", coins=9, cards=["Baths", "Altar"]), player("Giza", coins=1),
               player("Ephesos", coins=3), age=2)
    for name in V.TABLES:
        ann, bob, cleo = V.foreseen(st.cities, 2, WEIGHTS[name])
        assert ann > cleo > bob, name


def test_features_read_one_city():
    st = table(player("Rhodes", coins=9, cards=["Baths"]), player("Giza"),
               player("Ephesos"), age=2)
    x = V.features(st.cities, 0, 2)
    assert len(x) == V.WIDTH
    assert x[V.NAMES.index("coins")] == 9.0
    assert x[V.NAMES.index("cards")] == 1.0
    assert x[V.NAMES.index("players")] == 3.0


@pytest.mark.parametrize("config", [{"players": 4}, {"players": 6, "teams": True},
                                    {"players": 2}])
def test_a_playout_cut_at_the_age_is_scored_by_the_value(config):
    """A rollout stopped at the end of Age I is worth a reward between 0 and 1, with
    teams (the team's forecast) and with the Free City too."""
    st = new_game("7wonders", seed=5, **config)
    rewards = [_rollout(st.clone(), 0, 1, Rng(i), 3, 0.2, 8.0, 3, False, 1.5, None,
                        bool(config.get("teams")), None, 0, V.shipped())
               for i in range(3)]
    assert all(0.0 < r < 1.0 for r in rewards)


@pytest.mark.parametrize("config, table", [({"players": 4}, "base"),
                                           ({"players": 5, "cities": "on"}, "cities-5")])
def test_a_playout_is_scored_by_the_weights_of_its_table(config, table):
    """Weights that foresee every city alike (a bias only) make the margin 0 and the
    reward one half; the shipped weights of the table do not."""
    flat = {age: (50.0,) + (0.0,) * V.WIDTH for age in (2, 3)}
    learnt = ({**WEIGHTS, table: flat}, SPREAD)
    st = new_game("7wonders", seed=5, **config)
    reward = _rollout(st.clone(), 0, 1, Rng(1), 3, 0.2, 8.0, 3, False, 1.5, None, False,
                      None, 0, learnt)
    assert reward == 0.5
    scored = _rollout(st.clone(), 0, 1, Rng(1), 3, 0.2, 8.0, 3, False, 1.5, None, False,
                      None, 0, V.shipped())
    assert scored != 0.5


def test_the_search_can_cut_its_playouts():
    assert ClassicSearch(horizon=1, value=True).value


def test_training_is_reproducible_from_one_command(tmp_path):
    outs = []
    for name in ("a.py", "b.py"):
        out = tmp_path / name
        assert T.main(["--games", "20", "--jobs", "1", "--out", str(out)]) == 0
        outs.append(out.read_text())
    assert outs[0] == outs[1]
    spec = importlib.util.spec_from_file_location("learnt", tmp_path / "a.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert V.checked(mod.LAYOUT, mod.WEIGHTS, mod.SPREAD)
    assert "python -m engine.cli.train_classic_value --games 20" in outs[0]
    assert sorted(mod.WEIGHTS) == sorted(V.TABLES)  # 20 games: each table in turn
