"""The play zone never leaves the screen (issue 27): at 1280x800, 1024x768, 768x1024
and 390x844, with 4 players and with 8 (Cities, teams), the table opens at its top and,
at each turn, once a card is chosen, the hand's cards and that card's actions (every
``#actions button.act``), and any rules choice (``#debt``, ``#power``), are inside the
viewport and inside any box that clips them, without scrolling, with no text in the
actions clipped. Every tap here is a script's ``click()``, which scrolls nothing, so
what is measured is what a person sees before touching the page."""

from __future__ import annotations

import pytest

from engine import new_game
from engine.rng import Rng
from tests.web.conftest import ARGS, CHROMIUM
from tests.web.helpers import (
    BOOT_MS,
    HOME_READY,
    PREFER,
    Server,
    boot,
    list_saves,
    renders,
    wait_for_bots,
    wait_for_render,
)
from tests.web.helpers import new_game as start
from tests.web.test_cities_table import saved
from tools.layout_check import CLIPPED_IN, HIDDEN

VIEWPORTS = [(1280, 800, False), (1024, 768, False), (768, 1024, True), (390, 844, True)]
TABLES = {
    "4p": ([("human", "Ann"), ("bot", "Bo"), ("bot", "Cy"), ("bot", "Di")], {}),
    "8p-teams": ([("human", "Ann")] + [("bot", f"B{i}") for i in range(1, 8)],
                 {"cities": "on", "teams": "True"}),
}
TURNS = 3


def tap(page, selector: str) -> None:
    """Tap the first ``selector`` without scrolling anything into view."""
    page.locator(selector).first.evaluate("el => el.click()")


def play_turn(page) -> str:
    """Do what the table asks (a rules choice, or a card and its first possible move),
    checking first that what it asks is in view; returns what was checked."""
    for choice in ("#debt", "#power"):
        if page.locator(f"{choice} button.act").count():
            hidden = page.evaluate(HIDDEN, f"{choice} button.act")
            assert not hidden, f"{choice} out of view: {hidden}"
            tap(page, f"{choice} button.act")
            return choice
    for cls in PREFER:
        if page.locator(f"#hand .card{cls}:not([disabled])").count():
            tap(page, f"#hand .card{cls}:not([disabled])")
            break
    page.wait_for_selector("#actions button.act")
    hidden = page.evaluate(HIDDEN, "#hand .card, #actions button.act")
    assert not hidden, f"a card chosen, out of view: {hidden}"
    clipped = page.evaluate(CLIPPED_IN, "#actions")
    assert not clipped, f"clipped in the actions: {clipped}"
    tap(page, "#actions button.act:not([disabled])")
    return "card"


def owing(players: int) -> object:
    """A seeded random Cities game (teams from 4 players up to 8: ``players`` 8) played
    until seat 0 meets a coin loss."""
    def ann_owes(state):
        return state.phase == "debt" and 0 in state.current_players()
    for seed in range(300):
        state = new_game("7wonders", seed=seed, players=players, cities="on",
                         teams=players == 8)
        rng = Rng(seed)
        while state.phase != "over" and not ann_owes(state):
            p = state.current_players()[0]
            legal = state.legal_actions(p)
            state.apply(p, legal[rng.below(len(legal))])
        if ann_owes(state):
            return state
    raise AssertionError("seat 0 never met a coin loss")


def play_turns(page, seats, options) -> None:
    """A new game from home: it opens at its top, and ``TURNS`` turns are played with
    the play zone checked at each (``play_turn``)."""
    start(page, seats, seed=11, options=options)
    wait_for_bots(page)
    assert page.evaluate("() => window.scrollY") == 0, "the table opens scrolled down"
    done = []
    while len(done) < TURNS:
        wait_for_bots(page)
        if page.locator("#continue, #reveal, #done").count():
            tap(page, "#continue, #reveal, #done")
            continue
        seen = renders(page)
        done.append(play_turn(page))
        wait_for_render(page, seen)


def meet_coin_losses(page, games: dict[str, str]) -> None:
    """Each saved game of ``games`` opens on seat 0's coin loss, in view at its top."""
    list_saves(page, games)
    for key in games:
        name = key.rsplit(".", 1)[-1]
        if page.locator("button[data-act=home]").count():
            tap(page, "button[data-act=home]")
        tap(page, f"button.open[data-arg='{name}']")
        wait_for_bots(page, "#debt button.act")
        assert page.evaluate("() => window.scrollY") == 0, name
        hidden = page.evaluate(HIDDEN, "#debt h3, #debt button.act")
        assert not hidden, f"{name}: the coin loss out of view: {hidden}"


@pytest.fixture(scope="module")
def coin_losses() -> dict[str, str]:
    """Two saved Cities games at seat 0's coin loss: 4 players, and 8 in teams."""
    games: dict[str, str] = {}
    for n in (4, 8):
        people = [("human", "Ann")] + [("bot", f"Bot {i}") for i in range(1, n)]
        games.update([saved(owing(n), people, f"debt{n}")])
    return games


@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_the_play_zone_and_a_coin_loss_are_in_view(playwright_instance, site, size,
                                                   coin_losses):
    """One page per viewport (a boot is the expensive part): the Cities coin loss of a
    saved 4- and 8-player game, then a new 4-player game and a new 8-player game in
    teams, each played ``TURNS`` turns."""
    width, height, touch = size
    srv = Server(site)
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    try:
        page = browser.new_page(viewport={"width": width, "height": height},
                                has_touch=touch, is_mobile=touch, service_workers="block")
        page.set_default_timeout(BOOT_MS)
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        boot(page, srv.url)
        meet_coin_losses(page, coin_losses)
        for table, (seats, options) in TABLES.items():
            tap(page, "button[data-act=home]")
            page.wait_for_selector(HOME_READY)
            try:
                play_turns(page, seats, options)
            except AssertionError as exc:
                raise AssertionError(f"{table} at {width}x{height}: {exc}") from None
        assert not errors, errors
    finally:
        browser.close()
        srv.stop()


