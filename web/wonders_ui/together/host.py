"""The host: the one device that runs the game for everyone at the table.

It holds the ``Session`` (the state, the seats, the held picks) and a link per guest
connection. Every method returns what to send, as ``(connection, bytes)`` pairs, and
sends nothing itself: the page posts them on the data channels, the tests deliver them
in memory. After every change each seated guest gets its own view
(``state.view(seat)``, nothing else of the table), and a guest without a seat the
lobby (the table and who sits where).

A guest's move is checked before anything happens (``receive``): its connection may
send (``flood.Bucket``), it is a message (``wire.read_from_guest``), the guest has a
seat and moves for it, the move answers the decision its view showed
(``Session.decision``: the table did not move on meanwhile), it is the guest's turn and
the move is legal. Any failure answers a one-line refusal (``refusals``) and changes
nothing. While people are still choosing, a guest's pick is held (``Session.choose``)
and the guest may change it or take it back (``undo``), as at one device. Moves are
numbered by the guest (``seq``); the host remembers the last number it applied per
seat (``acked``, kept in the save), so a move sent again after a dropped connection or
a reload is never applied twice.

Each claimed seat has a rejoin code (``tokens``, kept in the save): a guest whose page
slept or reloaded, or a new connection after the host's own reload, says it in its
``hello`` and gets its seat and its current view back. The host may hand a seat to a
bot (its guest is told and gets nothing more) and hand it back (the guest rejoins with
its code). Bots are not run here: ``bots_to_move`` says which bot seats are to move and
``bot_move`` applies their answers, as the page's bot workers give them.

A connection may be the table screen instead of a seat (``watch``, issue 57): a TV or a
laptop that shows every city while the phones hold the hands. It is sent the public view
only (``state.view(None)``: the spectator's, which holds no hand, no pick, no deck and
no seed) with the seats, never a seat's view and never the whole game at the end.

With a turn timer (``timer`` seconds, the host's choice when setting up), each person
seat's clock starts when a new decision comes to it; the seats whose time ran out
(``out_of_time``) are played by a bot (``timed_move``, the page asks the bot workers).
The roster says each choosing person's time left.
"""

from __future__ import annotations

import math
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from engine.errors import WondersError

from ..session import Seat, Session
from . import refusals as R
from .flood import Bucket
from .refusals import Refused
from .wire import pack, read_from_guest

Out = tuple[str, bytes]


@dataclass
class Link:
    """One guest connection: its person's name, its seat and what it was sent last."""

    conn: str
    name: str = ""
    seat: int | None = None
    bucket: Bucket = field(default_factory=Bucket)
    last: bytes | None = None
    ended: bool = False
    watching: bool = False  # the table screen: no seat, the public view only


