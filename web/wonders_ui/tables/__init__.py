"""One table module per game, found by game id through its page manifest (``games``).

A table module offers three drawings, each a list of ``vdom`` nodes drawn from the
view (``state.view(viewer)``: plain data) and a ``TableContext`` (``tables/context.py``)
alone: ``render(view, ctx)`` the table while the game goes on, ``age_end(view, ctx,
event)`` the pause after an ``age`` event, ``score_pad(view, ctx)`` the final scores;
``news(view, ctx)`` what the live region says of the latest turn (``tables.news``);
and ``glimpse(view)`` the table in a few numbers for a save's card at home (each
player's ``tile``: a wonder's name or None, ``built`` of ``of`` stages, ``score``), and
``history_facts(view)`` what the history of finished games keeps beside the score pad
(the ruleset, each player's wonders: ``wonders_ui.history``).
Every table draws its top bar, badges, log panel and score pad with ``tables/parts.py``.

The game's page manifest (``wonders_ui.games``) names its table module, with its
compendium, its module of the author mode, its stylesheets and its coach scripts; a
table module adds ``SCORE_LABELS``, its score pads' rows (key -> label). A new game adds
its manifest and its modules, and nothing in the game-independent modules.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from .. import games


def registered() -> dict[str, ModuleType]:
    """Every offered game's table module, by game id, in the registry's order."""
    return {game: for_game(game) for game in games.manifests()}


def for_game(game: str) -> ModuleType:
    """The table module of a game; ``ConfigError`` when the page has none for it."""
    return importlib.import_module(games.manifest(game).table)
