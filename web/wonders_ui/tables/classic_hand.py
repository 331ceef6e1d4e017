"""The viewer's hand on the 7 Wonders table, drawn from ``view["choices"]``.

Each card shows its cost, effect, chain, status and, when it cannot be built, the
reason in words; the selected card opens its three moves, each always shown (disabled
with its reason when impossible): build and wonder stage with every payment beside them
(cheapest first and preselected), each price opening its breakdown (what the city makes,
what it buys from whom at what rate and why, the coins to the bank, the chain that
makes it free), and discard.
Halicarnassus' discard pile and Olympia's guild copy are power choices.
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..i18n import N_, t, tp
from ..vdom import h
from . import icons, speech
from .classic_cities import card_face
from .context import TableContext
from .glyphs import glyph_tag
from .parts import edition_example, hint_bar, hinted, hinted_move, rule_link, with_nodes

STATUS_LABELS = {"owned": N_("already built"), "chain": N_("free by chain"),
                 "free": N_("can build"), "olympia": N_("free (Olympia)"),
                 "cannot": N_("cannot build")}
#: who gets a payment's coins, by side
PAID_TO = {"left": N_("{coins} to {player} (left)"), "right": N_("{coins} to {player} (right)")}


def status_label(choice: dict) -> Any:
    if choice["status"] == "buy":
        cheapest = min((b["total"] for b in choice["builds"] if not b["free"]), default=0)
        return with_nodes(t("buy for {coins}"), coins=icons.coins(cheapest))
    return t(STATUS_LABELS[choice["status"]])


def bought_text(ctx: TableContext, pay: dict) -> list:
    """"[wood] [clay] at [2] from Bob; [glass] at [2] from Cy": what one payment buys
    from whom, each resource as its icon and each price as a coin."""
    by_player: dict[int, list] = {}
    for b in pay.get("bought", []):
        unit = icons.repeated(b["resource"], b["count"])
        items = by_player.setdefault(b["player"], [])
        items.append([", " if items else None,
                      with_nodes(t("{resources} at {coins}"), resources=unit,
                                 coins=icons.coins(b["price"]))])
    return [["; " if i else None,
             with_nodes(t("{purchases} from {player}", player=ctx.label(p)), purchases=items)]
            for i, (p, items) in enumerate(by_player.items())]


def payment_text(view: dict, ctx: TableContext, pay: dict) -> Any:
    """Who gets how many coins for one payment: "[2] to Bob (left) · [1] to the bank"."""
    if pay["free"]:
        return t("free (Olympia)") if pay["free"] == "olympia" else t("free (chain)")
    me = view["cities"][view["viewer"]]
    parts = [with_nodes(t(PAID_TO[side], player=ctx.label(me[side])),
                        coins=icons.coins(pay[side]))
             for side in ("left", "right") if pay[side]]
    if pay["bank"]:
        parts.append(with_nodes(t("{coins} to the bank"), coins=icons.coins(pay["bank"])))
    return [[" · " if i else None, p] for i, p in enumerate(parts)] or t("no trade")


def price_key(choice_card: str, kind: str, i: int) -> str:
    """The ``ui`` key (action ``toggle``) that opens one payment's breakdown."""
    return f"price:{choice_card}:{kind}:{i}"


def price_button(ctx: TableContext, key: str, pay: dict) -> Any:
    """The payment's total as a button: tapping it opens its breakdown (``breakdown``)."""
    is_open = bool(ctx.ui.is_open(key))
    return h("button", {"class_": "price-tap" + (" open" if is_open else ""),
                        "data_act": "toggle", "data_arg": key, "data_total": str(pay["total"]),
                        "aria_expanded": "true" if is_open else "false",
                        "title": t("what this price is made of")},
             icons.coins(pay["total"]), " ", "▾" if is_open else "▸")


#: from whom one purchase is bought, by side
BOUGHT_FROM = {"left": N_("buys {n} {resource} from {player} (left) at {price} each ({rate}) "
                          "= {coins}"),
               "right": N_("buys {n} {resource} from {player} (right) at {price} each ({rate}) "
                           "= {coins}")}


