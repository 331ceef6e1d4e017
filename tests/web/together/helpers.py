"""A hosted table in memory: a ``Host`` and its ``Guest`` objects, every message
delivered at once and recorded with the host's state at the moment it was sent (for
the privacy audit)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from itertools import count
from typing import Any

from wonders_ui.session import Seat, Session, shown
from wonders_ui.together.guest import Guest
from wonders_ui.together.host import Host, Out
from wonders_ui.together.wire import read_from_host

from engine import new_game


@dataclass
class Sent:
    """One message to a guest: its connection, the seat that connection held when it
    was sent (None: no seat), the bytes and the host's view of that seat then."""

    conn: str
    seat: int | None
    data: bytes
    own_view: dict[str, Any] | None
    terminal: bool
    watching: bool = False  # sent to a table screen (its public view: ``view(None)``)


class Table:
    """A host with guests joined by connection name, playing with seeded random moves."""

    def __init__(self, game: str, seats: list[Seat], host_seats: tuple[int, ...] = (),
                 seed: int = 1, **config: Any):
        state = new_game(game, seed=seed, **config)
        self.session = Session(state, seats, "g", "Our game")
        codes = count(1)
        self.host = Host(self.session, host_seats, "Ann",
                         make_token=lambda: f"code-{next(codes)}")
        self.guests: dict[str, Guest] = {}
        self.sent: list[Sent] = []
        self.now = 0.0
        self.rng = random.Random(seed)

    # ---- delivery
    def route(self, outs: list[Out]) -> None:
        state = self.session.state
        for conn, data in outs:
            link = self.host.links.get(conn)
            seat = link.seat if link else None
            watching = bool(link and link.watching)
            self.sent.append(Sent(conn, seat, data,
                                  state.view(None) if watching else
                                  None if seat is None else state.view(seat),
                                  state.is_terminal(), watching))
            if conn in self.guests:
                self.guests[conn].receive(data)

    def send(self, conn: str, data: Any) -> None:
        self.now += 1.0
        self.route(self.host.receive(conn, data, self.now))

    def join(self, conn: str, name: str, seat: int | None = None) -> Guest:
        guest = self.guests[conn] = Guest(name)
        self.route(self.host.connect(conn))
        self.send(conn, guest.hello())
        if seat is not None:
            self.send(conn, guest.claim(seat))
        return guest

    def watch(self, conn: str, name: str = "TV") -> Guest:
        """A device joins as the table screen."""
        guest = self.join(conn, name)
        self.send(conn, guest.watch())
        return guest

    def guest_of(self, seat: int) -> tuple[str, Guest] | None:
        for conn, link in self.host.links.items():
            if link.seat == seat and conn in self.guests:
                return conn, self.guests[conn]
        return None

    # ---- play
    def step(self) -> None:
        """Everyone due to move moves once: bots, the host's seats, the guests (each
        from its own view's legal moves)."""
        host = self.host
        for seat in host.bots_to_move():
            self.route(host.bot_move(seat, self.rng.choice(self.session.legal_texts(seat))))
        for seat in host.choosing():
            if self.session.seats[seat].is_bot:
                continue
            if seat in host.host_seats:
                legal = self.session.legal_texts(seat)
                self.route(host.local_move(seat, self.rng.choice(legal)))
                continue
            found = self.guest_of(seat)
            assert found is not None, f"seat {seat} has no guest"
            conn, guest = found
            assert guest.view is not None and guest.view["legal"]
            self.send(conn, guest.move(self.rng.choice(guest.view["legal"])))

    def play_out(self, limit: int = 3000) -> None:
        for _ in range(limit):
            if self.session.state.is_terminal():
                return
            self.step()
        raise AssertionError("the game did not end")


#: what a view holds that only its own seat may see (empty in a table screen's view)
PRIVATE = ("hand", "pick", "seen_hands", "seen_before", "legal", "moves")


def audit(table: Table) -> int:
    """Every message to a guest holds only what its seat may see: a view is that seat's
    own view, no card, wonder or token name shows anywhere else in it, and the whole
    game comes only once it is over. A table screen gets the public view only (the
    spectator's: no hand, no pick, no legal move), never a seed, and never the whole
    game. The number of views checked."""
    game = table.session.state.game
    checked = 0
    for sent in table.sent:
        msg = read_from_host(sent.data)
        rest = {k: v for k, v in msg.items() if k not in ("view", "save")}
        assert not shown(game, rest), (msg["t"], shown(game, rest))
        assert "seed" not in keys_in(msg)
        if sent.watching:
            assert msg["t"] in ("table", "refused"), msg["t"]
        if msg["t"] == "table":
            assert sent.watching and sent.seat is None and msg["view"]["viewer"] is None
            assert msg["view"] == read_from_host(_packed_view(sent.own_view))["view"]
            assert shown(game, msg["view"]) == shown(game, sent.own_view)
            assert not any(msg["view"].get(k) for k in PRIVATE)
            checked += 1
        elif msg["t"] == "view":
            assert msg["seat"] == sent.seat is not None
            assert msg["view"]["viewer"] == sent.seat
            assert msg["view"] == read_from_host(_packed_view(sent.own_view))["view"]
            assert shown(game, msg["view"]) == shown(game, sent.own_view)
            checked += 1
        elif msg["t"] == "end":
            assert sent.terminal
        else:
            assert "view" not in msg and "save" not in msg
    return checked


def keys_in(obj: Any) -> set[str]:
    """Every key of every object inside ``obj``."""
    if isinstance(obj, dict):
        return set(obj) | {k for v in obj.values() for k in keys_in(v)}
    if isinstance(obj, list):
        return {k for v in obj for k in keys_in(v)}
    return set()


def _packed_view(view: dict[str, Any] | None) -> bytes:
    from wonders_ui.together.wire import pack

    return pack("view", view=view)


def names_in(game: str, view: dict[str, Any]) -> Counter[str]:
    return shown(game, view)
