"""The page's Python in PyScript's worker (issue 55; the default, unless the page's
address says ``?worker=0``): the same ``App`` and store as on the main thread, with the page
reached through PyScript's ``sync`` (docs/architecture.md, "Threads").

The main thread (``web/page_worker.mjs``) keeps ``web/ui.js`` and the browser's
synchronous parts: it calls ``boot`` once, with what the start needs (the languages,
the page's address, the site's keys of localStorage), then ``act`` for each action of
the page, with the form's values or the imported file's bytes when the action reads
them (``commands.FORM_ACTS``, ``FILE_ACTS``, which ``boot`` returns). Everything the
worker asks of the page (draw this tree, a toast, a bot's move...) is a call of one of
``ui.js``'s functions of the same name, answered asynchronously.

localStorage stays the main thread's: the worker reads a copy sent at ``boot`` and kept
up to date by the other tabs' writes (the action ``storage-changed`` carries the key's
new value), and every write it makes is made there too (``storageSet``, ``storageRemove``).
A game's save is written there by one call that compares and writes (``storageSwap``:
the two-tab guard stays atomic where the storage is); a save it refuses (another tab's
save is there, or the storage is full) comes back as the action ``storage-refused``
with the keys' values as they are, and the store tells it as it does on the main
thread: the choice between the two lines of play, or the notice and the unsaved flag.

Playing together's channels stay there too (RTCPeerConnection, the camera and WebCrypto's
keys are the page's): ``together.peers`` calls ``web/together.js``'s functions on the
main thread by name (``MainTogether``), with data only, and the channels' events come
back through ``peer``.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any

from . import commands, i18n, storage
from .browser import BrowserPage
from .browser import python as browser_python
from .controller import App


class MirrorBackend:
    """``storage.Backend`` over the worker's copy of the site's localStorage; each write
    also made in the main thread's localStorage."""

    def __init__(self, items: dict[str, str], main: Any):
        self.items = dict(items)
        self.main = main

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        self.items[key] = value
        self.main.storageSet(key, value)

    def remove(self, key: str) -> None:
        self.items.pop(key, None)
        self.main.storageRemove(key)

    def keys(self) -> list[str]:
        return list(self.items)

    def swap(self, key: str, old: str | None, value: str, cache: tuple[str, str]) -> None:
        """``storage.Backend.swap``: the copy's check, then the main thread's, which
        compares with ``old`` and writes in one call (answered, if refused, by the
        action ``storage-refused``)."""
        if self.items.get(key) != old:
            raise storage.Changed(key)
        self.items[key] = value
        self.items[cache[0]] = cache[1]
        self.main.storageSwap(key, old, value, cache[0], cache[1])

    def changed(self, key: str, value: str | None) -> None:
        """Another tab wrote ``key`` (``value``; None: removed)."""
        if value is None:
            self.items.pop(key, None)
        else:
            self.items[key] = value


class MainTogether:
    """``web/together.js`` as ``together.peers`` sees it from the worker: each of its
    functions called on the main thread (``togetherCall``, ``page_worker.mjs``) with
    the same arguments (text, bytes), its answer a promise of what it returned."""

    #: the module's functions the worker calls (its handler is set by ``togetherOpen``)
    CALLS = frozenset({"send", "closeAll", "hostOffer", "hostAccept", "guestAnswer", "qrImage",
                       "readPicture", "scanCamera", "postKeys", "postSeal", "postOpen"})

    def __init__(self, main: Any):
        self._main = main

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name not in self.CALLS:
            raise AttributeError(name)
        return functools.partial(self._main.togetherCall, name)


class WorkerPage(BrowserPage):
    """``BrowserPage`` with ``ui.js``'s functions called through PyScript's ``sync``;
    what the page gave synchronously there (the form, the file, the languages, the
    address) comes with ``boot`` and each ``act``."""

    def __init__(self, main: Any, languages: list[str], url: str):
        super().__init__(ui=main)
        self._languages = languages
        self._url = url
        self.carried: dict[str, Any] = {}
        self.on_peer: Callable[[Any, Any, Any], None] | None = None

    def set_handler(self, fn: Any) -> None:
        self._handler = fn  # the main thread calls ``act``

    def languages(self) -> list[str]:
        return self._languages

    def set_language(self, code: str) -> None:
        self.ui.setLanguage(code, i18n.direction(code))

    def form(self) -> dict:
        return self.carried.get("form") or {}

    def take_import(self) -> bytes:
        data = self.carried.pop("file", None)
        return bytes(data.to_py()) if data is not None and hasattr(data, "to_py") else b""

    def link(self, fragment: str) -> str:
        return self._url + "#" + fragment

    async def together(self, on_event: Any) -> MainTogether:
        """``web/together.js`` loaded on the main thread, its channels' events sent to
        ``peer`` and handed to ``on_event``; its functions called there."""
        self.on_peer = on_event
        await self.ui.togetherOpen()
        return MainTogether(self.ui)


_running: dict[str, Any] = {}


def boot(data: str) -> str:
    """Start the app (``data``: JSON of ``languages``, ``url``, ``storage``); the actions
    whose form or file the main thread must send with them, as JSON."""
    from pyscript import sync

    given = json.loads(data)
    backend = MirrorBackend(given["storage"], sync)
    page = WorkerPage(sync, given["languages"], given["url"])
    app = App(page, storage.SaveStore(backend, answered_later=True))
    _running.update(app=app, page=page, backend=backend)
    app.start()
    return json.dumps({"form": sorted(commands.FORM_ACTS), "file": sorted(commands.FILE_ACTS)})


def act(name: str, carried: str, file: Any = None) -> None:
    """One action of the page (``ui.js``'s ``dispatch``), with what it carries (JSON:
    its ``arg``, the ``form``, and ``storage``: a key another tab wrote and its value)
    and a file's bytes."""
    extra = json.loads(carried)
    arg = extra.pop("arg", None)
    for key, value in (extra.pop("storage", None) or {}).items():
        _running["backend"].changed(key, value)
    if file is not None:
        extra["file"] = file
    _running["page"].carried = extra
    _running["app"].on_action(name, arg)


def peer(kind: str, conn: str, data: Any = None) -> None:
    """A channel's event on the main thread (``web/together.js``'s handler: "open",
    "closed", "nopath", or "message" with its bytes), for ``together.peers``."""
    on_peer = _running["page"].on_peer
    if on_peer is not None:
        on_peer(kind, conn, data)


def screen() -> str:
    """The screen shown (the tests' and benches' probe, ``window.wondersApp``)."""
    return str(_running["app"].screen)


def python(code: str) -> str:
    """``code`` run where the page's Python is, its last expression's value as text (the
    tests' and benches' probe, ``window.wondersPython``)."""
    return browser_python(code)
