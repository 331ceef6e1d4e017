"""The family's icons: one visual language for resources, coins, shields, points,
science, chains and conflict tokens, drawn for this project in ``web/sprite.svg``.

An icon is ``<i class="ico ico-wood" role="img" aria-label="wood">``, painted by
``web/icons-art.css`` (each symbol of the sprite as a background image, made by
``art_css``: one element an icon, no shadow trees, drawn as fast as text):
screen readers read its word, a long press or a tap shows it (``web/ui.js``, nothing
hover-only) and the legend panel (``legend_panel``, the top bar's "Icons" button) lists
them all. Coins, points, shields and conflict
tokens carry their number inside, as printed on the cards.

A card's face is read from the catalogue's short text and drawn as the cards print it:
``cost_icons({"coins": 1, "resources": "WO"})``, ``effect_icons("produce S/C")``,
``effect_icons("gain coins 2 per grey in all")`` (a coin of 2, "per", a grey card,
the arrows of the cities it counts). Each kind of effect has one drawing, never a card.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

from .. import i18n
from ..i18n import N_, t, tn
from ..vdom import h, is_node
from .glyphs import glyph
from .parts import with_nodes

SPRITE = Path(__file__).resolve().parents[2] / "sprite.svg"  # web/sprite.svg

#: resource letter (the engine's cost and production strings) -> icon id
RESOURCES = {"W": "wood", "S": "stone", "O": "ore", "C": "clay",
             "G": "glass", "L": "loom", "P": "papyrus"}
RAW = "WSOC"
MANUFACTURED = "GLP"
SCIENCE = ("compass", "gear", "tablet")
#: 7 Wonders Duel's seven science symbols, in the engine's order (``duel.json``)
DUEL_SCIENCE = ("wheel", "plumb", "quill", "mortar", "sundial", "globe", "law")

#: icon id -> its word (aria-label, long-press tip, legend)
WORDS = {
    "wood": N_("wood"), "stone": N_("stone"), "ore": N_("ore"), "clay": N_("clay"),
    "glass": N_("glass"), "loom": N_("loom"), "papyrus": N_("papyrus"), "coin": N_("coins"),
    "shield": N_("shields"), "points": N_("victory points"), "compass": N_("compass (science)"),
    "gear": N_("gear (science)"), "tablet": N_("tablet (science)"),
    "science-any": N_("any science symbol"), "wheel": N_("wheel (science)"),
    "plumb": N_("plumb line (science)"), "quill": N_("quill (science)"),
    "mortar": N_("mortar (science)"), "sundial": N_("sundial (science)"),
    "globe": N_("globe (science)"), "law": N_("law (science)"),
    "chain": N_("chain: built free after its card"), "victory": N_("victory token"),
    "defeat": N_("defeat token"), "stage": N_("wonder stage"), "debt": N_("debt token"),
    "diplomacy": N_("diplomacy token"), "left": N_("left neighbour"),
    "right": N_("right neighbour"), "self": N_("your city"),
}
#: the icons that carry a number, and how the number reads ("3 coins"): (count for the
#: plural form, the number as drawn) -> words
COUNTED: dict[str, Any] = {
    "coin": lambda k, c: tn("{count} coin", "{count} coins", k, count=c),
    "points": lambda k, c: tn("{count} victory point", "{count} victory points", k, count=c),
    "shield": lambda k, c: tn("{count} shield", "{count} shields", k, count=c),
    "stage": lambda k, c: tn("{count} wonder stage", "{count} wonder stages", k, count=c),
    "victory": lambda k, c: tn("{count} victory token", "{count} victory token", k, count=c),
    "defeat": lambda k, c: tn("{count} defeat token", "{count} defeat token", k, count=c),
    "debt": lambda k, c: tn("{count} debt", "{count} debt", k, count=c)}

#: which cities an effect counts (as the cards' arrows show)
SCOPES = {"self": ("self",), "neighbours": ("left", "right"), "all": ("left", "self", "right")}
SCOPE_WORDS = {"self": N_("in your city"), "neighbours": N_("in your neighbours'"),
               "all": N_("in yours and your neighbours'")}
#: what a "gain ... per X" effect counts, besides card colours
COUNTED_THINGS = {"stage": ("stage", N_("wonder stage")),
                  "defeat": ("defeat", N_("defeat token")),
                  "wonder": ("stage", N_("finished wonder")),
                  "victory": ("victory", N_("victory token"))}
POWERS = {"build_discard": N_("build a discarded card free"),
          "copy_guild": N_("copy a neighbour's guild"),
          "free_build": N_("one free build each age"),
          "play_seventh": N_("play the 7th card too"),
          "free_first_colour": N_("first card of each colour free"),
          "free_first_turn": N_("first card of each age free"),
          "free_last_turn": N_("last card of each age free")}
COLOUR_WORDS = {"brown": N_("brown (raw materials)"), "grey": N_("grey (manufactured goods)"),
                "yellow": N_("yellow (commerce)"), "blue": N_("blue (civilian)"),
                "red": N_("red (military)"), "green": N_("green (science)"),
                "purple": N_("purple (guild)"), "black": N_("black (Cities)")}


#: the 2nd edition's wonder sides, handed out by the view as data ("day", "night")
SIDE_WORDS = {"day": N_("day"), "night": N_("night")}


def side_word(side: str) -> str:
    """A wonder's side as shown: the 1st edition's A and B as printed, the 2nd
    edition's day and night in the person's language."""
    return t(SIDE_WORDS[side]) if side in SIDE_WORDS else side


@cache
def icon(name: str, n: int | str | None = None, word: str | None = None,
         class_: str = "") -> list:
    """One icon by id (``WORDS``); ``n`` draws a number on it (coins, points...) and
    makes the word read "3 coins". The same arguments give the same (shared, never
    changed) node: a table draws hundreds of icons."""
    if word is None:
        word = t(WORDS[name])
        if n is not None and name in COUNTED:
            word = COUNTED[name](1 if str(n) in ("1", "+1", "-1") else 2, str(n))
    attrs = {"class": f"ico ico-{name} {class_}".strip(), "role": "img", "aria-label": word}
    return ["i", attrs] if n is None else ["i", attrs, str(n)]


def resource(letter: str) -> list:
    """A resource by its letter (``W S O C G L P``)."""
    return icon(RESOURCES[letter])


def coins(n: int) -> list:
    return icon("coin", n)


def points(n: int) -> list:
    return icon("points", n)


def token(value: int) -> list:
    """A conflict token: victory +1/+3/+5, defeat -1."""
    return icon("victory", f"+{value}") if value > 0 else icon("defeat", str(value))


def card_of(colour: str) -> list:
    """A small card of a colour with its colour-blind glyph (``glyphs.py``)."""
    word = t("{colour} card", colour=t(COLOUR_WORDS.get(colour, colour)))
    return h("span", {"class_": f"ico-card c-{colour}", "role": "img", "aria_label": word},
             glyph(colour))


def word(text: str) -> list:
    """A short word among icons ("per", "or"), given in the current language."""
    return h("span", {"class_": "ico-word"}, text)


def worded(text: str, **nodes: Any) -> list:
    """A message around icons, its words drawn as the short words among them:
    ``worded(t("{reward} per {thing} {scope}"), reward=..., thing=..., scope=...)``."""
    return [x if not isinstance(x, str) else word(x.strip())
            for x in with_nodes(text, **nodes) if not isinstance(x, str) or x.strip()]


#: a resource counted, in words, with its plural forms ("3 clay", "2 looms")
RESOURCE_COUNTS: dict[str, Any] = {
    "wood": lambda n: tn("{n} wood", "{n} wood", n),
    "stone": lambda n: tn("{n} stone", "{n} stone", n),
    "ore": lambda n: tn("{n} ore", "{n} ore", n),
    "clay": lambda n: tn("{n} clay", "{n} clay", n),
    "glass": lambda n: tn("{n} glass", "{n} glass", n),
    "loom": lambda n: tn("{n} loom", "{n} looms", n),
    "papyrus": lambda n: tn("{n} papyrus", "{n} papyrus", n)}


def counted(name: str, n: int) -> str:
    """``n`` of the icon ``name`` in words, counted: "3 clay", "2 shields"."""
    if name in RESOURCE_COUNTS:
        return RESOURCE_COUNTS[name](n)
    if name in COUNTED:
        return COUNTED[name](1 if n == 1 else 2, str(n))
    return t(WORDS[name])


def repeated(name: str, n: int, class_: str = "") -> list:
    """The icon ``name`` drawn ``n`` times as printed, read once and counted ("3 clay",
    never "clay, clay, clay"): two or more are one image (role img) named by their count
    (the icons inside are presentational, a tap shows the count)."""
    if n < 2:
        return [icon(name, class_=class_)] if n == 1 else []
    return h("span", {"class_": "ico-count", "role": "img", "aria_label": counted(name, n)},
             [icon(name, class_=class_)] * n)


def resources_row(letters: str) -> list:
    """``"WWO"`` -> wood, wood, ore, drawn as printed, read "2 wood, 1 ore"."""
    runs: list[tuple[str, int]] = []
    for x in letters:
        if x not in RESOURCES:
            continue
        if runs and runs[-1][0] == x:
            runs[-1] = (x, runs[-1][1] + 1)
        else:
            runs.append((x, 1))
    return [repeated(RESOURCES[x], n) for x, n in runs]


def choice(alternatives: str) -> list:
    """``"S/C"`` -> stone or clay, drawn as one group with slashes."""
    items: list = []
    for i, x in enumerate(alternatives.split("/")):
        if i:
            items.append("/")
        items.append(resources_row(x))
    return h("span", {"class_": "ico-choice", "role": "group",
                      "aria_label": either([t(WORDS[RESOURCES[x]]) for x in alternatives
                                            if x in RESOURCES])}, items)


def either(words: list[str]) -> str:
    """Alternatives in words: "stone or clay", "wood or stone or ore"."""
    out = words[0] if words else ""
    for w in words[1:]:
        out = t("{first} or {second}", first=out, second=w)
    return out


def cost_icons(cost: dict[str, Any]) -> list:
    """A cost as printed in a card's corner: coins, then resources; "free" when none."""
    return _cost(cost.get("coins") or 0, cost.get("resources") or "")


