"""What each move on offer costs a player, in words ("Kortkostnad", "Handel",
"Kedjor", "Ekonomi"): the data the table shows beside the structure and the wonders.

* A card built through a chain is free: the player owns the card with its symbol.
* Otherwise a card costs the coins printed on it plus each resource the city does not
  make, bought from the bank at 2 + the number the opponent makes on brown and grey
  cards (1 with the matching yellow card). One-of producers (yellow cards, wonders)
  and Architecture/Masonry cover the dearest missing units first, as ``costs`` does.
* With Economy the opponent receives the trading coins (not the printed coins).
* Discarding a card gives 2 coins + 1 per yellow card of the city.

``offer(state, p)`` is plain data: per available card of the structure and per unbuilt
wonder of player ``p``, its status, price breakdown and the reason in words.
"""

from __future__ import annotations

from typing import Any

from .data import BLUE, CARDS, RESOURCES, WONDERS, YELLOW
from .phases import DISCARD_COINS, MAX_BUILT

CARD_STATUSES = ("chain", "free", "buy", "cannot")


def bought_units(need: tuple[int, ...], have: list[int], nraw: int, ngoods: int,
                 prices: tuple[int, ...], discount: int) -> list[tuple[int, int]]:
    """The (resource, price) units bought at the bank: the missing units, less the
    dearest ones of each group covered by one-of producers, less the dearest ones
    the discount covers (the same choice as ``costs.trade_cost``)."""
    raw: list[tuple[int, int]] = []
    goods: list[tuple[int, int]] = []
    for r in range(5):
        missing = need[r] - have[r]
        if missing > 0:
            (raw if r < 3 else goods).extend([(r, prices[r])] * missing)
    raw.sort(key=lambda u: -u[1])
    goods.sort(key=lambda u: -u[1])
    rest = raw[nraw:] + goods[ngoods:]
    rest.sort(key=lambda u: -u[1])
    return sorted(rest[discount:])


def price_breakdown(state: Any, p: int, item: Any, discount: int) -> dict[str, Any]:
    """Printed coins, the resources bought (each at its price), the total, and the
    share the opponent receives with Economy."""
    units = bought_units(item.cost, state.prod[p], state.nraw[p], state.ngoods[p],
                         state.prices(p), discount)
    trade = sum(price for _r, price in units)
    return {"printed": item.cost_coins,
            "bought": [{"resource": RESOURCES[r], "price": price} for r, price in units],
            "trade": trade,
            "total": item.cost_coins + trade,
            "to_opponent": trade if state.economy[1 - p] else 0}


def price_words(price: dict[str, Any]) -> str:
    """"1 coin on the card + glass at 3 + papyrus at 2" (or "nothing to pay")."""
    parts = []
    if price["printed"]:
        n = price["printed"]
        parts.append(f"{n} coin{'s' if n != 1 else ''} on the card")
    parts += [f"{u['resource']} at {u['price']}" for u in price["bought"]]
    text = " + ".join(parts) or "nothing to pay"
    if price["to_opponent"]:
        text += f" ({price['to_opponent']} to the opponent: Economy)"
    return text


def _chain_giver(state: Any, p: int, card: Any) -> str:
    for c in state.cards[p]:
        if CARDS[c].chain_to == card.chain_from:
            return CARDS[c].name
    return "a card"


def card_offer(state: Any, p: int, c: int, you: str) -> dict[str, Any]:
    """Status, price and reason for player ``p`` to build card ``c`` now."""
    card = CARDS[c]
    coins = state.coins[p]
    if state.chain_free(p, c):
        price = {"printed": 0, "bought": [], "trade": 0, "total": 0, "to_opponent": 0}
        return {"status": "chain", "price": price,
                "reason": f"free by chain: {you} own{'' if you == 'you' else 's'} "
                          f"{_chain_giver(state, p, card)}"}
    disc = state.disc_blue[p] if card.color == BLUE else 0
    price = price_breakdown(state, p, card, disc)
    return _priced(price, coins, you)


def wonder_offer(state: Any, p: int, w: int, you: str) -> dict[str, Any]:
    """Status, price and reason for player ``p`` to build wonder ``w`` now."""
    price = price_breakdown(state, p, WONDERS[w], state.disc_wonder[p])
    if state.nbuilt >= MAX_BUILT:
        return {"status": "cannot", "price": price,
                "reason": "7 wonders are already built: the last one is out of the game"}
    return _priced(price, state.coins[p], you)


def _priced(price: dict[str, Any], coins: int, you: str) -> dict[str, Any]:
    total = price["total"]
    has = "you have" if you == "you" else f"{you} has"
    if total > coins:
        return {"status": "cannot", "price": price,
                "reason": f"not enough coins: costs {total}, {has} {coins}"}
    if total == 0:
        return {"status": "free", "price": price, "reason": "free: nothing to pay"}
    return {"status": "buy", "price": price,
            "reason": f"costs {total}: {price_words(price)}"}


def offer(state: Any, p: int, you: str) -> dict[str, Any]:
    """Everything player ``p`` may take now, priced: the available cards, the unbuilt
    wonders and the discard payout (``you``: how the reasons name the player)."""
    cards = {}
    for s in sorted(state.avail):
        c = state.slots[s]
        cards[CARDS[c].name] = card_offer(state, p, c, you)
    wonders = {WONDERS[w].name: wonder_offer(state, p, w, you) for w in state.wleft[p]}
    return {"player": p, "cards": cards, "wonders": wonders,
            "discard_payout": DISCARD_COINS + state.ncolor[p][YELLOW]}

