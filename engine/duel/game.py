"""7 Wonders Duel as a ``Game`` of the family: its set-up options and parts."""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError
from ..game import Game, Option, later
from . import positions
from .actions import parse
from .config import normalise_config
from .determinize import determinize
from .state import DuelState
from .view import catalogue


def new_state(config: dict[str, Any], seed: int) -> DuelState:
    """Set up a new game from a normalised config and a seed."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ConfigError(f"the seed must be an integer, not {seed!r}")
    state = DuelState(config, seed)
    state.start(config["wonders"])
    return state


def describe_move(view: dict[str, Any], player: int, text: str) -> str:
    """The move as the log shows it, naming players by the view's ``names``
    (rulebook "Översikt av en tur" and the sub-choices: a wonder drafted, a card
    built, discarded for coins or tucked under a wonder, a progress token taken, an
    opponent's card discarded, a discarded card built, who starts the next Age)."""
    names = view.get("names") or []

    def name(p: int | None) -> str:
        return names[p] if p is not None and 0 <= p < len(names) else "the bank"

    verb, _, rest = str(text).partition(" ")
    if verb == "wonder":
        w, _, c = rest.rpartition(" with ")
        return f"Build the wonder {w} (with {c})"
    if verb == "destroy":
        return f"Discard {name(1 - player)}'s {rest}"
    if verb == "start":
        return f"{name(int(rest)) if rest in ('0', '1') else rest} starts the next Age"
    form = MOVE_WORDS.get(verb)
    return form.format(rest) if form else str(text)


#: How each kind of move reads in the log (the ones that need no player's name).
MOVE_WORDS = {
    "draft": "Take the wonder {}",
    "build": "Build {}",
    "discard": "Discard {} for coins",
    "token": "Take the progress token {}",
    "mausoleum": "Build {} from the discard pile",
}


GAME = Game(
    id="duel",
    title="7 Wonders Duel",
    min_players=2,
    max_players=2,
    options=(
        Option("wonders", "Wonders", (("draft", "Drafted"), ("first-game", "First game"))),
    ),
    normalise_config=normalise_config,
    new_state=new_state,
    parse_move=parse,
    describe_move=describe_move,
    determinize=determinize,
    positions=positions,
    catalogue=catalogue,
    bot_levels=later("engine.duel.bots", "bot_levels")(),
    bot_aliases={"rbai": "easy", "greedy": "medium"},
    search_bot=later("engine.duel.bots", "search_bot"),
    search_problem=later("engine.duel.bots", "search_problem"),
)
