"""7 Wonders, 1st and 2nd edition, as a ``Game`` of the family: its set-up options and
parts. A game's set-up names its edition (``edition``: 1 or 2) and never mixes them:
the edition picks the cards, the wonder boards and their sides (``engine.classic.data``);
every rule the two books state alike is shared (``docs/edition2.md``). The Cities
expansion (``cities``: ``"on"``) adds to a 1st-edition game (``docs/cities.md``)."""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError
from ..game import Game, Offers, Option, later
from ..words import either, name_of, say, whom
from . import positions
from .config import normalise_config
from .data import (
    WONDER_NAMES,
    cards_of,
    catalogue,
)
from .dealing import CITIES_PLAYERS, EDITION_PLAYERS, MAX_PLAYERS, MIN_PLAYERS
from .determinize import determinize
from .moves import DebtPayment, Move
from .state import ClassicState
from .teams import PLAYERS as TEAM_PLAYERS
from .view import HIDDEN, view


def new_state(config: dict[str, Any], seed: int) -> ClassicState:
    """A new game, Age I dealt; or the table of a position file, if the set-up holds one."""
    if "position" in config:
        state = positions.state_from_position(config["position"])
        if state.seed != seed:
            raise ConfigError(say("the seed does not match the position's"))
        return state
    return ClassicState(config, int(seed)).start()



def describe_move(view: dict[str, Any], player: int, text: str) -> str:
    """The move as the log says it after its player's name, agreeing with that name
    ("Ann builds", "You build"): "builds Temple, pays 2 coins to Bob (left)", "builds
    a wonder stage with Loom", "discards a card for 3 coins" (a card others played face
    down, rulebook "Game turn", stays hidden). Each form is a whole ``say`` sentence."""
    names = view.get("names") or []
    me = name_of(names, player, "")
    move = Move.parse(text)
    if move.free_city:  # made by the Free City card's holder, paid by the Free City
        fc = (view.get("free_city") or {}).get("index", len(names))
        inner = describe_move(view, fc, str(move._replace(free_city=False)))
        return either(me, say("play for the Free City: {move}", move=inner),
                      say("plays for the Free City: {move}", move=inner))
    if move.kind == "pass":
        return either(me, say("build nothing from the discard pile"),
                      say("builds nothing from the discard pile"))
    if move.kind == "pay":
        return _meets_loss(move, me)
    card = say("a card") if move.card == HIDDEN else move.card
    if move.kind == "discard":
        return either(me, say("discard {card} for 3 coins", card=card),
                      say("discards {card} for 3 coins", card=card))
    if move.kind == "dig":
        return either(me, say("build {card} from the discard pile, free", card=card),
                      say("builds {card} from the discard pile, free", card=card))
    if move.kind == "copy":
        return either(me, say("copy {card}", card=card), say("copies {card}", card=card))
    if move.kind == "build":
        out = either(me, say("build {card}", card=card), say("builds {card}", card=card))
    elif move.card == HIDDEN:
        out = either(me, say("build a wonder stage"), say("builds a wonder stage"))
    else:
        out = either(me, say("build a wonder stage with {card}", card=card),
                     say("builds a wonder stage with {card}", card=card))
    if move.free == "chain":
        return say("{move}, free by chain", move=out)
    if move.free == "olympia":
        return say("{move}, free (Olympia)", move=out)
    paid = _payees(view, player, move)
    if not paid:
        return out
    return either(me, say("{move}, pay {payees}", move=out, payees=paid),
                  say("{move}, pays {payees}", move=out, payees=paid))


def _coins(k: int) -> str:
    """"1 coin", "2 coins"."""
    return say("{n} coin", n=k) if k == 1 else say("{n} coins", n=k)


