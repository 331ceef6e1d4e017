"""A save's bytes: a game's set-up and log as plain data, packed with msgpack.

The format (its versions) is described in ``engine.saves``, which reads saves back;
this module only writes them, so that the gate of positions (``engine.gate``) can
measure a save without importing the reader that calls it.
"""

from __future__ import annotations

from typing import Any

import msgpack

FORMAT = "wonders-save"
FORMAT_VERSION = 2  # the newest version this engine reads (and writes, for positions)
PLAIN_VERSION = 1  # a set-up from config and seed alone
POSITION_VERSION = 2  # a set-up from a position file
MAX_SAVE_BYTES = 1 << 20


def save_data(state: Any, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save of ``state`` as plain data (before packing); version 2, with the
    position, for a state set up from a position (``from_position``)."""
    data = {
        "format": FORMAT,
        "format_version": PLAIN_VERSION,
        "game": state.game,
        "config": state.config,
        "seed": state.seed,
        "moves": [[p, text] for p, text in state.log],
        "meta": dict(meta or {}),
    }
    position = state.config.get("position")
    if position is not None:
        data["format_version"] = POSITION_VERSION
        data["position"] = position
    return data


def dumps(state: Any, meta: dict[str, Any] | None = None) -> bytes:
    """Pack ``state`` into save bytes."""
    return msgpack.packb(save_data(state, meta), use_bin_type=True)
