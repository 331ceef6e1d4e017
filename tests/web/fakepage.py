"""A stand-in for the browser page, so the app shell runs under CPython in tests."""

from __future__ import annotations

import base64

from wonders_ui import commands
from wonders_ui.vdom import is_node


def bot_answer(app, game_id: str, player: int, key, move, error=None) -> None:
    """The bot worker's answer, as the page hands it to the store (the command ``bot``)."""
    app.dispatch(commands.bot(game_id, player, key, move, error))


def hint_answer(app, game_id: str, player: int, key, answer, error=None) -> None:
    """The bot worker's suggestion (the command ``hint``)."""
    app.dispatch(commands.hint(game_id, player, key, answer, error))


class FakePage:
    def __init__(self) -> None:
        self.tree: list = []
        self.handler = None
        self.toasts: list[tuple[str, str]] = []
        self.form_values: dict = {}
        self.asks: list[tuple[int, object]] = []  # (seat, the decision it was asked about)
        self.downloads: list[tuple[str, bytes]] = []
        self.import_bytes = b""
        self.metrics: dict[str, list[float]] = {}
        self.broadcasts: list[dict] = []  # messages to the other tabs
        self.unsaved = False  # leaving the page would lose moves
        self.timers: list[tuple[int, str, str]] = []  # actions asked for later
        self.preferred = ["en-US", "en"]  # navigator.languages
        self.lang = ""  # <html lang>
        self.copied: list[str] = []  # what went to the clipboard
        self.bots_started = False  # the bot worker's Python was asked to start
        self.hints: list[tuple[int, object]] = []  # (seat, decision) a hint was asked for
        self.classes: set[str] = set()  # the root element's classes (the settings')
        self.requests: list[dict] = []  # what the bot worker was sent (``ask_bot``, hints)
        self.rtc_jobs: list[dict] = []  # the jobs asked of the data channels (``rtc``)

    def languages(self) -> list[str]:
        return list(self.preferred)

    def set_language(self, code: str) -> None:
        self.lang = code

    def set_handler(self, fn) -> None:
        self.handler = fn

    def render(self, tree: list) -> None:
        self.tree = tree

    def toast(self, text: str, kind: str) -> None:
        self.toasts.append((kind, text))

    def form(self) -> dict:
        return dict(self.form_values)

    def download(self, name: str, blob: bytes) -> None:
        self.downloads.append((name, bytes(blob)))

    def take_import(self) -> bytes:
        return self.import_bytes

    def metric(self, name: str, value: float) -> None:
        self.metrics.setdefault(name, []).append(value)

    def later(self, ms: int, act: str, arg: str = "") -> None:
        self.timers.append((ms, act, arg))

    def set_unsaved(self, unsaved: bool) -> None:
        self.unsaved = unsaved

    def broadcast(self, message: dict) -> None:
        self.broadcasts.append(message)

    def link(self, fragment: str) -> str:
        return "https://wonders.test/#" + fragment

    def copy(self, text: str) -> None:
        self.copied.append(text)

    def start_bots(self, thinkers: int = 1) -> None:
        self.bots_started = True
        self.thinkers = thinkers

    def ask_bot(self, request: dict, dispatch) -> None:
        """The effect ``ask_bot``: kept, to be answered by the test (``answer``)."""
        self.asks.append((request["player"], tuple(request["key"])))
        self.requests.append(request)

    def ask_hint(self, request: dict, dispatch) -> None:
        self.hints.append((request["player"], tuple(request["key"])))
        self.requests.append(request)

    def rtc(self, request: dict, dispatch) -> None:
        """The effect ``rtc``: kept, to be answered by the test (the command
        ``rtc_done``, or ``peer`` for a channel's event)."""
        self.rtc_jobs.append(request)

    def request(self, player: int) -> dict:
        """The last request sent for ``player``'s seat, its save as bytes."""
        req = next(r for r in reversed(self.requests) if r["player"] == player)
        return {**req, "blob": base64.b64decode(req["blob"])}

    def set_classes(self, on: list[str], every: list[str]) -> None:
        self.classes = (self.classes - set(every)) | set(on)

    # ---- reading the tree
    def find(self, pred, node=None) -> list:
        out = []
        nodes = self.tree if node is None else [node]
        stack = list(nodes)
        while stack:
            n = stack.pop(0)
            if is_node(n):
                if pred(n[0], n[1]):
                    out.append(n)
                stack.extend(n[2:])
        return out

    def acts(self, act: str) -> list[str]:
        return [a.get("data-arg") for _t, a, *_ in
                self.find(lambda t, a: a.get("data-act") == act and not a.get("disabled"))]


class FakeTable:
    """A table module with the tables' interface (``render(view, ctx)``, ``age_end(view,
    ctx, event)``, ``score_pad(view, ctx)``, ``news(view, ctx)``) that records its calls
    and draws one button a legal move of the viewer (``legal(viewer)`` gives their
    texts), so the controller is tested apart from the games' tables."""

    def __init__(self, legal) -> None:
        self.legal = legal
        self.calls: list[tuple] = []

    def render(self, view: dict, ctx) -> list:
        self.calls.append(("render", view, ctx))
        moves = self.legal(ctx.viewer) if ctx.viewer in ctx.waiting else []
        return [["div", {"id": "fake-table"},
                 *[["button", {"data-act": "move", "data-arg": m}, m] for m in moves],
                 ctx.can_undo and ["button", {"data-act": "undo-solo", "id": "undo"}, "Undo"]
                 or ""]]

    def news(self, view: dict, ctx) -> list:
        """Nothing said: the live region's news is the games' tables' (``tables.news``)."""
        return []

    def glimpse(self, view: dict) -> list[dict]:
        return [{"tile": None, "built": 0, "of": 0, "score": 0} for _ in view["names"]]

    def age_end(self, view: dict, ctx, event: dict) -> list:
        self.calls.append(("age_end", view, ctx, event))
        return [["div", {"id": "age-end"}, f"end of age {event['age']}",
                 ["button", {"data-act": "continue", "id": "continue"}, "Continue"]]]

    def score_pad(self, view: dict, ctx) -> list:
        self.calls.append(("score_pad", view, ctx))
        return [["div", {"id": "score-pad"}, "Final scores"]]
