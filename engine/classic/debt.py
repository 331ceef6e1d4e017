"""Coin losses and debt (the Cities expansion, rulebook 003, "Adósság" and the symbol
sheet): a card or wonder stage with the broken-coin symbol makes every *other* city
lose coins, a flat amount or so much per victory token or built wonder stage it owns
(``effects.Loss``).

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
for the others). ``DebtPhase`` is the part of ``ClassicState`` that runs it.

When the losses are dealt, each part of a city's ``owed`` is kept as a ``LossRecord``
(who built which card or stage, how much it takes); ``debt_view`` hands the player
who meets a loss that record and, for each way, the points it costs at the end (the
treasury row of ``scoring``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .data import CARDS
from .effects import Gift, Loss
from .freecity import mark
from .moves import DebtPayment, pay
from .scoring import treasury_points

if TYPE_CHECKING:
    from .state import ClassicState


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


def loss_count(city: Any, loss: Loss) -> int:
    """How many of what ``loss`` counts the losing city has (1 for a flat loss)."""
    return 1 if loss.per == "flat" else city.count(loss.per)


def owed_by(cities: list, builder: int, loss: Loss) -> list[tuple[int, int]]:
    """(city, coins) that ``loss``, built by city ``builder``, takes from each other
    city: flat, or per victory token / built wonder stage of that city."""
    out = []
    for q, city in enumerate(cities):
        if q != builder:
            amount = loss.amount * loss_count(city, loss)
            if amount:
                out.append((q, amount))
    return out


def debt_moves(coins: int, owed: int) -> list[DebtPayment]:
    """The ways to meet a loss of ``owed`` coins with ``coins`` in the treasury: all
    the coins it can first, down to debt for every coin."""
    return [pay(k, owed - k) for k in range(min(coins, owed), -1, -1)]


class DebtPhase:
    """The coin losses and the ``debt`` phase of ``ClassicState`` (its fields:
    ``cities``, ``owed`` per city, ``players``, ``free_city`` and ``holder``)."""

    __slots__ = ()

    def _gifts_and_losses(self, built: list[tuple[int, tuple, int]]) -> None:
        """What the cards and stages built this turn (``source``: the card's id, or
        minus the stage's number) give the neighbours (Gambling Den: coins from the
        bank) and take from the others (losses, met in the ``debt`` phase, each part
        kept in ``losses``), counted once the turn's own coins are taken ("egy kör
        végén")."""
        n = len(self.cities)
        for p, effects, _ in built:
            for e in effects:
                if type(e) is Gift:
                    self.cities[(p + 1) % n].coins += e.amount
                    self.cities[(p - 1) % n].coins += e.amount
        records = []
        for p, effects, source in built:
            for e in effects:
                if type(e) is Loss:
                    for q, amount in owed_by(self.cities, p, e):
                        self.owed[q] += amount
                        records.append(LossRecord(q, p, source, e.amount, e.per,
                                                  amount // e.amount))
        if records:
            self.losses += tuple(records)

    def _debt_city(self, player: int) -> int:
        """The city whose loss ``player`` meets now (-1: none): the Free City's first
        for the player who holds its card, then its own."""
        if player == self.holder and self.owed[self.free_city] > 0:
            return self.free_city
        return player if self.owed[player] > 0 else -1

    def _debtors(self) -> list[int]:
        """The players who still have a loss to meet."""
        return [p for p in range(self.players) if self._debt_city(p) >= 0]

    def _debt_moves(self, player: int) -> list[DebtPayment]:
        c = self._debt_city(player)
        if c < 0:
            return []
        moves = debt_moves(self.cities[c].coins, self.owed[c])
        return [mark(m) for m in moves] if c == self.free_city else moves

    def _pay_debt(self, city: int, move: DebtPayment) -> bool:
        """Apply a ``pay`` move for ``city``; True once every loss is met."""
        c = self.cities[city]
        c.coins -= move.coins
        c.debt += move.debt
        self.owed[city] = 0
        self.losses = tuple(r for r in self.losses if r.loser != city)
        return not any(self.owed)


def cause_view(state: ClassicState, r: LossRecord) -> dict[str, Any]:
    """A ``LossRecord`` as plain data: the builder's ``city``, the ``card`` built (""
    for a wonder stage) or the ``wonder`` and ``stage`` number (0 for a card), the loss's
    ``amount`` and ``per``, the ``count`` of what it counts and the ``coins`` it takes."""
    wonder = state.cities[r.builder].wonder.name
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


def debt_view(state: ClassicState, player: int) -> dict[str, Any] | None:
    """The loss ``player`` meets now (``None``: none): the losing ``city`` (the Free
    City's for its holder), the coins ``owed``, its ``causes`` (``cause_view``) and
    its ``ways`` (``way_view``), in the order of the legal moves."""
    c = state._debt_city(player)
    if c < 0:
        return None
    city = state.cities[c]
    return {"city": c, "owed": state.owed[c],
            "causes": [cause_view(state, r) for r in state.losses if r.loser == c],
            "ways": [way_view(city.coins, city.debt, m) for m in state.legal_actions(player)]}
