"""Bots: they see only a player's view and the legal moves, never the state.

``make_bot(game, level, seed)`` returns an object with ``act(view, legal) -> move``.
A bot's choices are reproducible from its own seed (and the game's).
"""

from __future__ import annotations

from typing import Any

from .random_bot import RandomBot

LEVELS: dict[str, Any] = {"random": RandomBot}


def make_bot(game: str, level: str = "random", seed: int = 0) -> Any:
    """A bot for ``game`` at ``level`` (``random`` ...), seeded."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}") from None
    return cls(game=game, seed=seed)