@cache
def _cost(n: int, letters: str) -> list:
    items = [coins(n)] if n else []
    items += resources_row(letters)
    return h("span", {"class_": "icons cost"}, items or word(t("free")))


def production_icons(prod: dict) -> list:
    """A city's production: the fixed resources, then each either/or choice."""
    return _production(prod.get("fixed") or "", tuple(prod.get("choices") or ()))


@cache
def _production(fixed: str, choices: tuple[str, ...]) -> list:
    items = resources_row(fixed) + [choice(c) for c in choices]
    return h("span", {"class_": "icons prod"}, items or word(t("nothing")))


def _scope(where: str) -> list:
    return h("span", {"class_": "ico-scope", "role": "img", "aria_label": t(SCOPE_WORDS[where])},
             [icon(s, word=t(SCOPE_WORDS[where]), class_="arrow") for s in SCOPES[where]])


def _counted(thing: str) -> list:
    if thing in COUNTED_THINGS:
        name, what = COUNTED_THINGS[thing]
        return icon(name, word=t(what))
    return [card_of(c) for c in thing.split("+")]


def _gain(args: list[str], also: list[str] | None) -> list:
    """``gain coins 2 per grey in all`` (and a points part counting the same thing)."""
    what, n, _, thing, _, where = args
    reward = [coins(int(n)) if what == "coins" else points(int(n))]
    if also:
        reward.append(points(int(also[1])))
    return worded(t("{reward} per {thing} {scope}"), reward=reward, thing=_counted(thing),
                  scope=_scope(where))


