"""The author mode (``author.html``, ``web/author.js``), driven as a tutorial writer
does in Chromium: a moment of a saved game's replay made into an example ("Make an
example from here"), a step played on the live table, a caption typed, a card marked
and a claim ticked, the line copied and pasted into a tutorial of another origin,
where it shows the same table and its claims hold. Each tap and each typing of the
author is counted (``Author``); the count is printed (issue 28: an example made in a
couple of minutes of a person's work)."""

from __future__ import annotations

import pytest

from tests.web.helpers import BOOT_MS, Server, boot, list_saves
from tests.web.test_targets import one_person, stored
from tools.layout_check import measure

DRAWN = "#x-example:not([hidden])"
TABLE = "#a-table"


class Author:
    """A page of the author mode, counting the author's taps and typings."""

    def __init__(self, page) -> None:
        self.page = page
        self.steps = 0

    def tap(self, selector: str) -> None:
        self.page.locator(selector).first.click()
        self.steps += 1

    def type(self, selector: str, text: str) -> None:
        self.page.fill(selector, text)
        self.steps += 1

    def answered(self, was: str) -> None:
        """Wait for the engine's answer to the last change."""
        self.page.wait_for_function(
            "(was) => document.body.dataset.answered !== was", arg=was, timeout=BOOT_MS)

    def after(self, action, *args) -> None:
        was = self.page.get_attribute("body", "data-answered") or ""
        action(*args)
        self.answered(was)


def ready(page) -> None:
    page.wait_for_selector("body[data-checked]", timeout=BOOT_MS)
    page.wait_for_selector(f"{TABLE} main.screen", timeout=BOOT_MS)


def test_a_replay_step_made_into_an_example_is_shown_where_its_line_is_pasted(
        page, context, server, tmp_path):
    boot(page, server.url)
    list_saves(page, dict([stored("7wonders-3p-over", one_person(3))]))
    person = Author(page)
    person.tap("button.open[data-arg='7wonders-3p-over']")
    page.wait_for_selector("#replay-button", timeout=BOOT_MS)
    person.tap("#replay-button")
    page.wait_for_selector("#replay-bar")
    person.tap("#replay-first")
    person.tap("#replay-forward")
    page.wait_for_selector("#replay-where:has-text('step 1')")
    with context.expect_page() as opened:
        person.tap("#replay-example")
    author = Author(opened.value)
    author.steps = person.steps
    ap = author.page
    ready(ap)
    assert "0 steps" in ap.inner_text("#a-status")
    # Ann's hand of the second turn of Age I, as the replay showed it
    hand = ap.locator(f"{TABLE} #hand [data-card]")
    assert hand.count() == 6
    author.after(author.tap, "#a-mode-play")
    card = ap.locator(f"{TABLE} #hand .card:not([aria-disabled])").first.get_attribute("data-card")
    author.after(author.tap, f"{TABLE} #hand .card[data-card='{card}']")
    author.after(author.tap, f"{TABLE} #actions [data-act=move]")
    ap.wait_for_selector("#a-status:has-text('1 step')")
    assert ap.locator("#a-steps li").count() == 1
    assert ap.locator(f"{TABLE} #hand [data-card]").count() == 5  # the next turn's hand
    author.after(author.type, "#a-caption", "Ann plays a card; the others too.")
    author.after(author.tap, "#a-mode-mark")
    author.after(author.tap, f"{TABLE} .city[data-seat='0'] [data-name]")
    assert ap.locator(f"{TABLE} .x-mark").count() >= 1
    claim = ap.locator("#a-panel input[data-claim*='total']").first
    author.tap("#a-panel .a-claims summary")
    author.after(claim.check)
    author.steps += 1
    ap.wait_for_selector("#a-status:has-text('1 claim holds')")
    author.tap("#a-copy-code")
    code = ap.input_value("#a-code")
    assert code.startswith(f'<iframe src="{server.url}embed.html#x1.')
    author.steps += 1  # pasting the line into the tutorial
    print(f"\nauthor's steps, from the saved game to the line pasted: {author.steps}")

    preview = ap.frame_locator("#a-preview")
    preview.locator("#x-count", has_text="0 / 1").wait_for(timeout=BOOT_MS)
    assert preview.locator("#hand [data-card]").count() == 6  # the hand, in the preview
    (tmp_path / "tutorial.html").write_text(
        f'<!doctype html><html><head><meta charset="utf-8"></head><body>{code}</body></html>')
    tutorial = Server(tmp_path)
    try:
        other = ap.context.new_page()
        other.goto(tutorial.url + "tutorial.html")
        pasted = other.frame_locator("iframe")
        pasted.locator(DRAWN).wait_for(timeout=BOOT_MS)  # drawn: every claim held
        pasted.locator("#x-next").click()
        assert pasted.locator("#x-caption").inner_text() == "Ann plays a card; the others too."
        assert pasted.locator(".x-mark").count() >= 1
        assert pasted.locator("#hand [data-card]").count() == 5
    finally:
        tutorial.stop()


