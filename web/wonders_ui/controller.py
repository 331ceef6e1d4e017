"""The page's controller: people's actions, the flow between screens, saves and bots.

It talks to the page through a ``Page`` object (``browser.BrowserPage``, or a fake in
CPython tests) and to localStorage through ``storage.SaveStore``. What a move made
happen comes from the engine's events (``session.Outcome``): a revealed turn clears the
selection, an ``age`` event shows the age-end screen with that event, the end of the
game the score pad. Tables draw from ``state.view(viewer)`` and a ``TableContext``.
The App's parts, one per screen or panel, hold their own state and actions
(``saving.SavedGames``, ``replay.ReplayActions``, ``sharing.ShareActions``,
``reveal.RevealActions``, ``settings.SettingsActions``, ``hint.HintActions``,
``coach.CoachActions``, ``compendium.CompendiumActions``,
``history_screen.HistoryActions``).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import Any

from engine.errors import WondersError

from . import (
    coach,
    compendium,
    hint,
    history_screen,
    home,
    i18n,
    newgame,
    newgame_screen,
    reveal,
    screens,
    settings,
    storage,
    tables,
)
from .bot_seats import BotSeats
from .i18n import t
from .replay import PLAYING_ACTS, ReplayActions
from .saving import SavedGames
from .session import Outcome, Seat, Session
from .sharing import ShareActions, panel
from .tables.context import TableContext, TableUi
from .tables.parts import coach_bar, own_words
from .together.acts import ACTS as TOGETHER_ACTS
from .together.acts import routes_to_together

#: screens drawn over another, which stays as it was under them
OVERLAYS = ("compendium", "replay")


def has_bot_seat(seats: Any) -> bool:
    """Whether a saved game's seats (its metadata: whatever a file held) name a bot."""
    return isinstance(seats, list) and any(
        isinstance(seat, dict) and seat.get("kind") == "bot" for seat in seats)


def actions_of(*parts: Any) -> dict[str, Callable[[Any], None]]:
    """Every ``act_<name>`` of the parts, by name; each action is one part's."""
    found: dict[str, Callable[[Any], None]] = {}
    for part in parts:
        for attr in dir(type(part)):
            if attr.startswith("act_"):
                name = attr.removeprefix("act_")
                if name in found:
                    raise TypeError(f"two parts of the page answer the action {name!r}")
                found[name] = getattr(part, attr)
    return found


