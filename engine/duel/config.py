"""Duel's set-up options: what ``normalise_config`` accepts and fills in."""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError
from ..words import say

WONDER_MODES = ("draft", "first-game")


def normalise_config(config: dict[str, Any]) -> dict[str, Any]:
    """Fill in defaults and reject impossible set-ups with ConfigError."""
    if not isinstance(config, dict):
        raise ConfigError(say("a Duel set-up must be a mapping of options"))
    cfg = dict(config)
    unknown = sorted(set(cfg) - {"players", "names", "wonders"})
    if unknown:
        raise ConfigError(say("unknown Duel option(s): {options}; known: players, names, wonders",
                              options=", ".join(map(str, unknown))))
    players = cfg.get("players", 2)
    if players != 2 or isinstance(players, bool):
        raise ConfigError(say("7 Wonders Duel is a game for exactly 2 players, not {n}",
                              n=repr(players)))
    names = cfg.get("names", [say("Player {n}", n=1), say("Player {n}", n=2)])
    if (not isinstance(names, (list, tuple)) or len(names) != 2
            or not all(isinstance(n, str) and n.strip() for n in names)):
        raise ConfigError(say("names must be a list of 2 non-empty strings"))
    wonders = cfg.get("wonders", "draft")
    if wonders not in WONDER_MODES:
        raise ConfigError(say("wonders must be one of {modes}, not {value}",
                              modes=", ".join(WONDER_MODES), value=repr(wonders)))
    return {"players": 2, "names": [str(n) for n in names], "wonders": wonders}
