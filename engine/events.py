"""A state's events made into data once (``engine.game.EVENT_KINDS``).

A state keeps what happened as compact records (a turn as a plain tuple: applying moves
is the hot path) beside dicts for the other events; the page reads ``state.events``
after every move, so each record is made into its event once and kept (``shown``, a
list of the state's own, cut to the records on a copy). Events are only ever added.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def made(records: list[Any], shown: list[dict[str, Any]],
         make: Callable[[Any], dict[str, Any]]) -> list[dict[str, Any]]:
    """The events of ``records`` (a dict as it is, a record by ``make``), making only
    those not yet in ``shown`` (which it extends)."""
    if len(shown) < len(records):
        shown += [e if type(e) is dict else make(e) for e in records[len(shown):]]
    return shown[:len(records)]
