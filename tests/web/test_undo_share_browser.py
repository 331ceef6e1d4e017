"""In Chromium: undo against a bot restores the table before the pick; a shared
set-up link opened in a fresh browser context starts the same game; a finished game's
replay link opens its replay there."""

from __future__ import annotations

from tests.web.helpers import (
    HOME_READY,
    boot,
    choose,
    more,
    saved_moves,
    wait_for_bots,
    wait_for_saves,
    with_errors,
)
from tests.web.test_duel_table import READY, current_state, new_duel, step
from tests.web.test_targets import SAVES
from tools.screen_matrix import tap_tool

HAND = "() => [...document.querySelectorAll('#hand .card')].map(c => c.dataset.card)"


def fresh(browser, url: str):
    """A page in a new browser context (another device: nothing stored)."""
    ctx = browser.new_context(viewport={"width": 1024, "height": 768})
    ctx.set_default_timeout(60_000)
    page = with_errors(ctx.new_page())
    page.goto(url)
    return ctx, page


def test_undo_against_a_bot_restores_the_state_before_the_pick(page, server):
    boot(page, server.url)
    new_duel(page, seed=5)
    undone = 0
    for _ in range(30):
        wait_for_bots(page, READY)  # the log read here is the one the undo goes back to
        if page.locator("#score-pad").count() or undone >= 2:
            break
        before = current_state(page).log
        step(page)
        page.wait_for_selector(READY)  # the bot has answered: the person's turn again
        if not page.locator("#undo").count():
            continue
        assert len(current_state(page).log) > len(before)
        page.click("#undo")
        want = [len(before)]
        wait_for_saves(page, lambda s, want=want: list(s.values()) == want)
        assert current_state(page).log == before
        page.wait_for_selector(READY)
        undone += 1
    assert undone == 2
    assert not page.errors, page.errors


def test_a_shared_set_up_link_starts_the_same_game_in_a_fresh_browser(page, server, browser):
    boot(page, server.url)
    page.click("#new-game")
    choose(page, "players", "3")
    more(page)
    page.select_option("select[name=seat1-kind]", "bot")
    page.select_option("select[name=seat2-kind]", "bot")
    page.fill("input[name=seat0-name]", "Ann")
    page.fill("#seed", "")
    tap_tool(page, "#share-setup")
    link = page.locator("#share-link").input_value()
    assert link.startswith(server.url) and "#setup=1." in link
    seed = page.locator("#seed").input_value()
    assert seed, "a seed is drawn for both devices"
    page.click("#start")
    page.wait_for_selector("#hand .card")
    ctx, other = fresh(browser, link)
    try:
        other.wait_for_selector("#start")
        assert other.locator("#seed").input_value() == seed
        assert other.locator("input[name=seat0-name]").input_value() == "Ann"
        other.click("#start")
        other.wait_for_selector("#hand .card")
        assert other.evaluate(HAND) == page.evaluate(HAND)
        assert other.locator("#age").text_content() == page.locator("#age").text_content()
        assert not other.errors, other.errors
    finally:
        ctx.close()
    assert not page.errors, page.errors


def test_a_replay_link_opens_the_replay_in_a_fresh_browser(page, server, browser):
    boot(page, server.url)
    page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) "
                  "localStorage.setItem(k, v); }", SAVES)
    page.reload()
    page.click("button.open[data-arg='duel-over']")
    page.click("#share-replay")
    link = page.locator("#share-link").input_value()
    assert "#replay=1." in link
    ctx, other = fresh(browser, link)
    try:
        other.wait_for_selector("#replay-bar")
        other.click("#replay-first")
        other.wait_for_function("() => /set-up/.test("
                                "document.querySelector('#replay-where').textContent)")
        other.click("#replay-forward")
        assert other.evaluate("() => Object.keys(localStorage).filter("
                              "k => k.startsWith('wonders.v1.save.')).length") == 0
        other.click("#replay-close")
        other.wait_for_selector(HOME_READY)
        damaged = link[:-40] + "!!"
        other.goto("about:blank")
        other.goto(damaged)
        other.wait_for_selector("#toast.show.error")
        assert other.locator("#toast").text_content() == "This link to a game is damaged"
        assert other.locator("#new-game").count()
        assert not other.errors, other.errors
    finally:
        ctx.close()
    assert saved_moves(page)
