"""The bots in the team variant (Cities rulebook 003): they value the team's two cities,
pay the teammate rather than the other team, leave the teammate the cards it wants,
and weigh only the battles the team rules give (two tokens against the other team's
neighbour, none against the teammate)."""

from __future__ import annotations

import pytest

from engine.bots import make_bot
from engine.classic.bots.evaluation import (
    cheapest,
    evaluate,
    mate_side,
    military_potential,
    team_margin,
    team_value,
)
from engine.classic.bots.policies import denial_values
from engine.classic.data import CARDS
from engine.classic.determinize import cities_from_view
from engine.games import new_game

from ..helpers import player, table


def team_table(*players, age: int = 1):
    return table(*players, age=age, teams=True)


@pytest.mark.parametrize("n", [4, 6])
def test_every_level_plays_a_team_game_to_the_end(n):
    levels = ["rbai", "greedy", "random", "strong:2", "easy", "medium"][:n]
    state = new_game("7wonders", seed=40 + n, players=n, teams=True)
    bots = [make_bot("7wonders", levels[p], 7 * p + n) for p in range(n)]
    while not state.is_terminal():
        for p in state.current_players():
            legal = state.legal_actions(p)
            move = bots[p].act(state.view(p), legal)
            assert move in legal
            state.apply(p, move)
    assert sorted(state.winners()) in ([p, p + 1] for p in range(0, n, 2))


def test_a_bot_pays_its_teammate_rather_than_the_other_team():
    """Player 0 needs one wood, sold by its teammate (left) and by the other team's
    player 3 (right) at the same price: it pays the teammate. Player 1's teammate sits
    on its right."""
    state = team_table(player("Rhodos", hand=["Stockade", "Altar"]),
                       player("Giza", cards=["Lumber Yard"], hand=["Altar", "Baths"]),
                       player("Babylon", hand=["Altar", "Baths"]),
                       player("Ephesos", cards=["Lumber Yard"], hand=["Altar", "Baths"]))
    legal = [m for m in state.legal_actions(0) if m.card == "Stockade" and m.kind == "build"]
    assert sorted((m.left, m.right) for m in legal) == [(0, 2), (2, 0)]
    assert mate_side(0, True) == "left" and mate_side(1, True) == "right"
    assert [(m.left, m.right) for m in cheapest(legal, mate_side(0, True))] == [(2, 0)]
    for level in ("rbai", "greedy", "strong:4"):
        move = make_bot("7wonders", level, 1).act(state.view(0), legal)
        assert (move.left, move.right) == (2, 0), level


def test_a_hand_going_to_the_teammate_keeps_what_it_wants():
    """Age I hands go left: player 0's hand goes to its teammate 1. A card that would
    help the teammate counts against discarding it (the denial turned round); a hand
    going to the other team's player keeps the usual denial."""
    state = team_table(player("Rhodos"), player("Giza"), player("Babylon"), player("Ephesos"))
    names = ["Lumber Yard", "Altar"]
    to_mate = denial_values(state.cities, 0, 1, names, teams=True)
    assert all(v <= 0 for v in to_mate.values()) and min(to_mate.values()) < 0
    to_foe = denial_values(state.cities, 1, 1, names, teams=True)  # 1 passes to 2
    assert all(v >= 0 for v in to_foe.values()) and max(to_foe.values()) > 0


def test_the_military_outlook_follows_the_team_battles():
    """With teams, shields count only against the other team's neighbour, for two
    tokens a battle: a lead over the teammate is worth nothing."""
    state = team_table(player("Rhodos", cards=["Stockade", "Barracks"]), player("Giza"),
                       player("Babylon"), player("Ephesos", cards=["Stockade", "Barracks"]))
    cities = state.cities
    assert abs(military_potential(cities, 0, 1, 1, True)) < 1e-9  # level with 3, its foe
    assert military_potential(cities, 1, 1, 1, True) == pytest.approx(0.0)
    cities[3].shields = 0  # now 0 leads its foe by 2: two tokens a battle
    solo = military_potential(cities, 0, 1, 1, False)
    team = military_potential(cities, 0, 1, 1, True)
    # two tokens against one neighbour weigh as one against each of two
    assert team > 0 and team == pytest.approx(solo)


def test_the_team_value_is_both_cities():
    state = team_table(player("Rhodos", coins=9), player("Giza"), player("Babylon"),
                       player("Ephesos"))
    cities = state.cities
    assert team_value(cities, 0, 1, 1) == pytest.approx(
        evaluate(cities, 0, 1, 1, True) + evaluate(cities, 1, 1, 1, True))
    assert team_value(cities, 1, 1, 1) == team_value(cities, 0, 1, 1)
    assert team_margin(cities, 0, 1, 1) == pytest.approx(
        team_value(cities, 0, 1, 1) - team_value(cities, 2, 1, 1))
    assert team_margin(cities, 0, 1, 1) > 0  # the 6 coins more


def test_the_search_reads_the_teammates_hand():
    """A search bot's sampled worlds hold the teammate's hand as the view shows it."""
    from engine.classic.determinize import Sampler

    state = new_game("7wonders", seed=9, players=4, teams=True)
    view = state.view(2)
    world = Sampler(view, cities_from_view(view)).sample(5)
    assert sorted(CARDS[c].name for c in world.hands[3]) == sorted(view["teammate_hand"])
    assert world.config.get("teams") is True
