"""The page's state: one object (``State``) that the store's step changes
(``store.Store``) and the view draws (``view.draw``), and the closed set of its screens
(``Screen``). Everything a screen or panel remembers lies here, each part's state in
its own small object (``bot_seats.BotAsks``, ``reveal.Reveal``, ``settings.Dialog``,
``hint.Hint``, ``coach.Coach``, ``replay.Replay``,
``history_screen.Keeper``), beside the game played
(``session``), the storage it is saved in (``saves``) and the screen shown. The parts
import this module, never the other way round: their objects are made by the store
(``store.first_state``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from . import storage
from .screens import Notice
from .session import Session
from .tables.context import TableUi


class Screen(enum.StrEnum):
    """Every screen of the page (its value names it in the markup: ``data-screen``)."""

    HOME = "home"
    LEARN = "learn"
    SETUP = "setup"
    COMPENDIUM = "compendium"
    REPLAY = "replay"
    TABLE = "table"
    AGE_END = "age-end"
    END = "end"
    PICKED = "picked"
    HANDOVER = "handover"
    WAIT = "wait"
    TOGETHER = "together"
    CONFLICT = "conflict"
    HISTORY = "history"


#: screens drawn over another, which stays as it was under them
OVERLAYS = frozenset({Screen.COMPENDIUM, Screen.REPLAY})
#: the screens of a game being played, where a paused turn shows its Continue
PLAY_SCREENS = frozenset({Screen.TABLE, Screen.WAIT, Screen.HANDOVER, Screen.PICKED,
                          Screen.AGE_END})
#: the screens a pass-and-play table moves between as people hand the device on
PASSING = frozenset({Screen.TABLE, Screen.HANDOVER, Screen.WAIT})


@dataclass
class State:
    """The whole page: the screen, the game played and every part's own state."""

    saves: storage.SaveStore
    tab: str = ""  # this page, in messages to the other tabs
    url: str = ""  # this page's address, without its fragment (share links)
    screen: Screen = Screen.HOME
    session: Session | None = None
    table: Any = None  # the game's table module (``tables.for_game``)
    ui: TableUi = field(default_factory=TableUi)  # selected card, open panels...
    games: list[dict[str, Any]] = field(default_factory=list)  # the saved games home lists
    problems: list[storage.Problem] = field(default_factory=list)
    hosted: dict | None = None  # the table of the hosted game this device sits at as a guest
    age_event: dict[str, Any] | None = None  # the age-end screen's event
    notice: Notice | None = None  # the banner above every screen
    #: the revision of the session's save, as read or written last
    rev: storage.Revision = field(default_factory=storage.Revision)
    conflict: storage.Stored | None = None  # the newer save another tab wrote
    setup: dict[str, Any] = field(default_factory=dict)  # the new-game form (``newgame``)
    back_to: Screen = Screen.HOME  # the screen under the compendium or the replay
    bots: Any = None  # ``bot_seats.BotAsks``: asked, thinking
    reveal: Any = None  # ``reveal.Reveal``: the last turn's arrivals, the bots' pace
    settings: Any = None  # ``settings.Dialog``: the preferences and their dialog
    hint: Any = None  # ``hint.Hint``: "Suggest a move", asked and answered
    coach: Any = None  # ``coach.Coach``: "Learn to play", the lesson followed
    replay: Any = None  # ``replay.Replay`` while the replay screen shows
    runs: int = 0  # the replay's "play" runs started
    share: str = ""  # the link the share panel shows ("" when closed)
    keys: bool = False  # the list of keys ("?", ``focus.keys_panel``) is open
    cards: dict[str, str] = field(default_factory=dict)  # the compendium: its key and search
    together: Any = None  # ``together.play.Together``, once playing together was used
    history: Any = None  # ``history_screen.Keeper``: the finished games kept, the screen
    view_cache: tuple[Any, dict[str, Any]] = (None, {})


def viewer(st: State) -> int | None:
    """Whose hand the screen shows now (None: nobody's, e.g. hand-over)."""
    s = st.session
    if s is None or not s.humans:
        return None
    return s.revealed if s.pass_and_play else s.humans[0]


def view_of(st: State, who: int | None) -> dict[str, Any]:
    """``state.view(who)``, built once for a position: the autosave after a move and the
    table drawn next read the same view (a state is its log: the same log, the same
    view)."""
    s = st.session
    key = (s.game_id, who, tuple(s.state.log))
    if st.view_cache[0] != key:
        st.view_cache = (key, s.state.view(who))
    return st.view_cache[1]


def show(st: State, screen: Screen) -> None:
    """Go to ``screen``; over the compendium or a replay, go there when it closes (a
    bot's move never takes either away from the person reading it)."""
    if st.screen in OVERLAYS:
        st.back_to = screen
    else:
        st.screen = screen


def open_over(st: State, screen: Screen) -> None:
    """Show an overlay (``OVERLAYS``) over the current screen, kept as it is."""
    if st.screen not in OVERLAYS:
        st.back_to = st.screen
    st.screen = screen


def screen_ui(st: State) -> TableUi:
    """The table state of the screen shown: the replay's over the table, the together
    table's, else the table's."""
    if st.screen == Screen.REPLAY and st.replay is not None:
        return st.replay.ui
    if st.screen == Screen.TOGETHER and st.together is not None:
        return st.together.ui
    return st.ui
