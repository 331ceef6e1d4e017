"""The 2-player variant of 7 Wonders, 1st edition: the Free City (rulebook 002,
"'Expert' variant voor 2 spelers"; the same section of the Danish book 000).

Two players play with the 3-player cards and a third city, the Free City, which sits
between them: the cities are numbered 0, 1 (the players) and 2 (the Free City), and as
in every game a city's left neighbour is the next number. So player 0 sits left of the
Free City ("de speler links van de Vrije Stad") and player 1 right of it.

* Set-up: "Elke speler krijgt een hand van 7 kaarten en de resterende 7 kaarten worden
  als trekstapel gesloten naast de Grens kaart gelegd": the Free City's hand slot holds
  that face-down draw pile (``state.hands[FREE_CITY]``; its top is the last card).
* The Free City card: "Tijdperk I/III: ... links van de Vrije Stad; Tijdperk II: ...
  rechts": ``first_holder``. Its holder draws the pile's top card at the start of the
  turn, picks the Free City's card first, then its own; the card changes hands every
  turn.
* "Als een grondstof aanwezig is in beide steden mag de speler met de Vrije Stad kaart
  kiezen van welke stad de grondstof wordt gekocht, zelfs als de kosten in de andere
  stad lager zouden zijn": ``FreeCityTable`` keeps every payment the sellers allow,
  not only the non-dominated ones.
* "de Vrije Stad mag slechts een kaart afleggen voor 3 geld als de kaart niet gespeeld
  kan worden" and "Als de gekozen kaart voordeel heeft van Gratis bouwen (keten), dan
  MOET de kaart gratis worden gebouwd": ``restrict``.
"""

from __future__ import annotations

from .moves import Move
from .resources import (
    FREE_PAYMENTS,
    GUARDS,
    NOTHING,
    Payments,
    Production,
    _buy_costs,
    deficit,
    unpack,
)
from .trade import TradeTable, docked

PLAYERS = 2  # the variant's player count
FREE_CITY = 2  # the Free City's city index (after the two players)
NAME = "Free City"


def has_free_city(players: int) -> bool:
    """Whether a 1st-edition game of ``players`` plays with the Free City."""
    return players == PLAYERS


def first_holder(age: int) -> int:
    """Who takes the Free City card at the start of ``age``: the player left of the
    Free City (player 0) in Ages I and III, the player right of it (1) in Age II."""
    return 1 if age == 2 else 0


def holder_at(age: int, turn: int) -> int:
    """The holder of the Free City card at ``turn`` of ``age``: it changes hands at the
    end of every turn ("Tijdens de volgende ronde speelt de andere speler met de Vrije
    Stad kaart")."""
    return first_holder(age) ^ ((turn - 1) & 1)


def all_payments(cost: int, own: Production, left: Production, right: Production,
                 lprice: int, rprice: int) -> Payments:
    """Every (left, right) payment that buys packed ``cost`` for the Free City, cheapest
    first: where both neighbours sell a resource either may be paid, even the dearer
    one, so a payment that costs more is kept (the controller's choice of seller).
    Memoised (productions are interned: their ids name them)."""
    key = (cost, own.id, left.id, right.id, lprice, rprice)
    found = _ALL.get(key)
    if found is None:
        if len(_ALL) >= 1 << 15:
            _ALL.clear()
        found = _ALL[key] = _all_payments(cost, own, left, right, lprice, rprice)
    return found


_ALL: dict[tuple, Payments] = {}


def _all_payments(cost: int, own: Production, left: Production, right: Production,
                  lprice: int, rprice: int) -> Payments:
    need = deficit(cost, own.packed)
    if not need:
        return FREE_PAYMENTS
    residuals = own.residuals(need) if own.choice_masks else (need,)
    if 0 in residuals:
        return FREE_PAYMENTS
    lp, rp = unpack(lprice), unpack(rprice)
    costs: set[tuple[int, int]] = set()
    for rest in residuals:
        costs |= _buy_costs(unpack(rest), left.fixed, right.fixed, left.choices,
                            right.choices, lp, rp)
    if not costs:
        return NOTHING
    return Payments.of(tuple(sorted(costs, key=lambda c: (c[0] + c[1], c[0]))))


class FreeCityTable(TradeTable):
    """The Free City's payment options: ``all_payments`` instead of the non-dominated
    payments a player is offered."""

    __slots__ = ()

    def work_out(self, cost: int) -> Payments:
        if (self.most - cost) & GUARDS != GUARDS:  # more than the three cities make
            found = NOTHING
        else:
            found = all_payments(cost, self.own, self.left, self.right,
                                 self.lprice, self.rprice)
            if self.dock != (0, 0):
                found = docked(found, self.dock, keep_all=True)
        self.by_cost[cost] = found
        return found


_MARKED: dict[Move, Move] = {}  # a player's move -> the same move for the Free City


def mark(move: Move) -> Move:
    """``move`` made for the Free City (its text has the ``free city:`` prefix)."""
    found = _MARKED.get(move)
    if found is None:
        if len(_MARKED) >= 1 << 16:
            _MARKED.clear()
        found = _MARKED[move] = move._replace(free_city=True)
    return found


def restrict(moves: list[Move]) -> list[Move]:
    """The Free City's moves among a city's ``moves`` (each card's moves in a row, as
    ``legal.card_moves`` lists them), marked.

    A card it can chain is built for free and nothing else; it discards a card only
    when it can neither build the card nor a wonder stage."""
    out: list[Move] = []
    run: list[Move] = []
    for m in moves:
        if run and m.card != run[0].card:
            out += _allowed(run)
            run = []
        run.append(m)
    if run:
        out += _allowed(run)
    return out


def _allowed(ms: list[Move]) -> list[Move]:
    """One card's moves for the Free City (``restrict``)."""
    first = ms[0]
    if first.free == "chain":  # (a chain comes first among a card's moves)
        return [mark(first)]
    if len(ms) > 1:  # something besides the discard (always last)
        return [mark(m) for m in ms if m.kind != "discard"]
    return [mark(first)]
