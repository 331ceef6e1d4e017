"""A guest's message the rules or the protocol do not allow changes nothing on the host
and is answered with one line: another seat's move, a move out of turn or against a
table that moved on, an illegal move, a malformed message, a flood, a claim of a taken
seat."""

from __future__ import annotations

import json

import pytest
from wonders_ui import i18n
from wonders_ui.session import Seat
from wonders_ui.together import refusals as R
from wonders_ui.together.guest import ANSWER_S, Guest
from wonders_ui.together.refusals import wording
from wonders_ui.together.wire import pack

from engine import saves
from tests.web.together.helpers import Table, audit


def packb(obj) -> bytes:
    return json.dumps(obj).encode()


def four() -> Table:
    seats = [Seat("human", "Ann"), Seat("human", "Bob"), Seat("human", "Cleo"),
             Seat("bot", "Dan")]
    table = Table("7wonders", seats, host_seats=(0,), players=4)
    table.join("b", "Bob", seat=1)
    table.join("c", "Cleo", seat=2)
    return table


def duel() -> Table:
    table = Table("duel", [Seat("human", "Ann"), Seat("human", "Bob")], seed=4)
    table.join("a", "Ann", seat=0)
    table.join("b", "Bob", seat=1)
    return table


def unchanged(table: Table):
    """A snapshot of everything a refusal must leave as it was."""
    s = table.session
    return (saves.dumps(s.state), dict(s.pending), dict(table.host.acked),
            dict(table.host.tokens), [(k, v.seat) for k, v in table.host.links.items()])


def refused_with(table: Table, conn: str, data, key: str) -> None:
    before = unchanged(table)
    sent = len(table.sent)
    table.send(conn, data)
    assert unchanged(table) == before
    answers = table.sent[sent:]
    assert [a.conn for a in answers] == [conn]  # one answer, to the sender only
    guest = table.guests[conn]
    assert guest.refusal is not None and guest.refusal[0] == key
    line = wording(*guest.refusal)
    assert line and "\n" not in line and len(line) < 200
    guest.refusal = None


def test_a_guest_cannot_move_for_another_seat():
    table = four()
    bob, cleo = table.guests["b"], table.guests["c"]
    forged = pack("move", seat=2, seq=1, text=cleo.view["legal"][0], decision=cleo.decision)
    refused_with(table, "b", forged, R.NOT_YOUR_SEAT)
    refused_with(table, "b", pack("move", seat=3, seq=1, text="build Altar",
                                  decision=bob.decision), R.NOT_YOUR_SEAT)


def test_an_illegal_move_and_a_move_against_an_old_view_are_refused():
    table = four()
    bob = table.guests["b"]
    refused_with(table, "b", bob.move("build Colossus"), R.NOT_LEGAL)
    assert not bob.unacked  # the refused move is forgotten
    stale = pack("move", seat=1, seq=bob.seq + 1, text=bob.view["legal"][0],
                 decision=[d + 1 for d in bob.decision])
    refused_with(table, "b", stale, R.STALE)


def test_a_guest_s_move_on_its_way_answers_its_decision_until_the_host_s_answer():
    """A second tap before the host has answered the first move would answer a decision
    the host has taken already (refused as stale): the guest knows its move is on its
    way until the host's view confirms it; an undo asks the host anew."""
    table = four()
    bob = table.guests["b"]
    assert not bob.answering()
    first = bob.move(bob.view["legal"][0])
    assert bob.answering()
    # (a move the host dropped is not waited for past ANSWER_S)
    assert not bob.answering(bob.answered_at + ANSWER_S)
    table.send("b", first)  # the host holds the pick and says so
    assert not bob.unacked and not bob.answering() and bob.held == bob.view["legal"][0]
    bob.undo()
    assert not bob.answering()


def test_a_move_out_of_turn_is_refused_in_duel():
    table = duel()
    mover = table.session.current()[0]
    waiting = table.guests["b" if mover == 0 else "a"]
    conn = "b" if mover == 0 else "a"
    text = table.guests["a" if mover == 0 else "b"].view["legal"][0]
    refused_with(table, conn, waiting.move(text), R.NOT_YOUR_TURN)


def test_malformed_messages_are_refused_in_one_line():
    table = four()
    bob = table.guests["b"]
    bad = [
        b"", b"\xc1", b"not JSON at all \xff\xfe", "a str, not bytes", b"[" * 1500,
        b'{"v": 1, "t": "claim", "seat": 1e999}', b'{"v": 1, "t": "claim", "seat": NaN}',
        b'{"v": 1, "t": "claim", "seat": {"~m": ["{x}", {"x": 1}]}}',
        packb([1, 2, 3]),
        packb({"v": 99, "t": "move"}),
        packb({"v": 1, "t": "dance"}),
        packb({"v": 1, "t": "move", "seat": 1, "seq": "one", "text": "x",
                       "decision": []}),
        packb({"v": 1, "t": "move", "seat": True, "seq": 1, "text": "x",
                       "decision": []}),
        packb({"v": 1, "t": "move", "seat": 1, "seq": 1, "text": "x" * 500,
                       "decision": []}),
        packb({"v": 1, "t": "move", "seat": 1, "seq": 1, "text": "x",
                       "decision": ["a"]}),
        packb({"v": 1, "t": "claim", "seat": 1, "extra": 1}),
        packb({"v": 1, "t": "claim"}),
        b"\x00" * 5000,
    ]
    for data in bad:
        refused_with(table, "b", data, R.UNREADABLE)
    assert bob.seat == 1


