"""Connecting a guest: the channel's events reach the page in either order, and an
answer whose connection never opens is said in one line on the host's page, so the
host knows to invite again instead of waiting."""

from __future__ import annotations

from wonders_ui.session import Seat
from wonders_ui.together.guest import Guest
from wonders_ui.together.wire import read_from_guest, read_from_host

from tests.web.test_app_logic import make_app
from tests.web.together.helpers import Table
from tests.web.together.test_leave import host_a_game


def test_a_hello_that_comes_before_the_open_event_keeps_its_name_and_its_lobby():
    table = Table("7wonders", [Seat("Ann", "human"), Seat("Bob", "human"), Seat("Cy", "bot")],
                  host_seats=(0,))
    bob = table.guests["guest-1"] = Guest("Bob")
    table.send("guest-1", bob.hello())  # the message first...
    table.route(table.host.connect("guest-1"))  # ...then the channel's open event
    assert table.host.links["guest-1"].name == "Bob"
    assert bob.roster and bob.roster[1]["kind"] == "open"
    table.send("guest-1", bob.claim(1))
    assert bob.seat == 1 and bob.view is not None


class Channels:
    """The page's data channels: the answer is taken, every message sent kept."""

    def __init__(self):
        self.accepted: list[str] = []
        self.sent: list[tuple[str, bytes]] = []

    async def accept(self, conn: str, answer: str) -> None:
        self.accepted.append(conn)

    def send(self, conn: str, data: bytes) -> None:
        self.sent.append((conn, data))

    def close_all(self) -> None:
        pass


def run_now(job) -> None:
    """Run a coroutine that waits on nothing to its end, with no event loop (the
    suite's browser tests may hold one running in this thread)."""
    try:
        job.send(None)
    except StopIteration:
        return
    raise AssertionError("the coroutine waited on something")


def answered(app) -> str:
    """The host has read a guest's answer to its open invitation: that connection."""
    together = app.together
    together.peers = Channels()
    together.invite = {"conn": "guest-1", "code": "offer", "link": "", "qr": ""}
    run_now(together.use_code("answer"))
    assert together.peers.accepted == ["guest-1"] and not together.invite
    return "guest-1"


def test_an_answer_whose_connection_never_opens_is_said_on_the_host_s_page():
    app, page, _ = make_app()
    host_a_game(app, page)
    conn = answered(app)
    app.together.on_event("closed", conn, None)
    assert "could not be reached" in app.together.line
    assert "could not be reached" in str(app.together.build())


def test_a_guest_that_connected_and_left_later_is_no_failed_connection():
    app, page, _ = make_app()
    host_a_game(app, page)
    conn = answered(app)
    app.together.on_event("open", conn, None)
    app.together.on_event("closed", conn, None)
    assert app.together.line == ""


def test_the_host_speaks_first_and_the_guest_says_hello_in_answer():
    """The first message the answering side sends the moment its channel opens can be
    lost (Chromium under load: the host never got the guest's hello, and the guest
    waited for the seats forever), so the guest's device waits for the host's lobby."""
    host, host_page, _ = make_app()
    host_a_game(host, host_page)
    conn = answered(host)
    host_wire = host.together.peers = Channels()
    guest, _, _ = make_app()
    guest.on_action("tg-join")
    guest_wire = guest.together.peers = Channels()
    guest.together.on_event("open", "host", None)
    assert guest_wire.sent == []  # nothing yet: the host speaks first
    host.together.on_event("open", conn, None)
    [(to, lobby)] = host_wire.sent
    assert to == conn and read_from_host(lobby)["t"] == "lobby"
    guest.together.on_event("message", "host", lobby)
    [(to, hello)] = guest_wire.sent
    assert to == "host" and read_from_guest(hello)["t"] == "hello"
    host.together.on_event("message", conn, hello)
    for _, data in host_wire.sent[1:]:
        guest.together.on_event("message", "host", data)
    assert len(guest_wire.sent) == 1  # one hello a channel
    assert "tg-claim-1" in str(guest.together.build())  # the free seats, to take one
