"""A set-up a tutorial author may start an example from (``author.html``): each game's
author module (``author_classic.py``, ``author_duel.py``) lists its own."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Setup:
    """A set-up of the author page's list: its label (a catalogue key), the game's
    set-up options, and the player counts it may have (one: the list offers no choice)."""

    label: str
    options: dict[str, Any] = field(default_factory=dict)
    players: tuple[int, ...] = (3,)
