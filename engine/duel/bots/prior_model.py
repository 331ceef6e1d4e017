"""Duel's learnt PUCT prior: the fixed prior (``engine.duel.bots.policies.priors``) reweighed
by a few learnt factors, fitted to a stronger player's choices.

The tree search's fixed prior gives each available card an equal share, split
4 : 3 : 1 between building it, its wonder moves and discarding it. This model keeps that
as its base and multiplies each move's share by ``exp`` of a sum of weights, then
normalises (a softmax whose logits start at the fixed prior's logarithm, so that zero
weights give the fixed prior):

* building card ``c``: the card's own weight (a card belongs to one Age);
* discarding card ``c`` (rulebook "Défausser"): that card's discard weight (a discard
  also keeps the card from the opponent);
* building wonder ``w`` with card ``c`` (rulebook "Construire une merveille"): the
  wonder's weight in this Age plus ``c``'s discard weight (the card tucked under it is
  kept from the opponent as a discard is);
* a green card whose symbol the player lacks (a step towards scientific supremacy,
  rulebook "Seger"), and one whose symbol the player has once (a pair: a progress
  token), a weight each an Age.

The weights are fitted to the root visit shares of a stronger search
(``python -m engine.cli.train_teacher``), which writes ``engine/duel/bots/prior_weights.py``.
``features`` names the weights a move switches on (for the fit); ``learnt_priors`` is
the same model through tables of the weights' exponentials (for the search: a table
look-up a move on top of the fixed prior).
"""

from __future__ import annotations

import math
from typing import Any

from .. import moves as M
from ..data import CARDS, WONDERS
from .policies import priors

#: the layout of the weights: bump it with any change to ``features``
LAYOUT = 1
NC = len(CARDS)
NW = len(WONDERS)
BUILD0 = 0
DISCARD0 = NC
WONDER0 = 2 * NC  # + (age - 1) * NW + w
NEWSYM0 = WONDER0 + 3 * NW  # + age - 1
PAIR0 = NEWSYM0 + 3  # + age - 1
SIZE = PAIR0 + 3
SCIENCE = tuple(c.science for c in CARDS)


def names() -> list[str]:
    """Each weight's name, in order (for the weights' module)."""
    out = [f"build {c.name}" for c in CARDS] + [f"discard {c.name}" for c in CARDS]
    out += [f"Age {a} wonder {w.name}" for a in (1, 2, 3) for w in WONDERS]
    out += [f"Age {a} new symbol" for a in (1, 2, 3)] + [f"Age {a} pair" for a in (1, 2, 3)]
    return out


def _age(s: Any) -> int:
    return min(max(s.age, 1), 3)


def features(s: Any, q: int, m: M.Move) -> list[int]:
    """The weights move ``m`` of player ``q`` switches on at ``s`` (module docstring)."""
    kind = m.kind
    if kind == M.BUILD:
        out = [BUILD0 + m.a]
        sym = SCIENCE[m.a]
        if sym >= 0:
            have = s.sci[q][sym]
            if not have:
                out.append(NEWSYM0 + _age(s) - 1)
            elif have == 1:
                out.append(PAIR0 + _age(s) - 1)
        return out
    if kind == M.DISCARD:
        return [DISCARD0 + m.a]
    if kind == M.WONDER:
        return [WONDER0 + (_age(s) - 1) * NW + m.a, DISCARD0 + m.b]
    return []


def logits(s: Any, q: int, legal: list[M.Move], weights: tuple[float, ...]) -> list[float]:
    """Each move's logit: the fixed prior's logarithm plus its weights (for the fit)."""
    return [math.log(p) + sum(weights[i] for i in features(s, q, m))
            for m, p in zip(legal, priors(legal))]


def softmax(z: list[float]) -> list[float]:
    top = max(z)
    e = [math.exp(x - top) for x in z]
    total = sum(e)
    return [x / total for x in e]


Tables = tuple[tuple[float, ...], tuple[float, ...], tuple[tuple[float, ...], ...],
               tuple[float, ...], tuple[float, ...]]


def tables(weights: tuple[float, ...]) -> Tables:
    """The weights' exponentials arranged for ``learnt_priors``."""
    if len(weights) != SIZE:
        raise ValueError(f"Duel's prior weights have {len(weights)} values, the model "
                         f"{SIZE}: run python -m engine.cli.train_teacher")
    e = [math.exp(w) for w in weights]
    return (tuple(e[BUILD0:BUILD0 + NC]), tuple(e[DISCARD0:DISCARD0 + NC]),
            tuple(tuple(e[WONDER0 + a * NW:WONDER0 + (a + 1) * NW]) for a in range(3)),
            tuple(e[NEWSYM0:NEWSYM0 + 3]), tuple(e[PAIR0:PAIR0 + 3]))


def learnt_priors(s: Any, q: int, legal: list[M.Move], t: Tables) -> list[float]:
    """PUCT's prior of each of ``legal`` for ``q`` at ``s`` under the model's tables
    ``t`` (``tables``): ``softmax(logits(...))`` without a logarithm or an exponential.
    Outside the play phase: the fixed prior."""
    base = priors(legal)
    if not legal or legal[0].kind not in (M.BUILD, M.DISCARD):
        return base
    build, discard, wonder, newsym, pair = t
    age = min(max(s.age, 1), 3) - 1
    wonder = wonder[age]
    sci = s.sci[q]
    out = []
    total = 0.0
    BUILD, DISCARD = M.BUILD, M.DISCARD
    for m, p in zip(legal, base):
        kind = m.kind
        if kind == BUILD:
            c = m.a
            p *= build[c]
            sym = SCIENCE[c]
            if sym >= 0:
                have = sci[sym]
                if not have:
                    p *= newsym[age]
                elif have == 1:
                    p *= pair[age]
        elif kind == DISCARD:
            p *= discard[m.a]
        else:
            p *= wonder[m.a] * discard[m.b]
        out.append(p)
        total += p
    return [p / total for p in out]


def shipped() -> Tables:
    """The tables of the weights shipped with the engine (``prior_weights``)."""
    from .prior_weights import LAYOUT as learnt
    from .prior_weights import WEIGHTS

    if learnt != LAYOUT:
        raise ValueError(f"Duel's prior weights are of layout {learnt}, the model of "
                         f"layout {LAYOUT}: run python -m engine.cli.train_teacher")
    return tables(WEIGHTS)
