"""Browser fixtures: the built site served on 127.0.0.1, Debian's chromium driven by
Playwright, and a recorder that fails the test if any request leaves 127.0.0.1."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import ElementHandle, Locator, Page
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.web.helpers import BOOT_MS, Server, with_errors

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-quic", "--disable-sync",
    "--disable-features=Translate,OptimizationHints,MediaRouter",
]


#: WONDERS_PAGE_THREAD=worker (or main): every page of the ``context`` fixture (and of
#: the together tests' pages) runs its Python in PyScript's worker (or on the main
#: thread) unless its address says otherwise (web/thread.mjs), to run the browser tests
#: in that mode
PAGE_WORKER = {"worker": "globalThis.__wondersPageWorker = true;",
               "main": "globalThis.__wondersPageWorker = false;"}.get(
    os.environ.get("WONDERS_PAGE_THREAD", ""), "")


#: A person waits for a tap's answer before the next tap. With the page's Python in
#: PyScript's worker (the default, issue 55) the answer is drawn a moment after the tap,
#: and ``#app`` is busy (aria-busy) until then; on the main thread it is drawn before the
#: tap returns. So every tap of the browser tests (a click, a check, a choice in a list,
#: a key pressed in a field, a field filled) waits until the page is not busy; a page
#: with no ``#app`` (an embed, the rules) or one navigated away waits for nothing.
ANSWERED = "() => !document.querySelector('#app[aria-busy]')"
TAPS = ("click", "dblclick", "tap", "check", "uncheck", "set_checked", "select_option",
        "press", "fill")


def _answered(page: Page | None) -> None:
    if page is None:  # an element handle no longer in a frame
        return
    try:
        page.wait_for_function(ANSWERED, polling=20, timeout=BOOT_MS)  # (a tab behind: no frames)
    except PlaywrightTimeout:
        raise
    except PlaywrightError:  # the page navigated, reloaded or closed: no answer to wait for
        pass


def _waits_for_its_answer(tap, page_of):
    def tapped(self, *args, **kwargs):
        out = tap(self, *args, **kwargs)
        _answered(page_of(self))
        return out
    return tapped


def _handle_page(handle: ElementHandle) -> Page | None:
    frame = handle.owner_frame()
    return frame.page if frame else None


for _cls, _page_of in ((Page, lambda p: p), (Locator, lambda loc: loc.page),
                       (ElementHandle, _handle_page)):
    for _name in TAPS:
        setattr(_cls, _name, _waits_for_its_answer(getattr(_cls, _name), _page_of))


@pytest.fixture(autouse=True)
def speaking_english():
    """Every test starts with the page's Python speaking English, whatever the test
    before it in this process chose (``wonders_ui.i18n`` holds one language)."""
    from wonders_ui import i18n

    if i18n.language() != i18n.DEFAULT:
        i18n.set_language(i18n.DEFAULT)
    yield


@pytest.fixture
def server(site):
    srv = Server(site)
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(playwright_instance):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run  python3 build.py test  (it installs chromium)")
    b = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
    yield b
    b.close()


class Requests:
    """Every request the browser made, page and service worker alike."""

    def __init__(self) -> None:
        self.urls: list[str] = []

    def add(self, request) -> None:
        self.urls.append(request.url)

    def outside(self) -> list[str]:
        bad = []
        for url in self.urls:
            parts = urlsplit(url)
            if parts.scheme in ("data", "blob", "about"):
                continue
            if parts.hostname != "127.0.0.1":
                bad.append(url)
        return bad


@pytest.fixture
def requests_seen():
    return Requests()


@pytest.fixture
def context(browser, requests_seen):
    """A fresh, empty profile: a new context of the worker's one browser. Playwright keeps
    each context's storage apart (cookies, localStorage, IndexedDB, Cache Storage, service
    worker registrations, HTTP cache) and drops it when the context closes, so a test sees
    nothing of the tests before it; a new context costs far less than launching a browser
    on a user-data-dir of its own."""
    ctx = browser.new_context(viewport={"width": 1024, "height": 768}, accept_downloads=True,
                              service_workers="allow")
    ctx.on("request", requests_seen.add)
    if PAGE_WORKER:
        ctx.add_init_script(PAGE_WORKER)
    ctx.set_default_timeout(BOOT_MS)
    yield ctx
    ctx.close()
    bad = requests_seen.outside()
    assert not bad, f"requests left 127.0.0.1: {bad[:10]}"
    assert requests_seen.urls, "no request was recorded"


@pytest.fixture
def page(context):
    return with_errors(context.new_page())


@pytest.fixture
def profile_page(playwright_instance, requests_seen):
    """A page of a browser launched on a user-data-dir of its own, fresh and empty, for
    what Chromium does only in a profile on disk and never in a new context of a running
    browser: it fetches the page's web app manifest and its icon (installability)."""
    with tempfile.TemporaryDirectory(prefix="wonders-chrome-") as profile:
        ctx = playwright_instance.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=ARGS, headless=True,
            viewport={"width": 1024, "height": 768}, accept_downloads=True,
            service_workers="allow")
        ctx.on("request", requests_seen.add)
        if PAGE_WORKER:
            ctx.add_init_script(PAGE_WORKER)
        ctx.set_default_timeout(BOOT_MS)
        yield with_errors(ctx.pages[0] if ctx.pages else ctx.new_page())
        ctx.close()
    bad = requests_seen.outside()
    assert not bad, f"requests left 127.0.0.1: {bad[:10]}"
    assert requests_seen.urls, "no request was recorded"

