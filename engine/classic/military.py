"""Military conflicts (rulebook, "End of an age"): at the end of each age every city
compares its shields with each neighbour's. Victory: +1/+3/+5 in Ages I/II/III;
defeat: -1; a tie: no token.

Cities (rulebook 003, "Diplomácia"): a city holding a diplomacy token sits out the
next conflict and spends one token ("el KELL dobnia"), even with the strongest army;
it takes no token. "A játékos két szomszédja egymás szomszédjává válik": for that
conflict its neighbours are each other's, so each city fights the nearest city on
each side that does not sit out. Several neighbours sitting out side by side are all
skipped. "Ha a konfliktusok feloldására csak két játékos marad, csak egymással mérik
össze erejüket és csak egy jelzőt vesznek magukhoz": two cities left fight once, one
token each. The Free City of a 2-player game holding a token sits out the same way
(the book's 2-player clarification).

Teams (``teams``, "Csapatok közti konfliktusok feloldása"): teammates never fight;
each player fights its neighbour of the other team, and the tokens are doubled (two
+1/+3/+5, two -1). "A csapatok diplomáciája": a token holder still fights, but the
holder and its opponent take one token each instead of two; a token never affects
the holder's teammate.
"""

from __future__ import annotations

from typing import Any

from .teams import team_of

MILITARY_VICTORY = {1: 1, 2: 3, 3: 5}
SIDES = ("left", "right")
TEAM_TOKENS = 2  # teams: a battle's tokens are doubled


def conflict_token(age: int, mine: int, theirs: int) -> int:
    """The token a city with ``mine`` shields takes against ``theirs`` (0: a tie)."""
    if mine > theirs:
        return MILITARY_VICTORY[age]
    if mine < theirs:
        return -1
    return 0


def _nearest(cities: list, p: int, step: int) -> int:
    """The nearest city from ``p`` going ``step`` (+1 left, -1 right) that fights this
    conflict (holds no diplomacy token); ``p`` itself when there is none."""
    n = len(cities)
    q = (p + step) % n
    while q != p and cities[q].diplomacy:
        q = (q + step) % n
    return q


def opponents(cities: list, p: int, teams: bool = False) -> list[tuple[str, int, int]]:
    """Whom ``p`` fights at the end of this age: (side, opponent, tokens each side
    takes), left first (see the module docstring). None when ``p`` sits out; one
    opponent when only two cities fight, on the side where it sits next to ``p``."""
    n = len(cities)
    if teams:
        side, q = ("left", (p + 1) % n) if team_of((p + 1) % n) != team_of(p) else (
            "right", (p - 1) % n)
        spent = cities[p].diplomacy or cities[q].diplomacy
        return [(side, q, 1 if spent else TEAM_TOKENS)]
    if cities[p].diplomacy:
        return []
    left, right = _nearest(cities, p, 1), _nearest(cities, p, -1)
    if left == p:
        return []
    if left == right:
        side = "right" if right == (p - 1) % n and left != (p + 1) % n else "left"
        return [(side, left, 1)]
    return [("left", left, 1), ("right", right, 1)]


def resolve_conflicts(cities: list, age: int, teams: bool = False) -> dict[str, Any]:
    """Give every city its tokens against its opponents (``opponents``), then spend
    one diplomacy token of every city holding one. The ``conflicts`` event:
    ``results`` as [player, opponent, token], one entry a token taken; with a token
    spent, ``diplomacy``: the cities that spent one."""
    shields = [c.shields for c in cities]
    results: list[list[int]] = []
    n = len(cities)
    if not teams and n >= 3 and not any([c.diplomacy for c in cities]):
        # the usual conflicts: each city against both neighbours, one token a battle
        # (``opponents``' answer when nobody sits out, written out)
        victory = MILITARY_VICTORY[age]
        for p in range(n):
            mine = shields[p]
            tokens = cities[p].conflict
            for q in ((p + 1) % n, (p - 1) % n):
                if mine != shields[q]:
                    token = victory if mine > shields[q] else -1
                    tokens.append(token)
                    results.append([p, q, token])
        return {"kind": "conflicts", "age": age, "phase": "military", "results": results,
                "shields": shields}
    fights = [opponents(cities, p, teams) for p in range(n)]
    for p, mine in enumerate(fights):
        for _side, q, count in mine:
            token = conflict_token(age, shields[p], shields[q])
            if token:
                cities[p].conflict += [token] * count
                results += [[p, q, token]] * count
    event: dict[str, Any] = {"kind": "conflicts", "age": age, "phase": "military",
                             "results": results, "shields": shields}
    spent = [p for p, c in enumerate(cities) if c.diplomacy]
    for p in spent:
        cities[p].diplomacy -= 1
    if spent:
        event["diplomacy"] = spent
    return event


def standing(cities: list, p: int, age: int, teams: bool = False) -> dict[str, Any]:
    """``p``'s military standing: its shields and, against each city it will fight at
    the end of this age (``opponents``), by side, that city's shields, the token the
    conflict would give now and how many (``count``); a side it does not fight is
    ``None``. ``sits_out``: ``p`` spends a diplomacy token and fights nobody."""
    mine = cities[p].shields
    out: dict[str, Any] = {"shields": mine, "tokens": sum(cities[p].conflict),
                           "left": None, "right": None}
    for side, q, count in opponents(cities, p, teams):
        theirs = cities[q].shields
        out[side] = {"player": q, "shields": theirs, "count": count,
                     "token": conflict_token(age, mine, theirs) if age in MILITARY_VICTORY
                     else 0}
    out["sits_out"] = bool(cities[p].diplomacy) and not teams
    return out
