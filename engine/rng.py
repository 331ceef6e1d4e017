"""A small seedable random generator whose whole state is one integer.

Following boardgame.io, randomness lives inside the game state: copying a state
copies its generator, and the same seed and moves give the same game bit for bit,
under CPython and under Pyodide alike (no dependence on ``random``'s internals).

The generator is SplitMix64 (Steele, Lea, Flood 2014), which passes BigCrush and
needs only 64-bit integer arithmetic.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from math import factorial
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_M1, _M2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
# the largest accepted draw for each small bound (rejection sampling), worked out once
_LIMITS = tuple(_MASK - (_MASK + 1) % n if n else 0 for n in range(256))
# (n!, 64-bit words to draw, rejection limit) for a one-draw shuffle of n items
_PLANS: dict[int, tuple[int, int, int]] = {}


def _plan(n: int) -> tuple[int, int, int]:
    """(n!, 64-bit words to draw, rejection limit) for shuffling n items in one draw."""
    plan = _PLANS.get(n)
    if plan is None:
        total = factorial(n)
        words = (total.bit_length() + 8) // 64 + 1  # reject less than 1 draw in 256
        space = 1 << (64 * words)
        plan = _PLANS[n] = (total, words, space - space % total)
    return plan


class Rng:
    """SplitMix64 generator. ``state`` is a plain int, safe to save and copy."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def next64(self) -> int:
        """Return the next 64-bit output and advance the state."""
        self.state = s = (self.state + _GAMMA) & _MASK
        z = ((s ^ (s >> 30)) * _M1) & _MASK
        z = ((z ^ (z >> 27)) * _M2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)`` (rejection sampling, no bias).

        ``next64`` is written out here: this is the generator's hot path (random
        bots, shuffles), and the draws are exactly those of ``next64``.
        """
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < 256 else _MASK - (_MASK + 1) % n
        s = self.state
        while True:
            s = (s + _GAMMA) & _MASK
            z = ((s ^ (s >> 30)) * _M1) & _MASK
            z = ((z ^ (z >> 27)) * _M2) & _MASK
            z ^= z >> 31
            if z <= limit:
                self.state = s
                return z % n

    def choice(self, seq: Sequence[T]) -> T:
        """Return a uniformly chosen element of a non-empty sequence (``below``
        written out: random bots draw every move with it)."""
        n = len(seq)
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < 256 else _MASK - (_MASK + 1) % n
        s = self.state
        while True:
            s = (s + _GAMMA) & _MASK
            z = ((s ^ (s >> 30)) * _M1) & _MASK
            z = ((z ^ (z >> 27)) * _M2) & _MASK
            z ^= z >> 31
            if z <= limit:
                self.state = s
                return seq[z % n]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Shuffle ``seq`` in place (Fisher-Yates), one ``below(i + 1)`` draw a swap.

        7 Wonders deals and determinizes with this form. Both forms are uniform but
        draw differently, so each game keeps its own: the same seed deals the same
        cards, and saves replay, only if a game's shuffles draw as they always have.
        """
        s = self.state  # (``below`` written out: the same draws, without a call each)
        for i in range(len(seq) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < 256 else _MASK - (_MASK + 1) % n
            while True:
                s = (s + _GAMMA) & _MASK
                z = ((s ^ (s >> 30)) * _M1) & _MASK
                z = ((z ^ (z >> 27)) * _M2) & _MASK
                z ^= z >> 31
                if z <= limit:
                    break
            j = z % n
            seq[i], seq[j] = seq[j], seq[i]
        self.state = s

    def shuffle_one_draw(self, seq: MutableSequence[T]) -> None:
        """Shuffle ``seq`` in place (Fisher-Yates), every swap read from one draw.

        One uniform integer ``k`` below ``n!`` replaces the ``n - 1`` draws of
        ``shuffle``: the mixed-radix digits of ``k`` (``k mod 2``, ``k // 2 mod 3``,
        ...) are independent and uniform, so each swap index is uniform, as in
        ``shuffle``. ``k`` comes from rejection sampling over whole 64-bit outputs of
        ``next64`` (no bias) with plain integer arithmetic, so CPython and Pyodide
        shuffle alike. Duel deals and determinizes with this form: its ~115 items a
        set-up shuffle about 5 times cheaper than with ``shuffle``.
        """
        n = len(seq)
        if n < 2:
            return
        total, words, limit = _plan(n)
        while True:
            x = 0
            for _ in range(words):
                x = (x << 64) | self.next64()
            if x < limit:
                break
        k = x % total
        for i in range(n - 1, 0, -1):
            k, j = divmod(k, i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def copy(self) -> Rng:
        return Rng(self.state)

    def split(self) -> Rng:
        """A new independent generator seeded from this one (advances this one)."""
        return Rng(self.next64())
