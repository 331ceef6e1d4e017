"""The session through the page's controller, as a state machine (Hypothesis'
``RuleBasedStateMachine``): people pick and undo, bots answer (with the save they were
sent, late answers included), the game is saved, reloaded from its save in a new page
and imported from its exported file, in any order, for every registered game.

The bots' pace is drawn too: the reveal's timers fire and Continue is pressed in any
order with the rest, and hold the bots only for a while.

The machine keeps its own record of the moves the engine must hold: a person's pick
(held in pass-and-play until every person of the turn has chosen, then given in seat
order), a bot's answer to the decision it was asked about, minus the picks taken back (a
turn taken back drops every move from the pick on). After every step: the engine's log
is that record (no move lost, none invented), the stored save holds the same moves and
replays to the same game, and no error was shown. A reloaded or imported game shows
exactly what the live one showed; only the picks held in pass-and-play, which are not
given to the engine yet, are asked for again.
"""

from __future__ import annotations

from typing import Any
from unittest import mock

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from wonders_ui import botworker, controller, reveal, saving, storage
from wonders_ui import tables as page_tables

from engine import get_game, saves
from engine.cli.invariants import snapshot, summary
from tests.web.fakepage import FakePage, FakeTable, bot_answer


class BotPage(FakePage):
    """A fake page that, like the browser, packs the bot's request when it asks."""

    def __init__(self) -> None:
        super().__init__()
        self.pending: list[tuple[int, Any, dict[str, Any]]] = []

    def ask_bot(self, request: dict, dispatch) -> None:
        super().ask_bot(request, dispatch)
        player = request["player"]
        self.pending.append((player, tuple(request["key"]), self.request(player)))


