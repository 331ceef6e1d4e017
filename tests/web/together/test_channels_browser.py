"""A host and two guests play whole games over real WebRTC data channels in Chromium:
one page for the host, one for each guest, joined through the join codes alone
(loopback candidates, no STUN); the protocol's Python (the host, the guests) runs in
this process and every message crosses a data channel as bytes. A 7 Wonders game at 4
players with a bot seat and a Duel game; every message a guest received passes the
privacy audit."""

from __future__ import annotations

import base64

from wonders_ui.session import Seat
from wonders_ui.together.codes import make_code, read_code
from wonders_ui.together.host import Out

from tests.web.together.helpers import Table, audit

SETUP = """async () => {
  window.T = await import('./web/together.js');
  window.peers = {}; window.inbox = []; window.received = 0;
  window.b64 = (u8) => { let s = "";
    for (let i = 0; i < u8.length; i += 8192)
      s += String.fromCharCode.apply(null, u8.subarray(i, i + 8192));
    return btoa(s); };
  window.unb64 = (s) => Uint8Array.from(atob(s), c => c.charCodeAt(0));
  window.peerFor = (conn) => {
    const peer = new window.T.Peer();
    peer.onmessage = (b) => { window.inbox.push([conn, b]); window.received += 1; };
    window.peers[conn] = peer;
    return peer;
  };
}"""
TAKE = "() => window.inbox.splice(0).map(([c, b]) => [c, window.b64(b)])"
SEND = "([conn, data]) => window.peers[conn].send(window.unb64(data))"


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


