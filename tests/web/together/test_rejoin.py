"""Sleep, reload and dropped guests: a guest rejoins its seat with its code and gets its
current view; the host's reload carries on from its save; a move sent again is applied
once; the host hands a dropped guest's seat to a bot and back."""

from __future__ import annotations

from wonders_ui.session import Seat, Session
from wonders_ui.together import refusals as R
from wonders_ui.together.guest import Guest
from wonders_ui.together.host import Host
from wonders_ui.together.wire import read_from_host

from engine import saves
from tests.web.together.helpers import Table, audit
from tests.web.together.test_refusals import four


def to_mid_age(table: Table, moves: int = 3) -> None:
    for _ in range(moves):
        table.step()
    assert table.session.state.view(0)["age"] == 1 and table.session.state.log


def test_a_guest_reloads_mid_age_and_rejoins_its_seat_with_its_view():
    table = four()
    to_mid_age(table)
    bob = table.guests["b"]
    record = bob.record()
    assert "hand" not in str(record)  # the guest keeps no view to rejoin
    table.route(table.host.disconnect("b"))
    assert table.guests["c"].roster[1]["kind"] == "away"
    again = table.guests["b2"] = Guest.from_record(record)
    assert again.view is None
    table.route(table.host.connect("b2"))
    table.send("b2", again.hello())
    assert again.seat == 1 and again.view["viewer"] == 1
    assert again.view["hand"] == table.session.state.view(1)["hand"]
    assert table.guests["c"].roster[1]["kind"] == "guest"
    del table.guests["b"]
    table.play_out()
    assert again.save is not None
    audit(table)


def test_a_move_whose_answer_was_lost_is_sent_again_and_applied_once():
    table = four()
    bob = table.guests["b"]
    data = bob.move(bob.view["legal"][0])
    table.host.receive("b", data, table.now + 1)   # applied; the answer is lost
    assert table.host.acked[1] == 1 and bob.unacked
    log = list(table.session.state.log)
    pending = dict(table.session.pending)
    table.route(table.host.disconnect("b"))
    table.route(table.host.connect("b"))
    table.send("b", bob.hello())
    for again in bob.resend():
        table.send("b", again)
    assert table.session.state.log == log and table.session.pending == pending
    assert not bob.unacked and bob.held == bob.view["legal"][0]


def test_a_move_that_never_arrived_is_sent_again_after_the_rejoin():
    table = four()
    bob = table.guests["b"]
    bob.move(bob.view["legal"][0])                   # lost on the way
    table.route(table.host.disconnect("b"))
    table.route(table.host.connect("b"))
    table.send("b", bob.hello())
    for again in bob.resend():
        table.send("b", again)
    assert table.host.acked[1] == 1 and not bob.unacked


def test_the_host_reloads_from_its_save_and_its_guests_rejoin():
    table = four()
    to_mid_age(table, 4)
    host = table.host
    meta = {**table.session.meta(table.session.state.view(0)), "together": host.save_meta()}
    blob = table.session.save_blob(meta)
    # the host's page reloads: every channel is gone, the game comes back from its save
    state = saves.loads(blob)
    read = saves.read_save(blob)["meta"]
    session = Session.from_save(state, read, "g")
    reloaded = Host(session, host_name="Ann", together=read["together"])
    assert reloaded.rejoin_codes() == host.rejoin_codes() == {1: "code-1", 2: "code-2"}
    assert reloaded.host_seats == {0} and reloaded.acked == host.acked
    table.host, table.session = reloaded, session
    for conn in ("b", "c"):
        table.route(reloaded.connect(conn + "2"))
        table.guests[conn + "2"] = table.guests.pop(conn)
        table.send(conn + "2", table.guests[conn + "2"].hello())
    assert [s["kind"] for s in table.guests["b2"].roster] == ["host", "guest", "guest", "bot"]
    assert table.guests["b2"].view["hand"] == state.view(1)["hand"]
    table.play_out()
    assert table.guests["c2"].save is not None


def test_a_pick_held_when_the_host_saved_is_held_again_after_its_reload():
    table = four()
    to_mid_age(table, 2)
    bob = table.guests["b"]
    pick = bob.view["legal"][0]
    table.send("b", bob.move(pick))                  # held until Ann and Cleo choose
    assert table.session.pending == {1: pick} and table.host.acked[1] == bob.seq
    meta = {**table.session.meta(table.session.state.view(0)),
            "together": table.host.save_meta()}
    blob = table.session.save_blob(meta)
    read = saves.read_save(blob)["meta"]
    session = Session.from_save(saves.loads(blob), read, "g")
    reloaded = Host(session, host_name="Ann", together=read["together"])
    assert session.pending == {1: pick}              # confirmed to Bob: not lost
    table.host, table.session = reloaded, session
    for conn in ("b", "c"):
        table.route(reloaded.connect(conn + "2"))
        guest = table.guests[conn + "2"] = table.guests.pop(conn)
        table.send(conn + "2", guest.hello())
        for again in guest.resend():                 # nothing unconfirmed: nothing twice
            table.send(conn + "2", again)
    assert bob.held == pick and session.pending == {1: pick}
    table.play_out()


def test_a_wrong_rejoin_code_is_refused():
    table = four()
    table.guests["x"] = Guest("X", token="code-99")
    table.route(table.host.connect("x"))
    table.send("x", table.guests["x"].hello())
    assert table.guests["x"].refusal[0] == R.BAD_CODE and table.guests["x"].seat is None


def test_a_second_device_with_the_code_takes_the_seat_over():
    table = four()
    table.guests["b2"] = Guest("Bob", token=table.guests["b"].token)
    table.route(table.host.connect("b2"))
    table.send("b2", table.guests["b2"].hello())
    assert table.guests["b2"].seat == 1
    assert table.guests["b"].left == R.REPLACED and table.guests["b"].view is None


def test_the_host_hands_a_dropped_guest_s_seat_to_a_bot_and_back():
    table = four()
    cleo = table.guests["c"]
    cleo.move(cleo.view["legal"][0])
    table.send("c", cleo.unacked[cleo.seq])          # a pick held
    assert 2 in table.session.pending
    table.route(table.host.hand_to_bot(2, "random"))
    assert cleo.left == R.HANDED_TO_BOT and cleo.view is None
    assert 2 not in table.session.pending and table.session.seats[2].is_bot
    assert table.guests["b"].roster[2]["kind"] == "bot" and table.guests["b"].roster[2]["handed"]
    sent = len(table.sent)
    for _ in range(4):
        table.step()
    to_cleo = [read_from_host(s.data)["t"] for s in table.sent[sent:] if s.conn == "c"]
    assert set(to_cleo) <= {"lobby"}  # the seats as anyone sees them, no view
    table.send("c", cleo.hello())                     # a bot has the seat
    assert cleo.refusal[0] == R.SEAT_OF_BOT
    table.route(table.host.hand_back(2))
    table.send("c", cleo.hello())
    assert cleo.seat == 2 and cleo.view["viewer"] == 2
    table.play_out()
    audit(table)


def test_seats_handed_to_a_bot_play_a_whole_game():
    table = Table("duel", [Seat("human", "Ann"), Seat("human", "Bob")], seed=9)
    table.join("a", "Ann", seat=0)
    table.join("b", "Bob", seat=1)
    table.step()
    table.route(table.host.hand_to_bot(1))
    table.play_out()
    assert table.guests["a"].save is not None and table.guests["b"].save is None
