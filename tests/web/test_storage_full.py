"""A full localStorage (issue 12): the page says what is true about the game's save (it
never had one, or the save from move N is kept and the moves since are not in it) and
offers to export the game at once; once there is room again the save catches up."""

from __future__ import annotations

import pytest

from engine import saves
from tests.web.helpers import (
    BOOT_MS,
    boot,
    fill_storage,
    free_storage,
    new_game,
    saved_moves,
    step,
    wait_for_saves,
)


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


def export_now(page, tmp_path, name: str) -> bytes:
    """Click the notice's export button; the downloaded file's bytes."""
    with page.expect_download() as info:
        page.click("#notice [data-act=export]")
    path = tmp_path / name
    info.value.save_as(path)
    return path.read_bytes()


def leaving_asks(page) -> bool:
    """Close the page as a person would: the browser asks first (the answer is "stay",
    and the page stays open)."""
    with page.expect_event("dialog", timeout=BOOT_MS) as info:
        page.close(run_before_unload=True)
    dialog = info.value
    kind = dialog.type
    dialog.dismiss()
    # a round trip to the page once the answer is in: it runs only on a page still open
    stayed = not page.is_closed() and page.evaluate("() => document.readyState") == "complete"
    return kind == "beforeunload" and stayed


def leaving_just_closes(page) -> bool:
    """Close the page as a person would: it closes without a question."""
    asked: list[str] = []
    page.on("dialog", lambda d: (asked.append(d.type), d.accept()))
    page.close(run_before_unload=True)
    if not page.is_closed():
        page.wait_for_event("close", timeout=BOOT_MS)
    return not asked


def screenshots(page, name: str) -> None:
    for width, height in ((1280, 800), (768, 1024)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=f"/tmp/{name}-{width}x{height}.png")


def test_a_game_that_was_never_saved_says_so_and_can_be_exported(page, server, tmp_path,
                                                                 mode):
    boot(page, server.url + mode)
    assert fill_storage(page) > 1_000_000
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=31)
    page.wait_for_selector("#notice.error")
    told = page.locator("#notice").text_content()
    assert "storage is full" in told and "never been saved" in told
    assert "kept" not in told
    assert saved_moves(page) == {}
    screenshots(page, "storage-full-never-saved")
    play_picks(page, 1)
    page.wait_for_function("() => document.querySelectorAll('#hand .card').length === 6")
    blob = export_now(page, tmp_path, "never-saved.wonders")
    state = saves.loads(blob)
    assert len(state.log) >= 3 and state.config["names"] == ["Ann", "B1", "B2"]
    assert saved_moves(page) == {}
    assert not page.errors, page.errors
    assert leaving_asks(page)  # the game would be lost: the browser asks first


def test_the_save_kept_is_named_by_its_move_and_the_game_can_be_exported(page, server,
                                                                        tmp_path, mode):
    boot(page, server.url + mode)
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=32)
    play_picks(page, 1)
    (game_id, kept), = wait_for_saves(page, lambda s: list(s.values()) == [5]).items()
    fill_storage(page)
    play_picks(page, 1)
    page.wait_for_selector("#notice.error")
    page.wait_for_function("() => document.querySelectorAll('#hand .card').length === 5")
    page.wait_for_function("() => /the 3 moves since/.test("
                           "document.querySelector('#notice').textContent)")
    told = page.locator("#notice").text_content()
    assert "storage is full" in told and f"The save from move {kept} is kept" in told
    assert "never been saved" not in told
    assert saved_moves(page) == {game_id: kept}
    screenshots(page, "storage-full-kept")
    blob = export_now(page, tmp_path, "kept.wonders")
    assert len(saves.loads(blob).log) == 8
    free_storage(page)
    play_picks(page, 1)  # room again: the next move saves the whole game, the notice goes
    wait_for_saves(page, lambda s: s[game_id] == 11)
    page.wait_for_selector("#notice", state="detached")
    assert not page.errors, page.errors
    assert leaving_just_closes(page)  # everything is saved
