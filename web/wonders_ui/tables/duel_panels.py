"""Duel's panels, from the view: what to do with the selected card, the sub-choices
(progress token, the Great Library, destroy, the Mausoleum, who starts), the wonder
draft, and the side panels (discard pile, log)."""

from __future__ import annotations

from typing import Any

from engine import get_game

from .. import i18n
from ..i18n import N_, t, tp
from ..vdom import h
from . import duel_log, icons, log
from .duel_faces import (
    ROMAN,
    card,
    card_face,
    effect_icons,
    token_chip,
    wonder_tile,
)
from .parts import hinted, rule_link, with_nodes


def _moves_with(legal: list[dict[str, Any]], selected: str) -> list[dict[str, Any]]:
    """The moves (the view's ``moves``) that take the card ``selected``: build it,
    discard it, tuck it under a wonder."""
    return [m for m in legal if m["card"] == selected
            and m["kind"] in ("build", "discard", "wonder")]


def price_tap(ctx: Any, key: str, price: dict) -> Any:
    """A price as a button: tapping it opens its breakdown (``breakdown``)."""
    is_open = bool(ctx.ui.is_open(key))
    return h("button", {"class_": "price-tap" + (" open" if is_open else ""),
                        "data_act": "toggle", "data_arg": key,
                        "data_total": str(price["total"]),
                        "aria_expanded": "true" if is_open else "false",
                        "title": t("what this price is made of")},
             icons.coins(price["total"]), " ", "▾" if is_open else "▸")


def _rate(ctx: Any, opp: int, unit: dict) -> str:
    if unit.get("rate_from"):
        return i18n.name(unit["rate_from"])
    made = unit.get("opponent_makes", 0)
    if not made:
        return tp(ctx.name(opp), "2 + 0: You make none", "2 + 0: {player} makes none")
    return tp(ctx.name(opp), "2 + {n}: You make {n}", "2 + {n}: {player} makes {n}", n=made)


#: a breakdown's lines of resources the city covers itself: (line, line with its cards)
COVERED = {"one_of": (N_("one of several: {units}"), N_("one of several: {units} ({cards})")),
           "discount": (N_("free: {units}"), N_("free: {units} ({cards})"))}


def _covered(ctx: Any, p: int, key: str, source: list[str] | None) -> str:
    """The words of a breakdown's line of units the city covers ("You make: ...")."""
    cards = ", ".join(i18n.name(c) for c in source or [])
    if key == "own":
        if cards:
            return tp(ctx.name(p), "You make: {units} ({cards})",
                      "{player} makes: {units} ({cards})", cards=cards)
        return tp(ctx.name(p), "You make: {units}", "{player} makes: {units}")
    plain, sourced = COVERED[key]
    return t(sourced, cards=cards) if cards else t(plain)


