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
situation its caption claims (``Coaching.claims``): the trade step's card really has to be
bought from a neighbour, the chain step's card really opens a free chain build in the
next age, the wonder step really builds a stage, and the conflicts at the end of
Age I really give the person points (7 Wonders). Exactly one legal move matches each
step, so the person's move is the script's and the bots' scripted moves stay legal.
The seeds were found by ``tools/lessons.py`` (a search over deals, easy bots playing).

Each game's lesson lives in its package (``engine/classic/lessons.py``,
``engine/duel/lessons.py``), declared by its ``Game.lessons``: this module names no game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from .errors import WondersError
from .games import all_games, get_game

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


@dataclass(frozen=True)
class Plan:
    """How ``tools/lessons.py`` looks for a lesson's deal: the topics taught, in the
    order they are tried; a ``filler`` topic the person may be given between them (at
    most ``fillers`` times); and a step's arguments from the move that makes it
    (``step_args(topic, move, config)``: {} for none)."""

    topics: tuple[str, ...]
    filler: str = ""
    fillers: int = 0
    step_args: Callable[[str, Any, dict[str, Any]], dict[str, Any]] | None = None


@dataclass(frozen=True)
class Coaching:
    """What a game gives "Learn to play" (``Game.lessons()``): its ``lesson``, how its
    structured moves name their parts (``move_parts``: ``{"kind": "build", "card":
    "Baths"}``), the situation each step's caption claims (``claims``, by what the step
    teaches: ``claim(state, player, move)``, "" when true, else why not) and the
    lesson's end claims (``end_claim(lesson, state)``); ``plan``: how a deal for it
    is found (``Plan``)."""

    lesson: Lesson
    move_parts: Callable[[Any], dict[str, str]]
    claims: Mapping[str, Callable[[Any, int, Any], str]]
    end_claim: Callable[[Lesson, Any], str] | None = None
    plan: Plan | None = None


def coaching(game_id: str) -> Coaching:
    """The game's ``Coaching`` (``WondersError`` for a game without a lesson)."""
    g = get_game(game_id)
    if g.lessons is None:
        raise WondersError(f"{g.title} has no lesson")
    return g.lessons()


def move_parts(game_id: str, move: Any) -> dict[str, str]:
    """A move's kind and the card, wonder or token it names, from the engine's
    structured move (never its words), as its game reads it."""
    m = get_game(game_id).parse_move(move) if isinstance(move, str) else move
    return coaching(game_id).move_parts(m)


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


def card_data(game_id: str, name: str) -> dict[str, Any]:
    """A card of the game's catalogue, as plain data."""
    return get_game(game_id).catalogue()["cards"][name]


def colour(game_id: str, name: str) -> str:
    card = card_data(game_id, name)
    return str(card.get("colour") or card.get("color") or "")


def claim(state: Any, player: int, step: Step) -> str:
    """ "" when the situation is what the step's caption says, else why not."""
    found = matching(state, player, step.expect)
    if len(found) != 1:
        return f"{len(found)} legal moves match {step.expect}, not one"
    test = coaching(state.game).claims.get(step.teaches)
    return "" if test is None else test(state, player, found[0])


def end_claim(lesson: Lesson, state: Any) -> str:
    """The claim of the lesson's end, as its game makes it ("" when it makes none)."""
    test = coaching(lesson.game).end_claim
    return "" if test is None else test(lesson, state)


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


@cache
def _lessons() -> dict[str, Lesson]:
    """Every registered game's lesson, by id, in the registry's order."""
    return {c.lesson.id: c.lesson for c in (g.lessons() for g in all_games() if g.lessons)}


def __getattr__(name: str) -> Any:
    """``LESSONS``: every lesson by id (gathered from the games on first use, since each
    game's lesson module imports this one)."""
    if name == "LESSONS":
        return _lessons()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def get(lesson_id: str) -> Lesson:
    """A lesson by id ("7wonders", "duel")."""
    return _lessons()[lesson_id]
