"""Helpers for the Cities expansion's tests: the readable tables of ``helpers`` with
``"cities": true``, and a turn played by naming each player's move.

The facts of the Hungarian Cities rulebook (2012, "003") and of the card sheets are
copied into the tests as comments: no test reads anything outside the repository.
"""

from __future__ import annotations

from typing import Any

from engine.classic.positions import state_from_position
from engine.classic.state import ClassicState
from tests.classic.helpers import player, position

__all__ = ["player", "table", "play", "pay_all", "discards"]


def table(*players: dict[str, Any], age: int = 1, **top: Any) -> ClassicState:
    """A Cities state in the pick phase, built from a position."""
    return state_from_position(position(*players, age=age, cities=True, **top))


def play(state: ClassicState, *moves: str) -> ClassicState:
    """Every player picks (player 0 first); the turn resolves with the last pick."""
    assert state.phase == "pick", state.phase
    for p, m in enumerate(moves):
        state.apply(p, m)
    return state


def pay_all(state: ClassicState) -> ClassicState:
    """Every player meeting a coin loss pays all the coins it can."""
    while state.phase == "debt":
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[0])
    return state


def discards(state: ClassicState, p: int) -> str:
    """A discard move of player ``p``: its hand's first card."""
    return f"discard {state.view(p)['hand'][0]}"
