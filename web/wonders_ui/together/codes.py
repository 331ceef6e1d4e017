"""The join codes: a WebRTC offer or answer made as small as it can be, and back.

With no server, the host's offer and the guest's answer travel by QR code, by copied
text or by a link. A browser's session description (SDP) for one data channel is some
600 bytes of text, but only a few of its values are the connection's own: the ICE user
fragment and password, the DTLS certificate's SHA-256 fingerprint, the DTLS role and
the candidates (address, port, type). The rest is the same for every data channel and
is written back from a template (``sdp``). A code packs those values as bytes (the
candidates' addresses as 4 or 16 bytes, an mDNS name as its 16-byte UUID), deflates
them when that is shorter, and writes them in base64url: about 100 characters for a
browser that gathers two host candidates.

Only UDP candidates are kept (a data channel between devices on one network needs no
other) and only the ``sha-256`` fingerprint (the one every browser sends). A code that
is not one (damaged, cut short, of another version, an offer where an answer was
expected) raises ``CodeError``: a catalogue message and its arguments, one line.
"""

from __future__ import annotations

import base64
import ipaddress
import re
import struct
import zlib
from dataclasses import dataclass, field
from typing import Any

from ..i18n import N_

VERSION = 1
#: the link's fragment that carries a code: ``index.html#join=<code>``
LINK_KEY = "join="
SEAT_KEY = "seat="

NOT_A_CODE = N_("This is not a game code: it is damaged or cut short")
OTHER_VERSION = N_("This code is from another version of the game")
NOT_AN_OFFER = N_("This is a guest's answer: the host's device reads it")
NOT_AN_ANSWER = N_("This is a host's code: a guest's device reads it")
NO_CONNECTION = N_("This browser gave no way to connect ({error})")

KINDS = ("offer", "answer")
SETUPS = ("actpass", "active", "passive")
TYPES = ("host", "srflx", "prflx", "relay")
TYPE_PREFERENCE = {"host": 126, "prflx": 110, "srflx": 100, "relay": 0}
_IPV4, _IPV6, _MDNS, _NAME = range(4)
#: an mDNS candidate's name as browsers make it: a UUID (lower-case hex) and ".local"
_MDNS_NAME = re.compile(r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.local")


class CodeError(ValueError):
    """A code that cannot be read (or an offer that cannot be made into one):
    ``key``, a catalogue message, and its ``args``."""

    def __init__(self, key: str, **args: Any):
        super().__init__(key.format(**args) if args else key)
        self.key = key
        self.args_ = args


@dataclass(frozen=True)
class Candidate:
    """One UDP ICE candidate: its address (an IP or an mDNS ``….local`` name), port
    and type."""

    address: str
    port: int
    type: str = "host"


@dataclass(frozen=True)
class Description:
    """What a code carries: the values of a session description that are its own."""

    kind: str
    ufrag: str
    pwd: str
    fingerprint: bytes
    setup: str
    candidates: tuple[Candidate, ...] = field(default=())


# ---------------------------------------------------------------- SDP <-> Description
_CANDIDATE = re.compile(r"a=candidate:\S+ (\d+) (\S+) \d+ (\S+) (\d+) typ (\S+)")


def parse_sdp(kind: str, sdp: str) -> Description:
    """The values of a browser's offer or answer (``kind``) that a code keeps."""
    values: dict[str, str] = {}
    candidates: list[Candidate] = []
    for line in sdp.splitlines():
        line = line.strip()
        found = _CANDIDATE.match(line)
        if found:
            component, proto, address, port, ctype = found.groups()
            if (component == "1" and proto.lower() == "udp" and ctype in TYPES
                    and Candidate(address, int(port), ctype) not in candidates):
                candidates.append(Candidate(address, int(port), ctype))
            continue
        for key in ("ice-ufrag", "ice-pwd", "fingerprint", "setup"):
            if line.startswith(f"a={key}:") and key not in values:
                values[key] = line.split(":", 1)[1].strip()
    missing = [k for k in ("ice-ufrag", "ice-pwd", "fingerprint", "setup") if k not in values]
    if kind not in KINDS or missing:
        raise CodeError(NO_CONNECTION, error=", ".join(missing) or kind)
    found = re.fullmatch(r"(\S+)\s+([0-9A-Fa-f:]+)", values["fingerprint"])
    if found is None or found[1].lower() != "sha-256":
        raise CodeError(NO_CONNECTION, error=values["fingerprint"][:20])
    digest = found[2]
    try:
        fingerprint = bytes.fromhex(digest.replace(":", ""))
    except ValueError:
        raise CodeError(NO_CONNECTION, error="fingerprint") from None
    if len(fingerprint) != 32 or values["setup"] not in SETUPS:
        raise CodeError(NO_CONNECTION, error="fingerprint or setup")
    return Description(kind, values["ice-ufrag"], values["ice-pwd"], fingerprint,
                       values["setup"], tuple(candidates))


def write_sdp(desc: Description) -> str:
    """A session description a browser accepts, from a code's values."""
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
             "a=msid-semantic: WMS",
             f"m=application {desc.candidates[0].port if desc.candidates else 9} "
             "UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"]
    for i, cand in enumerate(desc.candidates):
        priority = (TYPE_PREFERENCE[cand.type] << 24) + ((65535 - i) << 8) + 255
        extra = " raddr 0.0.0.0 rport 0" if cand.type != "host" else ""
        lines.append(f"a=candidate:{i + 1} 1 udp {priority} {cand.address} {cand.port} "
                     f"typ {cand.type}{extra} generation 0")
    digest = ":".join(f"{b:02X}" for b in desc.fingerprint)
    lines += [f"a=ice-ufrag:{desc.ufrag}", f"a=ice-pwd:{desc.pwd}", "a=ice-options:trickle",
              f"a=fingerprint:sha-256 {digest}", f"a=setup:{desc.setup}", "a=mid:0",
              "a=sctp-port:5000", "a=max-message-size:262144"]
    return "\r\n".join(lines) + "\r\n"


