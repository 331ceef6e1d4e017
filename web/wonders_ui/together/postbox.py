"""Play by message, each side's bookkeeping: the host's letters to each seat played by
message and the guests' letters back (``post`` says what a link is).

``HostPost`` sits beside the ``Host``: a seat played by message has the connection
``post-<seat>``, and the host's messages to it (what ``Host`` returns) are held here
until the next letter. A letter carries what changed in the guest's view since the
view the guest last confirmed (``acked``), so a guest may open only the newest link the
host sent; the host keeps just that base view and the newest. It opens a guest's letter
only when its number is newer than the last opened (``got``), and hands its messages to
``Host.receive``, which checks them as a live guest's.

A seat may switch within a game (issue 57): a seat played live whose guest is gone (or
who asks) is invited by message as an open seat is, and the guest who answers takes it
back with its rejoin code in its ``hello`` or, without one, on the host's say-so (the
invitation it made for that seat); from then on the seat's moves travel as letters. And
back: when a live connection takes the seat with its rejoin code, the host stops writing
letters for it (``settle``: the seat is forgotten here and listed in ``live``), and a
link of that seat's letters is refused with one line (``LIVE_NOW``).

``GuestPost`` is a guest's side: it opens only the host's letters to its seat, newer
than the last it opened, whose base view it holds, and turns them into the host's
messages for its ``Guest``; its own messages leave numbered, with the number of the
last letter it opened (its confirmation).

Neither seals nor opens: the page does, with WebCrypto, between ``letter`` and
``open_*`` (so the keys here are base64 text the page hands back and forth).
"""

from __future__ import annotations

import json
import secrets
import zlib
from dataclasses import dataclass, field
from typing import Any

from ..i18n import N_
from . import delta, post
from .host import Host, Out
from .post import Envelope, Refused

PREFIX = "post-"
LIVE_NOW = N_("This seat is played live now: its links by message are out of date")


def conn_of(seat: int) -> str:
    return f"{PREFIX}{seat}"


def plain(data: bytes) -> dict[str, Any]:
    """A host's wire message as plain JSON data (inflated when it was deflated)."""
    raw = bytes(data)
    if raw[:1] == b"\x00":
        raw = zlib.decompressobj(-15).decompress(raw[1:])
    return json.loads(raw.decode())


@dataclass
class PostSeat:
    """The host's side of one seat played by message."""

    key: str  # the seat's AES-GCM key, base64
    out: int = 0  # the number of the host's last letter to it
    got: int = 0  # the number of the guest's last letter opened
    acked: int = 0  # the host's last letter the guest confirmed opening
    views: dict[int, dict[str, Any]] = field(default_factory=dict)  # at ``acked``, ``out``
    latest: dict[str, Any] | None = None  # the newest view message, not yet in a letter
    others: list[dict[str, Any]] = field(default_factory=list)  # other messages waiting

    def record(self) -> dict[str, Any]:
        return {"key": self.key, "out": self.out, "got": self.got, "acked": self.acked,
                "views": {str(n): v for n, v in self.views.items()}}

    @classmethod
    def from_record(cls, rec: dict[str, Any]) -> PostSeat:
        return cls(str(rec["key"]), int(rec.get("out") or 0), int(rec.get("got") or 0),
                   int(rec.get("acked") or 0),
                   {int(n): dict(v) for n, v in dict(rec.get("views") or {}).items()})


