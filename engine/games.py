"""The registry of games: one ``Game`` (``engine.game``) per ruleset.

A game package exposes ``GAME``; registering it here (``REGISTRY``) is all a new game
needs to be covered by the contract tests, the CLI, the arena, the bench, the saves and
the page's bot worker. Packages are imported on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import ConfigError
from .game import MAX_SEED, MIN_SEED, Game, GameState, check_seed

__all__ = ["GAMES", "MAX_SEED", "MIN_SEED", "REGISTRY", "all_games", "check_seed", "get_game",
           "new_game"]

#: game id -> the package that defines its ``GAME``, in the order the page offers them
REGISTRY: dict[str, str] = {
    "7wonders": "engine.classic",
    "duel": "engine.duel",
}
GAMES = tuple(REGISTRY)


def get_game(game: str | Game) -> Game:
    """The registered ``Game`` of that id (a ``Game`` is returned as it is)."""
    if isinstance(game, Game):
        return game
    try:
        name = REGISTRY[game]
    except (KeyError, TypeError):
        raise ConfigError(f"unknown game {game!r}; known games: {', '.join(REGISTRY)}") from None
    return importlib.import_module(name).GAME


def all_games() -> list[Game]:
    """Every registered game, in the registry's order."""
    return [get_game(g) for g in REGISTRY]


def new_game(game: str | Game = "7wonders", seed: int = 0, **config: Any) -> GameState:
    """Set up a new game: ``new_game("7wonders", seed=7, players=4)``."""
    return get_game(game).new_game(seed, **config)
