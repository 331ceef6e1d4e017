"""The history of this device's finished games (``wonders_ui.history``,
``history_screen``): kept as games finish, made once from the finished saves, counted
by ruleset, players and bots' level, kept when saves are deleted, written to CSV and
read back, cleared after a confirmation, and a full storage says so and loses
nothing."""

from __future__ import annotations

import pytest
from wonders_ui import history, storage
from wonders_ui.history_screen import facts_of
from wonders_ui.vdom import text_of

from engine import new_game, saves
from tests.engine.helpers import play_out as random_play
from tests.web.test_app_logic import make_app, play_out, start_game


class NoRoomForHistory(storage.MemoryBackend):
    """localStorage with no room left for the history's key (while ``full``)."""

    full = True

    def set(self, key: str, value: str) -> None:
        if self.full and key == history.KEY:
            raise storage.StorageFull("quota exceeded")
        super().set(key, value)


def finish(app, page, humans: int, players: int, seed: int, game: str = "7wonders",
           level: str = "random", names: list[str] | None = None) -> None:
    form = {f"seat{i}-level": level for i in range(humans, players)}
    start_game(app, page, humans, players, seed=seed, game=game,
               names=names or ["You", *[f"Bot {i}" for i in range(1, players)]], **form)
    play_out(app, page)
    assert app.screen == "end"
    app.on_action("home")


def winners_of(store, game_id: str) -> list[int]:
    state, _meta = store.load(game_id)
    return [p for p, r in enumerate(state.returns()) if r > 0]


@pytest.fixture(scope="module")
def scripted():
    """Four games on one device: against random bots and easy bots at 3 players, a
    Duel against a random bot, and pass-and-play between Ann and Bob with a bot."""
    app, page, store = make_app()
    finish(app, page, 1, 3, seed=5)
    finish(app, page, 1, 3, seed=6, level="easy")
    finish(app, page, 1, 2, seed=7, game="duel")
    finish(app, page, 2, 3, seed=8, names=["Ann", "Bob", "Bot"])
    return app, page, store


def test_the_history_after_a_scripted_set_of_games_counts_them(scripted):
    app, page, store = scripted
    records = app.state.history.store.records()
    games, _ = store.list()
    assert sorted(r["id"] for r in records) == sorted(g["id"] for g in games)
    assert [r["mode"] for r in records] == ["bots", "bots", "bots", "pass"]
    assert history.people(records) == ["You", "Ann", "Bob"]
    you = history.stats(records, "You")
    assert you["games"] == 3
    rows = {(r["ruleset"], r["players"], r["level"]): (r["games"], r["wins"])
            for r in you["rows"]}
    won = {r["id"]: 0 in winners_of(store, r["id"]) for r in records}
    ids = [r["id"] for r in records]
    assert rows == {("7wonders-1", 3, "random"): (1, won[ids[0]]),
                    ("7wonders-1", 3, "easy"): (1, won[ids[1]]),
                    ("duel", 2, "random"): (1, won[ids[2]])}
    assert you["wins"] == sum(won[i] for i in ids[:3])
    duel_kind = records[2]["victory"]
    assert duel_kind in ("military", "science", "civilian")
    assert sum(you["duel"]["won" if won[ids[2]] else "lost"].values()) == 1
    ann = history.stats(records, "Ann")
    bob = history.stats(records, "Bob")
    assert ann["games"] == bob["games"] == 1
    assert ann["rows"][0]["level"] == "random" and ann["rows"][0]["players"] == 3
    # the screen says it: "You win 0% against random bots at 3 players (0 of 1)"
    app.on_action("history")
    shown = text_of(page.tree)
    assert app.screen == "history"
    assert "You win" in shown and "against easy bots at 3 players" in shown
    assert f"You played 3 games and won {you['wins']}." in shown
    app.on_action("history-person", "Ann")
    assert "Ann played 1 game" in text_of(page.tree)


def test_records_survive_deleting_the_saves(scripted):
    app, page, store = scripted
    before = app.state.history.store.records()
    games, _ = store.list()
    for g in games:
        app.on_action("delete", g["id"])
    assert store.list()[0] == []
    assert app.state.history.store.records() == before
    app.on_action("history")
    app.on_action("history-person", "You")
    assert "You played 3 games" in text_of(page.tree)


def test_csv_round_trips(scripted):
    app, page, _store = scripted
    records = app.state.history.store.records()
    assert history.from_csv(history.to_csv(records)) == records
    app.on_action("history-export")
    name, blob = page.downloads[-1]
    assert name.startswith("wonders-history-") and name.endswith(".csv")
    assert history.from_csv(blob.decode("utf-8")) == records
    with pytest.raises(history.CsvError):
        history.from_csv("name,score\nAnn,3\n")


def finished_blob(seed: int, meta: dict | None = None, players: int = 3) -> bytes:
    state = random_play(new_game("7wonders", seed=seed, players=players), seed)
    seats = [{"kind": "human", "name": "You", "level": "random"},
             *[{"kind": "bot", "name": f"Bot {i}", "level": "medium"}
               for i in range(1, players)]]
    return saves.dumps(state, {"name": f"game {seed}", "game": "7wonders", "over": True,
                               "seats": seats, "players": ["You", "Bot 1", "Bot 2"],
                               **(meta or {})})