def _discount(side: str, kind: str) -> list:
    sides = ("left", "right") if side == "both" else (side,)
    letters = RAW if kind == "raw" else MANUFACTURED
    return worded(t("{sides} {resources} for {coins}"),
                  sides=[icon(s, class_="arrow") for s in sides],
                  resources=resources_row(letters), coins=coins(1))


def _part(kind: str, args: list[str]) -> list:
    if kind == "produce":
        res = choice(args[0]) if "/" in args[0] else resources_row(args[0])
        return [res, "unsold" in args[1:] and word(t("not for sale"))]
    if kind == "points":
        return points(int(args[0]))
    if kind == "coins":
        return coins(int(args[0]))
    if kind == "shields":
        return repeated("shield", int(args[0]))
    if kind == "science":
        return icon("science-any" if args[0] == "any" else args[0])
    if kind == "discount":
        return _discount(args[0], args[1])
    if kind == "power":
        return word(power_words(args[0]))
    if kind in CITIES_PARTS:
        return CITIES_PARTS[kind](args)
    return h("span", {"class_": "ico-word unknown"}, " ".join([kind, *args]))


def power_words(power: str) -> str:
    """A wonder power in words ("build a discarded card free")."""
    return t(POWERS[power]) if power in POWERS else power.replace("_", " ")


