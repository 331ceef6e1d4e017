"""The messages between a host and its guests, as bytes.

Each message is a JSON object ``{"v": VERSION, "t": type, ...}`` in UTF-8. JSON, not
msgpack (the saves' format): the page's Python encodes JSON in C, but msgpack only in
pure Python, and a host encodes a view for every guest after every move (in Pyodide a
7-player view takes 22 ms through msgpack, 6 ms through JSON: bench/together.py). The
engine's sentences (``engine.words.Message``) travel as ``{"~m": [template, args]}``,
so that a guest shows them in its own language as the host's page would; bytes (the
save at the end) as ``{"~b": base64}``.

A guest's message is checked before the host reads it (``read_from_guest``): its size,
its version, its type and each field's type; anything else is ``Refused`` with the
unreadable message. Guest to host:

* ``hello``: ``token`` (a rejoin code, or ``None``), ``name`` (the person, shown to all);
* ``claim``: ``seat``;
* ``move``: ``seat``, ``seq`` (the guest's move number, from 1), ``text`` (a legal move's
  text), ``decision`` (the decision it answers, as its view gave it);
* ``undo``: ``seat``, ``seq``: take back the pick held until everyone has chosen;
* ``watch``: this device is the table screen (no seat, the public view).

Host to guest (``read_from_host``): ``lobby`` (the table and its seats), ``seated``
(``seat``, ``token``), ``view`` (``seat``, ``view``, ``decision``, ``held``, ``acked``,
``roster``), ``table`` (a table screen's: ``view``, the public one, and ``roster``),
``refused`` (``key``, ``args``, ``seq``), ``left`` (``key``), ``end``
(``save``: the whole game, once it is over).

A message longer than ``DEFLATE_FROM`` bytes (a view: 20 to 50 kB of JSON) travels
deflated, marked by a first byte 0 (JSON never starts so): a view shrinks about eight
times for a millisecond. Only a host's messages are ever that long; a guest's deflated
message is not read (no inflating what a stranger sent).
"""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

from engine.words import Message, say

from .refusals import UNREADABLE, Refused

VERSION = 1
#: the largest message a guest may send (a move is about 100 bytes)
MAX_GUEST_BYTES = 2048
#: the largest message a host may send (a 7-player view is about 50 kB of JSON)
MAX_HOST_BYTES = 1 << 21
DEFLATE_FROM = 1024
_DEFLATED = b"\x00"
_MESSAGE = "~m"
_BYTES = "~b"

#: guest message type -> {field: (allowed python types, required)}
GUEST_FIELDS: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "hello": {"token": ((str, type(None)), False), "name": ((str,), False)},
    "claim": {"seat": ((int,), True)},
    "move": {"seat": ((int,), True), "seq": ((int,), True), "text": ((str,), True),
             "decision": ((list,), True)},
    "undo": {"seat": ((int,), True), "seq": ((int,), True)},
    "watch": {},
}
HOST_TYPES = frozenset({"lobby", "seated", "view", "table", "refused", "left", "end"})
MAX_TEXT = 200


def _plain(obj: Any) -> Any:
    """``obj`` as JSON data: messages and bytes tagged, tuples as lists."""
    if isinstance(obj, Message):
        template = getattr(obj, "template", None)
        if template is None:
            return str(obj)
        return {_MESSAGE: [template, _plain(getattr(obj, "args", None) or {})]}
    if isinstance(obj, dict):
        return {str(k): _plain(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_plain(v) for v in obj]
    if isinstance(obj, (bytes, bytearray)):
        return {_BYTES: base64.b64encode(bytes(obj)).decode()}
    if isinstance(obj, (set, frozenset)):
        return sorted(obj)
    return obj


def pack(kind: str, **fields: Any) -> bytes:
    """One message as bytes (deflated when long)."""
    data = json.dumps(_plain({"v": VERSION, "t": kind, **fields}), ensure_ascii=False,
                      separators=(",", ":"), allow_nan=False).encode()
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


def _tagged(obj: dict[str, Any]) -> Any:
    """A host's tagged value back: a message (``say`` again) or bytes."""
    if len(obj) == 1 and _MESSAGE in obj:
        try:
            template, args = obj[_MESSAGE]
            return say(str(template), **{str(k): v for k, v in dict(args).items()})
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            return str(obj[_MESSAGE][0]) if obj[_MESSAGE] else ""
    if len(obj) == 1 and _BYTES in obj:
        try:
            return base64.b64decode(str(obj[_BYTES]), validate=True)
        except ValueError:
            return b""
    return obj


def _unpack(data: Any, limit: int, hook: Any) -> dict[str, Any]:
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise Refused(UNREADABLE, error="not bytes")
    if len(data) > limit:
        raise Refused(UNREADABLE, error=f"{len(data)} bytes, more than {limit}")
    try:
        msg = json.loads(bytes(data).decode(), object_hook=hook)
    except (ValueError, RecursionError):  # UnicodeDecodeError and JSONDecodeError too
        raise Refused(UNREADABLE, error="damaged") from None
    if not isinstance(msg, dict):
        raise Refused(UNREADABLE, error="not an object")
    if msg.get("v") != VERSION:
        raise Refused(UNREADABLE, error=f"version {str(msg.get('v'))[:20]}, not {VERSION}")
    return msg


def read_from_guest(data: Any) -> dict[str, Any]:
    """A guest's message, checked field by field; ``Refused`` when it is not one."""
    msg = _unpack(data, MAX_GUEST_BYTES, None)
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
    msg = _unpack(data, MAX_HOST_BYTES, _tagged)
    if msg.get("t") not in HOST_TYPES:
        raise Refused(UNREADABLE, error=f"unknown type {str(msg.get('t'))[:20]}")
    return msg
