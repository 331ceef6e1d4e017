"""One table module per game, registered here by game id (``engine.games`` ids).

A table module offers ``render(view, ctx)``, ``age_end(view, ctx, event)`` and
``score_pad(view, ctx)``, each returning a list of ``vdom`` nodes drawn from the view
(``state.view(viewer)``) and a ``TableContext`` (``tables/context.py``) alone; the
shared pieces (top bar, badges, log panel, score pad) are in ``tables/parts.py``.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from engine.errors import ConfigError

#: game id -> the module that draws its table
TABLES = {"7wonders": "wonders_ui.tables.classic", "duel": "wonders_ui.tables.duel"}


def for_game(game: str) -> ModuleType:
    """The table module of a game; ``ConfigError`` when the page has none for it."""
    try:
        return importlib.import_module(TABLES[game])
    except KeyError:
        raise ConfigError(f"no table for the game {game!r} yet") from None
