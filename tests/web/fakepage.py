"""A stand-in for the browser page, so the app shell runs under CPython in tests."""

from __future__ import annotations

from wonders_ui.vdom import is_node


class FakePage:
    def __init__(self) -> None:
        self.tree: list = []
        self.handler = None
        self.toasts: list[tuple[str, str]] = []
        self.form_values: dict = {}
        self.asks: list[tuple[int, int]] = []
        self.downloads: list[tuple[str, bytes]] = []
        self.import_bytes = b""
        self.metrics: dict[str, list[float]] = {}

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

    def start_bots(self) -> None:
        pass

    def ask_bot(self, app, player: int, turn: int) -> None:
        self.asks.append((player, turn))

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
