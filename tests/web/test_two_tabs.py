"""One game open in two tabs or windows (issue 12): a save is never overwritten by an
older line of play. Each tab writes over the revision it read or wrote last; the tab
whose game was saved elsewhere is told and chooses: load that game, or keep its own
moves as a new game. First with two apps on one storage (fake pages), then in chromium
with two pages of one browser profile."""

from __future__ import annotations

import json

import pytest
from wonders_ui import saving, storage

from engine import saves
from tests.web.helpers import RESUME_READY, boot, new_game, step, wait_for_saves, with_errors
from tests.web.test_app_logic import answer_bots, make_app, start_game

FIXTURES = "tests/engine/fixtures/saves"


def play_turn(app, page) -> None:
    """The one person picks; the bots answer; the turn resolves."""
    before = app.session.turns_resolved
    app.on_action("move", page.acts("move")[0])
    answer_bots(app, page)
    assert app.session.turns_resolved == before + 1


def second_tab(backend, game_id: str, monkeypatch):
    """Another page on the same storage, resuming ``game_id``."""
    app, page, _ = make_app(backend, fake=monkeypatch)
    app.on_action("resume", game_id)
    assert app.screen == "table"
    return app, page


def stored_moves(store, game_id: str) -> int:
    return len(saves.read_save(store.read(game_id))["moves"])


def test_the_tab_behind_never_saves_over_the_other_and_keeps_its_moves_as_a_copy(monkeypatch):
    backend = storage.MemoryBackend()
    a, page_a, store = make_app(backend, fake=monkeypatch)
    start_game(a, page_a, 1, 3)
    answer_bots(a, page_a)
    game_id = a.session.game_id
    b, page_b = second_tab(backend, game_id, monkeypatch)
    for _ in range(3):
        play_turn(a, page_a)
    assert stored_moves(store, game_id) == len(a.session.state.log) == 11
    # the second tab missed the storage events: its own turn is not saved over the first's
    b.on_action("move", page_b.acts("move")[0])
    answer_bots(b, page_b)
    assert b.state.conflict is not None and stored_moves(store, game_id) == 11
    assert page_b.find(lambda t, a: a.get("id") == "conflict")
    assert page_b.tree[0][1]["data-screen"] == "conflict"
    assert page_b.unsaved and not page_a.unsaved  # leaving the tab behind asks first
    b.on_action("keep-copy")
    assert b.screen == "table" and b.state.conflict is None and b.session.game_id != game_id
    assert not page_b.unsaved
    assert stored_moves(store, b.session.game_id) == len(b.session.state.log) == 3
    assert stored_moves(store, game_id) == 11
    play_turn(a, page_a)  # the first tab goes on as if nothing happened
    assert a.state.conflict is None and stored_moves(store, game_id) == 14
    names = sorted(g["name"] for g in store.list()[0])
    assert names == [store.name_of(game_id), store.name_of(game_id) + " (copy)"]
    play_turn(b, page_b)  # and so does the copy
    assert stored_moves(store, b.session.game_id) == len(b.session.state.log) == 8


def test_a_save_from_another_tab_is_seen_at_once_and_can_be_loaded(monkeypatch):
    backend = storage.MemoryBackend()
    a, page_a, store = make_app(backend, fake=monkeypatch)
    start_game(a, page_a, 1, 3)
    game_id = a.session.game_id
    b, page_b = second_tab(backend, game_id, monkeypatch)
    answer_bots(a, page_a)
    play_turn(a, page_a)
    b.on_action("storage-changed", "wonders.v1.index")  # not its save: nothing to say
    assert b.state.conflict is None
    b.on_action("storage-changed", storage.SAVE_PREFIX + game_id)
    assert b.state.conflict == storage.Stored(a.state.rev, moves=5)
    assert a.state.rev.writer == a.state.tab
    assert "its save has 5 moves now, this tab has 0" in json.dumps(page_b.tree)
    page_b.asks.clear()  # its bots' questions from before: the worker would find them stale
    b.on_action("load-other")
    assert b.state.conflict is None and b.session.state.log == a.session.state.log
    assert b.state.rev == a.state.rev
    answer_bots(b, page_b)
    play_turn(b, page_b)  # now the first tab is behind
    a.on_action("storage-changed", storage.SAVE_PREFIX + game_id)
    assert a.state.conflict is not None
    assert stored_moves(store, game_id) == len(b.session.state.log) == 8


def test_both_tabs_say_the_game_is_open_twice(monkeypatch):
    backend = storage.MemoryBackend()
    a, page_a, _ = make_app(backend, fake=monkeypatch)
    start_game(a, page_a, 1, 3)
    b, page_b = second_tab(backend, a.session.game_id, monkeypatch)
    opened = page_b.broadcasts[-1]
    assert opened == {"kind": "open", "game": a.session.game_id, "tab": b.state.tab}
    b.on_action("tab-message", json.dumps(opened))  # its own message: nothing
    assert b.state.notice is None
    a.on_action("tab-message", json.dumps(opened))
    assert a.state.notice is not None and "also open in another tab" in a.state.notice.text
    b.on_action("tab-message", json.dumps(page_a.broadcasts[-1]))
    assert b.state.notice is not None and "also open in another tab" in b.state.notice.text
    b.on_action("dismiss")
    assert b.state.notice is None


def test_the_home_screen_lists_a_game_another_tab_saved(monkeypatch):
    backend = storage.MemoryBackend()
    home, page_home, _ = make_app(backend, fake=monkeypatch)
    assert page_home.acts("resume") == []
    a, page_a, _ = make_app(backend, fake=monkeypatch)
    start_game(a, page_a, 1, 3)
    home.on_action("storage-changed", storage.SAVE_PREFIX + a.session.game_id)
    assert a.session.game_id in page_home.acts("resume")


