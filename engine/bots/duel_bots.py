"""Duel policies (greedy and search support); filled in once Duel's engine is usable."""

from __future__ import annotations

from typing import Any

from ..rng import Rng


def greedy_move(view: dict[str, Any], legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


def search_move(bot: Any, view: dict[str, Any], legal: list[Any]) -> Any:
    return bot.rng.choice(legal)
