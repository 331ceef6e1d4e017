"""Duel's panels, from the view: what to do with the selected card, the sub-choices
(progress token, the Great Library, destroy, the Mausoleum, who starts), the wonder
draft, and the side panels (discard pile, log)."""

from __future__ import annotations

from typing import Any

from engine import get_game

from ..vdom import h
from .duel_faces import ROMAN, card, card_face, effect_text, token_chip, wonder_tile
from .parts import log_panel, sentences


def log_lines(view: dict, ctx: Any) -> list[str]:
    """The public log (``view["log"]``: one ``(player, move)`` a turn) as sentences;
    the moves that name a player say it as ``ctx`` does ("You start the next Age",
    "Discard your Quarry")."""
    lines = sentences(view, ctx, view["log"])
    for i, (p, text) in enumerate(view["log"]):
        verb, _, rest = str(text).partition(" ")
        if verb == "start" and rest in ("0", "1"):
            lines[i] = f"{ctx.name(p)}: {ctx.says(int(rest), 'starts')} the next Age"
        elif verb == "destroy":
            lines[i] = f"{ctx.name(p)}: Discard {ctx.whose(1 - p)} {rest}"
    return lines


def _moves_with(legal: list[str], selected: str) -> list[str]:
    return [t for t in legal if t.partition(" ")[2] == selected
            or (t.startswith("wonder ") and t.rpartition(" with ")[2] == selected)]


def actions_panel(view: dict, ctx: Any, legal: list[str]) -> Any:
    """The moves with the selected card: build (price and why), wonders, discard."""
    selected = ctx.ui.get("selected")
    if not selected:
        return h("div", {"class_": "dhint", "id": "hint"},
                 "Choose an available card of the structure (highlighted).")
    mine = _moves_with(legal, selected)
    offer = view.get("offer") or {}
    cards = offer.get("cards", {})
    if not mine or selected not in cards:
        return h("div", {"class_": "dhint", "id": "hint"}, "That card cannot be taken now.")
    mine_offer = cards[selected]
    buttons = []
    for text in mine:
        if text.startswith("build "):
            code, total = mine_offer["status"], mine_offer["price"]["total"]
            label = ("Build it — free by chain" if code == "chain"
                     else "Build it — free" if total == 0 else f"Build it for {total}¢")
            buttons.append(h("button", {"class_": "primary act", "data_act": "move",
                                        "data_arg": text, "data_kind": "build",
                                        "title": mine_offer["reason"]}, label))
    for text in mine:
        if text.startswith("wonder "):
            w = text[len("wonder "):].rpartition(" with ")[0]
            wo = offer.get("wonders", {}).get(w)
            price = f" ({wo['price']['total']}¢)" if wo else ""
            buttons.append(h("button", {"class_": "act wonder-act", "data_act": "move",
                                        "data_arg": text, "data_kind": "wonder",
                                        "title": wo["reason"] if wo else None},
                             f"Wonder: {w}{price}"))
    for text in mine:
        if text.startswith("discard "):
            buttons.append(h("button", {"class_": "act discard", "data_act": "move",
                                        "data_arg": text, "data_kind": "discard"},
                             f"Discard for {offer.get('discard_payout', 0)}¢"))
    why = (mine_offer["reason"] if mine_offer["status"] == "cannot"
           or not any(t.startswith("build ") for t in mine) else None)
    return h("div", {"class_": "action-panel", "id": "actions"},
             h("h3", None, selected, h("span", {"class_": "muted"},
                                       f" · {effect_text(card(selected).get('effects'))}")),
             why and h("p", {"class_": "why muted", "id": "why"}, f"Cannot build: {why}"),
             buttons,
             h("button", {"class_": "small", "data_act": "select", "data_arg": selected},
               "Cancel"))


def _choice_button(text: str, kind: str) -> list:
    attrs = {"data_act": "move", "data_arg": text}
    rest = text.partition(" ")[2]
    if kind == "token":
        return token_chip(rest, {"class_": "ptoken act", **attrs}, tag="button")
    return card_face(rest, "act", attrs, tag="button")


