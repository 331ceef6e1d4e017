"""7 Wonders' log as ``tables.log`` entries: each move of each turn, read from the
view's log, with the city it changed, the card or wonder stage to mark there and the
coins it paid: the turn event's ``outcomes`` (``engine.classic.outcomes``) say each.

A card played face down (a wonder stage's, a discard) has no card in another player's
view until the game is over: its entry names none. The Free City's moves (2 players,
``free city: build ...``) change the Free City's city.
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..i18n import t, tp
from ..vdom import h
from .classic_cities import describe, roman
from .context import TableContext
from .log import Entry, log_key, mark_of, ref, remembered, worded
from .news import Item, coins_item, conflicts_item, over_item, turn_item


def sentence(view: dict, ctx: TableContext, player: int, text: str) -> str:
    """"Ann builds Temple, pays 2 coins to Bob (left)" (``Game.describe_move``)."""
    named = {**view, "names": list(ctx.names)}  # the table's names, "You" included
    return t("{player} {move}", player=ctx.label(player),
             move=i18n.sentence(describe(named, player, text)))


def move_entry(view: dict, ctx: TableContext, event: dict, done: dict[str, Any]) -> Entry:
    """One move of a turn (``done``: its outcome)."""
    player, text, kind, city = done["player"], done["text"], done["kind"], done["city"]
    card = done.get("card")
    words = worded(("7wonders", tuple(ctx.names), player, text, (view.get("free_city") or {})
                    .get("index"), tuple((c["left"], c["right"]) for c in view["cities"])),
                   lambda: sentence(view, ctx, player, text))
    return Entry(ref=ref(player, event.get("age"), event.get("turn"),
                         "fc" if city != player else "", "" if event.get("phase") == "pick"
                         else event.get("phase")),
                 age=event.get("age") or 0, turn=event.get("turn") or 0, player=player,
                 text=words, city=city,
                 card=card if kind in ("build", "dig") and card else None,
                 stage=done.get("stage"),
                 paid=tuple((to, coins) for to, coins in done.get("paid") or ()))


def entries(view: dict[str, Any], ctx: TableContext) -> list[Entry]:
    """The view's log as entries: the moves of each turn, and each age's military
    conflicts as a note of their own (read once a log: ``log.remembered``)."""
    log = view.get("log") or []
    return remembered(log_key(view, ctx, log), lambda: read(view, ctx, log))


def read(view: dict[str, Any], ctx: TableContext, log: list[dict]) -> list[Entry]:
    """``entries`` read anew."""
    out: list[Entry] = []
    for event in log:
        if event.get("kind") == "conflicts":
            out.append(Entry(ref=ref("conflicts", event["age"], 0), age=event["age"], turn=0,
                             player=None, note=True,
                             text=t("Age {age}: military conflicts resolved",
                                    age=roman(event["age"]))))
        for done in event.get("outcomes") or []:
            out.append(move_entry(view, ctx, event, done))
    return out


def mark(view: dict[str, Any], ctx: TableContext) -> Entry | None:
    """The log entry ``ui.mark`` names (its card is drawn marked), if any."""
    return mark_of(entries(view, ctx), ctx) if ctx.ui.mark else None


def open_button(entry: Entry, ctx: TableContext) -> list | None:
    """Beside the marked entry: its city opened in full (``classic_sheet``, action
    ``opt city:N``), where the marked card shows at its full size; none for the
    viewer's own city, always in sight."""
    if entry.city is None or entry.city == ctx.viewer:
        return None
    return h("button", {"class_": "small log-open", "data_act": "opt",
                        "data_arg": f"city:{entry.city}", "aria_haspopup": "dialog"},
             tp(ctx.name(entry.city), "Open your city", "Open {player}'s city"))


def news(view: dict[str, Any], ctx: TableContext) -> list[Item]:
    """What the live region says of the latest turn (``tables.news``): its moves as the
    log words them, each city's coins after it, and what followed it (the age's
    military conflicts, the game's end)."""
    log = view.get("log") or []
    last = max((i for i, e in enumerate(log) if e.get("kind") == "turn"), default=None)
    if last is None:
        return []
    out: list[Item] = []
    for i in range(last, len(log)):
        event = log[i]
        if event.get("kind") == "turn":
            texts = [move_entry(view, ctx, event, done).text
                     for done in event.get("outcomes") or []]
            heading = t("Age {age}, turn {turn}", age=roman(event.get("age")),
                        turn=event.get("turn"))
            out.append(turn_item(ctx, i, heading, texts, event.get("moves")))
            out.append(coins_item(ctx, i, [c.get("coins") for c in view["cities"]],
                                  event.get("moves")))
        elif event.get("kind") == "conflicts":
            points: dict[int, int] = {}
            for p, _against, n in event.get("results") or []:
                points[p] = points.get(p, 0) + n
            for p in range(len(view["cities"])):
                points.setdefault(p, 0)
            out.append(conflicts_item(ctx, i, roman(event["age"]), points,
                                      event.get("results")))
    over = over_item(view, ctx, len(log))
    return out + ([over] if over else [])
