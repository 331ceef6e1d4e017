"""Rule examples seen as a person sees them (``embed.html``, ``web/embed.css``,
``docs/examples.md``): a tutorial page of another origin (a second port of 127.0.0.1)
with an embed of every ruleset (first and second edition, Free City, Cities with debt,
Cities with teams, Duel), in both themes, one page for each form (the iframe and the
element) at a 360 px tutorial column and a 1000 px one; the iframe's page has one more,
Duel with its log and language menu. Each embed is drawn with the game's own styles (its
city boards are boards, not the browser's default boxes), shows only what an example
needs (the log and the language menu only when asked), is as tall as its content, no
part of it is wider than its frame, and its caption is covered by nothing.

Each embed is shot as the tutorial shows it (once its arrivals and highlights have
finished moving) and compared with its committed image in ``docs/embeds/``
(NAME-FORM-THEME-WIDTH.png) within the main screens' tolerance
(``tools/shot_compare.py``). After an intended change, ``WONDERS_UPDATE_EMBEDS=1``
rewrites the images instead of comparing them (look at every changed one before
committing it)."""

from __future__ import annotations

import os
import shutil
from contextlib import ExitStack
from pathlib import Path

import pytest

from tests.web.helpers import BOOT_MS, Server
from tools.layout_check import OVERLAPS
from tools.shot_compare import compare, comparing

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "embeds"
UPDATE = os.environ.get("WONDERS_UPDATE_EMBEDS") == "1"
DRAWN = "#x-example:not([hidden])"
#: an example of every ruleset: (name, example file)
RULESETS = [
    ("first", "trade-1e"),
    ("second", "production-2e"),
    ("free-city", "free-city-turn"),
    ("debt", "cities-debt"),
    ("teams", "cities-teams"),
    ("duel", "duel-trading"),
]
THEMES = ("dark", "light")
FORMS = ("iframe", "element")
#: one more in the iframe form: what only an author's ``show`` adds
ASKED = ("duel-log", "duel-wonder", "iframe", "dark", "log,lang")


def embeds(form: str) -> list[tuple[str, str, str, str, str]]:
    """The tutorial's embeds in ``form``: (name, example file, form, theme, show)."""
    out = [(name, example, form, theme, "") for name, example in RULESETS for theme in THEMES]
    return out + ([ASKED] if form == ASKED[2] else [])


def shot_name(name: str, form: str, theme: str, width: int) -> str:
    """The committed image of embed ``name`` (``docs/embeds/``)."""
    return f"{name}-{form}-{theme}-{width}.png"


def dom_id(name: str, theme: str) -> str:
    return f"{name}-{theme}"


CHROME = ("#x-table :is(#pace-button, #share-setup, #cards-button, #log-button, #language, "
          "#discard-button, #discard-count, #legend-button, #settings-button, .log)")


