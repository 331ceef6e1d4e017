"""What goes into the page's store and what comes out of it: plain data.

A *command* is every input of the page (``store.Store.step`` takes one): a tap with
the data it carries (``tap``: the action, its argument, the form's values when the
action reads a form, a file's bytes when it takes one), a bot's answer (``bot``), a
hint's answer (``hint``), a timer (``timer``), a save written by another tab
(``storage``), another tab's message (``tab``), a channel to another device opened,
closed or carrying a message (``peer``), a job on those channels ended with its result
(``rtc_done``: an offer, an answer, a QR code, a code read) and the page's start
(``start``). An *effect* is what a step asks of the page: a toast, a bot or hint asked,
a timer, a file to download, a link to copy, a message to the other tabs, a metric, the
settings' classes, the document's language, the bot workers started, the unsaved flag,
a job on the channels (``rtc``: answered by ``rtc_done``) and the screen drawn
(``paint``). Both are dicts of JSON values (bytes travel as base64 text), so they can
cross a ``postMessage`` as they are; every kind is made by one function here,
registered by its kind (``COMMANDS``, ``EFFECTS``), and the store and the page take
exactly those kinds.

A part of the page answers a tap with effects and, where the flow goes on (a game
begun, the table advanced, home), with a ``Then``: what the store's step does next,
in the store, not in the part (it never leaves the step: it is no effect).
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, get_args

Command = dict[str, Any]
Effect = dict[str, Any]

#: every command's maker, by its kind
COMMANDS: dict[str, Callable[..., Command]] = {}
#: every effect's maker, by its kind
EFFECTS: dict[str, Callable[..., Effect]] = {}

#: the taps that read the page's form (their command carries its values)
FORM_ACTS = frozenset({"setup_change", "start", "share_setup", "setting_stun",
                       "compendium_search_form", "tg_host", "tg_answer", "tg_offer",
                       "tg_post_open", "tg_post_join"})
#: the taps that take a file's bytes the page holds (their command carries them)
FILE_ACTS = frozenset({"import", "tg_picture"})


def _kind(registry: dict[str, Callable[..., dict]], kind: str) -> Callable:
    def register(fn: Callable[..., dict]) -> Callable[..., dict]:
        if kind in registry:
            raise TypeError(f"two makers of the kind {kind!r}")
        registry[kind] = fn
        return fn
    return register


def b64(data: bytes) -> str:
    return base64.b64encode(bytes(data)).decode("ascii")


def unb64(text: Any) -> bytes:
    return base64.b64decode(str(text or "")) if text else b""


# ---------------------------------------------------------------- commands
@_kind(COMMANDS, "start")
def start(languages: list[str], url: str = "") -> Command:
    """The page started: the browser's languages, best first, and its address."""
    return {"kind": "start", "languages": [str(x) for x in languages], "url": str(url)}


@_kind(COMMANDS, "tap")
def tap(act: str, arg: str | None = None, form: dict | None = None,
        file: bytes | None = None) -> Command:
    """A person's action (``data-act``) with its argument, the form and a file."""
    out: Command = {"kind": "tap", "act": str(act).replace("-", "_"), "arg": arg}
    if form is not None:
        out["form"] = dict(form)
    if file is not None:
        out["file"] = b64(file)
    return out


@_kind(COMMANDS, "bot")
def bot(game_id: str, player: int, key: list[int], move: str | None,
        error: str | None = None) -> Command:
    """A bot worker's answer to the request ``key`` (a decision, ``Session.decision``)."""
    return {"kind": "bot", "game_id": game_id, "player": int(player), "key": list(key),
            "move": move, "error": error}


@_kind(COMMANDS, "hint")
def hint(game_id: str, player: int, key: list[int], answer: dict | None,
         error: str | None = None) -> Command:
    """The bot worker's suggestion (``engine.hints.suggest``) for the decision ``key``."""
    return {"kind": "hint", "game_id": game_id, "player": int(player), "key": list(key),
            "answer": answer, "error": error}