def breakdown(view: dict, ctx: Any, p: int, kind: str, price: dict) -> Any:
    """One price taken apart ("Kortkostnad", "Handel"): the chain that makes it free,
    what the city makes itself, what one-of producers and a discount cover, each
    resource bought at the bank and why its price (2 + what the opponent makes, or 1
    with a trading card), the coins printed, the share Economy sends to the opponent,
    and the total."""
    opp = 1 - p
    rows: list = []
    if price.get("chain_from"):
        chain = i18n.name(price["chain_from"])
        rows.append(h("li", {"class_": "bd-chain", "data_chain": price["chain_from"]},
                      icons.icon("chain"), " " + tp(
                          ctx.name(p), "free by chain: you have {card}",
                          "free by chain: {player} has {card}", card=chain)))
    for key in ("own", "one_of", "discount"):
        units = price.get(key) or {}
        if units:
            text = _covered(ctx, p, key, price.get(f"{key}_from"))
            drawn = [[icons.icon(r) for _ in range(n)] for r, n in units.items()]
            rows.append(h("li", {"class_": f"bd-{key}"}, with_nodes(text, units=drawn)))
    for unit in price.get("bought", []):
        rows.append(h("li", {"class_": "bd-buy", "data_resource": unit["resource"],
                             "data_price": str(unit["price"])},
                      with_nodes(t("buys {resource} at the bank for {coins} ({why})",
                                   why=_rate(ctx, opp, unit)),
                                 resource=icons.icon(unit["resource"]),
                                 coins=icons.coins(unit["price"]))))
    if price.get("printed"):
        rows.append(h("li", {"class_": "bd-bank", "data_coins": str(price["printed"])},
                      with_nodes(t("printed on the card: {coins}"),
                                 coins=icons.coins(price["printed"]))))
    if price.get("to_opponent"):
        rows.append(h("li", {"class_": "bd-opponent"}, with_nodes(
            tp(ctx.name(opp), "of which {coins} go to you (Economy)",
               "of which {coins} go to {player} (Economy)"),
            coins=icons.coins(price["to_opponent"]))))
    if not rows:
        rows.append(h("li", None, t("nothing to pay")))
    rows.append(h("li", {"class_": "bd-total"},
                  with_nodes(t("total: {coins}"), coins=icons.coins(price["total"]))))
    if price.get("bought"):
        rows.append(h("li", {"class_": "bd-rule muted"}, with_nodes(
            t("trading, the rule: {link}"),
            link=rule_link("duel-trading", t("trading with the bank")))))
    return h("ul", {"class_": "breakdown", "data_kind": kind}, rows)


def _off(kind: str, label: Any, reason: str, key: str = "") -> list:
    """A move that cannot be made now, shown anyway: a button that does nothing
    (``aria-disabled``, still reached by Tab), its reason read with it."""
    ident = f"why-{key or kind}"
    return [h("button", {"class_": "act-off", "aria_disabled": "true", "data_off": kind,
                         "aria_describedby": ident}, label),
            h("p", {"class_": "why muted", "id": ident}, reason)]


def _wonder_rows(view: dict, ctx: Any, selected: str, mine: list[dict[str, Any]]) -> list:
    """Each unbuilt wonder of the player: build it with the selected card (its price
    opening its breakdown), or disabled with the reason (coins, the seventh wonder)."""
    offer = view.get("offer") or {}
    p = offer.get("player", view["viewer"])
    rows = []
    builds = {m["wonder"]: m["text"] for m in mine if m["kind"] == "wonder"}
    for i, (w, wo) in enumerate(offer.get("wonders", {}).items()):
        text = builds.get(w)
        key = f"price:{selected}:wonder:{w}"
        label = t("Wonder: {wonder}", wonder=i18n.name(w))
        reason = i18n.sentence(wo["reason"])
        if text is not None:
            rows.append(h("div", {"class_": "move-row", "data_kind": "wonder"},
                          h("button", {"class_": "act wonder-act", "data_act": "move",
                                       "data_arg": text, "data_kind": "wonder",
                                       "title": reason}, label),
                          price_tap(ctx, key, wo["price"]),
                          ctx.ui.is_open(key) and breakdown(view, ctx, p, "wonder", wo["price"])))
        else:
            rows.append(h("div", {"class_": "move-row", "data_off": "wonder"},
                          _off("wonder", label, t("{card}: {reason}", card=i18n.name(w),
                                                  reason=reason), f"wonder-{i}")))
    return rows


