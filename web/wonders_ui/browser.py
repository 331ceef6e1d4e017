"""The browser glue: localStorage, the page's JavaScript half (``web/ui.js``) and the
bot worker, behind the small ``Page`` interface the controller uses; ``start`` runs
the app (``web/main.py``). Only this module imports ``js`` and ``pyodide``.
"""

from __future__ import annotations

import json
from typing import Any

from . import i18n, storage
from .controller import App


class LocalStorageBackend:
    """``storage.Backend`` over the browser's localStorage."""

    def __init__(self, ls: Any):
        self.ls = ls

    def get(self, key: str) -> str | None:
        value = self.ls.getItem(key)
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        try:
            self.ls.setItem(key, value)
        except Exception as exc:  # QuotaExceededError, SecurityError
            raise storage.StorageFull(getattr(exc, "name", None) or str(exc)) from None

    def remove(self, key: str) -> None:
        self.ls.removeItem(key)

    def keys(self) -> list[str]:
        return [self.ls.key(i) for i in range(int(self.ls.length))]

    def swap(self, key: str, old: str | None, value: str, cache: tuple[str, str]) -> None:
        storage.swap_here(self, key, value, cache)  # this thread checked it just now


class BrowserPage:
    """The page as the controller sees it: render a tree, toasts, files, bots."""

    def __init__(self, ui: Any = None) -> None:
        import js
        from pyodide.ffi import create_proxy, to_js

        self.js = js
        # ``web/ui.js``'s functions: the page's own, or the same names called from
        # PyScript's worker (``worker_page.WorkerPage``)
        self.ui = js.wondersUI if ui is None else ui
        self.create_proxy = create_proxy
        self.to_js = to_js
        self._handler = None
        self._peers: Any = None

    def set_handler(self, fn: Any) -> None:
        self._handler = self.create_proxy(fn)
        self.ui.setHandler(self._handler)

    def render(self, tree: list) -> None:
        from .vdom import to_json

        self.ui.render(to_json(tree))

    def languages(self) -> list[str]:
        """The browser's preferred languages (``navigator.languages``), best first."""
        nav = self.js.navigator
        langs = getattr(nav, "languages", None)
        return [str(x) for x in langs] if langs else [str(getattr(nav, "language", "en"))]

    def set_language(self, code: str) -> None:
        """The document's language (``<html lang>``: hyphenation, screen readers) and its
        writing direction (``<html dir>``, from the language's manifest)."""
        self.js.document.documentElement.lang = code
        self.js.document.documentElement.dir = i18n.direction(code)

    def toast(self, text: str, kind: str) -> None:
        self.ui.toast(text, kind)

    def metric(self, name: str, value: float) -> None:
        self.ui.metric(name, value)

    def later(self, ms: int, act: str, arg: str = "") -> None:
        """The action ``act`` in ``ms`` milliseconds (a replay's next step)."""
        self.ui.later(int(ms), act, arg)

    def form(self) -> dict:
        return json.loads(self.ui.formValues())

    def download(self, name: str, blob: bytes) -> None:
        self.ui.download(name, self.to_js(blob))

    def take_import(self) -> bytes:
        data = self.ui.takeImport()
        return bytes(data.to_py()) if data is not None and hasattr(data, "to_py") else b""

    def set_unsaved(self, unsaved: bool) -> None:
        """Whether leaving the page would lose moves (the browser then asks first)."""
        self.ui.setUnsaved(bool(unsaved))

    def broadcast(self, message: dict) -> None:
        """Tell the other tabs and windows of this site (``ui.js``: a BroadcastChannel)."""
        self.ui.broadcast(json.dumps(message))

    def link(self, fragment: str) -> str:
        """This page's address with ``#fragment`` (a share link)."""
        return str(self.ui.pageUrl()) + "#" + fragment

    def copy(self, text: str) -> None:
        """Put ``text`` on the clipboard when the browser allows it (the share panel
        shows it to copy by hand as well)."""
        self.ui.copyText(text)

    def start_bots(self, thinkers: int = 1) -> None:
        """Start the bot workers (``ui.js``), as many as ``thinkers`` bots thinking at
        once can use (and the device allows)."""
        self.ui.startBots(thinkers)

    def ask_bot(self, request: dict, dispatch: Any) -> None:
        """The effect ``ask_bot``: the save posted to a free bot worker now (not once
        this step has drawn the table: the worker thinks while the page renders); its
        answer comes back as the command ``bot``."""
        import asyncio

        from .commands import bot, unb64

        req = request
        pending = self.ui.botAct(req["game_id"], self.to_js(unb64(req["blob"])),
                                 req["player"], req["level"], req["seed"])

        async def ask() -> None:
            try:
                answer = await pending
            except Exception as exc:  # the worker's one-line error (ui.js rejects with it)
                cmd = bot(req["game_id"], req["player"], req["key"], None, _one_line(exc))
            else:
                cmd = bot(req["game_id"], req["player"], req["key"], str(answer.move))
            if req.get("table"):
                cmd["table"] = req["table"]
            dispatch(cmd)

        asyncio.ensure_future(ask())

    def ask_hint(self, request: dict, dispatch: Any) -> None:
        """The effect ``ask_hint``: what the bot worker would play for the seat (nothing
        is played); its answer comes back as the command ``hint``."""
        import asyncio

        from .commands import hint, unb64

        req = request
        pending = self.ui.botHint(req["game_id"], self.to_js(unb64(req["blob"])),
                                  req["player"], req["seed"])

        async def ask() -> None:
            try:
                answer = await pending
            except Exception as exc:
                dispatch(hint(req["game_id"], req["player"], req["key"], None, _one_line(exc)))
                return
            dispatch(hint(req["game_id"], req["player"], req["key"], json.loads(str(answer))))

        asyncio.ensure_future(ask())

    async def together(self, on_event: Any) -> Any:
        """``web/together.js`` (loaded on first use), its channels' events handed to
        ``on_event(kind, conn, bytes)`` (``together.peers``)."""
        module = await self.ui.together()
        module.setHandler(self.create_proxy(on_event))
        return module

    def rtc(self, request: dict, dispatch: Any) -> None:
        """The effect ``rtc``: a job on the data channels of playing together
        (``together.peers``, loaded on first use); its end comes back as the command
        ``rtc_done``, the channels' events as ``peer``."""
        if self._peers is None:
            from .together.peers import Peers

            self._peers = Peers(self, dispatch)
        self._peers.carry(request)

    def set_classes(self, on: list[str], every: list[str]) -> None:
        """The settings' classes on the root element (``settings.Prefs.classes``): the
        ones of ``on`` set, the others of ``every`` cleared."""
        self.ui.setClasses(json.dumps(on), json.dumps(every))


def _one_line(exc: Exception) -> str:
    lines = [ln for ln in str(exc).strip().splitlines() if ln.strip()]
    return lines[-1] if lines else type(exc).__name__


def start() -> App:
    import js

    page = BrowserPage()
    try:
        backend: Any = LocalStorageBackend(js.localStorage)
        backend.keys()
    except Exception:
        backend = storage.MemoryBackend()
    app = App(page, storage.SaveStore(backend))
    # the tests' and benches' probes, promises as in PyScript's worker (worker_page)
    js.window.wondersApp = page.create_proxy(lambda: js.Promise.resolve(str(app.screen)))
    js.window.wondersPython = page.create_proxy(lambda code: js.Promise.resolve(python(code)))
    app.start()
    return app


def python(code: str) -> str:
    """``code`` run in the page's Python (a namespace of its own), its last
    expression's value as text: ``window.wondersPython``, on either thread."""
    from pyodide.code import eval_code

    return str(eval_code(code, {}))
