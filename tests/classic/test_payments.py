"""Trading and the payment options the engine offers (rulebook, "Commerce").

For every playable card and stage the engine lists every non-dominated way to pay
(coins to the left neighbour, to the right neighbour; the bank's share follows from the
card), cheapest first. A move names its payment.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.classic.resources import Production, payment_options
from engine.errors import IllegalMoveError
from tests.classic.helpers import (
    brute_force,
    coins,
    legal_texts,
    options,
    player,
    stage_options,
    table,
    turn,
)

# -- The rules, position by position ---------------------------------------------------------


def test_buy_only_what_the_neighbour_produces():
    """Book: "you cannot buy more of a resource than the seller has: you cannot buy two
    wood from a neighbour who produces only one." """
    state = table(player("Giza", cards=["Stone Pit"]), player("Babylon", coins=9),
                  player("Rhodes"), age=2)  # Giza sells 2 stone, Rhodes none
    assert options(state, 1, "Aqueduct") == []  # S S S: only 2 to be had
    state = table(player("Giza", cards=["Stone Pit"]), player("Babylon", coins=9),
                  player("Ephesus", cards=["Quarry"]), age=2)
    # Babylon's left (Ephesus) sells 2 stone, its right (Giza) 2: equal totals, less
    # to the left first
    assert options(state, 1, "Aqueduct") == [(2, 4), (4, 2)]


def test_buy_from_both_neighbours_in_one_turn():
    """Book: "it is possible to buy one or more resources from both neighbouring cities in
    the same turn." """
    state = table(player("Rhodes"), player("Babylon", coins=9), player("Giza"), age=2)
    assert options(state, 1, "Stables") == []  # O C W: no wood next door
    state = table(player("Olympia"), player("Babylon", coins=9), player("Rhodes"), age=2)
    assert options(state, 1, "Stables") == [(2, 2)]  # ore from Rhodes, wood from Olympia


def test_either_or_card_sells_either_resource_once():
    """Book: "Neighbouring players may buy either of the two resources, whatever its
    owner uses." One either/or card sells one resource a turn."""
    state = table(player("Rhodes", cards=["Tree Farm"]), player("Giza", coins=9),
                  player("Ephesus"))
    assert options(state, 1, "Stockade") == [(0, 2)]
    assert options(state, 1, "Guard Tower") == [(0, 2)]
    assert options(state, 1, "Temple") == []  # W + C from one Tree Farm: not both


def test_either_or_card_sold_whatever_its_owner_uses():
    """The owner builds with the wood of his Tree Farm while his neighbour buys its clay,
    in the same turn."""
    state = table(
        player("Rhodes", coins=3, cards=["Tree Farm"], hand=["Stockade", "Altar", "Loom"]),
        player("Giza", coins=3, hand=["Guard Tower", "Altar", "Loom"]),
        player("Ephesus", coins=3, hand=["Theater", "Altar", "Loom"]),
    )
    turn(state, "build Stockade", "build Guard Tower (right 2)", "build Theater")
    assert coins(state) == [5, 1, 3]


def test_own_resources_before_trading_and_no_useless_purchase():
    """A city that makes the resource itself never has to pay for it: the options are
    only the non-dominated ones."""
    state = table(player("Rhodes", cards=["Lumber Yard"]), player("Olympia", coins=9),
                  player("Giza", cards=["Lumber Yard"]))
    assert options(state, 1, "Stockade") == [(0, 0)]


def test_options_cheapest_first_and_affordable():
    """Book: "to buy resources the player must own the coins needed at the start of the
    turn." Options beyond the player's coins are not offered, and a move naming an
    option not offered is illegal."""
    def at(c):
        return table(player("Ephesus", cards=["Stone Pit", "Quarry"], hand=["Walls", "Bazar"]),
                     player("Babylon", coins=c, cards=["East Trading Post"],
                            hand=["Aqueduct", "Walls"]),
                     player("Giza", cards=["Stone Pit"], hand=["Walls", "Bazar"]),
                     player("Rhodes", hand=["Walls", "Bazar"]), age=2)
    # S S S: Ephesus (right) sells 3 stone at 1 coin (East Trading Post), Giza (left) 2
    # at 2 coins
    assert options(at(9), 1, "Aqueduct") == [(0, 3), (2, 2), (4, 1)]
    assert options(at(4), 1, "Aqueduct") == [(0, 3), (2, 2)]
    assert options(at(2), 1, "Aqueduct") == []
    state = at(4)
    with pytest.raises(IllegalMoveError):
        state.apply(1, "build Aqueduct (left 4, right 1)")  # 5 coins: more than owned
    with pytest.raises(IllegalMoveError):
        state.apply(1, "build Aqueduct (left 2, right 3)")  # not an option: overpaying
    with pytest.raises(IllegalMoveError):
        state.apply(1, "build Aqueduct")  # not paying at all
    state.apply(1, "build Aqueduct (left 2, right 2)")


