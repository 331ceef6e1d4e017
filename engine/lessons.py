"""Guided first games ("Learn to play"): a prepared deal and the coached first age.

A lesson is data, like a rule example (``engine.examples``, ``docs/examples.md``): the
game's set-up (its game id, config and frozen seed: the person in seat 0, easy bots in
the others) and a *script*, every move of the lesson in the order the engine receives
them, the person's and the bots' (so the bots play the same moves on every device,
without asking the bot worker). Each of the person's moves in the script is a
``Step``: what it teaches (``teaches``: the page words it, ``wonders_ui.coach``), the
arguments of its caption, the card to outline, and the move it expects as a
*predicate* over the engine's structured move (``Step.expect``: ``kind`` and the
``card`` / ``wonder`` it names; any move matching it is the lesson's move).

``check(lesson)`` replays the script from the set-up and confirms, at each step, the
situation its caption claims (``CLAIMS``): the trade step's card really has to be
bought from a neighbour, the chain step's card really opens a free chain build in the
next age, the wonder step really builds a stage, and the conflicts at the end of
Age I really give the person points (7 Wonders). Exactly one legal move matches each
step, so the person's move is the script's and the bots' scripted moves stay legal.
The seeds were found by ``tools/lessons.py`` (a search over deals, easy bots playing).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import WondersError
from .games import get_game

#: the page's bot level for a lesson's bots (and for the free game after it)
LEVEL = "easy"


@dataclass(frozen=True)
class Step:
    """One coached move of the person: what it teaches, its caption's arguments (card,
    wonder and player names: the page translates them), the card outlined, and the
    predicate a move must match (``matches``)."""

    teaches: str
    expect: dict[str, str]
    args: dict[str, Any] = field(default_factory=dict)

    @property
    def card(self) -> str:
        """The card (or wonder) the table outlines."""
        return self.expect.get("card") or self.expect.get("wonder", "")


@dataclass(frozen=True)
class Lesson:
    """A guided first game: set-up, the script of moves, the person's steps in it,
    and what is said when the coached part ends (``end``: "conflicts" after Age I of
    7 Wonders; every lesson then says how points are counted, ``points``)."""

    id: str
    game: str
    config: dict[str, Any]
    seed: int
    script: tuple[tuple[int, str], ...]
    steps: tuple[Step, ...]
    end: str = ""
    you: int = 0

    def new_state(self) -> Any:
        return get_game(self.game).new_game(self.seed, **self.config)

    def person_moves(self) -> list[int]:
        """The script's indices of the person's moves, one a step."""
        return [i for i, (p, _) in enumerate(self.script) if p == self.you]


def move_parts(game_id: str, move: Any) -> dict[str, str]:
    """A move's kind and the card, wonder or token it names, from the engine's
    structured move (never its words): ``{"kind": "build", "card": "Baths"}``."""
    m = get_game(game_id).parse_move(move) if isinstance(move, str) else move
    if game_id == "duel":
        from .duel.actions import CARDS, DRAFT, TOKEN, TOKENS, VERBS, WONDER, WONDERS

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
    return {"kind": m.kind, "card": m.card}


def matches(game_id: str, move: Any, expect: dict[str, str]) -> bool:
    """Whether a move is the one a step expects (each key of ``expect`` agrees)."""
    try:
        parts = move_parts(game_id, move)
    except WondersError:
        return False
    return all(parts.get(k) == v for k, v in expect.items())


def matching(state: Any, player: int, expect: dict[str, str]) -> list[Any]:
    """The player's legal moves that match a step's predicate."""
    return [m for m in state.legal_actions(player) if matches(state.game, m, expect)]


# ---- the claims each step's caption makes ------------------------------------------


def _card(game_id: str, name: str) -> dict[str, Any]:
    return get_game(game_id).catalogue()["cards"][name]


def _colour(game_id: str, name: str) -> str:
    card = _card(game_id, name)
    return str(card.get("colour") or card.get("color") or "")


def _duel_price(state: Any, player: int, card: str) -> dict[str, Any]:
    return state.view(player)["offer"]["cards"][card]["price"]


def claim(state: Any, player: int, step: Step) -> str:
    """ "" when the situation is what the step's caption says, else why not."""
    found = matching(state, player, step.expect)
    if len(found) != 1:
        return f"{len(found)} legal moves match {step.expect}, not one"
    test = CLAIMS.get((state.game, step.teaches))
    return "" if test is None else test(state, player, found[0])


def _classic_choose(state: Any, p: int, m: Any) -> str:
    """7 Wonders: a card is built by paying its cost; a brown card is often free and
    makes a resource every turn from then on (rulebook, "Resources")."""
    ok = (
        m.kind == "build"
        and not (m.left or m.right)
        and not m.free
        and _colour(state.game, m.card) in ("brown", "grey")
    )
    return "" if ok else f"{m} is not a free resource card"


def _classic_trade(state: Any, p: int, m: Any) -> str:
    """7 Wonders: a resource you lack is bought from a neighbour who makes it, 2 coins
    each (rulebook, "Commerce"); here the card cannot be built without buying."""
    return "" if m.kind == "build" and (m.left or m.right) else f"{m} buys nothing"


def _classic_chain(state: Any, p: int, m: Any) -> str:
    """7 Wonders: a card names the cards of the next age it lets you build free
    (rulebook, "Chains")."""
    ok = m.kind == "build" and _card(state.game, m.card).get("chains_to")
    return "" if ok else f"{m} chains to nothing"


