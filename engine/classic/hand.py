"""The viewer's choices as the hand shows them: for each card its status, the reason a
move is impossible, its legal moves and each payment's breakdown; the same for the next
wonder stage; and discarding (rulebook, "Game turn": build the card, build a wonder
stage with it, or discard it for 3 coins).

Statuses: ``owned`` (a building of that name stands already: never two), ``chain``
(free through a building the city has), ``free`` (the city makes everything and no
coins are due), ``buy`` (coins are due: the bank's or the neighbours'), ``olympia``
(only Olympia A's free building of the age builds it), ``cannot``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import CARDS, cards_of
from .moves import Move
from .prices import breakdown, coins_reason, short_reason
from .resources import letters, pack, unpack

if TYPE_CHECKING:
    from .city import City
    from .state import ClassicState

DISCARD_COINS = 3


def payment(state: ClassicState, p: int, move: Move, cost, bank: int) -> dict[str, Any]:
    """A paying move as plain data: its text, coins to the bank and to each
    neighbour, and what they buy from whom at what price (``paid``)."""
    return {"move": str(move), "free": move.free,
            **paid(state, p, cost, 0 if move.free else bank, move.left, move.right)}


def paid(state: ClassicState, p: int, cost, bank: int, left: int, right: int) -> dict[str, Any]:
    """Coins to the bank, the left and the right neighbour for ``cost``, and the
    purchases they make (``prices.breakdown``, each with the seller's index)."""
    city = state.cities[p]
    sides = (state.left_of(p), state.right_of(p))
    bought = breakdown(cost, city.production, tuple(state.cities[q].sellable for q in sides),
                       (city.left_prices(), city.right_prices()), left, right, city.dock)
    for b in bought:
        b["player"] = sides[0] if b["side"] == "left" else sides[1]
    return {"bank": bank, "left": left, "right": right, "total": bank + left + right,
            "bought": bought}


def _cannot(state: ClassicState, p: int, cost, bank: int) -> str:
    """Why no payment of ``cost`` (+ ``bank`` coins) is open to ``p``."""
    city = state.cities[p]
    sellers = (state.cities[state.left_of(p)].sellable, state.cities[state.right_of(p)].sellable)
    options = state._trade_table(p).payments(pack(cost)).options if any(cost) else ((0, 0),)
    who = "the Free City" if p == state.free_city else "you"
    if not options:
        return short_reason(cost, city.production, sellers, who)
    cheapest = min(lo + ro for lo, ro in options) + bank
    return coins_reason(cheapest, city.coins, who)


def card_choice(state: ClassicState, p: int, name: str, moves: list[Move]) -> dict[str, Any]:
    """One card of the hand: status, reason (empty when it can be built), payments."""
    card = cards_of(state.cities[p].wonder.edition).by_name(name, state.age)
    city = state.cities[p]
    builds = [m for m in moves if m.kind == "build" and m.free != "olympia"]
    reason = chain_from = ""
    if name in city.names:
        status, reason = "owned", f"already built: {name}"
    elif any(m.free == "chain" for m in builds):
        status = "chain"
        chain_from = min(city.names & set(card.chained_from))
    elif any(m.trade == 0 for m in builds) and card.cost_coins == 0:
        status = "free"
    elif builds:
        status = "buy"
    else:
        reason = _cannot(state, p, card.cost, card.cost_coins)
        olympia = any(m.free == "olympia" for m in moves)
        status = "olympia" if olympia else "cannot"
    discard = Move("discard", name, free_city=p == state.free_city)
    out: dict[str, Any] = {
        "card": name, "status": status, "reason": reason,
        "moves": [str(m) for m in moves],
        "builds": [payment(state, p, m, card.cost, card.cost_coins)
                   for m in moves if m.kind == "build"],
        "stages": [payment(state, p, m, *_stage_cost(city)) for m in moves
                   if m.kind == "stage"],
        "discard": {"move": str(discard), "coins": DISCARD_COINS},
    }
    if chain_from:
        out["chain_from"] = chain_from
    return out


def _stage_cost(city: City) -> tuple:
    """The next stage's resources and coins as the city pays them (Architect Cabinet:
    no resources)."""
    cost, coins = city.plan[city.stages]
    return unpack(cost), coins


def stage_choice(state: ClassicState, p: int) -> dict[str, Any]:
    """The next wonder stage of ``p``: its number, cost, effects, whether it can be
    built (with a card of the hand) or why not, and its payments cheapest first."""
    city = state.cities[p]
    stages = city.wonder.stages
    if city.stages >= len(stages):
        return {"number": None, "can": False, "reason": "every stage is built"}
    stage = stages[city.stages]
    trades = state.stage_payments(p)
    cost, coins = _stage_cost(city)
    return {"number": city.stages + 1,
            "cost": {"coins": coins, "resources": letters(cost)},
            "effects": stage.effect_text, "can": bool(trades),
            "reason": "" if trades else _cannot(state, p, cost, coins),
            "payments": [paid(state, p, cost, coins, lo, ro) for lo, ro in trades]}


def hand_choices(state: ClassicState, p: int,
                 cards: list[int] | None = None) -> list[dict[str, Any]]:
    """``card_choice`` for each card of ``p``'s hand (a card held twice, once), with
    the moves ``p`` has with it in the current cities (``view["legal"]`` says whether
    ``p`` is to move). ``cards``: another hand to choose from (the Free City picks
    from its holder's)."""
    cards = state.hands[p] if cards is None else cards
    hand = [CARDS[c].name for c in cards]
    legal = state.moves_with(p, cards) if hand else []
    return [card_choice(state, p, name, [m for m in legal if m.card == name])
            for name in dict.fromkeys(hand)]