def test_a_save_without_a_revision_loads_and_is_saved_at_revision_one(monkeypatch):
    blob = open(f"{FIXTURES}/7wonders-3p-mid.wonders", "rb").read()
    assert "rev" not in saves.read_save(blob)["meta"]
    backend = storage.MemoryBackend()
    backend.set(storage.SAVE_PREFIX + "old", storage.encode(blob))
    app, page, store = make_app(backend, fake=monkeypatch)
    assert store.stored("old") == storage.Stored(storage.Revision(0, ""),
                                                 len(saves.read_save(blob)["moves"]))
    app.on_action("resume", "old")
    assert app.screen in ("table", "handover") and app.state.rev == storage.Revision(0, "")
    saving.autosave(app.state)
    assert store.stored("old").revision == storage.Revision(1, app.state.tab)
    assert app.state.conflict is None


@pytest.mark.parametrize("rev", [-1, True, "3", 2.0, None])
def test_a_revision_of_the_wrong_kind_counts_as_none(rev):
    assert storage.Revision.of({"rev": rev, "writer": 7}) == storage.Revision(0, "")
    assert storage.Revision.of("not a map") == storage.Revision(0, "")


def test_two_tabs_saving_the_same_revision_at_once_are_told_apart(monkeypatch):
    backend = storage.MemoryBackend()
    a, page_a, store = make_app(backend, fake=monkeypatch)
    start_game(a, page_a, 1, 3)
    game_id = a.session.game_id
    b, _ = second_tab(backend, game_id, monkeypatch)
    key = storage.SAVE_PREFIX + game_id
    before = backend.get(key)
    saving.autosave(a.state)
    backend.set(key, before)  # the second tab checked the save before the first wrote
    saving.autosave(b.state)
    assert a.state.rev.number == b.state.rev.number == store.stored(game_id).revision.number
    a.on_action("storage-changed", key)
    assert a.state.conflict is not None  # the save is the second tab's
    b.on_action("storage-changed", key)
    assert b.state.conflict is None


# ---------------------------------------------------------------------- in chromium

# Each browser test runs with the page's Python on the main thread and in PyScript's
# worker (``?worker=1``, issue 55: there the main thread compares and writes the save).
@pytest.fixture(params=["?worker=0", "?worker=1"], ids=["main-thread", "worker"])
def mode(request) -> str:
    return request.param


def play_picks(page, picks: int) -> None:
    done = 0
    while done < picks:
        if step(page).startswith("pick"):
            done += 1


def one_game_with_bots(page, url: str, seed: int) -> str:
    """A new game (Ann and two bots), Ann's first pick made and the bots' next picks
    saved; its id."""
    boot(page, url)
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=seed)
    play_picks(page, 1)
    seen = wait_for_saves(page, lambda s: list(s.values()) == [5])
    return next(iter(seen))


def screenshots(page, name: str) -> None:
    for width, height in ((1280, 800), (768, 1024)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=f"/tmp/{name}-{width}x{height}.png")


def resume(page) -> None:
    page.click("#resume")
    page.wait_for_selector("#hand .card:not([aria-disabled])")


def test_two_tabs_one_game_in_chromium(page, context, server, mode):
    first = page
    game_id = one_game_with_bots(first, server.url + mode, 21)
    second = with_errors(context.new_page())
    boot(second, server.url + mode)
    resume(second)
    for tab in (first, second):  # both are told at once
        tab.wait_for_selector("#notice.info")
        assert "also open in another tab" in tab.locator("#notice").text_content()
    screenshots(first, "also-open")
    play_picks(first, 3)
    wait_for_saves(first, lambda s: s == {game_id: 14})
    second.wait_for_selector("#conflict")  # told as soon as the first tab saved
    # each save of the first tab reaches the second as a storage event of its own, on
    # the second tab's time: read the choice once the last of them (14 moves) is shown
    second.wait_for_function("() => /has 14 moves now/.test("
                             "document.querySelector('#conflict')?.textContent)")
    told = second.locator("#conflict").text_content()
    assert "its save has 14 moves now, this tab has 5" in told
    screenshots(second, "two-tabs")
    second.click("#keep-copy")
    second.wait_for_selector("#hand .card:not([aria-disabled])")
    play_picks(second, 1)  # the second tab's turn goes to its copy
    saved = wait_for_saves(second, lambda s: len(s) == 2 and 8 in s.values())
    assert saved[game_id] == 14
    play_picks(first, 1)  # the first tab goes on with its own game
    saved = wait_for_saves(first, lambda s: s[game_id] == 17)
    assert sorted(saved.values()) == [8, 17]
    assert first.locator("#conflict").count() == 0
    assert not first.errors and not second.errors, first.errors + second.errors


def test_another_window_loads_the_game_the_first_went_on_with(page, context, server, mode):
    first = page
    game_id = one_game_with_bots(first, server.url + mode, 22)
    with context.expect_page() as opened:
        first.evaluate("() => window.open(location.href, 'other', 'width=900,height=700')")
    window = with_errors(opened.value)
    window.wait_for_selector(RESUME_READY)
    resume(window)
    play_picks(first, 2)
    wait_for_saves(first, lambda s: s == {game_id: 11})
    window.wait_for_selector("#conflict")
    window.click("#load-other")
    window.wait_for_selector("#hand .card:not([aria-disabled])")
    hand = "() => [...document.querySelectorAll('#hand .card')].map(c => c.dataset.card)"
    assert window.evaluate(hand) == first.evaluate(hand)
    play_picks(window, 1)  # now the first window is the one behind
    first.wait_for_selector("#conflict")
    wait_for_saves(window, lambda s: s == {game_id: 14})
    assert not first.errors and not window.errors, first.errors + window.errors
