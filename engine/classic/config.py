"""7 Wonders' set-up options: what ``normalise_config`` accepts and fills in (the
edition, the players and their names, the Cities expansion, teams, the wonders and
their sides; ``docs/edition2.md``, ``docs/cities.md``)."""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError, UnknownNameError
from ..words import say
from .data import (
    CITIES_WONDER_NAMES,
    EDITIONS,
    SIDES,
    edition_side,
    wonder_name,
)
from .dealing import CITIES_PLAYERS, EDITION_PLAYERS, MAX_PLAYERS, MIN_PLAYERS
from .teams import check_teams


def normalise_config(config: dict[str, Any]) -> dict[str, Any]:
    """Fill in defaults and check a set-up: players, names, wonders, sides.

    ``wonders``: ``None`` (dealt at random) or a list, one a player, of wonder names or
    ``None`` ("any": dealt from the wonders nobody chose, by the game's generator).
    ``sides``: ``"A"``, ``"B"``, ``"random"`` or a list of those, one a player; the
    2nd edition's ``"day"`` and ``"night"`` (A and B accepted for them, and the other
    way round), kept as the edition names them.
    """
    cfg = dict(config)
    cfg.pop("game", None)
    if "position" in cfg:
        # a table set up from a position file (engine.classic.positions) replays from it
        if not isinstance(cfg["position"], dict):
            raise ConfigError(say("a position set-up must be a position object"))
        return cfg
    edition = cfg.setdefault("edition", 1)
    if type(edition) is not int or edition not in EDITIONS:
        raise ConfigError(say("7 Wonders edition must be 1 or 2, not {edition}",
                              edition=repr(edition)))
    n = cfg.setdefault("players", 4)
    # 2 players: the 1st edition's Free City variant (``freecity``)
    if type(n) is not int or not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ConfigError(say("7 Wonders takes {low} to {high} players, not {n}",
                              low=MIN_PLAYERS, high=MAX_PLAYERS, n=repr(n)))
    names = cfg.get("names") or [say("Player {n}", n=i + 1) for i in range(n)]
    if not isinstance(names, list) or len(names) != n or not all(
            isinstance(x, str) for x in names):
        raise ConfigError(say("give one name a player ({n} names)", n=n))
    low, high = EDITION_PLAYERS[edition]
    if not low <= n <= high:
        raise ConfigError(say("7 Wonders, edition {edition}, takes {low} to {high} players, "
                              "not {n}", edition=edition, low=low, high=high, n=n))
    cfg["names"] = [str(x) for x in names]
    cities = _cities(cfg, edition, n)
    # the team variant (``teams``): kept in the set-up only when played
    check_teams(cfg.get("teams", False), n)
    if not cfg.get("teams"):
        cfg.pop("teams", None)
    cfg["wonders"] = _wonders(cfg.get("wonders"), n)
    if not cities and any(w in CITIES_WONDER_NAMES for w in cfg["wonders"] or ()):
        raise ConfigError(
            say("Petra and Byzantium come with the Cities expansion (cities=on)"))
    cfg["sides"] = _sides(cfg.get("sides", SIDES[edition][0]), n, edition)
    return cfg


def _cities(cfg: dict[str, Any], edition: int, n: int) -> bool:
    """The ``cities`` option checked: ``"off"`` (the default, then left out of the
    set-up, so that games without the expansion are set up as ever) or ``"on"``."""
    cities = cfg.get("cities", "off")
    if cities not in CITIES_PLAYERS:
        raise ConfigError(say("cities must be on or off, not {value}", value=repr(cities)))
    if cities == "on" and edition != 1:
        raise ConfigError(say("the Cities expansion is for the 1st edition (edition=1)"))
    low, high = CITIES_PLAYERS[cities]
    if not low <= n <= high:
        raise ConfigError(
            say("7 Wonders takes {low} to {high} players, 8 with the Cities expansion, not {n}",
                low=low, high=high, n=n) if cities == "off" else
            say("7 Wonders takes {low} to {high} players, not {n}", low=low, high=high, n=n))
    if cities == "off":
        cfg.pop("cities", None)
    return cities == "on"


def _sides(sides: Any, n: int, edition: int) -> str | list[str]:
    """The sides, as ``edition`` names them (A/B, day/night), or ``"random"``."""
    names = SIDES[edition]
    ok = (*names, "random", *SIDES[3 - edition])
    said = {"one": names[0], "other": names[1]}
    if isinstance(sides, list):
        # 2 players: a third entry may give the Free City's side
        if len(sides) not in (n, n + (n == 2)) or any(
                not isinstance(s, str) or s not in ok for s in sides):
            raise ConfigError(say("sides must list {n} of {one}, {other} or random", n=n, **said))
        return [edition_side(s, edition) for s in sides]
    if not isinstance(sides, str) or sides not in ok:
        raise ConfigError(say("sides must be {one}, {other} or random, not {value}",
                              value=repr(sides), **said))
    return edition_side(sides, edition)


def _wonders(wonders: Any, n: int) -> list[str | None] | None:
    """The chosen wonders, checked and spelled as in the data; ``None`` if none is."""
    if wonders is None:
        return None
    if (not isinstance(wonders, list) or len(wonders) != n
            or not all(w is None or isinstance(w, str) for w in wonders)):
        raise ConfigError(say("give one wonder name (or none) a player ({n} wonders)", n=n))
    if all(w is None for w in wonders):
        return None
    try:
        chosen = [None if w is None else wonder_name(w) for w in wonders]
    except UnknownNameError as exc:
        raise ConfigError(str(exc)) from None
    named = [w for w in chosen if w is not None]
    if len(set(named)) != len(named):
        raise ConfigError(say("each player needs a different wonder"))
    return chosen
