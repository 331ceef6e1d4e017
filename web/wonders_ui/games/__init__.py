"""Each game's parts in the page, one manifest a game: what the page, the author mode,
the coach and the build read to find a game's table, compendium, author module,
stylesheets and coach scripts. No shared page module names a game.

A game's manifest is the module ``wonders_ui.games.<package>``, named after the package
that defines the game in the engine's registry (``engine.games.REGISTRY``:
``engine.duel`` -> ``wonders_ui.games.duel``); it holds ``PAGE``, a ``PageGame``. A game
registered in the engine with no manifest here is not offered by the page (its saves
are refused in one line). The manifest names its parts as module names and file names:
reading it imports no table, so the home screen and the build read every game's
manifest and load none of its drawing code.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

from engine.errors import ConfigError
from engine.games import REGISTRY


@dataclass(frozen=True)
class PageGame:
    """A game's parts in the page.

    ``table``: the module that draws its table (``render``, ``age_end``, ``score_pad``,
    ``glimpse``, ``SCORE_LABELS``: ``wonders_ui.tables``); ``compendium``: the module
    that draws its compendium (``books``, ``sections``: ``wonders_ui.compendium``);
    ``author``: its module of the author mode (``SETUPS``, ``choices``, ``SEAT``, a
    first position: ``wonders_ui.embed_author``); ``stylesheets``: its files in
    ``web/``, in the order the pages link them (each styles the game's own classes, so
    the games' order among themselves does not matter); ``coach``: the module of its
    coach scripts (``LINES``: what each step of its lesson teaches -> the line and its
    "Why?", the words in the catalogues), None for a game with no lesson.
    """

    game: str
    table: str
    compendium: str
    author: str
    stylesheets: tuple[str, ...]
    coach: str | None = None


#: game id -> the module of its page manifest, after its package in the engine's registry
PAGES: dict[str, str] = {game: f"{__name__}.{package.rpartition('.')[2]}"
                         for game, package in REGISTRY.items()}


def manifest(game: str) -> PageGame:
    """The page manifest of a game; ``ConfigError`` when the page has none for it."""
    name = PAGES.get(game)
    if name is not None:
        try:
            return importlib.import_module(name).PAGE
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
    raise ConfigError(f"no table for the game {game!r} yet")


def manifests() -> dict[str, PageGame]:
    """Every game the page offers (a registered game with a manifest), by id, in the
    registry's order."""
    out = {}
    for game in PAGES:
        try:
            out[game] = manifest(game)
        except ConfigError:
            continue
    return out


def part(game: str, name: str) -> ModuleType:
    """One of a game's modules by its part's name (``"table"``, ``"compendium"``,
    ``"author"``, ``"coach"``), imported."""
    module = getattr(manifest(game), name)
    if module is None:
        raise ConfigError(f"the game {game!r} has no {name} in the page")
    return importlib.import_module(module)

