"""The fast payment routine against a brute-force reference, on random productions.

``engine.classic.resources`` computes payment options on packed counts, with memos keyed
by what the city lacks and what its neighbours leave short, and ``TradeTable`` refuses
at once a cost beyond what the three cities can make at most. Here every answer is
re-derived by trying every use of every either/or card and every split of every
resource between the two neighbours, on thousands of seeded random productions: counts
up to the most a real city reaches, up to three either/or cards a city, every price.
"""

from __future__ import annotations

import random

import pytest

from engine.classic.resources import (
    Production,
    deficit,
    pack,
    payment_options,
    plus,
    present,
    unpack,
)
from engine.classic.state import TradeTable
from tests.classic.helpers import brute_force as reference

PRICES = [(2,) * 7, (1,) * 4 + (2,) * 3, (2,) * 4 + (1,) * 3, (1,) * 7]


def random_production(rng: random.Random, most: int, choices: int) -> Production:
    fixed = tuple(rng.choice([0, 0, 0, 1, 1, 2, most]) for _ in range(7))
    picks = []
    for _ in range(rng.randint(0, choices)):
        pool = rng.choice([(0, 1, 2, 3), (4, 5, 6), tuple(range(7))])
        picks.append(tuple(sorted(rng.sample(pool, rng.choice([2, 2, 3])))))
    return Production.make(fixed, tuple(picks))  # type: ignore[arg-type]


def random_cost(rng: random.Random) -> tuple[int, ...]:
    units = [rng.randrange(7) for _ in range(rng.randint(0, 6))]
    if rng.random() < 0.3:  # a stage-like cost: several of one resource
        units += [rng.randrange(7)] * rng.randint(2, 4)
    counts = [min(units.count(r), 7) for r in range(7)]
    return tuple(counts)


@pytest.mark.parametrize("seed", range(6))
def test_payment_options_match_the_reference(seed):
    rng = random.Random(seed)
    for _ in range(200):
        cost = random_cost(rng)
        own = random_production(rng, 3, 3)
        left = random_production(rng, 4, 2)
        right = random_production(rng, 4, 2)
        lprice, rprice = rng.choice(PRICES), rng.choice(PRICES)
        expected = reference(cost, own, left, right, lprice, rprice)
        assert list(payment_options(cost, own, left, right, lprice, rprice)) == expected, (
            cost, own.to_json(), left.to_json(), right.to_json(), lprice, rprice)
        # the trade table's answer, quick refusal included, is the same
        table = TradeTable(own, left, right, pack(lprice), pack(rprice))
        assert list(table.payments(pack(cost)).options) == expected
        assert list(table.payments(pack(cost)).options) == expected  # and when memoised


def test_packed_arithmetic_matches_counts():
    rng = random.Random(1)
    for _ in range(3000):
        a = tuple(rng.randint(0, 7) for _ in range(7))
        b = tuple(rng.randint(0, 7) for _ in range(7))
        assert unpack(pack(a)) == a
        assert unpack(deficit(pack(a), pack(b))) == tuple(max(0, x - y) for x, y in zip(a, b))
        assert unpack(plus(pack(a), pack(b))) == tuple(min(7, x + y) for x, y in zip(a, b))
        assert bool(present(pack(a)) & present(pack(b))) == any(x and y for x, y in zip(a, b))


def test_counts_beyond_seven_are_refused_or_capped():
    with pytest.raises(ValueError):
        pack((8, 0, 0, 0, 0, 0, 0))
    # a production of more than 7 pays like one of 7 (no cost asks for more)
    big = Production.make((9, 0, 0, 0, 0, 0, 0))
    assert big.packed == pack((7, 0, 0, 0, 0, 0, 0))
    empty = Production.make()
    prices = PRICES[0]
    assert payment_options((0, 0, 0, 0, 0, 0, 0), empty, big, empty, prices, prices) == ((0, 0),)
    assert payment_options((3, 0, 0, 0, 0, 0, 0), empty, big, empty, prices, prices) == ((6, 0),)
