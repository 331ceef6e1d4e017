"""Bots play the 2nd edition at every level (views only: the view names the edition,
and determinization rebuilds a 2nd-edition game from it); the search's sampled worlds
hold 2nd-edition cards only; rbAI beats random play."""

from __future__ import annotations

import pytest

from engine.bots import make_bot
from engine.classic.data import ALL_CARDS
from engine.games import get_game, new_game

GAME = get_game("7wonders")


def play(n: int, levels: list[str], seed: int, sides: str = "random"):
    state = new_game("7wonders", seed=seed, players=n, edition=2, sides=sides)
    bots = [make_bot("7wonders", levels[i % len(levels)], seed * 31 + i) for i in range(n)]
    while not state.is_terminal():
        for p in state.current_players():
            legal = state.legal_actions(p)
            move = bots[p].act(state.view(p), legal)
            assert move in legal, (levels[p % len(levels)], move)
            state.apply(p, move)
    return state


@pytest.mark.parametrize("n", [3, 5, 7])
def test_full_2nd_edition_games_at_every_level(n):
    levels = ["easy", "medium", "random", "strong:2", "hard:2", "rbai", "greedy"][:n]
    state = play(n, levels, seed=200 + n)
    assert all(ALL_CARDS[c].edition == 2 for city in state.cities for c in city.cards)
    assert abs(sum(state.returns()) - 1.0) < 1e-9


@pytest.mark.parametrize("sides", ["day", "night"])
def test_sampled_worlds_are_2nd_edition_games(sides):
    state = new_game("7wonders", seed=9, players=4, edition=2, sides=sides)
    for _ in range(9):  # into Age II
        for p in state.current_players():
            state.apply(p, state.legal_actions(p)[0])
    view = state.view(0)
    world = GAME.determinize(view, 5)
    assert world.config["edition"] == 2
    cards = [c for h in world.hands for c in h] + [c for city in world.cities for c in city.cards]
    assert cards and all(ALL_CARDS[c].edition == 2 for c in cards)
    assert sorted(map(str, world.legal_actions(0))) == sorted(map(str, state.legal_actions(0)))


def test_rbai_beats_random_play():
    wins = 0
    for seed in range(12):
        state = play(4, ["rbai", "random", "random", "random"], seed)
        wins += 0 in state.winners()
    assert wins >= 9
