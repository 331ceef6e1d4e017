"""Seeded random games of the 2-player variant (the Free City), checking its rules'
invariants at every step (rulebook 002, "'Expert' variant voor 2 spelers").

By default 400 games a side (A, B) and a hypothesis run; set
``WONDERS_FREE_CITY_GAMES`` (games a side) to play thousands.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import new_game
from engine.classic.data import CARDS
from engine.classic.freecity import FREE_CITY, holder_at
from engine.classic.moves import Move
from engine.classic.offers import breakdown
from engine.classic.resources import payment_options
from engine.classic.state import ClassicState
from engine.rng import Rng
from tests.classic.test_random_games import card_coins

GAMES = int(os.environ.get("WONDERS_FREE_CITY_GAMES", "400"))


def check_free_city_moves(state: ClassicState, legal: list[Move]) -> None:
    """The Free City's moves: a chain is its only way to use the card; a discard only
    when neither the card nor a stage can be built; every payment a real split of the
    purchases between the two sellers, and none the players' rules offer left out."""
    assert all(m.free_city for m in legal)
    by_card: dict[str, list[Move]] = {}
    for m in legal:
        by_card.setdefault(m.card, []).append(m)
    stage = any(m.kind == "stage" for m in legal)
    city = state.cities[FREE_CITY]
    left, right = state.cities[0], state.cities[1]
    for name, ms in by_card.items():
        if any(m.free == "chain" for m in ms):
            assert len(ms) == 1, ms
        if any(m.kind == "discard" for m in ms):
            assert len(ms) == 1 and not stage, ms
        builds = [(m.left, m.right) for m in ms if m.kind == "build" and not m.free]
        if builds and state.phase in ("pick", "seventh"):
            card = CARDS.by_name(name, state.age)
            pareto = payment_options(card.cost, city.production, left.sellable,
                                     right.sellable, city.left_prices(), city.right_prices())
            affordable = {o for o in pareto if sum(o) + card.cost_coins <= city.coins}
            assert affordable <= set(builds)
            assert builds == sorted(builds, key=lambda o: (o[0] + o[1], o[0]))
            for lo, ro in builds:
                if lo or ro:
                    assert breakdown(card.cost, city.production,
                                     (left.sellable, right.sellable),
                                     (city.left_prices(), city.right_prices()), lo, ro)


def check_coins(state: ClassicState, before: list[int], event: dict) -> None:
    """Coins after a resolved turn: trade goes to the paying city's neighbours (the
    Free City pays its own), a discard gives 3, cards and stages cost and give theirs."""
    want = list(before)
    for p, text in event["moves"]:
        move = Move.parse(text)
        c = FREE_CITY if move.free_city else p
        city = state.cities[c]
        if move.kind == "discard":
            want[c] += 3
            continue
        want[c] -= move.left + move.right
        want[(c + 1) % 3] += move.left
        want[(c - 1) % 3] += move.right
        if move.kind == "build":
            card = next(CARDS[x] for x in city.cards if CARDS[x].name == move.card)
            if not move.free:
                want[c] -= card.cost_coins
            want[c] += card_coins(state, c, card.effects)
        elif move.kind == "stage":
            stage = city.wonder.stages[city.stages - 1]
            want[c] += card_coins(state, c, stage.effects) - stage.cost_coins
    assert [c.coins for c in state.cities] == want, event


def play_and_check(seed: int, sides: str) -> None:
    state = new_game("7wonders", seed=seed, players=2, sides=sides)
    rng = Rng(seed ^ 0xF7EE)
    dealt: Counter = Counter()
    age = 0
    resolved = 0
    while not state.is_terminal():
        if state.age != age:
            age = state.age
            dealt.update(c for h in state.hands for c in h)
            assert sum(dealt.values()) == 21 * age
        if state.phase == "pick" and not any(state.pending):
            t = state.turn
            assert state.holder == holder_at(state.age, t)
            sizes = [len(h) for h in state.hands]
            other = 1 - state.holder
            assert sizes[state.holder] == 9 - t and sizes[other] == 8 - t, sizes
            assert sizes[FREE_CITY] == 7 - t  # the pile
        where = Counter(c for h in state.hands for c in h)
        for city in state.cities:
            where.update(city.cards)
            where.update(city.under)
        where.update(state.discard)
        assert where == dealt, "every card: in a hand, the pile, a city, under a stage or discarded"
        for city in state.cities:
            names = [CARDS[c].name for c in city.cards]
            assert len(names) == len(set(names))
            assert city.coins >= 0
        players = state.current_players()
        assert players and set(players) <= {0, 1}
        p = players[rng.below(len(players))]
        legal = state.legal_actions(p)
        assert legal
        for m in legal:
            assert Move.parse(str(m)) == m
        if legal[0].free_city:
            check_free_city_moves(state, legal)
        else:
            assert not any(m.free_city for m in legal)
        before = [c.coins for c in state.cities]
        state.apply(p, legal[rng.below(len(legal))])
        for event in state.events[resolved:]:
            if event["kind"] == "turn" and event["phase"] == "pick":
                assert len(event["moves"]) == 3
                assert sum(Move.parse(t).free_city for _, t in event["moves"]) == 1
            if event["kind"] == "conflicts":
                assert len(event["shields"]) == 3
                for a, b, token in event["results"]:
                    assert a != b and 0 <= a < 3 and 0 <= b < 3
                    assert (token > 0) == (event["shields"][a] > event["shields"][b])
        for event in state.events[resolved:]:
            if event["kind"] == "turn" and event["phase"] in ("pick", "seventh"):
                check_coins(state, before, event)
        resolved = len(state.events)
    assert state.age == 3 and not any(state.hands)
    assert len([e for e in state.events if e.get("phase") == "pick"]) == 18
    assert len(state.scores()) == 2
    keys = [(s["total"], c.coins) for s, c in zip(state.scores(), state.cities)]
    assert state.winners() == [q for q in (0, 1) if keys[q] == max(keys)]
    assert abs(sum(state.returns()) - 1.0) < 1e-9


@pytest.mark.parametrize("sides", ["A", "B"])
def test_random_free_city_games_keep_the_rules(sides):
    for seed in range(GAMES):
        play_and_check(seed * 7919 + 2, sides)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**63 - 1), st.sampled_from(["A", "B", "random"]))
def test_any_seed_plays_a_free_city_game_to_the_end(seed, sides):
    play_and_check(seed, sides)