class Host:
    """The table's host (see the module docstring). ``host_seats``: the seats played on
    the host's own device; ``together``: what an earlier page kept in the save
    (``save_meta``), to carry on after a reload."""

    def __init__(self, session: Session, host_seats: Iterable[int] = (), host_name: str = "",
                 together: dict[str, Any] | None = None,
                 make_token: Callable[[], str] | None = None, timer: int = 0,
                 clock: Callable[[], float] | None = None):
        self.session = session
        self.host_name = host_name
        self.host_seats = set(host_seats)
        self.links: dict[str, Link] = {}
        #: the connection of the host's own person when it plays as a guest in memory
        #: (``play.Together``): its seat shows as the host's and is never handed to a bot
        self.local = ""
        self._make_token = make_token or (lambda: secrets.token_urlsafe(9))
        kept = together or {}
        self.tokens: dict[int, str] = {int(k): str(v) for k, v in kept.get("tokens", {}).items()}
        self.acked: dict[int, int] = {int(k): int(v) for k, v in kept.get("acked", {}).items()}
        self.handed: set[int] = {int(s) for s in kept.get("handed", [])}
        self.host_seats |= {int(s) for s in kept.get("host_seats", [])}
        #: seconds a person has for a decision (0: no timer); each seat's clock: the
        #: decision it counts for and when it started (``clock``'s seconds)
        self.timer = max(0, int(kept.get("timer", timer) or 0))
        self.clock = clock or time.monotonic
        self.clocks: dict[int, tuple[tuple, float]] = {}
        for key, text in kept.get("held", {}).items():  # picks held when it was saved
            seat = int(key)
            if seat in session.humans_to_move() and str(text) in session.legal_texts(seat):
                session.pending[seat] = str(text)

    # ---- what the save keeps
    def save_meta(self) -> dict[str, Any]:
        """The host's part of the save's meta: rejoin codes, the last move applied per
        seat, the seats handed to bots, the host's seats and the picks held until
        everyone has chosen (a guest's pick the host confirmed is not in the engine's
        log yet: lost with the page, it would never be applied). String keys: JSON and
        msgpack alike."""
        return {"tokens": {str(s): tok for s, tok in sorted(self.tokens.items())},
                "acked": {str(s): n for s, n in sorted(self.acked.items())},
                "handed": sorted(self.handed), "host_seats": sorted(self.host_seats),
                "held": {str(s): text for s, text in sorted(self.session.pending.items())},
                "timer": self.timer}

    def rejoin_codes(self) -> dict[int, str]:
        """Each claimed seat's rejoin code, for the host to show after a reload."""
        return dict(sorted(self.tokens.items()))

    # ---- who sits where
    def _link_of(self, seat: int) -> Link | None:
        return next((k for k in self.links.values() if k.seat == seat), None)

    def seat_kind(self, seat: int) -> str:
        """``bot``, ``host`` (played on the host's device), ``guest`` (a connected
        guest), ``away`` (claimed, its guest gone) or ``open``."""
        if self.session.seats[seat].is_bot:
            return "bot"
        link = self._link_of(seat)
        if seat in self.host_seats or (link is not None and link.conn == self.local):
            return "host"
        if link is not None:
            return "guest"
        return "away" if seat in self.tokens else "open"

    def choosing(self) -> list[int]:
        """The seats still to choose now (a held pick counts as chosen)."""
        return [p for p in self.session.current() if p not in self.session.pending]

    def roster(self) -> list[dict[str, Any]]:
        """Each seat as every guest sees it: its name, who plays it, whether that
        person or bot is still to choose."""
        choosing = set(self.choosing())
        out = []
        for i, seat in enumerate(self.session.seats):
            link = self._link_of(i)
            row = {"seat": i, "name": seat.name, "kind": self.seat_kind(i),
                   "person": link.name if link else "", "choosing": i in choosing,
                   "handed": i in self.handed}
            left = self.time_left(i)
            if left is not None:
                row["left"] = math.ceil(left)
            out.append(row)
        return out

    # ---- the turn timer
    def run_clocks(self) -> None:
        """Start the clock of each person seat that came to a new decision; stop the
        others'."""
        if not self.timer:
            return
        s = self.session
        now = self.clock()
        running = {}
        for seat in self.choosing():
            if s.seats[seat].is_bot:
                continue
            key = s.decision(seat)
            old = self.clocks.get(seat)
            running[seat] = old if old is not None and old[0] == key else (key, now)
        self.clocks = running

    def time_left(self, seat: int) -> float | None:
        """Seconds ``seat`` has left for its decision (None: no clock runs for it)."""
        self.run_clocks()
        clock = self.clocks.get(seat)
        if clock is None:
            return None
        return max(0.0, self.timer - (self.clock() - clock[1]))

    def out_of_time(self) -> list[int]:
        """The person seats whose time ran out: a bot plays their decision."""
        self.run_clocks()
        now = self.clock()
        return [seat for seat, (_, start) in sorted(self.clocks.items())
                if now - start >= self.timer]

    def timed_move(self, seat: int, text: str) -> list[Out]:
        """The bot's move for a person seat whose time ran out (dropped when the seat
        chose meanwhile or its decision moved on); its guest sees it as its own move,
        made for it."""
        if seat not in self.out_of_time():
            return []
        try:
            self._check(seat, text)
        except Refused:
            return []
        self._choose(seat, text)
        self.session.flush()
        return self.broadcast()

    def watchers(self) -> int:
        """How many table screens are connected (the host's own device not counted)."""
        return sum(link.watching and link.conn != self.local for link in self.links.values())

    # ---- connections
    def connect(self, conn: str) -> list[Out]:
        """A new data channel is open: the host speaks first, with the lobby, and the
        guest's device says ``hello`` in answer. (A message sent by the answering side the
        moment its channel opens can be lost before the offering side's channel is open:
        seen in Chromium under load, the host never got the guest's ``hello``. Sent in
        answer to the host, it finds both ends open.) A ``hello`` that came first anyway
        was answered already: its link is kept and nothing more is sent."""
        if conn in self.links:
            return []
        link = self.links[conn] = Link(conn)
        link.last = self.lobby_message()
        return [(conn, link.last)]

    def disconnect(self, conn: str) -> list[Out]:
        """A data channel closed: its seat waits for its guest to rejoin."""
        if self.links.pop(conn, None) is None:
            return []
        return self.broadcast()

    def receive(self, conn: str, data: Any, now: float) -> list[Out]:
        """A guest's message at time ``now`` (seconds): what to send in answer."""
        link = self.links.get(conn)
        if link is None:
            link = self.links[conn] = Link(conn)
        if not link.bucket.take(now):
            return [self._refusal(conn, Refused(R.TOO_MANY))] if link.bucket.warn() else []
        seq = None
        try:
            msg = read_from_guest(data)
            seq = msg.get("seq")
            handler = {"hello": self._hello, "claim": self._claim, "move": self._move,
                       "undo": self._undo, "watch": self._watch}
            return handler[msg["t"]](link, msg)
        except Refused as refused:
            return [self._refusal(conn, refused, seq)]

    def _refusal(self, conn: str, refused: Refused, seq: int | None = None) -> Out:
        return conn, pack("refused", key=refused.key, args=refused.args_, seq=seq)

    def _hello(self, link: Link, msg: dict[str, Any]) -> list[Out]:
        """A connection says who it is: its person's name and, to rejoin, its seat's
        code. A refused ``hello`` changes nothing (the name is taken only once the code
        is checked), so a made-up code cannot rename a seat on anyone's page."""
        name = " ".join(str(msg.get("name") or "").split())[:40]
        token = msg.get("token")
        if not token:
            self._name(link, name)
            link.last = None
            return self.broadcast()
        seat = next((s for s, tok in self.tokens.items()
                     if secrets.compare_digest(tok.encode(), token.encode())), None)
        if seat is None:
            raise Refused(R.BAD_CODE)
        if self.session.seats[seat].is_bot:
            raise Refused(R.SEAT_OF_BOT)
        self._name(link, name)
        return self._seat(link, seat)

    @staticmethod
    def _name(link: Link, name: str) -> None:
        if not link.name:  # a connection's person is named once (no roster churn)
            link.name = name

    def _watch(self, link: Link, _msg: dict[str, Any]) -> list[Out]:
        """The connection becomes a table screen: no seat, the public view only (a
        seated guest keeps its seat: it gives it up by leaving)."""
        if link.seat is not None:
            raise Refused(R.NOT_YOUR_SEAT)
        link.watching, link.last = True, None
        return self.broadcast()

    def _claim(self, link: Link, msg: dict[str, Any]) -> list[Out]:
        seat = msg["seat"]
        if not 0 <= seat < len(self.session.seats):
            raise Refused(R.NO_SUCH_SEAT, seat=seat + 1)
        if link.seat == seat:
            return self._seat(link, seat)
        if link.seat is not None:
            raise Refused(R.NOT_YOUR_SEAT)
        kind = self.seat_kind(seat)
        if kind == "bot":
            raise Refused(R.SEAT_OF_BOT)
        if kind != "open":
            raise Refused(R.SEAT_TAKEN)
        self.tokens[seat] = self._make_token()
        self.acked.setdefault(seat, 0)
        return self._seat(link, seat)

    def _seat(self, link: Link, seat: int) -> list[Out]:
        """Bind ``link`` to ``seat`` (a connection that held it before is told and let
        go), tell it its seat and rejoin code, then everyone the news."""
        out: list[Out] = []
        old = self._link_of(seat)
        if old is not None and old is not link:
            old.seat, old.last = None, None
            out.append((old.conn, pack("left", key=R.REPLACED)))
        link.seat, link.last, link.ended, link.watching = seat, None, False, False
        out.append((link.conn, pack("seated", seat=seat, token=self.tokens[seat],
                                    acked=self.acked.get(seat, 0))))
        return out + self.broadcast()

    def hand_over(self, conn: str, seat: int) -> list[Out]:
        """The host's say-so: the connection ``conn`` takes the claimed ``seat`` (its
        guest switched to play by message: ``postbox.HostPost``); a connection that
        held it is told and let go."""
        link = self.links.get(conn)
        if link is None or seat not in self.tokens:
            raise Refused(R.NO_SUCH_SEAT, seat=seat + 1)
        return self._seat(link, seat)

    # ---- moves
    def _move(self, link: Link, msg: dict[str, Any]) -> list[Out]:
        if link.seat is None:
            raise Refused(R.NOT_SEATED)
        if msg["seat"] != link.seat:
            raise Refused(R.NOT_YOUR_SEAT)
        seat, seq = link.seat, msg["seq"]
        if seq <= self.acked.get(seat, 0):  # sent again: applied already, say so again
            link.last = None
            return self.broadcast()
        if list(msg["decision"]) != list(self.session.decision(seat)):
            raise Refused(R.STALE)
        self._check(seat, msg["text"])
        self._choose(seat, msg["text"])
        self.acked[seat] = seq
        self.session.flush()
        return self.broadcast()

    def _undo(self, link: Link, msg: dict[str, Any]) -> list[Out]:
        """Take back the guest's pick held until everyone has chosen (numbered like a
        move, so that one sent again takes back nothing more)."""
        if link.seat is None:
            raise Refused(R.NOT_SEATED)
        if msg["seat"] != link.seat:
            raise Refused(R.NOT_YOUR_SEAT)
        seat, seq = link.seat, msg["seq"]
        if seq <= self.acked.get(seat, 0):
            link.last = None
            return self.broadcast()
        if not self.session.undo(seat):
            raise Refused(R.NOTHING_HELD)
        self.acked[seat] = seq
        return self.broadcast()

    def _check(self, seat: int, text: str) -> None:
        if self.session.state.is_terminal():
            raise Refused(R.GAME_OVER)
        if seat not in self.session.current() or self.session.seats[seat].is_bot:
            raise Refused(R.NOT_YOUR_TURN)
        if text not in self.session.legal_texts(seat):
            raise Refused(R.NOT_LEGAL, move=text[:60])

    def _choose(self, seat: int, text: str) -> None:
        """The session takes the move (checked already; a refusal of the engine still
        changes nothing and reads as an illegal move)."""
        try:
            self.session.choose(seat, text)
        except WondersError:
            raise Refused(R.NOT_LEGAL, move=text[:60]) from None

    def local_move(self, seat: int, text: str) -> list[Out]:
        """A move of a seat played on the host's device (``Refused`` as a guest's)."""
        if seat not in self.host_seats:
            raise Refused(R.NOT_YOUR_SEAT)
        self._check(seat, text)
        self._choose(seat, text)
        self.session.flush()
        return self.broadcast()

    def bots_to_move(self) -> list[int]:
        """The bot seats to ask for a move now."""
        return self.session.bots_to_move()

    def bot_move(self, seat: int, text: str) -> list[Out]:
        """A bot's answer (dropped when it no longer fits, as the session drops it)."""
        self.session.bot_move(seat, text)
        self.session.flush()
        return self.broadcast()

    # ---- seats handed to bots and back
    def hand_to_bot(self, seat: int, level: str = "random") -> list[Out]:
        """A bot plays ``seat`` from now on (its guest dropped out): the guest is told
        and sent nothing more; a pick it held is dropped for the bot's."""
        if self.seat_kind(seat) == "host":
            raise Refused(R.NOT_YOUR_SEAT)
        if self.session.seats[seat].is_bot:
            raise Refused(R.SEAT_OF_BOT)
        name = self.session.seats[seat].name
        self.session.seats[seat] = Seat("bot", name, level)
        self.session.pending.pop(seat, None)
        self.handed.add(seat)
        out: list[Out] = []
        link = self._link_of(seat)
        if link is not None:
            link.seat, link.last = None, None
            out.append((link.conn, pack("left", key=R.HANDED_TO_BOT)))
        self.session.flush()
        return out + self.broadcast()

    def hand_back(self, seat: int) -> list[Out]:
        """``seat``, handed to a bot, is a person's again: its guest rejoins with its
        code (or, never claimed, anyone may claim it)."""
        if seat not in self.handed:
            raise Refused(R.SEAT_TAKEN)
        name = self.session.seats[seat].name
        self.session.seats[seat] = Seat("human", name)
        self.handed.discard(seat)
        return self.broadcast()

    # ---- what each guest is sent
    def broadcast(self) -> list[Out]:
        """Each connection's news since it was last sent something: its own view when
        seated, the lobby when not; the whole game once it is over."""
        out: list[Out] = []
        lobby = None
        for link in self.links.values():
            if link.watching:
                data = self.table_message()
            elif link.seat is None:
                lobby = lobby or self.lobby_message()
                data = lobby
            else:
                data = self.view_message(link.seat)
            if data != link.last:
                link.last = data
                out.append((link.conn, data))
            if link.seat is not None and self.session.state.is_terminal() and not link.ended:
                link.ended = True
                out.append((link.conn, self.end_message()))
        return out

    def lobby_message(self) -> bytes:
        """The table as a guest without a seat sees it: the game, the host, the seats."""
        state = self.session.state
        return pack("lobby", game=state.game, title=self.session.title, host=self.host_name,
                    roster=self.roster())

    def table_message(self) -> bytes:
        """What a table screen sees: the public view (every city, the age, the discard
        pile's size, the conflicts, the scores at the end; no hand, pick, deck or seed)
        and the seats."""
        session = self.session
        return pack("table", game=session.state.game, title=session.title,
                    host=self.host_name, view=session.state.view(None),
                    roster=self.roster())

    def view_message(self, seat: int) -> bytes:
        """What the guest of ``seat`` sees: its own view (and nothing of another's),
        the decision it answers, its pick held until everyone has chosen, the last move
        of its applied, and the seats."""
        session = self.session
        return pack("view", seat=seat, game=session.state.game, title=session.title,
                    host=self.host_name, view=session.state.view(seat),
                    decision=list(session.decision(seat)), held=session.pending.get(seat),
                    acked=self.acked.get(seat, 0), roster=self.roster())

    def end_message(self) -> bytes:
        """The whole game (a save, its moves and every hand), once it is over."""
        session = self.session
        meta = session.meta(session.state.view(0))
        meta["hosted_by"] = self.host_name
        return pack("end", save=session.save_blob(meta))
