"""Helpers for the tests of the shared engine code: a valid save to damage, and seeded
random play that any game's tests use (it calls only the ``Game`` contract's state API).

The save envelope (``engine/saves.py``) is the same for every game; the save here is
a 7 Wonders game at 3 players after each player's first pick (any game would serve).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgpack

from engine import new_game, saves
from engine.rng import Rng


def good_save() -> bytes:
    """The save bytes of a short, valid game."""
    state = new_game("7wonders", seed=4, players=3)
    for p in range(3):
        state.apply(p, state.legal_actions(p)[-1])
    return saves.dumps(state)


def repack(**changes: Any) -> bytes:
    """``good_save()`` with the given top-level fields of its msgpack map replaced."""
    data = msgpack.unpackb(good_save(), raw=False)
    data.update(changes)
    return msgpack.packb(data, use_bin_type=True)


def random_moves(state: Any, rng: Rng) -> Iterator[Any]:
    """Play ``state`` on to its end, each move a legal move of the first player to move
    drawn with ``rng``; yield the state after every move."""
    while not state.is_terminal():
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.below(len(legal))])
        yield state


def play_out(state: Any, seed: int = 0) -> Any:
    """``state`` finished with random legal moves drawn with ``Rng(seed)``."""
    for _ in random_moves(state, Rng(seed)):
        pass
    return state
