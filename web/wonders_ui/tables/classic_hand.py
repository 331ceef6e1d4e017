"""The viewer's hand on the 7 Wonders table, drawn from ``view["choices"]``.

Each card shows its cost, effect, chain, status and, when it cannot be built, the
reason in words; the selected card opens its moves: build and wonder stage with every
payment (cheapest first and preselected) and what each buys from whom, and discard.
Halicarnassus' discard pile and Olympia's guild copy are power choices.
"""

from __future__ import annotations

from typing import Any

from ..vdom import h
from . import icons
from .classic_cities import card_face
from .context import TableContext
from .glyphs import glyph_tag

STATUS_LABELS = {"owned": "already built", "chain": "free by chain", "free": "can build",
                 "olympia": "free (Olympia)", "cannot": "cannot build"}


def status_label(choice: dict) -> Any:
    if choice["status"] == "buy":
        cheapest = min((b["total"] for b in choice["builds"] if not b["free"]), default=0)
        return ["buy for ", icons.coins(cheapest)]
    return STATUS_LABELS[choice["status"]]


def bought_text(ctx: TableContext, pay: dict) -> list:
    """"[wood] [clay] at [2] from Bob; [glass] at [2] from Cy": what one payment buys
    from whom, each resource as its icon and each price as a coin."""
    by_player: dict[int, list] = {}
    for b in pay.get("bought", []):
        unit = [icons.icon(b["resource"]) for _ in range(b["count"])]
        items = by_player.setdefault(b["player"], [])
        items.append([", " if items else None, unit, " at ", icons.coins(b["price"])])
    return [["; " if i else None, items, f" from {ctx.name(p)}"]
            for i, (p, items) in enumerate(by_player.items())]


def payment_text(view: dict, ctx: TableContext, pay: dict) -> Any:
    """Who gets how many coins for one payment: "[2] to Bob (left) · [1] to the bank"."""
    if pay["free"]:
        return "free (Olympia)" if pay["free"] == "olympia" else "free (chain)"
    me = view["cities"][view["viewer"]]
    parts = [[icons.coins(pay[side]), f" to {ctx.name(me[side])} ({side})"]
             for side in ("left", "right") if pay[side]]
    if pay["bank"]:
        parts.append([icons.coins(pay["bank"]), " to the bank"])
    return [[" · " if i else None, p] for i, p in enumerate(parts)] or "no trade"


def options_block(view: dict, ctx: TableContext, kind: str, pays: list[dict]) -> list:
    """The payments of one kind of move (build, stage) and the button that plays it."""
    legal = set(view.get("legal", []))
    pays = [p for p in pays if p["move"] in legal]
    if not pays:
        return []
    label = "Build" if kind == "build" else "Wonder stage"
    if len(pays) == 1:
        pay = pays[0]
        text = payment_text(view, ctx, pay)
        detail = bought_text(ctx, pay)
        return [h("button", {"class_": "primary act", "data_act": "move", "data_arg": pay["move"],
                             "data_kind": kind},
                  label, text != "no trade" and [" — ", text],
                  detail and [" (buys ", detail, ")"])]
    chosen = ctx.ui.get(f"opt_{kind}", 0)
    chosen = chosen if isinstance(chosen, int) and 0 <= chosen < len(pays) else 0
    rows = []
    for i, pay in enumerate(pays):
        text = payment_text(view, ctx, pay)
        detail = bought_text(ctx, pay)
        rows.append(h("button", {"class_": "pay" + (" selected" if i == chosen else ""),
                                 "data_act": "opt", "data_arg": f"{kind}:{i}",
                                 "aria_pressed": "true" if i == chosen else "false"},
                      "pay " if pay["left"] or pay["right"] else "", text,
                      i == 0 and "  · cheapest",
                      detail and h("span", {"class_": "pay-detail muted"}, "buys ", detail)))
    return [h("div", {"class_": "payments", "data_kind": kind},
              h("div", {"class_": "muted"}, f"{label}: who gets how many coins"), rows),
            h("button", {"class_": "primary act", "data_act": "move", "data_kind": kind,
                         "data_arg": pays[chosen]["move"]}, label)]


