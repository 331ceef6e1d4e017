"""A Duel city, from the view: its cards by colour, production, trading prices, science
symbols, progress tokens, wonders (priced for the player to move) and coins."""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..i18n import t
from ..vdom import h
from . import icons
from .arrivals import arrival, arrival_line, arriving_name
from .arrivals import mark as mark_arrival
from .duel_faces import (
    RES,
    card,
    colour_name,
    colour_of,
    effect_text,
    token_chip,
    wonder_tile,
)
from .parts import with_nodes

COLOUR_ORDER = ["brown", "grey", "yellow", "red", "blue", "green", "purple"]


def _groups(names: list[str], marked: str | None = None, new: str = "",
            ctx: Any = None) -> list:
    """The cards by colour; the card named ``marked`` (a log entry's) drawn marked;
    ``new`` (with ``ctx``): the card that just arrived, marked as arriving."""
    by_colour: dict[str, list[str]] = {}
    for name in names:
        by_colour.setdefault(colour_of(name), []).append(name)
    return [h("div", {"class_": f"dgroup c-{colour}", "title": colour_name(colour)},
              [_chip(n, colour, n == marked, n == new and ctx is not None, ctx)
               for n in by_colour[colour]])
            for colour in COLOUR_ORDER if by_colour.get(colour)]


def _chip(name: str, colour: str, marked: bool, new: bool, ctx: Any) -> list:
    chip = h("span", {"class_": f"dchip c-{colour}" + (" marked" if marked else ""),
                      "data_card": name,
                      "title": t("{card}: {effects}", card=i18n.name(name),
                                 effects=effect_text(card(name).get("effects")))},
             i18n.name(name))
    return mark_arrival(chip, ctx) if new else chip


def _stats(pv: dict) -> list:
    prod = [[icons.icon(r), f"×{n}" if n > 1 else ""]
            for r, n in pv["production"].items()] or "—"
    sci = pv.get("science_counts") or {}
    return h("div", {"class_": "dstats"},
             h("span", {"class_": "stat"}, with_nodes(t("makes {resources}"), resources=prod)),
             h("span", {"class_": "stat prices",
                        "title": t("what one unit costs this city at the bank")},
               with_nodes(t("buys {prices}"), prices=[
                   [icons.icon(r), icons.coins(pv["prices"][r])] for r in RES])),
             bool(sci) and h("span", {"class_": "stat science",
                                      "title": t("science symbols: {n} different",
                                                 n=pv.get("science_distinct", 0))},
                             _science(sci)))


def _science(counts: dict[str, int]) -> list:
    """The city's science symbols as icons, in the symbols' order, each with its count
    when it has two or more (a pair: "Vetenskap & utveckling")."""
    return [[icons.icon(s, class_="sci"), f"×{counts[s]} " if counts[s] > 1 else " "]
            for s in icons.DUEL_SCIENCE if counts.get(s)]


def _paid(ctx: Any, p: int) -> Any:
    """What ``p`` paid for the card or wonder of the last resolved turn, from the turn's
    outcome (``reveal.Arrival.paid``; rulebook "Construction": coins on the card and
    resources bought from the bank, or from the opponent with Economy), or None when it
    was free."""
    a = arrival(ctx, p)
    if a is None or not a.builds:
        return None
    total = sum(coins for _to, coins in a.paid)
    other = sum(coins for to, coins in a.paid if to is not None)
    if total <= 0:
        return None
    if other <= 0:
        return with_nodes(t("paid {coins}"), coins=icons.coins(total))
    return with_nodes(i18n.tp(ctx.name(1 - p), "paid {coins}, {part} of them to you",
                              "paid {coins}, {part} of them to {player}",
                              part=str(other)), coins=icons.coins(total))


def _marked_wonder(w: dict) -> dict:
    """A wonder tile's classes when a log entry marks it."""
    return {"class_": "wonder-tile" + (" built" if w.get("built") else "") + " marked"}


def city_panel(view: dict, ctx: Any, p: int, me: bool, glance: Any = None,
               mark: Any = None) -> list:
    """Player ``p``'s city (``glance``: its progress at a glance, ``duel_glance``, drawn
    under its stats; ``mark``: the log entry tapped, ``tables.log.Entry``, whose card
    or wonder is drawn marked)."""
    pv = view["players"][p]
    turn = p in view["current_players"]
    status = None
    if view["terminal"]:
        status = None
    elif p in ctx.thinking:
        status = h("span", {"class_": "badge thinking"}, t("thinking…"))
    elif turn:
        status = h("span", {"class_": "badge ok"}, t("to play"))
    new = arriving_name(ctx, p)
    offer = view.get("offer") or {}
    priced = offer.get("wonders", {}) if offer.get("player") == p else {}
    ours = mark is not None and mark.city == p
    return h(
        "section", {"class_": "dcity" + (" me" if me else " opp") + (" turn" if turn else "")
                    + (" has-mark" if ours else ""),
                    "data_seat": str(p), "id": "city-me" if me else "city-opp"},
        h("header", {"class_": "dcity-head"},
          h("strong", {"class_": "dcity-name"}, i18n.player(ctx.name(p))),
          p == 0 and h("span", {"class_": "muted first"}, t("first player")),
          status,
          h("span", {"class_": "spacer"}),
          h("span", {"class_": "coins", "title": t("coins")}, icons.coins(pv["coins"]))),
        _stats(pv),
        arrival_line(view, ctx, p, _paid(ctx, p)),
        glance,
        h("div", {"class_": "dwonders"},
          [mark_arrival(tile, ctx) if w["name"] == new and w["built"] else tile
           for w, tile in ((w, wonder_tile(
               w, offer=None if w["built"] else priced.get(w["name"]),
               attrs=_marked_wonder(w) if ours and w["name"] == mark.wonder else None))
               for w in pv["wonders"])]),
        bool(pv["tokens"]) and h("div", {"class_": "dtokens"},
                                 [token_chip(tok) for tok in pv["tokens"]]),
        h("div", {"class_": "dcards"},
          _groups(pv["cards"], mark.card if ours else None, new, ctx)
          or h("span", {"class_": "muted"}, t("no buildings"))),
    )
