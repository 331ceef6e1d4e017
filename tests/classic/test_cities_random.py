"""Seeded random games with the Cities expansion, 2 to 8 players, under the contract's
checks (``engine.cli.invariants``): every card dealt is in a hand, a city, under a stage or
in the discard pile (hands of 8, or of 7 at 8 players); coins and debt never go below
zero; the score pad adds up, debt counted in the treasury row."""

from __future__ import annotations

import pytest

from engine import get_game
from engine.classic.data import CARDS
from engine.classic.scoring import CITIES_CATEGORIES
from engine.cli import invariants
from tests.engine.helpers import checked_game

GAME = get_game("7wonders")


def cards_in_play(state) -> int:
    return (sum(len(h) for h in state.hands) + len(state.discard)
            + sum(len(c.cards) + len(c.under) for c in state.cities))


def play_random(players: int, seed: int):
    """A seeded random game with Cities under the contract's checks (``checked_game``),
    every card dealt kept and nobody's coins or debt below zero after each move. (Clones,
    saves and views of Cities games: ``tests/engine/test_contract.py`` at 2 and 8
    players and the soak over every set-up, ``tests/engine/test_soak.py``.)"""
    per_age = 0
    for step, (state, _p, _move) in enumerate(checked_game(
            GAME, {"players": players, "cities": "on"}, seed, salt=0xC1)):
        if step == 0:
            per_age = cards_in_play(state)
            assert per_age == len(state.cities) * (state.turns + 1)
        else:  # after a move
            assert all(c.coins >= 0 and c.debt >= 0 for c in state.cities)
            assert cards_in_play(state) == per_age * max(1, state.age)
    invariants.check_end(state)
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_random_games_keep_every_card_and_never_go_below_zero(players):
    for seed in range(4):
        state = play_random(players, seed)
        for p, pad in enumerate(state.scores()):
            assert set(pad) == {*CITIES_CATEGORIES, "total"}
            assert pad["total"] == sum(pad[c] for c in CITIES_CATEGORIES)
            city = state.cities[p]
            assert pad["treasury"] == city.coins // 3 - city.debt
            black = [CARDS[c] for c in city.cards if CARDS[c].is_black]
            assert pad["black"] >= sum(e.amount for c in black for e in c.effects
                                       if type(e).__name__ == "Points")


def test_coin_losses_and_debt_happen_in_random_games():
    debts = choices = 0
    for seed in range(6):
        state = play_random(4, 100 + seed)
        debts += sum(c.debt for c in state.cities)
        choices += sum(1 for e in state.events if e.get("phase") == "debt")
    assert debts > 0 and choices > 0
