"""What made each cell of Duel's score pad ("Civilseger"): the lines a player reads on
opening a cell, whose points add up to it (``DuelState.scores``).

Rulebook: at the end of Age III each player counts the military track's zone the pawn
stands in, the points of its buildings (blue, green, yellow cards and the guilds, each
guild counting the cards of the city that has the most), its wonders, its progress
tokens, and 1 point per 3 coins. A tie goes to the most civilian (blue) points.
"""

from __future__ import annotations

from typing import Any

from .data import CARDS, COLORS, COUNT_NAMES, TOKENS, WONDERS
from .military import military_points

COUNTED = {v: k for k, v in COUNT_NAMES.items()}


def steps(n: int) -> str:
    return f"{n} step" if n == 1 else f"{n} steps"


def line(what: str, points: int) -> dict[str, Any]:
    return {"what": what, "points": points}


def _counted(k: int, n: int = 2) -> str:
    """What a guild counts, in words: "brown card(s)", "wonder(s)", "coins"."""
    name = COUNTED[k]
    if name == "coins":
        return "coins"
    word = "wonder" if name == "wonders" else f"{name} card"
    return word if n == 1 else word + "s"


def _guild_line(state: Any, card: Any) -> dict[str, Any]:
    """"Shipowners Guild: 1 per brown or grey card in the city with the most (3
    counted)"; "Moneylenders Guild: 1 per 3 coins in the city with the most (9)"."""
    spec, n, per = card.majority_points
    counts = [state._count(q, spec) for q in (0, 1)]
    most = max(counts)
    kinds = " or ".join(_counted(k, per) for k in spec)
    unit = f"{n} per {kinds}" if per == 1 else f"{n} per {per} {kinds}"
    return line(f"{card.name}: {unit} in the city with the most ({most} counted)",
                n * (most // per))


def score_lines(state: Any, p: int) -> dict[str, list[dict[str, Any]]]:
    """Per column of ``p``'s score pad (``DuelState.scores``), the lines that make it."""
    out: dict[str, list[dict[str, Any]]] = {
        "military": [], "buildings": [], "wonders": [], "progress": [], "treasury": []}
    military = military_points(state.pawn, p)
    towards = state.pawn if p == 0 else -state.pawn  # steps towards the opponent
    if military:
        out["military"].append(line(f"the pawn {steps(towards)} towards the opponent's "
                                    "capital", military))
    elif towards == 0:
        out["military"].append(line("the pawn stands in the middle: nobody scores", 0))
    else:
        out["military"].append(line(f"the pawn is {steps(-towards)} towards this city's "
                                    "capital: the opponent scores", 0))
    for c in state.cards[p]:
        card = CARDS[c]
        if card.points:
            out["buildings"].append(line(f"{card.name} ({COLORS[card.color]})", card.points))
        if card.majority_points is not None:
            out["buildings"].append(_guild_line(state, card))
    for w in state.wbuilt[p]:
        if WONDERS[w].points:
            out["wonders"].append(line(WONDERS[w].name, WONDERS[w].points))
    tokens = state.tokens[p]
    for t in tokens:
        token = TOKENS[t]
        pts = token.points + token.points_per_token * len(tokens)
        if pts:
            extra = (f" ({token.points_per_token} per token, {len(tokens)} held)"
                     if token.points_per_token else "")
            out["progress"].append(line(token.name + extra, pts))
    coins = state.coins[p]
    if coins >= 3:
        out["treasury"].append(line(f"{coins} coins ÷ 3", coins // 3))
    return out
