"""Connecting a guest: the channel's events reach the page in either order, and an
answer whose connection never opens is said in one line on the host's page, so the
host knows to invite again instead of waiting."""

from __future__ import annotations

from wonders_ui import commands
from wonders_ui.session import Seat
from wonders_ui.together.codes import make_code
from wonders_ui.together.guest import Guest
from wonders_ui.together.wire import read_from_guest, read_from_host
from wonders_ui.vdom import text_of

from tests.web.test_app_logic import make_app
from tests.web.together.helpers import Table
from tests.web.together.test_codes import chrome
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


def jobs(page, op: str) -> list[dict]:
    """The jobs of kind ``op`` asked of the page's channels (the effect ``rtc``)."""
    return [job for job in page.rtc_jobs if job["op"] == op]


def sent(page) -> list[tuple[str, bytes]]:
    """Every message the page was asked to send on a channel, as bytes."""
    return [(job["conn"], commands.unb64(job["data"])) for job in jobs(page, "send")]


def invited(app, page) -> str:
    """The host makes an invitation: the page's offer, then its link's QR code, each
    a job whose end comes back as a command with its data. The invitation's
    connection."""
    app.on_action("tg-invite")
    [offer] = jobs(page, "offer")
    assert "Making the invitation" in text_of(page.tree)
    app.dispatch(commands.rtc_done("offer", offer["tag"], result=chrome("offer")))
    [qr] = jobs(page, "qr")
    assert qr["text"].startswith("https://wonders.test/#join=")
    app.dispatch(commands.rtc_done("qr", qr["tag"], result="data:image/png;base64,QR"))
    invite = app.together.invite
    assert invite["conn"] == offer["conn"] and invite["link"] == qr["text"]
    assert invite["qr"] == "data:image/png;base64,QR" and qr["text"].endswith(invite["code"])
    return offer["conn"]


def answered(app, page) -> str:
    """The host has read a guest's answer to its open invitation: that connection."""
    conn = invited(app, page)
    page.form_values = {"tg-answer": make_code("answer", chrome("answer", "active"))}
    app.on_action("tg-answer")
    [accept] = jobs(page, "accept")
    assert accept["conn"] == conn and "a=setup:active" in accept["sdp"]
    app.dispatch(commands.rtc_done("accept", accept["tag"], result=""))
    assert app.together.connecting == conn and not app.together.invite
    return conn


def test_an_answer_whose_connection_never_opens_is_said_on_the_host_s_page():
    app, page, _ = make_app()
    host_a_game(app, page)
    conn = answered(app, page)
    app.dispatch(commands.peer("closed", conn))
    assert "could not be reached" in app.together.line
    assert "could not be reached" in text_of(page.tree)


def test_a_guest_that_connected_and_left_later_is_no_failed_connection():
    app, page, _ = make_app()
    host_a_game(app, page)
    conn = answered(app, page)
    app.dispatch(commands.peer("open", conn))
    app.dispatch(commands.peer("closed", conn))
    assert app.together.line == ""


def test_the_host_speaks_first_and_the_guest_says_hello_in_answer():
    """The first message the answering side sends the moment its channel opens can be
    lost (Chromium under load: the host never got the guest's hello, and the guest
    waited for the seats forever), so the guest's device waits for the host's lobby."""
    host, host_page, _ = make_app()
    host_a_game(host, host_page)
    conn = answered(host, host_page)
    guest, guest_page, _ = make_app()
    guest.on_action("tg-join")
    guest.dispatch(commands.peer("open", "host"))
    assert sent(guest_page) == []  # nothing yet: the host speaks first
    host.dispatch(commands.peer("open", conn))
    [(to, lobby)] = sent(host_page)
    assert to == conn and read_from_host(lobby)["t"] == "lobby"
    guest.dispatch(commands.peer("message", "host", lobby))
    [(to, hello)] = sent(guest_page)
    assert to == "host" and read_from_guest(hello)["t"] == "hello"
    host.dispatch(commands.peer("message", conn, hello))
    for _, data in sent(host_page)[1:]:
        guest.dispatch(commands.peer("message", "host", data))
    assert len(sent(guest_page)) == 1  # one hello a channel
    assert "tg-claim-1" in str(guest.together.build())  # the free seats, to take one