def tutorial(site_url: str, width: int, form: str) -> str:
    """A tutorial in a column ``width`` px wide, each embed between two paragraphs."""
    parts = []
    for name, example, _form, theme, show in embeds(form):
        ident = dom_id(name, theme)
        if form == "iframe":
            query = "src=web/examples/" + example + ".json"
            query += "&theme=light" if theme == "light" else ""
            query += "&show=" + show if show else ""
            embed = (f'<iframe id="{ident}" src="{site_url}embed.html?{query}" '
                     'width="100%" height="300" style="border: 0; display: block"></iframe>')
        else:
            extra = ' theme="light"' if theme == "light" else ""
            extra += f' show="{show}"' if show else ""
            embed = f'<wonders-example id="{ident}" src="{example}.json"{extra}></wonders-example>'
        parts.append(f"<h2>{ident}</h2><p>Some words of the tutorial.</p>{embed}"
                     "<p>The tutorial goes on.</p>")
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>A tutorial</title><script src="{site_url}web/wonders-example.js" defer></script></head>
<body style="margin: 0; background: #fff; color: #222; font: 16px serif">
<main id="column" style="width: {width}px; margin: 0">{"".join(parts)}</main></body></html>"""


@pytest.fixture
def tutorial_dir(tmp_path):
    for _name, example in RULESETS + [ASKED[:2]]:
        shutil.copy(ROOT / "web" / "examples" / f"{example}.json", tmp_path)
    return tmp_path


def frame_of(page, name: str):
    """The embed ``name``'s frame, drawn and sized to its content by the page."""
    css = f"iframe#{name}" if page.locator(f"iframe#{name}").count() else f"#{name} iframe"
    page.locator(f"#{name}").scroll_into_view_if_needed()  # an element starts in view
    page.wait_for_selector(css, timeout=BOOT_MS)
    frame = page.locator(css).element_handle().content_frame()
    frame.wait_for_selector(DRAWN, timeout=BOOT_MS)
    # the page has sized the frame to the height the embed posted, and it holds
    frame.wait_for_function("""() => window.__embed.height
        && Math.ceil(document.body.getBoundingClientRect().height) === window.__embed.height
        && Math.abs(document.documentElement.clientHeight - window.__embed.height) <= 1""",
                            timeout=BOOT_MS)
    return css, frame


WIDER = """() => {
  // every drawn element within the frame's width, unless an ancestor clips it
  const width = document.documentElement.clientWidth;
  const clipped = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== "visible") return true;
    }
    return false;
  };
  const wide = [];
  for (const el of document.querySelectorAll("body *")) {
    const r = el.getBoundingClientRect();
    if (!r.width || (r.left >= -1 && r.right <= width + 1) || clipped(el)) continue;
    const name = `${el.tagName.toLowerCase()}.${el.className}`;
    wide.push(`${name}: ${Math.round(r.left)}..${Math.round(r.right)}`);
  }
  return {scroll: document.documentElement.scrollWidth - width, wide: wide.slice(0, 5)};
}"""

UNCOVERED = """(sel) => {
  // what a tap at the middle of the element finds: the element itself, or a part of it
  const el = document.querySelector(sel);
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (hit && (el === hit || el.contains(hit))) return "";
  return hit ? hit.outerHTML.slice(0, 120) : "nothing";
}"""

BOARD = """(sel) => {
  const el = document.querySelector(sel);
  if (!el) return null;
  const s = getComputedStyle(el);
  return {display: s.display, radius: s.borderTopLeftRadius, image: s.backgroundImage,
          colour: s.backgroundColor, grid: getComputedStyle(el.parentElement).display,
          page: getComputedStyle(document.body).backgroundColor};
}"""


#: an embed at rest: its animations finished, its fonts and images in, and the frame as
#: tall as the height the embed posted last
SETTLED = """() => document.getAnimations().every(a => a.playState !== 'running')
    && document.fonts.status === 'loaded' && [...document.images].every(i => i.complete)
    && window.__embed.height
    && Math.ceil(document.body.getBoundingClientRect().height) === window.__embed.height
    && Math.abs(document.documentElement.clientHeight - window.__embed.height) <= 1"""


def shoot(page, css: str, frame, width: int) -> bytes:
    """The embed as the tutorial shows it, once at rest (``SETTLED``), in a window as tall
    as the frame (what lies beyond the window is not always painted in a frame of
    another origin); shot again if the frame's height changed meanwhile."""
    for _ in range(3):
        frame.wait_for_function(SETTLED, timeout=BOOT_MS)
        tall = page.locator(css).evaluate("f => f.getBoundingClientRect().height")
        page.set_viewport_size({"width": width, "height": max(800, int(tall) + 20)})
        png = page.locator(css).screenshot(animations="disabled", caret="hide")
        page.set_viewport_size({"width": width, "height": 800})
        after = page.locator(css).evaluate("f => f.getBoundingClientRect().height")
        if after == tall and frame.evaluate(SETTLED):
            break
    return png


