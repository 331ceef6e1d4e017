"""7 Wonders (1st and 2nd edition, 3-7 players): set-up, phases, moves, scoring and views.

``GAME`` (``engine.classic.game``) is the ruleset behind the ``engine.game`` contract;
see ``engine.classic.state`` for the phases and ``engine.classic.moves`` for the moves.
"""

from __future__ import annotations

from . import positions
from .data import CARDS, WONDERS
from .game import GAME, new_state, normalise_config
from .moves import Move
from .state import ClassicState

__all__ = [
    "CARDS", "GAME", "WONDERS", "ClassicState", "Move", "new_state", "normalise_config",
    "positions",
]
