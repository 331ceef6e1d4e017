"""A seat switches between live and by message within a game (issue 57): a Duel's guest
plays a few moves on a data channel, its channel goes and the host invites its seat by
message, it plays by links, then rejoins live with its rejoin code; the host's save and
the guest's kept record carry through, and a link of the letters after the seat is live
again is refused with one line and changes nothing."""

from __future__ import annotations

from wonders_ui.session import Seat
from wonders_ui.together import post
from wonders_ui.together.guest import Guest
from wonders_ui.together.host import Host, Out
from wonders_ui.together.postbox import LIVE_NOW, GuestPost, HostPost, conn_of

from tests.web.together.post_helpers import PostTable
from tests.web.together.test_post import plain_view, refused, snapshot


class Live:
    """Live guests beside a ``PostTable``: every host message goes through the host's
    letters (as the page's ``Together.deliver``), the rest to the channels in memory."""

    def __init__(self, table: PostTable):
        self.table = table
        self.guests: dict[str, Guest] = {}

    def route(self, outs: list[Out]) -> None:
        for conn, data in self.table.office.take(outs):
            if conn in self.guests:
                self.guests[conn].receive(data)

    def send(self, conn: str, data: bytes) -> None:
        self.table.now += 1
        self.route(self.table.host.receive(conn, data, self.table.now))

    def join(self, conn: str, guest: Guest, seat: int | None = None) -> Guest:
        self.guests[conn] = guest
        self.route(self.table.host.connect(conn))
        self.send(conn, guest.hello())
        if seat is not None and guest.token is None:
            self.send(conn, guest.claim(seat))
        return guest

    def moves(self, conn: str, count: int) -> None:
        """``count`` moves of the live guest ``conn``'s seat, the host's in between."""
        table, guest = self.table, self.guests[conn]
        made = 0
        while made < count and not table.session.state.is_terminal():
            for seat in table.host.choosing():
                if seat == guest.seat:
                    assert guest.view is not None and guest.view["legal"]
                    self.send(conn, guest.move(table.rng.choice(guest.view["legal"])))
                    made += 1
                else:
                    self.route(table.host.local_move(seat, table.rng.choice(
                        table.session.legal_texts(seat))))


def duel() -> tuple[PostTable, Live]:
    table = PostTable("duel", [Seat("human", "Ann"), Seat("human", "Bob")])
    return table, Live(table)


def by_links(table: PostTable, count: int) -> None:
    """``count`` of Bob's moves by links (Ann's on the host's device in between)."""
    made = 0
    while made < count and not table.session.state.is_terminal():
        made += 1 in table.host.choosing()
        table.step()


def test_a_duel_seat_goes_live_to_letters_and_back_and_the_game_ends():
    table, live = duel()
    bob = live.join("bob", Guest("Bob"), 1)
    code = bob.token
    assert code and bob.seat == 1
    live.moves("bob", 3)
    # Bob's channel goes: his seat waits; the host invites it by message
    live.route(table.host.disconnect("bob"))
    assert table.host.seat_kind(1) == "away"
    table.join(1, "Bob", Guest("Bob", token=bob.token, seat=1, seq=bob.seq))
    by_post, box = table.guests[1]
    assert table.office.by_message(1) and by_post.token == code
    assert by_post.view == plain_view(table, 1) and box.opened == 1
    by_links(table, 3)
    assert table.host.acked[1] >= 6  # his moves numbered on from the live ones
    # the host reloads: its save keeps the letters' bookkeeping and the rejoin code
    meta, record = table.host.save_meta(), table.office.record()
    table.host = Host(table.session, (0,), "Ann", together=meta)
    table.office = HostPost(table.host, record)
    assert table.host.seat_kind(1) == "guest" and table.office.due() == []
    # and the guest's kept record keeps its letters' bookkeeping too
    table.guests[1] = (Guest.from_record(by_post.record()), GuestPost.from_record(box.record()))
    by_links(table, 2)
    while 1 not in table.host.choosing():
        table.office.take(table.host.local_move(0, table.session.legal_texts(0)[0]))
    table.deliver()
    stale = table.move_of(1)  # sealed, not yet sent when Bob goes live again
    # back to live: a new channel, Bob's rejoin code
    again = live.join("bob2", table.guests[1][0])
    assert again.seat == 1 and table.host.seat_kind(1) == "guest"
    assert not table.office.by_message(1) and table.office.live == {1}
    assert conn_of(1) not in table.host.links and table.office.due() == []
    before = snapshot(table)  # the move sealed before the switch: refused, no change
    refused(LIVE_NOW, table.host_open, stale)
    assert snapshot(table) == before
    live.moves("bob2", 200)
    assert table.session.state.is_terminal()
    assert again.view == plain_view(table, 1) and again.save is not None


def test_the_hosts_say_so_seats_a_guest_by_message_without_the_code():
    table, live = duel()
    live.join("bob", Guest("Bob"), 1)
    live.moves("bob", 2)
    live.route(table.host.disconnect("bob"))
    table.join(1, "Bob")  # another device: no rejoin code, the invitation is the say-so
    guest, _ = table.guests[1]
    assert guest.seat == 1 and guest.token == table.host.tokens[1]
    assert guest.refusal is None
    table.play_out()
    assert table.session.state.is_terminal() and guest.save is not None


def test_a_stale_link_after_going_live_is_refused_in_one_line_and_changes_nothing():
    table, live = duel()
    table.join(1, "Bob")
    while 1 not in table.host.choosing():
        table.office.take(table.host.local_move(0, table.session.legal_texts(0)[0]))
    table.deliver()
    stale = table.move_of(1)
    guest, _ = table.guests[1]
    live.join("bob", guest)  # rejoins live with its rejoin code
    assert not table.office.by_message(1)
    before = snapshot(table)
    refused(LIVE_NOW, table.host_open, stale)
    assert snapshot(table) == before
    # the save remembers it: a reloaded host refuses it the same way
    table.office = HostPost(table.host, table.office.record())
    refused(LIVE_NOW, table.host_open, stale)
    live.moves("bob", 200)
    assert table.session.state.is_terminal() and guest.save is not None


def test_a_seat_never_played_by_message_refuses_letters_as_another_seats():
    table, live = duel()
    live.join("bob", Guest("Bob"), 1)
    env = post.Envelope(post.TO_HOST, table.office.tag, 1, 1, bytes(40))
    refused(post.NOT_YOURS, table.host_open, env.text())
