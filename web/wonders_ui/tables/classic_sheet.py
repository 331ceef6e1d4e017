"""A 7 Wonders city opened in full: the dialog a tap on any board opens (``#city-sheet``).

Everything a player may know of a city (rulebook: all cards built and wonder stages are
public, as are coins and tokens): every card by colour with its effect and the chains
it gives, every stage with its cost and effect and whether it is built, the conflict
tokens, coins, shields and science, what the city makes and what of it neighbours may
buy (a commercial card's either/or resource is for its owner alone), its trade
discounts and wonder powers, where its military stands against each neighbour, and
its progress at a glance (``classic_glance``).
Closed by its Close button (44 px, action ``opt city:-1``) or Escape (``data-escape``).
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..i18n import t, tn, tp
from ..vdom import h
from . import icons
from .classic_cities import (
    colour_stacks,
    cost_text,
    roman,
    stage_boxes,
    standing,
    stats,
)
from .classic_glance import glance_panel
from .context import TableContext

#: the view's trade discounts, as the effect text of the card or stage that gives them
DISCOUNTS = {"left_raw": "discount left raw", "right_raw": "discount right raw",
             "manufactured": "discount both manufactured"}


def open_city(view: dict, ctx: TableContext) -> int | None:
    """The city whose sheet the person opened (``ctx.ui.options["city"]``), if it is one
    of the view's."""
    seat = ctx.ui.options.get("city")
    if isinstance(seat, int) and 0 <= seat < len(view["cities"]):
        return seat
    return None


def stage_list(city: dict) -> list:
    """Each stage in words beside its box: "Stage II: built · costs 3 clay · gives 2
    shields", and once the game is over the card under it (``stage_cards``: stages are
    built face down)."""
    built = city["stages_built"]
    under = city.get("stage_cards") or []
    rows = []
    for i, s in enumerate(city["stages"]):
        words = {"n": roman(i + 1), "cost": cost_text(s["cost"]),
                 "gives": icons.spoken(icons.effect_icons(s["effects"]))}
        if i < len(under):
            text = t("Stage {n}: built · costs {cost} · gives {gives} · the card under it: "
                     "{card}", card=i18n.name(under[i]), **words)
        elif i < built:
            text = t("Stage {n}: built · costs {cost} · gives {gives}", **words)
        else:
            text = t("Stage {n}: not built · costs {cost} · gives {gives}", **words)
        rows.append(h("li", {"class_": "built" if i < built else None,
                             "data_card": under[i] if i < len(under) else None}, text))
    return h("ol", {"class_": "stage-words muted"}, rows)


def trade(city: dict) -> list:
    """What the city makes, what its neighbours may buy of it, its discounts and powers."""
    sells = city.get("sellable") or city["production"]
    discounts = [icons.effect_icons(text) for key, text in DISCOUNTS.items()
                 if (city.get("discounts") or {}).get(key)]
    powers = [icons.word(icons.power_words(p)) for p in city.get("powers") or []]
    return h("dl", {"class_": "trade"},
             h("dt", None, t("Makes")),
             h("dd", None, icons.production_icons(city["production"])),
             h("dt", None, t("Sells to neighbours")),
             h("dd", None, icons.production_icons(sells)),
             discounts and [h("dt", None, t("Buys for less")), h("dd", None, discounts)],
             powers and [h("dt", None, t("Wonder powers")), h("dd", None, powers)])


def city_sheet(view: dict, ctx: TableContext, seat: int, mark: Any = None) -> list:
    """``#city-sheet``: the city of ``seat`` in full, over the table (``mark``: the log
    entry tapped, ``tables.log.Entry``: its card or stage drawn marked)."""
    city = view["cities"][seat]
    ours = mark is not None and mark.city == seat
    me = view["cities"][view["viewer"] if view.get("viewer") is not None else 0]
    tag = (t("your city") if seat == view.get("viewer") else
           t("left neighbour") if seat == me["left"] else
           t("right neighbour") if seat == me["right"] else "")
    edition = view.get("edition", 1)
    title = tp(ctx.name(seat), "Your city · {wonder} {side}", "{player}'s city · {wonder} {side}",
               wonder=i18n.name(city["wonder"]), side=icons.side_word(city["side"]))
    built, total = city["stages_built"], len(city["stages"])
    return h(
        "div", {"class_": "sheet-backdrop", "id": "city-sheet", "data_seat": str(seat)},
        # focusable (tabindex -1), so that the page moves the focus into it on opening
        h("div", {"class_": "city-sheet", "role": "dialog", "aria_modal": "true",
                  "aria_labelledby": "city-sheet-title", "tabindex": "-1"},
          h("header", {"class_": "sheet-head"},
            h("h2", {"id": "city-sheet-title"}, title),
            tag and h("span", {"class_": "side-tag"}, tag),
            h("button", {"class_": "small close", "id": "city-sheet-close", "data_act": "opt",
                         "data_arg": "city:-1", "data_escape": True}, t("Close"))),
          stats(city, always=True, links=True),
          glance_panel(view, ctx, seat),
          h("h3", None, tn("Wonder: {built} of {n} stage built",
                           "Wonder: {built} of {n} stages built", total, built=built)),
          stage_boxes(city, mark.stage if ours else None),
          stage_list(city),
          trade(city),
          not view.get("terminal") and city.get("military") and h(
              "div", {"class_": "standing muted"}, standing(view, ctx, city)),
          h("h3", None, t("Buildings: {n}", n=len(city["cards"]))),
          h("div", {"class_": "cards full"},
            colour_stacks(city, edition, full=True, marked=mark.card if ours else None)
            or h("p", {"class_": "muted"}, t("No buildings yet.")))))


def sheet_for(view: dict, ctx: TableContext, mark: Any = None) -> Any:
    """The open city's sheet, or None when none is open."""
    seat = open_city(view, ctx)
    return None if seat is None else city_sheet(view, ctx, seat, mark)
