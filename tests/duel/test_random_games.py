"""Thousands of seeded random games, checking the invariants of the rules."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from engine import new_game
from engine.duel.costs import trade_cost, trade_prices
from engine.duel.data import DATA
from engine.rng import Rng

MAX_MOVES = 200  # 8 draft picks + 60 cards + sub-choices: far fewer in fact


def check(st) -> None:
    """Invariants that hold after every move."""
    assert st.coins[0] >= 0 and st.coins[1] >= 0
    assert st.nbuilt == len(st.wbuilt[0]) + len(st.wbuilt[1]) <= 7
    assert -9 <= st.pawn <= 9
    for p in (0, 1):
        assert len(st.wonders[p]) <= 4
        # the cost tables' prices (``pricing.costs`` writes ``trade_prices`` out)
        assert st.prices(p) == trade_prices(st.trade[p], st.prod[1 - p])
        assert len(set(st.cards[p])) == len(st.cards[p])
    if st.age:
        age = st.age
        # every card of the Age is in exactly one place
        places = ([c for c in st.slots if c >= 0] + st.cards[0] + st.cards[1] + st.discard
                  + st.tucked[0] + st.tucked[1])
        here = [c for c in places if DATA.cards[c].age == age]
        assert len(here) == len(set(here))
        dealt = set(st.decks[age - 1])
        assert len(dealt) == 20 and set(here) == dealt
        assert st.remaining == sum(1 for c in st.slots if c >= 0)
        for s in st.avail:
            assert st.slots[s] >= 0 and st.ncov[s] == 0 and st.face_up[s]
    if not st.is_terminal():
        p = st.current_players()
        assert len(p) == 1 and st.legal_actions(p[0])


def random_game(seed: int, every_move: bool, wonders: str = "draft"):
    st = new_game("duel", seed=seed, wonders=wonders)
    bot = Rng(seed * 7919 + 1)
    moves = 0
    while not st.is_terminal():
        p = st.current_players()[0]
        acts = st.legal_actions(p)
        assert len(set(acts)) == len(acts)
        st.apply(p, bot.choice(acts))
        moves += 1
        assert moves < MAX_MOVES
        if every_move:
            check(st)
    check(st)
    v = st.victory()
    assert v["type"] in ("military", "science", "civilian")
    if v["type"] == "civilian":
        assert st.age == 3 and st.remaining == 0
    r = st.returns()
    assert sum(r) == 1.0
    return st


def test_random_games_every_move_checked():
    kinds = set()
    for seed in range(150):
        kinds.add(random_game(seed, True, "first-game" if seed % 5 == 0 else "draft")
                  .victory()["type"])
    assert {"civilian", "military"} <= kinds


@pytest.mark.slow
def test_two_thousand_random_games():
    kinds: dict[str, int] = {}
    for seed in range(1000, 3000):
        t = random_game(seed, True).victory()["type"]
        kinds[t] = kinds.get(t, 0) + 1
    assert sum(kinds.values()) == 2000 and kinds["civilian"] > 1000


def _brute(need, have, nraw, ngoods, prices, discount):
    """Try every way to use the one-of producers and the discount."""
    import itertools

    missing = [max(0, n - h) for n, h in zip(need, have)]
    best = None
    raw_opts = list(itertools.product(range(3), repeat=nraw))
    goods_opts = list(itertools.product((3, 4), repeat=ngoods))
    for ro in raw_opts:
        for go in goods_opts:
            m = list(missing)
            for r in ro + go:
                if m[r]:
                    m[r] -= 1
            units = sorted((prices[r] for r in range(5) for _ in range(m[r])), reverse=True)
            cost = sum(units[discount:])
            best = cost if best is None else min(best, cost)
    return best


@settings(max_examples=300, deadline=None)
@given(need=st_.lists(st_.integers(0, 3), min_size=5, max_size=5),
       have=st_.lists(st_.integers(0, 3), min_size=5, max_size=5),
       nraw=st_.integers(0, 2), ngoods=st_.integers(0, 2),
       prices=st_.lists(st_.integers(1, 6), min_size=5, max_size=5),
       discount=st_.sampled_from([0, 2]))
def test_cheapest_trade_is_optimal(need, have, nraw, ngoods, prices, discount):
    assert trade_cost(tuple(need), have, nraw, ngoods, tuple(prices), discount) == _brute(
        need, have, nraw, ngoods, prices, discount)


@settings(max_examples=300, deadline=None)
@given(need=st_.lists(st_.integers(0, 3), min_size=5, max_size=5),
       have=st_.lists(st_.integers(0, 3), min_size=5, max_size=5),
       nraw=st_.integers(0, 2), ngoods=st_.integers(0, 2),
       prices=st_.lists(st_.integers(1, 6), min_size=5, max_size=5))
def test_groups_add_up_without_a_discount(need, have, nraw, ngoods, prices):
    from engine.duel.costs import group_cost

    n, p = tuple(need), tuple(prices)
    assert group_cost(n, have, 0, 3, nraw, p) + group_cost(n, have, 3, 5, ngoods, p) == (
        trade_cost(n, have, nraw, ngoods, p, 0))


@settings(max_examples=40, deadline=None)
@given(seed=st_.integers(0, 2**63))
def test_any_seed_plays_to_the_end(seed):
    random_game(seed, True)


def test_apply_accepts_exactly_the_legal_actions():
    """The legality checks of ``apply`` agree with ``legal_actions`` for every move
    text of the game, in every phase met in a few random games."""
    from engine.duel import moves as M
    from engine.errors import IllegalMoveError

    every = [a for group in (M.DRAFT_A, M.BUILD_A, M.DISCARD_A, M.TOKEN_A, M.DESTROY_A,
                             M.MAUSOLEUM_A, M.START_A, *M.WONDER_A) for a in group]
    for seed in range(4):
        st = new_game("duel", seed=seed)
        bot = Rng(seed)
        step = 0
        while not st.is_terminal():
            p = st.current_players()[0]
            legal = set(st.legal_actions(p))
            if step % 5 == 0 or st.phase != 1:
                for act in every:
                    twin = st.clone()
                    try:
                        twin.apply(p, act)
                        ok = True
                    except IllegalMoveError:
                        ok = False
                    assert ok == (act in legal), act
            st.apply(p, bot.choice(sorted(legal)))
            step += 1
