"""The registry of games: one module per ruleset, all behind ``engine.api``.

A game module exposes ``new_state(config: dict, seed: int)`` returning a state that
follows ``engine.api.GameState``, and ``normalise_config(config) -> dict`` that fills in
defaults and rejects impossible set-ups with ``ConfigError``.
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import ConfigError

GAMES: dict[str, str] = {
    "7wonders": "engine.classic",
    "duel": "engine.duel",
}


def game_module(game: str) -> Any:
    """Import and return the module that implements ``game``."""
    try:
        name = GAMES[game]
    except KeyError:
        raise ConfigError(f"unknown game {game!r}; known games: {', '.join(GAMES)}") from None
    return importlib.import_module(name)


MIN_SEED, MAX_SEED = -(1 << 63), (1 << 64) - 1  # what a msgpack integer holds


def check_seed(seed: Any) -> int:
    """A seed is a whole number that fits in 64 bits (what a save can hold)."""
    if type(seed) is not int or not MIN_SEED <= seed <= MAX_SEED:
        raise ConfigError(
            f"the seed must be a whole number from {MIN_SEED} to {MAX_SEED}, not {seed!r}")
    return seed


def new_game(game: str = "7wonders", seed: int = 0, **config: Any) -> Any:
    """Set up a new game: ``new_game("7wonders", seed=7, players=4)``."""
    seed = check_seed(seed)
    module = game_module(game)
    cfg = module.normalise_config(dict(config))
    return module.new_state(cfg, seed)
