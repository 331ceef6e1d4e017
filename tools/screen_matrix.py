"""The matrix of screens and viewports a person meets (issue 27), walked in one page per
viewport: the layout checker (``tools/layout_check.py``), the committed screenshots
(``tools/screens.py``) and their test (``tests/web/test_screens.py``) all see the same
screens, reached the same way.

The games are seeded and played by the engine's "medium" bots (random moves for the
Cities coin loss), then stored as saves with fixed dates, each stopped where the first
seat alone is to move, so that no bot thinks while a screen is looked at; the page
boots once per viewport and opens them one after another, motion reduced.
"""

from __future__ import annotations

import base64
import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from engine import all_games, new_game, saves
from engine.bots import make_bot
from engine.rng import Rng

#: (width, height, touch) in CSS pixels: desktops, tablets both ways, phones both ways
VIEWPORTS = [(1920, 1080, False), (1440, 900, False), (1366, 768, False),
             (1280, 800, False), (1024, 768, False), (768, 1024, True),
             (1180, 820, True), (820, 1180, True), (390, 844, True), (844, 390, True)]
SHOT_PIXELS = 140_000  # screenshots hold at most this many pixels (shot at a smaller scale)
NAMES = ["You", "Ada", "Bram", "Cleo", "Dag", "Esme", "Finn", "Gus"]
BOOT_MS = 60_000
STILL_MS = 120_000  # bots answering a coin loss, on a loaded machine


def size_name(size: tuple[int, int, bool]) -> str:
    return f"{size[0]}x{size[1]}"


def scale(width: int, height: int) -> float:
    """The device scale factor that shoots a ``width`` x ``height`` window in at most
    ``SHOT_PIXELS`` pixels (about 470x300 for a 16:10 desktop, 250x550 for a phone),
    to keep the committed images small."""
    return min(1.0, (SHOT_PIXELS / (width * height)) ** 0.5)


def settle(game: str, state: Any, bots: dict[int, Any], seed: int) -> Any:
    """Let the bots move until the first seat alone is to move (or the game is over)."""
    while not state.is_terminal() and state.current_players() != [0]:
        for p in [p for p in state.current_players() if p != 0]:
            bot = bots.setdefault(p, make_bot(game, "medium", seed=seed * 31 + p))
            state.apply(p, bot.act(state.view(p), state.legal_actions(p)))
    return state


def play(game: str, seed: int, moves: int | None, **config: Any) -> Any:
    """A game played by medium bots for ``moves`` moves (None: to the end), then on to
    where the first seat alone is to move."""
    state = new_game(game, seed=seed, **config)
    bots: dict[int, Any] = {}
    while not state.is_terminal() and (moves is None or len(state.log) < moves):
        for p in list(state.current_players()):
            bot = bots.setdefault(p, make_bot(game, "medium", seed=seed * 31 + p))
            state.apply(p, bot.act(state.view(p), state.legal_actions(p)))
    return settle(game, state, bots, seed)


def owing(players: int) -> Any:
    """A seeded random Cities game played until the first seat meets a coin loss."""
    for seed in range(300):
        state = new_game("7wonders", seed=seed, players=players, cities="on")
        rng = Rng(seed)
        while state.phase != "over" and not (state.phase == "debt"
                                             and 0 in state.current_players()):
            p = state.current_players()[0]
            legal = state.legal_actions(p)
            state.apply(p, legal[rng.below(len(legal))])
        if state.phase == "debt":
            return state
    raise AssertionError("the first seat never met a coin loss")


def stored(key: str, state: Any, players: int, day: int, people: int = 1) -> tuple[str, str]:
    """The localStorage entry of a saved game: ``people`` persons on the first seats
    (pass-and-play from 2), bots after; its date fixed (home lists the dates)."""
    seats = [{"kind": "human" if i < people else "bot", "name": NAMES[i], "level": "medium"}
             for i in range(players)]
    meta = {"name": key, "game": state.game, "players": [s["name"] for s in seats],
            "seats": seats, "date": f"2026-03-{day:02d} 10:{day:02d}"}
    return f"wonders.v1.save.{key}", base64.b64encode(saves.dumps(state, meta)).decode()


