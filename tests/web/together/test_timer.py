"""The turn timer (issue 57), the host's choice when setting up: each person seat's
clock starts when a new decision comes to it, every page shows the time left, and a
person whose time runs out has a bot play that decision for them."""

from __future__ import annotations

import time

from wonders_ui import commands
from wonders_ui.session import Seat
from wonders_ui.vdom import text_of

from tests.web.test_app_logic import make_app
from tests.web.together.helpers import Table, audit


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def timed_table(seconds: int = 30) -> tuple[Table, Clock]:
    table = Table("7wonders", [Seat("human", "Ann"), Seat("human", "Bob"),
                               Seat("bot", "Cleo")], players=3, seed=2)
    clock = Clock()
    table.host.timer, table.host.clock = seconds, clock
    return table, clock


def test_each_choosing_person_has_the_time_left_and_a_bot_plays_when_it_runs_out():
    table, clock = timed_table()
    ann = table.join("a", "Ann", seat=0)
    bob = table.join("b", "Bob", seat=1)
    left = {r["name"]: r.get("left") for r in bob.roster}
    assert left == {"Ann": 30, "Bob": 30, "Cleo": None}  # a bot has no clock
    clock.now += 12
    table.send("a", ann.move(ann.view["legal"][0]))  # Ann chooses in time
    assert {r["name"]: r.get("left") for r in bob.roster} == {"Ann": None, "Bob": 18,
                                                               "Cleo": None}
    assert bob.time_left(bob.got_at + 5) == [("Bob", 13)]  # counted down on Bob's page
    move = bob.view["legal"][0]
    assert table.host.out_of_time() == [] and table.host.timed_move(1, move) == []
    clock.now += 18  # Bob's time runs out: his bot's move is his
    assert table.host.out_of_time() == [1]
    table.route(table.host.timed_move(1, move))
    assert 1 not in table.host.choosing() and table.host.out_of_time() == []
    assert not next(r for r in bob.roster if r["name"] == "Bob")["choosing"]
    table.step()  # Cleo plays: the turn resolves with Bob's timed move in it
    assert [1, move] in [list(m) for m in table.session.state.log]
    assert audit(table) > 0


def test_a_timed_move_that_no_longer_fits_is_dropped():
    table, clock = timed_table()
    table.join("a", "Ann", seat=0)
    bob = table.join("b", "Bob", seat=1)
    clock.now += 31
    move = bob.view["legal"][0]
    table.send("b", bob.move(move))  # Bob chose just as his time ran out
    assert table.host.out_of_time() == [0]
    assert table.host.timed_move(1, bob.view["legal"][-1]) == []
    assert table.host.timed_move(0, "not a move") == []
    assert table.session.pending.get(1) == move


def test_without_a_timer_no_clock_runs():
    table = Table("7wonders", [Seat("human", "Ann"), Seat("human", "Bob"),
                               Seat("bot", "Cleo")], players=3)
    bob = table.join("b", "Bob", seat=1)
    assert all("left" not in r for r in bob.roster) and table.host.out_of_time() == []


def host_timed_game(app, page, timer: str, as_table: bool = False) -> None:
    app.on_action("new")
    page.form_values = {"game": "7wonders"}
    app.on_action("setup-change")
    page.form_values = {"game": "7wonders", "players": "3", "seed": "5",
                        "tg-timer": timer, "tg-table": as_table}
    for i, name in enumerate(("Ann", "Bob", "Cy")):
        page.form_values[f"seat{i}-kind"] = "human"
        page.form_values[f"seat{i}-name"] = name
    app.on_action("tg-host")


def test_the_host_s_page_ticks_shows_the_time_left_and_asks_a_bot_when_it_runs_out(
        monkeypatch):
    clock = Clock()
    monkeypatch.setattr(time, "monotonic", clock)
    app, page, store = make_app()
    host_timed_game(app, page, "60")
    host = app.together.host
    assert host.timer == 60 and any(act == "tg-tick" for _, act, _ in page.timers)
    assert "Time left:" in text_of(page.tree) and "Ann 1:00" in text_of(page.tree)
    clock.now += 45
    app.on_action("tg-tick")
    assert "Ann 0:15" in text_of(page.tree) and not page.asks
    clock.now += 15
    app.on_action("tg-tick")
    asked = sorted(p for p, _ in page.asks)
    assert asked == [0, 1, 2]  # every person seat ran out: a bot plays for each
    req = page.request(1)
    move = host.session.legal_texts(1)[0]
    app.dispatch({**commands.bot(req["game_id"], 1, req["key"], move), "table": "together"})
    assert host.session.pending.get(1) == move
    assert host.save_meta()["timer"] == 60  # kept in the save: a reload keeps it


def test_the_host_s_device_is_the_table_screen_without_a_seat():
    app, page, store = make_app()
    host_timed_game(app, page, "0", as_table=True)
    tg = app.together
    assert tg.me.watching and tg.me.seat is None
    assert [s["kind"] for s in tg.host.roster()] == ["open", "open", "open"]
    drawn = text_of(page.tree)
    assert "Still choosing: Ann, Bob, Cy" in drawn and "Time left" not in drawn
    assert not page.find(lambda t, a: a.get("id") == "hand")
    assert page.acts("tg-invite")  # the host invites every person
    games, _ = store.list()
    app.on_action("home")
    app.on_action("resume", games[0]["id"])  # reopened: the table screen again
    assert app.together.me.watching and app.together.me.seat is None