class SessionMachine(RuleBasedStateMachine):
    """One game at the table, driven through ``controller.App`` (see the module)."""

    GAME = "7wonders"

    def __init__(self) -> None:
        super().__init__()
        self.patch = mock.patch.object(page_tables, "for_game",
                                       lambda game: self.app.fake)
        self.patch.start()
        self.backend = storage.MemoryBackend()
        self.app: controller.App | None = None
        self.expected: list[tuple[int, str]] = []  # the moves the engine must hold
        self.held: dict[int, str] = {}  # pass-and-play picks not given to the engine yet

    def teardown(self) -> None:
        self.patch.stop()

    def open_app(self) -> tuple[controller.App, BotPage]:
        page = BotPage()
        app = controller.App(page, storage.SaveStore(self.backend))
        app.fake = FakeTable(lambda viewer: app.session.legal_texts(viewer))
        self.app, self.page = app, page
        app.start()
        return app, page

    @initialize(seed=st.integers(0, 10**6), data=st.data())
    def start(self, seed: int, data: st.DataObject) -> None:
        game = get_game(self.GAME)
        players = data.draw(st.integers(game.min_players, min(game.max_players, 4)))
        humans = data.draw(st.integers(0, players), label="people")
        storage.SaveStore(self.backend).save_pace(  # the reveal holds the bots a while
            {"speed": data.draw(st.sampled_from([k for k, _l, _ms in reveal.SPEEDS])),
             "pause": data.draw(st.booleans(), label="pause after each turn")})
        app, page = self.open_app()
        app.on_action("new")
        page.form_values = {"game": game.id}
        app.on_action("setup-change")
        page.form_values = {"game": game.id, "players": str(players), "seed": str(seed)}
        for i in range(players):
            page.form_values[f"seat{i}-kind"] = "human" if i < humans else "bot"
            page.form_values[f"seat{i}-name"] = f"P{i}"
            page.form_values[f"seat{i}-level"] = data.draw(
                st.sampled_from(["random", "easy"]), label=f"seat {i} level")
        app.on_action("start")
        assert app.screen != "home" and app.session.state.log == []

    # ---------------------------------------------------------------- people
    @property
    def session(self):
        return self.app.session

    @precondition(lambda self: self.app.screen == "table" and self.page.acts("move"))
    @rule(i=st.integers(0, 200))
    def pick(self, i: int) -> None:
        moves = self.page.acts("move")
        text = moves[i % len(moves)]
        p = self.app.viewer()
        if self.session.pass_and_play:
            self.held[p] = text
        else:
            self.expected.append((p, text))
        self.app.on_action("move", text)

    @precondition(lambda self: self.app.screen == "handover")
    @rule(i=st.integers(0, 10))
    def hand_over(self, i: int) -> None:
        people = self.page.acts("reveal")
        self.app.on_action("reveal", people[i % len(people)])

    @precondition(lambda self: self.app.screen == "picked")
    @rule()
    def done(self) -> None:
        if not [q for q in self.session.humans_to_move() if q != self.session.revealed]:
            self.expected += sorted(self.held.items())  # the last person: all given
            self.held.clear()
        self.app.on_action("done")

    @precondition(lambda self: self.app.screen == "picked")
    @rule()
    def undo_held_pick(self) -> None:
        self.held.pop(self.session.revealed)
        self.app.on_action("undo")
        assert self.app.screen == "table"

    @precondition(lambda self: self.app.screen == "table" and self.page.acts("undo-solo"))
    @rule()
    def undo_given_pick(self) -> None:
        """Before the turn resolves only the pick goes back; after, the whole turn from
        the pick on (the later moves were made knowing it), and never past it."""
        p = self.app.viewer()
        last = max(i for i, (q, _) in enumerate(self.expected) if q == p)
        if self.session.can_undo_pick(p):
            del self.expected[last]
        else:
            assert self.session.turn_undo_point(p) == last
            del self.expected[last:]
        self.app.on_action("undo-solo")

    @precondition(lambda self: self.app.screen == "age-end")
    @rule()
    def go_on(self) -> None:
        self.app.on_action("continue")

    # ---------------------------------------------------------------- bots
    @precondition(lambda self: self.page.pending)
    @rule(i=st.integers(0, 10))
    def resolve(self, i: int) -> None:
        """A bot answers one of the questions it was asked, with the save it was sent:
        applied if the decision still stands, else asked again."""
        p, key, req = self.page.pending.pop(i % len(self.page.pending))
        self.page.asks.remove((p, key))
        s = self.session
        try:
            move = botworker.act(req["game_id"], req["blob"], p, req["level"], req["seed"])
        except Exception as exc:  # the seat had nothing to do in that save
            raise AssertionError(f"a bot was asked when it had nothing to do: {exc}") from exc
        if self.app.state.bots.asked.get(p) == key == s.decision(p) and p in s.current():
            self.expected.append((p, move))
        bot_answer(self.app, req["game_id"], p, key, move)

    @precondition(lambda self: self.page.timers)
    @rule(i=st.integers(0, 10))
    def timer(self, i: int) -> None:
        """One of the page's timers fires (the reveal's, maybe of a turn since taken
        back): the bots held for the reveal are asked then, never twice."""
        _ms, act, arg = self.page.timers.pop(i % len(self.page.timers))
        self.app.on_action(act, arg)

    @precondition(lambda self: self.app.state.reveal.paused)
    @rule()
    def continue_turn(self) -> None:
        """Continue after a turn (the pace pauses after each)."""
        self.app.on_action("reveal_continue")

    # ---------------------------------------------------------------- both
    @rule(steps=st.integers(1, 40), i=st.integers(0, 200))
    def play_on(self, steps: int, i: int) -> None:
        """Several steps of the game as the table goes: bots answer, people reveal,
        pick and pass the device on, the age-end screen is closed (each step checked)."""
        for _ in range(steps):
            screen = self.app.screen
            if self.page.pending:
                self.resolve(i)
            elif self.page.timers:
                self.timer(i)
            elif self.app.state.reveal.paused:
                self.continue_turn()
            elif screen == "age-end":
                self.go_on()
            elif screen == "handover":
                self.hand_over(i)
            elif screen == "picked":
                self.done()
            elif screen == "table" and self.page.acts("move"):
                self.pick(i)
            else:
                return
            self.no_move_lost()

    # ---------------------------------------------------------------- saves
    @rule()
    def save(self) -> None:
        saving.autosave(self.app.state)

    @rule()
    def reload(self) -> None:
        """The page is opened again and the game resumed from its save."""
        live = self.session
        app, _page = self.open_app()
        app.on_action("resume", live.game_id)
        self.compare(live)

    @rule()
    def reimport(self) -> None:
        """The game is exported to a file and imported in a new page."""
        live = self.session
        self.app.on_action("export", live.game_id)
        name, blob = self.page.downloads[-1]
        app, page = self.open_app()
        page.import_bytes = blob
        app.on_action("import", f'{{"name": "{name}"}}')
        assert app.session.game_id != live.game_id
        # imported where the game is saved already: a copy, named so
        self.compare(live, f"{live.title} (copy 2)")

    def compare(self, live, title: str | None = None) -> None:
        """The resumed game shows what the live one showed (its ``title``: the live
        one's, unless said); held picks are asked again."""
        again = self.session
        assert again is not None and again is not live, self.page.toasts
        assert snapshot(again.state) == snapshot(live.state)
        assert again.seats == live.seats and again.title == (title or live.title)
        assert again.pending == {}
        self.held.clear()

    # ---------------------------------------------------------------- invariants
    @invariant()
    def no_move_lost(self) -> None:
        if self.app is None or self.session is None:
            return
        state = self.session.state
        assert [tuple(m) for m in state.log] == self.expected
        assert self.session.pending == self.held
        data = saves.read_save(self.app.state.saves.read(self.session.game_id))
        assert [tuple(m) for m in data["moves"]] == self.expected, "the save lags the game"
        assert summary(saves.replay(data)) == summary(state), "the save replays elsewhere"

    @invariant()
    def no_error_shown(self) -> None:
        if self.app is not None:
            assert not [t for t in self.page.toasts if t[0] == "error"], self.page.toasts


STATEFUL = settings(max_examples=15, stateful_step_count=50, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.filter_too_much])


class ClassicSession(SessionMachine):
    GAME = "7wonders"


class DuelSession(SessionMachine):
    GAME = "duel"


TestClassicSession = ClassicSession.TestCase
TestClassicSession.settings = STATEFUL
TestDuelSession = DuelSession.TestCase
TestDuelSession.settings = STATEFUL