def actions_panel(view: dict, ctx: Any, legal: list[dict[str, Any]]) -> Any:
    """The moves with the selected card, each shown: build (its price opening its
    breakdown, or why not), every unbuilt wonder (or why not), discard."""
    selected = ctx.ui.selected
    if not selected:
        return h("div", {"class_": "dhint", "id": "hint"},
                 t("Choose an available card of the structure (highlighted)."))
    mine = _moves_with(legal, selected)
    offer = view.get("offer") or {}
    cards = offer.get("cards", {})
    if not mine or selected not in cards:
        return h("div", {"class_": "dhint", "id": "hint"}, t("That card cannot be taken now."))
    mine_offer = cards[selected]
    p = offer.get("player", view["viewer"])
    build = [m["text"] for m in mine if m["kind"] == "build"]
    key = f"price:{selected}:build"
    reason = i18n.sentence(mine_offer["reason"])
    if build:
        code, total = mine_offer["status"], mine_offer["price"]["total"]
        label = (t("Build it — free by chain") if code == "chain"
                 else t("Build it — free") if total == 0
                 else with_nodes(t("Build it for {coins}"), coins=icons.coins(total)))
        build_row = [h("button", {"class_": "primary act", "data_act": "move",
                                  "data_arg": build[0], "data_kind": "build",
                                  "title": reason}, label),
                     price_tap(ctx, key, mine_offer["price"]),
                     ctx.ui.is_open(key) and breakdown(view, ctx, p, "build", mine_offer["price"])]
    else:
        build_row = [h("p", {"class_": "why muted", "id": "why"},
                       t("Cannot build: {reason}", reason=reason)),
                     h("button", {"class_": "act-off", "aria_disabled": "true",
                                  "data_off": "build", "aria_describedby": "why"},
                       t("Build it")),
                     price_tap(ctx, key, mine_offer["price"]),
                     ctx.ui.is_open(key) and breakdown(view, ctx, p, "build", mine_offer["price"])]
    discard = [h("button", {"class_": "act discard", "data_act": "move", "data_arg": m["text"],
                            "data_kind": "discard"},
                 with_nodes(t("Discard for {coins}"),
                            coins=icons.coins(offer.get("discard_payout", 0))))
               for m in mine if m["kind"] == "discard"]
    return h("div", {"class_": "action-panel", "id": "actions"},
             h("h3", None, i18n.name(selected),
               h("span", {"class_": "muted"}, " · ",
                 effect_icons(card(selected).get("effects")))),
             h("div", {"class_": "move-group", "data_kind": "build"}, build_row),
             h("div", {"class_": "move-group", "data_kind": "wonder"},
               _wonder_rows(view, ctx, selected, mine)),
             h("div", {"class_": "move-group", "data_kind": "discard"}, discard),
             h("button", {"class_": "small", "data_act": "select", "data_arg": selected},
               t("Cancel")))


def _choice_button(move: dict[str, Any], kind: str) -> list:
    """A move naming a token or a card (the view's ``moves``), as that token or card."""
    attrs = {"data_act": "move", "data_arg": move["text"]}
    if kind == "token":
        return token_chip(move["token"], {"class_": "ptoken act", **attrs}, tag="button")
    return card_face(move["card"], "act", attrs, tag="button")


def _pair(view: dict) -> list:
    """The two symbols of the pair just made, as icons (the view's ``pair``: "Vetenskap
    & utveckling": the second of a symbol takes a progress token)."""
    symbol = view.get("pair")
    return [icons.icon(symbol, class_="sci"), icons.icon(symbol, class_="sci")] if symbol else []


#: the title of the choice of a card to discard, by the colour the wonder names
DESTROY = {"brown": (N_("Discard one of your brown cards"),
                     N_("Discard one of {player}'s brown cards")),
           "grey": (N_("Discard one of your grey cards"),
                    N_("Discard one of {player}'s grey cards"))}


def _destroy_title(view: dict, ctx: Any, opp: int) -> str:
    colour = view.get("destroy_color", "")
    you, other = DESTROY.get(colour, (N_("Discard one of your {colour} cards"),
                                      N_("Discard one of {player}'s {colour} cards")))
    return tp(ctx.name(opp), you, other, colour=colour)


