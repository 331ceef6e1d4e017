"""A guest: one person's device at a hosted table.

It holds only what the host sent it: its own view (never another player's hand), the
seats, its rejoin code, the refusal to show and, once the game is over, the whole game.
Its moves are numbered (``seq``) and kept until the host's view says it applied them
(``acked``): after a dropped connection or a reload the guest sends them again
(``resend``) and the host applies each at most once. ``record``/``from_record`` keep a
guest's state in the page's storage ("hosted by Ann" in the saved games).

A device may be the table screen instead (``watch``): it holds the public view only
(``watching``) and keeps nothing in its storage.
"""

from __future__ import annotations

import json
import time
from typing import Any

from .refusals import BAD_CODE, UNREADABLE, Refused
from .wire import pack, read_from_host

#: how long a guest's move is waited for before another tap may answer its decision
ANSWER_S = 5.0


class Guest:
    """One guest's side of a hosted table (see the module docstring)."""

    def __init__(self, name: str = "", token: str | None = None, seat: int | None = None,
                 seq: int = 0):
        self.name = name
        self.token = token
        self.seat = seat
        self.seq = seq  # the number of the guest's last move
        self.unacked: dict[int, bytes] = {}
        self.view: dict[str, Any] | None = None
        self.decision: list[int] = []
        #: the decision the guest's last move answered (None: an undo came after it),
        #: and when it was sent (``clock``'s seconds)
        self.answered: list[int] | None = None
        self.answered_at = 0.0
        self.held: str | None = None
        self.roster: list[dict[str, Any]] = []
        self.table: dict[str, Any] = {}  # game, title, host
        self.refusal: tuple[str, dict[str, Any]] | None = None
        self.left: str | None = None  # why the host let this device go
        self.save: bytes | None = None  # the whole game, once over
        #: the host took this connection's rejoin code (a seat or view came since the
        #: ``hello``): a later "bad code" refusal answers some other message, not it
        self.confirmed = False
        self.watching = False  # the table screen: the public view, no seat
        #: the roster's times left were counted at this moment (``clock``'s seconds)
        self.got_at = 0.0

    # ---- what the guest sends
    def hello(self) -> bytes:
        """The first message on a new connection (with the rejoin code, if any)."""
        self.confirmed = False
        return pack("hello", token=self.token, name=self.name)

    def claim(self, seat: int) -> bytes:
        """Ask for a seat."""
        return pack("claim", seat=seat)

    def watch(self) -> bytes:
        """Be the table screen: no seat, every city, no hand."""
        return pack("watch")

    def move(self, text: str) -> bytes:
        """A move of the guest's seat, answering its current view's decision."""
        if self.seat is None:
            raise Refused(UNREADABLE, error="no seat")
        self.seq += 1
        data = pack("move", seat=self.seat, seq=self.seq, text=text,
                    decision=list(self.decision))
        self.unacked[self.seq] = data
        self.answered, self.answered_at = list(self.decision), time.monotonic()
        return data

    def answering(self, now: float | None = None) -> bool:
        """Whether a move answering the guest's current decision is on its way (sent
        less than ``ANSWER_S`` ago, not confirmed yet): another one now would answer a
        decision the host has already taken, and be refused as stale. (A move the host
        dropped, a flood's, is not waited for longer than that.)"""
        now = time.monotonic() if now is None else now
        return (bool(self.unacked) and self.answered == self.decision
                and now - self.answered_at < ANSWER_S)

    def undo(self) -> bytes:
        """Take back the pick the host holds until everyone has chosen."""
        if self.seat is None:
            raise Refused(UNREADABLE, error="no seat")
        self.seq += 1
        data = pack("undo", seat=self.seat, seq=self.seq)
        self.unacked[self.seq] = data
        self.answered = None
        return data

    def resend(self) -> list[bytes]:
        """The moves the host has not confirmed yet, in order (after a rejoin)."""
        return [self.unacked[n] for n in sorted(self.unacked)]

    # ---- what the guest receives
    def receive(self, data: Any, now: float | None = None) -> str:
        """Take a host's message in (at ``now``, the clock's seconds); its type
        (``refused`` for a damaged one)."""
        try:
            msg = read_from_host(data)
        except Refused as refused:
            self.refusal = (refused.key, refused.args_)
            return "refused"
        kind = msg["t"]
        getattr(self, "_on_" + kind)(msg)
        if kind in ("lobby", "view", "table"):  # a roster: its times left count from now
            self.got_at = time.monotonic() if now is None else now
        return kind

    def _on_lobby(self, msg: dict[str, Any]) -> None:
        self.table = {k: msg.get(k) for k in ("game", "title", "host")}
        self.roster = list(msg.get("roster") or [])

    def _on_seated(self, msg: dict[str, Any]) -> None:
        self.seat, self.token, self.left = int(msg["seat"]), str(msg["token"]), None
        self.confirmed = True
        self.seq = max(self.seq, int(msg.get("acked") or 0))

    def _on_view(self, msg: dict[str, Any]) -> None:
        self.table = {k: msg.get(k) for k in ("game", "title", "host")}
        self.seat = int(msg["seat"])
        self.confirmed = True
        self.view = msg["view"]
        self.decision = list(msg.get("decision") or [])
        self.held = msg.get("held")
        self.roster = list(msg.get("roster") or [])
        acked = int(msg.get("acked") or 0)
        self.seq = max(self.seq, acked)
        for n in [n for n in self.unacked if n <= acked]:
            del self.unacked[n]

    def _on_table(self, msg: dict[str, Any]) -> None:
        self.table = {k: msg.get(k) for k in ("game", "title", "host")}
        self.watching, self.seat, self.held, self.confirmed = True, None, None, True
        self.view = msg["view"]
        self.decision = []
        self.roster = list(msg.get("roster") or [])

    def time_left(self, now: float) -> list[tuple[str, int]]:
        """Each choosing person's name and whole seconds left at ``now`` (the turn
        timer), counted from the roster the host sent at ``got_at``."""
        gone = max(0.0, now - self.got_at)
        return [(str(s.get("name") or ""), max(0, int(s["left"] - gone)))
                for s in self.roster if s.get("choosing") and isinstance(s.get("left"), int)]

    def _on_refused(self, msg: dict[str, Any]) -> None:
        self.refusal = (str(msg.get("key")), dict(msg.get("args") or {}))
        self.unacked.pop(msg.get("seq"), None)

    def code_refused(self) -> bool:
        """Whether the host refused this guest's own rejoin code: a "bad code" that
        answers its ``hello`` on this connection, not one the host took already."""
        return (not self.confirmed and self.refusal is not None
                and self.refusal[0] == BAD_CODE)

    def _on_left(self, msg: dict[str, Any]) -> None:
        self.left = str(msg.get("key"))
        self.view, self.seat, self.held = None, None, None
        self.unacked.clear()

    def _on_end(self, msg: dict[str, Any]) -> None:
        save = msg.get("save")
        self.save = bytes(save) if isinstance(save, (bytes, bytearray)) else None

    # ---- kept in the page's storage
    def record(self) -> dict[str, Any]:
        """What the guest's page keeps to rejoin after a reload: its code, seat, move
        number and unconfirmed moves, and the table's title and host (its own view
        only; the whole game once it is over)."""
        return {"name": self.name, "token": self.token, "seat": self.seat, "seq": self.seq,
                "unacked": [self.unacked[n] for n in sorted(self.unacked)],
                "table": dict(self.table), "save": self.save}

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Guest:
        """A guest again from its ``record`` (after the page reloaded)."""
        guest = cls(str(record.get("name") or ""), record.get("token"), record.get("seat"),
                    int(record.get("seq") or 0))
        for data in record.get("unacked") or []:
            guest.unacked[int(_seq_of(data))] = bytes(data)
        guest.table = dict(record.get("table") or {})
        guest.save = record.get("save")
        return guest


def _seq_of(data: bytes) -> int:
    return int(json.loads(bytes(data).decode())["seq"])
