"""7 Wonders Duel as a ``Game`` of the family: its set-up options and parts."""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError
from ..game import Game, Option, later
from ..words import name_of, verb_for, whom, whose
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
    """The move as the log says it after its player's name, agreeing with that name
    ("Ann builds", "You build"; rulebook "Översikt av en tur" and the sub-choices: a
    wonder drafted, a card built, discarded for coins or tucked under a wonder, a
    progress token taken, an opponent's card discarded, a discarded card built, who
    starts the next Age)."""
    names = view.get("names") or []
    me = name_of(names, player, "")
    verb, _, rest = str(text).partition(" ")
    if verb == "wonder":
        w, _, c = rest.rpartition(" with ")
        return f"{verb_for(me, 'builds')} the wonder {w} (with {c})"
    if verb == "destroy":
        return f"{verb_for(me, 'discards')} {whose(name_of(names, 1 - player))} {rest}"
    if verb == "start" and rest in ("0", "1"):
        first = name_of(names, int(rest))
        return (f"{verb_for(me, 'decides')} that {whom(first)} "
                f"{verb_for(first, 'starts')} the next Age")
    form = MOVE_WORDS.get(verb)
    if not form:
        return str(text)
    first, _, words = form.partition(" ")
    return f"{verb_for(me, first)} {words.format(rest)}"


#: How each kind of move reads in the log after its player (the ones that need no
#: other player's name), the verb in the third person.
MOVE_WORDS = {
    "draft": "takes the wonder {}",
    "build": "builds {}",
    "discard": "discards {} for coins",
    "token": "takes the progress token {}",
    "mausoleum": "builds {} from the discard pile",
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
