"""The page's Python in PyScript's worker keeps a copy of localStorage and has the main
thread compare and write each save in one call (``worker_page.MirrorBackend.swap``,
issue 55): a save the main thread refuses comes back as the action ``storage-refused``
with the keys as they are, and the store tells it as on the main thread: another tab's
save is the choice between the two lines of play, a full storage the notice and the
unsaved flag. Here under CPython, the main thread played by ``Main`` below, which does
what ``web/page_worker.mjs``'s ``storageSwap`` does; the browser tests
(``test_two_tabs``, ``test_storage_full`` with ``?worker=1``) run the real one."""

from __future__ import annotations

import json

import pytest
from wonders_ui import storage, worker_page

from engine import saves
from tests.web.test_app_logic import answer_bots, make_app, start_game


class Main:
    """The main thread: its localStorage (``ls``) and the refusals it sends back."""

    def __init__(self, ls: storage.MemoryBackend):
        self.ls = ls
        self.refusals: list[tuple[str, str, dict]] = []
        self.refused_keys: set[str] = set()  # refused, not written since
        self.saved: list[str] = []  # written after a refusal: told to the worker

    def storageSet(self, key: str, value: str) -> str:  # noqa: N802 (ui.js's names)
        try:
            self.ls.set(key, value)
            return ""
        except storage.StorageFull:
            return "QuotaExceededError"

    def storageRemove(self, key: str) -> None:  # noqa: N802
        self.ls.remove(key)

    def storageSwap(self, key: str, old, value: str, cache_key: str,  # noqa: N802
                    cache_value: str) -> str:
        reason = ""
        if self.ls.get(key) != old:
            reason = "conflict"
        else:
            try:
                self.ls.set(key, value)
            except storage.StorageFull:
                reason = "QuotaExceededError"
        if reason:
            told = {k: self.ls.get(k) for k in (key, cache_key)}
            self.refusals.append((key, reason, told))
            self.refused_keys.add(key)
            return reason
        self.ls.set(cache_key, cache_value)
        if key in self.refused_keys:
            self.refused_keys.discard(key)
            self.saved.append(key)
        return ""


def worker_app(ls: storage.MemoryBackend, monkeypatch):
    """An app whose storage is the worker's copy of ``ls``, as ``worker_page.boot``
    makes it; the main thread; ``act`` as the main thread calls it."""
    main = Main(ls)
    backend = worker_page.MirrorBackend(dict(ls.data), main)
    app, page, store = make_app(backend, fake=monkeypatch)
    store.answered_later = True  # as ``worker_page.boot`` makes it
    worker_page._running.update(app=app, page=page, backend=backend)

    def refused() -> None:
        """Each refusal the main thread sent, as ``worker_page.act`` takes it, and each
        save it wrote after a refusal (``storage-saved``)."""
        while main.refusals:
            key, reason, told = main.refusals.pop(0)
            worker_page.act("storage-refused", json.dumps(
                {"arg": json.dumps({"key": key, "reason": reason}), "storage": told}))
        while main.saved:
            worker_page.act("storage-saved", json.dumps(
                {"arg": json.dumps({"key": main.saved.pop(0)})}))

    return app, page, store, refused


def game_in_worker(monkeypatch):
    """A game of three started in the worker (its first moves saved): the main thread's
    storage, the app, its page, its store and the refusals' delivery."""
    ls = storage.MemoryBackend()
    a, page_a, store_a, refused = worker_app(ls, monkeypatch)
    start_game(a, page_a, 1, 3)
    answer_bots(a, page_a)
    return ls, a, page_a, store_a, refused


def test_a_save_another_tab_wrote_first_is_refused_and_the_choice_shown(monkeypatch):
    ls, a, page_a, store_a, refused = game_in_worker(monkeypatch)
    game_id = a.session.game_id
    key = storage.SAVE_PREFIX + game_id
    assert ls.get(key) == store_a.backend.get(key)  # written on the main thread too
    # another tab saves the game; its storage event has not reached this worker yet
    other = storage.SaveStore(ls)
    state, meta = other.load(game_id)
    meta = {**meta, "rev": 99, "writer": "x"}
    other.write(game_id, saves.dumps(state, meta), meta)
    theirs = ls.get(key)
    a.on_action("move", page_a.acts("move")[0])  # checked against the copy: it passes
    answer_bots(a, page_a)
    assert a.state.conflict is None and ls.get(key) == theirs  # the main thread refused
    refused()
    assert a.state.conflict is not None and a.state.conflict.revision.number == 99
    assert page_a.tree[0][1]["data-screen"] == "conflict" and page_a.unsaved
    assert ls.get(key) == theirs == store_a.backend.get(key)


def test_a_full_storage_is_told_as_on_the_main_thread(monkeypatch):
    ls, a, page_a, store_a, refused = game_in_worker(monkeypatch)
    game_id = a.session.game_id
    key = storage.SAVE_PREFIX + game_id
    kept, rev = ls.get(key), a.state.rev
    kept_moves = len(a.session.state.log)
    ls.quota = sum(len(k) + len(v) for k, v in ls.data.items())  # full now
    a.on_action("move", page_a.acts("move")[0])
    answer_bots(a, page_a)
    assert store_a.backend.get(key) != kept and not page_a.unsaved  # the copy took it
    refused()
    assert ls.get(key) == kept == store_a.backend.get(key)  # the copy has the kept save
    assert a.state.rev == rev  # the next save is checked against the kept one
    assert a.state.notice is not None and a.state.notice.about == "storage-full"
    assert f"The save from move {kept_moves} is kept" in a.state.notice.text
    assert page_a.unsaved and a.state.conflict is None
    assert any("storage is full" in text for _, text in page_a.toasts)
    ls.quota = None  # room again: the next move saves the whole game, the notice goes
    a.on_action("move", page_a.acts("move")[0])
    answer_bots(a, page_a)
    # ... once the main thread says the save went in: the worker's copy taking it says
    # nothing of the main thread's storage, so the notice does not blink at each move
    assert a.state.notice is not None and page_a.unsaved
    refused()
    assert storage.SaveStore(ls).stored(game_id).moves == len(a.session.state.log)
    assert a.state.notice is None and not page_a.unsaved


def test_the_worker_calls_together_js_on_the_main_thread_by_its_own_names():
    """Playing together from the worker: ``worker_page.MainTogether`` calls each of
    ``web/together.js``'s functions on the main thread by name, and the main thread
    (``page_worker.mjs``) runs exactly those, which the module exports."""
    import re
    from pathlib import Path

    web = Path(__file__).parents[2] / "web"
    exported = set(re.findall(r"^export (?:async )?function (\w+)",
                              (web / "together.js").read_text(), re.M))
    listed = re.search(r"const TOGETHER = new Set\(\[(.*?)\]\)",
                       (web / "page_worker.mjs").read_text(), re.S)
    forwarded = set(re.findall(r'"(\w+)"', listed.group(1)))
    assert forwarded == set(worker_page.MainTogether.CALLS)
    assert forwarded <= exported
    calls: list[tuple] = []

    class Sync:
        def togetherCall(self, *args):  # noqa: N802 (page_worker.mjs's name)
            calls.append(args)
            return "answer"

    main = worker_page.MainTogether(Sync())
    assert main.hostOffer("guest-1", "") == "answer"
    main.send("guest-1", b"\x01")
    assert calls == [("hostOffer", "guest-1", ""), ("send", "guest-1", b"\x01")]
    with pytest.raises(AttributeError):  # the handler is the main thread's (togetherOpen)
        main.setHandler(print)
