"""A 7 Wonders city at a glance, and the discard pile, drawn from the view alone.

The glance (``#glance``, under the viewer's city and in an opened city's sheet) is one
row each, in icons: science (the symbols, the points they score now, the complete sets
and what one more of each symbol would add: the view's ``glance[p]["science"]``, from
the rulebook's formula), the military standing against each neighbour (the shields
each side and the token the end of the age would give now: the city's ``military``),
what each neighbour sells and at what price (``glance[p]["trade"]``: 2 coins a
resource, 1 with a trading post or the Marketplace) and the points so far by category
(the city's ``score``, labelled an estimate: guilds and science can still change).

The discard pile: its count is always shown; its cards are drawn as cards when a rule
lets the viewer look at it (Halicarnassus's stage: the view's ``discard``), in a panel
the count's button opens (``toggle discard``).
"""

from __future__ import annotations

from typing import Any

from ..i18n import t, tn
from ..vdom import h
from . import icons, speech
from .classic_cities import card_strip
from .classic_scores import CATEGORY_COLOURS, categories
from .context import TableContext

ORDER = "WSOCGLP"  # the resources in the rulebook's order (raw materials, then goods)


def science_row(sci: dict, city: dict) -> list:
    """The symbols, ``= points``, the sets and ``+n`` for each next symbol."""
    have = city["science"]
    symbols = [[icons.icon(k), f"×{have[k]}"] for k in icons.SCIENCE if have.get(k)]
    if have.get("any"):
        symbols.append([icons.icon("science-any"), f"×{have['any']}"])
    nxt = [h("span", {"class_": "gl-next"}, icons.icon(k), f"+{sci['next'][k]}")
           for k in icons.SCIENCE]
    return [h("dt", None, t("Science")),
            h("dd", {"class_": "gl-science"}, symbols, " = ", icons.points(sci["points"]),
              h("span", {"class_": "muted"}, " " + tn("{n} set", "{n} sets", sci["sets"])),
              h("span", {"class_": "gl-nexts"}, h("span", {"class_": "muted"},
                                                  t("Next symbol")), nxt))]


def military_row(ctx: TableContext, city: dict) -> list:
    """Each neighbour's shields against the city's and the token it would get now."""
    mil = city.get("military") or {}
    sides = []
    for side in ("left", "right"):
        other = mil.get(side)
        if other:
            token = other["token"]
            sides.append(h("span", {"class_": "gl-versus", "data_side": side},
                           icons.icon(side), ctx.label(other["player"]), " ",
                           icons.icon("shield", other["shields"]), " → ",
                           icons.token(token) if token else t("tie")))
    return [h("dt", None, t("Military")),
            h("dd", {"class_": "gl-military"}, icons.icon("shield", mil.get("shields", 0)),
              sides)]


def _wares(sells: dict) -> str:
    """The letters of every resource a neighbour sells (either/or cards included)."""
    letters = set(sells.get("fixed") or "")
    for choice in sells.get("choices") or ():
        letters |= set(choice.replace("/", ""))
    return "".join(x for x in ORDER if x in letters)


def trade_row(ctx: TableContext, trade: dict) -> list:
    """What each neighbour sells, grouped by price: ``[wood][ore] 2 · [glass] 1``."""
    sides = []
    for side in ("left", "right"):
        seller = trade[side]
        wares = _wares(seller["sells"])
        groups = [[icons.resources_row("".join(x for x in wares if seller["prices"][x] == p)),
                   icons.coins(p)]
                  for p in sorted({seller["prices"][x] for x in wares})]
        sides.append(h("span", {"class_": "gl-seller", "data_side": side},
                       icons.icon(side), ctx.label(seller["player"]), " ",
                       groups or icons.word(t("nothing"))))
    return [h("dt", None, t("Trade")), h("dd", {"class_": "gl-trade"}, sides)]


def points_row(view: dict, city: dict) -> list:
    """The points so far by category (each a coloured swatch and its number)."""
    score = city.get("score") or {}
    # role img: a named chip (a plain span's name is not read: it was a bare "0")
    cells = [h("span", {"class_": "gl-points", "data_cat": key, "title": label, "role": "img",
                        "aria_label": speech.score_chip(label, score.get(key, 0))},
               h("span", {"class_": "swatch", "style": f"background:{CATEGORY_COLOURS[key]}"}),
               str(score.get(key, 0)))
             for key, label in categories(view)]
    return [h("dt", None, t("Points so far (estimate)")),
            h("dd", {"class_": "gl-score"}, cells, " = ", icons.points(score.get("total", 0)))]


def glance_panel(view: dict, ctx: TableContext, seat: int) -> Any:
    """City ``seat`` at a glance (``None`` for a view without the glance)."""
    glances = view.get("glance") or []
    if seat >= len(glances):
        return None
    city = view["cities"][seat]
    g = glances[seat]
    over = view.get("terminal")
    return h("dl", {"class_": "glance", "data_seat": str(seat),
                    "aria_label": t("At a glance")},
             science_row(g["science"], city),
             not over and military_row(ctx, city),
             not over and trade_row(ctx, g["trade"]),
             points_row(view, city))


def discard_button(view: dict, ctx: TableContext) -> Any:
    """The discard pile's count; a button opening its cards when the viewer may look."""
    label = label_of(view)
    if not view.get("discard"):
        return h("span", {"class_": "discard-count muted", "id": "discard-count"}, label)
    return h("button", {"class_": "small", "data_act": "toggle", "data_arg": "discard",
                        "id": "discard-button",
                        "aria_pressed": "true" if ctx.ui.is_open("discard") else "false"}, label)


def discard_panel(view: dict, ctx: TableContext) -> Any:
    """The discard pile's cards, when open and the viewer may look at them."""
    names = view.get("discard") or []
    if not (ctx.ui.is_open("discard") and names):
        return None
    edition = view.get("edition", 1)
    return h("div", {"class_": "discard-pile", "id": "discard-pile", "data_keep_scroll": True},
             h("header", None, h("strong", None, label_of(view)),
               h("button", {"class_": "small", "data_act": "toggle", "data_arg": "discard",
                            "id": "discard-close"}, t("Close"))),
             h("div", {"class_": "cards full"}, [card_strip(n, edition, True) for n in names]))


def label_of(view: dict) -> str:
    """"Discard pile (4)"."""
    return t("Discard pile ({n})", n=view.get("discard_size", 0))
