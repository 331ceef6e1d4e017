"""7 Wonders Duel's log as ``tables.log`` entries: the view's turns (``events`` of kind
``turn``: a card taken, with any choice it led to) numbered move by move within each
Age, the wonder draft as age 0.

A build (or a card built from the discard pile by the Mausoleum) marks that card in
the player's city, a wonder (drafted or built) the wonder; a card discarded, a
progress token or a card destroyed marks nothing there. Who starts an Age is told
with that Age's first move. The Duel log is public: both players see every move.
"""

from __future__ import annotations

from typing import Any

from engine import get_game

from .. import i18n
from ..i18n import t, tn
from .context import TableContext
from .log import Entry, log_key, mark_of, ref, remembered, worded
from .news import Item, coins_item, key_of, over_item, sentences, turn_item

#: the verbs whose card lands in the mover's city; the verbs that name a wonder
IN_CITY = ("build", "mausoleum")
WONDER_VERBS = ("draft", "wonder")


def move_entry(view: dict, ctx: TableContext, age: int, turn: int, k: int,
               done: dict[str, Any]) -> Entry:
    """The ``k``-th move of the Age's ``turn``-th turn (``done``: its outcome, the
    turn event's ``outcomes``)."""
    player, text = done["player"], done["text"]
    words = worded(("duel", tuple(ctx.names), player, text),
                   lambda: t("{player} {move}", player=ctx.label(player), move=i18n.sentence(
                       get_game("duel").describe_move({**view, "names": list(ctx.names)},
                                                      player, text))))
    return Entry(ref=ref(player, age, turn, k or ""), age=age, turn=turn, player=player,
                 text=words, city=player,
                 card=done["card"] if done["kind"] in IN_CITY else None,
                 wonder=done["wonder"] if done["kind"] in WONDER_VERBS else None)


def entries(view: dict[str, Any], ctx: TableContext) -> list[Entry]:
    """Every move of the view's turns, numbered within its Age (read once a log:
    ``log.remembered``)."""
    turns = [e for e in view.get("events") or [] if e.get("kind") == "turn"]
    return remembered(log_key(view, ctx, turns), lambda: read(view, ctx, turns))


def read(view: dict[str, Any], ctx: TableContext, turns: list[dict]) -> list[Entry]:
    """``entries`` read anew."""
    out: list[Entry] = []
    numbers: dict[int, int] = {}
    for event in turns:
        age = event.get("age") or 0
        turn = numbers[age] = numbers.get(age, 0) + 1
        for k, done in enumerate(event.get("outcomes") or []):
            out.append(move_entry(view, ctx, age, turn, k, done))
    return out


def mark(view: dict[str, Any], ctx: TableContext) -> Entry | None:
    """The log entry ``ui.mark`` names (its card is drawn marked), if any."""
    return mark_of(entries(view, ctx), ctx) if ctx.ui.mark else None


def news(view: dict[str, Any], ctx: TableContext) -> list[Item]:
    """What the live region says (``tables.news``): the moves since the viewer's last
    one (that one included: what it paid), each numbered in its Age as the log numbers
    it, the coins after them, and the game's end."""
    events = view.get("events") or []
    turns = [(i, e) for i, e in enumerate(events) if e.get("kind") == "turn"]
    if not turns:
        return []
    numbers: dict[int, int] = {}
    numbered = []
    for i, event in turns:
        age = event.get("age") or 0
        numbers[age] = numbers.get(age, 0) + 1
        numbered.append((i, age, numbers[age], event))
    mine = [k for k, (_i, _a, _n, e) in enumerate(numbered)
            if any(d.get("player") == ctx.viewer for d in e.get("outcomes") or [])]
    out: list[Item] = []
    shown = numbered[mine[-1] if mine else -1:]
    before = numbered[len(numbered) - len(shown) - 1][0] if len(shown) < len(numbered) else -1
    for i, age, n, event in shown:
        texts = [move_entry(view, ctx, age, n, k, done).text
                 for k, done in enumerate(event.get("outcomes") or [])]
        heading = (t("Wonder draft, pick {n}", n=n) if age == 0
                   else t("Age {age}, move {n}", age=ROMAN_AGES.get(age, str(age)), n=n))
        out.append(turn_item(ctx, i, heading, texts, event.get("moves")))
        # the pawn moved by this turn's shields (its events come just before the turn's)
        out += [pawn_item(ctx, j, events[j]) for j in range(before + 1, i)
                if events[j].get("kind") == "conflicts"]
        before = i
    last = numbered[-1]
    if last[1]:  # not in the wonder draft, where nobody pays
        out.append(coins_item(ctx, last[0], [pl.get("coins") for pl in view["players"]],
                              last[3].get("moves")))
    over = over_item(view, ctx, len(events))
    return out + ([over] if over else [])


def pawn_item(ctx: TableContext, place: int, event: dict[str, Any]) -> Item:
    """The conflict pawn moved ("Militär": each shield one step towards the opponent's
    capital), where it stands, and each military token it took ("Militärmarkörer": the
    coins lost): "The conflict pawn moves 2 steps towards Bob. It stands 3 steps from
    the middle, on Bob's side. Military token: Bob loses 2 coins."."""
    mover, pawn = event["player"], event["pawn"]
    loser = 1 - mover
    steps = tn("{n} step", "{n} steps", event["shields"])
    said = [i18n.tp(ctx.name(loser), "The conflict pawn moves {steps} towards you",
                    "The conflict pawn moves {steps} towards {player}", steps=steps)]
    if pawn == 0:
        said.append(t("It stands in the middle"))
    else:
        side = 1 if pawn > 0 else 0  # ``pawn`` counts the steps towards player 1's capital
        said.append(i18n.tp(ctx.name(side), "It stands {steps} from the middle, on your side",
                            "It stands {steps} from the middle, on {player}'s side",
                            steps=tn("{n} step", "{n} steps", abs(pawn))))
    said += [i18n.tp(ctx.name(loser), "Military token: you lose {coins}",
                     "Military token: {player} loses {coins}",
                     coins=tn("{n} coin", "{n} coins", coins)) for coins in event["looted"]]
    return Item(key_of(ctx, f"{place}:pawn", event), sentences(said))


ROMAN_AGES = {1: "I", 2: "II", 3: "III"}
