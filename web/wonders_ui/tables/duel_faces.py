"""Duel's card faces: cards, wonders and progress tokens drawn from the catalogue.

What is printed on a card (colour, cost, effects, chain symbols) comes from
``engine.get_game("duel").catalogue()``, static data the same for every game; what a
card costs a player now comes from the view (``view["offer"]``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine import get_game

from ..i18n import N_, listing, name, sentence, t, tn
from ..vdom import h, is_node
from . import icons, speech
from .parts import with_nodes

RES = ("wood", "clay", "stone", "glass", "papyrus")
#: the words of the resources and the science symbols inside sentences ("makes 2 wood")
WORDS = {"wood": N_("wood"), "clay": N_("clay"), "stone": N_("stone"), "glass": N_("glass"),
         "papyrus": N_("papyrus"), "wheel": N_("wheel"), "plumb": N_("plumb"),
         "quill": N_("quill"), "mortar": N_("mortar"), "sundial": N_("sundial"),
         "globe": N_("globe"), "law": N_("law")}
COLOUR_NAMES = {"brown": N_("Raw materials"), "grey": N_("Manufactured goods"),
                "blue": N_("Civilian"), "green": N_("Scientific"), "yellow": N_("Commercial"),
                "red": N_("Military"), "purple": N_("Guilds")}
ROMAN = {0: "", 1: "I", 2: "II", 3: "III"}


def word(key: str) -> str:
    """A resource's or a science symbol's word in the current language."""
    return t(WORDS[key]) if key in WORDS else key


def colour_name(colour: str) -> str:
    """A card colour's name ("Raw materials") in the current language, "" if none."""
    return t(COLOUR_NAMES[colour]) if colour in COLOUR_NAMES else ""


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
        out.append(icons.repeated(r, cost.get(r, 0)))
    return [x for x in out if x] or [h("span", {"class_": "free"}, t("free"))]


def coin_words(n: int) -> str:
    """"1 coin", "3 coins"."""
    return tn("{n} coin", "{n} coins", n)


def cost_text(item: dict[str, Any]) -> str:
    cost = item.get("cost") or {}
    parts = [coin_words(cost["coins"])] if cost.get("coins") else []
    parts += [t("{n} {resource}", n=cost[r], resource=word(r)) for r in RES if cost.get(r)]
    return ", ".join(parts) or t("free")


#: what a "per ..." effect counts, as a card says it
COUNTED = {"wonders": N_("wonder"), "coins": N_("3 coins"), "brown": N_("brown card"),
           "grey": N_("grey card"), "blue": N_("blue card"), "green": N_("green card"),
           "yellow": N_("yellow card"), "red": N_("red card"), "purple": N_("purple card")}


def _count_text(names: list[str]) -> str:
    return " + ".join(t(COUNTED[n]) if n in COUNTED else n for n in names)


def _majority_points(e: dict, n: int) -> str:
    per = e.get("per", 1)
    unit = _count_text(e["count"]) if per == 1 else coin_words(per)
    return t("{n} VP per {unit} (the city with most)", n=n, unit=unit)


def _either(names: list[str]) -> str:
    """Names as alternatives: "Baths", "Baths or Lighthouse"."""
    if len(names) <= 1:
        return "".join(names)
    return t("{items} or {last}", items=", ".join(names[:-1]), last=names[-1])


def _produce(e: dict, n: int) -> str:
    return t("makes {n} {resource}", n=n, resource=word(e["resource"]))


def _destroy(e: dict, n: int) -> str:
    if e["color"] == "grey":
        return t("discard an opponent's grey card")
    if e["color"] == "brown":
        return t("discard an opponent's brown card")
    return t("discard an opponent's {colour} card", colour=e["color"])


def _discount(e: dict, n: int) -> str:
    if e.get("on") == "wonders":
        return t("wonders cost {n} resources less", n=n)
    return t("blue cards cost {n} resources less", n=n)


