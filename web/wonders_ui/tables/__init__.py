"""One table module per game, registered here by game id (``engine.games`` ids).

A table module offers three drawings, each a list of ``vdom`` nodes drawn from the
view (``state.view(viewer)``: plain data) and a ``TableContext`` (``tables/context.py``)
alone: ``render(view, ctx)`` the table while the game goes on, ``age_end(view, ctx,
event)`` the pause after an ``age`` event, ``score_pad(view, ctx)`` the final scores;
``news(view, ctx)`` what the live region says of the latest turn (``tables.news``);
and ``glimpse(view)`` the table in a few numbers for a save's card at home (each
player's ``tile``: a wonder's name or None, ``built`` of ``of`` stages, ``score``).
Every table draws its top bar, badges, log panel and score pad with ``tables/parts.py``.

A table module is also its game's one registration in the page: ``COMPENDIUM`` names
the module that draws its compendium (``wonders_ui.compendium``), ``AUTHOR`` names its module
of the author mode (the set-ups an example may start from, the pickers, a seat's form and
a first position: ``wonders_ui.embed_author``) and ``SCORE_LABELS`` its score pads'
rows (key -> label).
A new game adds its table module here, and nothing else in the game-independent
modules.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from engine.errors import ConfigError

#: game id -> the module that draws its table
TABLES = {"7wonders": "wonders_ui.tables.classic", "duel": "wonders_ui.tables.duel"}


def registered() -> dict[str, ModuleType]:
    """Every game's table module, by game id, in the order of ``TABLES``."""
    return {game: for_game(game) for game in TABLES}


def for_game(game: str) -> ModuleType:
    """The table module of a game; ``ConfigError`` when the page has none for it."""
    try:
        return importlib.import_module(TABLES[game])
    except KeyError:
        raise ConfigError(f"no table for the game {game!r} yet") from None