def breakdown(view: dict, ctx: TableContext, choice: dict, kind: str, pay: dict) -> Any:
    """One payment taken apart: the chain or free build that makes it free, what the city
    makes itself, each purchase (how many of what from whom, at what price and why that
    price: a trading post, the Marketplace, or the standard 2), the coins to the bank,
    and the total (rulebook, "Commerce")."""
    rows: list = []
    if pay["free"] == "chain":
        rows.append(h("li", {"class_": "bd-chain", "data_chain": choice.get("chain_from", "")},
                      with_nodes(tp(ctx.name(view["viewer"]),
                                    "{chain} free by chain: you have {card}",
                                    "{chain} free by chain: {player} has {card}",
                                    card=i18n.name(choice.get("chain_from", ""))),
                                 chain=icons.icon("chain")),
                      rule_link(edition_example(view, "chains"), N_("chains"))))
    elif pay["free"] == "olympia":
        rows.append(h("li", {"class_": "bd-free"}, t("free: Olympia's free build of this age")))
    own = pay.get("own") or {}
    if own:
        rows.append(h("li", {"class_": "bd-own"},
                      with_nodes(tp(ctx.name(view["viewer"]), "You make: {resources}",
                                    "{player} makes: {resources}"),
                                 resources=[[icons.icon(r) for _ in range(n)]
                                            for r, n in own.items()])))
    for b in pay.get("bought", []):
        rate = (i18n.name(b["rate_from"]) if b.get("rate_from") else t("the standard rate"))
        rows.append(h("li", {"class_": "bd-buy", "data_player": str(b["player"]),
                             "data_resource": b["resource"], "data_count": str(b["count"]),
                             "data_price": str(b["price"])},
                      with_nodes(t(BOUGHT_FROM[b["side"]], n=b["count"],
                                   player=ctx.whom(b["player"]), rate=rate),
                                 resource=icons.icon(b["resource"]),
                                 price=icons.coins(b["price"]),
                                 coins=icons.coins(b["count"] * b["price"]))))
    if pay["bank"]:
        rows.append(h("li", {"class_": "bd-bank", "data_coins": str(pay["bank"])},
                      with_nodes(t("to the bank (printed on the card): {coins}"),
                                 coins=icons.coins(pay["bank"]))))
    if not rows:
        rows.append(h("li", None, t("nothing to pay: the city makes it all")))
    rows.append(h("li", {"class_": "bd-total"},
                  with_nodes(t("total: {coins}"), coins=icons.coins(pay["total"]))))
    if pay.get("bought"):
        rows.append(h("li", {"class_": "bd-rule muted"},
                      with_nodes(t("trading, the rule: {link}"),
                                 link=rule_link("trade-1e", N_("trading with neighbours")))))
    return h("ul", {"class_": "breakdown", "data_kind": kind, "data_move": pay["move"]}, rows)


def unavailable(kind: str, label: Any, reason: str) -> list:
    """A move that cannot be made now, shown anyway: a button that does nothing, its
    reason beside it and read with it (``aria-disabled``, not ``disabled``: a disabled
    button is skipped by Tab and its reason is never heard)."""
    return [h("button", {"class_": "act-off", "aria_disabled": "true", "data_off": kind,
                         "aria_describedby": f"why-{kind}"}, label),
            h("p", {"class_": "reason muted", "id": f"why-{kind}"}, reason)]


def move_label(label: str, text: Any, detail: list) -> Any:
    """The button of a move with one payment: "Build — [2] to Bob (left) (buys [wood]
    at [2] from Bob)", or only "Build" when nothing is paid to anyone."""
    if text == t("no trade"):
        return label
    if not detail:
        return with_nodes(t("{move} — {payment}", move=label), payment=text)
    return with_nodes(t("{move} — {payment} (buys {purchases})", move=label),
                      payment=text, purchases=detail)


def pay_label(pay: dict, text: Any, cheapest: bool) -> Any:
    """One payment among several: "pay [2] to Bob (left)", the first marked cheapest."""
    if pay["left"] or pay["right"]:
        text = with_nodes(t("pay {payment}"), payment=text)
    return with_nodes(t("{payment}  · cheapest"), payment=text) if cheapest else text


