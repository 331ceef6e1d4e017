"""The page's store in CPython, with no page at all: commands in (plain data), the state
changed by one step, effects out (plain data), and the view drawn from the state alone.
A tap, a bot's answer, a timer and a save written by another tab are each one command;
what follows a move happens in one place (``Store.moved``), once a move."""

from __future__ import annotations

import json

import pytest
from wonders_ui import botworker, commands, storage, view
from wonders_ui.state import Screen, State
from wonders_ui.store import Store
from wonders_ui.vdom import text_of


def new_store(pace: str = "instant", backend=None) -> Store:
    saves = storage.SaveStore(backend or storage.MemoryBackend())
    saves.save_pace({"speed": pace, "pause": False})
    store = Store(saves, tab="tab-a")
    store.step(commands.start(["en-GB"], "https://wonders.test/"))
    return store


def through_json(data):
    """What crosses a ``postMessage``: the data as JSON, read back."""
    return json.loads(json.dumps(data))


def step(store: Store, cmd: dict) -> list[dict]:
    """One step with the command and its effects taken through JSON."""
    return through_json(store.step(through_json(cmd)))


def kinds(effects: list[dict]) -> list[str]:
    return [fx["kind"] for fx in effects]


def screen_of(st: State) -> str:
    """The screen the view draws (``data-screen`` of its ``<main>``)."""
    return view.draw(st)[0][1]["data-screen"]


SETUP = {"game": "7wonders", "players": "3", "seed": "5", "seat0-kind": "human",
         "seat0-name": "Ann", "seat1-kind": "bot", "seat1-name": "Bob",
         "seat2-kind": "bot", "seat2-name": "Cy"}


def start_against_bots(store: Store) -> list[dict]:
    step(store, commands.tap("new"))
    step(store, commands.tap("setup-change", form={"game": "7wonders"}))
    return step(store, commands.tap("start", form=SETUP))


def answers(effects: list[dict]) -> list[dict]:
    """The bot worker's answer to each ``ask_bot`` effect, as the command ``bot``."""
    out = []
    for fx in effects:
        if fx["kind"] == "ask_bot":
            move = botworker.act(fx["game_id"], commands.unb64(fx["blob"]), fx["player"],
                                 fx["level"], fx["seed"])
            out.append(commands.bot(fx["game_id"], fx["player"], fx["key"], move))
    return out


def test_every_screen_has_one_drawing():
    assert set(view.SCREENS) == set(Screen)


def test_the_start_is_home_in_the_browsers_language():
    store = new_store()
    assert store.state.screen == Screen.HOME and screen_of(store.state) == "home"
    effects = store.step(commands.start(["da-DK", "en"], "https://wonders.test/"))
    assert {"kind": "language", "code": "da"} in effects
    assert kinds(effects)[-2:] == ["paint", "unsaved"]


def test_a_new_game_against_bots_asks_each_bot_once_in_plain_data():
    store = new_store()
    effects = start_against_bots(store)
    asked = [fx for fx in effects if fx["kind"] == "ask_bot"]
    assert sorted(fx["player"] for fx in asked) == [1, 2]
    assert {"kind": "unsaved", "on": False} in effects and "start_bots" in kinds(effects)
    assert any(fx["kind"] == "metric" and fx["name"] == "save_ms" for fx in effects)
    assert screen_of(store.state) == "table"
    assert "Ann" in text_of(view.draw(store.state))
    assert not [fx for fx in step(store, commands.tap("select", "x")) if fx["kind"] == "ask_bot"]


def test_a_tap_a_bots_answer_and_the_view_follow_the_game():
    store = new_store()
    pending = answers(start_against_bots(store))
    st = store.state
    for _turn in range(3):
        me = st.session.legal_texts(0)[0]
        effects = step(store, commands.tap("move", me))
        pending += answers(effects)
        while pending:
            pending += answers(step(store, pending.pop(0)))
        assert st.screen == Screen.TABLE and st.session.humans_to_move() == [0]
    assert sum(1 for p, _move in st.session.state.log if p == 0) == 3
    # the save each move wrote lists at home, the game's own metadata with it
    games, _ = st.saves.list()
    assert [g["players"] for g in games] == [["Ann", "Bob", "Cy"]]


