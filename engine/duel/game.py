"""7 Wonders Duel as a ``Game`` of the family: its set-up options and parts."""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError
from ..game import Game, Offers, Option, later
from ..words import either, is_you, name_of, say
from . import positions
from .config import normalise_config
from .determinize import determinize
from .moves import parse
from .state import DuelState
from .view import catalogue, view


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
        return either(me, say("build the wonder {wonder} (with {card})", wonder=w, card=c),
                      say("builds the wonder {wonder} (with {card})", wonder=w, card=c))
    if verb == "destroy":
        owner = name_of(names, 1 - player)
        if is_you(owner):
            return either(me, say("discard your {card}", card=rest),
                          say("discards your {card}", card=rest))
        return either(me, say("discard {player}'s {card}", player=owner, card=rest),
                      say("discards {player}'s {card}", player=owner, card=rest))
    if verb == "start" and rest in ("0", "1"):
        first = name_of(names, int(rest))
        if is_you(first):
            return either(me, say("decide that you start the next Age"),
                          say("decides that you start the next Age"))
        return either(me, say("decide that {player} starts the next Age", player=first),
                      say("decides that {player} starts the next Age", player=first))
    said = _move_words(verb, rest)
    return either(me, *said) if said else str(text)


def _move_words(verb: str, name: str) -> tuple[str, str] | None:
    """How each kind of move that names no other player reads in the log after its
    player: the "You" form and the third person's."""
    if verb == "draft":
        return (say("take the wonder {wonder}", wonder=name),
                say("takes the wonder {wonder}", wonder=name))
    if verb == "build":
        return say("build {card}", card=name), say("builds {card}", card=name)
    if verb == "discard":
        return (say("discard {card} for coins", card=name),
                say("discards {card} for coins", card=name))
    if verb == "token":
        return (say("take the progress token {token}", token=name),
                say("takes the progress token {token}", token=name))
    if verb == "mausoleum":
        return (say("build {card} from the discard pile", card=name),
                say("builds {card} from the discard pile", card=name))
    return None


GAME = Game(
    id="duel",
    title="7 Wonders Duel",
    min_players=2,
    max_players=2,
    options=(
        Option("wonders", say("Wonders"),
               (("draft", say("Drafted")), ("first-game", say("First game"))), advanced=True),
    ),
    normalise_config=normalise_config,
    new_state=new_state,
    parse_move=parse,
    describe_move=describe_move,
    determinize=determinize,
    positions=positions,
    catalogue=catalogue,
    view=view,
    bot_levels=later("engine.duel.bots", "bot_levels")(),
    # Duel has no rbAI: its greedy bot answers to the name (the golden games use it)
    bot_aliases={"rbai": "medium", "greedy": "medium"},
    search_bot=later("engine.duel.bots", "search_bot"),
    search_problem=later("engine.duel.bots", "search_problem"),
    lessons=later("engine.duel.lessons", "coaching"),
    # its positions have no checks beyond reading a table, and no draft; its tree
    # search (engine.duel.bots.search) reports its root's visits, so searches can share
    offers=Offers(set_up_checks=False, drafts=False, shared_search=True),
)
