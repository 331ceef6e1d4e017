"""Set-ups from the command line, read against a game's options (the developer tools).

The CLI (``python -m engine.cli play``), the arena and the bench take ``--game`` (a
registered game), ``--players N`` and ``--set KEY=VALUE`` (any of the game's set-up
options, ``Game.options``; repeat it for several), with ``--sides X`` and
``--edition N`` as shorthands for ``--set sides=X`` and ``--set edition=N``. A value
is one of the option's choices (by value or label), a comma-separated list of them (one
a player), or for a per-seat option one choice a seat (``any`` for none; a wonder
also as a rulebook names it in another language, ``engine.names``). An option
the game does not have is a ``ConfigError`` that names the ones it has; the game's own
``normalise_config`` checks the rest.
"""

from __future__ import annotations

import argparse
from typing import Any

from ..errors import ConfigError
from ..game import Game, Option
from ..games import GAMES, REGISTRY
from ..names import english_name


def add_game_arguments(ap: argparse.ArgumentParser) -> None:
    """``--game`` (from the registry; the first registered by default), ``--players``,
    ``--set`` and ``--sides``."""
    ap.add_argument("--game", default=GAMES[0], choices=list(REGISTRY),
                    help="a registered game")
    ap.add_argument("--players", type=int, default=None,
                    help="the number of players (default: the game's)")
    add_option_arguments(ap)


def add_option_arguments(ap: argparse.ArgumentParser) -> None:
    """``--set KEY=VALUE`` (repeatable), ``--sides`` (``--set sides=...``) and
    ``--edition`` (``--set edition=...``)."""
    ap.add_argument("--set", dest="settings", action="append", default=[],
                    metavar="KEY=VALUE", help="a set-up option of the game, e.g. sides=B")
    ap.add_argument("--sides", default=None, help="shorthand for --set sides=VALUE")
    ap.add_argument("--edition", default=None,
                    help="shorthand for --set edition=VALUE (7 Wonders: 1 or 2)")


def option_settings(args: argparse.Namespace) -> list[str]:
    """The ``KEY=VALUE`` settings of parsed arguments, ``--sides`` included."""
    settings = list(args.settings)
    if args.sides is not None:
        settings.append(f"sides={args.sides}")
    if getattr(args, "edition", None) is not None:
        settings.append(f"edition={args.edition}")
    return settings


def _choice(option: Option, text: str, choices: list[tuple[Any, str]]) -> Any:
    for value, label in choices:
        if text.lower() in (str(value).lower(), label.lower()):
            return value
    for word, value in option.aliases:  # "night": side B, as the 2nd edition names it
        if text.lower() == word.lower():
            return value
    # a wonder as a rulebook names it in another language ("Kolossen i Rhodos")
    english = english_name(text, [label for value, label in choices if value is not None])
    for value, label in choices:
        if english == label:
            return value
    known = ", ".join(label if value is None else str(value) for value, label in choices)
    raise ConfigError(f"{option.key} cannot be {text!r}; choose from {known}")


def option_value(option: Option, text: str) -> Any:
    """The config value of ``text`` for ``option`` (see the module docstring)."""
    if option.per_seat:
        seat = [(None, "any")] + [(c, c) for c in option.seat_choices]
        return [_choice(option, t.strip(), seat) for t in text.split(",")]
    if "," in text:
        return [_choice(option, t.strip(), list(option.choices)) for t in text.split(",")]
    return _choice(option, text.strip(), list(option.choices))


def setup_config(game: Game, players: int | None = None,
                 settings: list[str] | tuple[str, ...] = ()) -> dict[str, Any]:
    """A set-up for ``game``: ``players`` (``None``: the game's default) and the
    ``KEY=VALUE`` settings read against ``game.options``."""
    config: dict[str, Any] = {}
    if players is not None:
        config["players"] = players
    options = {o.key: o for o in game.options}
    for item in settings:
        key, sep, text = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ConfigError(f"a setting is KEY=VALUE, not {item!r}")
        if key not in options:
            known = ", ".join(options) or "none"
            raise ConfigError(f"{game.title} has no option {key!r}; its options: {known}")
        config[key] = option_value(options[key], text)
    return config