def _classic_stage(state: Any, p: int, m: Any) -> str:
    """7 Wonders: a card of the hand, paid for the stage's cost, is tucked under the
    board to build the next stage of the wonder (rulebook, "Wonder stages")."""
    return "" if m.kind == "stage" else f"{m} builds no stage"


def _classic_military(state: Any, p: int, m: Any) -> str:
    """7 Wonders: red cards give shields, compared with each neighbour's at the end of
    every age (rulebook, "Military conflicts")."""
    ok = m.kind == "build" and _colour(state.game, m.card) == "red"
    return "" if ok else f"{m} is not a red card"


def _classic_sell(state: Any, p: int, m: Any) -> str:
    """7 Wonders: any card may be discarded for 3 coins (rulebook, "Discard")."""
    return "" if m.kind == "discard" else f"{m} is not a discard"


def _duel_draft(state: Any, p: int, m: Any) -> str:
    """Duel: the wonders are drafted, 4 at a time, in the order A B B A (rules,
    "Wonder selection")."""
    return "" if move_parts(state.game, m)["kind"] == "draft" else f"{m} is not a draft"


def _duel_choose(state: Any, p: int, m: Any) -> str:
    """Duel: only the cards of the structure that no other card covers may be taken
    (rules, "Age overview"); this one costs nothing."""
    parts = move_parts(state.game, m)
    ok = parts["kind"] == "build" and _duel_price(state, p, parts["card"])["total"] == 0
    return "" if ok else f"{m} is not free"


def _duel_trade(state: Any, p: int, m: Any) -> str:
    """Duel: a resource you lack is bought from the bank, 2 coins plus 1 for each of
    it the opponent makes with brown and grey cards (rules, "Trading")."""
    parts = move_parts(state.game, m)
    ok = parts["kind"] == "build" and _duel_price(state, p, parts["card"])["trade"] > 0
    return "" if ok else f"{m} buys nothing"


def _duel_chain(state: Any, p: int, m: Any) -> str:
    """Duel: a card with a chain symbol lets a later card with that symbol be built
    free (rules, "Chaining")."""
    parts = move_parts(state.game, m)
    ok = parts["kind"] == "build" and _card(state.game, parts["card"]).get("chain_to")
    return "" if ok else f"{m} chains to nothing"


def _duel_take(state: Any, p: int, m: Any) -> str:
    """Duel: on each turn a card of the structure is taken and built, discarded for
    coins or tucked under a wonder (rules, "Playing a turn")."""
    return "" if move_parts(state.game, m)["kind"] == "build" else f"{m} builds nothing"


def _duel_wonder(state: Any, p: int, m: Any) -> str:
    """Duel: a wonder is built by paying its cost and tucking a card of the structure
    under it (rules, "Construct a wonder")."""
    return "" if move_parts(state.game, m)["kind"] == "wonder" else f"{m} builds no wonder"


def _duel_military(state: Any, p: int, m: Any) -> str:
    """Duel: each shield moves the conflict pawn one space towards the opponent's
    capital (rules, "Military")."""
    parts = move_parts(state.game, m)
    ok = parts["kind"] == "build" and _colour(state.game, parts["card"]) == "red"
    return "" if ok else f"{m} is not a red card"


CLAIMS: dict[tuple[str, str], Callable[[Any, int, Any], str]] = {
    ("7wonders", "choose"): _classic_choose,
    ("7wonders", "trade"): _classic_trade,
    ("7wonders", "chain"): _classic_chain,
    ("7wonders", "stage"): _classic_stage,
    ("7wonders", "military"): _classic_military,
    ("7wonders", "sell"): _classic_sell,
    ("duel", "draft"): _duel_draft,
    ("duel", "choose"): _duel_choose,
    ("duel", "trade"): _duel_trade,
    ("duel", "chain"): _duel_chain,
    ("duel", "take"): _duel_take,
    ("duel", "wonder"): _duel_wonder,
    ("duel", "military"): _duel_military,
}


def end_claim(lesson: Lesson, state: Any) -> str:
    """The claim of the lesson's end: 7 Wonders' "conflicts": Age I ended with its
    conflicts and the person won points there (rulebook: +1 a win in Age I)."""
    if lesson.end != "conflicts":
        return ""
    if not any(e.get("kind") == "age" for e in state.events):
        return "Age I did not end"
    won = state.scores()[lesson.you].get("military", 0)
    return "" if won > 0 else f"the person scores {won} military, not more than 0"


def check(lesson: Lesson) -> Any:
    """Replay the lesson's script, checking every step's claim and the end's; the
    state after the script, or a ``WondersError`` naming the first false claim."""
    state = lesson.new_state()
    steps = iter(lesson.steps)
    for i, (p, text) in enumerate(lesson.script):
        if p == lesson.you:
            step = next(steps)
            why = claim(state, p, step)
            if why:
                raise WondersError(f"lesson {lesson.id}, move {i} ({step.teaches}): {why}")
            if not matches(state.game, text, step.expect):
                raise WondersError(f"lesson {lesson.id}, move {i}: {text} is not {step.expect}")
        state.apply(p, text)
    if next(steps, None) is not None:
        raise WondersError(f"lesson {lesson.id}: more steps than the person's moves")
    why = end_claim(lesson, state)
    if why:
        raise WondersError(f"lesson {lesson.id}: {why}")
    return state


LESSONS: dict[str, Lesson] = {
    lesson.id: lesson
    for lesson in (
        Lesson(
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
        ),
        Lesson(
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
        ),
    )
}


def get(lesson_id: str) -> Lesson:
    """A lesson by id ("7wonders", "duel")."""
    return LESSONS[lesson_id]
