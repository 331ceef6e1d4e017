"""Helpers shared by the bots."""

from __future__ import annotations

from typing import Any


def as_moves(game: str, legal: list[Any]) -> tuple[list[Any], dict[Any, Any] | None]:
    """Legal moves as move objects, and a map back to what was given when the caller
    passed their text (e.g. from the page's worker); ``None`` when already moves."""
    if not legal or not isinstance(legal[0], str):
        return legal, None
    if game == "duel":
        from ..duel.actions import parse
    else:
        from ..classic.moves import Move
        parse = Move.parse
    moves = [parse(x) for x in legal]
    return moves, dict(zip(moves, legal))