# ---------------------------------------------------------------- Description <-> bytes
def _text(value: str) -> bytes:
    raw = value.encode()
    if len(raw) > 255:
        raise CodeError(NO_CONNECTION, error="a value too long")
    return bytes([len(raw)]) + raw


def _address(address: str) -> bytes:
    mdns = _MDNS_NAME.fullmatch(address)
    if mdns:
        return bytes([_MDNS]) + bytes.fromhex(mdns[1].replace("-", ""))
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return bytes([_NAME]) + _text(address)
    return bytes([_IPV4 if ip.version == 4 else _IPV6]) + ip.packed


def pack_description(desc: Description) -> bytes:
    """The code's bytes before deflate and base64url."""
    head = (KINDS.index(desc.kind) << 2) | SETUPS.index(desc.setup)
    out = bytearray([VERSION, head])
    out += _text(desc.ufrag) + _text(desc.pwd) + desc.fingerprint
    out.append(len(desc.candidates))
    for cand in desc.candidates[:255]:
        out += bytes([TYPES.index(cand.type)]) + _address(cand.address)
        out += struct.pack(">H", cand.port)
    return bytes(out)


class _Reader:
    def __init__(self, data: bytes):
        self.data, self.at = data, 0

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise CodeError(NOT_A_CODE)
        chunk = self.data[self.at:self.at + n]
        self.at += n
        return chunk

    def byte(self) -> int:
        return self.take(1)[0]

    def text(self) -> str:
        try:
            return self.take(self.byte()).decode()
        except UnicodeDecodeError:
            raise CodeError(NOT_A_CODE) from None


