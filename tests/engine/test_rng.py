"""The seeded generator (``engine/rng.py``): its two shuffles are uniform permutations,
the same seed gives the same order, and each draws as it always has (same seeds, same
games: ``tests/engine/test_golden.py`` checks whole games)."""

from __future__ import annotations

import pytest

from engine.rng import Rng

SHUFFLES = ["shuffle", "shuffle_one_draw"]


@pytest.mark.parametrize("method", SHUFFLES)
def test_shuffle_is_uniform_and_deterministic(method: str) -> None:
    counts: dict[tuple[int, ...], int] = {}
    rng = Rng(123)
    for _ in range(6000):
        seq = [0, 1, 2]
        getattr(rng, method)(seq)
        counts[tuple(seq)] = counts.get(tuple(seq), 0) + 1
    assert len(counts) == 6 and all(850 < n < 1150 for n in counts.values())
    a, b = list(range(23)), list(range(23))
    getattr(Rng(5), method)(a)
    getattr(Rng(5), method)(b)
    assert a == b and sorted(a) == list(range(23)) and a != list(range(23))


def test_one_draw_shuffle_reads_every_swap_from_one_number() -> None:
    """A deck of 20 (20! has 62 bits: two 64-bit words an attempt) advances the
    generator by a few whole draws, where ``shuffle`` draws at least once a swap (19)."""
    one, each = Rng(9), Rng(9)
    one.shuffle_one_draw(list(range(20)))
    each.shuffle(list(range(20)))
    drawn = Rng(9)
    steps = 0
    while drawn.state != one.state:
        drawn.next64()
        steps += 1
    assert 1 <= steps <= 4
    drawn, steps = Rng(9), 0
    while drawn.state != each.state:
        drawn.next64()
        steps += 1
    assert steps >= 19


@pytest.mark.parametrize("method", SHUFFLES)
def test_short_sequences_are_left_as_they_are(method: str) -> None:
    for seq in ([], [7]):
        before, rng = list(seq), Rng(3)
        getattr(rng, method)(seq)
        assert seq == before and rng.state == Rng(3).state


def test_known_draws_of_seed_zero() -> None:
    """SplitMix64's published first output for seed 0."""
    assert Rng(0).next64() == 0xE220A8397B1DCDAF


def test_below_needs_a_positive_bound() -> None:
    with pytest.raises(ValueError):
        Rng(1).below(0)
