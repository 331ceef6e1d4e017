"""Costs and trading ("Kortkostnad", "Handel", "Kedjor").

* A card costs coins and/or resources; a city produces resources with its brown and
  grey cards (fixed) and with some yellow cards and wonders (one of several each turn).
* Each missing resource is bought from the bank at 2 + the number of that resource the
  opponent produces on brown and grey cards; a yellow card (Stone/Clay/Wood Reserve,
  Customs House) fixes that resource's price at 1. Choice resources of yellow cards and
  wonders never raise the opponent's prices.
* Architecture (wonders) and Masonry (blue cards) make the cost 2 resources lower, the
  player choosing which: the engine picks the most expensive ones, as a player would.

There is always exactly one cheapest price, so a move never needs to name a payment.
"""

from __future__ import annotations

from .data import DATA

TRADE_BASE = DATA.trade_base


def trade_prices(trade_mask: int, opponent_production: list[int]) -> tuple[int, ...]:
    """The price of one unit of each resource for a player (rule "Handel")."""
    return tuple(1 if trade_mask >> r & 1 else TRADE_BASE + opponent_production[r]
                 for r in range(5))


def trade_cost(need: tuple[int, ...], have: list[int], nraw: int, ngoods: int,
               prices: tuple[int, ...], discount: int) -> int:
    """The fewest coins to buy what ``have`` lacks of ``need``.

    ``nraw``/``ngoods`` one-of producers each cover one missing unit of a raw material
    (wood, clay, stone) or a manufactured good (glass, papyrus); ``discount`` units of
    any resource are free (Architecture, Masonry). Covering the dearest units first is
    optimal: the raw and goods sets are disjoint and the discount covers anything.
    """
    if not (nraw or ngoods or discount):  # the common case: every unit at its price
        total = 0
        for n, h, price in zip(need, have, prices):
            if n > h:
                total += (n - h) * price
        return total
    raw: list[int] = []
    goods: list[int] = []
    for r in range(3):
        m = need[r] - have[r]
        if m > 0:
            raw.extend([prices[r]] * m)
    for r in (3, 4):
        m = need[r] - have[r]
        if m > 0:
            goods.extend([prices[r]] * m)
    if not raw and not goods:
        return 0
    if nraw and raw:
        raw.sort(reverse=True)
        del raw[:nraw]
    if ngoods and goods:
        goods.sort(reverse=True)
        del goods[:ngoods]
    rest = raw + goods
    if discount and rest:
        rest.sort(reverse=True)
        del rest[:discount]
    return sum(rest)


def group_cost(need: tuple[int, ...], have: list[int], lo: int, hi: int, nchoice: int,
               prices: tuple[int, ...]) -> int:
    """The coins to buy what is missing of resources ``lo..hi-1`` (one group: raw
    materials or manufactured goods), ``nchoice`` one-of producers of that group
    covering the dearest missing units. Without a discount the cheapest trade is the
    sum of the two groups' costs, since a one-of producer only covers its own group."""
    if not nchoice:  # every missing unit at its price
        total = 0
        for r in range(lo, hi):
            m = need[r] - have[r]
            if m > 0:
                total += m * prices[r]
        return total
    units: list[int] = []
    for r in range(lo, hi):
        m = need[r] - have[r]
        if m > 0:
            units.extend([prices[r]] * m)
    if not units:
        return 0
    if nchoice:
        units.sort(reverse=True)
        del units[:nchoice]
    return sum(units)