# -- the Cities expansion's kinds of effect (rulebook 003, the symbol sheet)


def _loss(args: list[str]) -> list:
    """``loss 2``, ``loss 1 per victory``: each other city loses coins (pays the bank
    or takes debt): a coin marked with a minus, per what it counts in that city."""
    n = int(args[0])
    coin = icon("coin", f"−{n}", class_="loss",
                word=tn("each other city loses {n} coin", "each other city loses {n} coins", n))
    if len(args) == 3:
        name, what = COUNTED_THINGS[args[2]]
        return worded(t("{coins} per {thing} others"), coins=coin,
                      thing=icon(name, word=t("{thing} of that city", thing=t(what))))
    return worded(t("{coins} others"), coins=coin)


def _gift(args: list[str]) -> list:
    """``gift 1``: each neighbour takes coins from the bank."""
    n = int(args[0])
    return h("span", {"class_": "ico-scope", "role": "img",
                      "aria_label": tn("each neighbour takes {n} coin",
                                       "each neighbour takes {n} coins", n)},
             icon("left", word=t(WORDS["left"]), class_="arrow"), coins(n),
             icon("right", word=t(WORDS["right"]), class_="arrow"))


def _mask(_args: list[str]) -> list:
    """``mask``: at the end, copy the science symbol of a neighbour's green card."""
    return [icon("left", word=t(WORDS["left"]), class_="arrow"),
            icon("science-any", word=t("mask: copies a neighbour's green science symbol"),
                 class_="mask"),
            icon("right", word=t(WORDS["right"]), class_="arrow")]


def _dock(args: list[str]) -> list:
    """``dock left``: the first purchase each turn from that neighbour costs 1 less."""
    side = args[0]
    return [icon(side, word=t(WORDS[side]), class_="arrow"), word(t("1st buy a turn")),
            icon("coin", "−1", word=t("1 coin less"))]


def _extra(args: list[str]) -> list:
    """``extra own``/``extra missing``: one more resource each turn, one the city
    produces already (Secret Warehouse) or one it lacks (Black Market)."""
    return word(t("+1 resource you make") if args[0] == "own" else t("+1 resource you lack"))


def _free(args: list[str]) -> list:
    """``free stages``: the wonder's stages cost no resources (their coins still)."""
    return [icon("stage"), word(t("need no resources"))]


