"""Duel's learned value: player 0's chance to win a position, for the tree search's
playouts cut short (``engine.duel.bots.search``).

A logistic model over a few facts of the two cities, each counted as player 0's minus
player 1's, with one set of weights an Age (rulebook "Seger": the three ways to win
weigh differently as the game goes on) and a second set scaled by the share of the
Age's cards still in the structure:

* the score pad now (buildings, wonders, progress tokens, treasury, military zone);
* the conflict pawn, and its nearness to a capital (military supremacy);
* distinct science symbols, and having four or five of the six (scientific supremacy);
* production, one-of producers, fixed trading prices, coins;
* wonders built and still buildable, cards, chains, progress tokens;
* whose move it is.

The weights are learnt from games played by the playouts' own policy (so the model
estimates what a playout to the end would return, without its noise): ``python -m
engine.cli.train_value`` writes ``engine/duel/bots/value_weights.py`` (its ``VERSION``
names the features' layout; the module refuses weights of another).
"""

from __future__ import annotations

import math
from operator import mul
from typing import Any

from ..city import count
from ..data import CARDS, WONDERS
from ..military import military_points
from ..phases import MAX_BUILT, OVER
from ..science import SUPREMACY, progress_points

#: the layout of ``features``: bump it with any change to them (the weights say which
#: layout they were learnt on)
LAYOUT = 1
NAMES = (
    "mover", "points", "coins", "pawn", "pawn3", "pawn6", "symbols", "symbols4",
    "symbols5", "production", "one_of", "trading", "wonders_built", "wonders_left",
    "cards", "chains", "tokens",
)
#: features an Age: each fact, then each fact times the share of the Age left
WIDTH = 2 * len(NAMES)
CARD_POINTS = tuple(c.points for c in CARDS)
MAJORITY = tuple(c.majority_points for c in CARDS)
WONDER_POINTS = tuple(w.points for w in WONDERS)
AGE_CARDS = 20


def _points(s: Any, p: int) -> int:
    """``p``'s score pad total now (``ending.scores``, without its dicts)."""
    total = 0
    for c in s.cards[p]:
        total += CARD_POINTS[c]
        maj = MAJORITY[c]
        if maj is not None:
            spec, n, per = maj
            total += n * (max(count(s, 0, spec), count(s, 1, spec)) // per)
    for w in s.wbuilt[p]:
        total += WONDER_POINTS[w]
    return (total + s.coins[p] // 3 + military_points(s.pawn, p)
            + progress_points(s.tokens[p]))


def _side(s: Any, p: int) -> list[float]:
    """The facts of ``NAMES`` (from "points" on) for one city."""
    sci = s.sci[p]
    symbols = len(sci) - sci.count(0)
    return [
        float(_points(s, p)),
        float(s.coins[p]),
        0.0, 0.0, 0.0,  # the pawn's, filled by ``features``
        float(symbols),
        float(symbols >= SUPREMACY - 2),
        float(symbols >= SUPREMACY - 1),
        float(sum(s.prod[p])),
        float(s.nraw[p] + s.ngoods[p]),
        float(bin(s.trade[p]).count("1")),
        float(len(s.wbuilt[p])),
        float(len(s.wleft[p]) if s.nbuilt < MAX_BUILT else 0),
        float(len(s.cards[p])),
        float(bin(s.chains[p]).count("1")),
        float(len(s.tokens[p])),
    ]


def features(s: Any) -> tuple[int, list[float]]:
    """The position's Age (1-3) and its ``WIDTH`` features, player 0's side minus
    player 1's (module docstring)."""
    a, b = _side(s, 0), _side(s, 1)
    pawn = s.pawn
    base = [1.0 if s.player == 0 else -1.0]
    base += [x - y for x, y in zip(a, b)]
    base[3] = float(pawn)
    base[4] = float(pawn >= 3) - float(pawn <= -3)
    base[5] = float(pawn >= 6) - float(pawn <= -6)
    left = min(s.remaining, AGE_CARDS) / AGE_CARDS
    age = min(max(s.age, 1), 3)
    return age, base + [x * left for x in base]


Weights = dict[int, tuple[float, ...]]


def checked(layout: int, weights: Weights) -> Weights:
    """``weights`` if they were learnt on this module's features (``LAYOUT``) and have
    one bias and ``WIDTH`` weights for each Age; else a ``ValueError`` that says to
    learn them again."""
    if layout != LAYOUT or sorted(weights) != [1, 2, 3] or any(
            len(w) != 1 + WIDTH for w in weights.values()):
        raise ValueError(f"Duel's value weights are of layout {layout}, the features of "
                         f"layout {LAYOUT}: run python -m engine.cli.train_value")
    return weights


def shipped() -> Weights:
    """The weights shipped with the engine (``value_weights``), checked."""
    from .value_weights import LAYOUT as learnt
    from .value_weights import WEIGHTS

    return checked(learnt, WEIGHTS)


def value(s: Any, weights: Weights) -> float:
    """Player 0's chance to win ``s`` (a finished game: 1, 1/2 or 0)."""
    if s.phase == OVER:
        if s.winner is None:
            return 0.5
        return 1.0 if s.winner == 0 else 0.0
    age, x = features(s)
    w = weights[age]
    z = w[0] + sum(map(mul, w[1:], x))  # (the products summed in the same order)
    if z < -30.0:
        return 0.0
    if z > 30.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-z))
