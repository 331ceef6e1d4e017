"""Coin losses and debt (the Cities expansion, rulebook 003, "Adósság" and the symbol
sheet): a card or wonder stage with the broken-coin symbol makes every *other* city
lose coins, a flat amount or so much per victory token or built wonder stage it owns
(``effects.Loss``, which counts what each city owes).

* "Minden ellenfélnek be kell fizetnie a megfelelő összeget a bankba vagy
  adósságjelzőt kell elvennie minden be nem fizetett érméért. Ezt el is lehet
  osztani": each loser pays the bank, or takes a debt token for each coin it does not
  pay, or any mix; it may take debt even when it could pay ("nem tud, vagy nem akar").
* "a fizetési kötelezettségek mindig egy kör végén merülnek fel": the losses are
  counted at the end of the turn, after every card of the turn is built and paid for
  and its coins taken (so a wonder stage or a victory token of that turn counts).
* Debt can never be repaid; each token is -1 point at the end (``scoring``).
* 2 players: the Free City loses coins like any city other than the builder (so a
  loss card of the Free City's hits both players), and the player holding the Free
  City card that turn decides how the Free City pays ("az a játékos dönti el ... aki
  éppen azt az adott körben irányítja").

Several losses of one turn are met with one choice: paying them one by one, in any
split, comes to the same. The choice is the ``debt`` phase: every city that owes
chooses at once, a ``pay C debt D`` move with ``C + D`` the coins owed and ``C`` at most
its coins (``legal_actions``); each choice applies as it is made (it changes nothing
for the others). ``Debts`` runs it, held by ``ClassicState``.

When the losses are dealt, each part of a city's ``owed`` is kept as a ``LossRecord``
(who built which card or stage, how much it takes); ``debt_view`` hands the player
who meets a loss that record and, for each way, the points it costs at the end (the
treasury row of ``scoring``).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .data import CARDS
from .freecity import mark
from .moves import DebtPayment, pay
from .scoring import treasury_points


class LossRecord(NamedTuple):
    """One part of a city's coin loss: city ``builder`` built ``source`` (a card's id,
    or minus the number of the wonder stage it built), whose loss takes ``amount``
    coins per ``count`` of what it counts (``per``) in city ``loser``."""

    loser: int
    builder: int
    source: int
    amount: int
    per: str
    count: int


def debt_moves(coins: int, owed: int) -> list[DebtPayment]:
    """The ways to meet a loss of ``owed`` coins with ``coins`` in the treasury: all
    the coins it can first, down to debt for every coin."""
    return [pay(k, owed - k) for k in range(min(coins, owed), -1, -1)]


class Debts:
    """The coin losses of a game with Cities and their ``debt`` phase: ``owed``, the
    coins each city must still meet, and ``losses``, what makes them up (``LossRecord``s,
    never changed in place: a clone shares them). The state holds one and hands it the
    cities and the seats (``holder``: the Free City card's holder, ``free_city``: its
    city, -1 without it) with each question."""

    __slots__ = ("owed", "losses")

    def __init__(self, cities: int):
        self.owed = [0] * cities
        self.losses: tuple[LossRecord, ...] = ()

    def clone(self) -> Debts:
        d = Debts.__new__(Debts)
        d.owed = self.owed[:]
        d.losses = self.losses
        return d

    def deal(self, cities: list, built: list[tuple[int, tuple, int]]) -> None:
        """What the cards and stages built this turn (``source``: the card's id, or
        minus the stage's number) give the neighbours (Gambling Den: coins from the
        bank) and take from the others (losses, met in the ``debt`` phase, each part
        kept in ``losses``), counted once the turn's own coins are taken ("egy kör
        végén")."""
        for p, effects, _ in built:
            for e in effects:
                for q, coins in e.gifts(cities, p):
                    cities[q].coins += coins
        records = []
        for p, effects, source in built:
            for e in effects:
                for q, amount in e.owed(cities, p):
                    self.owed[q] += amount
                    records.append(LossRecord(q, p, source, e.amount, e.per,
                                              amount // e.amount))
        if records:
            self.losses += tuple(records)

    def city_of(self, player: int, holder: int, free_city: int) -> int:
        """The city whose loss ``player`` meets now (-1: none): the Free City's first
        for the player who holds its card, then its own."""
        if player == holder and self.owed[free_city] > 0:
            return free_city
        return player if self.owed[player] > 0 else -1

    def debtors(self, players: int, holder: int, free_city: int) -> list[int]:
        """The players who still have a loss to meet."""
        return [p for p in range(players) if self.city_of(p, holder, free_city) >= 0]

    def moves(self, cities: list, player: int, holder: int,
              free_city: int) -> list[DebtPayment]:
        c = self.city_of(player, holder, free_city)
        if c < 0:
            return []
        moves = debt_moves(cities[c].coins, self.owed[c])
        return [mark(m) for m in moves] if c == free_city else moves

    def pay(self, cities: list, city: int, move: DebtPayment) -> bool:
        """Apply a ``pay`` move for ``city``; True once every loss is met."""
        c = cities[city]
        c.coins -= move.coins
        c.debt += move.debt
        self.owed[city] = 0
        self.losses = tuple(r for r in self.losses if r.loser != city)
        return not any(self.owed)


def cause_view(cities: list, r: LossRecord) -> dict[str, Any]:
    """A ``LossRecord`` as plain data: the builder's ``city``, the ``card`` built (""
    for a wonder stage) or the ``wonder`` and ``stage`` number (0 for a card), the loss's
    ``amount`` and ``per``, the ``count`` of what it counts and the ``coins`` it takes."""
    wonder = cities[r.builder].wonder.name
    card = CARDS[r.source].name if r.source >= 0 else ""
    return {"city": r.builder, "card": card, "wonder": "" if card else wonder,
            "stage": 0 if card else -r.source, "amount": r.amount, "per": r.per,
            "count": r.count, "coins": r.amount * r.count}


def way_view(coins: int, debt: int, move: DebtPayment) -> dict[str, Any]:
    """One way to meet a loss: its ``move`` text, the ``coins`` paid, the ``debt``
    tokens taken and the ``points`` it costs at the end as the treasury stands (the
    treasury row before, less after: ``scoring.treasury_points``)."""
    paid, taken = move.coins, move.debt
    lost = treasury_points(coins, debt) - treasury_points(coins - paid, debt + taken)
    return {"move": str(move), "coins": paid, "debt": taken, "points": lost}


def debt_view(debts: Debts, cities: list, c: int, legal: list) -> dict[str, Any]:
    """The loss city ``c`` meets now: the losing ``city`` (the Free City's for its
    holder), the coins ``owed``, its ``causes`` (``cause_view``) and its ``ways``
    (``way_view``), in the order of ``legal``, the legal moves of who meets it."""
    city = cities[c]
    return {"city": c, "owed": debts.owed[c],
            "causes": [cause_view(cities, r) for r in debts.losses if r.loser == c],
            "ways": [way_view(city.coins, city.debt, m) for m in legal]}
