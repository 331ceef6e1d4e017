"""The table screen (issue 57): a device that joins as the table, with no seat, is sent
the public view only (every city, the age, the discard pile's size, the conflicts, the
score pad at the end) and never a hand, a pick, a seed or the whole game; the hosting
device may be the table itself, without a seat of its own."""

from __future__ import annotations

from wonders_ui.session import Seat
from wonders_ui.together import refusals as R
from wonders_ui.together.table import draw
from wonders_ui.together.wire import read_from_host
from wonders_ui.vdom import to_json

from tests.web.together.helpers import Table, audit


def seats(*kinds: str) -> list[Seat]:
    names = ["Ann", "Bob", "Cleo", "Dan"]
    return [Seat(k, names[i]) for i, k in enumerate(kinds)]


def test_a_table_screen_follows_a_whole_game_and_sees_no_hand():
    table = Table("7wonders", seats("human", "human", "bot"), players=3, seed=3)
    tv = table.watch("tv")
    table.join("a", "Ann", seat=0)
    table.join("b", "Bob", seat=1)
    assert tv.watching and tv.seat is None and tv.view["viewer"] is None
    first = to_json(draw(tv))
    assert first.count('"class":"city board') == 3 and '"id":"hand"' not in first
    table.play_out()
    assert tv.view["terminal"] and '"id":"score-pad"' in to_json(draw(tv))
    assert tv.save is None  # the whole game (every hand) never reaches the table
    screens = [s for s in table.sent if s.conn == "tv"]
    assert len(screens) > 20  # it followed the game turn by turn
    assert audit(table) > 0


def test_a_table_screen_follows_a_duel():
    table = Table("duel", seats("human", "human"), seed=4)
    tv = table.watch("tv")
    table.join("a", "Ann", seat=0)
    table.join("b", "Bob", seat=1)
    table.play_out()
    assert tv.view["terminal"] and tv.save is None
    assert audit(table) > 0


def test_the_hosting_device_is_the_table_and_every_person_seat_a_guest():
    """The host's own connection watches: it holds no seat, so every person seat is
    open for a guest, and the roster names no seat "the host"."""
    table = Table("7wonders", seats("human", "human", "bot"), players=3)
    table.host.local = "local"
    me = table.watch("local", "The table")
    assert me.seat is None and me.view is not None
    assert table.host.watchers() == 0  # the host's own device is no table screen it serves
    table.watch("tv")
    assert table.host.watchers() == 1
    bob = table.join("b", "Bob")
    assert [s["kind"] for s in bob.roster] == ["open", "open", "bot"]
    table.send("b", bob.claim(0))
    table.join("c", "Cleo", seat=1)
    table.play_out()
    assert me.view["terminal"] and audit(table) > 0


def test_a_seated_guest_cannot_watch_and_a_watcher_may_take_a_seat():
    table = Table("7wonders", seats("human", "human", "bot"), players=3)
    bob = table.join("b", "Bob", seat=1)
    table.send("b", bob.watch())
    assert bob.refusal[0] == R.NOT_YOUR_SEAT and bob.seat == 1 and not bob.watching
    tv = table.watch("tv")
    table.send("tv", tv.claim(0))
    assert tv.seat == 0 and not table.host.links["tv"].watching
    assert read_from_host(table.sent[-1].data)["t"] in ("view", "seated")
    assert audit(table) > 0


def test_the_audit_fails_when_a_table_screen_is_sent_a_seat_s_view():
    import pytest

    table = Table("7wonders", seats("human", "human", "bot"), players=3)
    table.watch("tv")
    table.join("a", "Ann", seat=0)
    link = table.host.links["tv"]
    link.watching, link.seat = False, 0  # a broken host: the table gets Ann's view
    table.route([("tv", table.host.view_message(0))])
    link.watching, link.seat = True, None
    table.sent[-1].watching = True
    with pytest.raises(AssertionError):
        audit(table)