class App:
    """The page: the game played and the screen shown, the table's own state (``ui``),
    and the parts of the page, one per screen or panel, each with its own state and
    actions (``act_<name>``): the saved games, the replay, the share panel, the reveal,
    the settings, the hint, the coach, the compendium. An action goes to the one part
    (or the App itself) that has it (``on_action``)."""

    def __init__(self, page: Any, store: storage.SaveStore):
        self.page = page
        self.store = store
        self.screen = "home"
        self.session: Session | None = None
        self.table: Any = None
        self.ui = TableUi()  # the table's own state: selected card, open panels...
        self.games: list[dict[str, Any]] = []  # the saved games home lists
        self.problems: list[storage.Problem] = []
        self.age_event: dict[str, Any] | None = None  # the age-end screen's event
        self.notice: screens.Notice | None = None  # the banner above every screen
        self.rev = storage.Revision()  # of the session's save, as read or written last
        self.conflict: storage.Stored | None = None  # the newer save another tab wrote
        self.tab = secrets.token_hex(6)  # this page, in messages to the other tabs
        self.setup: dict[str, Any] = {}  # the new-game form (``newgame``)
        self.back_to = "home"  # the screen under the compendium or the replay
        self._view_cache: tuple[Any, dict[str, Any]] = (None, {})
        # the parts of the page, each with its state and its actions
        self.bots = BotSeats(self)  # the bot seats: asked, thinking, answered
        self.saved = SavedGames(self)  # saved games, autosave, other tabs
        self.replaying = ReplayActions(self)  # the replay over the table
        self.sharing = ShareActions(self)  # the share panel
        self.revealing = reveal.RevealActions(self)  # the turns' reveal and the bots' pace
        self.settings_panel = settings.SettingsActions(self)  # motion, palette, text, hints
        self.hinting = hint.HintActions(self)  # "Suggest a move": asked, shown
        self.coaching = coach.CoachActions(self)  # "Learn to play": the lesson followed
        self.compendium_screen = compendium.CompendiumActions(self)  # cards and wonders
        self.history = history_screen.HistoryActions(self)  # the finished games kept
        self.actions = actions_of(self, self.saved, self.replaying, self.sharing,
                                  self.revealing, self.settings_panel, self.hinting,
                                  self.coaching, self.compendium_screen, self.history)
        clash = TOGETHER_ACTS & set(self.actions)
        if clash:
            raise TypeError(f"two parts of the page answer the actions {sorted(clash)}")
        self._together: Any = None  # playing on several devices (issue 33), when first used

    @property
    def together(self) -> Any:
        """Playing on several devices (``together.play.Together``), loaded on first use."""
        if self._together is None:
            from .together.play import Together

            self._together = Together(self)
        return self._together

    # ------------------------------------------------------------------ plumbing
    def start(self) -> None:
        self.page.set_handler(self.on_action)
        self.speak(i18n.choose(self.store.language(), self.page.languages()))
        self.settings_panel.apply_prefs()
        self.saved.go_home()

    def render(self) -> None:
        t0 = time.perf_counter()
        screen, notice = self.screen, self.notice
        if self.conflict is not None:  # the choice says more than "also open" does
            screen = "conflict"
            notice = None if notice is not None and notice.about == "also-open" else notice
        body = self.build()
        if self.session is not None and screen in reveal.PLAY_SCREENS:
            body = [*body, reveal.continue_bar(self.revealing.pacing)]  # a paused turn, any screen
        if self.settings_panel.settings_open:
            body = [*body, self.settings_panel.panel()]  # a dialog over the screen
        link = self.sharing.share
        tree = screens.frame(screen, [panel(link), body] if link else body, notice)
        self.page.metric("render_py_ms", (time.perf_counter() - t0) * 1000)
        self.page.render(tree)
        self.page.set_unsaved(self.saved.unsaved())
        if self.bots_near() or self.hinting.hint.asked:  # the workers start after this paint
            s = self.session
            self.page.start_bots(sum(q.is_bot for q in s.seats) if s else 1)

    def bots_near(self) -> bool:
        """Whether a bot may soon be asked to move: at a table with a bot seat, on the
        new-game screen, or at home with an unfinished game against bots to resume. Until
        then the bot worker's Python (a second interpreter, ~100 MB) is not started: a
        pass-and-play tablet, the compendium and a first look at home never pay for it."""
        if self.session is not None:
            return any(seat.is_bot for seat in self.session.seats)
        if self.screen == "setup":
            return True
        if self.screen == "home":
            return any(not game.get("over") and has_bot_seat(game.get("seats"))
                       for game in self.games)
        return False

    def toast(self, text: str, kind: str = "info") -> None:
        self.page.toast(text, kind)

    def on_action(self, act: str, arg: Any = None) -> None:
        name = act.replace("-", "_")
        if self.screen == "replay" and name in PLAYING_ACTS:
            return  # a replayed table does not play
        if not name.startswith("share"):
            self.sharing.share = ""  # the share panel closes on any other action
        method = self.actions.get(name)
        if routes_to_together(name, self.screen):
            method = lambda arg, name=name: self.together.act(name, arg)  # noqa: E731
        if method is None:
            self.toast(t("Unknown action {action}", action=act), "error")
            return
        try:
            method(arg)
        except WondersError as exc:
            self.toast(i18n.sentence(str(exc)), "error")
        self.render()

    def speak(self, code: str) -> None:
        """Use the language ``code`` on every screen from now on."""
        self.page.set_language(i18n.set_language(code))

    def act_language(self, code: Any) -> None:
        """Switch the language (from the home screen or the table); the game and the
        screen stay as they are, and the choice is remembered on this device."""
        if str(code) in i18n.LANGUAGES:
            self.speak(str(code))
            self.store.save_language(str(code))
            self.saved.reword_notice()

    # ------------------------------------------------------------------ new game
    def act_new(self, game_id: Any) -> None:
        """The new-game screen, as it was left last time; ``game_id`` (a game box at
        home): with that game chosen."""
        if not self.setup:  # the games' packages load here, not at the page's start
            self.setup = newgame.default_setup(self.store.settings())
        if game_id:
            newgame.choose_game(self.setup, str(game_id))
        self.screen = "setup"

    def act_setup_change(self, _arg: Any) -> None:
        newgame.read_form(self.setup, self.page.form())

    def act_start(self, _arg: Any) -> None:
        newgame.read_form(self.setup, self.page.form())
        self.store.save_settings(self.setup)
        game, config = newgame.config(self.setup)
        state = game.new_game(newgame.seed_of(self.setup.get("seed", "")), **config)
        seats = [Seat("bot" if raw.get("kind") == "bot" else "human", name,
                      str(raw.get("level") or newgame.default_level(game)))
                 for raw, name in zip(self.setup["seats"], config["names"])]
        title = self.store.new_name(game.id, game.title, [s.name for s in seats])
        self.begin(Session(state, seats, self.store.new_id(), title), storage.Revision())
        self.saved.autosave()

    # ------------------------------------------------------------------ playing
    def begin(self, session: Session, rev: storage.Revision) -> None:
        """Play ``session`` (its save at revision ``rev``); other tabs are told."""
        try:
            table = tables.for_game(session.state.game)
        except WondersError as exc:
            self.toast(t("This game cannot be played here yet: {reason}",
                         reason=i18n.sentence(str(exc))), "error")
            self.saved.go_home()
            return
        self.session = session
        self.table = table
        self.rev = rev
        self.conflict = None
        self.notice = None
        self.page.broadcast({"kind": "open", "game": session.game_id, "tab": self.tab})
        self.bots.forget()
        self.ui = TableUi()
        self.age_event = None
        self.revealing.pacing.clear()
        self.screen = "table"
        self.coaching.coach_resume(session)  # a lesson goes on coached; another game: no coach
        self.coaching.coach_select()
        self.advance()

    def viewer(self) -> int | None:
        """Whose hand the screen shows now (None: nobody's, e.g. hand-over)."""
        s = self.session
        if s is None or not s.humans:
            return None
        return s.revealed if s.pass_and_play else s.humans[0]

    def advance(self) -> None:
        """After any change: ask bots, pick the next screen."""
        s = self.session
        if s is None:
            return
        if s.state.is_terminal():
            if self.screen != "age-end":
                self.show("end")
            self.ui = TableUi()
            return
        self.bots.ask()
        if s.pass_and_play and self.screen in ("table", "handover", "wait"):
            todo = s.humans_to_move()
            if s.revealed is not None and s.revealed in todo:
                self.screen = "table"
            elif todo:
                s.revealed = None
                self.ui = TableUi(handover=todo[0])
                self.screen = "handover"
            else:
                s.revealed = None
                self.screen = "wait"

    def show(self, screen: str) -> None:
        """Go to ``screen``; over the compendium or a replay, go there when it closes
        (a bot's move never takes either away from the person reading it)."""
        if self.screen in OVERLAYS:
            self.back_to = screen
        else:
            self.screen = screen

    def open_over(self, screen: str) -> None:
        """Show an overlay (``OVERLAYS``) over the current screen, kept as it is."""
        if self.screen not in OVERLAYS:
            self.back_to = self.screen
        self.screen = screen

    def close_over(self) -> None:
        if self.back_to == "home" or self.session is None:
            self.saved.go_home()
        else:
            self.screen = self.back_to

    def after_move(self, outcome: Outcome) -> None:
        """Save what the engine received, then follow its events."""
        if outcome.applied:
            self.saved.autosave()
        if outcome.resolved:
            self.ui = self.ui.fresh()
            self.revealing.turn_resolved(outcome)
        event = outcome.age_end
        if event is not None:
            self.age_event = event
            self.show("age-end")
            self.bots.ask()
            return
        self.advance()

    # ---- people's actions at the table
    def act_select(self, card: Any) -> None:
        self.screen_ui().select(str(card))

    def act_opt(self, arg: Any) -> None:
        kind, _, index = str(arg).partition(":")
        self.screen_ui().choose(kind, int(index or 0))

    def act_undo_solo(self, _arg: Any) -> None:
        """Against bots: take back the pick until its turn resolves, or after it the
        whole turn when nothing hidden was revealed since (``Session.undo_turn``); the
        bots are asked again and play from the same seeds. The save follows (other
        tabs learn of it from the storage event)."""
        s = self.session
        p = self.viewer()
        if s is None or p is None or s.pass_and_play:
            return
        if s.undo_applied(p):
            self.ui = TableUi()
            self.saved.autosave()
            self.toast(t("Pick taken back"))
            return
        if s.undo_turn(p):
            self.ui = TableUi()
            self.bots.forget()
            self.age_event = None
            self.revealing.pacing.clear()
            self.screen = "table"
            self.saved.autosave()
            self.toast(t("Turn taken back"))
            self.advance()

    def act_move(self, text: Any) -> None:
        s = self.session
        p = self.viewer()
        if s is None or p is None:
            return
        if not self.coaching.coach_check(str(text)):
            return  # not the lesson's move: "Try this instead" (``coach``)
        outcome = s.choose(p, str(text))
        if self.coaching.coach.on:
            outcome = outcome + self.coaching.coach_sync()
        self.ui = self.ui.fresh()
        if s.pass_and_play:
            self.ui = TableUi(picked=str(text))
            self.screen = "picked"
            return
        self.after_move(outcome)
        self.coaching.coach_select()

    def act_undo(self, _arg: Any) -> None:
        s = self.session
        p = s.revealed if s else None
        if s and p is not None and s.undo(p):
            self.ui = TableUi()
            self.screen = "table"
            self.toast(t("Pick taken back"))

    def act_done(self, _arg: Any) -> None:
        s = self.session
        s.revealed = None
        self.screen = "handover"
        self.after_move(s.flush())

    def act_reveal(self, player: Any) -> None:
        s = self.session
        p = int(player)
        if p in s.humans_to_move():
            s.revealed = p
            self.screen = "table"
            self.ui = TableUi()

    def act_continue(self, _arg: Any) -> None:
        self.screen = "table"
        self.ui = self.ui.fresh()
        self.age_event = None
        if self.coaching.coach.ending == "conflicts":
            self.coaching.coach.ending = "points"  # the lesson's last words: how points count
        if self.session and self.session.state.is_terminal():
            self.screen = "end"
            return
        self.advance()
        self.coaching.coach_select()

    def screen_ui(self) -> TableUi:
        """The table state of the screen shown: the replay's over the table, the
        together table's, else the table's."""
        replay = self.replaying.replay
        if self.screen == "replay" and replay is not None:
            return replay.ui
        return self.together.ui if self.screen == "together" else self.ui

    def act_toggle(self, what: Any) -> None:
        """Open or close a panel (the log, the legend, a score cell...) of this screen."""
        self.screen_ui().toggle(str(what))

    def act_log_mark(self, ref: Any) -> None:
        """Mark a log entry's card in its city (``tables.log``); a second tap unmarks."""
        self.screen_ui().marked(str(ref))

    # ------------------------------------------------------------------ screens
    def context(self, viewer: int | None) -> TableContext:
        """What a table draws besides the view."""
        s = self.session
        return TableContext(
            game_id=s.game_id, names=[seat.name for seat in s.seats],
            bots=[seat.is_bot for seat in s.seats], viewer=viewer,
            pass_and_play=s.pass_and_play, thinking=frozenset(self.bots.thinking),
            waiting=tuple(p for p in s.current() if p not in s.pending),
            can_undo=s.can_undo(viewer), ui=self.ui,
            arrivals=self.revealing.pacing.shown,
            reveal_ms=(0 if self.settings_panel.prefs.motion == "none"
                       else self.revealing.pacing.pace.ms),
            hint=self.hinting.hint_for(), coach=self.coaching.coach_for())

    def view(self, viewer: int | None) -> dict[str, Any]:
        """``state.view(viewer)``, built once for a position: the autosave after a move
        and the table drawn next read the same view (a state is its log: the same log,
        the same view)."""
        s = self.session
        key = (s.game_id, viewer, tuple(s.state.log))
        if self._view_cache[0] != key:
            self._view_cache = (key, s.state.view(viewer))
        return self._view_cache[1]

    def draw_table(self, part: str, *extra: Any) -> list:
        """One of the table's drawings (``render``, ``age_end``, ``score_pad``)."""
        viewer = self.viewer()
        return getattr(self.table, part)(self.view(viewer), self.context(viewer), *extra)

    def build(self) -> list:
        s = self.session
        if self.conflict is not None and s is not None:
            return screens.conflict(s.title, self.conflict.moves, len(s.state.log))
        if self.screen == "together":
            return self.together.build()
        if self.screen == "home":
            return home.screen(self.games, self.problems, self.store.last(), self.saved.hosted)
        if self.screen == "learn":
            return coach.choice()
        if self.screen == "history":
            return self.history.build()
        if self.screen == "setup":
            return [*newgame_screen.screen(self.setup),
                    reveal.pace_panel(self.revealing.pacing.pace, False)]
        if self.screen == "compendium":
            back = t("Home") if self.back_to == "home" else t("Back to the game")
            cards = self.compendium_screen.cards
            return compendium.screen(cards.get("key", ""), cards.get("query", ""), back)
        if self.screen == "replay" and self.replaying.replay is not None:
            return self.replaying.draw_replay()
        if self.screen == "table":
            return [self.revealing.pacing.open and reveal.pace_panel(self.revealing.pacing.pace),
                    *self.draw_table("render")]
        if self.screen == "age-end":
            return [coach_bar(self.context(self.viewer())),
                    *self.draw_table("age_end", self.age_event)]
        if self.screen == "end":
            return self.draw_table("score_pad")
        if self.screen == "picked":
            p = s.revealed
            text = self.ui.picked
            others = [q for q in s.humans_to_move() if q != p]
            return screens.picked(s.name(p), own_words(s.game.describe_move, s.state.view(p),
                                                       p, text),
                                  s.name(others[0]) if others else None)
        todo = s.humans_to_move()
        p = self.ui.handover if self.ui.handover is not None else (todo[0] if todo else None)
        if self.screen == "handover" and p is not None:
            return screens.handover(p, s.name(p))
        return screens.wait([s.name(q) for q in sorted(self.bots.thinking)])