class HostPost:
    """The host's letters (see the module docstring); ``kept``: its ``record``."""

    def __init__(self, host: Host, kept: dict[str, Any] | None = None):
        kept = kept or {}
        self.host = host
        tag = kept.get("tag")
        self.tag = post.unb64(tag) if tag else secrets.token_bytes(post.TAG_BYTES)
        self.invites: dict[int, str] = {int(s): str(p) for s, p in
                                        dict(kept.get("invites") or {}).items()}
        self.seats: dict[int, PostSeat] = {int(s): PostSeat.from_record(r) for s, r in
                                           dict(kept.get("seats") or {}).items()}
        #: the seats that played by message and are played live again
        self.live: set[int] = {int(s) for s in kept.get("live") or []}
        for seat in self.seats:  # a reloaded host: each seat by message is seated again
            conn = conn_of(seat)
            if host._link_of(seat) is None and seat in host.tokens:
                host.connect(conn)
                host.hand_over(conn, seat)
                host.links[conn].last = None  # its view goes in the next letter if new

    def record(self) -> dict[str, Any]:
        """What the host's save keeps (its keys: the save holds every hand already)."""
        return {"tag": post.b64(self.tag), "invites": {str(s): p for s, p in self.invites.items()},
                "seats": {str(s): p.record() for s, p in self.seats.items()},
                "live": sorted(self.live)}

    def settle(self) -> None:
        """Forget each seat by message that a live connection took (with its rejoin
        code): no more letters for it; its connection by message goes from the host."""
        for seat in list(self.seats):
            link = self.host._link_of(seat)
            if link is not None and link.conn != conn_of(seat):
                del self.seats[seat]
                self.live.add(seat)
                self.host.links.pop(conn_of(seat), None)

    # ---- inviting
    def invite(self, seat: int, private: str, public: bytes) -> Envelope:
        """An invitation to ``seat`` (its key pair made by the page): its link."""
        self.invites[seat] = private
        session = self.host.session
        return post.invitation(self.tag, seat, public, session.title, self.host.host_name)

    # ---- the host's messages to the seats played by message
    def take(self, outs: list[Out]) -> list[Out]:
        """The host's messages: those to seats played by message held for their next
        letter, the others (data channels) given back."""
        self.settle()
        rest: list[Out] = []
        for conn, data in outs:
            if not conn.startswith(PREFIX):
                rest.append((conn, data))
                continue
            seat = self.seats.get(int(conn[len(PREFIX):]))
            if seat is None:
                continue
            msg = plain(data)
            if msg.get("t") == "view":
                seat.latest = msg
            elif msg.get("t") != "lobby":  # a seat played by message is seated at once
                seat.others.append(msg)
        return rest

    def due(self) -> list[int]:
        """The seats with news for a letter: a message other than a view (a seat, a
        refusal, the end), or a view that changed in more than who is still choosing
        when the seat is to choose (or the game is over). A guest is not sent its own
        move back: it learns it was applied in the letter that asks its next one."""
        self.settle()
        session = self.host.session
        over = session.state.is_terminal()
        out = []
        for s, p in sorted(self.seats.items()):
            last = p.views.get(p.out)
            to_move = s in session.humans_to_move() and s not in session.pending
            if p.others or (p.latest is not None and (to_move or over)
                            and _news(last, p.latest)):
                out.append(s)
        return out

    def letter(self, seat: int) -> tuple[Envelope, bytes]:
        """The next letter to ``seat``: its envelope (no body yet: the page seals the
        letter's bytes under the seat's key, the header as additional data)."""
        p = self.seats[seat]
        view = p.latest if p.latest is not None else p.views.get(p.out)
        base = p.acked if p.acked in p.views else 0
        ends = [m for m in p.others if m.get("t") == "end"]
        if ends and (p.latest is not None or len(p.others) > 1):  # the save on its own
            p.others = [m for m in p.others if m.get("t") != "end"]
        else:
            ends = []
        letter: dict[str, Any] = {"n": p.out + 1, "base": base, "m": p.others}
        if view is not None:
            letter["view"] = delta.diff(p.views[base], view) if base else {"~v": view}
        zdict = post.dictionary(p.views[base] if base else None)
        p.out += 1
        if view is not None:
            p.views = {n: v for n, v in p.views.items() if n == p.acked}
            p.views[p.out] = view
        p.latest, p.others = None, ends
        return (Envelope(post.TO_GUEST, self.tag, seat, p.out, b""),
                base.to_bytes(4, "big") + post.pack_letter(letter, zdict))

    # ---- a guest's link, before and after the page opened it
    def check(self, env: Envelope) -> str:
        """Whether the host opens a guest's link (``Refused`` otherwise, nothing
        changed): the key to open it with (a ``JOIN``: the invitation's private key)."""
        if env.tag != self.tag:
            raise Refused(post.OTHER_GAME)
        if env.kind == post.JOIN:
            if env.seat not in self.invites:
                raise Refused(post.NOT_YOURS if env.seat not in self.seats else
                              post.OPENED, number=env.number)
            return self.invites[env.seat]
        if env.kind == post.TO_HOST and env.seat in self.live and env.seat not in self.seats:
            raise Refused(LIVE_NOW)
        if env.kind != post.TO_HOST or env.seat not in self.seats:
            raise Refused(post.NOT_YOURS)
        if env.number <= self.seats[env.seat].got:
            raise Refused(post.OPENED, number=env.number)
        return self.seats[env.seat].key

    def opened(self, env: Envelope, key: str, data: bytes, now: float) -> list[Out]:
        """A guest's letter the page opened with the seat's ``key``: its messages handed
        to the host as a live guest's, and what the host answers (data channels' only;
        the rest waits for the letters)."""
        self.check(env)
        letter = post.unpack_letter(data)
        msgs = letter.get("m")
        ack = letter.get("ack")
        if (letter.get("g") != env.number or not isinstance(msgs, list) or len(msgs) > 8
                or type(ack) is not int):
            raise Refused(post.NOT_A_LINK, error="damaged letter")
        conn = conn_of(env.seat)
        outs: list[Out] = []
        if env.kind == post.JOIN:
            del self.invites[env.seat]
            self.seats[env.seat] = PostSeat(key)
            self.live.discard(env.seat)
            self.host.links.pop(conn, None)  # a seat by message before: joined anew
            outs += self.host.connect(conn)
            if env.seat in self.host.tokens and not self.host.session.seats[env.seat].is_bot:
                # a seat played live before: the invitation for it is the host's say-so
                outs += self.host.hand_over(conn, env.seat)
        p = self.seats[env.seat]
        p.got = env.number
        if ack > p.acked and ack <= p.out:
            p.acked = ack
            p.views = {n: v for n, v in p.views.items() if n in (p.acked, p.out)}
        for msg in msgs:
            raw = json.dumps(msg, ensure_ascii=False, separators=(",", ":")).encode()
            outs += self.host.receive(conn, raw, now)
        return self.take(outs)

    def by_message(self, seat: int) -> bool:
        return seat in self.seats


