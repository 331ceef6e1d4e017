"""Duel's card faces: cards, wonders and progress tokens drawn from the catalogue.

What is printed on a card (colour, cost, effects, chain symbols) comes from
``engine.get_game("duel").catalogue()``, static data the same for every game; what a
card costs a player now comes from the view (``view["offer"]``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine import get_game

from ..vdom import h
from . import icons

RES = ("wood", "clay", "stone", "glass", "papyrus")
COLOUR_NAMES = {"brown": "Raw materials", "grey": "Manufactured goods", "blue": "Civilian",
                "green": "Scientific", "yellow": "Commercial", "red": "Military",
                "purple": "Guilds"}
ROMAN = {0: "", 1: "I", 2: "II", 3: "III"}


@lru_cache(maxsize=1)
def catalogue() -> dict[str, Any]:
    """Cards, wonders and tokens by name, and which cards give each chain symbol."""
    faces = get_game("duel").catalogue()
    gives: dict[str, list[str]] = {}
    for c in faces["cards"].values():
        if c.get("chain_to"):
            gives.setdefault(c["chain_to"], []).append(c["name"])
    return {**faces, "gives": gives}


def card(name: str) -> dict[str, Any]:
    return catalogue()["cards"].get(name) or {}


def colour_of(name: str) -> str:
    return card(name).get("color") or "none"


def cost_parts(item: dict[str, Any]) -> list:
    """The printed cost: coins and resources, as small chips."""
    cost = item.get("cost") or {}
    out = []
    if cost.get("coins"):
        out.append(icons.coins(cost["coins"]))
    for r in RES:
        for _ in range(cost.get(r, 0)):
            out.append(icons.icon(r))
    return out or [h("span", {"class_": "free"}, "free")]


def coin_words(n: int) -> str:
    """"1 coin", "3 coins"."""
    return f"{n} coin{'' if n == 1 else 's'}"


def cost_text(item: dict[str, Any]) -> str:
    cost = item.get("cost") or {}
    parts = [coin_words(cost["coins"])] if cost.get("coins") else []
    parts += [f"{cost[r]} {r}" for r in RES if cost.get(r)]
    return ", ".join(parts) or "free"


def _count_text(names: list[str]) -> str:
    words = {"wonders": "wonder", "coins": "3 coins"}
    return " + ".join(words.get(n, n + " card") for n in names)


def _majority_points(e: dict, n: int) -> str:
    per = e.get("per", 1)
    unit = _count_text(e["count"]) if per == 1 else f"{per} coins"
    return f"{n} VP per {unit} (the city with most)"


# how each kind of effect (engine/data/duel.json) reads on a card: (effect, amount) -> text
EFFECT_TEXTS: dict[str, Any] = {
    "produce": lambda e, n: f"makes {n} {e['resource']}",
    "produce_one_of": lambda e, n: "makes one of " + "/".join(e["resources"]),
    "trade_at_1": lambda e, n: "buy " + "/".join(e["resources"]) + " at 1 coin",
    "points": lambda e, n: f"{n} VP",
    "shields": lambda e, n: f"{n} shield" + ("s" if n != 1 else ""),
    "science": lambda e, n: f"science: {e['symbol']}",
    "coins": lambda e, n: f"+{coin_words(n)}",
    "coins_per": lambda e, n: f"+{coin_words(n)} per {_count_text(e['count'])}",
    "majority_points": _majority_points,
    "majority_coins": lambda e, n: (f"+{coin_words(n)} per {_count_text(e['count'])} "
                                    "(the city with most)"),
    "opponent_loses": lambda e, n: f"opponent loses {coin_words(n)}",
    "extra_turn": lambda e, n: "play again",
    "destroy": lambda e, n: f"discard an opponent's {e['color']} card",
    "build_discarded": lambda e, n: "build a discarded card for free",
    "draw_tokens": lambda e, n: f"choose 1 of {n} progress tokens set aside",
    "discount": lambda e, n: ("wonders" if e.get("on") == "wonders" else "blue cards")
    + f" cost {n} resources less",
    "receive_trade": lambda e, n: "the opponent's trading coins come to you",
    "red_shield_bonus": lambda e, n: f"+{n} shield on later red cards",
    "wonders_extra_turn": lambda e, n: "every later wonder gives another turn",
    "chain_coins": lambda e, n: f"+{coin_words(n)} each time you build by chain",
    "points_per_token": lambda e, n: f"{n} VP per progress token",
}


def effect_text(effects: list[dict] | None) -> str:
    out = []
    for e in effects or []:
        k = e.get("kind")
        text = EFFECT_TEXTS.get(k)
        out.append(text(e, e.get("amount", 0)) if text else str(k))
    return "; ".join(out)


def _res(names: list[str]) -> list:
    return [icons.icon(r) for r in names]


# how each kind of effect is drawn on a card, as printed: icons and a few words
EFFECT_ICONS: dict[str, Any] = {
    "produce": lambda e, n: _res([e["resource"]] * n),
    "produce_one_of": lambda e, n: h("span", {"class_": "ico-choice"},
                                     [["/" if i else None, icons.icon(r)]
                                      for i, r in enumerate(e["resources"])]),
    "trade_at_1": lambda e, n: [_res(e["resources"]), icons.word("at"), icons.coins(1)],
    "points": lambda e, n: icons.points(n),
    "shields": lambda e, n: [icons.icon("shield") for _ in range(n)],
    "science": lambda e, n: icons.icon(e["symbol"], class_="sci"),
    "coins": lambda e, n: icons.coins(n),
    "coins_per": lambda e, n: [icons.coins(n), icons.word(f"per {_count_text(e['count'])}")],
    "majority_coins": lambda e, n: [icons.coins(n), icons.word(
        f"per {_count_text(e['count'])} (the city with most)")],
    "opponent_loses": lambda e, n: [icons.word("opponent loses"), icons.coins(n)],
    "chain_coins": lambda e, n: [icons.coins(n), icons.word("each time you build by chain")],
    "points_per_token": lambda e, n: [icons.points(n), icons.word("per progress token")],
}


def effect_icons(effects: list[dict] | None) -> list:
    """A card's, wonder's or token's effects drawn as the family's icons (coins, points,
    shields, resources, the seven science symbols), with words for the rest."""
    out = []
    for i, e in enumerate(effects or []):
        k = e.get("kind")
        n = e.get("amount", 0)
        draw = EFFECT_ICONS.get(k)
        text = EFFECT_TEXTS.get(k)
        out.append(["; " if i else None, draw(e, n) if draw else
                    icons.word(text(e, n) if text else str(k))])
    return h("span", {"class_": "icons effect"}, out)


def chain_text(name: str) -> str:
    sym = card(name).get("chain_from")
    if not sym:
        return ""
    return "free with " + " or ".join(catalogue()["gives"].get(sym, [sym]))


def card_face(name: str, extra_class: str = "", attrs: dict | None = None,
              footer: Any = None, tag: str = "div") -> list:
    item = card(name)
    colour = colour_of(name)
    effects = effect_text(item.get("effects"))
    a = {"class_": f"dcard face c-{colour} {extra_class}".strip(), "data_card": name,
         "title": f"{name} ({COLOUR_NAMES.get(colour, '')}): {effects}"}
    a.update(attrs or {})
    chain = chain_text(name)
    return h(tag, a,
             h("span", {"class_": "dc-cost"}, cost_parts(item) if item else None),
             h("span", {"class_": "dc-name"}, name),
             h("span", {"class_": "dc-effect"}, effect_icons(item.get("effects"))),
             chain and h("span", {"class_": "dc-chain"}, chain),
             footer)


def token_chip(name: str, attrs: dict | None = None, tag: str = "span") -> list:
    effects = effect_text(catalogue()["tokens"].get(name, {}).get("effects"))
    a = {"class_": "ptoken", "data_token": name, "title": f"{name}: {effects}"}
    a.update(attrs or {})
    return h(tag, a, h("span", {"class_": "pt-name"}, name),
             h("span", {"class_": "pt-effect"},
               effect_icons(catalogue()["tokens"].get(name, {}).get("effects"))))


def wonder_tile(w: dict, tag: str = "div", attrs: dict | None = None,
                offer: dict | None = None) -> list:
    """A wonder: its cost and effects; once built, the card under it; unbuilt and
    priced for the player (``offer``: ``view["offer"]["wonders"][name]``), its price."""
    item = catalogue()["wonders"].get(w["name"], {})
    built = w.get("built")
    effects = effect_text(item.get("effects"))
    a = {"class_": "wonder-tile" + (" built" if built else ""), "data_wonder": w["name"],
         "title": f"{w['name']}: {cost_text(item)} → {effects}"}
    a.update(attrs or {})
    foot = None
    if built:
        foot = h("span", {"class_": "wt-state"}, "built" + (f" with {w['card']}"
                                                             if w.get("card") else ""))
    elif offer is not None:
        can = offer["status"] != "cannot"
        foot = h("span", {"class_": "wt-state price", "title": offer["reason"],
                          "data_status": offer["status"]},
                 icons.coins(offer["price"]["total"]), " now", "" if can else " (too dear)")
    return h(tag, a,
             h("span", {"class_": "wt-name"}, w["name"]),
             h("span", {"class_": "wt-cost"}, cost_parts(item)),
             h("span", {"class_": "wt-effect"}, effect_icons(item.get("effects"))),
             foot)
