"""Views (what a player may see) and determinization (for search bots)."""

from __future__ import annotations

from typing import Any


def view(state: Any, player: int | None) -> dict[str, Any]:
    return {}


def determinize(view: dict[str, Any], seed: int) -> Any:
    raise NotImplementedError
