"""What a screen reader says for a 7 Wonders card, city and score chip: one sentence as
a person would say it, in the person's language ("Stockade, military: costs 1 wood,
gives 1 shield; buy 1 wood for 2 coins from Bob").

The drawn card strings icons together, each read by its word ("wood red Stockade
shields buy for 2 coins"); its button is named by this sentence instead (its
``aria-label``; a button's content is presentational). Quantities are counted with the
catalogues' plural forms ("2 shields", "3 clay", never "clay, clay, clay"). Everything
is read from the card's printed face (the catalogue) and the view's data for this turn
(``view["choices"]``: status, the cheapest payment's purchases); no rule is worked out
here.
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..i18n import N_, t, tn
from . import icons
from .context import TableContext

#: a card colour as a kind of building, said after the card's name ("Stockade, military")
KINDS = {"brown": N_("raw material"), "grey": N_("manufactured good"),
         "yellow": N_("commercial"), "blue": N_("civilian"), "red": N_("military"),
         "green": N_("scientific"), "purple": N_("guild"), "black": N_("black (Cities)")}
#: the trading posts and the Marketplace: (side, kind) -> words
DISCOUNTS = {("left", "raw"): N_("raw materials from the left neighbour for 1 coin"),
             ("right", "raw"): N_("raw materials from the right neighbour for 1 coin"),
             ("both", "raw"): N_("raw materials from both neighbours for 1 coin"),
             ("left", "manufactured"): N_("manufactured goods from the left neighbour for 1 coin"),
             ("right", "manufactured"): N_("manufactured goods from the right neighbour "
                                           "for 1 coin"),
             ("both", "manufactured"): N_("manufactured goods from both neighbours for 1 coin")}


def kind(colour: str) -> str:
    """The kind of building a colour is ("military"), in the current language."""
    return t(KINDS[colour]) if colour in KINDS else colour


def coins(n: int) -> str:
    return tn("{n} coin", "{n} coins", n)


def resources(letters: str) -> list[str]:
    """``"CCCW"`` -> ["3 clay", "1 wood"] (each resource once, counted, as printed)."""
    runs: dict[str, int] = {}
    for x in letters:
        if x in icons.RESOURCES:
            runs[x] = runs.get(x, 0) + 1
    return [icons.counted(icons.RESOURCES[x], n) for x, n in runs.items()]


def cost(cost: dict[str, Any]) -> str:
    """A printed cost counted: "1 coin and 2 wood"; "" when the card is free."""
    parts = [coins(cost["coins"])] if cost.get("coins") else []
    return i18n.listing(parts + resources(cost.get("resources") or ""))


def _produce(args: list[str]) -> str:
    if "/" in args[0]:
        made = icons.either([t(icons.WORDS[icons.RESOURCES[x]]) for x in args[0].split("/")
                             if x in icons.RESOURCES])
    else:
        made = i18n.listing(resources(args[0]))
    return t("{resources}, not for sale", resources=made) if "unsold" in args[1:] else made


def _gain(args: list[str], also: list[str] | None) -> str:
    """``gain coins 2 per grey in all`` (and the points part counting the same thing)."""
    what, n, _, thing, _, where = args
    reward = [coins(int(n)) if what == "coins" else icons.counted("points", int(n))]
    if also:
        reward.append(icons.counted("points", int(also[1])))
    if thing in icons.COUNTED_THINGS:
        counted = t(icons.COUNTED_THINGS[thing][1])
    else:
        counted = i18n.listing([t("{colour} card", colour=t(icons.COLOUR_WORDS.get(c, c)))
                                for c in thing.split("+")])
    return t("{reward} per {thing} {scope}", reward=i18n.listing(reward), thing=counted,
             scope=t(icons.SCOPE_WORDS[where]))


def _part(kind_: str, args: list[str]) -> str:
    """One printed effect in words (the kinds of ``engine/classic/effects.py``); the
    Cities expansion's by their drawing's words."""
    if kind_ == "produce":
        return _produce(args)
    if kind_ in ("points", "coins"):
        return icons.counted("points" if kind_ == "points" else "coin", int(args[0]))
    if kind_ == "shields":
        return icons.counted("shield", int(args[0]))
    if kind_ == "science":
        return t(icons.WORDS["science-any" if args[0] == "any" else args[0]])
    if kind_ == "discount" and (args[0], args[1]) in DISCOUNTS:
        return t(DISCOUNTS[(args[0], args[1])])
    if kind_ == "power":
        return icons.power_words(args[0])
    if kind_ == "loss":  # Cities: each other city pays the bank or takes debt
        n = int(args[0])
        loss = tn("each other city loses {n} coin", "each other city loses {n} coins", n)
        if len(args) == 3 and args[2] in icons.COUNTED_THINGS:
            thing = t(icons.COUNTED_THINGS[args[2]][1])
            return t("{loss} per {thing}", loss=loss,
                     thing=t("{thing} of that city", thing=thing))
        return loss
    return icons.spoken(icons.effect_icons(" ".join([kind_, *args])))


def effects(text: str) -> str:
    """A card's or a stage's printed effects in words: "1 shield", "2 victory points",
    "1 coin per brown card in yours and your neighbours'"."""
    parts = [p.split() for p in text.split(";") if p.strip()]
    out = []
    i = 0
    while i < len(parts):
        kind_, *args = parts[i]
        if kind_ == "gain" and len(args) == 6:
            nxt = parts[i + 1] if i + 1 < len(parts) else []
            same = (nxt[:1] == ["gain"] and len(nxt) == 7 and nxt[3:] == args[2:]
                    and args[0] == "coins")
            out.append(_gain(args, nxt[1:] if same else None))
            i += 2 if same else 1
            continue
        out.append(_part(kind_, args))
        i += 1
    return i18n.listing(out)


def face(name: str, face_: dict[str, Any]) -> str:
    """A card as printed: "Stockade, military: costs 1 wood, gives 1 shield"."""
    paid = cost(face_.get("cost") or {})
    words = {"card": i18n.name(name), "kind": kind(face_.get("colour", "")),
             "effects": effects(face_.get("effects", ""))}
    if paid:
        return t("{card}, {kind}: costs {cost}, gives {effects}", cost=paid, **words)
    return t("{card}, {kind}: free, gives {effects}", **words)


def purchases(ctx: TableContext, pay: dict) -> str:
    """What one payment buys, counted and from whom: "1 wood for 2 coins from Bob and
    1 glass for 2 coins from Cy"."""
    return i18n.listing([t("{resources} for {coins} from {player}",
                           resources=icons.counted(b["resource"], b["count"]),
                           coins=coins(b["count"] * b["price"]), player=ctx.whom(b["player"]))
                         for b in pay.get("bought", [])])


