"""At 768x1024 (a portrait tablet, touch) the progress at a glance fits: in 7 Wonders
under your city and in an opened city, in Duel under both cities; every target stays
44 px and nothing overflows sideways (``test_targets.check``), in Debian's chromium."""

from __future__ import annotations

import tempfile

import pytest

from tests.web.conftest import ARGS, CHROMIUM
from tests.web.helpers import BOOT_MS, boot
from tests.web.test_targets import SAVES, check


@pytest.fixture
def tablet(playwright_instance, requests_seen, site):
    with tempfile.TemporaryDirectory(prefix="wonders-chrome-") as profile:
        ctx = playwright_instance.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=ARGS, headless=True,
            viewport={"width": 768, "height": 1024}, has_touch=True, is_mobile=True,
            reduced_motion="reduce", service_workers="block")
        ctx.on("request", requests_seen.add)
        ctx.set_default_timeout(BOOT_MS)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        yield page
        ctx.close()
    assert not requests_seen.outside()


def width_of(page, selector: str) -> dict:
    return page.evaluate("""s => { const el = document.querySelector(s);
        const r = el.getBoundingClientRect();
        return {left: r.left, right: r.right, width: document.documentElement.clientWidth,
                scroll: el.scrollWidth, client: el.clientWidth}; }""", selector)


def fits(page, selector: str) -> None:
    box = width_of(page, selector)
    assert box["left"] >= -1 and box["right"] <= box["width"] + 1, (selector, box)
    assert box["scroll"] <= box["client"] + 1, (selector, box)


def test_the_glance_fits_a_portrait_tablet(tablet, server):
    page = tablet
    boot(page, server.url)
    page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) "
                  "localStorage.setItem(k, v); }", SAVES)
    page.reload()
    page.wait_for_selector("#saves li.save-row")
    page.click("button.open[data-arg='7wonders-7p-mid']")
    page.wait_for_selector("#hand .card")
    page.wait_for_selector(".mine dl.glance")
    assert "Discard pile (" in page.inner_text("#discard-count")
    fits(page, ".mine dl.glance")
    check(page, "7 Wonders, your city at a glance")
    page.locator(".others .city-open").first.click()
    page.wait_for_selector("#city-sheet dl.glance")
    fits(page, "#city-sheet dl.glance")
    check(page, "7 Wonders, an opened city at a glance")
    page.click("#city-sheet-close")
    page.click("button[data-act=home]")
    page.click("button.open[data-arg='duel-mid']")
    page.wait_for_selector("#structure .dcard[data-act]")
    assert page.locator(".dcity dl.glance").count() == 2
    fits(page, "#city-me dl.glance")
    fits(page, "#city-opp dl.glance")
    check(page, "Duel, both cities at a glance")
