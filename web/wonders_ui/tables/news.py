"""What the live region says: the moves of the latest turn as the log words them
(``tables.log`` entries: who built what and paid whom), each city's coins after it, an
age's military conflicts, and the scores once the game is over.

A table module's ``news(view, ctx)`` returns ``Item``s made here from its view alone
(the view's log and the game's own sentences, never a rule worked out again); the page
draws them as data on the screen (``focus.frame_marks``) and ``web/ui.js`` says each
item's ``key`` once, in order, in its one ``role=status`` region. A key is made of the
game, the item's place in the log and the moves it tells (never of its words): the same
news said in another language after a language switch is not said again.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .. import i18n
from ..i18n import t
from .context import TableContext
from .parts import verdict


@dataclass(frozen=True)
class Item:
    """One thing to say: its ``key`` (said once a key) and its ``text``."""

    key: str
    text: str


def key_of(ctx: TableContext, place: Any, what: Any) -> str:
    """An item's key: the saved game, the item's place in the log and what it tells."""
    told = json.dumps(what, sort_keys=True, default=str)
    return f"{ctx.game_id}:{place}:{zlib.crc32(told.encode()):08x}"


def sentences(texts: Sequence[str]) -> str:
    """Sentences one after the other, each ended with a full stop."""
    return " ".join(s if s.endswith((".", "!", "?", "…")) else s + "." for s in texts if s)


def turn_item(ctx: TableContext, place: Any, heading: str, texts: Sequence[str],
              what: Any) -> Item:
    """A turn revealed: "Age I, turn 2: You build Stockade. Bob builds Lumber Yard."."""
    return Item(key_of(ctx, place, what),
                t("{turn}: {moves}", turn=heading, moves=sentences(texts)))


def coins_item(ctx: TableContext, place: Any, coins: Sequence[int | None],
               what: Any) -> Item:
    """Each city's coins after a turn: "Coins: You: 3; Bob: 5; Cy: 2."."""
    told = [t("{player}: {n}", player=ctx.label(p), n=i18n.number(c))
            for p, c in enumerate(coins) if c is not None]
    return Item(key_of(ctx, f"{place}:coins", what),
                t("Coins: {list}.", list="; ".join(told)))


def conflicts_item(ctx: TableContext, place: Any, age: str,
                   points: dict[int, int], what: Any) -> Item:
    """An age's military conflicts, each city's points from them: "Military conflicts of
    age I: You: +1; Bob: −2; Cy: +1."."""
    told = [t("{player}: {points}", player=ctx.label(p),
              points=("+" if n > 0 else "−" if n < 0 else "±") + i18n.number(abs(n)))
            for p, n in sorted(points.items())]
    return Item(key_of(ctx, f"{place}:conflicts", what),
                t("Military conflicts of age {age}: {list}.", age=age,
                  list="; ".join(told)))


def over_item(view: dict[str, Any], ctx: TableContext, place: Any) -> Item | None:
    """The game over: who wins, and each player's score."""
    if not view.get("terminal"):
        return None
    scores = view.get("scores") or []
    told = [t("{player}: {n}", player=ctx.label(p), n=i18n.number(s.get("total", 0)))
            for p, s in enumerate(scores) if isinstance(s, dict)]
    text = t("The game is over. {winner}. Scores: {list}.", winner=verdict(view, ctx),
             list="; ".join(told))
    return Item(key_of(ctx, f"{place}:over", scores), text)
