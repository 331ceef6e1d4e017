"""A table played by message in memory: the host and its guests by message, every link
carried as text between them, sealed by a stand-in for WebCrypto's AES-GCM.

The stand-in (``seal``/``unseal``) has AES-GCM's shape (a 12-byte IV, the ciphertext,
a 16-byte tag over the header and the ciphertext, a changed byte refused) from
``hashlib`` and ``hmac``, so the letters' numbering, changes and refusals are tested in
CPython; the page's real AES-GCM and ECDH are WebCrypto's, tested in Chromium
(``test_post_browser.py``)."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import random
from dataclasses import dataclass
from typing import Any

from wonders_ui.session import Seat, Session
from wonders_ui.together import post
from wonders_ui.together.guest import Guest
from wonders_ui.together.host import Host
from wonders_ui.together.postbox import GuestPost, HostPost
from wonders_ui.together.refusals import Refused

from engine import new_game


class Unopened(Exception):
    """The stand-in's refusal: the tag does not match (a changed byte, another key)."""


def _stream(key: bytes, iv: bytes, n: int) -> bytes:
    out = b""
    block = 0
    while len(out) < n:
        out += hashlib.sha256(key + iv + block.to_bytes(4, "big")).digest()
        block += 1
    return out[:n]


def seal(key: str, aad: bytes, data: bytes) -> bytes:
    raw = post.unb64(key)
    iv = os.urandom(post.IV_BYTES)
    ct = bytes(a ^ b for a, b in zip(data, _stream(raw, iv, len(data))))
    mac = hmac.new(raw, aad + iv + ct, hashlib.sha256).digest()[:post.MAC_BYTES]
    return iv + ct + mac


def unseal(key: str, aad: bytes, sealed: bytes) -> bytes:
    raw = post.unb64(key)
    iv, ct = sealed[:post.IV_BYTES], sealed[post.IV_BYTES:-post.MAC_BYTES]
    mac = hmac.new(raw, aad + iv + ct, hashlib.sha256).digest()[:post.MAC_BYTES]
    if not hmac.compare_digest(mac, sealed[-post.MAC_BYTES:]):
        raise Unopened
    return bytes(a ^ b for a, b in zip(ct, _stream(raw, iv, len(ct))))


@dataclass
class Carried:
    """One link carried: who to ("host" or a seat), its text, and (to a guest) the
    host's view of that seat then, for the privacy audit."""

    to: str
    text: str
    own_view: dict[str, Any] | None = None


class PostTable:
    """A host (seats ``host_seats`` on its own device) and guests by message."""

    PAGE = "https://wonders.example/index.html"

    def __init__(self, game: str, seats: list[Seat], host_seats: tuple[int, ...] = (0,),
                 seed: int = 1, **config: Any):
        state = new_game(game, seed=seed, **config)
        self.session = Session(state, seats, "g", "Our game")
        self.host = Host(self.session, host_seats, "Ann")
        self.office = HostPost(self.host)
        self.guests: dict[int, tuple[Guest, GuestPost]] = {}
        self.agreed: dict[int, str] = {}
        self.links: list[Carried] = []
        self.now = 0.0
        self.rng = random.Random(seed)

    # ---- the host's side
    def host_open(self, text: str) -> None:
        env = post.read(text)
        key = self.office.check(env)
        sealed = env.body
        if env.kind == post.JOIN:  # the page agrees the key (ECDH): here it was drawn
            key, sealed = self.agreed[env.seat], env.public_and_sealed()[1]
        try:
            data = unseal(key, env.header, sealed)
        except Unopened:
            raise Refused(post.FORGED) from None
        self.now += 1
        self.office.opened(env, key, data, self.now)

    def post_letters(self) -> list[Carried]:
        """The host's letters due, sealed and carried (not yet opened)."""
        out = []
        for seat in self.office.due():
            env, data = self.office.letter(seat)
            key = self.office.seats[seat].key
            full = post.Envelope(env.kind, env.tag, seat, env.number,
                                 seal(key, env.header, data))
            carried = Carried(str(seat), full.link(self.PAGE), self.session.state.view(seat))
            self.links.append(carried)
            out.append(carried)
        return out

    # ---- a guest's side
    def guest_open(self, seat: int, text: str) -> None:
        guest, box = self.guests[seat]
        env = post.read(text)
        box.check(env)
        try:
            data = unseal(box.key, env.header, env.body)
        except Unopened:
            raise Refused(post.FORGED) from None
        for msg in box.opened_letter(env, data):
            guest.receive(msg)

    def guest_send(self, seat: int, msgs: list[bytes]) -> str:
        guest, box = self.guests[seat]
        env, data = box.letter(msgs)
        text = post.Envelope(env.kind, env.tag, seat, env.number,
                             seal(box.key, env.header, data)).link(self.PAGE)
        self.links.append(Carried("host", text))
        return text

    def invite(self, seat: int, name: str, guest: Guest | None = None) -> str:
        """The host invites ``seat``; the guest's answer with its name (not opened);
        ``guest``: the one answering (a new one by default)."""
        invite = self.office.invite(seat, "private", b"\x04" * post.PUBLIC_BYTES)
        env = post.read(invite.link(self.PAGE))
        public, about = post.invited(env)
        assert about == {"title": "Our game", "host": "Ann"} and len(public) == 65
        key = self.agreed[seat] = post.b64(os.urandom(16))
        guest = guest or Guest(name)
        box = GuestPost(env.tag, seat, key)
        self.guests[seat] = (guest, box)
        head, data = box.letter([guest.hello(), guest.claim(seat)], post.JOIN)
        sealed = seal(key, head.header, data)
        text = post.Envelope(post.JOIN, env.tag, seat, head.number,
                             b"\x04" * post.PUBLIC_BYTES + sealed).link(self.PAGE)
        self.links.append(Carried("host", text))
        return text

    def join(self, seat: int, name: str, guest: Guest | None = None) -> None:
        """``invite``, then the host opens the answer and its first letter is opened."""
        self.host_open(self.invite(seat, name, guest))
        self.deliver()

    def deliver(self) -> None:
        """Every letter due carried to its guest and opened there."""
        for carried in self.post_letters():
            self.guest_open(int(carried.to), carried.text)

    # ---- play
    def move_of(self, seat: int) -> str:
        """A guest's move, sealed in a link (not opened yet)."""
        guest, _ = self.guests[seat]
        assert guest.view is not None and guest.view["legal"]
        return self.guest_send(seat, [guest.move(self.rng.choice(guest.view["legal"]))])

    def step(self) -> None:
        host = self.host
        for seat in host.bots_to_move():
            self.office.take(host.bot_move(seat, self.rng.choice(self.session.legal_texts(seat))))
        for seat in host.choosing():
            if self.session.seats[seat].is_bot:
                continue
            if seat in host.host_seats:
                self.office.take(host.local_move(seat, self.rng.choice(
                    self.session.legal_texts(seat))))
                continue
            self.host_open(self.move_of(seat))
        self.deliver()

    def play_out(self, limit: int = 3000) -> None:
        self.deliver()
        for _ in range(limit):
            if self.session.state.is_terminal():
                self.deliver()
                return
            self.step()
        raise AssertionError("the game did not end")


def letter_of(text: str, key: str, base: dict[str, Any] | None) -> dict[str, Any]:
    """A host's letter opened with ``key``, deflated against the view ``base``."""
    env = post.read(text)
    data = unseal(key, env.header, env.body)
    return post.unpack_letter(data[4:], post.dictionary(base))


def as_json(data: bytes) -> Any:
    return json.loads(bytes(data).decode())
