"""A seat at the contract's edge (``engine/game.py``): an ``int`` from 0 to the number
of players less one, never a ``bool`` (``True`` is an ``int`` to Python, and played
seat 1), never a string or a float."""

from __future__ import annotations

from .errors import IllegalMoveError
from .words import say


def is_seat(player: object, players: int) -> bool:
    """Whether ``player`` names one of ``players`` seats."""
    return type(player) is int and 0 <= player < players


def check_seat(player: object, players: int) -> int:
    """``player`` when it names a seat; otherwise ``IllegalMoveError``, one line."""
    if type(player) is not int or not 0 <= player < players:
        raise IllegalMoveError(say("there is no seat {seat} (0 to {last})",
                                   seat=repr(player), last=players - 1))
    return player
