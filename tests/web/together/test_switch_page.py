"""Switching a seat between live and by message on the pages (issue 57): two apps on
fake pages, the host's and Bob's, the channels' messages carried between them and the
WebCrypto jobs (``keys``, ``seal``, ``open``) done by the stand-in cipher."""

from __future__ import annotations

import json

from wonders_ui import commands
from wonders_ui.together import post
from wonders_ui.together.codes import make_code
from wonders_ui.together.kept import GUEST_KEY
from wonders_ui.vdom import text_of

from tests.web.test_app_logic import make_app
from tests.web.together.post_helpers import seal, unseal
from tests.web.together.test_codes import chrome
from tests.web.together.test_leave import host_a_game

AGREED = post.b64(bytes(range(16)))  # the seat's key the stand-in's ECDH agrees
PUBLIC = post.b64(b"\x04" * post.PUBLIC_BYTES)


class Pages:
    """The host's page and Bob's: the jobs each asked, done in turn."""

    def __init__(self):
        self.host, self.host_page, self.store = make_app()
        host_a_game(self.host, self.host_page)
        self.bob, self.bob_page, self.bob_store = make_app()
        self.done: dict[int, int] = {}
        self.sent = {id(self.host_page): 0, id(self.bob_page): 0}  # sends carried

    def jobs(self, page, op: str | None = None) -> list[dict]:
        start = self.done.get(id(page), 0)
        self.done[id(page)] = len(page.rtc_jobs)
        return [j for j in page.rtc_jobs[start:] if op is None or j["op"] == op]

    def crypto(self, app, page) -> list[dict]:
        """The page's WebCrypto jobs done by the stand-in; the other jobs given back."""
        rest = []
        for job in self.jobs(page):
            op, spec = job["op"], json.loads(job.get("spec") or "{}")
            if op == "keys":
                result = {"priv": "private", "pub": PUBLIC}
            elif op == "seal":
                key = spec.get("key") or AGREED
                sealed = seal(key, post.unb64(spec["aad"]), post.unb64(spec["plain"]))
                result = {"sealed": post.b64(sealed), "key": key, "pub": PUBLIC}
            elif op == "open":
                key = spec.get("key") or AGREED
                plain = unseal(key, post.unb64(spec["aad"]), post.unb64(spec["sealed"]))
                result = {"key": key, "plain": post.b64(plain)}
            else:
                rest.append(job)
                continue
            app.dispatch(commands.rtc_done(op, job["tag"], result=json.dumps(result)))
            rest += self.crypto(app, page)
        return rest

    def carry(self, conn: str) -> None:
        """The messages on the channel ``conn`` carried both ways until none is left."""
        sent = self.sent
        moved = True
        while moved:
            moved = False
            for page, app, to in ((self.host_page, self.bob, "host"),
                                  (self.bob_page, self.host, conn)):
                sends = [j for j in page.rtc_jobs if j["op"] == "send"]
                for job in sends[sent[id(page)]:]:
                    if job["conn"] in (conn, "host"):
                        app.dispatch(commands.peer("message", to, commands.unb64(job["data"])))
                    moved = True
                sent[id(page)] = len(sends)

    def live(self, seat: str | None = None) -> str:
        """A live invitation (to ``seat``: its rejoin code in the link) answered by Bob
        and connected: its connection."""
        host, page = self.host, self.host_page
        host.on_action("tg-invite", seat)
        [offer] = self.jobs(page, "offer")
        host.dispatch(commands.rtc_done("offer", offer["tag"], result=chrome("offer")))
        [qr] = self.jobs(page, "qr")
        host.dispatch(commands.rtc_done("qr", qr["tag"], result="data:image/png;base64,QR"))
        self.bob.on_action("join-link", qr["text"].split("#join=", 1)[1])
        self.jobs(self.bob_page)
        page.form_values = {"tg-answer": make_code("answer", chrome("answer", "active"))}
        host.on_action("tg-answer")
        [accept] = self.jobs(page, "accept")
        host.dispatch(commands.rtc_done("accept", accept["tag"], result=""))
        conn = offer["conn"]
        self.bob.dispatch(commands.peer("open", "host"))
        host.dispatch(commands.peer("open", conn))
        self.carry(conn)
        return conn


def test_bob_plays_live_then_by_message_then_live_again_on_the_pages():
    p = Pages()
    host, bob = p.host, p.bob
    conn = p.live()
    bob.on_action("tg-claim", "1")
    p.carry(conn)
    tg_bob = bob.together
    code = tg_bob.me.token
    assert tg_bob.me.seat == 1 and code == host.together.host.tokens[1]
    # Bob's channel goes: "Invite Bob by message" for his seat, as for an open seat
    host.dispatch(commands.peer("closed", conn))
    assert host.together.host.seat_kind(1) == "away"
    assert "tg-post-invite-btn-1" in str(host.together.build())
    host.on_action("tg-post-invite", "1")
    p.crypto(host, p.host_page)
    invitation = host.together.mail.invites[1]
    # Bob opens it on his page, which kept his rejoin code: the answer carries it
    bob.on_action("post-link", invitation.split("#m=", 1)[1])
    p.bob_page.form_values = {"tg-post-name": "Bob"}
    bob.on_action("tg-post-join")
    p.crypto(bob, p.bob_page)
    assert tg_bob.me.token == code and tg_bob.mail.box is not None
    p.host_page.form_values = {"tg-post-in": tg_bob.mail.out["host"]}
    host.on_action("tg-post-open")
    p.crypto(host, p.host_page)
    office = host.together.mail.office
    assert office.by_message(1) and host.together.host.tokens[1] == code
    bob.on_action("post-link", host.together.mail.out["1"])
    p.crypto(bob, p.bob_page)
    assert tg_bob.me.seat == 1 and tg_bob.me.view is not None and tg_bob.line == ""
    assert "post" in json.loads(p.bob_store.backend.get(GUEST_KEY))  # Bob's kept record
    # Bob picks by message; the link is made but not sent: he goes live instead
    bob.on_action("move", tg_bob.me.view["legal"][0])
    p.crypto(bob, p.bob_page)
    stale = tg_bob.mail.out["host"]
    assert "tg-invite-1" in str(host.together.build())  # under "Play by message"
    conn = p.live("1")
    assert tg_bob.mail.box is None and tg_bob.me.seat == 1
    assert not office.by_message(1) and office.live == {1}
    assert host.together.host.seat_kind(1) == "guest"
    assert 1 in host.together.host.session.pending  # his pick, sent again on the channel
    assert json.loads(p.bob_store.backend.get(GUEST_KEY))["post"] is None
    # the stale link: one line on the host's page, nothing changed in its save
    before = (host.together.host.save_meta(), office.record())
    p.jobs(p.host_page)  # the jobs asked so far
    p.host_page.form_values = {"tg-post-in": stale}
    host.on_action("tg-post-open")
    line = host.together.line
    assert line == "This seat is played live now: its links by message are out of date"
    assert line in text_of(p.host_page.tree) and p.jobs(p.host_page) == []
    assert (host.together.host.save_meta(), office.record()) == before
