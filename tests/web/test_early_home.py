"""The home screen before Python (issue 53): the build draws it into index.html with the
front end's own Python (``tools/site/prerender.py``), the page shows it as soon as it
is parsed, in the person's language or as Python drew it last on this device (the saved
games' cards, Resume), takes taps at once and answers them when Python is ready; Python's
first screen is laid over the same elements, which do not move. Python's own files are
asked for only once that home is usable. Structure only: how soon is a figure of
``bench/first_visit.py`` and ``bench/lighthouse.py``."""

from __future__ import annotations

import pytest

from tests.web.helpers import HOME_READY, PYTHON_DRAWN, READY, SCREEN_READY, boot, new_game

#: what starts Python: held back by a test to see the page without it
PYTHON = "**/pyodide/pyodide.asm.wasm"
#: every element of the app with its box, in document order
BOXES = """() => Array.from(document.querySelectorAll('#app *'), (el) => {
  const r = el.getBoundingClientRect();
  return [el.tagName, el.id, el.className, r.x, r.y, r.width, r.height];
})"""


def held(page) -> list:
    """Hold Python's WebAssembly back (its requests left unanswered) until ``release``."""
    waiting: list = []

    def hold(route) -> None:
        if waiting and waiting[0] == "released":
            route.continue_()
        else:
            waiting.append(route)

    page.route(PYTHON, hold)
    return waiting


def release(waiting: list) -> None:
    """Let Python's WebAssembly through: the held requests and any later one."""
    held_back = list(waiting)
    waiting[:] = ["released"]
    for route in held_back:
        route.continue_()


def early(page, url: str) -> None:
    page.goto(url)
    page.wait_for_function("() => window.__wondersHomeUsable !== undefined")


def test_the_home_is_drawn_and_usable_without_python(page, server):
    held(page)
    early(page, server.url)
    assert page.locator("#app.early > main.screen-home").count() == 1
    for control in ("#new-game", "#learn-button", "#cards-button", "#rules-link",
                    "#language", "#new-7wonders", "#new-duel"):
        assert page.locator(control).is_visible(), control
    assert page.locator("#loading").is_visible()  # the line saying Python is on its way
    assert page.evaluate("() => performance.getEntriesByName('wonders-home-usable').length") == 1
    assert not page.evaluate("() => window.__wondersInteractive")
    assert not page.errors, page.errors


