"""The registry of games: one ``Game`` (``engine.game``) per ruleset.

A game package exposes ``GAME``; registering it here (``REGISTRY``) is all a new game
needs to be covered by the contract tests, the CLI, the arena, the bench, the saves and
the page's bot worker. Packages are imported on first use.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from .errors import ConfigError
from .game import MAX_SEED, MIN_SEED, Game, GameState, check_seed
from .words import Message, say

__all__ = ["ABOUT", "GAMES", "MAX_SEED", "MIN_SEED", "REGISTRY", "About", "Viewed",
           "all_games", "check_seed", "get_game", "new_game"]

#: game id -> the package that defines its ``GAME``, in the order the page offers them
REGISTRY: dict[str, str] = {
    "7wonders": "engine.classic",
    "duel": "engine.duel",
}
GAMES = tuple(REGISTRY)


@dataclass(frozen=True)
class About:
    """What a page shows of a game before one is chosen: its title, player range, what it
    is in a line, and the facts its box is drawn from (the game's own data, held equal
    to it by ``tests/engine/test_games.py``): its card colours, its science symbols and
    the cards a player first sees, rows of 2 (face up), 1 (face down) or 0 (a gap), as
    Duel's ``layouts`` write them (7 Wonders: one hand of 7)."""

    id: str
    title: str
    min_players: int
    max_players: int
    line: Message
    colours: tuple[str, ...]
    science: tuple[str, ...]
    opening: tuple[tuple[int, ...], ...]


#: each game's ``About``, known without importing its package (a home screen's game
#: boxes load no rules); ``tests/engine/test_games.py`` holds it equal to each ``Game``
ABOUT: dict[str, About] = {
    "7wonders": About(
        "7wonders", "7 Wonders", 2, 8,
        say("Pass hands of cards round the table for three ages: "
            "build a city and its wonder."),
        ("brown", "grey", "blue", "yellow", "red", "green", "purple"),
        ("compass", "gear", "tablet"),
        ((2, 2, 2, 2, 2, 2, 2),)),
    "duel": About(
        "duel", "7 Wonders Duel", 2, 2,
        say("Two rivals take cards from a shared pyramid: "
            "win on points, by science or by arms."),
        ("brown", "grey", "blue", "green", "yellow", "red", "purple"),
        ("wheel", "plumb", "quill", "mortar", "sundial", "globe", "law"),
        ((2, 2, 0, 0, 0, 0), (1, 1, 1, 0, 0, 0), (2, 2, 2, 2, 0, 0), (1, 1, 1, 1, 1, 0),
         (2, 2, 2, 2, 2, 2))),
}


def get_game(game: str | Game) -> Game:
    """The registered ``Game`` of that id (a ``Game`` is returned as it is)."""
    if isinstance(game, Game):
        return game
    try:
        name = REGISTRY[game]
    except (KeyError, TypeError):
        raise ConfigError(f"unknown game {game!r}; known games: {', '.join(REGISTRY)}") from None
    return importlib.import_module(name).GAME


class Viewed:
    """A state's ``view(player)``: its game's view function (``Game.view``), found by
    the state's ``game`` id. The view module reads the state; the state module does
    not know the view (no import either way between them)."""

    __slots__ = ()
    game: str

    def view(self, player: int | None = None) -> dict[str, Any]:
        """What ``player`` may see (``None``: a spectator), as the game's view says."""
        return get_game(self.game).view(self, player)


def all_games() -> list[Game]:
    """Every registered game, in the registry's order."""
    return [get_game(g) for g in REGISTRY]


def new_game(game: str | Game = "7wonders", seed: int = 0, **config: Any) -> GameState:
    """Set up a new game: ``new_game("7wonders", seed=7, players=4)``."""
    return get_game(game).new_game(seed, **config)