def test_backfill_counts_each_finished_save_once():
    backend = storage.MemoryBackend()
    old = storage.SaveStore(backend)  # saves from before the history existed
    for i, seed in enumerate((11, 12, 13)):
        blob = finished_blob(seed)
        old.write(f"2026010{i}-120000", blob, saves.read_save(blob)["meta"])
    lesson = finished_blob(14, {"lesson": "first-game"})
    old.write("20260104-120000", lesson, saves.read_save(lesson)["meta"])
    going = new_game("7wonders", seed=15, players=3)
    old.write("20260105-120000", saves.dumps(going, {"over": False}), {"over": False})
    assert history.KEY not in backend.data

    app, page, store = make_app(backend)
    assert app.state.history.store.records() == []  # made on first use, not before
    app.on_action("history")
    records = app.state.history.store.records()
    assert sorted(r["id"] for r in records) == [f"2026010{i}-120000" for i in range(3)]
    assert all(r["mode"] == "bots" and history.bots_level(r) == "medium" for r in records)
    app.on_action("home")
    app.on_action("history")  # again, and in another tab: still once each
    other, _page, _store = make_app(backend)
    other.on_action("history")
    assert len(other.state.history.store.records()) == 3
    # the lesson does not count by itself; the person may add it
    assert "Finished games not counted" in text_of(page.tree)
    app.on_action("history-add", "20260104-120000")
    records = app.state.history.store.records()
    assert len(records) == 4 and [r["added"] for r in records].count(True) == 1
    app.on_action("history")
    assert len(app.state.history.store.records()) == 4


def test_an_imported_replay_counts_only_when_added():
    app, page, store = make_app()
    page.import_bytes = finished_blob(21)
    app.on_action("import", '{"name": "replay.wonders"}')
    games, _ = store.list()
    assert len(games) == 1 and games[0]["over"]
    app.on_action("history")
    assert app.state.history.store.records() == []
    app.on_action("history-add", games[0]["id"])
    assert [r["id"] for r in app.state.history.store.records()] == [games[0]["id"]]


def test_two_tabs_finishing_games_keep_both():
    backend = storage.MemoryBackend()
    one, page1, _ = make_app(backend)
    two, page2, _ = make_app(backend)
    finish(one, page1, 1, 3, seed=31)
    finish(two, page2, 1, 3, seed=32)
    assert len(history.History(backend).records()) == 2


def test_a_full_storage_says_so_and_loses_nothing():
    backend = NoRoomForHistory()
    app, page, store = make_app(backend)
    finish(app, page, 1, 3, seed=41)
    games, _ = store.list()
    assert len(games) == 1 and games[0]["over"]  # the save itself is written
    assert ("error", "The history is full: this game is kept on this page only") in page.toasts
    assert history.KEY not in backend.data
    app.on_action("history")
    shown = text_of(page.tree)
    assert "storage is full: 1 finished game is kept on this page only" in shown
    assert len(app.state.history.store.records()) == 1
    backend.full = False  # room made
    app.on_action("history")
    assert len(history.History(backend).records()) == 1
    assert "storage is full" not in text_of(page.tree)


def test_clearing_asks_first_and_keeps_the_saves():
    app, page, store = make_app()
    finish(app, page, 1, 3, seed=51)
    app.on_action("history")
    app.on_action("history-clear")
    assert page.find(lambda t, a: a.get("id") == "history-confirm")
    assert len(app.state.history.store.records()) == 1
    app.on_action("history-clear", "no")
    assert not page.find(lambda t, a: a.get("id") == "history-confirm")
    app.on_action("history-clear")
    app.on_action("history-clear", "yes")
    assert app.state.history.store.records() == []
    assert len(store.list()[0]) == 1
    app.on_action("history")  # the finished save is not made into a record again
    assert app.state.history.store.records() == []


def test_record_of_a_duel_and_of_teams():
    duel = random_play(new_game("duel", seed=3), 3)
    meta = {"seats": [{"kind": "human", "name": "You"}, {"kind": "bot", "name": "B",
                                                         "level": "hard"}]}
    r = history.record_of("d", duel, meta, facts_of("duel"))
    assert r["victory"] == duel.victory()["type"] and r["ruleset"] == "duel"
    assert set(r["seats"][0]["points"]) == {"military", "buildings", "wonders", "progress",
                                            "treasury"}
    teams = random_play(new_game("7wonders", seed=3, players=4, cities="on", teams=True), 3)
    r = history.record_of("t", teams, {}, facts_of("7wonders"))
    assert r["ruleset"] == "7wonders-1-cities-teams" and r["mode"] == "pass"
    assert sum(s["won"] for s in r["seats"]) == 2  # a team wins
    assert all("black" in s["points"] for s in r["seats"])


def test_a_game_played_together_counts_this_devices_seat():
    state = random_play(new_game("7wonders", seed=8, players=3), 8)
    meta = {"seats": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"},
                      {"kind": "bot", "name": "Bot", "level": "easy"}],
            "together": {"mine": 1}}
    r = history.record_of("g", state, meta, facts_of("7wonders"))
    assert r["mode"] == "together"
    assert [s["here"] for s in r["seats"]] == [False, True, False]
    assert history.people([r]) == ["Bob"]