def choice_panel(view: dict, ctx: Any, viewer: int, legal: list[dict[str, Any]]) -> Any:
    """The sub-choices: tokens, the Great Library, destroy, the Mausoleum, who starts."""
    phase = view["phase"]
    if phase == "token":
        title = with_nodes(t("A pair of science symbols {pair}: take a progress token"),
                           pair=_pair(view))
        opts = [_choice_button(m, "token") for m in legal]
    elif phase == "library":
        title = t("The Great Library: take one of these tokens (the other two go back)")
        opts = [_choice_button(m, "token") for m in legal]
    elif phase == "destroy":
        title = _destroy_title(view, ctx, 1 - viewer)
        opts = [_choice_button(m, "card") for m in legal]
    elif phase == "mausoleum":
        title = t("The Mausoleum: build one discarded card for free")
        opts = [_choice_button(m, "card") for m in legal]
    elif phase == "start":
        title = t("Age {age}: who starts? (your military is weaker)",
                  age=ROMAN.get(view["age"], ""))
        opts = [h("button", {"class_": "primary big act", "data_act": "move",
                             "data_arg": m["text"]},
                  t("I start") if m["target"] == viewer else
                  tp(ctx.name(m["target"]), "You start", "{player} starts"))
                for m in sorted(legal, key=lambda m: m["target"])]
    else:
        title = t("Choose")
        describe = get_game("duel").describe_move
        opts = [h("button", {"class_": "act", "data_act": "move", "data_arg": m["text"]},
                  i18n.sentence(describe(view, viewer, m["text"]))) for m in legal]
    return h("div", {"class_": "choice", "id": "choice", "data_phase": phase},
             h("h3", None, title), h("div", {"class_": "choice-options"}, opts))


def draft_block(view: dict, ctx: Any, legal: list[dict[str, Any]]) -> list:
    """The wonder draft: the pool (buttons for the player picking) and both cities."""
    d = view.get("draft") or {}
    mine = bool(legal)
    who = view["current_players"][0] if view["current_players"] else None
    head = (t("Choose a wonder") if mine else
            tp(ctx.name(who), "You choose a wonder", "{player} chooses a wonder"))
    drafts = {m["wonder"]: m["text"] for m in legal if m["kind"] == "draft"}
    pool = []
    for name in d.get("pool", []):
        w = {"name": name, "built": False}
        if name in drafts:
            pool.append(wonder_tile(w, tag="button",
                                    attrs={"class_": "wonder-tile act pick" + hinted(ctx, name),
                                           "data_act": "move", "data_arg": drafts[name]}))
        else:
            pool.append(wonder_tile(w))
    return h("section", {"class_": "draft", "id": "draft"},
             h("h2", None, t("Wonder draft · round {round} of 2", round=d.get("round", 0) + 1)),
             h("p", {"class_": "muted"}, t(
                 "{head} — of four wonders, the first picker takes one, the other two, the "
                 "first the last one; then four more, the other player picking first.",
                 head=head)),
             h("div", {"class_": "draft-pool"}, pool),
             h("div", {"class_": "draft-cities"}, chosen_wonders(view, ctx, count=True)))


def chosen_wonders(view: dict, ctx: Any, count: bool = False) -> list:
    """Each player's wonders, by player."""
    out = []
    for p in (0, 1):
        ws = view["players"][p]["wonders"]
        out.append(h("div", {"class_": "draft-owned"},
                     h("strong", None, i18n.player(ctx.name(p))),
                     count and h("span", {"class_": "muted"},
                                 " · " + t("{n} of 4", n=len(ws))),
                     h("div", {"class_": "dwonders"}, [wonder_tile(w) for w in ws])))
    return out


def side_panel(view: dict, ctx: Any) -> Any:
    """The discard pile when open, else the log (``tables.log``: a column from 1500 px
    wide unless closed, a panel the Log button opens below that, ``web/log.css``)."""
    if ctx.ui.is_open("discard"):
        names = view["discard"]
        return h("div", {"class_": "dpanel", "id": "discard-pile", "data_keep_scroll": True},
                 h("h3", None, t("Discard pile ({n})", n=len(names)),
                   h("button", {"class_": "small close", "data_act": "toggle",
                                "data_arg": "discard", "id": "discard-close"}, t("Close"))),
                 h("div", {"class_": "discard-cards"}, [card_face(n, "small") for n in names])
                 if names else h("p", {"class_": "muted"}, t("No card has been discarded.")))
    return log.log_panel(duel_log.entries(view, ctx), ctx, "move", closable=True,
                         class_="dpanel")
