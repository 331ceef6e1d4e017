"""What a card or wonder costs a player now ("Kortkostnad", "Handel", "Kedjor"),
memoised: the ``Pricing`` part of ``DuelState``.

A cost depends only on each resource group's (raw materials, manufactured goods)
prices, production and one-of producers, plus the player's discounts, so cost tables
are memoised by those numbers and shared by all states and games. The trading rules
themselves are ``engine.duel.costs``.
"""

from __future__ import annotations

from typing import Any

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


class Pricing:
    """Prices of cards and wonders for each player (a part of ``DuelState``)."""

    __slots__ = ()

    def _dirty(self, p: int) -> None:
        """p's costs may have changed: look them up afresh on the next request."""
        self._cc[p] = None

    def _costs(self, p: int) -> dict[int, Any]:
        """p's cost table, filled as cards are asked about.

        A cost depends only on each resource group's (raw materials, manufactured
        goods) prices, production and one-of producers, plus p's discounts, so tables
        are memoised by those numbers and shared by all states and games: a table
        for a new combination fills from the per-group memo (``_GROUPS``)."""
        cc = self._cc[p]
        if cc is None:
            # ``trade_prices``, written out (a cost table is looked up after each card
            # that changes a production)
            mask, other = self.trade[p], self.prod[1 - p]
            prices = (1 if mask & 1 else TRADE_BASE + other[0],
                      1 if mask & 2 else TRADE_BASE + other[1],
                      1 if mask & 4 else TRADE_BASE + other[2],
                      1 if mask & 8 else TRADE_BASE + other[3],
                      1 if mask & 16 else TRADE_BASE + other[4])
            # no card or wonder needs more than 3 of a resource (``min(n, 3)`` written
            # out: a builtin's call costs more than the test)
            w, c, s, g, y = self.prod[p]
            raw = (prices[0], prices[1], prices[2], w if w < 3 else 3, c if c < 3 else 3,
                   s if s < 3 else 3, self.nraw[p])
            goods = (prices[3], prices[4], g if g < 3 else 3, y if y < 3 else 3,
                     self.ngoods[p], -1)
            key = (*raw, *goods, self.disc_wonder[p], self.disc_blue[p])
            cc = _TABLES.get(key)
            if cc is None:
                if len(_TABLES) >= MEMO_MAX:
                    _TABLES.clear()
                if len(_GROUPS) >= MEMO_MAX:
                    _GROUPS.clear()
                cc = _TABLES[key] = {PRICES: prices, RAW: _GROUPS.setdefault(raw, {}),
                                     GOODS: _GROUPS.setdefault(goods, {})}
            self._cc[p] = cc
        return cc

    def prices(self, p: int) -> tuple[int, ...]:
        """What one unit of each resource costs player p at the bank ("Handel")."""
        return self._costs(p)[PRICES]

    def _cost(self, p: int, key: int) -> tuple[int, int]:
        """(total coins, of which trading coins) for p to pay card ``key`` (or wonder
        ``key - WONDER_KEY``), ignoring chains."""
        cache = self._cc[p] or self._costs(p)
        return cache.get(key) or self._work_out(p, key, cache)

    def _work_out(self, p: int, key: int, cache: dict[int, Any]) -> tuple[int, int]:
        """``_cost`` of a key not in p's cost table ``cache`` yet (then kept there)."""
        if key >= WONDER_KEY:
            item = WONDERS[key - WONDER_KEY]
            disc = self.disc_wonder[p]
        else:
            item = CARDS[key]
            disc = self.disc_blue[p] if item.color == BLUE else 0
        if disc:  # Architecture, Masonry: the discount spans both groups
            trade = trade_cost(item.cost, self.prod[p], self.nraw[p], self.ngoods[p],
                               cache[PRICES], disc)
        else:
            raw, goods = cache[RAW], cache[GOODS]
            r = raw.get(key)
            if r is None:
                r = raw[key] = group_cost(item.cost, self.prod[p], 0, 3, self.nraw[p],
                                          cache[PRICES])
            g = goods.get(key)
            if g is None:
                g = goods[key] = group_cost(item.cost, self.prod[p], 3, 5, self.ngoods[p],
                                            cache[PRICES])
            trade = r + g
        hit = cache[key] = (item.cost_coins + trade, trade)
        return hit

    def chain_free(self, p: int, card: int) -> bool:
        """True if p owns the building whose chain symbol makes ``card`` free."""
        cf = CHAIN_FROM[card]
        return cf >= 0 and bool(self.chains[p] >> cf & 1)

    def card_price(self, p: int, card: int) -> int:
        """Coins p pays to build ``card`` now (0 when free through a chain)."""
        return 0 if self.chain_free(p, card) else self._cost(p, card)[0]

    def wonder_price(self, p: int, wonder: int) -> int:
        """Coins p pays to build ``wonder`` now."""
        return self._cost(p, WONDER_KEY + wonder)[0]

    def _spend(self, p: int, total: int, trade: int) -> None:
        """Pay ``total`` coins for the move just logged; the ``trade`` part goes to an
        opponent with Economy. What was paid is kept (``paid``, for ``outcomes``)."""
        self.coins[p] -= total
        other = trade if trade and self.economy[1 - p] else 0
        if other:
            self.coins[1 - p] += other
        if total:
            self.paid = (*self.paid, (len(self.log) - 1, total, other))
