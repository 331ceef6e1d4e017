"""Seeded random games for every player count (3-7) and both sides, checking the rules'
invariants after every resolved turn.

By default a few hundred games per player count; set ``WONDERS_CLASSIC_GAMES`` (games
per player count and side) to play thousands.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.classic.data import CARDS
from engine.classic.effects import Coins, Gain, Points, Science, Shields
from engine.classic.moves import Move
from engine.classic.scoring import CATEGORIES
from tests.classic.helpers import random_game

GAMES = int(os.environ.get("WONDERS_CLASSIC_GAMES", "120"))
#: a check of a turn's free builds: (state, event, each city's colours at its start)
FreeCheck = Callable[[Any, dict, list[set[str]]], None]


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


def card_coins(state, p: int, effects) -> int:
    """Coins a card or stage gives when built, counted on the cities as they now stand
    (rulebook: the neighbours' cards built the same turn count for Vineyard and Bazar)."""
    n = state.n
    total = 0
    for e in effects:
        if isinstance(e, Coins):
            total += e.amount
        elif isinstance(e, Gain) and e.what == "coins":
            cities = {"self": [p], "neighbours": [(p + 1) % n, (p - 1) % n],
                      "all": [p, (p + 1) % n, (p - 1) % n]}[e.where]
            for q in cities:
                city = state.cities[q]
                for what in e.counted:
                    if what == "stage":
                        total += e.amount * city.stages
                    else:
                        total += e.amount * sum(CARDS[c].colour == what for c in city.cards)
    return total


def check_coins(state, before: list[int], event: dict) -> None:
    """Coins after a resolved turn = coins at its start - what was paid + what was earned:
    trade goes to the neighbours, a discard gives 3, cards and stages their coins."""
    n = state.n
    want = list(before)
    for p, text in event["moves"]:
        move = Move.parse(text)
        city = state.cities[p]
        if move.kind == "discard":
            want[p] += 3
            continue
        want[p] -= move.left + move.right
        want[(p + 1) % n] += move.left
        want[(p - 1) % n] += move.right
        if move.kind in ("build", "dig"):
            card = next(CARDS[c] for c in city.cards if CARDS[c].name == move.card)
            if move.kind == "build" and not move.free:
                want[p] -= card.cost_coins
            want[p] += card_coins(state, p, card.effects)
        elif move.kind == "stage":
            stage = city.wonder.stages[city.stages - 1]
            want[p] += card_coins(state, p, stage.effects) - stage.cost_coins
    assert [c.coins for c in state.cities] == want, event


def shields_of(city) -> int:
    total = sum(e.amount for c in city.cards for e in CARDS[c].effects if isinstance(e, Shields))
    return total + sum(e.amount for s in city.wonder.stages[:city.stages] for e in s.effects
                       if isinstance(e, Shields))


def check_military(state, event: dict, tokens_before: list[list[int]]) -> None:
    """Book: at the end of each Age each player compares shields with both neighbours:
    more -> victory token (+1 / +3 / +5 in Age I / II / III), fewer -> -1, equal -> none."""
    n = state.n
    shields = [shields_of(c) for c in state.cities]
    assert event["shields"] == shields
    win = {1: 1, 2: 3, 3: 5}[event["age"]]
    for p in range(n):
        new = []
        for q in ((p + 1) % n, (p - 1) % n):
            if shields[p] > shields[q]:
                new.append(win)
            elif shields[p] < shields[q]:
                new.append(-1)
        assert sorted(state.cities[p].conflict) == sorted(tokens_before[p] + new)


def check_passing(state, event: dict, hands_before: list[list[int]]) -> None:
    """Book: after each of turns 1-5 the hands go left (Ages I, III) or right (Age II):
    each player gets the hand of the neighbour on the other side, less its played card."""
    n = state.n
    giver = -1 if event["age"] in (1, 3) else 1  # left: p receives from p - 1
    played = {p: Move.parse(text).card for p, text in event["moves"]}
    for p in range(n):
        q = (p + giver) % n
        rest = [CARDS[c].name for c in hands_before[q]]
        rest.remove(played[q])
        assert sorted(CARDS[c].name for c in state.hands[p]) == sorted(rest)


def score_pad(state, p: int) -> dict[str, int]:
    """The score pad of the rulebook, counted here from the cities' cards: military
    tokens, coins // 3, wonder stage points, blue points, science (squares + 7 a set, each
    symbol of choice as it scores most), yellow points, guild points (Olympia B's copy)."""
    n = state.n
    city = state.cities[p]
    near = [(p + 1) % n, (p - 1) % n]

    def count(q, what):
        c = state.cities[q]
        if what == "stage":
            return c.stages
        if what == "defeat":
            return c.conflict.count(-1)
        return sum(CARDS[x].colour == what for x in c.cards)

    pad = dict.fromkeys(CATEGORIES, 0)
    pad["military"] = sum(city.conflict)
    pad["treasury"] = city.coins // 3
    pad["wonder"] = sum(e.amount for s in city.wonder.stages[:city.stages] for e in s.effects
                        if isinstance(e, Points))
    symbols = [0, 0, 0]
    wild = sum(1 for s in city.wonder.stages[:city.stages] for e in s.effects
               if isinstance(e, Science) and e.symbol < 0)
    ids = list(city.cards) + ([city.copied] if city.copied >= 0 else [])
    for cid in ids:
        card = CARDS[cid]
        for e in card.effects:
            if isinstance(e, Points):
                pad["civilian"] += e.amount
            elif isinstance(e, Science):
                if e.symbol < 0:
                    wild += 1
                else:
                    symbols[e.symbol] += 1
            elif isinstance(e, Gain) and e.what == "points":
                where = {"self": [p], "neighbours": near, "all": [p, *near]}[e.where]
                got = e.amount * sum(count(q, w) for q in where for w in e.counted)
                pad["guilds" if card.colour == "purple" else "commercial"] += got
    best = 0
    for a in range(wild + 1):
        for b in range(wild + 1 - a):
            c = [symbols[0] + a, symbols[1] + b, symbols[2] + wild - a - b]
            best = max(best, sum(x * x for x in c) + 7 * min(c))
    pad["science"] = best
    pad["total"] = sum(pad[k] for k in CATEGORIES)
    return pad


def check_free_builds(state, event: dict, olympia: set) -> None:
    """Chains need the parent building already standing; Olympia A's free building needs
    stage 2 and is used once per Age."""
    for p, text in event["moves"]:
        move = Move.parse(text)
        city = state.cities[p]
        if move.free == "chain":
            card = next(CARDS[c] for c in city.cards if CARDS[c].name == move.card)
            assert any(parent in city.names for parent in card.chained_from)
        elif move.free == "olympia":
            assert city.wonder.name == "Olympia" and city.wonder.side == "A"
            assert city.stages >= 2
            assert (p, event["age"]) not in olympia, "one free building per Age"
            olympia.add((p, event["age"]))
        elif move.kind == "copy":
            n = state.n
            near = state.cities[(p + 1) % n].cards + state.cities[(p - 1) % n].cards
            assert move.card in {CARDS[c].name for c in near if CARDS[c].is_guild}


def check_play(states: Iterable, n: int, check_free: FreeCheck):
    """Follow a random game of ``n`` players state by state (``random_game``) and keep
    the rules after every resolved turn: every card dealt accounted for, the coins,
    the free builds (``check_free``, given each city's colours at the turn's start),
    the hands passed, the military tokens; every legal move printed and parsed back,
    its payments in order. Then the end: three Ages of six turns each, at most six
    conflict tokens a city, the winners the best total (coins break a tie), the returns
    summing to one. The finished state."""
    dealt: Counter = Counter()
    age = resolved = 0
    before = [3] * n
    hands_before: list[list[int]] = []
    tokens_before: list[list[int]] = [[] for _ in range(n)]
    colours_before: list[set[str]] = []
    for state in states:
        if state.age != age:  # a new Age was dealt
            age = state.age
            for h in state.hands:
                dealt.update(h)
            assert [len(h) for h in state.hands] == [7] * n
        if not colours_before:
            colours_before = [set(c.colours) for c in state.cities]
        if state.log:
            _, text = state.log[-1]
            move = Move.parse(text)
            assert str(move) == text
        if len(state.events) != resolved:
            for event in state.events[resolved:]:
                if "moves" in event:
                    check_coins(state, before, event)
                    check_free(state, event, colours_before)
                if event.get("phase") == "pick" and event["turn"] < 6:
                    check_passing(state, event, hands_before)
                if event.get("phase") == "military":
                    check_military(state, event, tokens_before)
                    tokens_before = [list(c.conflict) for c in state.cities]
            resolved = len(state.events)
            before = [c.coins for c in state.cities]
            colours_before = [set(c.colours) for c in state.cities]
            check_turn(state, dealt)
        if state.phase == "pick" and all(m is None for m in state.pending):
            hands_before = [list(h) for h in state.hands]
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
    keys = [(s["total"], c.coins) for s, c in zip(state.scores(), state.cities)]
    assert state.winners() == [p for p in range(n) if keys[p] == max(keys)]
    assert abs(sum(state.returns()) - 1.0) < 1e-9
    return state


def play_and_check(n: int, seed: int, sides: str) -> None:
    olympia: set = set()
    state = check_play(random_game(n, seed, sides), n,
                       lambda state, event, _colours: check_free_builds(state, event, olympia))
    assert state.scores() == [score_pad(state, p) for p in range(n)]


@pytest.mark.parametrize("sides", ["A", "B"])
@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_random_games_keep_the_rules(n, sides):
    for seed in range(GAMES):
        play_and_check(n, seed * 7919 + n, sides)


@settings(max_examples=25, deadline=None)
@given(st.integers(3, 7), st.integers(0, 2**63 - 1), st.sampled_from(["A", "B", "random"]))
def test_any_seed_plays_to_the_end(n, seed, sides):
    play_and_check(n, seed, sides)
