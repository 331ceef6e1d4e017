"""Shuffling with the state's generator, a few 64-bit draws per deck.

``shuffle(rng, seq)`` is Fisher-Yates driven by one uniform integer ``k`` below
``n!`` instead of ``n - 1`` separate draws: the mixed-radix digits of ``k``
(``k mod 2``, ``k // 2 mod 3``, ...) are independent and uniform, so each swap index
is uniform, exactly as in ``Rng.shuffle``. ``k`` comes from rejection sampling over
whole 64-bit outputs of ``engine.rng.Rng``, so there is no bias, and the arithmetic
is plain integers: the same seed deals the same cards under CPython and Pyodide.
Setting up a Duel game shuffles ~115 items; this makes it about 5 times cheaper.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from math import factorial
from typing import TypeVar

from ..rng import Rng

T = TypeVar("T")

_PLANS: dict[int, tuple[int, int, int]] = {}


def _plan(n: int) -> tuple[int, int, int]:
    """(n!, 64-bit words to draw, rejection limit) for shuffling n items."""
    plan = _PLANS.get(n)
    if plan is None:
        total = factorial(n)
        words = (total.bit_length() + 8) // 64 + 1  # reject less than 1 draw in 256
        space = 1 << (64 * words)
        plan = _PLANS[n] = (total, words, space - space % total)
    return plan


def shuffle(rng: Rng, seq: MutableSequence[T]) -> None:
    """Shuffle ``seq`` in place, uniformly, advancing ``rng``."""
    n = len(seq)
    if n < 2:
        return
    total, words, limit = _plan(n)
    while True:
        x = 0
        for _ in range(words):
            x = (x << 64) | rng.next64()
        if x < limit:
            break
    k = x % total
    for i in range(n - 1, 0, -1):
        k, j = divmod(k, i + 1)
        seq[i], seq[j] = seq[j], seq[i]