@functools.cache
def games() -> dict[str, str]:
    """Every saved game the walk opens: storage key -> value."""
    made = [
        ("w3", play("7wonders", 5, 3 * 15, players=3), 3),  # Age II, turn 4
        ("w4", play("7wonders", 5, 4 * 8, players=4), 4),
        ("w7", play("7wonders", 5, 7 * 15, players=7), 7),
        ("free-city", play("7wonders", 7, 2 * 9, players=2), 2),
        ("edition2", play("7wonders", 6, 4 * 14, players=4, edition=2), 4),
        ("cities8", play("7wonders", 4, 8 * 10, players=8, cities="on", teams=True), 8),
        ("coin-loss", owing(4), 4),
        ("duel", play("duel", 8, 14), 2),
        ("end", play("7wonders", 9, None, players=5), 5),
        ("duel-end", play("duel", 10, None), 2),
    ]
    out = dict(stored(key, state, n, day) for day, (key, state, n) in enumerate(made, 1))
    out.update([stored("pass", new_game("7wonders", seed=3, players=3), 3, 20, people=3)])
    return out


#: the screens walked besides the tables: home, the two new-game screens, the first
#: step of "Learn to play", and a card chosen, the compendium, the log, a city opened,
#: Duel's card chosen and discard pile, the replay, a city opened from the score pad,
#: the debrief under it, and the history of finished games
BESIDES = 14

#: the tables: screen name, saved game, what shows once it is still
TABLES = [("7w-3p", "w3", "#hand .card"), ("7w-4p", "w4", "#hand .card"),
          ("7w-7p", "w7", "#hand .card"), ("free-city", "free-city", "#hand .card"),
          ("edition2", "edition2", "#hand .card"), ("cities-8p-teams", "cities8", "#hand .card"),
          ("coin-loss", "coin-loss", "#debt button.act"),
          ("duel", "duel", "#structure .dcard[data-act]"), ("score-pad", "end", "#score-pad"),
          ("duel-score-pad", "duel-end", "#score-pad, #continue"),
          ("hand-over", "pass", "#handover")]

Look = Callable[[Any, str], None]


#: every tap answered: with the page's Python in PyScript's worker a tap's answer is
#: drawn a moment later, and ``#app`` says it is busy (aria-busy) until then
SETTLED = "#app:not([aria-busy])"


def settled(page, timeout: int = STILL_MS) -> None:
    """Wait until the page has answered every tap made (``SETTLED``)."""
    page.wait_for_selector(SETTLED, state="attached", timeout=timeout)


def still(page) -> None:
    """Every tap answered (``settled``), the mouse away from every target (no hover),
    the window at its top unless the screen scrolled it itself."""
    settled(page)
    page.mouse.move(0, 0)


def shown(page, selector: str) -> None:
    """Wait until ``selector`` shows, then stand still (``still``) to be looked at."""
    page.wait_for_selector(selector)
    still(page)


def open_game(page, key: str, ready: str) -> None:
    """From any screen: home, then the saved game ``key``, waited on until no bot
    thinks and ``ready`` shows."""
    if page.locator("button[data-act=home]").count():
        page.locator("button[data-act=home]").first.click()
    page.click(f"button.open[data-arg='{key}']")
    page.wait_for_function(
        "ready => !!document.querySelector(ready)"
        " && !document.querySelector('#thinking, .thinking, #app[aria-busy]')",
        arg=ready, timeout=STILL_MS)
    still(page)


def open_tools(page) -> None:
    """Unfold the top bar's tools where the bar folds them behind "⋯" (``#bar-more``:
    below 1440 px wide, or a window under 500 px tall)."""
    more = page.locator("#bar-more")
    if more.is_visible() and more.get_attribute("aria-expanded") != "true":
        more.click()
        page.wait_for_selector("#bar-more[aria-expanded=true]")


def tap_tool(page, selector: str) -> None:
    """Tap one of the top bar's tools (``open_tools`` first), then fold them again."""
    open_tools(page)
    page.click(selector)
    settled(page)
    more = page.locator("#bar-more")
    if more.is_visible() and more.get_attribute("aria-expanded") == "true":
        more.click()


