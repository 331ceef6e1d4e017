"""Progress at a glance for one Duel city: its way to each supremacy, as plain data.

Science ("Vetenskap & utveckling"): a pair of identical symbols takes a progress token
from the board at once, six different symbols win at once; ``science.next`` says what
one more of each symbol would bring about (``science.after_symbol``: ``"pair"``,
``"supremacy"`` or ``None``). Military ("Militär övermakt"): the pawn reaching a
capital wins at once; ``military`` counts the shields the city still needs to reach
its opponent's capital (``to_win``) and those its opponent needs to reach its own
(``to_lose``), from ``military.track``.

The prices at the bank (``prices``) and the points so far (``scores``) are already in
the view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import SCIENCE
from .military import military_points, track
from .science import PAIR, SUPREMACY, SUPREMACY_WIN, after_symbol, distinct

if TYPE_CHECKING:
    from .state import DuelState

OUTCOMES = {PAIR: "pair", SUPREMACY_WIN: "supremacy"}


def science_glance(st: DuelState, p: int) -> dict[str, Any]:
    """``p``'s symbols: how many different, how many more to supremacy, the pairs made
    and what one more of each symbol would bring about."""
    symbols = st.sci[p]
    nxt = {}
    for s, name in enumerate(SCIENCE):
        more = [n + (k == s) for k, n in enumerate(symbols)]
        nxt[name] = OUTCOMES.get(after_symbol(more, s))
    have = distinct(symbols)
    return {"distinct": have, "to_supremacy": max(0, SUPREMACY - have),
            "pairs": [SCIENCE[s] for s, n in enumerate(symbols) if n >= 2],
            "next": nxt, "tokens_left": len(st.board_tokens)}


def military_glance(st: DuelState, p: int) -> dict[str, Any]:
    """The shields ``p`` needs to win by military supremacy, those its opponent needs,
    and the military points ``p`` would score if the game ended now."""
    steps = track(st.pawn, st.loot)["to_supremacy"]
    return {"to_win": steps[p], "to_lose": steps[1 - p],
            "points": military_points(st.pawn, p)}


def glance(st: DuelState, p: int) -> dict[str, Any]:
    """City ``p`` at a glance: ``science`` and ``military`` (the module docstring)."""
    return {"science": science_glance(st, p), "military": military_glance(st, p)}
