"""7 Wonders Duel's "Learn to play" (``engine.lessons``): its lesson, how a move names
its parts, and the situations its steps' captions claim, each checked by replaying it.

The seed was found by ``tools/lessons.py`` (a search over deals, easy bots playing).
"""

from __future__ import annotations

from typing import Any

from ..lessons import Coaching, Lesson, Plan, Step, card_data, colour
from .moves import CARDS, DRAFT, TOKEN, TOKENS, VERBS, WONDER, WONDERS


def move_parts(m: Any) -> dict[str, str]:
    """A move's kind and the card, wonder or token it names, from the structured move
    (never its words): ``{"kind": "wonder", "wonder": "Piraeus", "card": "Tavern"}``."""
    kind = VERBS[m.kind]
    if m.kind == DRAFT:
        return {"kind": kind, "wonder": WONDERS[m.a].name}
    if m.kind == WONDER:
        return {"kind": kind, "wonder": WONDERS[m.a].name, "card": CARDS[m.b].name}
    if m.kind == TOKEN:
        return {"kind": kind, "token": TOKENS[m.a].name}
    if kind in ("build", "discard", "destroy", "mausoleum"):
        return {"kind": kind, "card": CARDS[m.a].name}
    return {"kind": kind}


def _price(state: Any, player: int, card: str) -> dict[str, Any]:
    return state.view(player)["offer"]["cards"][card]["price"]


def _duel_draft(state: Any, p: int, m: Any) -> str:
    """Duel: the wonders are drafted, 4 at a time, in the order A B B A (rules,
    "Wonder selection")."""
    return "" if move_parts(m)["kind"] == "draft" else f"{m} is not a draft"


def _duel_choose(state: Any, p: int, m: Any) -> str:
    """Duel: only the cards of the structure that no other card covers may be taken
    (rules, "Age overview"); this one costs nothing."""
    parts = move_parts(m)
    ok = parts["kind"] == "build" and _price(state, p, parts["card"])["total"] == 0
    return "" if ok else f"{m} is not free"


def _duel_trade(state: Any, p: int, m: Any) -> str:
    """Duel: a resource you lack is bought from the bank, 2 coins plus 1 for each of
    it the opponent makes with brown and grey cards (rules, "Trading")."""
    parts = move_parts(m)
    ok = parts["kind"] == "build" and _price(state, p, parts["card"])["trade"] > 0
    return "" if ok else f"{m} buys nothing"


def _duel_chain(state: Any, p: int, m: Any) -> str:
    """Duel: a card with a chain symbol lets a later card with that symbol be built
    free (rules, "Chaining")."""
    parts = move_parts(m)
    ok = parts["kind"] == "build" and card_data(state.game, parts["card"]).get("chain_to")
    return "" if ok else f"{m} chains to nothing"


def _duel_take(state: Any, p: int, m: Any) -> str:
    """Duel: on each turn a card of the structure is taken and built, discarded for
    coins or tucked under a wonder (rules, "Playing a turn")."""
    return "" if move_parts(m)["kind"] == "build" else f"{m} builds nothing"


def _duel_wonder(state: Any, p: int, m: Any) -> str:
    """Duel: a wonder is built by paying its cost and tucking a card of the structure
    under it (rules, "Construct a wonder")."""
    return "" if move_parts(m)["kind"] == "wonder" else f"{m} builds no wonder"


def _duel_military(state: Any, p: int, m: Any) -> str:
    """Duel: each shield moves the conflict pawn one space towards the opponent's
    capital (rules, "Military")."""
    parts = move_parts(m)
    ok = parts["kind"] == "build" and colour(state.game, parts["card"]) == "red"
    return "" if ok else f"{m} is not a red card"



LESSON = Lesson(
    id="duel",
    game="duel",
    config={"names": ["You", "Bot"]},
    seed=9,
    script=(
        (0, "draft Piraeus"),
        (1, "draft The Temple of Artemis"),
        (1, "draft The Colossus"),
        (1, "draft The Sphinx"),
        (0, "draft The Mausoleum"),
        (0, "draft The Appian Way"),
        (0, "build Quarry"),
        (1, "build Theater"),
        (0, "build Garrison"),
        (1, "discard Wood Reserve"),
        (0, "build Scriptorium"),
        (1, "wonder The Colossus with Stone Pit"),
        (0, "build Guard Tower"),
        (1, "build Altar"),
        (0, "build Logging Camp"),
        (1, "discard Apothecary"),
        (0, "build Workshop"),
        (1, "discard Clay Reserve"),
        (0, "build Lumber Yard"),
        (1, "discard Stone Reserve"),
        (0, "build Clay Pool"),
        (1, "discard Glassworks"),
        (0, "wonder Piraeus with Tavern"),
    ),
    steps=(
        Step(teaches="draft", expect={"kind": "draft", "wonder": "Piraeus"}, args={}),
        Step(teaches="draft", expect={"kind": "draft", "wonder": "The Mausoleum"}, args={}),
        Step(
            teaches="draft", expect={"kind": "draft", "wonder": "The Appian Way"}, args={}
        ),
        Step(teaches="choose", expect={"kind": "build", "card": "Quarry"}, args={}),
        Step(teaches="trade", expect={"kind": "build", "card": "Garrison"}, args={}),
        Step(teaches="chain", expect={"kind": "build", "card": "Scriptorium"}, args={}),
        Step(teaches="military", expect={"kind": "build", "card": "Guard Tower"}, args={}),
        Step(teaches="take", expect={"kind": "build", "card": "Logging Camp"}, args={}),
        Step(teaches="take", expect={"kind": "build", "card": "Workshop"}, args={}),
        Step(teaches="take", expect={"kind": "build", "card": "Lumber Yard"}, args={}),
        Step(teaches="take", expect={"kind": "build", "card": "Clay Pool"}, args={}),
        Step(
            teaches="wonder",
            expect={"kind": "wonder", "wonder": "Piraeus", "card": "Tavern"},
            args={},
        ),
    ),
    end="",
    you=0,
)

COACHING = Coaching(
    lesson=LESSON,
    move_parts=move_parts,
    claims={"draft": _duel_draft, "choose": _duel_choose, "trade": _duel_trade,
            "chain": _duel_chain, "take": _duel_take, "wonder": _duel_wonder,
            "military": _duel_military},
    plan=Plan(topics=("draft", "draft", "draft", "choose", "trade", "chain", "wonder",
                      "military"), filler="take", fillers=4),
)


def coaching() -> Coaching:
    """What the game gives "Learn to play" (``Game.lessons``)."""
    return COACHING