def card_tile(view: dict, ctx: TableContext, choice: dict, selected: Any) -> Any:
    name = choice["card"]
    face = card_face(name, view.get("edition", 1))
    code = choice["status"]
    legal = set(view.get("legal", []))
    chain = (icons.chain_icons(face["chained_from"], "free after")
             if face.get("chained_from") else "")
    return h(
        "button", {"class_": f"card c-{face.get('colour', 'grey')} st-{code}"
                             + (" selected" if name == selected else ""),
                   "data_act": "select", "data_arg": name, "data_card": name,
                   "data_status": code,
                   "disabled": not any(m in legal for m in choice["moves"])},
        h("span", {"class_": "card-top"},
          h("span", {"class_": "card-cost"}, icons.cost_icons(face.get("cost", {}))),
          glyph_tag(face.get("colour", ""))),
        h("span", {"class_": "card-name"}, name),
        h("span", {"class_": "card-effect"}, icons.effect_icons(face.get("effects", ""))),
        chain and h("span", {"class_": "card-chain"}, chain),
        face.get("chains_to") and h("span", {"class_": "card-chain gives"},
                                    icons.chain_icons(face["chains_to"], "frees")),
        h("span", {"class_": f"card-status {code}"}, status_label(choice)),
        choice["reason"] and h("span", {"class_": "card-reason"}, choice["reason"]))


def action_panel(view: dict, ctx: TableContext, choice: dict) -> Any:
    """The moves with the selected card: build, wonder stage, discard (and why not)."""
    legal = set(view.get("legal", []))
    stage = view["choices"]["stage"]
    discard = choice["discard"]
    return h("div", {"class_": "action-panel", "id": "actions"},
             h("h3", None, choice["card"]),
             options_block(view, ctx, "build", choice["builds"]),
             choice["reason"] and h("p", {"class_": "reason muted"},
                                    f"Build: {choice['reason']}"),
             options_block(view, ctx, "stage", choice["stages"]),
             stage.get("reason") and h("p", {"class_": "reason muted"},
                                       f"Wonder stage: {stage['reason']}"),
             discard["move"] in legal and h(
                 "button", {"class_": "act discard", "data_act": "move",
                            "data_arg": discard["move"], "data_kind": "discard"},
                 "Discard for ", icons.coins(discard["coins"])))


def hand_block(view: dict, ctx: TableContext) -> list:
    choices = {c["card"]: c for c in view["choices"]["cards"]}
    selected = ctx.ui.get("selected")
    tiles = [card_tile(view, ctx, choices[name], selected) for name in view["hand"]
             if name in choices]
    legal = set(view.get("legal", []))
    panel = None
    if selected in choices and any(m in legal for m in choices[selected]["moves"]):
        panel = action_panel(view, ctx, choices[selected])
    return [h("div", {"class_": "hand", "id": "hand"}, tiles), panel]


def power_block(view: dict) -> list:
    """Halicarnassus digs in the discard pile; Olympia copies a neighbour's guild."""
    phase = view["phase"]
    if phase == "dig":
        title = "Halicarnassus: build one card from the discard pile for free"
    elif phase == "copy":
        title = "Olympia: copy one guild of a neighbour"
    else:
        title = "Choose"
    buttons = []
    for text in view.get("legal", []):
        passing = text == "pass"
        buttons.append(h("button", {"class_": "act" if passing else "primary act",
                                    "data_act": "move", "data_arg": text},
                         "Build nothing" if passing else text.partition(" ")[2]))
    return [h("div", {"class_": "power", "id": "power"}, h("h3", None, title),
              h("div", {"class_": "power-options"}, buttons))]