def look(page, css: str, frame, where: str, example: str, theme: str, show: str,
         width: int) -> None:
    """One embed's claims: styled, only what it needs, sized, nothing covered."""
    # drawn with the game's own styles: a city is a board of the table's layout, not a
    # bare list
    if example.startswith("duel"):
        board = frame.evaluate(BOARD, ".dcity")
        assert board["colour"] != "rgba(0, 0, 0, 0)", where
        assert board["grid"] == "grid", where  # the duel body's columns
        assert board["radius"] == "10px", where
    elif frame.locator(".city.board").count():
        board = frame.evaluate(BOARD, ".city.board")
        assert board["display"] == "flex", where
        assert "linear-gradient" in board["image"], where
        assert board["grid"] in ("grid", "contents"), where  # .others / .mine
        assert board["radius"] == "10px", where
    else:  # a game at its end: the score pad, drawn as the game draws it
        board = frame.evaluate(BOARD, "table.pad")
        assert board["display"] == "table", where
        pad = frame.evaluate("() => getComputedStyle(document.querySelector('table.pad'))"
                             ".borderCollapse")
        assert pad == "collapse", where
    assert (board["page"] == "rgb(247, 243, 234)") == (theme == "light"), where
    # only what an example needs: the log and the language menu when asked
    assert frame.locator(CHROME).count() == 0, where
    asked = "log" in show
    assert frame.locator("#x-log .log").count() == (1 if asked else 0), where
    assert frame.locator("#x-lang select").count() == (1 if asked else 0), where
    if asked:  # the log comes below the caption, never over it
        log_top = frame.locator("#x-log").evaluate("e => e.getBoundingClientRect().top")
        caption = frame.locator("#x-caption").evaluate("e => e.getBoundingClientRect().bottom")
        assert log_top >= caption, where
    # the embed's own targets at least 44 px each way
    small = frame.evaluate("""() => [...document.querySelectorAll(
        '#x-bar button, #x-bar select')].filter(b => b.offsetParent).map(
        b => b.getBoundingClientRect()).filter(r => r.width < 44 || r.height < 44)
        .length""")
    assert small == 0, where
    # nothing wider than its frame, and the frame no wider than the column
    wide = frame.evaluate(WIDER)
    assert wide["scroll"] <= 0 and not wide["wide"], (where, wide)
    frame_width = page.locator(css).evaluate("f => f.getBoundingClientRect().width")
    assert frame_width <= width, where
    # no text covered by another box, nor drawn over one (the layout checker, as on the
    # table's screens: a wonder stage's resource box once lay over its "not for sale")
    covered = frame.evaluate(OVERLAPS)
    assert not covered, (where, covered[:4])
    # the caption is covered by nothing: in its frame, and on the page
    assert frame.evaluate(UNCOVERED, "#x-caption") == "", where
    frame.locator("#x-caption").scroll_into_view_if_needed()
    box = frame.locator("#x-caption").bounding_box()
    on_page = page.evaluate("([x, y, css]) => document.elementFromPoint(x, y) "
                            "=== document.querySelector(css)",
                            [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, css])
    assert on_page, where


