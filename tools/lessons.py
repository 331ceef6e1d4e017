"""Find a deal for a guided first game (``engine/lessons.py``) and print its data.

For each seed, the game is played with easy bots (their seeds as the page's
``App.bot_request`` makes them) and, for the person, at each of their moves the first
lesson topic still to teach whose claim holds (``engine.lessons.claim``) with the first
move that makes it; a seed is kept when every topic found its move (and, in 7 Wonders,
the conflicts at the end of Age I give the person points). The data printed is pasted
into ``engine/lessons.py``, where ``check`` confirms it again (the tests ask).

    python3 tools/lessons.py 7wonders --from 1 --tries 300
    python3 tools/lessons.py duel
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import all_games, get_game  # noqa: E402
from engine.bots import make_bot  # noqa: E402
from engine.lessons import (  # noqa: E402
    LEVEL,
    Lesson,
    Step,
    claim,
    coaching,
    end_claim,
    move_parts,
)


def bot_seed(state: Any, player: int) -> int:
    """The seed the page gives a bot (``App.bot_request``)."""
    return (state.seed * 1_000_003 + player * 7919 + len(state.log)) & 0x7FFFFFFF


def expect_of(game_id: str, move: Any) -> dict[str, str]:
    parts = move_parts(game_id, move)
    return {k: v for k, v in parts.items() if k in ("kind", "card", "wonder")}


def attempt(game_id: str, seed: int) -> Lesson | None:
    coach = coaching(game_id)  # the game's lesson declares its set-up and its plan
    plan, config = coach.plan, coach.lesson.config
    assert plan is not None, f"{game_id}'s lesson has no plan"
    state = get_game(game_id).new_game(seed, **config)
    todo = list(plan.topics)
    script: list[tuple[int, str]] = []
    steps: list[Step] = []
    fillers = plan.fillers
    while todo:
        if state.is_terminal():
            return None
        movers = state.current_players()
        for p in movers:
            if p == 0:
                continue
            move = str(make_bot(game_id, LEVEL, bot_seed(state, p)).act(
                state.view(p), state.legal_actions(p)))
            script.append((p, move))
            state.apply(p, move)
        if 0 not in movers:
            continue
        found = None
        for topic in dict.fromkeys(todo):
            for m in state.legal_actions(0):
                step = Step(topic, expect_of(game_id, m))
                if not claim(state, 0, step):
                    found = step, m
                    break
            if found:
                break
        if found is None and fillers > 0:
            fillers -= 1
            for m in state.legal_actions(0):
                step = Step(plan.filler, expect_of(game_id, m))
                if not claim(state, 0, step):
                    found = step, m
                    todo.append(step.teaches)
                    break
        if found is None:
            print(todo, [str(x) for x in state.legal_actions(0)][:8], file=sys.stderr)
            return None
        step, m = found
        todo.remove(step.teaches)
        args = plan.step_args(step.teaches, m, config) if plan.step_args else {}
        steps.append(Step(step.teaches, step.expect, args))
        script.append((0, str(m)))
        state.apply(0, m)
    lesson = Lesson(game_id, game_id, config, seed, tuple(script), tuple(steps),
                    coach.lesson.end)
    if end_claim(lesson, state):
        return None
    return lesson


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", choices=sorted(g.id for g in all_games()
                                           if g.lessons and g.lessons().plan))
    ap.add_argument("--from", dest="start", type=int, default=1)
    ap.add_argument("--tries", type=int, default=300)
    args = ap.parse_args()
    for seed in range(args.start, args.start + args.tries):
        lesson = attempt(args.game, seed)
        if lesson is not None:
            print(repr(lesson))
            return
    sys.exit("no deal found")


if __name__ == "__main__":
    main()
