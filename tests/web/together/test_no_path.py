"""No path between the devices (issue 57, "Across networks"): when the host has taken a
guest's answer and its connection finds no path to the guest's device (``nopath``,
from ``web/together.js`` within 8 s of Connect, or as its ICE checks fail), or a
guest's connection fails before it ever opened, the page says so in one line and offers
play by message, and Settings while no STUN server is on."""

from __future__ import annotations

from wonders_ui import commands
from wonders_ui.together.codes import make_code
from wonders_ui.vdom import text_of

from tests.web.test_app_logic import make_app
from tests.web.test_classic_table import by_id
from tests.web.together.test_codes import chrome
from tests.web.together.test_connecting import answered, invited, jobs
from tests.web.together.test_leave import host_a_game


def notice(page) -> str:
    found = by_id(page.tree, "tg-nopath")
    return text_of(found) if found else ""


def test_no_path_to_the_guest_is_one_line_with_play_by_message_and_settings():
    app, page, _ = make_app()
    host_a_game(app, page)
    conn = answered(app, page)
    assert not notice(page)
    app.dispatch(commands.peer("nopath", conn))
    said = notice(page)
    assert "No path to the other device was found" in said
    assert by_id(page.tree, "tg-by-message") and by_id(page.tree, "tg-nopath-settings")
    assert by_id(page.tree, "tg-invite")  # inviting again is one tap away
    app.dispatch(commands.peer("closed", conn))  # its ICE failing later says nothing more
    assert not by_id(page.tree, "tg-line") and notice(page) == said
    app.on_action("tg-invite")  # a new invitation: the notice goes
    assert not notice(page)


def test_with_a_stun_server_on_the_line_says_so_and_settings_is_not_offered():
    app, page, _ = make_app()
    app.on_action("setting", "stun-preset:google")
    host_a_game(app, page)
    conn = answered(app, page)
    assert jobs(page, "offer")[0]["stun"] == "stun:stun.l.google.com:19302"
    app.dispatch(commands.peer("nopath", conn))
    assert "even with the STUN server" in notice(page)
    assert by_id(page.tree, "tg-by-message") and not by_id(page.tree, "tg-nopath-settings")


def test_a_stun_server_turned_on_after_no_path_is_used_by_the_next_invitation():
    app, page, _ = make_app()
    host_a_game(app, page)
    app.dispatch(commands.peer("nopath", answered(app, page)))
    app.on_action("settings")  # the notice's Settings button
    app.on_action("setting", "stun-preset:google")
    app.on_action("settings")
    app.on_action("tg-invite")
    assert jobs(page, "offer")[-1]["stun"] == "stun:stun.l.google.com:19302"


def test_no_path_of_a_connection_that_opened_or_is_not_awaited_changes_nothing():
    app, page, _ = make_app()
    host_a_game(app, page)
    conn = answered(app, page)
    app.dispatch(commands.peer("nopath", "guest-99"))
    assert not notice(page)
    app.dispatch(commands.peer("open", conn))
    app.dispatch(commands.peer("nopath", conn))
    assert not notice(page) and app.together.line == ""


def guest_answered(host, host_page):
    """A guest's page has answered the host's invitation: that page."""
    invited(host, host_page)
    guest, page, _ = make_app()
    guest.on_action("tg-join")
    page.form_values = {"tg-offer": host.together.invite["link"]}
    guest.on_action("tg-offer")
    [answer] = jobs(page, "answer")
    guest.dispatch(commands.rtc_done("answer", answer["tag"], result=chrome("answer", "active")))
    [qr] = jobs(page, "qr")
    guest.dispatch(commands.rtc_done("qr", qr["tag"], result="data:image/png;base64,A"))
    return guest, page


def test_a_guest_whose_connection_fails_before_it_opens_is_told_and_keeps_its_answer():
    host, host_page, _ = make_app()
    host_a_game(host, host_page)
    guest, page = guest_answered(host, host_page)
    answer = guest.together.answer["code"]
    guest.dispatch(commands.peer("closed", "host"))  # its ICE checks failed
    assert "No path to the other device" in notice(page)
    assert "connection to the host is lost" not in text_of(page.tree)
    assert guest.together.answer["code"] == answer and answer in text_of(page.tree)
    guest.dispatch(commands.peer("open", "host"))  # the host's checks came after all
    assert not notice(page)


def test_a_guest_that_was_connected_is_told_the_host_is_lost_not_no_path():
    host, host_page, _ = make_app()
    host_a_game(host, host_page)
    guest, page = guest_answered(host, host_page)
    guest.dispatch(commands.peer("open", "host"))
    guest.dispatch(commands.peer("closed", "host"))
    assert "connection to the host is lost" in text_of(page.tree) and not notice(page)
    page.form_values = {"tg-offer": make_code("offer", chrome("offer"))}
    guest.on_action("tg-offer")  # a new invitation answered: no path is new again
    guest.dispatch(commands.peer("nopath", "host"))
    assert notice(page)


def test_play_by_message_takes_the_notice_away_and_points_to_the_links():
    app, page, _ = make_app()
    host_a_game(app, page)
    app.dispatch(commands.peer("nopath", answered(app, page)))
    app.on_action("tg-by-message")
    line = text_of(by_id(page.tree, "tg-line"))
    assert "invite each person below" in line and "\n" not in line
    assert not notice(page) and by_id(page.tree, "tg-post")  # the by-message panel


def test_a_new_invitation_answered_takes_the_old_answer_away_until_the_new_one_is_made():
    """The answer to an earlier invitation (one that found no path) would connect
    nothing: it goes as soon as the guest answers another."""
    host, host_page, _ = make_app()
    host_a_game(host, host_page)
    guest, page = guest_answered(host, host_page)
    guest.dispatch(commands.peer("nopath", "host"))
    old = guest.together.answer["code"]
    page.form_values = {"tg-offer": make_code("offer", chrome("offer"))}
    guest.on_action("tg-offer")
    assert guest.together.answer == {} and old not in text_of(page.tree)
    assert not by_id(page.tree, "tg-answer-code")


def test_a_path_found_after_all_takes_the_notice_away_and_another_guest_s_does_not():
    app, page, _ = make_app()
    host_a_game(app, page)
    conn = answered(app, page)
    app.dispatch(commands.peer("nopath", conn))
    app.dispatch(commands.peer("open", "guest-99"))  # another device's channel
    assert notice(page)
    app.dispatch(commands.peer("open", conn))  # its checks succeeded after 8 s
    assert not notice(page)