def test_hands_are_counted_only_when_the_author_asks(page, server):
    page.goto(server.url + "author.html")
    ready(page)
    person = Author(page)
    person.tap(".a-seat[data-seat='0'] button[data-add=hand]")
    person.type("#a-search", "tav")
    found = page.locator("#a-found button[data-pick]")
    assert found.count() == 1 and found.first.get_attribute("data-pick") == "Tavern"
    person.after(person.tap, "#a-found button[data-pick='Tavern']")
    person.tap("#a-done")
    # eight cards in Ann's hand, seven in the others': drawn, not refused
    assert page.locator(f"{TABLE} #hand [data-card]").count() == 8
    assert "press Check" in page.inner_text("#a-status")
    person.after(person.tap, "#a-check")
    assert "every hand must hold the same number of cards" in page.inner_text("#a-status")
    person.after(person.tap, ".a-seat[data-seat='0'] .a-chip:has-text('Tavern')")
    person.after(person.tap, "#a-check")
    assert "0 steps" in page.inner_text("#a-status")
    # a built card tapped on the table goes
    person.tap(".a-seat[data-seat='1'] button[data-add=cards]")
    person.after(person.tap, "#a-found button[data-pick='Loom']")
    person.tap("#a-done")
    loom = f"{TABLE} .city[data-seat='1'] [data-name='Loom']"
    assert page.locator(loom).count() == 1
    person.after(person.tap, loom)
    assert page.locator(loom).count() == 0


@pytest.mark.parametrize("kind", ["duel", "cities", "free-city", "7wonders/2"])
def test_every_ruleset_sets_up_and_plays_a_step(page, server, kind):
    page.goto(server.url + "author.html")
    ready(page)
    person = Author(page)
    page.select_option("#a-kind", kind)
    person.after(person.tap, "#a-new")
    assert "0 steps" in page.inner_text("#a-status")
    if kind == "duel":  # a wonder taken from Bruno and given back with the picker
        chips = page.locator(".a-seat[data-seat='1'] [data-wonder-at]")
        first = chips.first.inner_text().rstrip(" ×")
        person.after(person.tap, ".a-seat[data-seat='1'] [data-wonder-at='0']")
        assert chips.count() == 3
        person.tap(".a-seat[data-seat='1'] button[data-add=wonders]")
        person.after(person.tap, f"#a-found button[data-pick='{first}']")
        person.tap("#a-done")
        assert chips.count() == 4
    person.after(person.tap, "#a-mode-play")
    if kind == "duel":
        pick = f"{TABLE} #structure [data-act=select]"
    else:
        pick = f"{TABLE} #hand .card:not([aria-disabled])"
    person.after(person.tap, pick)
    person.after(person.tap, f"{TABLE} #actions [data-act=move]")
    page.wait_for_selector("#a-status:has-text('1 step')")


def test_a_rulebook_example_opens_with_its_claims(page, server):
    page.goto(server.url + "author.html")
    ready(page)
    person = Author(page)
    page.select_option("#a-book", "trade-1e")
    person.after(person.tap, "#a-open")
    assert "claims hold" in page.inner_text("#a-status")
    person.after(person.tap, "#a-mode-mark")
    assert page.locator(f"{TABLE} .x-mark").count() >= 1
    assert page.input_value("#a-select") == "University"


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["1280x800", "390x844"])
def test_no_target_under_44_px_and_nothing_wider_than_the_screen(page, server, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(server.url + "author.html")
    ready(page)
    for mode in ("edit", "play", "mark"):
        was = page.get_attribute("body", "data-answered")
        page.click(f"#a-mode-{mode}")
        page.wait_for_function("(was) => document.body.dataset.answered !== was", arg=was)
        found = measure(page)
        assert not found["targets"], (mode, found["targets"])
        assert not found["overflow"], (mode, found["overflow"])
    page.click("#a-mode-edit")
    page.click(".a-seat[data-seat='0'] button[data-add=cards]")
    page.wait_for_selector("#a-found button[data-pick]")
    found = measure(page)
    assert not found["targets"] and not found["overflow"], found


def test_the_pasted_element_reserves_the_height_the_example_is_drawn_at(page, server, tmp_path):
    """Others' tutorials move nothing as their example loads (issue 53): the element the
    author copies carries the height the preview drew the example at, and a tutorial
    of another origin, as wide as the preview, keeps that room from its first layout
    (before the element's script runs, then its placeholder) to the drawn example."""
    page.goto(server.url + "author.html")
    ready(page)
    person = Author(page)
    page.select_option("#a-book", "trade-1e")
    person.after(person.tap, "#a-open")
    page.wait_for_function("() => document.body.dataset.reserved", timeout=BOOT_MS)
    drawn = int(page.get_attribute("body", "data-reserved"))
    element = page.input_value("#a-element")
    assert f'height="{drawn}"' in element and f"min-height:{drawn}px" in element
    assert drawn != 480, "the preview's own height, not the default"
    width = page.evaluate("() => document.getElementById('a-preview').clientWidth")
    (tmp_path / "tutorial.html").write_text(
        '<!doctype html><html><head><meta charset="utf-8"><title>A tutorial</title></head>'
        f'<body style="margin:0"><div style="width:{width}px">{element}'
        '<p id="after">After the example.</p></div><script>'
        'window.tops = [document.getElementById("after").getBoundingClientRect().top];'
        'addEventListener("DOMContentLoaded", () => window.tops.push('
        'document.getElementById("after").getBoundingClientRect().top));'
        '</script></body></html>')
    tutorial = Server(tmp_path)
    try:
        other = page.context.new_page()
        other.goto(tutorial.url + "tutorial.html")
        other.frame_locator("iframe").locator(DRAWN).wait_for(timeout=BOOT_MS)
        other.wait_for_function(
            "() => Math.abs(document.querySelector('iframe').getBoundingClientRect().height"
            f" - {drawn}) <= 4",
            timeout=BOOT_MS)
        tops = other.evaluate("() => [...window.tops,"
                              " document.getElementById('after').getBoundingClientRect().top]")
        frame = other.evaluate("() => document.querySelector('iframe').getBoundingClientRect()"
                               ".height")
        assert abs(frame - drawn) <= 4, (frame, drawn)
        assert max(tops) - min(tops) <= 4, tops  # the text below never moved
    finally:
        tutorial.stop()
