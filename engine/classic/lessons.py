"""7 Wonders' "Learn to play" (``engine.lessons``): its lesson, how a move names its
parts, and the situations its steps' captions claim, each checked by replaying it.

The seed was found by ``tools/lessons.py`` (a search over deals, easy bots playing).
"""

from __future__ import annotations

from typing import Any

from ..lessons import Coaching, Lesson, Plan, Step, card_data, colour


def move_parts(m: Any) -> dict[str, str]:
    """A move's kind and the card it names: ``{"kind": "build", "card": "Baths"}``."""
    return {"kind": m.kind, "card": m.card}


def _classic_choose(state: Any, p: int, m: Any) -> str:
    """7 Wonders: a card is built by paying its cost; a brown card is often free and
    makes a resource every turn from then on (rulebook, "Resources")."""
    ok = (
        m.kind == "build"
        and not (m.left or m.right)
        and not m.free
        and colour(state.game, m.card) in ("brown", "grey")
    )
    return "" if ok else f"{m} is not a free resource card"


def _classic_trade(state: Any, p: int, m: Any) -> str:
    """7 Wonders: a resource you lack is bought from a neighbour who makes it, 2 coins
    each (rulebook, "Commerce"); here the card cannot be built without buying."""
    return "" if m.kind == "build" and (m.left or m.right) else f"{m} buys nothing"


def _classic_chain(state: Any, p: int, m: Any) -> str:
    """7 Wonders: a card names the cards of the next age it lets you build free
    (rulebook, "Chains")."""
    ok = m.kind == "build" and card_data(state.game, m.card).get("chains_to")
    return "" if ok else f"{m} chains to nothing"


def _classic_stage(state: Any, p: int, m: Any) -> str:
    """7 Wonders: a card of the hand, paid for the stage's cost, is tucked under the
    board to build the next stage of the wonder (rulebook, "Wonder stages")."""
    return "" if m.kind == "stage" else f"{m} builds no stage"


def _classic_military(state: Any, p: int, m: Any) -> str:
    """7 Wonders: red cards give shields, compared with each neighbour's at the end of
    every age (rulebook, "Military conflicts")."""
    ok = m.kind == "build" and colour(state.game, m.card) == "red"
    return "" if ok else f"{m} is not a red card"


def _classic_sell(state: Any, p: int, m: Any) -> str:
    """7 Wonders: any card may be discarded for 3 coins (rulebook, "Discard")."""
    return "" if m.kind == "discard" else f"{m} is not a discard"



def end_claim(lesson: Lesson, state: Any) -> str:
    """The claim of the lesson's end ("conflicts"): Age I ended with its conflicts and
    the person won points there (rulebook: +1 a win in Age I)."""
    if not any(e.get("kind") == "age" for e in state.events):
        return "Age I did not end"
    won = state.scores()[lesson.you].get("military", 0)
    return "" if won > 0 else f"the person scores {won} military, not more than 0"


LESSON = Lesson(
    id="7wonders",
    game="7wonders",
    config={"players": 3, "names": ["You", "Ada", "Bob"]},
    seed=5,
    script=(
        (1, "build Timber Yard"),
        (2, "build Clay Pit"),
        (0, "build Clay Pool"),
        (1, "build Press"),
        (2, "build Stone Pit"),
        (0, "build East Trading Post"),
        (1, "build Loom"),
        (2, "build Glassworks"),
        (0, "build Workshop (left 2)"),
        (1, "build Theater"),
        (2, "build Stockade"),
        (0, "build Barracks (right 1)"),
        (1, "build Baths"),
        (2, "build Altar"),
        (0, "discard Ore Vein"),
        (1, "build Scriptorium"),
        (2, "build Apothecary (right 2)"),
        (0, "stage Marketplace (left 2, right 1)"),
    ),
    steps=(
        Step(teaches="choose", expect={"kind": "build", "card": "Clay Pool"}, args={}),
        Step(
            teaches="chain", expect={"kind": "build", "card": "East Trading Post"}, args={}
        ),
        Step(
            teaches="trade",
            expect={"kind": "build", "card": "Workshop"},
            args={"coins": 2, "player": "Ada"},
        ),
        Step(teaches="military", expect={"kind": "build", "card": "Barracks"}, args={}),
        Step(teaches="sell", expect={"kind": "discard", "card": "Ore Vein"}, args={}),
        Step(teaches="stage", expect={"kind": "stage", "card": "Marketplace"}, args={}),
    ),
    end="conflicts",
    you=0,
)

def trade_args(topic: str, move: Any, config: dict[str, Any]) -> dict[str, Any]:
    """The trade step's words name the coins paid and the neighbour paid most."""
    if topic != "trade":
        return {}
    return {"coins": move.left + move.right, "player": config["names"][1 if move.left else 2]}


COACHING = Coaching(
    lesson=LESSON,
    move_parts=move_parts,
    claims={"choose": _classic_choose, "trade": _classic_trade, "chain": _classic_chain,
            "stage": _classic_stage, "military": _classic_military, "sell": _classic_sell},
    end_claim=end_claim,
    plan=Plan(topics=("choose", "trade", "chain", "stage", "military", "sell"),
              step_args=trade_args),
)


def coaching() -> Coaching:
    """What the game gives "Learn to play" (``Game.lessons``)."""
    return COACHING
