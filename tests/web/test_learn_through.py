""""Learn to play" played through in Debian's chromium, in both games, as a newcomer
does: each coached step by tapping the move the coach outlined (``engine.lessons``: the
button whose move matches the step), the end of the coached part (7 Wonders' Age I
conflicts, then how points are counted, "Got it"), and a first free move against the
easy bots; the game is saved like any other."""

from __future__ import annotations

import time

import pytest

from engine import lessons
from tests.web.helpers import BOOT_MS, boot, saved_moves

MOVES = ("() => [...document.querySelectorAll('[data-act=move]:not([disabled])')]"
         ".map(b => b.dataset.arg)")


def tap_step(page, game: str, step: lessons.Step) -> str:
    """Tap the move the coach asks for at ``step`` (a new Age's Continue tapped on the
    way, as Duel's draft ends); the move tapped."""
    deadline = time.monotonic() + BOOT_MS / 1000
    while time.monotonic() < deadline:
        if page.locator("#continue").is_visible():
            page.click("#continue")
        found = [m for m in page.evaluate(MOVES) if lessons.matches(game, m, step.expect)]
        if found and page.locator("#coach-line").count():
            page.locator(f"[data-act=move][data-arg='{found[0]}']").first.click()
            return found[0]
        page.wait_for_timeout(100)
    raise AssertionError(f"the step {step.expect} was never offered: {page.evaluate(MOVES)}")


@pytest.mark.parametrize("lesson_id", sorted(lessons.LESSONS))
def test_a_lesson_plays_through_then_goes_on_free(page, server, lesson_id):
    lesson = lessons.get(lesson_id)
    boot(page, server.url)
    page.click("#learn-button")
    page.click(f"#learn-{lesson_id}")
    lines = []
    for step in lesson.steps:
        page.wait_for_selector("#coach-line", timeout=BOOT_MS)
        lines.append(page.locator("#coach-line").text_content().strip())
        tap_step(page, lesson.game, step)
    assert all(line and "{" not in line for line in lines), lines  # every name filled in
    if lesson.end == "conflicts":  # 7 Wonders: Age I's conflicts, on the age's end
        page.wait_for_selector("#coach-line:has-text('conflict')", timeout=BOOT_MS)
        page.click("#continue")
    page.wait_for_selector("#coach-done", timeout=BOOT_MS)  # how points are counted
    page.click("#coach-done")
    page.wait_for_selector("#coach", state="detached", timeout=BOOT_MS)
    # the game goes on free against the easy bots: a move of the person's own
    deadline = time.monotonic() + BOOT_MS / 1000
    (before,) = saved_moves(page).values()  # the lesson is saved like any game
    while time.monotonic() < deadline:
        if page.locator("#continue").is_visible():
            page.click("#continue")
        cards = page.locator("#hand .card:not([aria-disabled]), .structure .dcard.available")
        if cards.count():
            cards.first.click()
            moves = page.locator("#actions [data-act=move]:not([disabled])")
            if moves.count():
                moves.first.click()
                break
        page.wait_for_timeout(100)
    else:
        raise AssertionError("no free move was offered after the lesson")
    deadline = time.monotonic() + BOOT_MS / 1000
    while max(saved_moves(page).values()) <= before and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    assert max(saved_moves(page).values()) > before  # the free move is saved
    assert not page.errors, page.errors
