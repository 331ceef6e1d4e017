"""The random bot: uniform over the legal moves (the baseline, used by benchmarks)."""

from __future__ import annotations

from typing import Any

from ..rng import Rng


class RandomBot:
    name = "random"

    def __init__(self, game: str = "7wonders", seed: int = 0):
        self.game = game
        self.rng = Rng(seed)

    def act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        return self.rng.choice(legal)