#: effect kind -> its drawing (the Cities expansion)
CITIES_PARTS = {"loss": _loss, "gift": _gift, "diplomacy": lambda _a: icon("diplomacy"),
                "mask": _mask, "dock": _dock, "extra": _extra, "free": _free}


@cache
def effect_icons(effects: str) -> list:
    """A card's or stage's effect text as icons and short words (card faces are few and
    never change: each is drawn once)."""
    parts = [p.split() for p in effects.split(";") if p.strip()]
    items = []
    i = 0
    while i < len(parts):
        kind, *args = parts[i]
        if kind == "gain" and len(args) == 6:
            nxt = parts[i + 1] if i + 1 < len(parts) else []
            same = (nxt[:1] == ["gain"] and len(nxt) == 7 and nxt[3:] == args[2:]
                    and args[0] == "coins")
            items.append(_gain(args, nxt[1:] if same else None))
            i += 2 if same else 1
            continue
        items.append(_part(kind, args))
        i += 1
    return h("span", {"class_": "icons effect"}, items)


#: the two ways a chain reads beside a card: the cards it comes from, the cards it frees
CHAIN_WORDS = {"free after": N_("free after {cards}"), "frees": N_("frees {cards}")}


def chain_icons(names: list[str], verb: str) -> list:
    """The chain symbol with the cards it links ("free after Altar"; ``verb`` is
    "free after" or "frees")."""
    cards = ", ".join(i18n.name(n) for n in names)
    text = t(CHAIN_WORDS[verb], cards=cards) if verb in CHAIN_WORDS else f"{verb} {cards}"
    return h("span", {"class_": "icons chain"}, icon("chain"), word(text))


LEGEND = [(N_("Resources"), [RESOURCES[x] for x in RAW + MANUFACTURED]),
          (N_("Coins, points, military"), ["coin", "points", "shield", "victory", "defeat"]),
          (N_("Science"), [*SCIENCE, "science-any"]),
          (N_("Duel science"), list(DUEL_SCIENCE)),
          (N_("Wonders and chains"), ["stage", "chain", "left", "self", "right"]),
          (N_("Cities"), ["debt", "diplomacy"])]


#: Duel's legend: its five resources, what its cards print, its seven science symbols
DUEL_LEGEND = [(N_("Resources"), ["wood", "clay", "stone", "glass", "papyrus"]),
               (N_("Coins, points, military"), ["coin", "points", "shield"]),
               (N_("Duel science"), list(DUEL_SCIENCE))]
DUEL_COLOURS = ("brown", "grey", "yellow", "blue", "red", "green", "purple")


def legend_panel(groups: list[tuple[str, list[str]]] | None = None,
                 colours: tuple[str, ...] | None = None) -> list:
    """``#legend``: the icons of ``groups`` (every icon by default, ``LEGEND``) with
    their words, and the card colours (``colours``, all by default) with their glyphs."""
    groups_drawn = [h("div", {"class_": "legend-group"}, h("h4", None, t(title)),
                      [h("span", {"class_": "legend-row"}, icon(name), t(WORDS[name]))
                       for name in names]) for title, names in groups or LEGEND]
    colours_drawn = h("div", {"class_": "legend-group"}, h("h4", None, t("Card colours")),
                      [h("span", {"class_": "legend-row"}, card_of(c), t(COLOUR_WORDS[c]))
                       for c in colours or COLOUR_WORDS])
    return h("div", {"class_": "icon-legend", "id": "legend"},
             h("h3", None, t("Icons"),
               h("button", {"class_": "small close", "data_act": "toggle",
                            "data_arg": "legend", "id": "legend-close"}, t("Close"))),
             h("p", {"class_": "muted"}, t("Press and hold (or tap) any icon to read its word.")),
             h("div", {"class_": "legend-groups"}, groups_drawn, colours_drawn))


