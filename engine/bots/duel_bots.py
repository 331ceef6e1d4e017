"""Duel policies: a hand-written evaluation, greedy one-step lookahead, and search.

Duel has no published rule-based bot. The evaluation (from the point of view of
player ``p``, minus the same for the opponent) counts the score pad now, the three
ways to win (rulebook "Seger": military supremacy, scientific supremacy, civilian
points) as threats, and production and coins while the game goes on:

* the score pad (buildings, wonders, progress tokens, treasury, military zone);
* military: each step of the conflict pawn towards the opponent's capital, more as it
  nears the capital (supremacy at the end of the track wins at once);
* science: distinct symbols (six distinct win at once), growing with each one;
* production and trading while cards remain to be bought.

Greedy applies each legal move to a determinized state (``engine.duel.determinize``)
and keeps the best evaluation. Search (``engine.bots.search.SearchBot``) plays the best
few greedy moves out a few plies with the greedy policy and averages the evaluation.
"""

from __future__ import annotations

import math
from typing import Any

from ..rng import Rng

WIN = 1000.0
SCIENCE_VALUE = (0.0, 0.0, 1.0, 2.5, 5.0, 10.0, 30.0, 30.0)
AGE_LEFT = {0: 1.0, 1: 1.0, 2: 0.6, 3: 0.25}
W_PROD = 2.5  # a unit of production, in Age I (scaled down in later Ages)
W_CHOICE = 3.0  # a one-of producer (Forum, Caravansery...)
W_COINS = 0.15
W_PAWN = 0.6


def _side(s: Any, p: int) -> float:
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


def greedy_scores(state: Any, p: int, legal: list[Any]) -> list[tuple[float, Any]]:
    out = []
    for m in legal:
        s = state.clone()
        s.apply(p, m)
        out.append((evaluate(s, p), m))
    return out


def greedy_on_state(state: Any, p: int, legal: list[Any] | None = None) -> Any:
    legal = legal if legal is not None else state.legal_actions(p)
    if len(legal) == 1:
        return legal[0]
    best_v, best_m = None, legal[0]
    for v, m in greedy_scores(state, p, legal):
        if best_v is None or v > best_v:
            best_v, best_m = v, m
    return best_m


def greedy_move(view: dict[str, Any], legal: list[Any], rng: Rng) -> Any:
    """The greedy bot's Duel move: best evaluation after the move, on a sample of the
    hidden cards."""
    from ..duel import determinize

    state = determinize(view, rng.next64() & 0x7FFFFFFFFFFFFFFF)
    return greedy_on_state(state, view["viewer"], legal)


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def search_move(bot: Any, view: dict[str, Any], legal: list[Any]) -> Any:
    """Determinized flat Monte-Carlo for Duel (see ``engine.bots.search``)."""
    from ..duel import determinize

    p = view["viewer"]
    seed = bot.rng.next64() & 0x7FFFFFFFFFFFFFFF
    base = determinize(view, seed)
    scored = sorted(greedy_scores(base, p, legal), key=lambda vm: -vm[0])
    if scored[0][0] >= WIN:
        return scored[0][1]
    cands = [m for _, m in scored[: bot.candidates]]
    if len(cands) == 1:
        return cands[0]
    top = scored[0][0]
    priors = [_sigmoid((v - top) / 4.0) for v, _ in scored[: len(cands)]]
    plies = max(1, bot.horizon) * 4

    def playout(i: int, move: Any) -> float:
        s = determinize(view, (seed + 1 + i) & 0x7FFFFFFFFFFFFFFF)
        s.apply(p, move)
        for _ in range(plies):
            if s.is_terminal():
                break
            q = s.current_players()[0]
            s.apply(q, greedy_on_state(s, q))
        return _sigmoid(evaluate(s, p) / 6.0)

    return bot._select(cands, priors, playout)