def _news(last: dict[str, Any] | None, latest: dict[str, Any]) -> bool:
    if last is None:
        return True
    return {k: v for k, v in last.items() if k != "roster"} != \
        {k: v for k, v in latest.items() if k != "roster"}


class GuestPost:
    """A guest's side of play by message (see the module docstring)."""

    def __init__(self, tag: bytes, seat: int, key: str, opened: int = 0, sent: int = 0,
                 views: dict[int, dict[str, Any]] | None = None):
        self.tag, self.seat, self.key = tag, seat, key
        self.opened = opened  # the number of the host's last letter opened
        self.sent = sent  # the number of this guest's last letter
        self.views = dict(views or {})

    def record(self) -> dict[str, Any]:
        return {"tag": post.b64(self.tag), "seat": self.seat, "key": self.key,
                "opened": self.opened, "sent": self.sent,
                "views": {str(n): v for n, v in self.views.items()}}

    @classmethod
    def from_record(cls, rec: dict[str, Any]) -> GuestPost:
        return cls(post.unb64(rec["tag"]), int(rec["seat"]), str(rec["key"]),
                   int(rec.get("opened") or 0), int(rec.get("sent") or 0),
                   {int(n): dict(v) for n, v in dict(rec.get("views") or {}).items()})

    def letter(self, msgs: list[bytes], kind: int = post.TO_HOST) -> tuple[Envelope, bytes]:
        """The guest's next letter with its messages (``Guest``'s bytes)."""
        self.sent += 1
        letter = {"g": self.sent, "ack": self.opened,
                  "m": [json.loads(bytes(m).decode()) for m in msgs]}
        return Envelope(kind, self.tag, self.seat, self.sent, b""), post.pack_letter(letter)

    def check(self, env: Envelope) -> None:
        """Whether this guest opens a host's link (``Refused`` otherwise)."""
        if env.tag != self.tag:
            raise Refused(post.OTHER_GAME)
        if env.kind != post.TO_GUEST or env.seat != self.seat:
            raise Refused(post.NOT_YOURS)
        if env.number <= self.opened:
            raise Refused(post.OPENED, number=env.number)

    def opened_letter(self, env: Envelope, data: bytes) -> list[bytes]:
        """A host's letter the page opened: the host's messages in it, as wire bytes
        for ``Guest.receive`` (nothing changes here when it does not fit)."""
        self.check(env)
        base = int.from_bytes(data[:4], "big")
        if base and base not in self.views:
            raise Refused(post.EARLIER_FIRST, number=base)
        letter = post.unpack_letter(data[4:], post.dictionary(self.views.get(base)))
        msgs = letter.get("m")
        if letter.get("base") != base:
            raise Refused(post.NOT_A_LINK, error="damaged letter")
        if letter.get("n") != env.number or not isinstance(msgs, list):
            raise Refused(post.NOT_A_LINK, error="damaged letter")
        view = None
        if "view" in letter:
            try:
                view = delta.apply(self.views.get(base), letter["view"])
            except (delta.DeltaError, KeyError, TypeError):
                raise Refused(post.NOT_A_LINK, error="damaged letter") from None
        self.opened = env.number
        if view is not None:
            self.views = {n: v for n, v in self.views.items() if n >= base}
            self.views[env.number] = view
        out = [json.dumps(m, ensure_ascii=False).encode() for m in msgs if m.get("t") != "end"]
        if view is not None:
            out.append(json.dumps(view, ensure_ascii=False).encode())
        out += [json.dumps(m, ensure_ascii=False).encode() for m in msgs if m.get("t") == "end"]
        return out
