"""The messages between a host and its guests, as bytes.

Each message is a msgpack map ``{"v": VERSION, "t": type, ...}`` (msgpack: the page's
save format already, and a view packs to about half its JSON). The engine's sentences
(``engine.words.Message``) travel with their template and arguments (an ext type), so
that a guest shows them in its own language as the host's page would.

A guest's message is checked before the host reads it (``read_from_guest``): its size,
its version, its type and each field's type; anything else is ``Refused`` with the
unreadable message. Guest to host:

* ``hello``: ``token`` (a rejoin code, or ``None``), ``name`` (the person, shown to all);
* ``claim``: ``seat``;
* ``move``: ``seat``, ``seq`` (the guest's move number, from 1), ``text`` (a legal move's
  text), ``decision`` (the decision it answers, as its view gave it).

Host to guest (``read_from_host``): ``lobby`` (the table and its seats), ``seated``
(``seat``, ``token``), ``view`` (``seat``, ``view``, ``decision``, ``held``, ``acked``,
``roster``), ``refused`` (``key``, ``args``, ``seq``), ``left`` (``key``), ``end``
(``save``: the whole game, once it is over).

A message longer than ``DEFLATE_FROM`` bytes (a view: 10 to 40 kB packed) travels
deflated, marked by a first byte 0 (a msgpack map never starts so): a view shrinks
about six times for half a millisecond. Only a host's messages are ever that long; a
guest's deflated message is not read (no inflating what a stranger sent).
"""

from __future__ import annotations

import zlib
from typing import Any

import msgpack

from engine.words import Message, say

from .refusals import UNREADABLE, Refused

VERSION = 1
#: the largest message a guest may send (a move is about 100 bytes)
MAX_GUEST_BYTES = 2048
#: the largest message a host may send (a 7-player view is about 10 kB packed)
MAX_HOST_BYTES = 1 << 20
_MESSAGE_EXT = 1
DEFLATE_FROM = 1024
_DEFLATED = b"\x00"

#: guest message type -> {field: (allowed python types, required)}
GUEST_FIELDS: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "hello": {"token": ((str, type(None)), False), "name": ((str,), False)},
    "claim": {"seat": ((int,), True)},
    "move": {"seat": ((int,), True), "seq": ((int,), True), "text": ((str,), True),
             "decision": ((list,), True)},
}
HOST_TYPES = frozenset({"lobby", "seated", "view", "refused", "left", "end"})
MAX_TEXT = 200


def _default(obj: Any) -> Any:
    if isinstance(obj, Message):
        args = getattr(obj, "args", None) or {}
        body = msgpack.packb([getattr(obj, "template", str(obj)), args], default=_default,
                             strict_types=True, use_bin_type=True)
        return msgpack.ExtType(_MESSAGE_EXT, body)
    if isinstance(obj, str):
        return str(obj)
    if isinstance(obj, tuple):
        return list(obj)
    if isinstance(obj, dict):
        return dict(obj)
    if isinstance(obj, list):
        return list(obj)
    if isinstance(obj, (set, frozenset)):
        return sorted(obj)
    raise TypeError(f"cannot send a {type(obj).__name__}")


def pack(kind: str, **fields: Any) -> bytes:
    """One message as bytes (deflated when long)."""
    data = msgpack.packb({"v": VERSION, "t": kind, **fields}, default=_default,
                         strict_types=True, use_bin_type=True)
    if len(data) < DEFLATE_FROM:
        return data
    squeezer = zlib.compressobj(6, zlib.DEFLATED, -15)
    return _DEFLATED + squeezer.compress(data) + squeezer.flush()


def _inflate(data: bytes, limit: int) -> bytes:
    """A deflated message's bytes, at most ``limit`` of them."""
    try:
        inflater = zlib.decompressobj(-15)
        out = inflater.decompress(data[1:], limit + 1)
    except zlib.error:
        raise Refused(UNREADABLE, error="damaged (deflate)") from None
    if len(out) > limit or not inflater.eof:
        raise Refused(UNREADABLE, error=f"more than {limit} bytes, or cut short")
    return out


def _ext_hook(code: int, data: bytes) -> Any:
    if code != _MESSAGE_EXT:
        return msgpack.ExtType(code, data)
    template, args = msgpack.unpackb(data, ext_hook=_ext_hook, raw=False,
                                     strict_map_key=False)
    try:
        return say(str(template), **{str(k): v for k, v in dict(args).items()})
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return str(template)


def _unpack(data: Any, limit: int, hook: Any) -> dict[str, Any]:
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise Refused(UNREADABLE, error="not bytes")
    if len(data) > limit:
        raise Refused(UNREADABLE, error=f"{len(data)} bytes, more than {limit}")
    try:
        msg = msgpack.unpackb(bytes(data), ext_hook=hook, raw=False, strict_map_key=False)
    except Exception as error:  # msgpack raises several kinds on damaged data
        raise Refused(UNREADABLE, error=f"damaged ({type(error).__name__})") from None
    if not isinstance(msg, dict):
        raise Refused(UNREADABLE, error="not a map")
    if msg.get("v") != VERSION:
        raise Refused(UNREADABLE, error=f"version {str(msg.get('v'))[:20]}, not {VERSION}")
    return msg


def read_from_guest(data: Any) -> dict[str, Any]:
    """A guest's message, checked field by field; ``Refused`` when it is not one."""
    msg = _unpack(data, MAX_GUEST_BYTES, lambda code, body: msgpack.ExtType(code, body))
    kind = msg.get("t")
    fields = GUEST_FIELDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise Refused(UNREADABLE, error=f"unknown type {str(kind)[:20]}")
    extra = set(msg) - set(fields) - {"v", "t"}
    if extra:
        raise Refused(UNREADABLE, error=f"unknown field {sorted(map(str, extra))[0][:20]}")
    for name, (types, required) in fields.items():
        if name not in msg:
            if required:
                raise Refused(UNREADABLE, error=f"no {name}")
            continue
        value = msg[name]
        if isinstance(value, bool) or not isinstance(value, types):
            raise Refused(UNREADABLE, error=f"{name} of the wrong type")
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise Refused(UNREADABLE, error=f"{name} too long")
    if kind == "move":
        decision = msg["decision"]
        if len(decision) > 8 or not all(type(x) is int for x in decision):
            raise Refused(UNREADABLE, error="decision of the wrong type")
    return msg


def read_from_host(data: Any) -> dict[str, Any]:
    """A host's message (its sentences as ``Message`` again); ``Refused`` when it is
    not one (a guest shows it as the unreadable message)."""
    if isinstance(data, (bytes, bytearray, memoryview)) and bytes(data[:1]) == _DEFLATED:
        data = _inflate(bytes(data), MAX_HOST_BYTES)
    msg = _unpack(data, MAX_HOST_BYTES, _ext_hook)
    if msg.get("t") not in HOST_TYPES:
        raise Refused(UNREADABLE, error=f"unknown type {str(msg.get('t'))[:20]}")
    return msg
