"""The page's screens that are not a game's table, home (``home``) and new game
(``newgame_screen``) aside: hand-over, "you chose", waiting, the conflict between tabs.
Markup only: each function turns what it is given into ``vdom`` nodes; the controller
(``view.SCREENS``) maps each screen to its drawing."""

from __future__ import annotations

from dataclasses import dataclass

from . import i18n
from .i18n import t
from .tables.context import is_you, whom
from .vdom import h, is_node


def wait(names: list[str]) -> list:
    """Pass-and-play: every person has chosen, the bots have not."""
    who = ", ".join(t("you") if is_you(n) else whom(n) for n in names) or t("the bots")
    return [h("div", {"class_": "handover"},
              h("div", {"class_": "thinking", "id": "thinking"},
                t("Waiting for {players}…", players=who)),
              h("p", {"class_": "muted"}, t("Everyone at the table has chosen.")))]


def handover(player: int, name: str) -> list:
    """Pass-and-play: give the device to the next person; nothing of any hand shows."""
    return [h("div", {"class_": "handover", "id": "handover"},
              h("p", {"class_": "muted"}, t("Pass the device to")),
              h("h1", {"class_": "handover-name"}, i18n.player(name)),
              h("p", {"class_": "muted"}, t("Nobody else should look at the screen.")),
              h("button", {"class_": "primary big", "data_act": "reveal", "data_arg": str(player),
                           "id": "reveal"},
                i18n.tp(name, "Show my hand", "I am {player}: show my hand")),
              h("button", {"class_": "small", "data_act": "home"}, t("Leave the game")))]


def picked(name: str, sentence: str, next_name: str | None) -> list:
    """Pass-and-play: the pick just made (held until all have chosen), Undo or Done."""
    nxt = (t("Done: pass to {player}", player=i18n.player(next_name)) if next_name
           else t("Done: reveal the turn"))
    return [h("div", {"class_": "handover", "id": "picked"},
              h("p", {"class_": "muted"}, i18n.tp(name, "You chose", "{player}, you chose")),
              h("h2", None, i18n.sentence(sentence)),
              h("div", {"class_": "row"},
                h("button", {"class_": "big", "data_act": "undo", "id": "undo"}, t("Undo")),
                h("button", {"class_": "primary big", "data_act": "done", "id": "done"}, nxt)))]


@dataclass(frozen=True)
class Notice:
    """A message above every screen until it no longer holds (e.g. storage full): its
    text, its kind ("info" or "error"), its buttons (action, argument, label) and what it
    is about (``about``: the controller replaces or clears notices by it)."""

    text: str
    kind: str = "info"
    actions: tuple[tuple[str, str, str], ...] = ()
    about: str = ""


def conflict(name: str, there: int, here: int) -> list:
    """The game was saved by another tab or window since this one read it: say so, and
    let the person choose which line of play goes on (nothing is dropped before)."""
    return [h("div", {"class_": "handover conflict", "id": "conflict"},
              h("h1", None, t("This game was continued in another tab")),
              h("p", None,
                t("“{name}” was played on in another tab or window of this browser: its "
                  "save has {there} moves now, this tab has {here}. Nothing is lost yet: "
                  "choose what goes on here.", name=name, there=there, here=here)),
              h("div", {"class_": "row"},
                h("button", {"class_": "primary big", "data_act": "load-other",
                             "id": "load-other"}, t("Load that game")),
                h("button", {"class_": "big", "data_act": "keep-copy", "id": "keep-copy"},
                  t("Keep this one as a copy"))),
              h("p", {"class_": "muted"},
                t("Load that game: this tab goes on from the other tab's moves, and the "
                  "moves made only here are dropped. Keep this one as a copy: this tab's "
                  "moves are saved as a new game, “{name} (copy)”; the other tab's game "
                  "stays as it is.", name=name)))]


def banner(notice: Notice) -> list:
    """A notice as a banner with its buttons."""
    return h("div", {"class_": f"banner {notice.kind}", "id": "notice"},
             h("span", None, notice.text),
             [h("button", {"class_": "small", "data_act": act, "data_arg": arg}, label)
              for act, arg, label in notice.actions])


def frame(screen: str, body: list, notice: Notice | None = None,
          marks: dict | None = None) -> list:
    """Every screen's outer ``<main>``, with the notice's banner (e.g. storage full) and
    the focus mark and news (``focus.marks``); keyed by its screen (``data-key``), so
    that ``ui.js`` draws another screen afresh rather than patching one into it."""
    main = h("main", {"class_": f"screen screen-{screen}", "data_screen": screen,
                      "data_key": screen, **(marks or {})},
             notice and banner(notice), body)
    # a screen that holds a table's body fills the window (classic.css): said by a class,
    # not by ``:has(> .table-body)``, whose check made the browser restyle the whole table
    # at every change inside it (every element of a Cities-8 table at each tap)
    if any(is_node(c) and "table-body" in str(c[1].get("class", "")).split() for c in main[2:]):
        main[1]["class"] += " screen-fills"
    return [main]
