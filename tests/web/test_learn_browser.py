""""Learn to play" in Debian's chromium, by tapping as a newcomer does: from home, the
7 Wonders lesson's first two steps (the coach's line, its card outlined and chosen, its
Build tapped); the page reloaded and the lesson resumed from home, coached at its third
step; then the Duel lesson's first wonder pick."""

from __future__ import annotations

from engine import lessons
from tests.web.helpers import BOOT_MS, RESUME_READY, boot


def test_a_newcomer_follows_the_coach_in_both_games(page, server):
    boot(page, server.url)
    page.click("#learn-button")
    page.click("#learn-7wonders")
    steps = lessons.get("7wonders").steps
    for step, after in zip(steps[:2], steps[1:3]):
        assert step.expect["kind"] == "build"
        page.wait_for_selector(f"#hand .card.selected.hinted[data-card='{step.card}']",
                               timeout=BOOT_MS)
        assert page.locator("#coach-line").text_content().strip()
        page.click("#actions button.act[data-kind=build]")
        # the bots answer from the lesson's script; the coach moves to the next step
        page.wait_for_selector(f"#hand .card.hinted[data-card='{after.card}']",
                               timeout=BOOT_MS)
    built = page.locator(".city.me [data-name]").evaluate_all(
        "cs => cs.map(c => c.dataset.name)")
    assert {s.card for s in steps[:2]} <= set(built), built
    # left mid-way (the page reloaded): resumed from home, the coach goes on at step 3
    page.reload()
    page.wait_for_selector(RESUME_READY, timeout=BOOT_MS).click()
    page.wait_for_selector(f"#hand .card.selected.hinted[data-card='{steps[2].card}']",
                           timeout=BOOT_MS)
    assert page.locator("#coach-line").text_content().strip()
    page.click("button[data-act=home]")
    page.click("#learn-button")
    page.click("#learn-duel")
    first = lessons.get("duel").steps[0]
    assert first.expect["kind"] == "draft"
    pick = page.wait_for_selector("#draft button.pick.hinted", timeout=BOOT_MS)
    assert first.card in pick.text_content()
    assert page.locator("#coach-line").text_content().strip()
    pick.click()
    second = lessons.get("duel").steps[1]
    page.wait_for_selector("#draft button.pick.hinted", timeout=BOOT_MS)
    assert second.card in page.locator("#draft button.pick.hinted").text_content()
    assert not page.errors, page.errors
