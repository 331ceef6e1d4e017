"""The page's runner: every input of the page made a command (``commands``), the
store's step taken (``store.Store.step``), and its effects carried out on the page
(a ``Page``: ``browser.BrowserPage``, or a fake in CPython tests), the screen drawn
from the state alone (``view.draw``) where the step says ``paint``.

This is the only module that talks to the page: the store and its parts never hold
it, and nothing in them holds this object.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from . import commands, storage, view
from .commands import Command, Effect
from .state import Screen, State, viewer
from .store import Store


class App:
    """A page and its store. ``on_action`` (a tap, as ``web/ui.js`` reports it) and
    ``dispatch`` (any command) take a step; the answers of the page's asynchronous
    work (a bot worker, a channel, a timer) come back as commands too."""

    def __init__(self, page: Any, saves: storage.SaveStore, tab: str = ""):
        self.page = page
        self.store = Store(saves, tab)

    @property
    def state(self) -> State:
        return self.store.state

    # ------------------------------------------------------------------ inputs
    def start(self) -> None:
        self.page.set_handler(self.on_action)
        self.dispatch(commands.start(self.page.languages(),
                                     self.page.link("").removesuffix("#")))

    def on_action(self, act: str, arg: Any = None) -> None:
        """A tap (or a timer, a message from another tab, a save written there: the
        page reports them all as actions), with the form or the file it carries."""
        name = str(act).replace("-", "_")
        if name == "storage_changed":
            cmd = commands.storage_changed(arg)
        elif name == "storage_refused":  # PyScript's worker: {"key", "reason"}
            told = json.loads(arg) if isinstance(arg, str) else (arg or {})
            cmd = commands.storage_changed(told.get("key", ""), told.get("reason", "full"))
        elif name == "storage_saved":  # PyScript's worker: {"key"}, after a refusal
            told = json.loads(arg) if isinstance(arg, str) else (arg or {})
            cmd = commands.storage_changed(told.get("key", ""), saved=True)
        elif name == "tab_message":
            cmd = commands.tab_message(arg)
        elif name in ("reveal_end", "replay_tick", "tg_tick"):
            cmd = commands.timer(name, arg)
        else:
            cmd = commands.tap(act, arg,
                               form=self.page.form() if name in commands.FORM_ACTS else None,
                               file=self.page.take_import() if name in commands.FILE_ACTS
                               else None)
        self.dispatch(cmd)

    def dispatch(self, cmd: Command) -> None:
        """One step of the store, and its effects carried out in their order."""
        for effect in self.store.step(cmd):
            self.effect(effect)

    # ------------------------------------------------------------------ effects
    def effect(self, fx: Effect) -> None:
        """Carry out one effect (every kind of ``commands.EFFECTS``, ``CARRY``)."""
        carry = CARRY.get(fx["kind"])
        if carry is None:
            raise ValueError(f"unknown effect {fx['kind']!r}")
        carry(self, fx)

    def paint(self) -> None:
        t0 = time.perf_counter()
        tree = view.draw(self.state)
        self.page.metric("render_py_ms", (time.perf_counter() - t0) * 1000)
        self.page.render(tree)

    # ------------------------------------------------------------------ reading
    # what the tests and the page's probe (``window.wondersApp``) read of the state
    @property
    def screen(self) -> Screen:
        return self.state.screen

    @property
    def session(self) -> Any:
        return self.state.session

    @property
    def setup(self) -> dict:
        return self.state.setup

    @property
    def together(self) -> Any:
        return self.store.together()

    def viewer(self) -> int | None:
        return viewer(self.state)


#: how the page carries out each kind of effect (``commands.EFFECTS``); the answers of
#: the asynchronous ones (a bot, a hint, a job on the channels) come back as commands
CARRY: dict[str, Callable[[App, Effect], None]] = {
    "paint": lambda app, fx: app.paint(),
    "toast": lambda app, fx: app.page.toast(fx["text"], fx["level"]),
    "ask_bot": lambda app, fx: app.page.ask_bot(fx, app.dispatch),
    "ask_hint": lambda app, fx: app.page.ask_hint(fx, app.dispatch),
    "rtc": lambda app, fx: app.page.rtc(fx, app.dispatch),
    "later": lambda app, fx: app.page.later(fx["ms"], fx["act"], fx["arg"]),
    "metric": lambda app, fx: app.page.metric(fx["name"], fx["value"]),
    "unsaved": lambda app, fx: app.page.set_unsaved(fx["on"]),
    "start_bots": lambda app, fx: app.page.start_bots(fx["thinkers"]),
    "broadcast": lambda app, fx: app.page.broadcast(fx["message"]),
    "download": lambda app, fx: app.page.download(fx["name"], commands.unb64(fx["blob"])),
    "copy": lambda app, fx: app.page.copy(fx["text"]),
    "classes": lambda app, fx: app.page.set_classes(fx["on"], fx["every"]),
    "language": lambda app, fx: app.page.set_language(fx["code"]),
}
