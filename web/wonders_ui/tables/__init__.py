"""One table renderer per game. A renderer module offers:

``game_options(setup)``, ``seat_options(i, seat, setup)``, ``config_from_setup(setup, seats)``
for the new-game screen; ``render(app, session, viewer)`` for the table;
``age_key(state)``, ``age_end(app, session, key)``, ``score_pad(app, session)``,
``describe_move(session, player, text)`` and ``meta(state)`` for the shell.
Duel (``"duel"``) has its own module (``duel.py``); a module may set ``PLAYERS =
(fewest, most)`` (3-7 when absent).
"""

from __future__ import annotations

import importlib
from typing import Any

RENDERERS = {"7wonders": "wonders_ui.tables.classic", "duel": "wonders_ui.tables.duel"}
#: the games the new-game screen offers, in order, with their titles
GAMES = [("7wonders", "7 Wonders"), ("duel", "7 Wonders Duel")]


def for_game(game: str) -> Any:
    try:
        return importlib.import_module(RENDERERS[game])
    except KeyError:
        raise ValueError(f"no table for the game {game!r} yet") from None


def player_range(game: str) -> tuple[int, int]:
    """(fewest, most) players of a game: a renderer's ``PLAYERS``, else 3-7."""
    return tuple(getattr(for_game(game), "PLAYERS", (3, 7)))  # type: ignore[return-value]
