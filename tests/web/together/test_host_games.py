"""A host and its guests play whole games in memory, every ruleset: each guest moves
from its own view only, bots fill the other seats, and at the end every guest holds
the whole game."""

from __future__ import annotations

import pytest
from wonders_ui.session import Seat

from engine import saves
from tests.web.together.helpers import Table, audit


def people(n: int, bots: tuple[int, ...]) -> list[Seat]:
    names = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal"]
    return [Seat("bot" if i in bots else "human", names[i]) for i in range(n)]


def check_end(table: Table) -> None:
    state = table.session.state
    assert state.is_terminal()
    for guest in table.guests.values():
        if guest.seat is None:
            continue
        assert guest.view["terminal"] and guest.save is not None
        assert saves.loads(guest.save).log == state.log
        assert saves.read_save(guest.save)["meta"]["hosted_by"] == "Ann"
    assert audit(table) > 0


def test_the_host_and_two_guests_play_a_four_player_game_with_a_bot():
    table = Table("7wonders", people(4, bots=(3,)), host_seats=(0,), players=4)
    bob = table.join("b", "Bob", seat=1)
    cleo = table.join("c", "Cleo", seat=2)
    assert (bob.seat, cleo.seat) == (1, 2)
    kinds = [s["kind"] for s in bob.roster]
    assert kinds == ["host", "guest", "guest", "bot"]
    assert bob.view["viewer"] == 1 and cleo.view["viewer"] == 2
    table.play_out()
    check_end(table)
    assert table.host.acked[1] == sum(1 for p, _ in table.session.state.log if p == 1)


def test_two_guests_play_a_duel_hosted_by_a_device_that_does_not_play():
    table = Table("duel", people(2, bots=()), seed=4)
    table.join("a", "Ann", seat=0)
    table.join("b", "Bob", seat=1)
    table.play_out()
    check_end(table)


@pytest.mark.parametrize("config,bots", [
    ({"players": 3, "edition": 2}, (2,)),
    ({"players": 2}, ()),                      # the Free City
    ({"players": 4, "cities": "on"}, (0,)),
    ({"players": 4, "teams": True}, (1, 3)),
    ({"players": 8, "cities": "on", "teams": True}, (2, 3, 4, 5, 6, 7)),
])
def test_every_ruleset_of_7_wonders_plays_through_a_host(config, bots):
    n = config["players"]
    table = Table("7wonders", people(n, bots), seed=7, **config)
    for seat in range(n):
        if seat not in bots:
            table.join(f"g{seat}", f"P{seat}", seat=seat)
    table.play_out()
    check_end(table)


def test_a_lobby_guest_sees_the_seats_but_no_view():
    table = Table("7wonders", people(3, bots=(2,)), host_seats=(0,), players=3)
    watcher = table.join("w", "Wes")
    assert watcher.view is None and watcher.table["host"] == "Ann"
    assert [s["kind"] for s in watcher.roster] == ["host", "open", "bot"]
    table.join("b", "Bob", seat=1)
    assert [s["kind"] for s in watcher.roster] == ["host", "guest", "bot"]
    assert watcher.roster[1]["person"] == "Bob"
    audit(table)