def test_pythons_files_are_asked_for_once_the_home_is_usable(page, server):
    """On a first visit nothing of Python's (its WebAssembly, standard library, the
    loader, PyScript, the wheels, the snapshot) is asked for before the home is usable."""
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url.removeprefix(server.url)))
    boot(page, server.url)
    usable = page.evaluate("() => window.__wondersHomeUsable")
    first_python = page.evaluate("""() => Math.min(...performance.getEntriesByType('resource')
        .filter(e => /pyodide|pyscript|wheels|snapshot/.test(e.name))
        .map(e => e.startTime))""")
    assert first_python >= usable, (first_python, usable)
    python = [u for u in asked if u.startswith(("pyodide/", "pyscript/", "wheels/"))]
    assert "pyodide/pyodide.asm.wasm" in python and "pyscript/core.js" in python
    assert not page.errors, page.errors


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_pythons_first_screen_is_laid_over_the_early_home_without_moving_it(
        browser, server, size):
    """The same elements (kept, not rebuilt) in the same boxes before and after Python."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    try:
        early(page, server.url)
        before = page.evaluate(BOXES)
        page.evaluate("() => document.querySelectorAll('#app *')"
                      ".forEach((el, i) => { el.__early = i; })")
        page.wait_for_selector(SCREEN_READY)
        after = page.evaluate(BOXES)
        assert after == before
        kept = page.evaluate("() => Array.from(document.querySelectorAll('#app *'))"
                             ".every((el, i) => el.__early === i)")
        assert kept
        shifts = page.evaluate("""() => new Promise((done) => {
            let sum = 0;
            new PerformanceObserver((list) => {
                for (const e of list.getEntries()) sum += e.value;
            }).observe({type: 'layout-shift', buffered: true});
            setTimeout(() => done(sum), 300);
        })""")
        assert shifts == 0
    finally:
        context.close()


def test_a_tap_before_python_is_kept_shown_and_answered(page, server):
    waiting = held(page)
    early(page, server.url)
    page.click("#new-game")
    assert page.locator("#new-game.queued[aria-busy=true]").count() == 1
    assert page.locator("main.screen-home").count() == 1  # nothing answered yet
    release(waiting)
    page.wait_for_selector("main.screen-setup")  # the new-game screen: the tap answered
    assert page.locator(".queued, [aria-busy]").count() == 0
    assert not page.errors, page.errors


def test_the_home_python_drew_last_shows_before_python_in_its_language(page, server):
    """A device with a saved game, in Danish: the next visit shows Resume and the game's
    card in Danish before Python, as Python drew them; Python then draws the same."""
    boot(page, server.url)
    page.select_option("#language", "da")
    page.wait_for_function("() => document.documentElement.lang === 'da'")
    # pass and play: no bot moves (and saves) after the person has gone home
    new_game(page, [("human", "Ann"), ("human", "Bo"), ("human", "Cy")], seed=3)
    page.wait_for_selector("#app:not(.early) main:not(.screen-setup)")
    page.click("[data-act=home]")
    page.wait_for_selector(HOME_READY)
    waiting = held(page)
    early(page, server.url)
    assert page.locator("#app.early #resume").count() == 1
    assert page.locator("#app.early .save-card").count() == 1
    assert page.evaluate("() => document.documentElement.lang") == "da"
    before = page.locator("#app").inner_text()
    release(waiting)
    page.wait_for_selector(SCREEN_READY)
    assert page.locator("#app").inner_text() == before  # Python draws the same home
    assert not page.errors, page.errors


def test_a_home_kept_by_another_build_is_not_shown_before_python(page, server):
    """After an update the home may differ (other game boxes): the one an older build's
    Python drew is not laid over the new early home, which Python would then move; the
    site's own early home shows, its saved games once Python is there."""
    boot(page, server.url)
    new_game(page, [("human", "Ann"), ("human", "Bo"), ("human", "Cy")], seed=3)
    page.wait_for_selector("#app:not(.early) main:not(.screen-setup)")
    page.click("[data-act=home]")
    page.wait_for_selector(HOME_READY)
    kept = page.evaluate("() => localStorage.getItem('wonders.v1.early-home')")
    head, _, tree = kept.partition("\n")
    lang, build = head.split(" ")
    page.evaluate("(text) => localStorage.setItem('wonders.v1.early-home', text)",
                  f"{lang} older\n{tree}")
    waiting = held(page)
    early(page, server.url)
    assert page.locator("#app.early #resume").count() == 0
    assert page.locator("#app.early .save-card").count() == 0
    assert page.locator("#app.early .game-box .box-picture").count() == 2
    release(waiting)
    page.wait_for_selector(SCREEN_READY)
    assert page.locator("#app .save-card").count() == 1
    # the same build's kept home shows again on the next visit
    assert page.evaluate("() => localStorage.getItem('wonders.v1.early-home')").startswith(
        f"{lang} {build}\n")
    assert not page.errors, page.errors


def test_a_save_damaged_since_is_reconciled_when_python_arrives(page, server):
    """The early home lists a save as it was; Python, once there, lists it as damaged."""
    boot(page, server.url)
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=3)
    page.wait_for_selector(READY)
    page.click("[data-act=home]")
    page.wait_for_selector(PYTHON_DRAWN + " .save-card")
    game = page.locator(".save-card").first.get_attribute("data-game")
    page.evaluate("(id) => localStorage.setItem('wonders.v1.save.' + id, 'not a save')", game)
    page.goto(server.url)
    page.wait_for_selector(SCREEN_READY)
    assert page.locator(f"#problems [data-game='{game}']").count() == 1
    assert page.locator(f".save-card[data-game='{game}']").count() == 0
    assert not page.errors, page.errors