def options_block(view: dict, ctx: TableContext, choice: dict, kind: str,
                  pays: list[dict]) -> list:
    """The payments of one kind of move (build, stage), each price opening its
    breakdown, and the button that plays the chosen one."""
    legal = set(view.get("legal", []))
    pays = [p for p in pays if p["move"] in legal]
    if not pays:
        return []
    label = t("Build") if kind == "build" else t("Wonder stage")
    keys = [price_key(choice["card"], kind, i) for i in range(len(pays))]
    opened = [breakdown(view, ctx, choice, kind, p) for k, p in zip(keys, pays)
              if ctx.ui.is_open(k)]
    if len(pays) == 1:
        pay = pays[0]
        text = payment_text(view, ctx, pay)
        detail = bought_text(ctx, pay)
        return [h("div", {"class_": "move-row", "data_kind": kind},
                  h("button", {"class_": "primary act", "data_act": "move",
                               "data_arg": pay["move"], "data_kind": kind},
                    move_label(label, text, detail)),
                  price_button(ctx, keys[0], pay)), opened]
    chosen = ctx.ui.options.get(kind, 0)
    chosen = chosen if isinstance(chosen, int) and 0 <= chosen < len(pays) else 0
    rows = []
    for i, pay in enumerate(pays):
        text = payment_text(view, ctx, pay)
        detail = bought_text(ctx, pay)
        rows.append(h("span", {"class_": "pay-row"},
                      h("button", {"class_": "pay" + (" selected" if i == chosen else ""),
                                   "data_act": "opt", "data_arg": f"{kind}:{i}",
                                   "aria_pressed": "true" if i == chosen else "false"},
                        pay_label(pay, text, i == 0),
                        detail and h("span", {"class_": "pay-detail muted"},
                                     with_nodes(t("buys {purchases}"), purchases=detail))),
                      price_button(ctx, keys[i], pay)))
    return [h("div", {"class_": "move-row", "data_kind": kind},
              h("button", {"class_": "primary act", "data_act": "move", "data_kind": kind,
                           "data_arg": pays[chosen]["move"]}, label),
              h("div", {"class_": "payments", "data_kind": kind},
                h("div", {"class_": "muted"}, t("{move}: who gets how many coins", move=label)),
                rows)),
            opened]


def card_tile(view: dict, ctx: TableContext, choice: dict, selected: Any, index: int = 0) -> Any:
    """A card of the hand: its face as printed, its status and reason; a button named as
    a person says it (``speech.hand_card``), pressed when chosen. A card with no move
    now stays focusable (``aria-disabled``, no action) with its reason read with it.

    The button's one text is the printed name, the first words of its spoken name
    (WCAG 2.5.3, label in name); the rest of the face (cost, effect, chains, status,
    reason) is drawn on the button from beside it (``face-slot``: said by the name or
    the description, not read again)."""
    name = choice["card"]
    face = card_face(name, view.get("edition", 1))
    code = choice["status"]
    legal = set(view.get("legal", []))
    playable = any(m in legal for m in choice["moves"])
    chain = (icons.chain_icons(face["chained_from"], "free after")
             if face.get("chained_from") else "")
    reason_id = f"why-card-{index}"
    reason = code != "owned" and choice["reason"]
    status_id = reason_id if code == "owned" and choice["reason"] else None
    describe = status_id or (reason_id if reason else None)
    acts = ({"data_act": "select", "data_arg": name} if playable else
            {"aria_disabled": "true"})
    colour = face.get("colour", "grey")
    hidden = {"aria_hidden": "true"}
    return h(
        "div", {"class_": f"face-slot card-slot c-{colour}"},
        h("button", {"class_": f"card c-{colour} st-{code}"
                               + (" selected" if name == selected else "") + hinted(ctx, name),
                     **acts, "data_card": name, "data_status": code,
                     "aria_label": speech.hand_card(ctx, choice, face),
                     "aria_pressed": "true" if name == selected else "false",
                     "aria_describedby": describe},
          h("span", {"class_": "card-name"}, i18n.name(name))),
        h("span", {"class_": "card-top", **hidden},
          h("span", {"class_": "card-cost"}, icons.cost_icons(face.get("cost", {}))),
          glyph_tag(face.get("colour", ""))),
        h("span", {"class_": "card-effect", **hidden},
          icons.effect_icons(face.get("effects", ""))),
        chain and h("span", {"class_": "card-chain", **hidden}, chain),
        face.get("chains_to") and h("span", {"class_": "card-chain gives", **hidden},
                                    icons.chain_icons(face["chains_to"], "frees")),
        h("span", {"class_": f"card-status {code}", "id": status_id, **hidden},
          i18n.sentence(choice["reason"]) if code == "owned" else status_label(choice)),
        reason and h("span", {"class_": "card-reason", "id": reason_id, **hidden},
                     i18n.sentence(choice["reason"])))


