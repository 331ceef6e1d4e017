"""The viewer's choices as the hand shows them: for each card its status, the reason a
move is impossible, its legal moves and each payment's breakdown; the same for the next
wonder stage; and discarding (rulebook, "Game turn": build the card, build a wonder
stage with it, or discard it for 3 coins).

Statuses: ``owned`` (a building of that name stands already: never two), ``chain``
(free through a building the city has), ``free`` (the city makes everything and no
coins are due), ``buy`` (coins are due: the bank's or the neighbours'), ``olympia``
(only Olympia's free build builds it), ``cannot``.

Every impossible move carries its ``reason`` in words and its ``why`` as data:
``{"kind": "owned", "card"}``, ``{"kind": "resource", "resource", "need", "make",
"sold"}`` (nobody makes enough of it), ``{"kind": "together"}`` (enough of each, not
all at once), ``{"kind": "coins", "cost", "have"}``, ``{"kind": "stages"}`` (every
stage is built), ``{"kind": "free_city"}`` (the Free City's own rules). Each payment
says what the city makes itself (``own``), what it buys from whom at what price and
why that price (``bought``: ``rate_from``, the card giving a price of 1), and, for a
chain, the building that makes it free (``chain_from``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..words import say
from .data import CARDS, cards_of
from .legal import trade_table
from .moves import Move
from .prices import (
    breakdown,
    coins_reason,
    discount_source,
    own_used,
    short_reason,
    short_why,
)
from .resources import RESOURCE_NAMES, letters, pack, unpack

if TYPE_CHECKING:
    from .city import City
    from .state import ClassicState

DISCARD_COINS = 3


def payment(state: ClassicState, p: int, move: Move, cost, bank: int) -> dict[str, Any]:
    """A paying move as plain data: its text, coins to the bank and to each
    neighbour, and what they buy from whom at what price (``paid``); a free build
    makes nothing and buys nothing (``own`` is empty)."""
    out = {"move": str(move), "free": move.free,
           **paid(state, p, cost, 0 if move.free else bank, move.left, move.right)}
    if move.free:
        out["own"] = {}
    return out


def paid(state: ClassicState, p: int, cost, bank: int, left: int, right: int) -> dict[str, Any]:
    """Coins to the bank, the left and the right neighbour for ``cost``, and the
    purchases they make (``prices.breakdown``, each with the seller's index)."""
    city = state.cities[p]
    sides = (state.left_of(p), state.right_of(p))
    bought = breakdown(cost, city.production, tuple(state.cities[q].sellable for q in sides),
                       (city.left_prices(), city.right_prices()), left, right, city.dock)
    for b in bought:
        b["player"] = sides[0] if b["side"] == "left" else sides[1]
        b["rate_from"] = discount_source(city, b["side"], RESOURCE_NAMES.index(b["resource"]))
    return {"bank": bank, "left": left, "right": right, "total": bank + left + right,
            "bought": bought, "own": own_used(cost, bought)}


def _cannot(state: ClassicState, p: int, cost, bank: int) -> tuple[str, dict[str, Any]]:
    """Why no payment of ``cost`` (+ ``bank`` coins) is open to ``p``: the reason in
    words and as data (``why``)."""
    city = state.cities[p]
    sellers = (state.cities[state.left_of(p)].sellable, state.cities[state.right_of(p)].sellable)
    options = trade_table(state, p).payments(pack(cost)).options if any(cost) else ((0, 0),)
    who = say("the Free City") if p == state.free_city else "you"
    if not options:
        return short_reason(cost, city.production, sellers, who), short_why(
            cost, city.production, sellers)
    cheapest = min(lo + ro for lo, ro in options) + bank
    return (coins_reason(cheapest, city.coins, who),
            {"kind": "coins", "cost": cheapest, "have": city.coins})


FREE_CITY_CHAIN = say("the Free City must build a card it can chain, free")
FREE_CITY_DISCARD = say(
    "the Free City discards only a card it can neither build nor use for a stage")


def _build_status(state: ClassicState, p: int, card, moves: list[Move]) -> dict[str, Any]:
    """How ``card`` can be built: its status and, when it cannot be, the reason in
    words and as data (the module's ``why``)."""
    city = state.cities[p]
    builds = [m for m in moves if m.kind == "build" and m.free != "olympia"]
    if card.name in city.names:
        return {"status": "owned", "reason": say("already built: {card}", card=card.name),
                "why": {"kind": "owned", "card": card.name}}
    if any(m.free == "chain" for m in builds):
        return {"status": "chain", "reason": "",
                "chain_from": min(city.names & set(card.chained_from))}
    if any(m.trade == 0 for m in builds) and card.cost_coins == 0:
        return {"status": "free", "reason": ""}
    if builds:
        return {"status": "buy", "reason": ""}
    reason, why = _cannot(state, p, card.cost, card.cost_coins)
    if "free_build" in city.powers and city.free_build_age == state.age:
        reason = say("{reason}; Olympia's free build of this age is used", reason=reason)
        why["free_build_used"] = True
    olympia = any(m.free == "olympia" for m in moves)
    return {"status": "olympia" if olympia else "cannot", "reason": reason, "why": why}


def card_choice(state: ClassicState, p: int, name: str, moves: list[Move],
                stage: dict[str, Any] | None = None) -> dict[str, Any]:
    """One card of the hand: status, reason (empty when it can be built), payments;
    why the next stage (``stage``: ``stage_choice``) or discarding is not open with it."""
    card = cards_of(state.cities[p].wonder.edition).by_name(name, state.age)
    city = state.cities[p]
    how = _build_status(state, p, card, moves)
    free_city = p == state.free_city
    discard = Move("discard", name, free_city=free_city)
    stages = [payment(state, p, m, *_stage_cost(city)) for m in moves if m.kind == "stage"]
    can_discard = any(m.kind == "discard" for m in moves)
    chained = free_city and how["status"] == "chain"
    stage = stage if stage is not None else stage_choice(state, p)
    out: dict[str, Any] = {
        "card": name, "status": how["status"], "reason": how["reason"],
        "moves": [str(m) for m in moves],
        "builds": [payment(state, p, m, card.cost, card.cost_coins)
                   for m in moves if m.kind == "build"],
        "stages": stages,
        "stage_reason": "" if stages else (FREE_CITY_CHAIN if chained and stage["can"]
                                           else stage["reason"]),
        "discard": {"move": str(discard), "coins": DISCARD_COINS, "can": can_discard,
                    "reason": "" if can_discard else
                    FREE_CITY_CHAIN if chained else FREE_CITY_DISCARD},
    }
    for key in ("why", "chain_from"):
        if key in how:
            out[key] = how[key]
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
        return {"number": None, "can": False, "reason": say("every stage is built"),
                "why": {"kind": "stages", "built": city.stages}}
    stage = stages[city.stages]
    trades = state.stage_payments(p)
    cost, coins = _stage_cost(city)
    out = {"number": city.stages + 1,
           "cost": {"coins": coins, "resources": letters(cost)},
           "effects": stage.effect_text, "can": bool(trades), "reason": "",
           "payments": [paid(state, p, cost, coins, lo, ro) for lo, ro in trades]}
    if not trades:
        out["reason"], out["why"] = _cannot(state, p, cost, coins)
    return out


def hand_choices(state: ClassicState, p: int,
                 cards: list[int] | None = None) -> list[dict[str, Any]]:
    """``card_choice`` for each card of ``p``'s hand (a card held twice, once), with
    the moves ``p`` has with it in the current cities (``view["legal"]`` says whether
    ``p`` is to move). ``cards``: another hand to choose from (the Free City picks
    from its holder's)."""
    cards = state.hands[p] if cards is None else cards
    hand = [CARDS[c].name for c in cards]
    legal = state.moves_with(p, cards) if hand else []
    stage = stage_choice(state, p)
    return [card_choice(state, p, name, [m for m in legal if m.card == name], stage)
            for name in dict.fromkeys(hand)]
