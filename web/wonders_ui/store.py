"""The page's store: one state (``state.State``) changed by one step for every command
(``commands``), each step returning its effects as plain data for the page to carry
out (``controller.App`` does). The view is a function of the state (``view.draw``).

A tap goes to the part of the page that answers its action (``ACTIONS``: every
``act_<name>`` of the parts, by name; each action is one part's), or, for the table's
own actions, to this module. What follows a move, wherever the move came from (a tap,
a bot's answer, a lesson's script), happens in one place, ``moved``: the autosave, the
reveal of a resolved turn and its pace, the age-end screen, and the bots asked
(``advance``), in that order; a part that changes the flow says so with a
``commands.Then`` the step carries out after it (a game begun, home, the table
advanced).
"""

from __future__ import annotations

import secrets
import types
from collections.abc import Callable
from typing import Any

from engine.errors import WondersError

from . import (
    bot_seats,
    coach,
    commands,
    compendium,
    focus,
    hint,
    history_screen,
    i18n,
    newgame,
    replay,
    reveal,
    saving,
    settings,
    sharing,
    storage,
    tables,
)
from .bot_seats import BotAsks
from .commands import Command, Effect, Then, toast
from .i18n import t
from .reveal import Pace, Reveal
from .session import Outcome, Seat, Session
from .state import PASSING, Screen, State, screen_ui, show, viewer
from .tables.context import TableUi
from .together.acts import ACTS as TOGETHER_ACTS
from .together.acts import routes_to_together

Act = Callable[[State, Command], list]


def first_state(saves: storage.SaveStore, tab: str = "") -> State:
    """A page's first state: home, with what this device remembers."""
    return State(saves, tab or secrets.token_hex(6), bots=BotAsks(),
                 reveal=Reveal(Pace.of(saves.pace())),
                 settings=settings.Dialog(settings.Prefs.of(saves.prefs())),
                 hint=hint.Hint(), coach=coach.Coach(),
                 history=history_screen.keeper(saves))


def actions_of(*parts: Any) -> dict[str, Act]:
    """Every ``act_<name>`` of the parts (modules, or the store's own), by name; each
    action is one part's."""
    found: dict[str, Act] = {}
    for part in parts:
        names = vars(part) if isinstance(part, types.ModuleType) else dir(type(part))
        for attr in names:
            if attr.startswith("act_"):
                name = attr.removeprefix("act_")
                if name in found:
                    raise TypeError(f"two parts of the page answer the action {name!r}")
                found[name] = getattr(part, attr)
    return found


