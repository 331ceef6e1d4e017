"""Play by message: a hosted game's messages as links sent through any chat app.

The host's device holds the game, as when playing live (``host.Host``); a seat played
by message has a connection of its own (``post-<seat>``) whose messages are not sent
on a data channel but gathered into *letters*, each one link. A link is
``<page>#m=<envelope in base64url>``; its envelope is::

    b"W" | version (1) | kind (1) | game tag (6) | seat (1) | number (4, big-endian) | body

The header (the 14 bytes before the body) says which game, seat and link it is, so a
page can refuse a link of another game, of a seat it does not hold, or one it opened
already before opening anything. Kinds:

* ``INVITE``: the host's invitation to a seat; body: the host's public key for that seat
  (ECDH P-256, 65 bytes raw) and the table's title and host name (JSON);
* ``JOIN``: the guest's answer; body: its public key (65 bytes), then a sealed letter;
* ``TO_GUEST`` and ``TO_HOST``: a sealed letter.

Sealed means AES-GCM (a 12-byte random IV, then the ciphertext and its 16-byte tag)
under the seat's key, the header as additional data: only that guest and the host can
read a letter, a changed byte (header or body) is refused, and the key is the seat's
secret, so a letter from the guest is the guest's. The key is agreed at the seat's join
(ECDH of the invitation's and the answer's keys, then HKDF-SHA256 to 16 bytes): a group
chat sees both public keys and learns nothing. Sealing and opening are the browser's
WebCrypto (``web/together.js``); here only the letters' bytes are made and read, so the
tests drive them with a stand-in cipher.

A letter is deflated JSON. To a guest: the number ``b`` of its base view (4 bytes),
then ``{"n": number, "base": b, "view": change, "m": [other messages]}`` deflated
against that base view (``dictionary``), where ``change`` is what changed in the
guest's view message (``delta``) since view ``b``, the last the guest confirmed having
(0: the whole view), and ``m`` the host's other messages (``seated``, ``refused``,
``left``, ``end``). To the host: ``{"g": number, "ack": n, "m": [the guest's
messages]}`` (``hello``, ``claim``, ``move``, ``undo``, as on a data channel: the
host checks them as it checks a live guest's). Numbers run from 1 per seat and
direction: a link whose number is not newer than the last one opened (a replay, a
stale link) is refused with one line and changes nothing, as is a letter that does not
open (a forgery, another seat's key).
"""

from __future__ import annotations

import base64
import json
import struct
import zlib
from dataclasses import dataclass
from typing import Any

from ..i18n import N_
from . import delta
from .refusals import Refused

MAGIC = b"W"
VERSION = 1
INVITE, JOIN, TO_GUEST, TO_HOST = 1, 2, 3, 4
KINDS = frozenset({INVITE, JOIN, TO_GUEST, TO_HOST})
TAG_BYTES = 6
HEADER = struct.Struct(">cBB6sBI")  # magic, version, kind, game tag, seat, number
PUBLIC_BYTES = 65  # an uncompressed P-256 point
IV_BYTES, MAC_BYTES = 12, 16
LINK_MARK = "#m="
#: the longest link text read (a chat app carries about 2 kB whole; a letter with the
#: finished game's save is longer)
MAX_LINK = 64 * 1024
MAX_LETTER = 1 << 21  # inflated

NOT_A_LINK = N_("This is not a link of play by message: {error}")
OTHER_GAME = N_("This link belongs to another game")
NOT_YOURS = N_("This link is for another seat or device")
OPENED = N_("Link {number} was opened already: open the newest one")
EARLIER_FIRST = N_("Open link {number} first")
FORGED = N_("This link does not open with this seat's key: it was changed, or is not "
            "from this game")
KEYS = frozenset({NOT_A_LINK, OTHER_GAME, NOT_YOURS, OPENED, EARLIER_FIRST, FORGED})


@dataclass(frozen=True)
class Envelope:
    """A link's parts: ``kind``, ``tag`` (the game's), ``seat``, ``number``, ``body``;
    ``header`` is what sealing authenticates."""

    kind: int
    tag: bytes
    seat: int
    number: int
    body: bytes

    @property
    def header(self) -> bytes:
        return HEADER.pack(MAGIC, VERSION, self.kind, self.tag, self.seat, self.number)

    def to_bytes(self) -> bytes:
        return self.header + self.body

    def text(self) -> str:
        """The envelope as base64url (no padding): a link's code."""
        return base64.urlsafe_b64encode(self.to_bytes()).rstrip(b"=").decode()

    def link(self, page: str) -> str:
        """The link: this page's address (without its fragment) and the code."""
        return page.split("#", 1)[0] + LINK_MARK + self.text()

    def public_and_sealed(self) -> tuple[bytes, bytes]:
        """A ``JOIN``'s guest public key and its sealed letter."""
        return self.body[:PUBLIC_BYTES], self.body[PUBLIC_BYTES:]