def test_coin_cost_and_trade_from_the_same_coins():
    """A card's coin cost (to the bank) and its trade come out of the same purse."""
    state = table(player("Rhodes", cards=["Lumber Yard"]), player("Olympia", coins=2),
                  player("Giza"), age=2)
    assert options(state, 1, "Sawmill") == [(0, 0)]  # 1 coin to the bank, WW not needed
    state = table(player("Rhodes"), player("Babylon", coins=1), player("Giza"))
    assert options(state, 1, "Mine") == [(0, 0)]
    state = table(player("Rhodes"), player("Babylon", coins=0), player("Giza"))
    assert options(state, 1, "Mine") == []


def test_stage_payments_like_cards():
    """Stages are paid like buildings: own resources, then trading."""
    state = table(player("Giza"), player("Rhodes", coins=9), player("Ephesus"))
    assert stage_options(state, 1) == []  # W W: nobody sells wood
    state = table(player("Olympia"), player("Rhodes", coins=9), player("Ephesus"),
                  player("Babylon", cards=["Lumber Yard"]))
    assert stage_options(state, 1) == []  # Babylon is no neighbour of Rhodes
    state = table(player("Olympia", cards=["Lumber Yard"]), player("Rhodes", coins=9),
                  player("Babylon", cards=["Lumber Yard"]))
    # W W: Babylon (left) sells 1 wood, Olympia (right) 2
    assert stage_options(state, 1) == [(0, 4), (2, 2)]


def test_a_move_names_its_payment():
    """The payment is part of the move; the coins go where the move says."""
    state = table(
        player("Olympia", hand=["Altar", "Theater", "Loom"]),
        player("Babylon", coins=5, hand=["Stockade", "Altar", "Loom"]),
        player("Giza", cards=["Lumber Yard"],
               hand=["Altar", "Theater", "Loom"]),
    )
    assert {t for t in legal_texts(state, 1) if t.startswith("build Stockade")} == {
        "build Stockade (left 2)", "build Stockade (right 2)"}
    turn(state, "build Altar", "build Stockade (right 2)", "build Altar")
    assert coins(state) == [5, 3, 3]


# -- The payment options against a brute-force count ------------------------------------------


counts = st.lists(st.integers(0, 2), min_size=7, max_size=7).map(tuple)
choice = st.lists(st.integers(0, 6), min_size=2, max_size=4, unique=True).map(
    lambda c: tuple(sorted(c)))


def production(fixed, choices):
    return Production.make(fixed, tuple(choices))


prods = st.builds(production, counts, st.lists(choice, max_size=2))
prices = st.sampled_from([(2,) * 7, (1,) * 4 + (2,) * 3, (2,) * 4 + (1,) * 3, (1,) * 7])
costs = st.lists(st.integers(0, 6), min_size=1, max_size=5).map(
    lambda rs: tuple(rs.count(i) for i in range(7)))


@settings(max_examples=300, deadline=None)
@given(costs, prods, prods, prods, prices, prices)
def test_payment_options_are_every_non_dominated_way_cheapest_first(
        cost, own, left, right, lprice, rprice):
    got = list(payment_options(cost, own, left, right, lprice, rprice))
    assert got == brute_force(cost, own, left, right, lprice, rprice)


def test_purchases_that_differ_only_in_the_resource_pay_alike():
    """Purchases are memoised on each resource's splits between the sides, sorted: two
    wood or two stone, each sold alike, pay alike; two glass at the manufactured price
    do not (the price is part of the key)."""
    def one(r, k):
        return tuple(k if i == r else 0 for i in range(7))

    raw_at_1 = (1,) * 4 + (2,) * 3  # East Trading Post: raw materials at 1 from the left
    none = Production.make()

    def two_of(r):
        args = (one(r, 2), none, Production.make(one(r, 1)), Production.make(one(r, 2)),
                raw_at_1, (2,) * 7)
        got = payment_options(*args)
        assert list(got) == brute_force(*args)
        return got

    assert two_of(0) == two_of(1) == ((1, 2), (0, 4))  # wood, stone
    assert two_of(4) == ((0, 4), (2, 2))  # glass: 2 coins from either side


# -- Every offered payment in real games, against the rules derived from the cities ----------


def derive(state, p):
    """What city ``p`` makes (own) and sells, and its trading prices, from its cards and
    stages as the rulebook says: the board, brown and grey cards are sold; yellow cards
    and wonder stages serve only their owner; discounts come from the trading posts,
    the Marketplace and Olympia B's first stage."""
    from engine.classic.data import CARDS
    from engine.classic.effects import Discount, Produce
    from engine.classic.resources import RESOURCES

    city = state.cities[p]
    board = tuple(int(r == city.wonder.resource) for r in RESOURCES)
    own, sold = [list(board), []], [list(board), []]
    left_raw = right_raw = goods = False
    sources = [(CARDS[c].effects, CARDS[c].colour in ("brown", "grey")) for c in city.cards]
    sources += [(s.effects, False) for s in city.wonder.stages[:city.stages]]
    for effects, sellable in sources:
        for e in effects:
            if isinstance(e, Produce):
                targets = [own, sold] if sellable and e.sold else [own]
                for t in targets:
                    if e.fixed:
                        for r in e.options:
                            t[0][r] += 1
                    else:
                        t[1].append(e.options)
            elif isinstance(e, Discount):
                if e.raw:
                    left_raw |= e.left
                    right_raw |= e.right
                else:
                    goods = True

    def prices(raw):
        return (1 if raw else 2,) * 4 + (1 if goods else 2,) * 3

    return own, sold, prices(left_raw), prices(right_raw)


