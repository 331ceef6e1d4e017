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


def new_game(game: str = "7wonders", seed: int = 0, **config: Any) -> Any:
    """Set up a new game: ``new_game("7wonders", seed=7, players=4)``."""
    module = game_module(game)
    cfg = module.normalise_config(dict(config))
    return module.new_state(cfg, seed)