def test_a_move_enters_what_follows_it_once(monkeypatch):
    store = new_store()
    pending = answers(start_against_bots(store))
    calls = []
    original = Store.moved

    def moved(self, outcome):
        calls.append(outcome.applied)
        return original(self, outcome)

    monkeypatch.setattr(Store, "moved", moved)
    step(store, commands.tap("move", store.state.session.legal_texts(0)[0]))
    assert calls == [1]
    for cmd in pending:
        step(store, cmd)
    assert calls == [1, 1, 1]  # one for each bot's answer


def test_a_late_answer_changes_nothing():
    store = new_store()
    pending = answers(start_against_bots(store))
    stale = dict(pending[0], key=[99, 0, 0])
    log = list(store.state.session.state.log)
    assert kinds(step(store, stale)) == ["paint", "unsaved", "start_bots"]
    assert store.state.session.state.log == log


DUEL = {"game": "duel", "players": "2", "seed": "5", "seat0-kind": "human", "seat0-name": "Ann",
        "seat1-kind": "bot", "seat1-name": "Bob"}


def test_the_reveal_holds_the_bots_until_its_timer():
    store = new_store(pace="slow")
    step(store, commands.tap("new"))
    step(store, commands.tap("setup-change", form={"game": "duel"}))
    pending = answers(step(store, commands.tap("start", form=DUEL)))
    st = store.state
    for _ in range(20):  # until a turn resolves with only the bot to move next
        while pending:
            pending += answers(step(store, pending.pop(0)))
        effects = step(store, commands.tap("move", st.session.legal_texts(0)[0]))
        timers = [fx for fx in effects if fx["kind"] == "later"]
        if timers:
            break
        pending += answers(effects)
    (timer,) = timers
    assert timer["act"] == "reveal_end" and timer["ms"] == 2500
    assert "ask_bot" not in kinds(effects) and st.reveal.holding
    effects = step(store, commands.timer(timer["act"], timer["arg"]))
    assert [fx["player"] for fx in effects if fx["kind"] == "ask_bot"] == [1]


def test_a_save_written_by_another_tab_shows_the_choice():
    backend = storage.MemoryBackend()
    a = new_store(backend=backend)
    start_against_bots(a)
    game_id = a.state.session.game_id
    b = Store(a.state.saves.__class__(backend), tab="tab-b")
    b.step(commands.start(["en"], ""))
    step(b, commands.tap("resume", game_id))
    step(a, commands.tap("move", a.state.session.legal_texts(0)[0]))
    effects = step(b, commands.storage_changed(storage.SAVE_PREFIX + game_id))
    assert {"kind": "unsaved", "on": True} in effects
    assert screen_of(b.state) == "conflict"


def test_another_tab_opening_the_same_game_is_told_and_said():
    store = new_store()
    start_against_bots(store)
    game_id = store.state.session.game_id
    effects = step(store, commands.tab_message({"kind": "open", "game": game_id, "tab": "x"}))
    assert {"kind": "broadcast",
            "message": {"kind": "here", "game": game_id, "tab": "tab-a"}} in effects
    assert store.state.notice is not None and store.state.notice.about == "also-open"


def test_an_unknown_command_is_refused():
    with pytest.raises(ValueError, match="unknown command"):
        new_store().step({"kind": "nonsense"})


def test_a_peer_message_without_a_table_played_together_changes_nothing():
    store = new_store()
    before = view.draw(store.state)
    assert kinds(step(store, commands.peer("message", "guest-1", b"\x00"))) == [
        "paint", "unsaved"]
    assert view.draw(store.state) == before