def choice_panel(view: dict, ctx: Any, viewer: int, legal: list[str]) -> Any:
    """The sub-choices: tokens, the Great Library, destroy, the Mausoleum, who starts."""
    phase = view["phase"]
    if phase == "token":
        title = "A pair of science symbols: take a progress token"
        opts = [_choice_button(t, "token") for t in legal]
    elif phase == "library":
        title = "The Great Library: take one of these tokens (the other two go back)"
        opts = [_choice_button(t, "token") for t in legal]
    elif phase == "destroy":
        title = (f"Discard one of {ctx.whose(1 - viewer)} "
                 f"{view.get('destroy_color', '')} cards")
        opts = [_choice_button(t, "card") for t in legal]
    elif phase == "mausoleum":
        title = "The Mausoleum: build one discarded card for free"
        opts = [_choice_button(t, "card") for t in legal]
    elif phase == "start":
        title = f"Age {ROMAN.get(view['age'], '')}: who starts? (your military is weaker)"
        opts = [h("button", {"class_": "primary big act", "data_act": "move",
                             "data_arg": t},
                  "I start" if t == f"start {viewer}" else
                  ctx.says(int(t.partition(' ')[2]), "starts"))
                for t in sorted(legal)]
    else:
        title = "Choose"
        describe = get_game("duel").describe_move
        opts = [h("button", {"class_": "act", "data_act": "move", "data_arg": t},
                  describe(view, viewer, t)) for t in legal]
    return h("div", {"class_": "choice", "id": "choice", "data_phase": phase},
             h("h3", None, title), h("div", {"class_": "choice-options"}, opts))


def draft_block(view: dict, ctx: Any, legal: list[str]) -> list:
    """The wonder draft: the pool (buttons for the player picking) and both cities."""
    d = view.get("draft") or {}
    mine = bool(legal)
    who = view["current_players"][0] if view["current_players"] else None
    head = "Choose a wonder" if mine else f"{ctx.says(who, 'chooses')} a wonder"
    pool = []
    for name in d.get("pool", []):
        w = {"name": name, "built": False}
        if mine:
            pool.append(wonder_tile(w, tag="button",
                                    attrs={"class_": "wonder-tile act pick",
                                           "data_act": "move", "data_arg": f"draft {name}"}))
        else:
            pool.append(wonder_tile(w))
    return h("section", {"class_": "draft", "id": "draft"},
             h("h2", None, f"Wonder draft · round {d.get('round', 0) + 1} of 2"),
             h("p", {"class_": "muted"}, head + " — of four wonders, the first picker takes "
               "one, the other two, the first the last one; then four more, the other "
               "player picking first."),
             h("div", {"class_": "draft-pool"}, pool),
             h("div", {"class_": "draft-cities"}, chosen_wonders(view, ctx, count=True)))


def chosen_wonders(view: dict, ctx: Any, count: bool = False) -> list:
    """Each player's wonders, by player."""
    out = []
    for p in (0, 1):
        ws = view["players"][p]["wonders"]
        out.append(h("div", {"class_": "draft-owned"},
                     h("strong", None, ctx.name(p)),
                     count and h("span", {"class_": "muted"}, f" · {len(ws)} of 4"),
                     h("div", {"class_": "dwonders"}, [wonder_tile(w) for w in ws])))
    return out


def side_panel(view: dict, ctx: Any) -> Any:
    """The discard pile or the log, when open."""
    if ctx.ui.get("discard"):
        names = view["discard"]
        return h("div", {"class_": "dpanel", "id": "discard-pile", "data_keep_scroll": True},
                 h("h3", None, f"Discard pile ({len(names)})",
                   h("button", {"class_": "small close", "data_act": "toggle",
                                "data_arg": "discard", "id": "discard-close"}, "Close")),
                 h("div", {"class_": "discard-cards"}, [card_face(n, "small") for n in names])
                 if names else h("p", {"class_": "muted"}, "No card has been discarded."))
    if ctx.ui.get("log"):
        return log_panel(log_lines(view, ctx), closable=True, class_="dpanel")
    return None
