"""What a payment buys and why a cost cannot be paid, in words a player reads.

Rulebook, "Commerce": a player may buy from each neighbour what its board, brown and
grey cards make (an either/or card sells one of its resources), 2 coins a resource or 1
with a trading post or the Marketplace, with the coins owned at the start of the turn.
A payment move only says how many coins go to each neighbour (``left``, ``right``);
``breakdown`` finds which resources those coins buy from whom (``own_used``: what the
city makes itself; ``discount_source``: the card behind a price of 1), and
``short_reason`` / ``coins_reason`` say which resource or how many coins are missing.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from ..words import say
from .data import ALL_CARDS as CARDS
from .resources import RESOURCE_NAMES, Counts, Production, pack, unpack

SIDES = ("left", "right")
RAW_NAMES = frozenset(RESOURCE_NAMES[:4])  # wood, stone, ore, clay


def supplies(prod: Production, counts: Counts) -> bool:
    """Whether ``prod`` makes ``counts`` at once (each either/or card gives one unit)."""
    rest = [max(0, c - f) for c, f in zip(counts, prod.fixed)]
    return _cover(rest, prod.choices, 0)


def _cover(rest: list[int], choices: tuple[tuple[int, ...], ...], i: int) -> bool:
    if not any(rest):
        return True
    if sum(rest) > len(choices) - i:
        return False
    for r in choices[i]:
        if rest[r]:
            rest[r] -= 1
            ok = _cover(rest, choices, i + 1)
            rest[r] += 1
            if ok:
                return True
    return _cover(rest, choices, i + 1)


def most_of(prod: Production, r: int) -> int:
    """The most of resource ``r`` ``prod`` can make (every either/or card used for it)."""
    return prod.fixed[r] + sum(1 for c in prod.choices if r in c)


def breakdown(cost: Counts, own: Production, sellers: tuple[Production, Production],
              prices: tuple[tuple[int, ...], tuple[int, ...]],
              left: int, right: int, dock: tuple[int, int] = (0, 0)) -> list[dict[str, Any]]:
    """The purchases behind a payment of ``left``/``right`` coins for ``cost``: one entry
    per (side, resource) with ``count`` units at ``price`` each; ``[]`` when the city
    makes it all (or no split of the purchases gives exactly those coins). ``dock``:
    the Clandestine Docks' coins off the first purchase from each side."""
    if not left and not right:
        return []
    for residual in own.residuals(_need(cost, own)):
        need = unpack(residual)
        wanted = [r for r in range(7) if need[r]]
        for split in product(*(range(need[r] + 1) for r in wanted)):
            from_left = [0] * 7
            from_right = [0] * 7
            for r, k in zip(wanted, split):
                from_left[r], from_right[r] = k, need[r] - k
            coins = [sum(c * p for c, p in zip(side, pr))
                     for side, pr in zip((from_left, from_right), prices)]
            coins = [c - min(c, d) for c, d in zip(coins, dock)]
            if coins == [left, right] and all(
                    supplies(s, tuple(c)) for s, c in zip(sellers, (from_left, from_right))):
                return [{"side": side, "resource": RESOURCE_NAMES[r], "count": c[r],
                         "price": pr[r]}
                        for side, c, pr in zip(SIDES, (from_left, from_right), prices)
                        for r in range(7) if c[r]]
    return []


def _need(cost: Counts, own: Production) -> int:
    """What the fixed production leaves of ``cost`` (packed)."""
    return pack(tuple(max(0, c - f) for c, f in zip(cost, own.fixed)))


def short_why(cost: Counts, own: Production,
              sellers: tuple[Production, Production]) -> dict[str, Any]:
    """Why ``cost`` cannot be had at any price, as data: the first resource the city
    and its neighbours do not make enough of (``{"kind": "resource", "resource",
    "need", "make", "sold"}``), else ``{"kind": "together"}`` (enough of each, never
    all at once: each either/or card gives one unit)."""
    for r, need in enumerate(cost):
        mine = most_of(own, r)
        sold = sum(most_of(s, r) for s in sellers)
        if need > mine + sold:
            return {"kind": "resource", "resource": RESOURCE_NAMES[r], "need": need,
                    "make": mine, "sold": sold}
    return {"kind": "together"}


def short_reason(cost: Counts, own: Production,
                 sellers: tuple[Production, Production], who: str = "you") -> str:
    """``short_why`` in words ("needs 2 ore: you make 1, neighbours sell none";
    ``who`` is the city: "you", or "the Free City" for the city its holder plays)."""
    why = short_why(cost, own, sellers)
    if why["kind"] == "resource":
        args = {"n": why["need"], "resource": why["resource"], "make": why["make"]}
        if why["sold"]:
            return (say("needs {n} {resource}: you make {make}, neighbours sell {sold}",
                        sold=why["sold"], **args) if who == "you" else
                    say("needs {n} {resource}: {city} makes {make}, neighbours sell {sold}",
                        city=who, sold=why["sold"], **args))
        return (say("needs {n} {resource}: you make {make}, neighbours sell none", **args)
                if who == "you" else
                say("needs {n} {resource}: {city} makes {make}, neighbours sell none",
                    city=who, **args))
    if who == "you":
        return say("your city and your neighbours cannot make all of it at once")
    return say("{city} and its neighbours cannot make all of it at once", city=who)


def coins_reason(cheapest: int, coins: int, who: str = "you") -> str:
    """Why the cheapest way to pay is out of reach ("not enough coins: costs 3, you
    have 2"; "the Free City has 2")."""
    if who == "you":
        return say("not enough coins: costs {cost}, you have {coins}",
                   cost=cheapest, coins=coins)
    return say("not enough coins: costs {cost}, {city} has {coins}",
               city=who, cost=cheapest, coins=coins)


def own_used(cost: Counts, bought: list[dict[str, Any]]) -> dict[str, int]:
    """What the city makes itself of ``cost`` for one payment: the cost less the units
    ``breakdown`` says it buys (by resource name)."""
    out = {}
    for r, need in enumerate(cost):
        name = RESOURCE_NAMES[r]
        mine = need - sum(b["count"] for b in bought if b["resource"] == name)
        if mine > 0:
            out[name] = mine
    return out


def discount_source(city: Any, side: str, resource: int) -> str:
    """What lets ``city`` buy ``resource`` from its ``side`` neighbour at 1 coin
    (rulebook, "Commerce": East/West Trading Post for raw materials, the Marketplace
    for manufactured goods; a wonder stage with the same effect names its wonder):
    a card's name, "Olympia, stage 1", or "" when the city pays the standard 2."""
    raw = RESOURCE_NAMES[resource] in RAW_NAMES
    for cid in city.cards:
        if _discounts(CARDS[cid].effects, side, raw):
            return CARDS[cid].name
    for i, stage in enumerate(city.wonder.stages[:city.stages]):
        if _discounts(stage.effects, side, raw):
            return say("{wonder}, stage {n}", wonder=city.wonder.name, n=i + 1)
    return ""


def _discounts(effects: tuple, side: str, raw: bool) -> bool:
    return any(e.discounts(side, raw) for e in effects)