class ChannelTable(Table):
    """``Table`` with every message crossing a data channel between Chromium pages."""

    def __init__(self, browser, server, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.browser, self.url = browser, server.url
        self.host_page = self.page()
        self.guest_pages = {}
        self.to_host = 0  # messages sent to the host page so far
        self.to_guest: dict[str, int] = {}

    def page(self):
        page = self.browser.new_context().new_page()
        page.goto(self.url + "build-info.json")
        page.evaluate(SETUP)
        return page

    def connect(self, conn: str) -> None:
        """A guest page joined through the codes: the host's offer, the guest's answer."""
        guest = self.guest_pages[conn] = self.page()
        offer = make_code("offer", self.host_page.evaluate(
            "c => window.peerFor(c).offer()", conn))
        answer = make_code("answer", guest.evaluate(
            "s => window.peerFor('host').answer(s)", read_code(offer, "offer")[1]))
        self.host_page.evaluate("([c, s]) => window.peers[c].accept(s)",
                                [conn, read_code(answer, "answer")[1]])
        for page, peer in ((self.host_page, conn), (guest, "host")):
            page.wait_for_function(f"() => window.peers['{peer}'].open", timeout=20000)
        self.to_guest[conn] = 0

    def join(self, conn: str, name: str, seat: int | None = None):
        self.connect(conn)
        return super().join(conn, name, seat)

    def send(self, conn: str, data) -> None:
        """A guest's message, over its channel to the host page, then to the host."""
        self.guest_pages[conn].evaluate(SEND, ["host", b64(data)])
        self.to_host += 1
        self.host_page.wait_for_function(f"() => window.received >= {self.to_host}")
        for came_from, raw in self.host_page.evaluate(TAKE):
            self.now += 1.0
            self.route(self.host.receive(came_from, base64.b64decode(raw), self.now))

    def route(self, outs: list[Out]) -> None:
        """The host's messages over the channels; each guest takes in what arrived."""
        crossed: list[Out] = []
        for conn, data in outs:
            self.host_page.evaluate(SEND, [conn, b64(data)])
            self.to_guest[conn] += 1
        for conn, page in self.guest_pages.items():
            page.wait_for_function(f"() => window.received >= {self.to_guest[conn]}")
            crossed += [(conn, base64.b64decode(raw)) for _, raw in page.evaluate(TAKE)]
        assert sorted(crossed) == sorted(outs)  # every byte arrived as it was sent
        super().route(crossed)


def test_a_host_and_two_guests_play_four_players_with_a_bot_over_data_channels(
        rtc_browser, server):
    seats = [Seat("human", "Ann"), Seat("human", "Bob"), Seat("human", "Cleo"),
             Seat("bot", "Dan")]
    table = ChannelTable(rtc_browser, server, "7wonders", seats, host_seats=(0,),
                         players=4)
    table.join("b", "Bob", seat=1)
    table.join("c", "Cleo", seat=2)
    table.play_out()
    assert table.session.state.is_terminal()
    assert all(g.save is not None and g.view["terminal"] for g in table.guests.values())
    assert audit(table) > 20


def test_two_guests_play_duel_over_data_channels(rtc_browser, server):
    table = ChannelTable(rtc_browser, server, "duel",
                         [Seat("human", "Ann"), Seat("human", "Bob")], seed=4)
    table.join("a", "Ann", seat=0)
    table.join("b", "Bob", seat=1)
    table.play_out()
    assert all(g.save is not None for g in table.guests.values())
    assert audit(table) > 20


def test_a_guest_page_closes_mid_age_and_a_new_page_rejoins_its_seat(rtc_browser, server):
    from wonders_ui.together import refusals as R
    from wonders_ui.together.guest import Guest
    from wonders_ui.together.wire import pack

    seats = [Seat("human", "Ann"), Seat("human", "Bob"), Seat("human", "Cleo"),
             Seat("bot", "Dan")]
    table = ChannelTable(rtc_browser, server, "7wonders", seats, host_seats=(0,),
                         players=4, seed=3)
    table.join("b", "Bob", seat=1)
    table.join("c", "Cleo", seat=2)
    for _ in range(3):
        table.step()
    cleo = table.guests["c"]
    forged = pack("move", seat=1, seq=cleo.seq + 1, text=cleo.view["legal"][0],
                  decision=cleo.decision)
    table.send("c", forged)                                 # another seat's move
    assert cleo.refusal[0] == R.NOT_YOUR_SEAT
    table.send("c", b"\xff not a message")
    assert cleo.refusal[0] == R.UNREADABLE
    bob = table.guests.pop("b")
    bob.move(bob.view["legal"][0])                          # sent as the page closed
    record = bob.record()
    table.guest_pages.pop("b").context.close()
    table.route(table.host.disconnect("b"))
    assert cleo.roster[1]["kind"] == "away"
    again = table.guests["b2"] = Guest.from_record(record)
    table.connect("b2")
    table.route(table.host.connect("b2"))
    table.send("b2", again.hello())
    for data in again.resend():
        table.send("b2", data)
    assert again.seat == 1 and again.view["viewer"] == 1 and not again.unacked
    assert cleo.roster[1]["kind"] == "guest"
    table.play_out()
    assert again.save is not None and audit(table) > 20


def test_a_move_out_of_turn_and_a_flood_are_refused_over_data_channels(rtc_browser, server):
    from wonders_ui.together import refusals as R

    from tests.web.together.test_refusals import unchanged

    table = ChannelTable(rtc_browser, server, "duel",
                         [Seat("human", "Ann"), Seat("human", "Bob")], seed=4)
    table.join("a", "Ann", seat=0)
    table.join("b", "Bob", seat=1)
    conn = "b" if table.session.current()[0] == 0 else "a"
    waiting = table.guests[conn]
    text = table.guests["a" if conn == "b" else "b"].view["legal"][0]
    before = unchanged(table)
    table.send(conn, waiting.move(text))                    # not this guest's turn
    assert waiting.refusal[0] == R.NOT_YOUR_TURN and unchanged(table) == before
    flood = b64(waiting.claim(waiting.seat))
    table.guest_pages[conn].evaluate(
        "([d, n]) => { for (let i = 0; i < n; i++) window.peers.host.send(window.unb64(d)); }",
        [flood, 200])                                       # 200 at once on the channel
    table.to_host += 200
    table.host_page.wait_for_function(f"() => window.received >= {table.to_host}")
    sent = len(table.sent)
    outs = []
    for came_from, raw in table.host_page.evaluate(TAKE):
        outs += table.host.receive(came_from, base64.b64decode(raw), table.now)
    table.route(outs)
    refused = [s for s in table.sent[sent:] if b"refused" in s.data]
    assert len(refused) == 1 and waiting.refusal[0] == R.TOO_MANY
    assert unchanged(table) == before
    table.now += 60                                         # heard again, the game goes on
    table.play_out()
    assert audit(table) > 10