def unpack_description(data: bytes) -> Description:
    """A code's values from its bytes (``CodeError`` when they are not a code's)."""
    r = _Reader(data)
    if r.byte() != VERSION:
        raise CodeError(OTHER_VERSION)
    head = r.byte()
    if head >> 2 >= len(KINDS) or head & 3 >= len(SETUPS):
        raise CodeError(NOT_A_CODE)
    ufrag, pwd, fingerprint = r.text(), r.text(), r.take(32)
    candidates = []
    for _ in range(r.byte()):
        ctype, family = r.byte(), r.byte()
        if ctype >= len(TYPES):
            raise CodeError(NOT_A_CODE)
        if family == _IPV4:
            address = str(ipaddress.IPv4Address(r.take(4)))
        elif family == _IPV6:
            address = str(ipaddress.IPv6Address(r.take(16)))
        elif family == _MDNS:
            h = r.take(16).hex()
            address = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local"
        elif family == _NAME:
            address = r.text()
            if not re.fullmatch(r"[A-Za-z0-9.\-]{1,253}", address):
                raise CodeError(NOT_A_CODE)
        else:
            raise CodeError(NOT_A_CODE)
        (port,) = struct.unpack(">H", r.take(2))
        candidates.append(Candidate(address, port, TYPES[ctype]))
    if r.at != len(data) or not re.fullmatch(r"[A-Za-z0-9+/]{4,256}", ufrag + pwd):
        raise CodeError(NOT_A_CODE)
    return Description(KINDS[head >> 2], ufrag, pwd, fingerprint, SETUPS[head & 3],
                       tuple(candidates))


# ---------------------------------------------------------------- codes as text
def make_code(kind: str, sdp: str) -> str:
    """A browser's offer or answer as a code: packed, deflated when shorter,
    base64url without padding; the first character says which (``A`` plain, ``Z``
    deflated)."""
    raw = pack_description(parse_sdp(kind, sdp))
    squeezed = zlib.compress(raw, 9)[2:-4]  # raw deflate: no zlib header or checksum
    body, mark = (squeezed, "Z") if len(squeezed) < len(raw) else (raw, "A")
    return mark + base64.urlsafe_b64encode(body).decode().rstrip("=")


def read_code(text: str, expect: str | None = None) -> tuple[str, str]:
    """``(kind, sdp)`` from a code, or a link or text holding one; ``expect``:
    ``offer`` or ``answer``, the kind this device reads."""
    code = code_in(text)
    if not code or code[0] not in "AZ" or not re.fullmatch(r"[A-Za-z0-9_\-]+", code[1:]):
        raise CodeError(NOT_A_CODE)
    try:
        body = base64.urlsafe_b64decode(code[1:] + "=" * (-len(code[1:]) % 4))
        if code[0] == "Z":
            inflater = zlib.decompressobj(-15)
            body = inflater.decompress(body, 4096)
            if not inflater.eof or inflater.unconsumed_tail:
                raise CodeError(NOT_A_CODE)
    except (ValueError, zlib.error):
        raise CodeError(NOT_A_CODE) from None
    desc = unpack_description(body)
    if expect == "offer" and desc.kind != "offer":
        raise CodeError(NOT_AN_OFFER)
    if expect == "answer" and desc.kind != "answer":
        raise CodeError(NOT_AN_ANSWER)
    return desc.kind, write_sdp(desc)


def code_in(text: str) -> str:
    """The code in what was pasted or scanned: a bare code, or a link with
    ``#join=<code>`` (spaces and line breaks dropped)."""
    text = "".join(str(text).split())
    if LINK_KEY in text:
        text = text.rsplit(LINK_KEY, 1)[1]
    return text.split("&", 1)[0]  # an invitation to one seat: its rejoin code follows


def link(page: str, code: str, seat_code: str | None = None) -> str:
    """The link that opens the page on ``code`` (``page``: the page's address); an
    invitation to one seat carries that seat's rejoin code (``&seat=<code>``)."""
    seat = f"&{SEAT_KEY}{seat_code}" if seat_code else ""
    return f"{page.split('#', 1)[0]}#{LINK_KEY}{code}{seat}"


def rejoin_in(text: str) -> str | None:
    """The rejoin code an invitation to one seat carries (``…&seat=<code>``), or None:
    the device that opens it takes that seat back, even one that kept no code (its
    browser's storage lost, or another device)."""
    found = re.search(r"(?:^|[#&])" + SEAT_KEY + r"([A-Za-z0-9_\-]{8,64})(?=&|$)",
                      "".join(str(text).split()))
    return found.group(1) if found else None
