"""Duel's board: the Age's card structure and the conflict track, from the view.

The structure is laid out as the physical game (rows overlapping by half a card,
face-down backs); each available card shows what it costs the player to move
(``view["offer"]``: chain, free, buy or cannot, with the reason as its title). The
track runs from the viewer's capital (left) to the opponent's, with the pawn and the
looting tokens still on it (``view["military"]``).
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..i18n import N_, t, tn, tp
from ..vdom import h
from . import icons
from .context import TableContext, TableUi
from .duel_faces import ROMAN, card_face, card_words
from .parts import rule_link, with_nodes

FOOT = {"chain": N_("free (chain)"), "free": N_("free")}


def _takeable(legal: list[dict[str, Any]]) -> dict[str, set[str]]:
    """For each card of the structure: what the legal moves (the view's ``moves``) do
    with it: build it, discard it, or tuck it under a wonder."""
    out: dict[str, set[str]] = {}
    for m in legal:
        if m["kind"] in ("build", "discard", "wonder"):
            out.setdefault(m["card"], set()).add(m["kind"])
    return out


def _status(offer: dict[str, Any]) -> tuple[Any, str]:
    code = offer["status"]
    total = offer["price"]["total"]
    if code == "cannot":
        return with_nodes(t("{coins} — too dear"), coins=icons.coins(total)), code
    return (t(FOOT[code]) if code in FOOT else icons.coins(total)), code


def offer_words(name: str, offer: dict[str, Any]) -> str:
    """A card of the structure the player may take, as said with what building it takes
    now (the view's offer): "Baths, civilian: costs 1 stone, gives 3 victory points;
    build it for 2 coins"."""
    said = card_words(name)
    code = offer["status"]
    coins = tn("{n} coin", "{n} coins", offer["price"]["total"])
    if code == "chain":
        return t("{card}; free by chain", card=said)
    if code == "free":
        return t("{card}; build it free", card=said)
    if code == "cannot":
        return t("{card}; cannot build", card=said)
    return t("{card}; build it for {coins}", card=said, coins=coins)


def covered_reason(view: dict, s: dict) -> str:
    """Why a face-up card cannot be taken ("Organisering av kortstrukturer": only a card
    no other card covers): "covered by Baths and a face-down card"."""
    slots = view["structure"]
    names = [i18n.name(slots[c]["card"]) if slots[c]["card"] else t("a face-down card")
             for c in s.get("covered_by", []) if slots[c]]
    return t("covered by {cards}", cards=i18n.listing(names)) if names else ""


def back(view: dict, s: dict, style: str) -> list:
    """A face-down card: its Age's back, or the guilds' own back in Age III (public,
    as on the table)."""
    guild = s.get("back") == "guild"
    label = t("a face-down guild") if guild else t("a face-down card")
    return h("div", {"class_": f"dcard back age{view['age']}" + (" guild" if guild else ""),
                     "style": style, "role": "img", "aria_label": label, "title": label,
                     "data_back": s.get("back", "age")},
             h("span", {"class_": "back-mark"}, t("Guild") if guild else ROMAN[view["age"]]))


def structure_block(view: dict, ui: TableUi, legal: list[dict[str, Any]], hint: str = "") -> list:
    """The structure; with ``legal`` (the viewer's moves as data), its cards are buttons
    (``hint``: the card "Suggest a move" names, class ``hinted``)."""
    extent = view.get("layout")
    if not view["structure"] or not extent:
        return h("div", {"class_": "structure empty"})
    takeable = _takeable(legal)
    offers = (view.get("offer") or {}).get("cards", {})
    selected = ui.selected
    cards = []
    for s in view["structure"]:
        if not s:
            continue
        style = f"--x:{s['x'] - extent['x0']:g};--y:{s['row']}"
        if not s["face_up"]:
            cards.append(back(view, s, style))
            continue
        name = s["card"]
        attrs: dict[str, Any] = {"style": style, "data_slot": str(s["slot"])}
        cls, foot, said = "", None, None
        if s["available"]:
            cls = "available"
            offer = offers.get(name)
            if name in takeable and offer is not None:
                text, code = _status(offer)
                cls += (f" st-{code}" + (" selected" if name == selected else "")
                        + (" hinted" if name == hint else ""))
                reason = i18n.sentence(offer["reason"])
                attrs.update({"data_act": "select", "data_arg": name, "data_status": code,
                              "aria_pressed": "true" if name == selected else "false",
                              "aria_description": reason})
                foot = h("span", {"class_": f"dc-status {code}", "title": reason}, text)
                said = offer_words(name, offer)
        else:
            why = covered_reason(view, s)
            count = len(s.get("covered_by", []))
            attrs.update({"title": t("{card}: {reason}", card=i18n.name(name), reason=why),
                          "aria_description": why, "data_covered": str(count)})
            foot = why and h("span", {"class_": "dc-covered", "title": why},
                             tn("covered by {n}", "covered by {n}", count))
            said = why and t("{card}; {reason}", card=card_words(name), reason=why)
        cards.append(card_face(name, cls, attrs, foot,
                               tag="button" if "data_act" in attrs else "div", said=said))
    return h("div", {"class_": f"structure age{view['age']}", "id": "structure",
                     "style": f"--cols:{extent['cols']:g};--rows:{extent['rows']}"}, cards)


def _zone_points(military: dict[str, Any]) -> dict[int, int]:
    out = {}
    for z in military["zones"]:
        for d in range(z["from"], z["to"] + 1):
            out[d] = z["points"]
    return out


def conflict_track(view: dict, ctx: TableContext, me: int) -> list:
    """The track from ``me``'s capital (left) to the opponent's (right), each end named
    (``ctx``), and who leads in a sentence ("You lead by 2", "Ann leads by 2")."""
    military = view["military"]
    opp = 1 - me
    sign = 1 if me == 0 else -1  # the pawn counts steps towards player 1's capital
    pawn = military["pawn"] * sign  # > 0: towards the opponent's capital (right)
    capital = military["capital"]
    points = _zone_points(military)
    loot = {(tok["step"] if tok["loser"] == opp else -tok["step"]): tok["coins"]
            for tok in military["loot"]}
    cells = []
    for x in range(-capital, capital + 1):
        d = abs(x)
        cls = ("cell capital" if d == capital else f"cell zone{points.get(d, 0)}" if d
               else "cell middle")
        kids: list[Any] = ["⌂" if d == capital else ""]
        if x in loot:
            kids.append(h("span", {"class_": "loot", "title": tp(
                ctx.name(me if x < 0 else opp), "looting token: You lose {n} coins",
                "looting token: {player} loses {n} coins", n=loot[x])}, f"−{loot[x]}"))
        if x == pawn:
            kids.append(h("span", {"class_": "pawn", "id": "pawn",
                                   "title": t("the conflict pawn")}, "♜"))
        cells.append(h("span", {"class_": cls, "data_x": str(x)}, kids))
    if pawn:
        leader = me if pawn > 0 else opp
        lead = tp(ctx.name(leader), "You lead by {n} ({left} from supremacy)",
                  "{player} leads by {n} ({left} from supremacy)", n=abs(pawn),
                  left=military["to_supremacy"][leader])
    else:
        lead = t("The pawn is in the middle")
    return h("div", {"class_": "track-wrap"},
             h("span", {"class_": "track-end mine"}, i18n.player(ctx.name(me))),
             h("div", {"class_": "track", "id": "track", "role": "img",
                       "aria_label": t("Conflict track: {lead}", lead=lead)}, cells),
             h("span", {"class_": "track-end theirs"}, i18n.player(ctx.name(opp))),
             h("span", {"class_": "track-lead muted"}, lead),
             rule_link("duel-wonder", t("the conflict track")))
