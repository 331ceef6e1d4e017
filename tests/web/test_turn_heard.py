"""One whole turn as a screen reader meets it (issue 56), in English and in Danish: a
saved 7 Wonders game of 3 (a person and two bots, at its first turn) opened from home
by keys, a card chosen (Enter) and built (Enter), until the next hand's first card
takes the focus. Every place the focus lands is recorded as Chromium's accessibility
computation names it (its role and name: ``computedRole``/``computedName``, the same
tree a screen reader reads, and checked against the DevTools protocol's tree at the
end) with its description, and every text of the live region, in the order they came.

The record is the section "One turn heard" of ``docs/accessibility.md``: the test
fails when the page says something else (the game is seeded and the bots too), and
``WONDERS_UPDATE_HEARD=1`` writes it anew (read it before committing it)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from engine import new_game
from tests.web.conftest import ARGS, CHROMIUM
from tests.web.helpers import BOOT_MS, boot, list_saves
from tests.web.test_keyboard_play import FOCUSED, PLAYABLE
from tools import screen_matrix

DOC = Path(__file__).resolve().parents[2] / "docs" / "accessibility.md"
UPDATE = os.environ.get("WONDERS_UPDATE_HEARD") == "1"
BEGIN, END = "<!-- heard: begin -->", "<!-- heard: end -->"
LANGUAGES = {"en": "English", "da": "Danish"}
#: the focus waiting on the table's heading while the bots choose: there or not, as
#: the bots are quicker or slower than the page (not compared)
WAITING = "- focus, heading: "

#: what a screen reader is given, in order: each focus (role, name, description) and
#: each text of the live region
HEAR = """() => {
  window.__heard = [];
  const said = (el) => (el.getAttribute('aria-describedby') || '').split(/\\s+/)
    .map(id => document.getElementById(id)).filter(Boolean)
    .map(e => e.textContent.trim()).join(' ');
  document.addEventListener('focusin', (ev) => {
    const el = ev.target;
    window.__heard.push(['focus', el.computedRole, el.computedName, said(el)]);
  });
  const live = document.getElementById('live');
  new MutationObserver(() => {
    if (live.textContent) window.__heard.push(['live', live.textContent]);
  }).observe(live, {childList: true, characterData: true, subtree: true});
}"""


def focused_in_tree(page) -> tuple[str, str]:
    """The focused node's role and name in Chromium's accessibility tree (DevTools)."""
    cdp = page.context.new_cdp_session(page)
    try:
        nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        cdp.detach()
    for n in nodes:
        props = {p["name"]: p["value"].get("value") for p in n.get("properties", [])}
        if props.get("focused") and (n.get("role") or {}).get("value") != "RootWebArea":
            return (n.get("role") or {}).get("value", ""), (n.get("name") or {}).get("value", "")
    return "", ""


def one_turn_heard(browser, url: str, lang: str) -> list[list[str]]:
    """The saved game opened by keys and one turn played by keys, as heard."""
    context = browser.new_context(viewport={"width": 1280, "height": 800},
                                  reduced_motion="reduce", service_workers="block")
    context.set_default_timeout(BOOT_MS)
    context.add_init_script(f"localStorage.setItem('wonders.v1.language', '{lang}')")
    page = context.new_page()
    try:
        boot(page, url)
        state = new_game("7wonders", seed=3, players=3)
        list_saves(page, dict([screen_matrix.stored("heard", state, 3, 21)]))
        page.evaluate(HEAR)
        for _ in range(40):  # Tab to the saved game's Open
            page.keyboard.press("Tab")
            where = page.evaluate(FOCUSED)
            if where["arg"] == "heard" and where["tag"] == "BUTTON":
                break
        page.evaluate("() => { window.__heard = window.__heard.slice(-1); }")
        page.keyboard.press("Enter")
        assert page.wait_for_function(PLAYABLE, timeout=BOOT_MS).json_value() == "card"
        page.keyboard.press("Enter")  # the card chosen: its first move takes the focus
        page.wait_for_function("() => document.activeElement.closest('#actions')")
        page.keyboard.press("Enter")  # built
        page.wait_for_function(f"""() => ({PLAYABLE})() === 'card'
            && window.__heard.some(h => h[0] === 'live' && /^(Age|Alder) I, tur/.test(h[1]))
            && document.activeElement.dataset.card""", timeout=BOOT_MS * 2)
        page.wait_for_timeout(300)  # anything said after the focus landed
        heard = page.evaluate("() => window.__heard")
        last = [h for h in heard if h[0] == "focus"][-1]
        assert focused_in_tree(page) == (last[1], last[2])  # the tree says the same
        assert page.evaluate("() => document.activeElement !== document.body")
        return heard
    finally:
        context.close()


def as_markdown(lang: str, heard: list[list[str]]) -> str:
    lines = [f"### {LANGUAGES[lang]}", ""]
    for h in heard:
        if h[0] == "focus":
            described = f" — described: “{h[3]}”" if h[3] else ""
            lines.append(f"- focus, {h[1]}: “{h[2]}”{described}")
        else:
            lines.append(f"- live region: “{h[1]}”")
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def reader_browser(playwright_instance):
    """Chromium with its accessibility computation open to the page
    (``Element.computedName``), as a screen reader reads it."""
    b = playwright_instance.chromium.launch(
        executable_path=CHROMIUM, headless=True,
        args=[*ARGS, "--enable-blink-features=ComputedAccessibilityInfo"])
    yield b
    b.close()


def test_one_turn_is_heard_as_written(reader_browser, server):
    parts = []
    for lang in LANGUAGES:
        heard = one_turn_heard(reader_browser, server.url, lang)
        kinds = [h[0] for h in heard]
        focus = [h for h in heard if h[0] == "focus"]
        # the saved game's Open, the hand's card, its Build, then the next hand's card
        assert focus[0][1] == "button" and focus[-1][1] == "button", heard
        # while the bots choose the focus waits on the table's heading (when they take
        # longer than the page to draw: not compared with the record below)
        assert [h[1] for h in focus][-2] in ("heading", "button"), heard
        assert kinds.count("live") >= 1 and all(h[2] for h in focus), heard
        said = [h[1] for h in heard if h[0] == "live"]
        assert any(re.match(r"(Age I, turn 1|Alder I, tur 1): ", s) for s in said), said
        parts.append(as_markdown(lang, heard))
    block = "\n".join(parts)
    text = DOC.read_text()
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    if UPDATE:
        DOC.write_text(text[:start] + "\n" + block + text[end:])
        return
    steady = [line for line in block.strip().splitlines() if WAITING not in line]
    assert [line for line in text[start:end].strip().splitlines()
            if WAITING not in line] == steady, (
        "the turn heard changed (WONDERS_UPDATE_HEARD=1 writes it):\n" + block)
