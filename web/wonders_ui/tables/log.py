"""The game log as a table draws it: grouped by age, then turn, newest first, each move
a button that marks its card in its city (both games).

A game's table turns its view's log into ``Entry`` items (``classic_log.entries``,
``duel_log.entries``): who moved, the sentence, the city the move changed and the
card, wonder stage or wonder to mark there, and the coins it paid to whom. This module
groups them (``group``: age by age, turn by turn; Duel numbers its moves within an age,
and its draft is age 0) and draws ``#log`` (``log_panel``). A tap on an entry is the
action ``log-mark`` with the entry's ``ref`` (``"player:age:turn"``, plus what tells
two moves of one player in one turn apart); the controller keeps it in
``ui.mark`` until another tap or a move, and the table draws the marked card with
the class ``marked`` (``mark_of`` finds the entry again).

Only what the view shows is in the log: the view hides other players' face-down cards
(a wonder stage's card, a discard) until the game is over, so an entry for one names
no card and marks only the stage. In pass-and-play the view is the seat now looking's.

On narrow screens the log is a panel opened by the Log button (``ui.is_open("log")``); on
wide ones (7 Wonders from 1200 px, Duel from 1500 px) a column of the table, open
unless closed (the same button, the same flag: ``web/log.css``, ``web/classic.css``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .. import i18n
from ..i18n import N_, t, tn
from ..vdom import h
from .context import TableContext

#: a turn's heading in each game (7 Wonders: the age's turn; Duel: the age's move)
TURN_WORDS = {"turn": N_("Turn {n}"), "move": N_("Move {n}")}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
#: sentences already worded, by what words them (``worded``)
_WORDED: dict[Hashable, str] = {}
MAX_WORDED = 8192
#: the last logs read (``remembered``) and panels drawn (``log_panel``)
_LOGS: dict[Hashable, list] = {}
_PANELS: dict[Hashable, tuple[list, list]] = {}
MAX_LOGS = 8


@dataclass(frozen=True)
class Entry:
    """One line of the log: a move (a button) or a note (the age's conflicts)."""

    ref: str  # the ``log-mark`` argument, unique in the log
    age: int
    turn: int  # the turn (Duel: the move) within the age; 0: before its first
    player: int | None
    text: str  # the sentence, in the page's language
    city: int | None = None  # the city the move changed
    card: str | None = None  # the card to mark there (None: none, or face down)
    stage: int | None = None  # the wonder stage built (1 = the first)
    wonder: str | None = None  # the wonder built (Duel)
    paid: tuple[tuple[int | None, int], ...] = ()  # (to whom: a city, None the bank; coins)
    note: bool = False  # not a move: drawn as a line, not a button


#: what a table offers beside the marked entry: ``opens(entry, ctx)`` -> a node or None
Opens = Callable[[Entry, TableContext], Any]


def ref(player: int | None, age: Any, turn: Any, *more: Any) -> str:
    """An entry's reference: ``ref(1, 2, 3)`` -> ``"1:2:3"``; ``more`` tells moves of one
    player in one turn apart (a phase, the Free City)."""
    return ":".join(str(x) for x in (player, age, turn, *more) if x is not None and x != "")


def worded(key: Hashable, make: Callable[[], str]) -> str:
    """A move's sentence, worded once for ``key`` (what it depends on: the game, the
    seats' names, the player, the move text...) in the current language: the whole log
    is drawn at every render, each of its sentences worded when it first appears."""
    return _kept(_WORDED, MAX_WORDED, key, make)


def log_key(view: dict[str, Any], ctx: TableContext, events: Sequence[dict]) -> Hashable:
    """What a log's entries depend on: the game, the seat looking, the seats' names and
    every move of ``events`` (a turn taken back and played again is another log)."""
    return (view["game"], view.get("viewer"), tuple(ctx.names),
            tuple((e.get("kind"), e.get("age"), e.get("turn"), e.get("phase"),
                   tuple(tuple(m) for m in e.get("moves") or ())) for e in events))


def remembered(key: Hashable, make: Callable[[], list[Entry]]) -> list[Entry]:
    """The entries of the log ``key`` names, read once (``log_key``; the same list
    while the log stays as it is: the table is drawn again at every tap)."""
    return _kept(_LOGS, MAX_LOGS, key, make)


def _kept(store: dict, limit: int, key: Hashable, make: Callable[[], Any]) -> Any:
    """``make()`` kept in ``store`` for ``key`` in the current language (the store is
    emptied when it reaches ``limit`` entries)."""
    full = (i18n.language(), key)
    hit = store.get(full)
    if hit is None:
        if len(store) >= limit:
            store.clear()
        hit = store[full] = make()
    return hit


def group(entries: Iterable[Entry]) -> list[tuple[int, list[tuple[int, list[Entry]]]]]:
    """The entries by age, then turn, in the order they came: ``[(age, [(turn,
    [entry...])...])...]`` (a note is a turn of its own, after the age's last turn)."""
    ages: list[tuple[int, list[tuple[int, list[Entry]]]]] = []
    for e in entries:
        if not ages or ages[-1][0] != e.age:
            ages.append((e.age, []))
        turns = ages[-1][1]
        key = -1 if e.note else e.turn
        if not turns or turns[-1][0] != key:
            turns.append((key, []))
        turns[-1][1].append(e)
    return ages


def mark_of(entries: Iterable[Entry], ctx: TableContext) -> Entry | None:
    """The entry ``ui.mark`` names, if the log holds it."""
    wanted = ctx.ui.mark
    if not wanted:
        return None
    return next((e for e in entries if e.ref == wanted and not e.note), None)


def age_heading(age: int) -> str:
    """"Age II"; age 0 is Duel's wonder draft."""
    return t("Wonder draft") if age == 0 else t("Age {age}", age=ROMAN.get(age, str(age)))


def bank_text(entry: Entry) -> str:
    """The coins the move paid the bank, "2 coins to the bank" ("" for none; what went
    to a neighbour is in the move's sentence already)."""
    coins = sum(n for p, n in entry.paid if p is None)
    return t("{coins} to the bank", coins=tn("{n} coin", "{n} coins", coins)) if coins else ""


def entry_item(entry: Entry, ctx: TableContext, marked: str | None,
               opens: Opens | None = None) -> list:
    """A move: a button (action ``log-mark``) pressed while its card is marked, then
    what ``opens`` draws for the marked entry (7 Wonders: a button that opens its city
    in full)."""
    if entry.note:
        return h("li", {"class_": "log-note"}, entry.text)
    on = entry.ref == marked
    paid = on and bank_text(entry)
    return h("li", {"class_": "log-marked" if on else None},
             h("button", {"class_": "log-entry" + (" marked" if on else ""),
                          "data_act": "log-mark", "data_arg": entry.ref,
                          "data_seat": "" if entry.city is None else str(entry.city),
                          "data_mark": entry.card or entry.wonder or "",
                          "aria_pressed": "true" if on else "false"},
               entry.text,
               paid and h("span", {"class_": "log-paid"}, paid)),
             on and opens is not None and opens(entry, ctx))


def turn_block(turn: int, items: Sequence[Entry], ctx: TableContext, marked: str | None,
               word: str, opens: Opens | None = None) -> list:
    """One turn: its heading ("Turn 3"; none for a note or what came before the first
    turn) and its entries."""
    heading = turn > 0 and h("h5", {"class_": "log-turn-head"}, t(TURN_WORDS[word], n=turn))
    return h("section", {"class_": "log-turn", "data_turn": str(turn)}, heading,
             h("ol", None, [entry_item(e, ctx, marked, opens) for e in items]))


def log_panel(entries: Sequence[Entry], ctx: TableContext, word: str = "turn",
              closable: bool = False, class_: str = "",
              opens: Opens | None = None) -> list:
    """``#log``: the log by age and turn, the newest first; "Replay so far" (action
    ``replay``) and, when ``closable``, Close (``#log-close``, action ``toggle log``);
    ``word``: the heading of a turn ("turn" or Duel's "move"); ``opens``: what the
    marked entry offers besides (a module-level function: the panel is kept by it)."""
    marked = ctx.ui.mark
    key = (i18n.language(), id(entries), marked, word, closable, class_, opens)
    hit = _PANELS.get(key)
    if hit is not None and hit[0] is entries:
        return hit[1]
    if len(_PANELS) >= MAX_LOGS:
        _PANELS.clear()
    _PANELS[key] = (entries, drawn := draw_panel(entries, ctx, marked, word, closable, class_,
                                                 opens))
    return drawn


def draw_panel(entries: Sequence[Entry], ctx: TableContext, marked: str | None, word: str,
               closable: bool, class_: str, opens: Opens | None) -> list:
    """``log_panel`` drawn anew."""
    close = closable and h("button", {"class_": "small close", "data_act": "toggle",
                                      "data_arg": "log", "id": "log-close"}, t("Close"))
    replay = h("button", {"class_": "small", "data_act": "replay", "id": "log-replay"},
               t("Replay so far"))
    ages = group(entries)
    body = [h("section", {"class_": "log-age", "data_age": str(age)},
              h("h4", {"class_": "log-age-head"}, age_heading(age)),
              [turn_block(turn, items, ctx, marked, word, opens)
               for turn, items in reversed(turns)])
            for age, turns in reversed(ages)]
    return h("div", {"class_": f"log {class_}".strip(), "id": "log", "data_keep_scroll": True,
                     "role": "region", "aria_label": t("Game log")},
             h("h3", None, t("Game log"), bool(entries) and replay, close),
             body or h("p", {"class_": "muted"}, t("Nothing has happened yet.")))


i18n.on_change(lambda _code: (_WORDED.clear(), _LOGS.clear(), _PANELS.clear()))
