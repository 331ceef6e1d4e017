"""7 Wonders Duel (base game): the two-player ruleset of the family.

``new_state(config, seed)`` sets up a game; ``normalise_config`` checks the set-up
options::

    {"players": 2, "names": ["Antoine", "Bruno"], "wonders": "draft" | "first-game"}

``determinize(view, seed)`` samples a full state consistent with a player's view
(for search bots). Position files (``score`` / ``payments``) live in
``engine.duel.positions``. Modules: ``data`` (the card data), ``structure`` (the
Age layouts), ``costs`` (trading), ``military`` (the conflict pawn), ``science``
(symbols and progress tokens), ``shuffle`` (dealing), ``actions``
(moves), ``state`` (the rules), ``views`` (views and determinization).
"""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError
from . import positions  # noqa: F401  (the CLI looks for module.positions)
from .actions import Action
from .state import DuelState
from .views import determinize

WONDER_MODES = ("draft", "first-game")

__all__ = ["Action", "DuelState", "determinize", "new_state", "normalise_config"]


def normalise_config(config: dict[str, Any]) -> dict[str, Any]:
    """Fill in defaults and reject impossible set-ups with ConfigError."""
    if not isinstance(config, dict):
        raise ConfigError("a Duel set-up must be a mapping of options")
    cfg = dict(config)
    unknown = sorted(set(cfg) - {"players", "names", "wonders"})
    if unknown:
        raise ConfigError(f"unknown Duel option(s): {', '.join(map(str, unknown))}; "
                          "known: players, names, wonders")
    players = cfg.get("players", 2)
    if players != 2 or isinstance(players, bool):
        raise ConfigError(f"7 Wonders Duel is a game for exactly 2 players, not {players!r}")
    names = cfg.get("names", ["Player 1", "Player 2"])
    if (not isinstance(names, (list, tuple)) or len(names) != 2
            or not all(isinstance(n, str) and n.strip() for n in names)):
        raise ConfigError("names must be a list of 2 non-empty strings")
    wonders = cfg.get("wonders", "draft")
    if wonders not in WONDER_MODES:
        raise ConfigError(f"wonders must be one of {', '.join(WONDER_MODES)}, "
                          f"not {wonders!r}")
    return {"players": 2, "names": [str(n) for n in names], "wonders": wonders}


def new_state(config: dict[str, Any], seed: int) -> DuelState:
    """Set up a new game from a normalised config and a seed."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ConfigError(f"the seed must be an integer, not {seed!r}")
    state = DuelState(config, seed)
    state.setup(config["wonders"])
    return state
