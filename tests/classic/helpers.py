"""Helpers for the 7 Wonders (1st edition) tests: readable tables, turns and games.

A table is written as the rulebook shows it: one player per entry, clockwise, so that
a player's LEFT neighbour is the NEXT entry and the RIGHT neighbour the PREVIOUS one::

    state = table(
        player("Giza", cards=["Stone Pit", "Loom"], coins=0),
        player("Ephesus", cards=["Loom"]),
        player("Alexandria", cards=["Loom"]),
        age=2,
    )

The facts of the rulebooks (1st edition, 2010) are copied into the tests as comments:
no test reads anything outside the repository.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from itertools import product
from pathlib import Path
from typing import Any

from engine import new_game
from engine.classic.data import CARDS
from engine.classic.moves import Move
from engine.classic.positions import state_from_position
from engine.classic.scoring import score_city
from engine.classic.state import ClassicState
from engine.rng import Rng
from tests.engine.helpers import play_out, random_moves

ROOT = Path(__file__).resolve().parents[2]


def player(wonder: str, side: str = "A", **fields: Any) -> dict[str, Any]:
    """One entry of a position file: ``player("Rhodes", "B", coins=5, cards=[...])``."""
    return {"wonder": wonder, "side": side, **fields}


def position(*players: dict[str, Any], age: int = 1, **top: Any) -> dict[str, Any]:
    """A position file (the JSON of ``python -m engine.cli score``) as a dict."""
    return {"game": "7wonders", "edition": 1, "age": age, "players": list(players), **top}


def table(*players: dict[str, Any], age: int = 1, **top: Any) -> ClassicState:
    """A state in the pick phase, built from a position."""
    return state_from_position(position(*players, age=age, **top))


def card(name: str, age: int | None = None):
    return CARDS.by_name(name, age)


def options(state: ClassicState, p: int, name: str) -> list[tuple[int, int]]:
    """The paid ways (left, right) for player ``p`` to build card ``name``."""
    c = card(name, state.age)
    return [(m.left, m.right) for m in state.build_moves(p, c) if not m.free]


def free_ways(state: ClassicState, p: int, name: str) -> list[str]:
    """How player ``p`` may build ``name`` for nothing: "chain", "olympia"."""
    return [m.free for m in state.build_moves(p, card(name, state.age)) if m.free]


def stage_options(state: ClassicState, p: int) -> list[tuple[int, int]]:
    return list(state.stage_payments(p))


def turn(state: ClassicState, *moves: str) -> ClassicState:
    """Every player picks (player 0 first); the turn resolves with the last pick."""
    assert state.phase == "pick", state.phase
    assert len(moves) == state.n, "one move a player"
    for p, m in enumerate(moves):
        state.apply(p, m)
    return state


def coins(state: ClassicState) -> list[int]:
    return [c.coins for c in state.cities]


def score(state: ClassicState, p: int) -> dict[str, int]:
    return score_city(state.cities, p)


def built(state: ClassicState, p: int) -> list[str]:
    return [CARDS[c].name for c in state.cities[p].cards]


def discard_names(state: ClassicState) -> list[str]:
    return sorted(CARDS[c].name for c in state.discard)


def legal_texts(state: ClassicState, p: int) -> set[str]:
    return {str(m) for m in state.legal_actions(p)}


def new(players: int = 4, seed: int = 0, **config: Any) -> ClassicState:
    return new_game("7wonders", seed=seed, players=players, **config)


def random_game(
    players: int, seed: int, sides: str = "A", wonders: list[str] | None = None,
    **options: Any,
) -> Iterator[ClassicState]:
    """Play a seeded random game (set up with ``options`` too: ``edition=2``); yield the
    state before the first move and after every applied move."""
    config: dict[str, Any] = {"sides": sides, **options}
    if wonders is not None:
        config["wonders"] = wonders
    state = new(players, seed, **config)
    yield state
    yield from random_moves(state, Rng(seed ^ 0x5EED))


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """Run ``python -m engine.cli ARGS`` from the repository root."""
    return subprocess.run(
        [sys.executable, "-m", "engine.cli", *args], cwd=ROOT, capture_output=True,
        text=True, input=stdin, timeout=60,
    )


__all__ = [
    "CARDS", "ROOT", "Move", "built", "card", "cli", "coins", "discard_names", "free_ways",
    "legal_texts", "new", "options", "play_out", "player", "position", "random_game",
    "score", "stage_options", "table", "turn",
]


def brute_force(cost, own, left, right, lprice, rprice):
    """Every (left, right) payment, by trying every use of every either/or card."""
    def uses(prod):
        for pick in product(*[c + (None,) for c in prod.choices]):
            have = list(prod.fixed)
            for r in pick:
                if r is not None:
                    have[r] += 1
            yield have

    found = set()
    for mine in uses(own):
        need = [max(0, c - h) for c, h in zip(cost, mine)]
        for lhave in uses(left):
            for rhave in uses(right):
                sums = {(0, 0)}
                for r in range(7):
                    ways = {(k * lprice[r], (need[r] - k) * rprice[r])
                            for k in range(need[r] + 1)
                            if k <= lhave[r] and need[r] - k <= rhave[r]}
                    sums = {(a + c, b + d) for a, b in sums for c, d in ways}
                found |= sums
    keep = [c for c in found if not any(o != c and o[0] <= c[0] and o[1] <= c[1] for o in found)]
    return sorted(keep, key=lambda c: (c[0] + c[1], c[0]))
