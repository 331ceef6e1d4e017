"""Seeded random games for every player count (3-7) and both sides, checking the rules'
invariants after every resolved turn.

By default a few hundred games per player count; set ``WONDERS_CLASSIC_GAMES`` (games
per player count and side) to play thousands.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest
from classic_helpers import random_game
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.classic.data import CARDS
from engine.classic.moves import Move
from engine.classic.scoring import CATEGORIES

GAMES = int(os.environ.get("WONDERS_CLASSIC_GAMES", "150"))


def check_payments(moves: list[Move]) -> None:
    """Per card and kind: the paid options are non-dominated and cheapest first."""
    by_card: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for m in moves:
        if m.kind in ("build", "stage") and not m.free:
            by_card.setdefault((m.kind, m.card), []).append((m.left, m.right))
    for opts in by_card.values():
        assert opts == sorted(opts, key=lambda o: (o[0] + o[1], o[0]))
        for a in opts:
            assert not any(b != a and b[0] <= a[0] and b[1] <= a[1] for b in opts), opts


def check_turn(state, dealt: Counter) -> None:
    n = state.n
    for city in state.cities:
        assert city.coins >= 0
        names = [CARDS[c].name for c in city.cards]
        assert len(names) == len(set(names)), names  # never two buildings of a name
        assert city.stages == len(city.under) <= len(city.wonder.stages)
    where = Counter()
    for h in state.hands:
        where.update(h)
    for city in state.cities:
        where.update(city.cards)
        where.update(city.under)
    where.update(state.discard)
    assert where == dealt, "every card dealt is in a hand, a city, under a wonder or discarded"
    if state.phase == "pick":
        assert [len(h) for h in state.hands] == [8 - state.turn] * n
    for s in state.scores():
        assert s["total"] == sum(s[c] for c in CATEGORIES)


def play_and_check(n: int, seed: int, sides: str) -> None:
    dealt: Counter = Counter()
    age = 0
    resolved = 0
    for state in random_game(n, seed, sides):
        if state.age != age:  # a new Age was dealt
            age = state.age
            for h in state.hands:
                dealt.update(h)
            assert [len(h) for h in state.hands] == [7] * n
        if state.log:
            _, text = state.log[-1]
            move = Move.parse(text)
            assert str(move) == text
        if len(state.events) != resolved:
            resolved = len(state.events)
            check_turn(state, dealt)
        for p in state.current_players():
            legal = state.legal_actions(p)
            assert legal, f"player {p} has no legal move in phase {state.phase}"
            for m in legal:
                assert Move.parse(str(m)) == m
            check_payments(legal)
    assert state.is_terminal() and state.age == 3
    assert all(not h for h in state.hands)
    military = [e for e in state.events if e.get("phase") == "military"]
    assert [e["age"] for e in military] == [1, 2, 3]
    pick_turns = [e for e in state.events if e.get("phase") == "pick"]
    assert len(pick_turns) == 18  # 6 turns in each of 3 Ages
    for city in state.cities:
        assert len(city.conflict) <= 6
    assert abs(sum(state.returns()) - 1.0) < 1e-9


@pytest.mark.parametrize("sides", ["A", "B"])
@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_random_games_keep_the_rules(n, sides):
    for seed in range(GAMES):
        play_and_check(n, seed * 7919 + n, sides)


@settings(max_examples=25, deadline=None)
@given(st.integers(3, 7), st.integers(0, 2**63 - 1), st.sampled_from(["A", "B", "random"]))
def test_any_seed_plays_to_the_end(n, seed, sides):
    play_and_check(n, seed, sides)