def screens(page, url: str) -> Iterator[str]:
    """Boot the site at ``url`` with ``games()`` stored and walk every screen, yielding
    each one's name once it shows and stands still."""
    page.goto(url)
    page.wait_for_selector("main.screen", timeout=BOOT_MS)
    page.evaluate("g => { for (const [k, v] of Object.entries(g)) "
                  "localStorage.setItem(k, v); }", games())
    page.reload()
    shown(page, "#saves li.save-row")
    yield "home"
    page.click("#new-game")
    shown(page, "#start")
    first, *others = all_games()  # the registry's first game is the form's choice
    yield f"new-{first.id}"
    for g in others:
        page.check(f"input[name='game'][value='{g.id}']")
        shown(page, f"input[name='game'][value='{g.id}']:checked")
        yield f"new-{g.id}"
    page.click("button[data-act=home]")
    page.click("#learn-button")
    taught = next(g for g in all_games() if g.lessons)  # the first lesson's first step
    page.click(f"#learn-{taught.id}")
    page.wait_for_function(
        "() => document.querySelector('#coach-line') && document.querySelector('#actions')"
        " && !document.querySelector('#thinking, .thinking')", timeout=STILL_MS)
    still(page)
    yield f"learn-{taught.id}"
    for name, key, ready in TABLES:
        open_game(page, key, ready)
        yield name
        if name == "7w-4p":
            page.locator("#hand .card:not([aria-disabled])").first.click()
            shown(page, "#actions button.act")
            yield "7w-4p-card"
            tap_tool(page, "#cards-button")
            shown(page, "#compendium .compendium-card")
            yield "compendium"
            page.click("#compendium-close")
            page.wait_for_selector("#hand .card")
            shut = not page.locator("#log").is_visible()  # wide: a column, open already
            if shut:
                tap_tool(page, "#log-button")
                page.wait_for_selector("#log")
            still(page)
            yield "7w-4p-log"
            if shut:
                tap_tool(page, "#log-button")
        if name == "7w-7p":
            page.locator(".city.left .city-open").first.click()
            shown(page, "#city-sheet")
            yield "7w-7p-city-open"
            page.click("#city-sheet-close")
        if name == "duel":
            page.locator("#structure .dcard[data-act]").first.click()
            shown(page, "#actions button.act")
            yield "duel-card"
            page.click("#discard-button")
            shown(page, "#discard-pile")
            yield "duel-discard"
            page.click("#discard-button")
        if name == "score-pad":
            page.click("#replay-button")
            shown(page, "#replay-bar")
            yield "replay"
            page.click("#replay-close")
            page.wait_for_selector("#score-pad")
            page.locator("#score-pad th button.city-link").nth(1).click()
            shown(page, "#city-sheet")
            yield "score-pad-city"
            page.click("#city-sheet-close")
            page.wait_for_selector("#score-pad")
            page.locator("#moments").scroll_into_view_if_needed()
            still(page)
            yield "score-pad-moments"
    page.locator("button[data-act=home]").first.click()
    page.click("#history-button")
    shown(page, "#history-total")
    yield "history"


@contextmanager
def viewport_page(browser, size: tuple[int, int, bool], language: str = "") -> Iterator[Any]:
    """A page of ``browser`` at ``size`` (width, height, touch), motion reduced, shot at
    ``scale``, speaking ``language`` when given (the stored choice); its uncaught errors
    in ``page.errors``."""
    width, height, touch = size
    context = browser.new_context(viewport={"width": width, "height": height},
                                  device_scale_factor=scale(width, height), has_touch=touch,
                                  is_mobile=touch, reduced_motion="reduce",
                                  service_workers="block")
    context.set_default_timeout(BOOT_MS)
    if language:
        context.add_init_script(f"localStorage.setItem('wonders.v1.language', '{language}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    try:
        yield page
    finally:
        context.close()


def walk_all(look: Callable[[Any, str, str], None], only: str = "", screens_: str = "",
             language: str = "", **_: Any) -> None:
    """Build the site, then at each viewport (whose name has ``only``) walk the screens
    (in ``language`` when given) and call ``look(page, viewport, screen)`` on those
    whose name has ``screens_``."""
    import shutil
    import tempfile

    from playwright.sync_api import sync_playwright

    from tests.web.conftest import ARGS, CHROMIUM
    from tests.web.helpers import Server
    from tools.site import DIST
    from tools.site.assemble import build

    build(DIST)
    site = Path(tempfile.mkdtemp(prefix="wonders-matrix-")) / "dist"
    shutil.copytree(DIST, site)
    server = Server(site)
    games()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for size in VIEWPORTS:
                if only not in size_name(size):
                    continue
                with viewport_page(browser, size, language) as page:
                    for screen in screens(page, server.url):
                        if screens_ in screen:
                            look(page, size_name(size), screen)
                    assert not page.errors, page.errors
            browser.close()
    finally:
        server.stop()
        shutil.rmtree(site.parent, ignore_errors=True)
