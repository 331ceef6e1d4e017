"""The random bot: uniform over the legal moves (the baseline of every game)."""

from __future__ import annotations

from typing import Any

from ..rng import Rng


class RandomBot:
    """Any legal move, drawn uniformly with the bot's own generator."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        return self.rng.choice(legal)