def stage_label(view: dict) -> Any:
    """"Wonder stage 2 of 3 ([cost] → [effect])" for the viewer's next stage."""
    stage = view["choices"]["stage"]
    if not stage.get("number"):
        return t("Wonder stage")
    total = len(view["cities"][view["viewer"]]["stages"])
    return with_nodes(t("Wonder stage {n} of {total} ({cost} → {effects})",
                        n=stage["number"], total=total),
                      cost=icons.cost_icons(stage["cost"]),
                      effects=icons.effect_icons(stage["effects"]))


def why(reason: str | None) -> str:
    """The engine's reason a move cannot be made, in the current language ("not now"
    when it gives none)."""
    return i18n.sentence(reason) if reason else t("not now")


def action_panel(view: dict, ctx: TableContext, choice: dict) -> Any:
    """The three moves with the selected card, each always shown (rulebook, "Game
    turn": build it, build a wonder stage with it, or discard it for 3 coins): the
    ones open now with their payments beside them, the others disabled with why."""
    legal = set(view.get("legal", []))
    discard = choice["discard"]
    build = (options_block(view, ctx, choice, "build", choice["builds"])
             or unavailable("build", t("Build"),
                            t("Build: {reason}", reason=why(choice["reason"]))))
    stage_reason = choice.get("stage_reason", view["choices"]["stage"].get("reason"))
    stage = (options_block(view, ctx, choice, "stage", choice["stages"])
             or unavailable("stage", stage_label(view),
                            t("Wonder stage: {reason}", reason=why(stage_reason))))
    label = with_nodes(t("Discard for {coins}"), coins=icons.coins(discard["coins"]))
    if discard["move"] in legal:
        drop = [h("button", {"class_": "act discard", "data_act": "move",
                             "data_arg": discard["move"], "data_kind": "discard"}, label)]
    else:
        drop = unavailable("discard", label,
                           t("Discard: {reason}", reason=why(discard.get("reason"))))
    return h("div", {"class_": "action-panel", "id": "actions"},
             h("h3", None, i18n.name(choice["card"])),
             h("div", {"class_": "move-group", "data_kind": "build"}, build),
             h("div", {"class_": "move-group", "data_kind": "stage"}, stage),
             h("div", {"class_": "move-group", "data_kind": "discard"}, drop))


def hand_block(view: dict, ctx: TableContext) -> list:
    choices = {c["card"]: c for c in view["choices"]["cards"]}
    selected = ctx.ui.selected
    tiles = [card_tile(view, ctx, choices[name], selected, i)
             for i, name in enumerate(view["hand"]) if name in choices]
    legal = set(view.get("legal", []))
    panel = None
    if selected in choices and any(m in legal for m in choices[selected]["moves"]):
        panel = action_panel(view, ctx, choices[selected])
    return [hint_bar(ctx), h("div", {"class_": "hand", "id": "hand"}, tiles), panel]


def power_block(view: dict, ctx: TableContext) -> list:
    """Halicarnassus digs in the discard pile; Olympia copies a neighbour's guild (the
    hint's line above, its move marked)."""
    phase = view["phase"]
    if phase == "dig":
        title = t("Halicarnassus: build one card from the discard pile for free")
    elif phase == "copy":
        title = t("Olympia: copy one guild of a neighbour")
    else:
        title = t("Choose")
    buttons = []
    for move in view.get("moves", []):
        passing = move["kind"] == "pass"
        buttons.append(h("button", {"class_": ("act" if passing else "primary act")
                                    + hinted_move(ctx, move["text"]),
                                    "data_act": "move", "data_arg": move["text"]},
                         t("Build nothing") if passing else i18n.name(move["card"])))
    return [hint_bar(ctx), h("div", {"class_": "power", "id": "power"}, h("h3", None, title),
                             h("div", {"class_": "power-options"}, buttons))]
