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
"""

from __future__ import annotations

from .effects import Gift, Loss
from .freecity import mark
from .moves import Move, pay


def owed_by(cities: list, builder: int, loss: Loss) -> list[tuple[int, int]]:
    """(city, coins) that ``loss``, built by city ``builder``, takes from each other
    city: flat, or per victory token / built wonder stage of that city."""
    out = []
    for q, city in enumerate(cities):
        if q != builder:
            amount = loss.amount * (1 if loss.per == "flat" else city.count(loss.per))
            if amount:
                out.append((q, amount))
    return out


def debt_moves(coins: int, owed: int) -> list[Move]:
    """The ways to meet a loss of ``owed`` coins with ``coins`` in the treasury: all
    the coins it can first, down to debt for every coin."""
    return [pay(k, owed - k) for k in range(min(coins, owed), -1, -1)]


class DebtPhase:
    """The coin losses and the ``debt`` phase of ``ClassicState`` (its fields:
    ``cities``, ``owed`` per city, ``players``, ``free_city`` and ``holder``)."""

    __slots__ = ()

    def _gifts_and_losses(self, built: list[tuple[int, tuple]]) -> None:
        """What the cards and stages built this turn give the neighbours (Gambling Den:
        coins from the bank) and take from the others (losses, met in the ``debt``
        phase), counted once the turn's own coins are taken ("egy kör végén")."""
        n = len(self.cities)
        for p, effects in built:
            for e in effects:
                if type(e) is Gift:
                    self.cities[(p + 1) % n].coins += e.amount
                    self.cities[(p - 1) % n].coins += e.amount
        for p, effects in built:
            for e in effects:
                if type(e) is Loss:
                    for q, amount in owed_by(self.cities, p, e):
                        self.owed[q] += amount

    def _debt_city(self, player: int) -> int:
        """The city whose loss ``player`` meets now (-1: none): the Free City's first
        for the player who holds its card, then its own."""
        if player == self.holder and self.owed[self.free_city] > 0:
            return self.free_city
        return player if self.owed[player] > 0 else -1

    def _debtors(self) -> list[int]:
        """The players who still have a loss to meet."""
        return [p for p in range(self.players) if self._debt_city(p) >= 0]

    def _debt_moves(self, player: int) -> list[Move]:
        c = self._debt_city(player)
        if c < 0:
            return []
        moves = debt_moves(self.cities[c].coins, self.owed[c])
        return [mark(m) for m in moves] if c == self.free_city else moves

    def _pay_debt(self, city: int, move: Move) -> bool:
        """Apply a ``pay`` move for ``city``; True once every loss is met."""
        c = self.cities[city]
        c.coins -= move.coins_paid
        c.debt += move.debt_taken
        self.owed[city] = 0
        return not any(self.owed)