# how each kind of effect (engine/data/duel.json) reads on a card: (effect, amount) -> text
EFFECT_TEXTS: dict[str, Any] = {
    "produce": _produce,
    "produce_one_of": lambda e, n: t("makes one of {resources}",
                                     resources="/".join(word(r) for r in e["resources"])),
    "trade_at_1": lambda e, n: t("buy {resources} at 1 coin",
                                 resources="/".join(word(r) for r in e["resources"])),
    "points": lambda e, n: tn("{n} victory point", "{n} victory points", n),
    "shields": lambda e, n: tn("{n} shield", "{n} shields", n),
    "science": lambda e, n: t("science: {symbol}", symbol=word(e["symbol"])),
    "coins": lambda e, n: t("+{coins}", coins=coin_words(n)),
    "coins_per": lambda e, n: t("+{coins} per {unit}", coins=coin_words(n),
                                unit=_count_text(e["count"])),
    "majority_points": _majority_points,
    "majority_coins": lambda e, n: t("+{coins} per {unit} (the city with most)",
                                     coins=coin_words(n), unit=_count_text(e["count"])),
    "opponent_loses": lambda e, n: t("opponent loses {coins}", coins=coin_words(n)),
    "extra_turn": lambda e, n: t("play again"),
    "destroy": _destroy,
    "build_discarded": lambda e, n: t("build a discarded card for free"),
    "draw_tokens": lambda e, n: t("choose 1 of {n} progress tokens set aside", n=n),
    "discount": _discount,
    "receive_trade": lambda e, n: t("the opponent's trading coins come to you"),
    "red_shield_bonus": lambda e, n: t("+{n} shield on later red cards", n=n),
    "wonders_extra_turn": lambda e, n: t("every later wonder gives another turn"),
    "chain_coins": lambda e, n: t("+{coins} each time you build by chain",
                                  coins=coin_words(n)),
    "points_per_token": lambda e, n: t("{n} VP per progress token", n=n),
}


#: how an effect reads after "gives" when said (the card's title keeps EFFECT_TEXTS')
SAID: dict[str, Any] = {
    "produce": lambda e, n: icons.counted(e["resource"], n),
    "produce_one_of": lambda e, n: icons.either([word(r) for r in e["resources"]]),
    "science": lambda e, n: t(icons.WORDS.get(e["symbol"], e["symbol"])),
    "coins": lambda e, n: coin_words(n),
}


def effect_parts(effects: list[dict] | None, said: bool = False) -> list[str]:
    """Each effect in words, counted ("2 shields", "makes 1 wood"; ``said``: as it reads
    after "gives": "1 wood", "wheel (science)")."""
    out = []
    for e in effects or []:
        k = e.get("kind")
        text = (said and SAID.get(k)) or EFFECT_TEXTS.get(k)
        out.append(text(e, e.get("amount", 0)) if text else str(k))
    return out


def effect_text(effects: list[dict] | None) -> str:
    return "; ".join(effect_parts(effects))


def cost_words(item: dict[str, Any]) -> str:
    """A printed cost counted, as said: "1 coin and 2 wood"; "" when free."""
    cost = item.get("cost") or {}
    parts = [coin_words(cost["coins"])] if cost.get("coins") else []
    parts += [icons.counted(r, cost[r]) for r in RES if cost.get(r)]
    return listing(parts)


def card_words(card_name: str) -> str:
    """A card as a person says it: "Stockade, military: costs 1 wood, gives 1 shield"
    (the same sentence as 7 Wonders' cards, ``speech.face``)."""
    item = card(card_name)
    words = {"card": name(card_name), "kind": speech.kind(colour_of(card_name)),
             "effects": listing(effect_parts(item.get("effects"), said=True))}
    paid = cost_words(item)
    if paid:
        return t("{card}, {kind}: costs {cost}, gives {effects}", cost=paid, **words)
    return t("{card}, {kind}: free, gives {effects}", **words)


def wonder_words(wonder: str) -> str:
    """A wonder as said: "The Pyramids, wonder: costs 3 stone and 1 papyrus, gives
    9 victory points"."""
    item = catalogue()["wonders"].get(wonder, {})
    return t("{wonder}, wonder: costs {cost}, gives {effects}", wonder=name(wonder),
             cost=cost_words(item) or t("free"),
             effects=listing(effect_parts(item.get("effects"), said=True)))


