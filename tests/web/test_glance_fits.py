"""At 768x1024 (a portrait tablet, touch) the progress at a glance fits: in 7 Wonders
under your city and in an opened city, in Duel under both cities; every target stays
44 px and nothing overflows sideways (``tools.layout_check.check``), in Debian's chromium."""

from __future__ import annotations

import pytest

from tests.web.helpers import wait_for_bots
from tests.web.test_targets import SAVES, open_saves, sized
from tools.layout_check import check


@pytest.fixture
def tablet(browser, requests_seen, site):
    """A portrait tablet: 768x1024, touch."""
    with sized(browser, requests_seen, 768, 1024, touch=True) as page:
        yield page


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
    open_saves(page, server.url, SAVES)
    page.click("button.open[data-arg='7wonders-7p-mid']")
    page.wait_for_selector(".mine dl.glance")
    wait_for_bots(page, "#hand .card")  # a still table: the bots' badges come and go
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
    wait_for_bots(page, "#structure .dcard[data-act]")
    assert page.locator(".dcity dl.glance").count() == 2
    fits(page, "#city-me dl.glance")
    fits(page, "#city-opp dl.glance")
    check(page, "Duel, both cities at a glance")
