"""Helpers for the 2nd-edition tests: the same readable tables as ``helpers``, with
``"edition": 2`` and the day/night sides.

The facts of the Danish 2nd-edition rulebook (2020) are copied into the tests as
comments: no test reads anything outside the repository.
"""

from __future__ import annotations

from typing import Any

from engine import new_game
from engine.classic.data import Card, cards_of
from engine.classic.positions import state_from_position
from engine.classic.state import ClassicState

CARDS2 = cards_of(2)


def player(wonder: str, side: str = "day", **fields: Any) -> dict[str, Any]:
    """One entry of a 2nd-edition position: ``player("Olympia", "night", cards=[...])``."""
    return {"wonder": wonder, "side": side, **fields}


def position(*players: dict[str, Any], age: int = 1, **top: Any) -> dict[str, Any]:
    return {"game": "7wonders", "edition": 2, "age": age, "players": list(players), **top}


def table(*players: dict[str, Any], age: int = 1, **top: Any) -> ClassicState:
    """A 2nd-edition state in the pick phase, built from a position."""
    return state_from_position(position(*players, age=age, **top))


def card(name: str, age: int | None = None) -> Card:
    """A 2nd-edition card by name."""
    return CARDS2.by_name(name, age)


def new2(players: int = 4, seed: int = 0, **config: Any) -> ClassicState:
    return new_game("7wonders", seed=seed, players=players, edition=2, **config)


def names(state: ClassicState, p: int) -> list[str]:
    return [CARDS2[c].name for c in state.cities[p].cards]