def token_words(token: str) -> str:
    """A progress token as said: "Agriculture, progress token: 6 coins and 4 victory
    points"."""
    effects = catalogue()["tokens"].get(token, {}).get("effects")
    return t("{token}, progress token: {effects}", token=name(token),
             effects=listing(effect_parts(effects, said=True)))


def named(tag: str, said: str) -> dict[str, str]:
    """The name of a drawn face: a button's ``aria-label``; anything else an image
    (``role img``) of that name, read as one sentence, not its icons' words in a row."""
    return {"aria_label": said} if tag == "button" else {"role": "img", "aria_label": said}


def _res(names: list[str]) -> list:
    return [icons.icon(r) for r in names]


def _per(e: dict, n: int, most: bool) -> list:
    """"[coins] per brown card" / "... (the city with most)", the coins drawn."""
    text = (t("{coins} per {unit} (the city with most)", unit=_count_text(e["count"]))
            if most else t("{coins} per {unit}", unit=_count_text(e["count"])))
    return _worded(text, coins=icons.coins(n))


def _worded(text: str, **nodes: Any) -> list:
    """A message around drawings, its words as the small words among icons."""
    return icons.worded(text, **nodes)


# how each kind of effect is drawn on a card, as printed: icons and a few words
EFFECT_ICONS: dict[str, Any] = {
    "produce": lambda e, n: icons.repeated(e["resource"], n),
    "produce_one_of": lambda e, n: h("span", {"class_": "ico-choice"},
                                     [["/" if i else None, icons.icon(r)]
                                      for i, r in enumerate(e["resources"])]),
    "trade_at_1": lambda e, n: _worded(t("{resources} at {coins}"),
                                       resources=_res(e["resources"]), coins=icons.coins(1)),
    "points": lambda e, n: icons.points(n),
    "shields": lambda e, n: icons.repeated("shield", n),
    "science": lambda e, n: icons.icon(e["symbol"], class_="sci"),
    "coins": lambda e, n: icons.coins(n),
    "coins_per": lambda e, n: _per(e, n, False),
    "majority_coins": lambda e, n: _per(e, n, True),
    "opponent_loses": lambda e, n: _worded(t("opponent loses {coins}"), coins=icons.coins(n)),
    "chain_coins": lambda e, n: _worded(t("{coins} each time you build by chain"),
                                        coins=icons.coins(n)),
    "points_per_token": lambda e, n: _worded(t("{points} per progress token"),
                                             points=icons.points(n)),
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


def chain_text(card_name: str) -> str:
    sym = card(card_name).get("chain_from")
    if not sym:
        return ""
    givers = catalogue()["gives"].get(sym, [sym])
    return t("free with {cards}", cards=_either([name(g) for g in givers]))


#: letters of the longest word a card's name shows in full at the usual size, and a
#: size smaller
LONG_WORD, LONGER_WORD = 9, 11


def _name_size(shown: str) -> str:
    """The size class of a name with a word too long for a pyramid card at the usual
    size (a language's one-word names run long: "Laboratorium", "Karavanseraj")."""
    longest = max((len(w) for w in shown.split()), default=0)
    return "longer" if longest > LONGER_WORD else "long" if longest > LONG_WORD else ""


def card_face(card_name: str, extra_class: str = "", attrs: dict | None = None,
              footer: Any = None, tag: str = "div", said: str | None = None) -> list:
    """A card as printed, named as a person says it (``said``, by default its face in
    words: ``card_words``). A button's one text is the printed name, the first words
    of its spoken name (WCAG 2.5.3, label in name): its other parts are drawn on it from
    beside it (``face-slot``, which takes the card's place: ``attrs``' style)."""
    item = card(card_name)
    colour = colour_of(card_name)
    effects = effect_text(item.get("effects"))
    shown = name(card_name)
    a = {"class_": f"dcard face c-{colour} {extra_class}".strip(), "data_card": card_name,
         "title": t("{card} ({colour}): {effects}", card=shown, colour=colour_name(colour),
                    effects=effects), **named(tag, said or card_words(card_name))}
    a.update(attrs or {})
    chain = chain_text(card_name)
    name_tag = h("span", {"class_": f"dc-name {_name_size(shown)}".strip()}, shown)
    if tag != "button":
        return h(tag, a,
                 h("span", {"class_": "dc-cost"}, cost_parts(item) if item else None),
                 name_tag,
                 h("span", {"class_": "dc-effect"}, effect_icons(item.get("effects"))),
                 chain and h("span", {"class_": "dc-chain"}, chain), footer)
    hide = {"aria_hidden": "true"}  # said by the name
    return h("div", {"class_": f"face-slot dcard-slot c-{colour}", "style": a.pop("style", None)},
             h(tag, a, name_tag),
             h("span", {"class_": "dc-cost", **hide}, cost_parts(item) if item else None),
             h("span", {"class_": "dc-effect", **hide}, effect_icons(item.get("effects"))),
             chain and h("span", {"class_": "dc-chain", **hide}, chain),
             [footer[0], {**footer[1], "aria-hidden": "true"}, *footer[2:]]
             if is_node(footer) else footer)


def token_chip(token: str, attrs: dict | None = None, tag: str = "span") -> list:
    effects = catalogue()["tokens"].get(token, {}).get("effects")
    shown = name(token)
    a = {"class_": "ptoken", "data_token": token,
         "title": t("{name}: {text}", name=shown, text=effect_text(effects)),
         **named(tag, token_words(token))}
    a.update(attrs or {})
    hide = {"aria_hidden": "true"} if tag == "button" else {}  # said by the name
    return h(tag, a, h("span", {"class_": "pt-name"}, shown),
             h("span", {"class_": "pt-effect", **hide}, effect_icons(effects)))


def _wonder_state(w: dict, offer: dict | None) -> Any:
    """Under a wonder: the card it was built with, or its price for the player now."""
    if w.get("built"):
        text = (t("built with {card}", card=name(w["card"])) if w.get("card")
                else t("built"))
        return h("span", {"class_": "wt-state"}, text)
    if offer is None:
        return None
    coins = icons.coins(offer["price"]["total"])
    text = (t("{coins} now") if offer["status"] != "cannot" else t("{coins} now (too dear)"))
    return h("span", {"class_": "wt-state price", "title": sentence(offer["reason"]),
                      "data_status": offer["status"]}, with_nodes(text, coins=coins))


def _wonder_said(w: dict, offer: dict | None) -> str:
    """A wonder as said, with what its tile shows under it: built (with which card),
    or its price for the player now."""
    said = wonder_words(w["name"])
    if w.get("built"):
        return t("{wonder}; built", wonder=said)
    if offer is None:
        return said
    if offer["status"] == "cannot":
        return t("{wonder}; {coins} now, too dear", wonder=said,
                 coins=coin_words(offer["price"]["total"]))
    return t("{wonder}; {coins} now", wonder=said, coins=coin_words(offer["price"]["total"]))


def wonder_tile(w: dict, tag: str = "div", attrs: dict | None = None,
                offer: dict | None = None) -> list:
    """A wonder: its cost and effects; once built, the card under it; unbuilt and
    priced for the player (``offer``: ``view["offer"]["wonders"][name]``), its price."""
    item = catalogue()["wonders"].get(w["name"], {})
    shown = name(w["name"])
    a = {"class_": "wonder-tile" + (" built" if w.get("built") else ""),
         "data_wonder": w["name"],
         "title": t("{wonder}: {cost} → {effects}", wonder=shown, cost=cost_text(item),
                    effects=effect_text(item.get("effects"))),
         **named(tag, _wonder_said(w, offer))}
    a.update(attrs or {})
    hide = {"aria_hidden": "true"} if tag == "button" else {}  # said by the name
    state = _wonder_state(w, offer)
    return h(tag, a,
             h("span", {"class_": "wt-name"}, shown),
             h("span", {"class_": "wt-cost", **hide}, cost_parts(item)),
             h("span", {"class_": "wt-effect", **hide}, effect_icons(item.get("effects"))),
             [state[0], {**state[1], "aria-hidden": "true"}, *state[2:]]
             if hide and is_node(state) else state)
