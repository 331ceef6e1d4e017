"""Focus and announcements as part of the view: where the focus goes after this render
(the focus mark), what the live region says, and the list of keys (the "?" dialog).

The mark is a list of places, the first found on the page taking the focus (the chosen
card's first move, the hand's first playable card, Duel's structure or draft, a power's
choice, then the screen's heading), and a key: ``web/ui.js`` moves the focus when the
key changes (a new screen, a turn, a card chosen) or when the focus fell to ``<body>``
(its element was drawn away), and leaves it where the person put it otherwise. The news
(``tables.news``) is said by ``web/ui.js`` once a key, in order, in its one
``role=status`` region. Both ride on the screen's ``<main>`` as data
(``data-focus``, ``data-focus-key``, ``data-news``): nothing here calls into the page.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import i18n
from .commands import Command
from .i18n import N_, t
from .state import Screen, State, view_of, viewer
from .vdom import h

#: a usable control: a disabled one (or one named so) is passed over
ON = ":not([disabled]):not([aria-disabled=true])"
#: the chosen card's moves (7 Wonders' and Duel's action panel)
MOVES = (f"#actions [data-act=move]{ON}",)
#: the first place to play at the table: the hand, Duel's structure, a wonder draft,
#: a power's or a sub-choice's options, a coin loss, the age's Continue
PLAYABLE = (f"#hand .card[data-act]{ON}", f"#structure [data-act=select]{ON}",
            f"#draft [data-act=move]{ON}", f"#choice [data-act=move]{ON}",
            f"#power [data-act=move]{ON}", f"#debt [data-act=move]{ON}", "#reveal-continue")
#: the screen's heading, by screen (the table's is its age and turn)
HEADINGS: dict[Screen, tuple[str, ...]] = {
    Screen.TABLE: ("#age",),
    Screen.AGE_END: ("#age-end h1", "#age-end h2"),
    Screen.END: ("#score-pad h1",),
    Screen.PICKED: ("#picked h2",),
    Screen.HANDOVER: ("#handover h1",),
    Screen.WAIT: ("#thinking",),
    Screen.CONFLICT: ("#conflict h1",),
    # the new-game form: its first question (the game, named by its legend), so that a
    # game against bots is two presses nearer (issue 56: 20 presses from home to a turn)
    Screen.SETUP: ("#game-choice input:checked", "header.bar h1"),
}
#: any screen: its first heading, else the screen itself
ANY = ("main h1", "main h2", "main")


def places(st: State, screen: Screen) -> tuple[str, ...]:
    """Where the focus goes on ``screen``, the first place found first."""
    own = HEADINGS.get(screen, ())
    if screen == Screen.TABLE and st.session is not None:
        chosen = MOVES if st.ui.selected else ()
        return (*chosen, *PLAYABLE, *own, *ANY)
    if screen == Screen.AGE_END:
        return (*own, "#continue", *ANY)
    return (*own, *ANY)


def moment(st: State, screen: Screen) -> str:
    """What the focus mark's key is made of: the screen and, at a game, what happened
    in it (the view's log), whether the viewer is to move, the card chosen, who holds
    the device; a new moment moves the focus to its place."""
    s = st.session
    if s is None or screen not in (Screen.TABLE, Screen.AGE_END, Screen.END, Screen.WAIT,
                                   Screen.PICKED, Screen.HANDOVER):
        return str(screen)
    who = viewer(st)
    view = view_of(st, who)
    mine = who is not None and who in (view.get("current_players") or [])
    return "|".join(str(x) for x in (screen, s.game_id, len(view.get("log") or ()), mine,
                                     st.ui.selected or "", st.ui.handover, who))


def news(st: State, screen: Screen, context: Callable[[State, int | None], Any]
         ) -> list[list[str]]:
    """What the live region says now: the table's news of the latest turn (``[key,
    text]`` pairs), on the screens of a game being played (``context``: the table's
    context, ``view.context``)."""
    s = st.session
    if s is None or st.table is None or screen in (Screen.HOME, Screen.SETUP,
                                                   Screen.COMPENDIUM, Screen.REPLAY,
                                                   Screen.TOGETHER, Screen.LEARN):
        return []
    who = viewer(st)
    view = view_of(st, who)
    key = (st.view_cache[0], i18n.language(), tuple(s.seats), id(st.table))
    if _NEWS[0] != key:  # worded once a position and language, not at every tap
        _NEWS[:] = [key, [[item.key, item.text] for item in st.table.news(view,
                                                                           context(st, who))]]
    return _NEWS[1]


#: the last news worded: [its position's key, its items]
_NEWS: list[Any] = [None, []]


def marks(st: State, screen: Screen, context: Callable[[State, int | None], Any]
          ) -> dict[str, Any]:
    """The ``<main>``'s data: the focus mark and the news."""
    return {"data_focus": " | ".join(places(st, screen)),
            "data_focus_key": moment(st, screen),
            "data_news": json.dumps(news(st, screen, context), ensure_ascii=False,
                                    separators=(",", ":"))}


# ---------------------------------------------------------------------- the keys


#: the keys the page answers, as the "?" dialog lists them
KEYS = (("Tab", N_("the next control; Shift+Tab the one before")),
        ("← → ↑ ↓", N_("move in the hand, in Duel's structure and in the wonder draft")),
        ("Enter", N_("choose the card or the move in focus")),
        ("Escape", N_("close the dialog or the panel open")),
        ("?", N_("this list of keys")))


def act_keys(st: State, _tap: Command) -> list:
    """Open or close the list of keys (the "?" key, as its Close and Escape do)."""
    st.keys = not st.keys
    return []


def keys_panel() -> list:
    """``#keys``: the keys the page answers, a dialog over the screen (``web/ui.js``
    moves the focus into it, keeps Tab within it, and gives it back on closing)."""
    rows = [h("div", {"class_": "key-row"}, h("dt", None, h("kbd", None, key)),
              h("dd", None, t(what)))
            for key, what in KEYS]
    return h("div", {"class_": "settings-layer", "id": "keys-layer"},
             h("div", {"class_": "settings-shade", "data_act": "keys", "aria_hidden": "true"}),
             h("section", {"class_": "settings-panel keys-panel", "id": "keys",
                           "role": "dialog", "aria_modal": "true",
                           "aria_labelledby": "keys-title", "tabindex": "-1"},
               h("header", {"class_": "set-head"},
                 h("h2", {"id": "keys-title"}, t("Keys")),
                 h("button", {"class_": "small", "data_act": "keys", "id": "keys-close",
                              "data_escape": True}, t("Close"))),
               h("dl", {"class_": "keys-list"}, rows)))
