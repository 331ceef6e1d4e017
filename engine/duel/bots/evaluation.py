"""Duel's hand-written evaluation of a position, for the greedy bots (``engine.duel.bots``)
and the tree search without its learnt value (``engine.duel.bots.search``).

From the point of view of player ``p``, minus the same for the opponent, it counts the
score pad now, the three ways to win (rulebook "Seger": military supremacy, scientific
supremacy, civilian points) as threats, and production and coins while the game goes on:

* the score pad (buildings, wonders, progress tokens, treasury, military zone);
* military: each step of the conflict pawn towards the opponent's capital, more as it
  nears the capital (supremacy at the end of the track wins at once);
* science: distinct symbols (six distinct win at once), growing with each one;
* production and trading while cards remain to be bought.
"""

from __future__ import annotations

from typing import Any

WIN = 1000.0
SCIENCE_VALUE = (0.0, 0.0, 1.0, 2.5, 5.0, 10.0, 30.0, 30.0)
AGE_LEFT = {0: 1.0, 1: 1.0, 2: 0.6, 3: 0.25}
W_PROD = 2.5  # a unit of production, in Age I (scaled down in later Ages)
W_CHOICE = 3.0  # a one-of producer (Forum, Caravansery...)
W_COINS = 0.15
W_PAWN = 0.6


def _side(s: Any, p: int) -> float:
    """One city's part of the evaluation (module docstring), from its score pad up."""
    sc = s.scores()[p]
    v = float(sc["total"])
    d = s.pawn if p == 0 else -s.pawn
    if d > 0:
        v += W_PAWN * d + (2.5 * (d - 5) if d > 5 else 0.0)
    distinct = sum(1 for x in s.sci[p] if x > 0)
    v += SCIENCE_VALUE[min(distinct, 7)]
    r = AGE_LEFT.get(s.age, 0.25)
    v += r * (W_PROD * sum(s.prod[p]) + W_CHOICE * (s.nraw[p] + s.ngoods[p]))
    v += r * W_COINS * min(s.coins[p], 15)
    return v


def evaluate(s: Any, p: int) -> float:
    """``p``'s evaluation minus the opponent's; a finished game is +-WIN."""
    if s.is_terminal():
        ret = s.returns()[p]
        return WIN * (2.0 * ret - 1.0)
    return _side(s, p) - _side(s, 1 - p)