def hand_card(ctx: TableContext, choice: dict, face_: dict[str, Any]) -> str:
    """A card of the hand as a person says it: its face, then what building it takes
    this turn (the view's status and its cheapest payment): "Stockade, military: costs
    1 wood, gives 1 shield; buy 1 wood for 2 coins from Bob"."""
    said = face(choice["card"], face_)
    status = choice["status"]
    if status == "buy":
        pays = [b for b in choice["builds"] if not b["free"]]
        cheapest = min(pays, key=lambda b: b["total"]) if pays else None
        if cheapest and cheapest.get("bought"):
            return t("{card}; buy {purchases}", card=said,
                     purchases=purchases(ctx, cheapest))
        if cheapest:
            return t("{card}; pay {coins}", card=said, coins=coins(cheapest["total"]))
    if status == "chain":
        return t("{card}; free by chain", card=said)
    if status == "free":
        return t("{card}; you can build it", card=said)
    if status == "olympia":
        return t("{card}; free with Olympia's power", card=said)
    if status == "owned":
        return t("{card}; already built", card=said)
    if status == "cannot":
        return t("{card}; cannot build", card=said)
    return said


def city(ctx: TableContext, city_: dict, side_: str | None) -> str:
    """A city's button (it opens the city) as a person says it: first the words it
    shows, in their order (WCAG 2.5.3, label in name: the side, the owner, the wonder),
    then what it does and what the city holds: "Left, Bob, Rhodes A: open your left
    neighbour's city; 1 of 3 wonder stages built; 3 coins and 2 shields"."""
    seat = city_["index"]
    wonder = f"{i18n.name(city_['wonder'])} {icons.side_word(city_['side'])}"  # as it shows
    tag = {"left": t("◀ Left"), "right": t("Right ▶")}.get(side_ or "", "").strip("◀▶ ")
    shown = [tag, ctx.label(seat)] if side_ == "left" else [ctx.label(seat), tag]
    words = {"shown": ", ".join([w for w in shown if w] + [wonder]),
             "stages": t("{built} of {total} wonder stages built",
                         built=city_["stages_built"], total=len(city_["stages"])),
             "holds": i18n.listing([coins(city_.get("coins", 0)),
                                    icons.counted("shield", city_.get("shields", 0))])}
    if side_ == "left":
        return t("{shown}: open your left neighbour's city; {stages}; {holds}", **words)
    if side_ == "right":
        return t("{shown}: open your right neighbour's city; {stages}; {holds}", **words)
    return i18n.tp(ctx.name(seat), "{shown}: open your city; {stages}; {holds}",
                   "{shown}: open {player}'s city; {stages}; {holds}", **words)


def score_chip(label: str, n: int) -> str:
    """A score category's chip: "Military: 3 points"."""
    return tn("{category}: {n} point", "{category}: {n} points", n, category=label)
