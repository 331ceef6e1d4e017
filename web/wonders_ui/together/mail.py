"""Play by message in the page: the host's invitations and letters, a guest's answer
and moves, each as a link to send through a chat app, and the links pasted or opened
(``post`` says what a link is, ``postbox`` each side's numbering).

The page seals and opens letters with WebCrypto, as jobs on the channels (the effect
``rtc``, ops ``keys``, ``seal``, ``open``): a job's end comes back to ``done`` with its
JSON result. A link refused (not a link, another game's, another seat's, opened
already, forged) says why in one line and changes nothing: it is checked before the
job and again when it ends. ``Together`` holds one ``Mail`` and asks it at its steps.
"""

from __future__ import annotations

import json
import time
from typing import Any

from ..commands import Command, Effect, copy, rtc
from ..i18n import t
from ..state import Screen, State
from . import post
from .guest import Guest
from .post import Envelope
from .postbox import GuestPost, HostPost
from .refusals import Refused, said


class Mail:
    """One page's play by message (see the module docstring)."""

    def __init__(self, together: Any):  # ``play.Together`` (no import: no circle)
        self.tg = together
        self.office: HostPost | None = None  # the host's
        self.box: GuestPost | None = None  # a guest's
        self.out: dict[str, str] = {}  # the newest link to send: by seat, or "host"
        self.invites: dict[int, str] = {}  # the host's invitation links, by seat
        self.about: dict[str, Any] = {}  # a guest's invitation opened, not yet answered
        self.waiting = ""  # a guest's move sent by link, until the host's next letter

    # ---- the host
    def hosting(self, saved: dict[str, Any] | None) -> None:
        """The host's letters from the save's ``post`` (a new game: none)."""
        assert self.tg.host is not None
        self.office = HostPost(self.tg.host, (saved or {}).get("post"))
        self.out, self.invites = {}, {}

    def record(self) -> dict[str, Any]:
        return self.office.record() if self.office is not None else {}

    def act_tg_by_message(self, _st: State, _tap: Command) -> list:
        """Play by message, offered when no path to the other device was found: the
        notice goes, and the line says where the by-message panel is (the host's
        invitations by link; a guest's box for the invitation it is sent)."""
        self.tg.nopath = ""
        if self.tg.role == "host":
            self.tg.line = t("Play by message: invite each person below and send them "
                             "the link in any chat app.")
        else:
            self.tg.line = t("Play by message: ask the host for an invitation link and "
                             "open it, or paste it below.")
        return []

    def invite(self, seat: int) -> list[Effect]:
        """An invitation by message to ``seat``: a key pair first (``done``)."""
        return [rtc("keys", {"for": "invite", "seat": seat})]

    def letters(self) -> list[Effect]:
        """The host's letters due, each sealed under its seat's key (``done``)."""
        if self.office is None:
            return []
        out = []
        for seat in self.office.due():
            env, data = self.office.letter(seat)
            spec = {"key": self.office.seats[seat].key, "aad": post.b64(env.header),
                    "plain": post.b64(data)}
            out.append(rtc("seal", {"for": "letter", "seat": seat, "number": env.number},
                           spec=json.dumps(spec)))
        return out

    # ---- a link pasted or opened
    def open_link(self, text: str) -> list[Effect]:
        """A link (or its code): checked, then opened by the page (``done``); an
        invitation, on a guest's page, asks for the person's name first."""
        env = post.read(text)
        tg = self.tg
        if tg.role == "host" and self.office is not None:
            key = self.office.check(env)
            if env.kind == post.JOIN:
                public, sealed = env.public_and_sealed()
                spec = {"priv": key, "peer": post.b64(public), "aad": post.b64(env.header),
                        "sealed": post.b64(sealed)}
            else:
                spec = {"key": key, "aad": post.b64(env.header), "sealed": post.b64(env.body)}
            return [rtc("open", {"for": "host", "link": env.text()}, spec=json.dumps(spec))]
        if env.kind == post.INVITE:
            public, about = post.invited(env)
            self.about = {"link": env.text(), "seat": env.seat, **about}
            return []
        if self.box is None:
            raise Refused(post.NOT_YOURS)
        self.box.check(env)
        spec = {"key": self.box.key, "aad": post.b64(env.header), "sealed": post.b64(env.body)}
        return [rtc("open", {"for": "guest", "link": env.text()}, spec=json.dumps(spec))]

    # ---- a guest
    def join(self, name: str) -> list[Effect]:
        """Answer the invitation opened (``about``) as ``name``: a key pair and the
        seat's key agreed with the host's, the answer sealed under it (``done``)."""
        env = post.read(self.about["link"])
        public, about = post.invited(env)
        tg = self.tg
        name = " ".join(name.split())[:40] or t("Guest")
        was = tg.me
        if (was is not None and was.token and was.seat == env.seat
                and was.table.get("title") == about["title"]):
            # this device played the seat live: its rejoin code takes it back, its
            # move number goes on
            tg.me = Guest(name, token=was.token, seat=env.seat, seq=was.seq)
        else:
            tg.me = Guest(name)
        box = GuestPost(env.tag, env.seat, "")
        head, data = box.letter([tg.me.hello(), tg.me.claim(env.seat)], post.JOIN)
        spec = {"peer": post.b64(public), "aad": post.b64(head.header), "plain": post.b64(data)}
        self.box = box
        self.about = {}
        return [rtc("seal", {"for": "join", "number": head.number}, spec=json.dumps(spec))]

    def to_host(self, msgs: list[bytes]) -> list[Effect]:
        """A guest's messages in its next letter to the host (sealed: ``done``)."""
        assert self.box is not None
        head, data = self.box.letter(msgs)
        spec = {"key": self.box.key, "aad": post.b64(head.header), "plain": post.b64(data)}
        return [rtc("seal", {"for": "guest", "number": head.number}, spec=json.dumps(spec))]

    def gone_live(self) -> None:
        """A guest's page that played by message hears the host on a channel: its seat
        is played live from now on, its moves go on the channel (its kept record then
        drops the letters' bookkeeping)."""
        self.box, self.waiting = None, ""
        self.out.pop("host", None)

    def guest_record(self) -> dict[str, Any] | None:
        return self.box.record() if self.box is not None else None

    def restore(self, record: dict[str, Any] | None) -> None:
        """A guest's page again after a reload (``kept``): its letters' bookkeeping."""
        try:
            self.box = GuestPost.from_record(record["post"]) if record and record.get(
                "post") else None
        except (KeyError, TypeError, ValueError):
            self.box = None

    # ---- the taps (``Together.act`` finds them here)

    def act_tg_post_invite(self, _st: State, tap: Command) -> list[Effect]:
        """The host invites a seat by message (an invitation's link to send)."""
        return self.invite(int(tap["arg"]))


    def act_tg_post_open(self, st: State, tap: Command) -> list[Effect]:
        """A link received, pasted."""
        return self.act_post_link(st, {"arg": (tap.get("form") or {}).get("tg-post-in")})


    def act_post_link(self, st: State, tap: Command) -> list[Effect]:
        """A link of play by message opened on this device (or pasted): the host opens
        a guest's, a guest the host's (a new guest: its invitation)."""
        tg = self.tg
        if tg.role != "host":
            if tg.role != "guest" or tg.me is None:
                tg.role, tg.me, tg.kept = "guest", tg.remembered(), False
            st.screen = Screen.TOGETHER
        return self.open_link(str(tap.get("arg") or ""))


    def act_tg_post_join(self, _st: State, tap: Command) -> list[Effect]:
        """A guest answers an invitation by message with its name."""
        return self.join(str((tap.get("form") or {}).get("tg-post-name") or ""))


    def act_tg_post_copy(self, _st: State, tap: Command) -> list[Effect]:
        return self.copy_link(str(tap["arg"]))

    # ---- the page's jobs ended
    def done(self, op: str, tag: dict[str, Any], result: str | None,
             error: str | None) -> list[Effect]:
        """A job of play by message ended: a link to send made, or a link opened."""
        tg = self.tg
        if error is not None:
            tg.line = said(Refused(post.FORGED)) if op == "open" else t(
                "Could not connect: {reason}", reason=error[:120])
            return []
        got = json.loads(str(result))
        what = tag.get("for")
        if op == "keys" and self.office is not None:
            seat = int(tag["seat"])
            env = self.office.invite(seat, str(got["priv"]), post.unb64(got["pub"]))
            self.invites[seat] = env.link(tg.url)
            return tg.after_change()
        if op == "seal" and what == "letter" and self.office is not None:
            seat = int(tag["seat"])
            env = Envelope(post.TO_GUEST, self.office.tag, seat, int(tag["number"]),
                           post.unb64(got["sealed"]))
            self.out[str(seat)] = env.link(tg.url)
            return []
        if op == "seal" and what in ("join", "guest") and self.box is not None:
            box = self.box
            kind = post.JOIN if what == "join" else post.TO_HOST
            body = post.unb64(got["sealed"])
            if what == "join":
                box.key = str(got["key"])
                body = post.unb64(got["pub"]) + body
            env = Envelope(kind, box.tag, box.seat, int(tag["number"]), body)
            self.out["host"] = env.link(tg.url)
            tg.remember(tg.me.record() if tg.me is not None else None)
            return []
        if op == "open" and what == "host" and self.office is not None:
            env = post.read(str(tag["link"]))
            outs = self.office.opened(env, str(got["key"]), post.unb64(got["plain"]),
                                      time.monotonic())
            return tg.deliver(outs) + tg.after_change()
        if op == "open" and what == "guest" and self.box is not None and tg.me is not None:
            env = post.read(str(tag["link"]))
            out: list[Effect] = []
            for msg in self.box.opened_letter(env, post.unb64(got["plain"])):
                out += tg.take(tg.me.receive(msg))
            self.waiting = ""
            tg.remember(tg.me.record())
            return out
        return []

    def copy_link(self, which: str) -> list[Effect]:
        """A link shown (``i<seat>``: an invitation), on the clipboard when allowed."""
        if which[:1] == "i" and which[1:].isdigit():
            text = self.invites.get(int(which[1:]), "")
        else:
            text = self.out.get(which, "")
        return [copy(text)] if text else []
