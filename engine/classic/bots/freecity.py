"""The bots' choices for the Free City (2 players, ``engine.classic.freecity``).

The holder of the Free City card plays the Free City's move for its own good: the
Free City cannot win, so a move is worth what it changes between the holder and the
other player. ``controller_scores`` values each move (one per card and kind, at the
payment that sends the holder most coins and the other player least) by the
evaluation's margin of the holder over the other after it, the coins the Free City
pays its neighbours included. rbAI, a rule list for one city, plays the Free City as a
city of its own (``acting``).
"""

from __future__ import annotations

from typing import Any

from ..city import City
from ..freecity import FREE_CITY
from .evaluation import card_of, evaluate, play_on_city


def acting(p: int, legal: list[Any]) -> int:
    """The city whose moves ``legal`` are: the Free City's, or ``p``'s own."""
    return FREE_CITY if legal and getattr(legal[0], "free_city", False) else p


def _gain(p: int, m: Any) -> int:
    """Coins a Free City move pays player ``p`` (its left neighbour is player 0)."""
    return m.left if p == (FREE_CITY + 1) % 3 else m.right


def _after(cities: list[City], m: Any, age: int) -> list[City]:
    """The cities after the Free City plays ``m``, its neighbours paid."""
    if m.kind == "pass":
        return cities
    out = play_on_city(cities, FREE_CITY, m, card_of(m, age), age)
    for q, coins in ((0, _gain(0, m)), (1, _gain(1, m))):
        if coins:
            out[q] = out[q].clone()
            out[q].coins += coins
    return out


def controller_scores(cities: list[City], p: int, age: int, turn: int,
                      legal: list[Any]) -> list[tuple[float, Any]]:
    """(value, move) for the Free City's moves made by ``p``: ``p``'s evaluation minus
    the other player's after the move."""
    other = 1 - p
    best: dict[tuple[str, str], Any] = {}
    for m in legal:
        key = (m.kind, m.card)
        cur = best.get(key)
        if cur is None or (_gain(p, m) - _gain(other, m), -m.left - m.right) > (
                _gain(p, cur) - _gain(other, cur), -cur.left - cur.right):
            best[key] = m
    out = []
    for m in best.values():
        after = _after(cities, m, age)
        out.append((evaluate(after, p, age, turn) - evaluate(after, other, age, turn), m))
    return out