def projected(prod, cost):
    fixed, choices = list(prod[0]), []
    fixed = [f if cost[i] else 0 for i, f in enumerate(fixed)]
    for c in prod[1]:
        c = tuple(r for r in c if cost[r])
        if len(c) == 1:
            fixed[c[0]] += 1
        elif c:
            choices.append(c)
    return Production.make(tuple(fixed), tuple(choices))


def expected_options(state, p, cost, coins_cost):
    n = state.n
    own, _, lprice, rprice = derive(state, p)
    left = derive(state, (p + 1) % n)[1]
    right = derive(state, (p - 1) % n)[1]
    budget = state.cities[p].coins - coins_cost
    if budget < 0:
        return []
    if not any(cost):
        return [(0, 0)]
    prods = [projected(x, cost) for x in (own, left, right)]
    size = 1
    for prod in prods:
        for c in prod.choices:
            size *= len(c) + 1
    if size > 20000:
        return None  # too many to count by hand
    opts = brute_force(cost, *prods, lprice, rprice)
    return [o for o in opts if o[0] + o[1] <= budget]


GAMES = int(os.environ.get("WONDERS_CLASSIC_PAYMENT_GAMES", "8"))


@pytest.mark.parametrize("n, sides", [(3, "B"), (4, "A"), (5, "B"), (6, "A"), (7, "random")])
def test_every_offered_payment_follows_the_trading_rules(n, sides):
    from engine.classic.data import CARDS
    from tests.classic.helpers import random_game

    checked = 0
    for seed in range(GAMES):
        for state in random_game(n, seed, sides):
            if state.phase != "pick" or any(m is not None for m in state.pending):
                continue
            for p in range(n):
                city = state.cities[p]
                legal = state.legal_actions(p)
                for cid in set(state.hands[p]):
                    card = CARDS[cid]
                    got = [(m.left, m.right) for m in legal
                           if m.kind == "build" and m.card == card.name and not m.free]
                    if card.name in city.names or any(c in city.names
                                                       for c in card.chained_from):
                        assert got == []
                        continue
                    want = expected_options(state, p, card.cost, card.cost_coins)
                    if want is not None:
                        assert got == want, (card.name, p, state.log)
                        checked += 1
                if city.stages < len(city.wonder.stages):
                    stage = city.wonder.stages[city.stages]
                    want = expected_options(state, p, stage.cost, stage.cost_coins)
                    got = sorted({(m.left, m.right) for m in legal if m.kind == "stage"},
                                 key=lambda o: (o[0] + o[1], o[0]))
                    if want is not None:
                        assert got == want
    assert checked > 100 * GAMES


WONDER_LIST = ["Rhodes", "Alexandria", "Ephesus", "Babylon", "Olympia", "Halicarnassus", "Giza"]


@st.composite
def random_tables(draw):
    from engine.classic.data import CARDS, WONDERS

    n = draw(st.integers(3, 5))
    wonders = draw(st.permutations(WONDER_LIST))[:n]
    names = sorted({c.name for c in CARDS.cards})
    players = []
    for w in wonders:
        side = draw(st.sampled_from("AB"))
        stages = draw(st.integers(0, len(WONDERS[(w, side)].stages)))
        cards = draw(st.lists(st.sampled_from(names), max_size=10, unique=True))
        players.append(player(w, side, stages=stages, cards=cards, coins=draw(st.integers(0, 12))))
    return table(*players, age=draw(st.integers(1, 3)))


@settings(max_examples=60, deadline=None)
@given(random_tables(), st.data())
def test_payments_in_random_tables_follow_the_trading_rules(state, data):
    """Random cities (any cards, stages, discounts, yellow and wonder resources): the
    payments offered are exactly those the trading rules give."""
    from engine.classic.data import CARDS

    names = sorted({c.name for c in CARDS.cards})
    for p in range(state.n):
        city = state.cities[p]
        for name in data.draw(st.lists(st.sampled_from(names), min_size=5, max_size=5)):
            c = CARDS.by_name(name)
            got = [(m.left, m.right) for m in state.build_moves(p, c) if not m.free]
            if c.name in city.names or any(x in city.names for x in c.chained_from):
                assert got == []
                continue
            want = expected_options(state, p, c.cost, c.cost_coins)
            if want is not None:
                assert got == want, (name, p)
        if city.stages < len(city.wonder.stages):
            stage = city.wonder.stages[city.stages]
            want = expected_options(state, p, stage.cost, stage.cost_coins)
            if want is not None:
                assert list(state.stage_payments(p)) == want