@_kind(COMMANDS, "timer")
def timer(act: str, arg: str = "") -> Command:
    """A timer the store asked for (``later``) fired."""
    return {"kind": "timer", "act": str(act).replace("-", "_"), "arg": arg}


@_kind(COMMANDS, "storage")
def storage_changed(key: str, refused: str = "", saved: bool = False) -> Command:
    """Another tab or window changed the save under ``key`` ("": it cleared the storage);
    with ``refused``, the main thread refused the worker's write of it (why: "conflict",
    or the browser's error, ``worker_page``); ``saved``: it wrote the worker's save
    of ``key`` after refusing one."""
    return {"kind": "storage", "key": str(key or ""), "refused": str(refused or ""),
            "saved": bool(saved)}


@_kind(COMMANDS, "tab")
def tab_message(message: str) -> Command:
    """Another tab's message (``open``, ``here``), as the BroadcastChannel gave it (its
    JSON text)."""
    return {"kind": "tab", "message": message}


#: a channel's events (``peer``): it opened, it closed, no path to the other device was
#: found (its ICE checks failed, or the host's found none within ``PATH_MS`` of taking
#: the answer: ``web/together.js``), a message came on it
PeerEvent = Literal["open", "closed", "nopath", "message"]
PEER_EVENTS = get_args(PeerEvent)


@_kind(COMMANDS, "peer")
def peer(event: PeerEvent, conn: str, data: bytes | None = None) -> Command:
    """A channel to another device opened or closed, or found no path to it
    (``PEER_EVENTS``), or a message (``data``) came on it."""
    if event not in PEER_EVENTS:
        raise ValueError(f"unknown channel event {event!r}")
    out: Command = {"kind": "peer", "event": event, "conn": str(conn)}
    if data is not None:
        out["data"] = b64(data)
    return out


@_kind(COMMANDS, "rtc_done")
def rtc_done(op: str, tag: dict | None = None, result: str | None = None,
             error: str | None = None) -> Command:
    """A job on the channels (the effect ``rtc``) ended: the same ``op`` and ``tag``,
    and its ``result`` (a session description, a QR code's image, a code read; None
    when a picture held none) or its ``error`` (one line)."""
    return {"kind": "rtc_done", "op": str(op), "tag": dict(tag or {}), "result": result,
            "error": error}


def key_of(raw: Any) -> tuple:
    """A decision's key as the store compares it (a list after a trip through JSON)."""
    return tuple(raw) if isinstance(raw, (list, tuple)) else (raw,)


# ---------------------------------------------------------------- effects
@_kind(EFFECTS, "paint")
def paint() -> Effect:
    """Draw the screen from the state (``view.draw``): every step ends with it."""
    return {"kind": "paint"}


@_kind(EFFECTS, "toast")
def toast(text: str, level: str = "info") -> Effect:
    return {"kind": "toast", "text": str(text), "level": level}


@_kind(EFFECTS, "later")
def later(ms: int, act: str, arg: str = "") -> Effect:
    """The timer command ``act`` in ``ms`` milliseconds."""
    return {"kind": "later", "ms": int(ms), "act": act, "arg": str(arg)}


@_kind(EFFECTS, "metric")
def metric(name: str, value: float) -> Effect:
    return {"kind": "metric", "name": name, "value": float(value)}


@_kind(EFFECTS, "broadcast")
def broadcast(message: dict[str, str]) -> Effect:
    """A message to this site's other tabs (``open``, ``here``: a game and a tab)."""
    return {"kind": "broadcast", "message": dict(message)}


@_kind(EFFECTS, "unsaved")
def unsaved(on: bool) -> Effect:
    """Whether leaving the page would lose moves (the browser then asks first)."""
    return {"kind": "unsaved", "on": bool(on)}


