"""The page's view: the screen drawn from the store's state alone (``draw``), through
one registry that maps each screen (``state.Screen``) to its drawing (``SCREENS``).
Tables draw from ``state.view(viewer)`` and a ``TableContext`` built here."""

from __future__ import annotations

from collections.abc import Callable

from . import (
    coach,
    compendium,
    focus,
    hint,
    history_screen,
    home,
    newgame_screen,
    replay,
    reveal,
    screens,
)
from .sharing import panel
from .state import PLAY_SCREENS, Screen, State, view_of, viewer
from .tables.context import TableContext
from .tables.parts import coach_bar, own_words


def context(st: State, who: int | None) -> TableContext:
    """What a table draws besides the view."""
    s = st.session
    return TableContext(
        game_id=s.game_id, names=[seat.name for seat in s.seats],
        bots=[seat.is_bot for seat in s.seats], viewer=who,
        pass_and_play=s.pass_and_play, thinking=frozenset(st.bots.thinking),
        waiting=tuple(p for p in s.current() if p not in s.pending),
        can_undo=s.can_undo(who), ui=st.ui, arrivals=st.reveal.shown,
        reveal_ms=0 if st.settings.prefs.motion == "none" else st.reveal.pace.ms,
        hint=hint.hint_for(st), coach=coach.coach_for(st))


def table(st: State, part: str, *extra: object) -> list:
    """One of the table's drawings (``render``, ``age_end``, ``score_pad``)."""
    who = viewer(st)
    return getattr(st.table, part)(view_of(st, who), context(st, who), *extra)


def draw_home(st: State) -> list:
    return home.screen(st.games, st.problems, st.saves.last(), st.hosted)


def draw_setup(st: State) -> list:
    return [*newgame_screen.screen(st.setup), reveal.pace_panel(st.reveal.pace, False)]


def draw_table(st: State) -> list:
    return [st.reveal.open and reveal.pace_panel(st.reveal.pace), *table(st, "render")]


def draw_age_end(st: State) -> list:
    return [coach_bar(context(st, viewer(st))), *table(st, "age_end", st.age_event)]


def draw_picked(st: State) -> list:
    s = st.session
    p, text = s.revealed, st.ui.picked
    others = [q for q in s.humans_to_move() if q != p]
    return screens.picked(s.name(p), own_words(s.game.describe_move, s.state.view(p), p, text),
                          s.name(others[0]) if others else None)


def draw_handover(st: State) -> list:
    s = st.session
    todo = s.humans_to_move()
    p = st.ui.handover if st.ui.handover is not None else (todo[0] if todo else None)
    return screens.handover(p, s.name(p)) if p is not None else draw_wait(st)


def draw_wait(st: State) -> list:
    return screens.wait([st.session.name(q) for q in sorted(st.bots.thinking)])


def draw_replay(st: State) -> list:
    return replay.draw(st) if st.replay is not None else draw_wait(st)


def draw_conflict(st: State) -> list:
    s = st.session
    return screens.conflict(s.title, st.conflict.moves, len(s.state.log))


#: the one place that maps a screen to its drawing
SCREENS: dict[Screen, Callable[[State], list]] = {
    Screen.HOME: draw_home,
    Screen.LEARN: lambda st: coach.choice(),
    Screen.SETUP: draw_setup,
    Screen.COMPENDIUM: compendium.draw,
    Screen.REPLAY: draw_replay,
    Screen.TABLE: draw_table,
    Screen.AGE_END: draw_age_end,
    Screen.END: lambda st: table(st, "score_pad"),
    Screen.PICKED: draw_picked,
    Screen.HANDOVER: draw_handover,
    Screen.WAIT: draw_wait,
    Screen.TOGETHER: lambda st: st.together.build(),
    Screen.CONFLICT: draw_conflict,
    Screen.HISTORY: history_screen.draw,
}


def draw(st: State) -> list:
    """The whole page for this state: the screen, the panels over it, the notice. The
    choice between two tabs' lines shows over any screen."""
    screen, notice = st.screen, st.notice
    if st.conflict is not None:  # the choice says more than "also open" does
        screen = Screen.CONFLICT
        notice = None if notice is not None and notice.about == "also-open" else notice
    body = SCREENS[screen if st.session is not None else st.screen](st)
    if st.session is not None and screen in PLAY_SCREENS:
        body = [*body, reveal.continue_bar(st.reveal)]  # a paused turn, any screen
    if st.settings.open:
        body = [*body, st.settings.panel()]  # a dialog over the screen
    if st.keys:
        body = [*body, focus.keys_panel()]  # the list of keys, a dialog over the screen
    if st.share:
        body = [panel(st.share), body]
    return screens.frame(screen, body, notice, focus.marks(st, screen, context))