def test_a_guest_answers_a_pasted_invitation_with_a_code_and_its_qr_code():
    host, host_page, _ = make_app()
    host_a_game(host, host_page)
    invited(host, host_page)
    guest, page, _ = make_app()
    guest.on_action("tg-join")
    page.form_values = {"tg-offer": host.together.invite["link"]}
    guest.on_action("tg-offer")
    [answer] = jobs(page, "answer")
    assert "a=setup:actpass" in answer["sdp"]  # the host's offer, read from its code
    guest.dispatch(commands.rtc_done("answer", answer["tag"],
                                     result=chrome("answer", "active")))
    [qr] = jobs(page, "qr")
    guest.dispatch(commands.rtc_done("qr", qr["tag"], result="data:image/png;base64,A"))
    assert guest.together.answer == {"code": qr["text"], "qr": "data:image/png;base64,A"}
    assert qr["text"] in text_of(page.tree)
    host_page.form_values = {"tg-answer": qr["text"]}
    host.on_action("tg-answer")
    assert jobs(host_page, "accept")[0]["sdp"].count("a=setup:active") == 1


def test_an_invitation_the_browser_cannot_make_is_one_line_and_can_be_made_again():
    app, page, _ = make_app()
    host_a_game(app, page)
    app.on_action("tg-invite")
    [offer] = jobs(page, "offer")
    app.dispatch(commands.rtc_done("offer", offer["tag"], error="RTCPeerConnection is gone"))
    assert app.together.invite == {}
    assert "Could not connect: RTCPeerConnection is gone" in text_of(page.tree)
    assert "tg-invite" in str(page.tree)  # "Invite a device" again


def test_a_job_that_ends_after_the_host_left_changes_nothing():
    app, page, _ = make_app()
    host_a_game(app, page)
    app.on_action("tg-invite")
    [offer] = jobs(page, "offer")
    app.on_action("home")
    before = page.tree
    app.dispatch(commands.rtc_done("offer", offer["tag"], result=chrome("offer")))
    assert jobs(page, "qr") == [] and page.tree == before


def test_a_code_that_is_not_one_is_said_and_the_invitation_stays_open():
    app, page, _ = make_app()
    host_a_game(app, page)
    conn = invited(app, page)
    page.form_values = {"tg-answer": "not a code"}
    app.on_action("tg-answer")
    assert jobs(page, "accept") == [] and app.together.invite["conn"] == conn
    assert "This is not a game code" in text_of(page.tree)


def test_a_picture_or_a_camera_without_a_code_says_so_in_one_line():
    app, page, _ = make_app()
    host_a_game(app, page)
    invited(app, page)
    page.import_bytes = b"\x89PNG..."
    app.on_action("tg-picture", '{"name": "shot.png", "size": 7}')
    [picture] = jobs(page, "picture")
    assert commands.unb64(picture["data"]) == b"\x89PNG..."
    app.dispatch(commands.rtc_done("picture", picture["tag"], result=None))
    assert "No QR code was found in this picture." in text_of(page.tree)
    app.on_action("tg-camera")
    [scan] = jobs(page, "scan")
    app.dispatch(commands.rtc_done("scan", scan["tag"], error="denied"))
    assert "The camera was refused" in app.together.line
    app.on_action("tg-camera")
    app.dispatch(commands.rtc_done("scan", jobs(page, "scan")[1]["tag"], error="cancelled"))
    assert app.together.line == ""
    answer = make_code("answer", chrome("answer", "active"))
    app.on_action("tg-camera")
    app.dispatch(commands.rtc_done("scan", jobs(page, "scan")[2]["tag"], result=answer))
    assert len(jobs(page, "accept")) == 1  # a code the camera saw is read as pasted