@_kind(EFFECTS, "start_bots")
def start_bots(thinkers: int) -> Effect:
    """Start the bot workers, as many as ``thinkers`` bots thinking at once can use."""
    return {"kind": "start_bots", "thinkers": int(thinkers)}


@_kind(EFFECTS, "ask_bot")
def ask_bot(game_id: str, blob: bytes, player: int, level: str, seed: int,
            key: list[int], table: str = "") -> Effect:
    """A bot's move asked of a worker: the save, the seat, its level, a seed and the
    decision ``key`` its answer (the command ``bot``) names; ``table``: "together" for
    a hosted game's bot."""
    out: Effect = {"kind": "ask_bot", "game_id": game_id, "blob": b64(blob),
                   "player": int(player), "level": str(level), "seed": int(seed),
                   "key": list(key)}
    if table:
        out["table"] = table
    return out


@_kind(EFFECTS, "ask_hint")
def ask_hint(game_id: str, blob: bytes, player: int, level: str, seed: int,
             key: list[int]) -> Effect:
    """What a worker would play for the seat (the command ``hint`` answers)."""
    return {"kind": "ask_hint", "game_id": game_id, "blob": b64(blob),
            "player": int(player), "level": str(level), "seed": int(seed),
            "key": list(key)}


@_kind(EFFECTS, "download")
def download(name: str, blob: bytes) -> Effect:
    return {"kind": "download", "name": str(name), "blob": b64(blob)}


@_kind(EFFECTS, "copy")
def copy(text: str) -> Effect:
    """Put ``text`` on the clipboard when the browser allows it."""
    return {"kind": "copy", "text": str(text)}


@_kind(EFFECTS, "classes")
def classes(on: list[str], every: list[str]) -> Effect:
    """The root element's classes: those of ``on`` set, the others of ``every`` cleared."""
    return {"kind": "classes", "on": list(on), "every": list(every)}


@_kind(EFFECTS, "language")
def language(code: str) -> Effect:
    """The document's language (``<html lang>``)."""
    return {"kind": "language", "code": str(code)}


#: the jobs on the page's channels (the effect ``rtc``) and what each carries:
#: a host's ``offer`` for a new connection (its SDP back), the guest's answer taken
#: (``accept``), a guest's ``answer`` to a host's offer (its SDP back), a ``qr`` code's
#: image of a text, the code in a ``picture``'s bytes or seen by the camera (``scan``),
#: a message ``send``, and every channel closed (``close_all``)
RTC_OPS = {"offer": ("conn", "stun"), "accept": ("conn", "sdp"), "answer": ("sdp", "stun"),
           "qr": ("text",), "picture": ("data",), "scan": ("cancel",),
           "send": ("conn", "data"), "close_all": (),
           "keys": (), "seal": ("spec",), "open": ("spec",)}


@_kind(EFFECTS, "rtc")
def rtc(op: str, tag: dict | None = None, **args: str) -> Effect:
    """A job on the page's channels (``RTC_OPS``, with the arguments it names, bytes as
    base64 text); its end comes back as the command ``rtc_done`` with the same ``op``
    and ``tag`` (except ``send`` and ``close_all``, which end at once)."""
    if op not in RTC_OPS or set(args) != set(RTC_OPS[op]):
        raise ValueError(f"the channels' job {op!r} takes {RTC_OPS.get(op)}, not {sorted(args)}")
    return {"kind": "rtc", "op": op, "tag": dict(tag or {}),
            **{k: str(v) for k, v in args.items()}}


@dataclass(frozen=True)
class Then:
    """What the store's step does next, asked by a part: ``advance`` (bots asked, the
    next screen), ``home``, ``close_over`` (leave the compendium or the replay),
    ``begin`` (play ``session`` saved at ``rev``), ``rehost`` (a hosted game reopened,
    with its ``hosted`` metadata) or ``together`` (show the together screens)."""

    what: str
    session: Any = None
    rev: Any = None
    hosted: Any = None
