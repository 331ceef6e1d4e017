"""What a card or wonder costs a player now ("Kortkostnad", "Handel", "Kedjor"),
memoised: functions over the fields of a state that ``Priced`` declares (``DuelState``
takes ``prices``, ``chain_free``, ``card_price`` and ``wonder_price`` as methods).

A cost depends only on each resource group's (raw materials, manufactured goods)
prices, production and one-of producers, plus the player's discounts, so cost tables
are memoised by those numbers and shared by all states and games. The trading rules
themselves are ``engine.duel.costs``.
"""

from __future__ import annotations

from typing import Any, Protocol

from .costs import TRADE_BASE, group_cost, trade_cost
from .data import (
    BLUE,
    CARDS,
    WONDERS,
)

WONDER_KEY = 100  # cost-cache key offset for wonders
PRICES, RAW, GOODS = -1, -2, -3  # keys of a cost table that are not cards
MEMO_MAX = 5_000  # tables kept before a memo starts afresh (~2 kB each)
#: trading coins per resource group: (the group's prices, production, one-of
#: producers) -> {card or WONDER_KEY + wonder: coins}
_GROUPS: dict[tuple[int, ...], dict[int, int]] = {}
#: cost tables: both groups' keys -> {card or wonder key: (total, trading coins)}
_TABLES: dict[tuple[int, ...], dict[int, Any]] = {}
CHAIN_FROM = tuple(c.chain_from for c in CARDS)


class Priced(Protocol):
    """What pricing reads and writes of a state: each city's production, trading
    and discounts, its coins, the log and what was paid (``spend``), and ``_cc``, each
    player's cost table (``None``: looked up afresh)."""

    chains: list[int]
    coins: list[int]
    disc_blue: list[int]
    disc_wonder: list[int]
    economy: list[bool]
    log: list[tuple[int, str]]
    ngoods: list[int]
    nraw: list[int]
    paid: tuple[tuple[int, int, int], ...]
    prod: list[list[int]]
    trade: list[int]
    _cc: list[dict[int, Any] | None]


def dirty(state: Priced, p: int) -> None:
    """p's costs may have changed: look them up afresh on the next request."""
    state._cc[p] = None


def costs(state: Priced, p: int) -> dict[int, Any]:
    """p's cost table, filled as cards are asked about.

    A cost depends only on each resource group's (raw materials, manufactured
    goods) prices, production and one-of producers, plus p's discounts, so tables
    are memoised by those numbers and shared by all states and games: a table
    for a new combination fills from the per-group memo (``_GROUPS``)."""
    cc = state._cc[p]
    if cc is None:
        # ``trade_prices``, written out (a cost table is looked up after each card
        # that changes a production)
        mask, other = state.trade[p], state.prod[1 - p]
        prices = (1 if mask & 1 else TRADE_BASE + other[0],
                  1 if mask & 2 else TRADE_BASE + other[1],
                  1 if mask & 4 else TRADE_BASE + other[2],
                  1 if mask & 8 else TRADE_BASE + other[3],
                  1 if mask & 16 else TRADE_BASE + other[4])
        # no card or wonder needs more than 3 of a resource (``min(n, 3)`` written
        # out: a builtin's call costs more than the test)
        w, c, s, g, y = state.prod[p]
        raw = (prices[0], prices[1], prices[2], w if w < 3 else 3, c if c < 3 else 3,
               s if s < 3 else 3, state.nraw[p])
        goods = (prices[3], prices[4], g if g < 3 else 3, y if y < 3 else 3,
                 state.ngoods[p], -1)
        key = (*raw, *goods, state.disc_wonder[p], state.disc_blue[p])
        cc = _TABLES.get(key)
        if cc is None:
            if len(_TABLES) >= MEMO_MAX:
                _TABLES.clear()
            if len(_GROUPS) >= MEMO_MAX:
                _GROUPS.clear()
            cc = _TABLES[key] = {PRICES: prices, RAW: _GROUPS.setdefault(raw, {}),
                                 GOODS: _GROUPS.setdefault(goods, {})}
        state._cc[p] = cc
    return cc


def prices(state: Priced, p: int) -> tuple[int, ...]:
    """What one unit of each resource costs player p at the bank ("Handel")."""
    return costs(state, p)[PRICES]


def cost(state: Priced, p: int, key: int) -> tuple[int, int]:
    """(total coins, of which trading coins) for p to pay card ``key`` (or wonder
    ``key - WONDER_KEY``), ignoring chains."""
    cache = state._cc[p] or costs(state, p)
    return cache.get(key) or work_out(state, p, key, cache)


def work_out(state: Priced, p: int, key: int, cache: dict[int, Any]) -> tuple[int, int]:
    """``_cost`` of a key not in p's cost table ``cache`` yet (then kept there)."""
    if key >= WONDER_KEY:
        item = WONDERS[key - WONDER_KEY]
        disc = state.disc_wonder[p]
    else:
        item = CARDS[key]
        disc = state.disc_blue[p] if item.color == BLUE else 0
    if disc:  # Architecture, Masonry: the discount spans both groups
        trade = trade_cost(item.cost, state.prod[p], state.nraw[p], state.ngoods[p],
                           cache[PRICES], disc)
    else:
        raw, goods = cache[RAW], cache[GOODS]
        r = raw.get(key)
        if r is None:
            r = raw[key] = group_cost(item.cost, state.prod[p], 0, 3, state.nraw[p],
                                      cache[PRICES])
        g = goods.get(key)
        if g is None:
            g = goods[key] = group_cost(item.cost, state.prod[p], 3, 5, state.ngoods[p],
                                        cache[PRICES])
        trade = r + g
    hit = cache[key] = (item.cost_coins + trade, trade)
    return hit


def chain_free(state: Priced, p: int, card: int) -> bool:
    """True if p owns the building whose chain symbol makes ``card`` free."""
    cf = CHAIN_FROM[card]
    return cf >= 0 and bool(state.chains[p] >> cf & 1)


def card_price(state: Priced, p: int, card: int) -> int:
    """Coins p pays to build ``card`` now (0 when free through a chain)."""
    return 0 if chain_free(state, p, card) else cost(state, p, card)[0]


def wonder_price(state: Priced, p: int, wonder: int) -> int:
    """Coins p pays to build ``wonder`` now."""
    return cost(state, p, WONDER_KEY + wonder)[0]


def spend(state: Priced, p: int, total: int, trade: int) -> None:
    """Pay ``total`` coins for the move just logged; the ``trade`` part goes to an
    opponent with Economy. What was paid is kept (``paid``, for ``outcomes``)."""
    state.coins[p] -= total
    other = trade if trade and state.economy[1 - p] else 0
    if other:
        state.coins[1 - p] += other
    if total:
        state.paid = (*state.paid, (len(state.log) - 1, total, other))
