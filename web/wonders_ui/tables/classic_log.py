"""7 Wonders' log as ``tables.log`` entries: each move of each turn, read from the
view's log, with the city it changed, the card or wonder stage to mark there and the
coins it paid.

A move's text names its payment (``build Temple (left 2, right 1)``: 2 coins to the
left neighbour, 1 to the right one); the coins a card or stage costs go to the bank
(rulebook: "coins paid for a card go to the bank"); a chain or Olympia's free build
costs nothing. A card played face down (a wonder stage's, a discard) is "a hidden
card" in the view until the game is over: its entry names none. The Free City's
moves (2 players, ``free city: build ...``) change the Free City's city.
"""

from __future__ import annotations

import re
from typing import Any

from .. import i18n
from ..i18n import t, tp
from ..vdom import h
from .classic_cities import card_face, describe, roman
from .context import TableContext
from .log import Entry, log_key, mark_of, ref, remembered, worded

#: a move text: its kind, card, and the payment in brackets
MOVE = re.compile(r"^(?P<free>free city: )?(?P<kind>\w+) (?P<card>.+?)(?: \((?P<pay>[^)]*)\))?$")
PAY = re.compile(r"(left|right) (\d+)")
HIDDEN = "a hidden card"


def sentence(view: dict, ctx: TableContext, player: int, text: str) -> str:
    """"Ann builds Temple, pays 2 coins to Bob (left)" (``Game.describe_move``)."""
    named = {**view, "names": list(ctx.names)}  # the table's names, "You" included
    return t("{player} {move}", player=ctx.label(player),
             move=i18n.sentence(describe(named, player, text)))


def move_entry(view: dict, ctx: TableContext, event: dict, player: int, text: str,
               stages: dict[int, int]) -> Entry:
    """One move of a turn (``stages``: the stages built so far by city, counted on)."""
    m = MOVE.match(text)
    kind = m["kind"] if m else ""
    free = bool(m and m["free"])
    city = view["free_city"]["index"] if free and view.get("free_city") else player
    card = m["card"] if m and m["card"] != HIDDEN else None
    cities = view["cities"]
    words = worded(("7wonders", tuple(ctx.names), player, text, (view.get("free_city") or {})
                    .get("index"), tuple((c["left"], c["right"]) for c in cities)),
                   lambda: sentence(view, ctx, player, text))
    stage = None
    paid: list[tuple[int | None, int]] = []
    if m and kind in ("build", "stage") and city < len(cities):
        for side, coins in PAY.findall(m["pay"] or ""):
            paid.append((cities[city][side], int(coins)))
        if kind == "stage":
            stage = stages[city] = stages.get(city, 0) + 1
            stages_of = cities[city]["stages"]
            bank = stages_of[stage - 1]["cost"].get("coins", 0) if stage <= len(stages_of) else 0
        else:
            face = card_face(card or "", view.get("edition", 1))
            bank = 0 if m["pay"] in ("chain", "olympia") else face.get("cost", {}).get("coins", 0)
        if bank:
            paid.append((None, bank))
    if kind == "pay" and m:  # Cities: a coin loss met, its coins to the bank
        paid.append((None, int(m["card"].split()[0])))
    marks = kind in ("build", "dig") and card is not None
    return Entry(ref=ref(player, event.get("age"), event.get("turn"),
                         "fc" if free else "", "" if event.get("phase") == "pick"
                         else event.get("phase")),
                 age=event.get("age") or 0, turn=event.get("turn") or 0, player=player,
                 text=words, city=city, card=card if marks else None, stage=stage,
                 paid=tuple(paid))


def entries(view: dict[str, Any], ctx: TableContext) -> list[Entry]:
    """The view's log as entries: the moves of each turn, and each age's military
    conflicts as a note of their own (read once a log: ``log.remembered``)."""
    log = view.get("log") or []
    return remembered(log_key(view, ctx, log), lambda: read(view, ctx, log))


def read(view: dict[str, Any], ctx: TableContext, log: list[dict]) -> list[Entry]:
    """``entries`` read anew."""
    out: list[Entry] = []
    stages: dict[int, int] = {}
    for event in log:
        if event.get("kind") == "conflicts":
            out.append(Entry(ref=ref("conflicts", event["age"], 0), age=event["age"], turn=0,
                             player=None, note=True,
                             text=t("Age {age}: military conflicts resolved",
                                    age=roman(event["age"]))))
        for player, text in event.get("moves") or []:
            out.append(move_entry(view, ctx, event, player, text, stages))
    return out


def mark(view: dict[str, Any], ctx: TableContext) -> Entry | None:
    """The log entry ``ui["mark"]`` names (its card is drawn marked), if any."""
    return mark_of(entries(view, ctx), ctx) if ctx.ui.get("mark") else None


def open_button(entry: Entry, ctx: TableContext) -> list | None:
    """Beside the marked entry: its city opened in full (``classic_sheet``, action
    ``opt city:N``), where the marked card shows at its full size; none for the
    viewer's own city, always in sight."""
    if entry.city is None or entry.city == ctx.viewer:
        return None
    return h("button", {"class_": "small log-open", "data_act": "opt",
                        "data_arg": f"city:{entry.city}", "aria_haspopup": "dialog"},
             tp(ctx.name(entry.city), "Open your city", "Open {player}'s city"))
