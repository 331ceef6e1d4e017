"""Helpers for the tests of the shared engine code: a valid save to damage.

The save envelope (``engine/saves.py``) is the same for every game; the save here is
a 7 Wonders game at 3 players after each player's first pick (any game would serve).
"""

from __future__ import annotations

from typing import Any

import msgpack

from engine import new_game, saves


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
