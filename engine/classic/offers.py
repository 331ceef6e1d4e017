"""What is on offer to the viewer, as the hand shows it (Duel's ``offers`` is the same
idea): for each card its status, for each card its status, the reason a
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

What a payment buys and why a cost cannot be paid, in words a player reads.

Rulebook, "Commerce": a player may buy from each neighbour what its board, brown and
grey cards make (an either/or card sells one of its resources), 2 coins a resource or 1
with a trading post or the Marketplace, with the coins owned at the start of the turn.
A payment move only says how many coins go to each neighbour (``left``, ``right``);
``breakdown`` finds which resources those coins buy from whom (``own_used``: what the
city makes itself; ``discount_source``: the card behind a price of 1), and
``short_reason`` / ``coins_reason`` say which resource or how many coins are missing.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any

from ..words import say
from .data import ALL_CARDS, CARDS, cards_of
from .legal import trade_table
from .moves import Move
from .resources import RESOURCE_NAMES, Counts, Production, letters, pack, unpack

if TYPE_CHECKING:
    from .city import City
    from .state import ClassicState

DISCARD_COINS = 3

SIDES = ("left", "right")
RAW_NAMES = frozenset(RESOURCE_NAMES[:4])  # wood, stone, ore, clay


def supplies(prod: Production, counts: Counts) -> bool:
    """Whether ``prod`` makes ``counts`` at once (each either/or card gives one unit)."""
    rest = [max(0, c - f) for c, f in zip(counts, prod.fixed)]
    return _cover(rest, prod.choices, 0)


def _cover(rest: list[int], choices: tuple[tuple[int, ...], ...], i: int) -> bool:
    if not any(rest):
        return True
    if sum(rest) > len(choices) - i:
        return False
    for r in choices[i]:
        if rest[r]:
            rest[r] -= 1
            ok = _cover(rest, choices, i + 1)
            rest[r] += 1
            if ok:
                return True
    return _cover(rest, choices, i + 1)


def most_of(prod: Production, r: int) -> int:
    """The most of resource ``r`` ``prod`` can make (every either/or card used for it)."""
    return prod.fixed[r] + sum(1 for c in prod.choices if r in c)


def breakdown(cost: Counts, own: Production, sellers: tuple[Production, Production],
              prices: tuple[tuple[int, ...], tuple[int, ...]],
              left: int, right: int, dock: tuple[int, int] = (0, 0)) -> list[dict[str, Any]]:
    """The purchases behind a payment of ``left``/``right`` coins for ``cost``: one entry
    per (side, resource) with ``count`` units at ``price`` each; ``[]`` when the city
    makes it all (or no split of the purchases gives exactly those coins). ``dock``:
    the Clandestine Docks' coins off the first purchase from each side."""
    if not left and not right:
        return []
    for residual in own.residuals(_need(cost, own)):
        need = unpack(residual)
        wanted = [r for r in range(7) if need[r]]
        for split in product(*(range(need[r] + 1) for r in wanted)):
            from_left = [0] * 7
            from_right = [0] * 7
            for r, k in zip(wanted, split):
                from_left[r], from_right[r] = k, need[r] - k
            coins = [sum(c * p for c, p in zip(side, pr))
                     for side, pr in zip((from_left, from_right), prices)]
            coins = [c - min(c, d) for c, d in zip(coins, dock)]
            if coins == [left, right] and all(
                    supplies(s, tuple(c)) for s, c in zip(sellers, (from_left, from_right))):
                return [{"side": side, "resource": RESOURCE_NAMES[r], "count": c[r],
                         "price": pr[r]}
                        for side, c, pr in zip(SIDES, (from_left, from_right), prices)
                        for r in range(7) if c[r]]
    return []


def _need(cost: Counts, own: Production) -> int:
    """What the fixed production leaves of ``cost`` (packed)."""
    return pack(tuple(max(0, c - f) for c, f in zip(cost, own.fixed)))


def short_why(cost: Counts, own: Production,
              sellers: tuple[Production, Production]) -> dict[str, Any]:
    """Why ``cost`` cannot be had at any price, as data: the first resource the city
    and its neighbours do not make enough of (``{"kind": "resource", "resource",
    "need", "make", "sold"}``), else ``{"kind": "together"}`` (enough of each, never
    all at once: each either/or card gives one unit)."""
    for r, need in enumerate(cost):
        mine = most_of(own, r)
        sold = sum(most_of(s, r) for s in sellers)
        if need > mine + sold:
            return {"kind": "resource", "resource": RESOURCE_NAMES[r], "need": need,
                    "make": mine, "sold": sold}
    return {"kind": "together"}


def short_reason(cost: Counts, own: Production,
                 sellers: tuple[Production, Production], who: str = "you") -> str:
    """``short_why`` in words ("needs 2 ore: you make 1, neighbours sell none";
    ``who`` is the city: "you", or "the Free City" for the city its holder plays)."""
    why = short_why(cost, own, sellers)
    if why["kind"] == "resource":
        args = {"n": why["need"], "resource": why["resource"], "make": why["make"]}
        if why["sold"]:
            return (say("needs {n} {resource}: you make {make}, neighbours sell {sold}",
                        sold=why["sold"], **args) if who == "you" else
                    say("needs {n} {resource}: {city} makes {make}, neighbours sell {sold}",
                        city=who, sold=why["sold"], **args))
        return (say("needs {n} {resource}: you make {make}, neighbours sell none", **args)
                if who == "you" else
                say("needs {n} {resource}: {city} makes {make}, neighbours sell none",
                    city=who, **args))
    if who == "you":
        return say("your city and your neighbours cannot make all of it at once")
    return say("{city} and its neighbours cannot make all of it at once", city=who)


def coins_reason(cheapest: int, coins: int, who: str = "you") -> str:
    """Why the cheapest way to pay is out of reach ("not enough coins: costs 3, you
    have 2"; "the Free City has 2")."""
    if who == "you":
        return say("not enough coins: costs {cost}, you have {coins}",
                   cost=cheapest, coins=coins)
    return say("not enough coins: costs {cost}, {city} has {coins}",
               city=who, cost=cheapest, coins=coins)


def own_used(cost: Counts, bought: list[dict[str, Any]]) -> dict[str, int]:
    """What the city makes itself of ``cost`` for one payment: the cost less the units
    ``breakdown`` says it buys (by resource name)."""
    out = {}
    for r, need in enumerate(cost):
        name = RESOURCE_NAMES[r]
        mine = need - sum(b["count"] for b in bought if b["resource"] == name)
        if mine > 0:
            out[name] = mine
    return out


def discount_source(city: Any, side: str, resource: int) -> str:
    """What lets ``city`` buy ``resource`` from its ``side`` neighbour at 1 coin
    (rulebook, "Commerce": East/West Trading Post for raw materials, the Marketplace
    for manufactured goods; a wonder stage with the same effect names its wonder):
    a card's name, "Olympia, stage 1", or "" when the city pays the standard 2."""
    raw = RESOURCE_NAMES[resource] in RAW_NAMES
    for cid in city.cards:
        if _discounts(ALL_CARDS[cid].effects, side, raw):
            return ALL_CARDS[cid].name
    for i, stage in enumerate(city.wonder.stages[:city.stages]):
        if _discounts(stage.effects, side, raw):
            return say("{wonder}, stage {n}", wonder=city.wonder.name, n=i + 1)
    return ""


def _discounts(effects: tuple, side: str, raw: bool) -> bool:
    return any(e.discounts(side, raw) for e in effects)



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