def test_a_flood_is_dropped_and_refused_once():
    table = four()
    bob = table.guests["b"]
    before = unchanged(table)
    sent = len(table.sent)
    for _ in range(200):  # all at the same moment
        table.route(table.host.receive("b", bob.claim(1), table.now))
    refusals = [s for s in table.sent[sent:] if s.data and b"refused" in s.data]
    assert len(refusals) == 1 and bob.refusal[0] == R.TOO_MANY
    assert unchanged(table) == before
    table.now += 60  # the bucket refilled: the guest is heard again
    table.send("b", bob.move(bob.view["legal"][0]))
    assert table.host.acked[1] == 1


def test_seats_that_are_taken_or_played_by_a_bot_cannot_be_claimed():
    table = four()
    table.join("x", "Xavier")
    refused_with(table, "x", table.guests["x"].claim(0), R.SEAT_TAKEN)   # the host's
    refused_with(table, "x", table.guests["x"].claim(1), R.SEAT_TAKEN)   # Bob's
    refused_with(table, "x", table.guests["x"].claim(3), R.SEAT_OF_BOT)
    refused_with(table, "x", table.guests["x"].claim(9), R.NO_SUCH_SEAT)
    refused_with(table, "x", pack("move", seat=0, seq=1, text="x", decision=[]),
                 R.NOT_SEATED)
    refused_with(table, "b", table.guests["b"].claim(2), R.NOT_YOUR_SEAT)


def test_a_move_after_the_game_ended_is_refused():
    table = duel()
    table.play_out()
    guest = table.guests["a"]
    refused_with(table, "a", pack("move", seat=0, seq=guest.seq + 1, text="x",
                                  decision=guest.decision), R.GAME_OVER)


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_refusal_reads_on_one_line_in_every_language(lang):
    i18n.set_language(lang)
    for key in R.KEYS:
        line = wording(key, {"seat": 9, "move": "build Altar", "error": "damaged"})
        assert line and "{" not in line and "\n" not in line
        if lang != "en":
            assert line != key.format(seat=9, move="build Altar", error="damaged"), key
    assert wording("no such key", {}) == wording(R.UNREADABLE, {"error": "no such key"})


def test_the_audit_fails_when_a_guest_is_sent_another_seat_s_view():
    table = four()
    host = table.host
    real = host.view_message
    host.view_message = lambda seat: real(2 if seat == 1 else seat)
    table.send("b", table.guests["b"].move(table.guests["b"].view["legal"][0]))
    with pytest.raises(AssertionError):
        audit(table)


def test_a_guest_changes_or_takes_back_its_held_pick_until_everyone_has_chosen():
    table = four()
    bob = table.guests["b"]
    first, second = bob.view["legal"][0], bob.view["legal"][2]
    table.send("b", bob.move(first))
    assert table.session.pending[1] == first and bob.held == first
    assert [s["choosing"] for s in bob.roster][:3] == [True, False, True]
    table.send("b", bob.move(second))                 # changed: the same decision
    assert table.session.pending[1] == second and bob.held == second
    table.send("b", bob.undo())
    assert 1 not in table.session.pending and bob.held is None and not bob.unacked
    refused_with(table, "b", bob.undo(), R.NOTHING_HELD)
    table.send("b", bob.move(first))
    assert table.session.pending[1] == first and table.session.state.log == []


def test_a_guest_is_named_once_per_connection():
    table = four()
    bob = table.guests["b"]
    sent = len(table.sent)
    bob.name = "Robert"
    table.send("b", bob.hello())
    assert table.guests["c"].roster[1]["person"] == "Bob"
    assert all(s.conn == "b" for s in table.sent[sent:])  # nobody else hears of it


def test_a_hello_with_a_made_up_code_changes_nothing_on_any_page():
    """A refused ``hello`` names nobody: a forger who gives a made-up code and another
    person's name is told no, and every page's seat list stays as it was."""
    table = four()
    rosters = {conn: list(g.roster) for conn, g in table.guests.items()}
    sent = len(table.sent)
    forger = table.join("x", "")
    forged_at = len(table.sent)
    for code in ("code-99", "ça ne va pas", "code-1" + "\u00e9"):
        table.send("x", pack("hello", token=code, name="Bob"))
    assert [R.BAD_CODE] * 3 == [json.loads(s.data)["key"] for s in table.sent[forged_at:]]
    assert all(s.conn == "x" for s in table.sent[forged_at:])
    assert table.host.links["x"].name == "" and table.host.links["x"].seat is None
    table.step()  # the next news reaches everyone: the seats are as they were
    for conn, guest in table.guests.items():
        if conn != "x":
            assert [r["person"] for r in guest.roster] == [r["person"] for r in rosters[conn]]
    assert forger.seat is None and sent < forged_at


def test_a_seated_guest_keeps_its_rejoin_code_when_a_forged_hello_is_refused():
    table = four()
    bob = table.guests["b"]
    code = bob.token
    table.send("b", pack("hello", token="made-up", name="Cleo"))
    assert bob.refusal[0] == R.BAD_CODE and not bob.code_refused()
    assert bob.token == code and table.guests["c"].roster[2]["person"] == "Cleo"
    again = Guest.from_record({**bob.record(), "token": "from-another-game"})
    table.guests["b2"] = again
    table.route(table.host.connect("b2"))
    table.send("b2", again.hello())
    assert again.code_refused()  # its own code, refused: the page forgets it