def read(text: str) -> Envelope:
    """A link or its code (pasted, maybe with spaces or a chat app's line breaks) as
    its envelope; ``Refused(NOT_A_LINK)`` when it is not one."""
    text = "".join(str(text).split())
    if len(text) > MAX_LINK:
        raise Refused(NOT_A_LINK, error="too long")
    if LINK_MARK in text:
        text = text.split(LINK_MARK, 1)[1]
    text = text.split("&", 1)[0]
    try:
        raw = base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_", validate=True)
    except ValueError:
        raise Refused(NOT_A_LINK, error="damaged") from None
    if len(raw) < HEADER.size:
        raise Refused(NOT_A_LINK, error="cut short")
    magic, version, kind, tag, seat, number = HEADER.unpack_from(raw)
    if magic != MAGIC or kind not in KINDS:
        raise Refused(NOT_A_LINK, error="damaged")
    if version != VERSION:
        raise Refused(NOT_A_LINK, error=f"version {version}, not {VERSION}")
    body = raw[HEADER.size:]
    least = {INVITE: PUBLIC_BYTES, JOIN: PUBLIC_BYTES + IV_BYTES + MAC_BYTES}
    if len(body) < least.get(kind, IV_BYTES + MAC_BYTES):
        raise Refused(NOT_A_LINK, error="cut short")
    return Envelope(kind, tag, seat, number, body)


def invitation(tag: bytes, seat: int, public: bytes, title: str, host: str) -> Envelope:
    """The host's invitation to ``seat``: its public key, the table's title and host."""
    about = json.dumps({"title": title[:80], "host": host[:40]}, ensure_ascii=False,
                       separators=(",", ":")).encode()
    return Envelope(INVITE, tag, seat, 0, bytes(public) + about)


def invited(env: Envelope) -> tuple[bytes, dict[str, str]]:
    """An invitation's public key and its title and host."""
    try:
        about = json.loads(env.body[PUBLIC_BYTES:].decode() or "{}")
    except ValueError:
        raise Refused(NOT_A_LINK, error="damaged") from None
    if not isinstance(about, dict):
        raise Refused(NOT_A_LINK, error="damaged")
    return env.body[:PUBLIC_BYTES], {k: str(about.get(k) or "")[:80] for k in ("title", "host")}


# ---- letters: deflated JSON
def dictionary(base: Any) -> bytes:
    """What a letter is deflated against: the base view it changes, as canonical JSON
    (its last 32 kB, deflate's window), so that the card names, the view's keys and
    whatever else the change repeats cost a few bytes each (b"" without a base)."""
    if base is None:
        return b""
    data = json.dumps(base, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return data.encode()[-32768:]


def pack_letter(letter: dict[str, Any], zdict: bytes = b"") -> bytes:
    data = json.dumps(letter, ensure_ascii=False, separators=(",", ":"),
                      allow_nan=False).encode()
    squeezer = (zlib.compressobj(9, zlib.DEFLATED, -15, zdict=zdict) if zdict
                else zlib.compressobj(9, zlib.DEFLATED, -15))
    return squeezer.compress(data) + squeezer.flush()


def unpack_letter(data: bytes, zdict: bytes = b"") -> dict[str, Any]:
    """A letter opened (its seal checked already: a damaged one is a host's fault);
    ``zdict``: its base view's ``dictionary``."""
    try:
        inflater = zlib.decompressobj(-15, zdict=zdict) if zdict else zlib.decompressobj(-15)
        raw = inflater.decompress(bytes(data), MAX_LETTER + 1)
        letter = json.loads(raw.decode())
    except (zlib.error, ValueError):
        raise Refused(NOT_A_LINK, error="damaged letter") from None
    if len(raw) > MAX_LETTER or not isinstance(letter, dict):
        raise Refused(NOT_A_LINK, error="damaged letter")
    return letter


def b64(data: bytes) -> str:
    return base64.b64encode(bytes(data)).decode()


def unb64(text: str) -> bytes:
    return base64.b64decode(str(text))


__all__ = ["Envelope", "read", "invitation", "invited", "pack_letter", "unpack_letter",
           "delta"]