@pytest.mark.parametrize("width", [360, 1000])
@pytest.mark.parametrize("form", FORMS)
def test_every_ruleset_embeds_styled_sized_uncovered_and_as_committed(
        page, browser, server, tutorial_dir, tmp_path, form, width):
    (tutorial_dir / "tutorial.html").write_text(tutorial(server.url, width, form))
    tutorial_server = Server(tutorial_dir)
    differs: list[str] = []
    stack = ExitStack()
    try:
        page.set_viewport_size({"width": width, "height": 800})
        comparer = stack.enter_context(comparing(browser))
        page.goto(tutorial_server.url + "tutorial.html")
        for name, example, _form, theme, show in embeds(form):
            ident = dom_id(name, theme)
            css, frame = frame_of(page, ident)
            look(page, css, frame, f"{ident} ({example}, {form}) at {width} px",
                 example, theme, show, width)
            # shot before anything is tapped: no target of any embed is hovered
            png = shoot(page, css, frame, width)
            committed = SHOTS / shot_name(name, form, theme, width)
            if UPDATE:
                SHOTS.mkdir(parents=True, exist_ok=True)
                committed.write_bytes(png)
            else:
                differs.append(compare(comparer, committed, png, tmp_path))
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width
        # a step to a taller or shorter table: the frame follows
        for theme in THEMES:
            css, frame = frame_of(page, dom_id("debt", theme))
            before = frame.evaluate("() => window.__embed.height")
            frame.locator("#x-next").click()
            frame.wait_for_selector("body[data-step='1']")
            frame_of(page, dom_id("debt", theme))
            assert frame.evaluate(UNCOVERED, "#x-caption") == "", theme
            assert frame.evaluate("() => window.__embed.height") != before, theme
        if form == ASKED[2]:
            # the language menu the author asked for draws the example in another language
            ident = dom_id(ASKED[0], ASKED[3])
            _css, frame = frame_of(page, ident)
            frame.select_option("#x-lang select", "da")
            frame.wait_for_url("**lang=da**")
            _css, frame = frame_of(page, ident)
            assert frame.locator("#x-play").inner_text() == "Afspil"
        assert not page.errors
    finally:
        stack.close()
        tutorial_server.stop()
    differs = [d for d in differs if d]
    assert not differs, (f"{len(differs)} embeds differ from docs/embeds (after an intended "
                         "change: WONDERS_UPDATE_EMBEDS=1):\n" + "\n".join(differs))


#: the shipped examples not drawn above (each ruleset's is): every one of them is drawn
#: too, in both themes at both widths, the element form in the narrow column and the
#: iframe in the wide one (the checks of ``look``, without images)
OTHERS = sorted(p.stem for p in (ROOT / "web" / "examples").glob("*.json")
                if p.stem not in {example for _n, example in RULESETS} | {ASKED[1]})


def other_tutorial(site_url: str, width: int, form: str) -> str:
    """A tutorial page of ``OTHERS`` in ``form``, each in both themes."""
    parts = []
    for example in OTHERS:
        for theme in THEMES:
            ident = dom_id(example, theme)
            if form == "iframe":
                query = f"src=web/examples/{example}.json" + (
                    "&theme=light" if theme == "light" else "")
                embed = (f'<iframe id="{ident}" src="{site_url}embed.html?{query}" '
                         'width="100%" height="300" style="border: 0; display: block"></iframe>')
            else:
                extra = ' theme="light"' if theme == "light" else ""
                embed = (f'<wonders-example id="{ident}" src="{example}.json"{extra}>'
                         '</wonders-example>')
            parts.append(f"<p>Some words.</p>{embed}")
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>More examples</title><script src="{site_url}web/wonders-example.js" defer></script></head>
<body style="margin: 0; background: #fff; color: #222; font: 16px serif">
<main style="width: {width}px; margin: 0">{"".join(parts)}</main></body></html>"""


@pytest.mark.parametrize("width,form", [(360, "element"), (1000, "iframe")])
def test_every_shipped_example_embeds_styled_sized_and_uncovered(page, server, tmp_path,
                                                                 width, form):
    assert OTHERS and len(OTHERS) + len(RULESETS) + 1 == len(
        list((ROOT / "web" / "examples").glob("*.json")))
    for example in OTHERS:
        shutil.copy(ROOT / "web" / "examples" / f"{example}.json", tmp_path)
    (tmp_path / "more.html").write_text(other_tutorial(server.url, width, form))
    tutorial_server = Server(tmp_path)
    try:
        page.set_viewport_size({"width": width, "height": 800})
        page.goto(tutorial_server.url + "more.html")
        for example in OTHERS:
            for theme in THEMES:
                css, frame = frame_of(page, dom_id(example, theme))
                look(page, css, frame, f"{example} ({form}, {theme}) at {width} px",
                     example, theme, "", width)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width
        assert not page.errors
    finally:
        tutorial_server.stop()
