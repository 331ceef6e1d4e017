"""What goes into the page's store and what comes out of it: plain data.

A *command* is every input of the page (``store.Store.step`` takes one): a tap with
the data it carries (``tap``: the action, its argument, the form's values when the
action reads a form, a file's bytes when it takes one), a bot's answer (``bot``), a
hint's answer (``hint``), a timer (``timer``), a save written by another tab
(``storage``), another tab's message (``tab``), a message or event of a channel to
another device (``peer``), and the page's start (``start``). An *effect* is what a
step asks of the page (``Effect``): a toast, a bot or hint asked, a timer, a file to
download, a link to copy, a message to the other tabs, a metric, the settings'
classes, the document's language, the bot workers started, the unsaved flag, and the
screen drawn (``paint``). Both are dicts of JSON values (bytes travel as base64
text), so they can cross a ``postMessage`` as they are.

A part of the page answers a tap with effects and, where the flow goes on (a game
begun, the table advanced, home), with a ``Then``: what the store's step does next,
in the store, not in the part.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from typing import Any

Command = dict[str, Any]
Effect = dict[str, Any]

#: the taps that read the page's form (their command carries its values)
FORM_ACTS = frozenset({"setup_change", "start", "share_setup", "setting_stun",
                       "compendium_search_form", "tg_host", "tg_answer", "tg_offer"})
#: the taps that take a file's bytes the page holds (their command carries them)
FILE_ACTS = frozenset({"import", "tg_picture"})


def b64(data: bytes) -> str:
    return base64.b64encode(bytes(data)).decode("ascii")


def unb64(text: Any) -> bytes:
    return base64.b64decode(str(text or "")) if text else b""


# ---------------------------------------------------------------- commands
def start(languages: list[str], url: str = "") -> Command:
    """The page started: the browser's languages, best first, and its address."""
    return {"kind": "start", "languages": [str(x) for x in languages], "url": str(url)}


def tap(act: str, arg: Any = None, form: dict | None = None, file: bytes | None = None) -> Command:
    """A person's action (``data-act``) with its argument, the form and a file."""
    out: Command = {"kind": "tap", "act": str(act).replace("-", "_"), "arg": arg}
    if form is not None:
        out["form"] = dict(form)
    if file is not None:
        out["file"] = b64(file)
    return out


def bot(game_id: str, player: int, key: Any, move: str | None, error: str | None = None) -> Command:
    """A bot worker's answer to the request ``key`` (a decision, ``Session.decision``)."""
    return {"kind": "bot", "game_id": game_id, "player": int(player), "key": list(key),
            "move": move, "error": error}


def hint(game_id: str, player: int, key: Any, answer: dict | None,
         error: str | None = None) -> Command:
    """The bot worker's suggestion (``engine.hints.suggest``) for the decision ``key``."""
    return {"kind": "hint", "game_id": game_id, "player": int(player), "key": list(key),
            "answer": answer, "error": error}


def timer(act: str, arg: Any = "") -> Command:
    """A timer the store asked for (``later``) fired."""
    return {"kind": "timer", "act": str(act).replace("-", "_"), "arg": arg}


def storage_changed(key: Any) -> Command:
    """Another tab or window changed the save under ``key`` ("": it cleared the storage)."""
    return {"kind": "storage", "key": str(key or "")}


def tab_message(message: Any) -> Command:
    """Another tab's message (``open``, ``here``), as the BroadcastChannel gave it."""
    return {"kind": "tab", "message": message}


def peer(event: str, conn: str = "", data: bytes | None = None) -> Command:
    """A channel to another device opened or closed, a message came on it, or one of
    the together screens' jobs (an invitation made, a code read) ended (``done``)."""
    out: Command = {"kind": "peer", "event": event, "conn": conn}
    if data is not None:
        out["data"] = b64(data)
    return out


def key_of(raw: Any) -> tuple:
    """A decision's key as the store compares it (a list after a trip through JSON)."""
    return tuple(raw) if isinstance(raw, (list, tuple)) else (raw,)


# ---------------------------------------------------------------- effects
def toast(text: str, level: str = "info") -> Effect:
    return {"kind": "toast", "text": str(text), "level": level}


def later(ms: int, act: str, arg: str = "") -> Effect:
    """The timer command ``act`` in ``ms`` milliseconds."""
    return {"kind": "later", "ms": int(ms), "act": act, "arg": str(arg)}


def metric(name: str, value: float) -> Effect:
    return {"kind": "metric", "name": name, "value": float(value)}


def broadcast(message: dict) -> Effect:
    return {"kind": "broadcast", "message": dict(message)}


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