class Store:
    """The page's state and its step."""

    def __init__(self, saves: storage.SaveStore, tab: str = "") -> None:
        self.state = first_state(saves, tab)
        self.actions = actions_of(self, saving, replay, sharing, reveal, settings, hint,
                                  coach, compendium, history_screen, focus)
        clash = TOGETHER_ACTS & set(self.actions)
        if clash:
            raise TypeError(f"two parts of the page answer the actions {sorted(clash)}")

    # ------------------------------------------------------------------ the step
    #: every kind of command (``commands.COMMANDS``): each is taken by this class's
    #: method of that name
    TAKES = frozenset({"start", "tap", "timer", "bot", "hint", "storage", "tab", "peer",
                       "rtc_done"})

    def step(self, cmd: Command) -> list[Effect]:
        """Take one command; the effects the page carries out, ``paint`` among them."""
        kind = str(cmd.get("kind"))
        if kind not in self.TAKES:
            raise ValueError(f"unknown command {cmd.get('kind')!r}")
        try:
            out = getattr(self, kind)(cmd)
        except WondersError as exc:
            out = [toast(i18n.sentence(str(exc)), "error")]
        return [*out, *self.state.history.news(), *self.painted()]

    def timer(self, cmd: Command) -> list[Effect]:
        if str(cmd.get("act")) in TOGETHER_ACTS:  # the turn timer's tick (issue 57)
            st = self.state
            return self.follow(st.together.act(st, cmd)) if st.together is not None else []
        fn = self.actions.get(str(cmd.get("act")))
        return self.follow(fn(self.state, cmd)) if fn is not None else []

    def hint(self, cmd: Command) -> list[Effect]:
        hint.answered(self.state, cmd)
        return []

    def storage(self, cmd: Command) -> list[Effect]:
        return saving.storage_changed(self.state, cmd)

    def tab(self, cmd: Command) -> list[Effect]:
        return saving.tab_message(self.state, cmd)

    def tap(self, cmd: Command) -> list:
        st = self.state
        name = str(cmd.get("act"))
        if st.screen == Screen.REPLAY and name in replay.PLAYING_ACTS:
            return []  # a replayed table does not play
        if not name.startswith("share"):
            st.share = ""  # the share panel closes on any other action
        if routes_to_together(name, st.screen):
            return self.follow(self.together().act(st, cmd))
        fn = self.actions.get(name)
        if fn is None:
            return [toast(t("Unknown action {action}", action=name.replace("_", "-")), "error")]
        return self.follow(fn(st, cmd))

    def follow(self, got: list) -> list[Effect]:
        """A part's answer: its effects, and what it asked the flow to do next, done."""
        st = self.state
        out: list[Effect] = []
        for item in got:
            if not isinstance(item, Then):
                out.append(item)
            elif item.what == "advance":
                out += self.advance()
            elif item.what == "home":
                out += saving.go_home(st)
            elif item.what == "close_over":
                if st.back_to == Screen.HOME or st.session is None:
                    out += saving.go_home(st)
                else:
                    st.screen = st.back_to
            elif item.what == "begin":
                out += self.begin(item.session, item.rev)
            elif item.what == "rehost":
                out += self.together().rehost(st, item.session, item.rev, item.hosted)
            else:
                raise ValueError(f"unknown flow {item.what!r}")
        return out

    def together(self) -> Any:
        """Playing on several devices (``together.play.Together``), made on first use
        (loaded then: a page that never plays together never pays for it)."""
        st = self.state
        if st.together is None:
            from .together.play import Together

            st.together = Together(st.saves, st.tab)
        return st.together

    def start(self, cmd: Command) -> list[Effect]:
        """The page's start: its language, the settings' classes, home."""
        st = self.state
        st.url = str(cmd.get("url") or "")
        out = speak(i18n.choose(st.saves.language(), cmd.get("languages") or []))
        return [*out, settings.classes(st.settings.prefs), *saving.go_home(st)]

    def painted(self) -> list[Effect]:
        """What follows every step: the screen drawn, whether leaving would lose moves,
        and the bot workers started once a bot may soon be asked (after the paint)."""
        st = self.state
        out: list[Effect] = [commands.paint(), commands.unsaved(saving.unsaved(st))]
        if bots_near(st) or st.hint.asked:
            s = st.session
            out.append(commands.start_bots(sum(q.is_bot for q in s.seats) if s else 1))
        return out

    # ------------------------------------------------------------------ the flow
    def begin(self, session: Session, rev: storage.Revision) -> list[Effect]:
        """Play ``session`` (its save at revision ``rev``); other tabs are told."""
        st = self.state
        try:
            table = tables.for_game(session.state.game)
        except WondersError as exc:
            return [toast(t("This game cannot be played here yet: {reason}",
                            reason=i18n.sentence(str(exc))), "error"), *saving.go_home(st)]
        st.session, st.table, st.rev = session, table, rev
        st.conflict = st.notice = st.age_event = None
        out = [commands.broadcast({"kind": "open", "game": session.game_id, "tab": st.tab})]
        st.bots.forget()
        st.ui = TableUi()
        st.reveal.clear()
        st.screen = Screen.TABLE
        coach.resume(st, session)  # a lesson goes on coached; another game: no coach
        coach.select(st)
        return out + self.advance()

    def advance(self) -> list[Effect]:
        """After any change: ask bots, pick the next screen."""
        st = self.state
        s = st.session
        if s is None:
            return []
        if s.state.is_terminal():
            if st.screen != Screen.AGE_END:
                show(st, Screen.END)
            st.ui = TableUi()
            return []
        out = bot_seats.ask(st)
        if s.pass_and_play and st.screen in PASSING:
            todo = s.humans_to_move()
            if s.revealed is not None and s.revealed in todo:
                st.screen = Screen.TABLE
            elif todo:
                s.revealed = None
                st.ui = TableUi(handover=todo[0])
                st.screen = Screen.HANDOVER
            else:
                s.revealed = None
                st.screen = Screen.WAIT
        return out

    def moved(self, outcome: Outcome) -> list[Effect]:
        """What follows a move, in this order: the save of what the engine received,
        the reveal of a resolved turn (which may hold the bots), the age-end screen on
        an ``age`` event, then the bots asked and the next screen (``advance``)."""
        st = self.state
        out = saving.autosave(st) if outcome.applied else []
        if outcome.resolved:
            st.ui = st.ui.fresh()
            out += reveal.turn_resolved(st, outcome.events)
        if outcome.age_end is not None:
            st.age_event = outcome.age_end
            show(st, Screen.AGE_END)
            return out + bot_seats.ask(st)
        return out + self.advance()

    def bot(self, cmd: Command) -> list[Effect]:
        """A bot worker's answer: played as the bot's move when its decision still
        stands; asked again when the table moved on; a refusal said in one line."""
        st = self.state
        if cmd.get("table") == "together":
            return self.together().bot_answered(cmd) if st.together is not None else []
        s, b = st.session, st.bots
        player, key, move = int(cmd["player"]), commands.key_of(cmd["key"]), cmd.get("move")
        if (s is None or s.game_id != cmd.get("game_id") or key != b.asked.get(player)
                or st.conflict is not None):
            return []
        b.thinking.discard(player)
        if cmd.get("error") or move is None:
            return [toast(i18n.tp(s.name(player), "You could not move: {reason}",
                                  "{player} could not move: {reason}",
                                  reason=cmd.get("error")), "error")]
        if key != s.decision(player):
            b.asked.pop(player, None)  # the table moved on: ask again
            return self.advance()
        out: list[Effect] = []
        try:
            outcome = s.bot_move(player, str(move))
        except WondersError as exc:
            out.append(toast(i18n.tp(s.name(player),
                                     "You made an illegal move ({reason}); asking again",
                                     "{player} made an illegal move ({reason}); asking again",
                                     reason=i18n.sentence(str(exc))), "error"))
            b.asked.pop(player, None)
            outcome = Outcome()
        return out + self.moved(outcome)

    def peer(self, cmd: Command) -> list[Effect]:
        """A channel to another device opened or closed, or a message came on it."""
        st = self.state
        if st.together is None:
            return []
        data = commands.unb64(cmd["data"]) if "data" in cmd else None
        return st.together.on_event(str(cmd["event"]), str(cmd.get("conn") or ""), data)

    def rtc_done(self, cmd: Command) -> list[Effect]:
        """A job on the channels ended (the effect ``rtc`` asked for it), its data in."""
        st = self.state
        return st.together.done(st, cmd) if st.together is not None else []

    # ------------------------------------------------------------------ new game
    def act_language(self, st: State, tap: Command) -> list:
        """Switch the language (from the home screen or the table); the game and the
        screen stay as they are, and the choice is remembered on this device."""
        code = str(tap["arg"])
        if code not in i18n.LANGUAGES:
            return []
        out = speak(code)
        st.saves.save_language(code)
        saving.reword_notice(st)
        return out

    def act_new(self, st: State, tap: Command) -> list:
        """The new-game screen, as it was left last time; with a game (a game box at
        home): with that game chosen."""
        if not st.setup:  # the games' packages load here, not at the page's start
            st.setup = newgame.default_setup(st.saves.settings())
        if tap["arg"]:
            newgame.choose_game(st.setup, str(tap["arg"]))
        st.screen = Screen.SETUP
        return []

    def act_setup_change(self, st: State, tap: Command) -> list:
        newgame.read_form(st.setup, tap.get("form") or {})
        return []

    def act_start(self, st: State, tap: Command) -> list:
        newgame.read_form(st.setup, tap.get("form") or {})
        st.saves.save_settings(st.setup)
        game, config = newgame.config(st.setup)
        state = game.new_game(newgame.seed_of(st.setup.get("seed", "")), **config)
        seats = [Seat("bot" if raw.get("kind") == "bot" else "human", name,
                      str(raw.get("level") or newgame.default_level(game)))
                 for raw, name in zip(st.setup["seats"], config["names"])]
        title = st.saves.new_name(game.id, game.title, [s.name for s in seats])
        out = self.begin(Session(state, seats, st.saves.new_id(), title), storage.Revision())
        return out + saving.autosave(st)

    def act_learn_start(self, st: State, tap: Command) -> list:
        """A lesson's game: begun, the script's first bot moves played, saved."""
        out = self.begin(coach.lesson_session(st, tap["arg"]), storage.Revision())
        coach.sync(st)
        coach.select(st)
        return out + saving.autosave(st)

    # ------------------------------------------------------------------ the table
    def act_select(self, st: State, tap: Command) -> list:
        screen_ui(st).select(str(tap["arg"]))
        return []

    def act_opt(self, st: State, tap: Command) -> list:
        kind, _, index = str(tap["arg"]).partition(":")
        screen_ui(st).choose(kind, int(index or 0))
        return []

    def act_toggle(self, st: State, tap: Command) -> list:
        """Open or close a panel (the log, the legend, a score cell...) of this screen."""
        screen_ui(st).toggle(str(tap["arg"]))
        return []

    def act_log_mark(self, st: State, tap: Command) -> list:
        """Mark a log entry's card in its city (``tables.log``); a second tap unmarks."""
        screen_ui(st).marked(str(tap["arg"]))
        return []

    def act_move(self, st: State, tap: Command) -> list:
        """The person's move: the lesson's check, the move chosen (held in
        pass-and-play until the turn's people have all chosen), then what follows it
        (``moved``), the lesson's next step selected."""
        s, p, text = st.session, viewer(st), str(tap["arg"])
        if s is None or p is None:
            return []
        if not coach.check(st, text):
            return []  # not the lesson's move: "Try this instead" (``coach``)
        outcome = s.choose(p, text)
        if st.coach.on:
            outcome = outcome + coach.sync(st)
        st.ui = st.ui.fresh()
        if s.pass_and_play:
            st.ui = TableUi(picked=text)
            st.screen = Screen.PICKED
            return []
        out = self.moved(outcome)
        coach.select(st)
        return out

    def act_coach_leave(self, st: State, _tap: Command) -> list:
        """"Do it my way": leave the lesson and play the refused move."""
        text = st.coach.refused
        st.coach.stop()
        return self.act_move(st, {"arg": text}) if text else []

    def act_undo_solo(self, st: State, _tap: Command) -> list:
        """Against bots: take back the pick until its turn resolves, or after it the
        whole turn when nothing hidden was revealed since (``Session.undo_turn``); the
        bots are asked again and play from the same seeds. The save follows (other tabs
        learn of it from the storage event)."""
        s, p = st.session, viewer(st)
        if s is None or p is None or s.pass_and_play:
            return []
        if s.undo_applied(p):
            st.ui = TableUi()
            return [*saving.autosave(st), toast(t("Pick taken back"))]
        if s.undo_turn(p):
            st.ui = TableUi()
            st.bots.forget()
            st.age_event = None
            st.reveal.clear()
            st.screen = Screen.TABLE
            out = saving.autosave(st)
            return [*out, toast(t("Turn taken back")), *self.advance()]
        return []

    def act_undo(self, st: State, _tap: Command) -> list:
        s = st.session
        p = s.revealed if s else None
        if s and p is not None and s.undo(p):
            st.ui = TableUi()
            st.screen = Screen.TABLE
            return [toast(t("Pick taken back"))]
        return []

    def act_done(self, st: State, _tap: Command) -> list:
        """Pass-and-play: the pick made, the device goes on (the turn resolves once the
        last person has chosen)."""
        s = st.session
        s.revealed = None
        st.screen = Screen.HANDOVER
        return self.moved(s.flush())

    def act_reveal(self, st: State, tap: Command) -> list:
        s, p = st.session, int(tap["arg"])
        if p in s.humans_to_move():
            s.revealed = p
            st.screen = Screen.TABLE
            st.ui = TableUi()
        return []

    def act_continue(self, st: State, _tap: Command) -> list:
        """Past the age-end screen."""
        st.screen = Screen.TABLE
        st.ui = st.ui.fresh()
        st.age_event = None
        if st.coach.ending == "conflicts":
            st.coach.ending = "points"  # the lesson's last words: how points count
        if st.session and st.session.state.is_terminal():
            st.screen = Screen.END
            return []
        out = self.advance()
        coach.select(st)
        return out


def speak(code: str) -> list[Effect]:
    """Use the language ``code`` on every screen from now on."""
    return [commands.language(i18n.set_language(code))]


def has_bot_seat(seats: Any) -> bool:
    """Whether a saved game's seats (its metadata: whatever a file held) name a bot."""
    return isinstance(seats, list) and any(
        isinstance(seat, dict) and seat.get("kind") == "bot" for seat in seats)


def bots_near(st: State) -> bool:
    """Whether a bot may soon be asked to move: at a table with a bot seat, on the
    new-game screen, or at home with an unfinished game against bots to resume. Until
    then the bot worker's Python (a second interpreter, ~100 MB) is not started: a
    pass-and-play tablet, the compendium and a first look at home never pay for it."""
    if st.session is not None:
        return any(seat.is_bot for seat in st.session.seats)
    if st.screen == Screen.SETUP:
        return True
    if st.screen == Screen.HOME:
        return any(not game.get("over") and has_bot_seat(game.get("seats"))
                   for game in st.games)
    return False
