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
wonder of player ``p``, its status, price breakdown (what the city makes, what one-of
producers and a discount cover, each unit bought and why its price) and the reason in
words.
"""

from __future__ import annotations

from typing import Any

from ..words import say
from .data import BLUE, CARDS, RESOURCES, TOKENS, WONDERS, YELLOW
from .phases import DISCARD_COINS, MAX_BUILT

CARD_STATUSES = ("chain", "free", "buy", "cannot")


def unit_plan(need: tuple[int, ...], have: list[int], nraw: int, ngoods: int,
              prices: tuple[int, ...], discount: int) -> dict[str, list[tuple[int, int]]]:
    """Where each unit of a cost comes from: ``own`` (the city's brown and grey cards),
    ``one_of`` (the dearest missing units of each group covered by one-of producers),
    ``discount`` (the dearest ones left, covered by Architecture or Masonry) and
    ``bought`` at the bank; each a list of (resource, price) units, the same choice as
    ``costs.trade_cost``."""
    own: list[tuple[int, int]] = []
    raw: list[tuple[int, int]] = []
    goods: list[tuple[int, int]] = []
    for r in range(5):
        own += [(r, prices[r])] * min(need[r], have[r])
        missing = need[r] - have[r]
        if missing > 0:
            (raw if r < 3 else goods).extend([(r, prices[r])] * missing)
    raw.sort(key=lambda u: -u[1])
    goods.sort(key=lambda u: -u[1])
    rest = raw[nraw:] + goods[ngoods:]
    rest.sort(key=lambda u: -u[1])
    return {"own": own, "one_of": raw[:nraw] + goods[:ngoods], "discount": rest[:discount],
            "bought": sorted(rest[discount:])}


def bought_units(need: tuple[int, ...], have: list[int], nraw: int, ngoods: int,
                 prices: tuple[int, ...], discount: int) -> list[tuple[int, int]]:
    """The (resource, price) units bought at the bank (``unit_plan``)."""
    return unit_plan(need, have, nraw, ngoods, prices, discount)["bought"]


def _counted(units: list[tuple[int, int]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for r, _price in sorted(units):
        out[RESOURCES[r]] = out.get(RESOURCES[r], 0) + 1
    return out


def _makers(state: Any, p: int, test: Any) -> list[str]:
    """The names of ``p``'s cards and built wonders and tokens for which ``test`` holds."""
    items = ([CARDS[c] for c in state.cards[p]] + [WONDERS[w] for w in state.wbuilt[p]]
             + [TOKENS[t] for t in state.tokens[p]])
    return sorted(i.name for i in items if test(i))


def _rate(state: Any, p: int, r: int, price: int) -> dict[str, Any]:
    """Why a unit of ``r`` costs ``price`` ("Handel"): a trading card fixes it at 1,
    else 2 + what the opponent makes of it on brown and grey cards."""
    cards = _makers(state, p, lambda i: i.trade_mask >> r & 1)
    if cards:
        return {"rate_from": cards[0]}
    return {"rate_from": "", "opponent_makes": price - 2}


def price_breakdown(state: Any, p: int, item: Any, discount: int) -> dict[str, Any]:
    """Printed coins, the resources bought (each at its price, and why that price),
    what the city makes itself (``own``), the units one-of producers and a discount
    cover (and which cards and tokens), the total, and the share the opponent receives
    with Economy."""
    plan = unit_plan(item.cost, state.prod[p], state.nraw[p], state.ngoods[p],
                     state.prices(p), discount)
    units = plan["bought"]
    trade = sum(price for _r, price in units)
    rates = {r: _rate(state, p, r, price) for r, price in units}
    out = {"printed": item.cost_coins,
           "bought": [{"resource": RESOURCES[r], "price": price, **rates[r]}
                      for r, price in units],
           "trade": trade,
           "total": item.cost_coins + trade,
           "to_opponent": trade if state.economy[1 - p] else 0,
           "own": _counted(plan["own"])}
    if plan["one_of"]:
        out["one_of"] = _counted(plan["one_of"])
        out["one_of_from"] = _makers(state, p, lambda i: i.choice_raw or i.choice_goods)
    if plan["discount"]:
        out["discount"] = _counted(plan["discount"])
        out["discount_from"] = _makers(state, p, lambda i: i.discount)
    return out


def price_words(price: dict[str, Any]) -> str:
    """"1 coin on the card + glass at 3 + papyrus at 2" (or "nothing to pay")."""
    parts = []
    if price["printed"]:
        n = price["printed"]
        parts.append(say("{n} coin on the card", n=n) if n == 1
                     else say("{n} coins on the card", n=n))
    parts += [say("{resource} at {price}", resource=u["resource"], price=u["price"])
              for u in price["bought"]]
    text = say("nothing to pay")
    if parts:
        text = parts[-1]
        for part in reversed(parts[:-1]):
            text = say("{first} + {rest}", first=part, rest=text)
    if price["to_opponent"]:
        text = say("{price} ({n} to the opponent: Economy)", price=text,
                   n=price["to_opponent"])
    return text


def _chain_giver(state: Any, p: int, card: Any) -> str:
    for c in state.cards[p]:
        if CARDS[c].chain_to == card.chain_from:
            return CARDS[c].name
    return say("a card")


def card_offer(state: Any, p: int, c: int, you: str) -> dict[str, Any]:
    """Status, price and reason for player ``p`` to build card ``c`` now."""
    card = CARDS[c]
    coins = state.coins[p]
    if state.chain_free(p, c):
        giver = _chain_giver(state, p, card)
        price = {"printed": 0, "bought": [], "trade": 0, "total": 0, "to_opponent": 0,
                 "own": {}, "chain_from": giver}
        return {"status": "chain", "price": price,
                "reason": say("free by chain: you own {card}", card=giver) if you == "you"
                else say("free by chain: {player} owns {card}", player=you, card=giver)}
    disc = state.disc_blue[p] if card.color == BLUE else 0
    price = price_breakdown(state, p, card, disc)
    return _priced(price, coins, you)


def wonder_offer(state: Any, p: int, w: int, you: str) -> dict[str, Any]:
    """Status, price and reason for player ``p`` to build wonder ``w`` now."""
    price = price_breakdown(state, p, WONDERS[w], state.disc_wonder[p])
    if state.nbuilt >= MAX_BUILT:
        return {"status": "cannot", "price": price,
                "reason": say("7 wonders are already built: the last one is out of the game")}
    return _priced(price, state.coins[p], you)


def _priced(price: dict[str, Any], coins: int, you: str) -> dict[str, Any]:
    total = price["total"]
    if total > coins:
        reason = (say("not enough coins: costs {cost}, you have {coins}",
                      cost=total, coins=coins) if you == "you" else
                  say("not enough coins: costs {cost}, {city} has {coins}", city=you,
                      cost=total, coins=coins))
        return {"status": "cannot", "price": price, "reason": reason}
    if total == 0:
        return {"status": "free", "price": price, "reason": say("free: nothing to pay")}
    return {"status": "buy", "price": price,
            "reason": say("costs {total}: {price}", total=total, price=price_words(price))}


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