def legend_button(ctx: Any) -> list:
    """The top bar's ``#legend-button`` (action ``toggle legend``)."""
    pressed = "true" if ctx.ui.is_open("legend") else "false"
    return h("button", {"class_": "small", "data_act": "toggle", "data_arg": "legend",
                        "id": "legend-button", "aria_pressed": pressed}, t("Icons"))


def spoken(node: Any) -> str:
    """The words a tree reads as (each icon by its ``aria-label``): what a screen reader
    says, and what tests compare, e.g. "2 coins to Bob (left)"."""
    def walk(x: Any) -> str:
        if is_node(x):
            if x[1].get("role") == "img" and "aria-label" in x[1]:
                return f" {x[1]['aria-label']} "
            if x[1].get("aria-hidden") == "true":
                return ""
            return " ".join(walk(c) for c in x[2:])
        if isinstance(x, list):
            return " ".join(walk(c) for c in x)
        return str(x)
    return re.sub(r" ([,;:)])", r"\1", " ".join(walk(node).split())).replace("( ", "(")


def _forget_drawings(_code: str) -> None:
    """Icons are drawn once and shared; their words change with the language."""
    for fn in (icon, _cost, _production, effect_icons):
        fn.cache_clear()


i18n.on_change(_forget_drawings)

_SYMBOL = re.compile(r'<symbol id="([\w-]+)" viewBox="([\d .]+)">(.*?)</symbol>', re.S)


#: the room between two drawings in the sheet (in the symbols' units): a drawing never
#: shows a sliver of its neighbour, whatever the rounding of its box
_GAP = 8


def art_css(sprite: str) -> str:
    """``web/icons-art.css`` from the sprite's text: every ``<symbol>`` drawn side by side
    in one sheet, a ``data:`` URL (allowed by the site's ``img-src``) that is the
    background of every ``.ico-<id>``, each showing its own cell of it.

    One sheet, not an image each: the browser makes an SVG document of its own for each
    SVG image, synchronously while it works out the styles of the first table that
    shows it (about 2 ms a document on a desktop, 8-10 ms on a phone: 15 icons made the
    embeds' first drawing one long task, issue 53); the sheet is one document for all.
    Each cell is the symbol's own viewport (a nested ``<svg>``, which clips as the image
    did) and is exactly the element's box (the symbols are square, as every ``.ico``):
    the sheet is ``n`` boxes wide plus the gaps, and the cell ``i`` of ``n`` is at
    ``i / (n - 1)`` of the room left (CSS's percentage position).
    ``python3 -m wonders_ui.tables.icons`` rewrites the file after the sprite changes."""
    symbols = _SYMBOL.findall(sprite)
    size = {tuple(box.split()[2:]) for _, box, _ in symbols}
    assert len(size) == 1 and len(set(next(iter(size)))) == 1, "the symbols are square, one size"
    side = float(next(iter(size))[0])
    step = side + _GAP
    width = step * (len(symbols) - 1) + side
    cells = "".join(
        f'<svg x="{i * step:g}" width="{side:g}" height="{side:g}" viewBox="{box}">'
        + " ".join(body.split()) + "</svg>"
        for i, (_, box, body) in enumerate(symbols))
    sheet = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {side:g}">'
             f"{cells}</svg>")
    rules = ["/* Made from web/sprite.svg by wonders_ui.tables.icons.art_css: do not edit. */",
             ", ".join(f".ico-{name}" for name, _, _ in symbols)
             + f' {{ background-image: url("data:image/svg+xml,{quote(sheet, safe=" =:/,.-")}");'
             + f" background-size: {100 * width / side:g}% 100%; }}"]
    last = len(symbols) - 1
    for i, (name, _, _) in enumerate(symbols):
        rules.append(f".ico-{name} {{ background-position: {100 * i / last:.6g}% 0; }}")
    return "\n".join(rules) + "\n"


if __name__ == "__main__":
    (SPRITE.parent / "icons-art.css").write_text(art_css(SPRITE.read_text()))