def _and(parts: list[str]) -> str:
    """Parts of one sentence joined by "and": "a and b and c"."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = say("{first} and {rest}", first=part, rest=out)
    return out


def _meets_loss(move: DebtPayment, me: str) -> str:
    """A coin loss met (Cities): "pays 2 coins to the bank and takes 1 debt token"
    (each verb agreeing with the player: "You pay", "Ann pays")."""
    parts = []
    if move.coins or not move.debt:
        coins = _coins(move.coins)
        parts.append(either(me, say("pay {coins} to the bank", coins=coins),
                            say("pays {coins} to the bank", coins=coins)))
    if move.debt:
        k = move.debt
        tokens = say("{n} debt token", n=k) if k == 1 else say("{n} debt tokens", n=k)
        parts.append(either(me, say("take {tokens}", tokens=tokens),
                            say("takes {tokens}", tokens=tokens)))
    return _and(parts)


def _payees(view: dict[str, Any], player: int, move: Move) -> str:
    """"1 coin to the bank and 2 coins to Bob (left)" ("" when nothing is due): one
    whole template for each set of payees, so that a sentence is never read two ways."""
    names = view.get("names") or []
    city = view["cities"][player] if 0 <= player < len(view.get("cities", [])) else {}
    neighbour = {"left": say("the left neighbour"), "right": say("the right neighbour")}

    def name(side: str) -> str:
        return whom(name_of(names, city.get(side), neighbour[side]))

    cards = cards_of(view.get("edition", 1))
    bank = cards.by_name(move.card).cost_coins if move.kind == "build" else 0
    args = {"bank": _coins(bank), "left": _coins(move.left), "right": _coins(move.right),
            "lname": name("left"), "rname": name("right")}
    return {
        (False, False, False): "",
        (True, False, False): say("{bank} to the bank", **args),
        (False, True, False): say("{left} to {lname} (left)", **args),
        (False, False, True): say("{right} to {rname} (right)", **args),
        (True, True, False): say("{bank} to the bank and {left} to {lname} (left)", **args),
        (True, False, True): say("{bank} to the bank and {right} to {rname} (right)", **args),
        (False, True, True): say("{left} to {lname} (left) and {right} to {rname} (right)",
                                 **args),
        (True, True, True): say("{bank} to the bank and {left} to {lname} (left) and {right} "
                                "to {rname} (right)", **args),
    }[(bank > 0, move.left > 0, move.right > 0)]


GAME = Game(
    id="7wonders",
    title="7 Wonders",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=(
        Option("sides", say("Wonder sides"),
               (("A", say("A (day)")), ("B", say("B (night)")), ("random", say("Random"))),
               aliases=(("day", "A"), ("night", "B")), advanced=True),
        Option("wonders", say("Wonders"),
               ((None, say("Dealt at random")), ("chosen", say("Chosen"))),
               per_seat=True, seat_choices=tuple(WONDER_NAMES), advanced=True),
        Option("edition", say("Edition"),
               ((1, say("1st edition (2010)")), (2, say("2nd edition (2020)"))),
               players=tuple((ed, *span) for ed, span in EDITION_PLAYERS.items())),
        Option("cities", say("Cities expansion"),
               (("off", say("Off")), ("on", say("On (1st edition)"))),
               players=tuple((value, *span) for value, span in CITIES_PLAYERS.items())),
        Option("teams", say("Teams"), ((False, say("No teams")), (True, say("Teams of two"))),
               players=((True, TEAM_PLAYERS[0], TEAM_PLAYERS[-1]),),
               counts=((True, TEAM_PLAYERS),)),
    ),
    normalise_config=normalise_config,
    new_state=new_state,
    parse_move=Move.parse,
    describe_move=describe_move,
    determinize=determinize,
    positions=positions,
    catalogue=catalogue,
    view=view,
    bot_levels=later("engine.classic.bots", "bot_levels")(),
    bot_aliases={"rbai": "easy", "greedy": "medium"},
    search_bot=later("engine.classic.bots", "search_bot"),
    search_problem=later("engine.classic.bots", "search_problem"),
    move_gain=later("engine.classic.bots.gain", "move_gain"),
    lessons=later("engine.classic.lessons", "coaching"),
    # its positions check a table from the box and split a draft; its search (the
    # generic one, engine.bots.search) keeps no tree to share
    offers=Offers(set_up_checks=True, drafts=True, shared_search=False),
)
