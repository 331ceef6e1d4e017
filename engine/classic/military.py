"""Military conflicts (rulebook, "End of an age"): at the end of each age every city
compares its shields with each neighbour's. Victory: +1/+3/+5 in Ages I/II/III;
defeat: -1; a tie: no token.
"""

from __future__ import annotations

from typing import Any

MILITARY_VICTORY = {1: 1, 2: 3, 3: 5}


def conflict_token(age: int, mine: int, theirs: int) -> int:
    """The token a city with ``mine`` shields takes against ``theirs`` (0: a tie)."""
    if mine > theirs:
        return MILITARY_VICTORY[age]
    if mine < theirs:
        return -1
    return 0


def resolve_conflicts(cities: list, age: int) -> dict[str, Any]:
    """Give every city its tokens against both neighbours (left ``p + 1``, right
    ``p - 1``); the ``conflicts`` event: ``results`` as [player, neighbour, token]."""
    n = len(cities)
    shields = [c.shields for c in cities]
    results = []
    for p in range(n):
        for q in ((p + 1) % n, (p - 1) % n):
            token = conflict_token(age, shields[p], shields[q])
            if token:
                cities[p].conflict.append(token)
                results.append([p, q, token])
    return {"kind": "conflicts", "age": age, "phase": "military",
            "results": results, "shields": shields}


def standing(cities: list, p: int, age: int) -> dict[str, Any]:
    """``p``'s military standing: its shields and, against each neighbour, the
    neighbour's shields and the token the end of this age would give now."""
    n = len(cities)
    mine = cities[p].shields
    out: dict[str, Any] = {"shields": mine, "tokens": sum(cities[p].conflict)}
    for side, q in (("left", (p + 1) % n), ("right", (p - 1) % n)):
        theirs = cities[q].shields
        out[side] = {"player": q, "shields": theirs,
                     "token": conflict_token(age, mine, theirs) if age in MILITARY_VICTORY
                     else 0}
    return out
