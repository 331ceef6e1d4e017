"""One table renderer per game. A renderer module offers:

``game_options(setup)``, ``seat_options(i, seat, setup)``, ``config_from_setup(setup, seats)``
for the new-game screen; ``render(app, session, viewer)`` for the table;
``age_key(state)``, ``age_end(app, session, key)``, ``score_pad(app, session)``,
``describe_move(session, player, text)`` and ``meta(state)`` for the shell.
Duel (``"duel"``) gets its own module here without changes to the shell.
"""

from __future__ import annotations

import importlib
from typing import Any

RENDERERS = {"7wonders": "wonders_ui.tables.classic"}


def for_game(game: str) -> Any:
    try:
        return importlib.import_module(RENDERERS[game])
    except KeyError:
        raise ValueError(f"no table for the game {game!r} yet") from None
