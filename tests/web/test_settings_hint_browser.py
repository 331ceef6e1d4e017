"""In Chromium, one boot: settings stored on this device are on the page from its start
(the colour-blind palette's colours and shapes, larger text, no motion); the Settings
panel changes them; at a game against a bot "Suggest a move" shows the bot worker's
suggestion in one line with its card outlined, and plays nothing."""

from __future__ import annotations

import base64
import json
import os

import msgpack

from tests.web.helpers import BOOT_MS, boot, more, new_game, saved_games

SHOTS = os.environ.get("WONDERS_SHOTS", "")  # a folder: the screenshots are kept there
PREFS = {"motion": "none", "palette": True, "text": "large", "hints": False}


def moves(page) -> list[tuple[int, str]]:
    """The moves of the one saved game."""
    (raw,) = saved_games(page).values()
    return [tuple(m) for m in msgpack.unpackb(base64.b64decode(raw))["moves"]]


def shot(page, name: str) -> None:
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, name + ".png"))


#: the focused control's box, and the part of it the new-game screen's sticky Start bar
#: covers (none when the control is in the bar)
FOCUS_COVER = """() => {
  const el = document.activeElement, bar = document.querySelector('.start-bar');
  const r = el.getBoundingClientRect(), b = bar.getBoundingClientRect();
  const over = bar.contains(el) ? 0
    : Math.max(0, Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top));
  return {what: el.id || el.name || el.tagName, covered: over, height: r.height};
}"""


def nothing_focused_is_covered(page) -> None:
    """At 1280x800 each control of the new-game screen reached by Tab is in sight, not
    under the sticky Start bar (WCAG 2.2, 2.4.11 "Focus Not Obscured")."""
    page.set_viewport_size({"width": 1280, "height": 800})
    try:
        page.click("#new-game")
        more(page)
        page.locator("[data-act=home]").first.focus()
        seen = []
        for _ in range(40):
            page.keyboard.press("Tab")
            seen.append(page.evaluate(FOCUS_COVER))
        assert not [s for s in seen if s["covered"] > 0], seen
        page.click("[data-act=home]")
        page.wait_for_selector("#new-game")
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})


def test_settings_from_the_start_and_a_suggested_move(page, server):
    page.goto(server.url)
    page.evaluate("p => localStorage.setItem('wonders.v1.prefs', p)", json.dumps(PREFS))
    boot(page, server.url)
    classes = page.evaluate("() => [...document.documentElement.classList].sort()")
    assert classes == ["cb", "motion-none", "text-large"]
    assert page.evaluate("() => getComputedStyle(document.body).zoom") == "1.15"
    page.click("#settings-button")
    page.wait_for_selector("#settings")
    # a dialog over the screen: the focus is in it, and Tab goes round its controls
    assert page.evaluate("() => document.activeElement.id") == "settings"
    for _ in range(12):
        page.keyboard.press("Tab")
        assert page.evaluate("() => document.activeElement.closest('#settings') !== null")
    shot(page, "home-settings")
    page.click("[data-act=setting][data-arg='text:normal']")
    page.wait_for_selector("[data-arg='text:normal'][aria-pressed=true]")
    assert "text-large" not in page.evaluate("() => document.documentElement.className")
    # the named STUN preset (issue 57): off, then on (the field shows it), kept here
    assert page.locator("[data-arg='stun-preset:off'][aria-pressed=true]").count()
    page.click("[data-arg='stun-preset:google']")
    page.wait_for_selector("[data-arg='stun-preset:google'][aria-pressed=true]")
    assert page.input_value("#set-stun-field") == "stun:stun.l.google.com:19302"
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('wonders.v1.prefs'))")
    assert stored["stun"] == "stun:stun.l.google.com:19302"
    page.click("[data-arg='stun-preset:off']")
    page.wait_for_selector("[data-arg='stun-preset:off'][aria-pressed=true]")
    page.keyboard.press("Escape")  # closes it, and the focus is back where it was
    page.wait_for_selector("#settings", state="detached")
    assert page.evaluate("() => document.activeElement.id") == "settings-button"
    page.click("#settings-button")
    page.click(".settings-shade", position={"x": 5, "y": 5})  # a tap beside it closes it too
    page.wait_for_selector("#settings", state="detached")
    nothing_focused_is_covered(page)
    new_game(page, [("human", "Ann"), ("bot", "Bob"), ("bot", "Cid")], seed=3)
    page.wait_for_selector("#hint-button", timeout=BOOT_MS)
    page.click("#hint-button")
    line = page.wait_for_selector("#hint-line[data-move]", timeout=BOOT_MS)
    move = line.get_attribute("data-move")
    assert line.text_content().startswith("Suggested: ")
    assert page.locator("#hand .card.hinted").count() == 1
    assert page.locator("#actions").count() == 1  # the suggested card's actions are open
    # the palette's shape is on every hand card; the bots may have moved, Ann has not
    glyphs = page.locator("#hand .card-slot .card-glyph")
    assert glyphs.count() == page.locator("#hand .card").count()
    assert all(p != 0 for p, _m in moves(page))
    shot(page, "table-hint")
    assert move and not page.errors
