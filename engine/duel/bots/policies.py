"""Duel's playout policy and the tree search's prior: which moves a player makes.

The playout (``sampled``) draws a move at random over the legal moves, a build weighing
4, a wonder 3 and a discard 1 (``KIND_WEIGHT``), without listing the legal moves; with
``decisive`` it first takes a move that wins at once (``winning``, rulebook "Seger") and
then the card that would win at once for the opponent. The tree search's prior
(``priors``, PUCT) spreads the same kinds over the cards: each available card an equal
share, split between building it, its wonder moves and discarding it by the same
weights. ``engine.duel.bots.search`` uses both; ``engine.cli.train_value`` plays the games
its value is learnt from with ``sampled``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import moves as M
from ..data import CARDS, RED, WONDERS
from ..military import CAPITAL
from ..phases import MAX_BUILT
from ..pricing import CHAIN_FROM, WONDER_KEY, costs, work_out
from ..science import SUPREMACY

#: a playout's weight of a move by kind: building (a card or a wonder) is what a game is
#: made of; discarding for coins, the fallback
KIND_WEIGHT = {M.BUILD: 4, M.WONDER: 3, M.DISCARD: 1}
W_BUILD, W_WONDER, W_DISCARD = KIND_WEIGHT[M.BUILD], KIND_WEIGHT[M.WONDER], KIND_WEIGHT[M.DISCARD]
BUILD_A, DISCARD_A, WONDER_A = M.BUILD_A, M.DISCARD_A, M.WONDER_A
#: the most shields one move gives (a card's, before Strategy; a wonder's is fewer)
MOST_SHIELDS = max(c.shields for c in CARDS)


def sampled(s: Any, q: int, below: Callable[[int], int], decisive: int = 0) -> M.Move:
    """A move of the weighted playout policy (``KIND_WEIGHT`` over the legal moves)
    drawn without listing the legal moves: each available card weighs what its
    moves weigh (build if affordable, discard, a wonder per affordable wonder), one
    draw picks a card and its move: the same distribution as weighing the list.
    ``decisive`` 1: a move that wins at once (``winning``) is taken first; 2: then,
    if the opponent could win at once with an available card, the player takes it
    (builds it, else tucks it under a wonder, else discards it): "decisive and
    anti-decisive moves" (Teytaud and Teytaud, IEEE CIG 2010)."""
    coins = s.coins[q]
    cache = s._cc[q] or costs(s, q)
    get = cache.get
    wonders = []
    if s.nbuilt < MAX_BUILT:
        for w in s.wleft[q]:
            hit = get(WONDER_KEY + w) or work_out(s, q, WONDER_KEY + w, cache)
            if hit[0] <= coins:
                wonders.append(w)
    if decisive:
        win = winning(s, q, wonders, cache)
        if win is not None:
            return win
        if decisive == 2:
            o = 1 - q
            threat = winning(s, o, [], None)
            if threat is not None:
                c = threat.a
                cf = CHAIN_FROM[c]
                if ((cf >= 0 and s.chains[q] >> cf & 1)
                        or (get(c) or work_out(s, q, c, cache))[0] <= coins):
                    return BUILD_A[c]
                return WONDER_A[wonders[0]][c] if wonders else DISCARD_A[c]
    wb, ww, wd = W_BUILD, W_WONDER, W_DISCARD
    rest = wd + ww * len(wonders)
    slots = s.slots
    chains = s.chains[q]
    cards = []
    can = []
    total = 0
    for t in s.avail:
        c = slots[t]
        cards.append(c)
        cf = CHAIN_FROM[c]
        if ((cf >= 0 and chains >> cf & 1)
                or (get(c) or work_out(s, q, c, cache))[0] <= coins):
            can.append(True)
            total += rest + wb
        else:
            can.append(False)
            total += rest
    r = below(total)
    for c, ok in zip(cards, can):
        if ok:
            if r < wb:
                return BUILD_A[c]
            r -= wb
        if r < rest:
            break
        r -= rest
    if r < wd:
        return DISCARD_A[c]
    return WONDER_A[wonders[(r - wd) // ww]][c]


def priors(legal: list[M.Move]) -> list[float]:
    """PUCT's prior of each of ``legal`` (module docstring): in the play phase each
    card an equal share, split ``W_BUILD`` : ``W_WONDER`` : ``W_DISCARD`` between
    building it, its wonder moves together and discarding it (among those it has);
    other phases' moves alike."""
    n = len(legal)
    if not n or legal[0].kind not in (M.BUILD, M.DISCARD):
        return [1.0 / n] * n
    per: dict[int, list[int]] = {}
    for m in legal:
        kind = m.kind
        c = m.b if kind == M.WONDER else m.a
        e = per.get(c)
        if e is None:
            e = per[c] = [0, 0]
        if kind == M.BUILD:
            e[0] = 1
        elif kind == M.WONDER:
            e[1] += 1
    cards = len(per)
    out = []
    for m in legal:
        kind = m.kind
        b, w = per[m.b if kind == M.WONDER else m.a]
        share = (W_BUILD * b + (W_WONDER if w else 0) + W_DISCARD) * cards
        if kind == M.WONDER:
            out.append(W_WONDER / w / share)
        else:
            out.append((W_BUILD if kind == M.BUILD else W_DISCARD) / share)
    return out


def winning(s: Any, q: int, wonders: list[int],
            cache: dict[int, Any] | None) -> M.Move | None:
    """A move that wins at once for ``q`` (rulebook "Seger"): a green card whose
    symbol is a sixth different one (scientific supremacy), or a red card (with
    Strategy's extra shield) or wonder whose shields reach the opponent's capital
    (military supremacy); ``wonders``: the wonders ``q`` can pay for now; ``cache``:
    ``q``'s cost table (``None``: looked up only if a card could win)."""
    sci = s.sci[q]
    science = len(sci) - sci.count(0) >= SUPREMACY - 1  # distinct symbols
    need = CAPITAL - (s.pawn if q == 0 else -s.pawn)
    military = need <= MOST_SHIELDS + s.red_bonus[q]
    if not science and not military:
        return None
    coins = s.coins[q]
    chains = s.chains[q]
    slots = s.slots
    for t in s.avail:
        c = slots[t]
        card = CARDS[c]
        if science and card.science >= 0 and not sci[card.science]:
            pass
        elif military and card.shields and card.shields + (
                s.red_bonus[q] if card.color == RED else 0) >= need:
            pass
        else:
            continue
        cf = CHAIN_FROM[c]
        if cf >= 0 and chains >> cf & 1:
            return BUILD_A[c]
        if cache is None:
            cache = s._cc[q] or costs(s, q)
        if (cache.get(c) or work_out(s, q, c, cache))[0] <= coins:
            return BUILD_A[c]
    if military and s.avail:
        for w in wonders:
            if WONDERS[w].shields >= need:
                return WONDER_A[w][slots[s.avail[0]]]
    return None
