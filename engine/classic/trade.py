"""What a player may pay for a cost in the current cities: the card moves made once
(``Playable``) and the payment options of one trading context (``TradeTable``).

Rulebook, "Commerce": a player buys what the neighbours' boards, brown and grey cards
make, 2 coins a resource (1 with a discount), with the coins owned at the start of the
turn.
"""

from __future__ import annotations

from .data import ALL_CARDS, Card
from .moves import CardMoves
from .resources import (
    FREE_PAYMENTS,
    GUARDS,
    KEEP,
    NOTHING,
    SEVENS,
    Payments,
    Production,
    pack,
    packed_payments,
    pareto,
)

CARD = ALL_CARDS  # card by id, both editions (a plain tuple: the fastest look-up on hot paths)

class Playable(CardMoves):
    """A card's moves plus what deciding them takes: the names it chains from, its
    resource cost (packed) and coin cost."""

    __slots__ = ("parents", "cost", "coins", "paid", "names")

    def __init__(self, card: Card):
        super().__init__(card.name)
        self.parents = frozenset(card.chained_from)
        # its own name and the names it chains from: a city with none of them builds
        # it only by paying (one test on the hot path)
        self.names = self.parents | {card.name}
        self.cost = pack(card.cost)
        self.coins = card.cost_coins
        self.paid = self.builds(FREE_PAYMENTS)[0]  # built with no trade (coins, if any)


PLAYABLE = tuple(Playable(c) for c in CARD)  # by card id


def income_effects(effects: tuple) -> tuple:
    """The effects among ``effects`` that move coins when built (Tavern, Vineyard...;
    Cities: the neighbours' coins of Gambling Den, the others' coin losses)."""
    return tuple(e for e in effects if e.moves_coins)


INCOME = tuple(income_effects(c.effects) for c in CARD)  # by card id


IDS_BY_NAME: dict[str, tuple[int, ...]] = {}  # the ids of the cards of each name (ages)
for _card in CARD:
    IDS_BY_NAME[_card.name] = IDS_BY_NAME.get(_card.name, ()) + (_card.id,)


class TradeTable:
    """The payment options of one trading context (own production, what the two
    neighbours sell, packed prices), by packed cost, filled as costs are asked for.

    Each player keeps the table of its current context, so a cost is worked out once
    a context (in a random 4-player game about 190 times: most look-ups miss, since
    hands and contexts change every turn).
    """

    __slots__ = ("own", "left", "right", "lprice", "rprice", "most", "by_cost", "dock")

    def __init__(self, own: Production, left: Production, right: Production,
                 lprice: int, rprice: int, dock: tuple[int, int] = (0, 0)):
        self.own, self.left, self.right = own, left, right
        self.lprice, self.rprice = lprice, rprice
        self.dock = dock  # Clandestine Docks: coins off the first purchase (left, right)
        # the most to be had, own + left + right capped at 7 (``plus`` twice: what
        # SEVENS - own.most lacks of the other two), kept with each resource's guard
        # bit set for the quick check in ``work_out``
        # (``deficit`` written out: a table is made for about 2 listings in 5)
        x = ((SEVENS - own.most) | GUARDS) - left.most
        x = ((x & KEEP[x & GUARDS]) | GUARDS) - right.most
        rest = x & KEEP[x & GUARDS]
        self.most = (SEVENS - rest) | GUARDS
        self.by_cost: dict[int, Payments] = {0: FREE_PAYMENTS}

    def payments(self, cost: int) -> Payments:
        """Every non-dominated (left, right) payment of packed ``cost``, cheapest first."""
        return self.by_cost.get(cost) or self.work_out(cost)

    def work_out(self, cost: int) -> Payments:
        """``payments`` of a cost not asked for yet in this context (then kept)."""
        if (self.most - cost) & GUARDS != GUARDS:  # a guard bit borrowed: a resource short
            found = NOTHING  # more than the three cities make together (a quick check)
        else:
            found = packed_payments(
                cost, self.own, self.left, self.right, self.lprice, self.rprice)
            if self.dock != (0, 0):
                found = docked(found, self.dock)
        self.by_cost[cost] = found
        return found


def docked(payments: Payments, dock: tuple[int, int], keep_all: bool = False) -> Payments:
    """``payments`` with the Clandestine Docks' discounts (rulebook 003: "körönként 1
    érményi kedvezmény" on the first resource bought from that side each turn, with the
    trading posts, "akár ingyen"): a resource costs 1 or 2, so a side paid anything is
    paid ``dock`` coins less (never below 0). ``keep_all``: every payment kept (the Free
    City's choice of seller), else only the non-dominated ones."""
    dl, dr = dock
    costs = {(lo - min(lo, dl), ro - min(ro, dr)) for lo, ro in payments.options}
    if keep_all:
        return Payments.of(tuple(sorted(costs, key=lambda c: (c[0] + c[1], c[0]))))
    return Payments.of(pareto(costs))
