"""Rule examples in another site's page (``embed.html``, ``web/wonders-example.js``,
``docs/examples.md``): a tutorial served from a second port of 127.0.0.1 shows an
iframe embed and custom-element embeds, steps through them, opens a game from one, and
shows a malformed example's error inside its frame; the player's saves stay as they
were, and no request leaves 127.0.0.1 (the ``context`` fixture)."""

from __future__ import annotations

import base64
import json
import re

import msgpack
import pytest

from engine import examples
from tests.engine.test_examples import DUEL, TRADE
from tests.web.helpers import (
    BOOT_MS,
    SCREEN_READY,
    Server,
    boot,
    saved_games,
    to_first_table,
    wait_for_bots,
)

DRAWN = "#x-example:not([hidden]), #x-status.x-error"
BROKEN = {**TRADE, "steps": [{**TRADE["steps"][0], "moves": [
    {"player": "Ann", "move": "build Baths (right 2)"}, *TRADE["steps"][0]["moves"][1:]]}]}


def tutorial(site_url: str) -> str:
    """A tutorial page of another origin: an iframe with the example's link, and
    the element with a file next to the tutorial, inline JSON, and a broken script."""
    link = examples.encode(TRADE)
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>A tutorial</title>
<script src="{site_url}web/wonders-example.js" defer></script></head>
<body style="max-width: 640px">
<h1>Trading</h1>
<iframe id="by-link" src="{site_url}embed.html#{link}" width="100%" height="560"></iframe>
<h2>Duel</h2>
<wonders-example id="by-file" src="duel.json"></wonders-example>
<h2>Inline</h2>
<wonders-example id="inline">{json.dumps(TRADE)}</wonders-example>
<h2>Broken</h2>
<wonders-example id="broken">{json.dumps(BROKEN)}</wonders-example>
</body></html>"""


@pytest.fixture
def tutorial_server(tmp_path, server):
    (tmp_path / "tutorial.html").write_text(tutorial(server.url))
    (tmp_path / "duel.json").write_text(json.dumps(DUEL))
    srv = Server(tmp_path)
    yield srv
    srv.stop()


def frame_of(page, selector: str):
    """The embed's frame inside ``selector`` (an iframe, or the element's iframe)."""
    page.locator(selector).scroll_into_view_if_needed()  # an element starts in view
    css = selector if selector.startswith("iframe") else f"{selector} iframe"
    frame = page.frame_locator(css)
    frame.locator(DRAWN).wait_for(timeout=BOOT_MS)
    return frame


def a_save_of_the_player(page, site_url: str) -> dict[str, str]:
    """The site opened once, with one saved game of the player's (a new game's)."""
    boot(page, site_url)
    page.click("#new-game")
    page.click("#start")
    page.wait_for_selector("#hand .card", timeout=BOOT_MS)
    wait_for_bots(page)  # the bots' picks are saved as they land: read after them
    saves = saved_games(page)
    assert len(saves) == 1
    return saves


def test_a_tutorial_of_another_origin_shows_steps_and_plays_from_here(
        page, context, server, tutorial_server):
    before = a_save_of_the_player(page, server.url)
    page.goto(tutorial_server.url + "tutorial.html")
    by_link = frame_of(page, "iframe#by-link")
    assert by_link.locator("#x-caption").inner_text() == TRADE["caption"]
    assert by_link.locator(".x-mark").count() == 2  # the Baths, Bob's production
    by_link.locator("#x-next").click()
    assert by_link.locator("#x-caption").inner_text() == TRADE["steps"][0]["caption"]
    assert by_link.locator("#x-count").inner_text() == "1 / 1"
    by_link.locator("#x-back").click()
    assert by_link.locator("#x-caption").inner_text() == TRADE["caption"]

    by_file = frame_of(page, "#by-file")
    assert "Antoine" in by_file.locator("#x-table").inner_text()
    by_file.locator("#x-next").click()
    assert by_file.locator("#x-caption").inner_text() == DUEL["steps"][0]["caption"]
    height = page.locator("#by-file iframe").evaluate("f => f.getBoundingClientRect().height")
    assert height > 300  # grown to the table's height

    inline = frame_of(page, "#inline")
    assert inline.locator("#x-caption").inner_text() == TRADE["caption"]

    broken = frame_of(page, "#broken")
    error = broken.locator("#x-status.x-error").inner_text()
    assert "This example cannot be shown." in error
    assert "step 1: Ann cannot play 'build Baths (right 2)'" in error

    # the embeds of the page share one Python (a SharedWorker)
    embeds = [f for f in page.frames if "/embed.html" in f.url]
    assert len(embeds) == 4
    assert all(f.evaluate("() => window.__embed.shared") for f in embeds)

    with context.expect_page() as opened:
        by_link.locator("#x-next").click()
        by_link.locator("#x-open").click()
    game = opened.value
    game.wait_for_selector("main.screen-table", timeout=BOOT_MS)
    assert re.search(r"/index\.html$", game.url)
    saves = saved_games(game)
    assert set(before) < set(saves) and len(saves) == 2
    assert saves[next(iter(before))] == next(iter(before.values()))  # untouched
    new = msgpack.unpackb(base64.b64decode(saves[(set(saves) - set(before)).pop()]))
    assert new["format_version"] == 2 and new["position"] == TRADE["position"]
    assert [m[1] for m in new["moves"]][:3] == [
        m["move"] for m in TRADE["steps"][0]["moves"]]


def test_an_embed_never_touches_the_saves(page, server):
    before = a_save_of_the_player(page, server.url)
    stored = page.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())")
    page.goto(server.url + "embed.html#" + examples.encode(DUEL))
    page.wait_for_selector(DRAWN, timeout=BOOT_MS)
    page.click("#x-next")
    page.click("#x-play")
    page.wait_for_selector("#x-play[aria-pressed=false]", timeout=BOOT_MS)  # played out
    assert page.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())") == stored
    assert saved_games(page) == before
    assert not page.errors


@pytest.mark.parametrize("address, message", [
    ("embed.html#x1.AAAAAAAAAAAA", "this example link is damaged"),
    ("embed.html#x7.AAAA", "newer format"),
    ("embed.html?src=web/examples/none.json", "not found"),
    ("embed.html", "no example was given"),
    # issue 32: malformed %-escapes are the engine's to name, never "URI malformed"; an
    # address of 20,000 characters is quoted by a short excerpt
    ("embed.html#%E0%A4%A", "not an example link"),
    ("embed.html?src=" + "a" * 20_000, "not found"),
])
def test_a_malformed_or_unknown_example_says_what_is_wrong(page, server, address, message):
    page.goto(server.url + address)
    page.wait_for_selector("#x-status.x-error", timeout=BOOT_MS)
    status = page.inner_text("#x-status")
    assert message in status and "URI malformed" not in status
    assert len(status) < 300


def test_the_rules_page_is_linked_from_home_and_shows_live_examples(page, server):
    boot(page, server.url)
    page.click("#rules-link")
    page.wait_for_selector("#rules wonders-example iframe")
    # the examples further down wait until they are scrolled into view
    assert page.locator("wonders-example[src$='duel-wonder.json'] iframe").count() == 0
    example = "wonders-example[src='web/examples/duel-trading.json']"
    frame = frame_of(page, example)
    assert "7 coins in all" in frame.locator("#x-caption").inner_text()
    assert frame.locator(".x-mark").count() == 2
    assert not page.errors


def test_the_rules_page_and_its_examples_work_offline_after_one_visit(page, context, server):
    boot(page, server.url)
    to_first_table(page)
    page.reload()  # the service worker now controls the site
    page.wait_for_selector(SCREEN_READY)
    server.stop()
    context.set_offline(True)
    page.goto(server.url + "rules.html")
    frame = frame_of(page, "wonders-example[src$='trade-1e.json']")
    assert frame.locator("#x-caption").inner_text().startswith("Rulebook, trading")
    frame.locator("#x-next").click()
    assert "builds the University" in frame.locator("#x-caption").inner_text()


def roomy_tutorial(site_url: str) -> str:
    """Examples written by hand without a height, a link and inline JSON, out of view."""
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>Rooms</title>
<meta name="viewport" content="width=device-width">
<script src="{site_url}web/wonders-example.js" defer></script></head>
<body style="margin: 0"><p style="height: 3000px">Below, out of view:</p>
<wonders-example id="duel-link" link="{examples.encode(DUEL)}"></wonders-example>
<wonders-example id="inline">{json.dumps(TRADE)}</wonders-example>
</body></html>"""


def test_an_example_without_a_height_keeps_the_room_its_game_takes(
        browser, server, tmp_path):
    """A link's or inline example's element reserves the height its game's examples
    take at its width (a Duel's less than a 7 Wonders', not a fixed 480 px), so the
    page barely moves when it opens."""
    (tmp_path / "rooms.html").write_text(roomy_tutorial(server.url))
    srv = Server(tmp_path)
    page = browser.new_page(viewport={"width": 412, "height": 800})
    try:
        page.goto(srv.url + "rooms.html")
        page.wait_for_function("() => [...document.querySelectorAll('wonders-example')]"
                               ".every((e) => e.tap)")
        page.wait_for_timeout(300)  # the link unpacked
        reserved = {}
        for name in ("duel-link", "inline"):
            el = page.locator(f"#{name}")
            reserved[name] = el.evaluate("e => e.reserved")
            room = el.evaluate("e => e.getBoundingClientRect().height")
            assert reserved[name] != 480 and abs(room - reserved[name]) < 2, (name, room)
        assert reserved["duel-link"] < reserved["inline"]  # the link read: a Duel's
        for name in ("duel-link", "inline"):
            el = page.locator(f"#{name}")
            el.evaluate("e => e.start()")
            page.wait_for_function("(id) => document.getElementById(id).sized", arg=name,
                                   timeout=BOOT_MS)
            drawn = el.evaluate("e => e.frame.getBoundingClientRect().height")
            assert abs(drawn - reserved[name]) / drawn < 0.2, (name, reserved, drawn)
    finally:
        page.close()
        srv.stop()


def test_the_elements_are_measured_together_after_every_one_is_upgraded(
        browser, server, tmp_path):
    """The script reads no element's width while it upgrades the others (each read
    between two upgrades would lay the page out again: fourteen layouts on the Rules
    page, a long task on a phone, issue 53): every read sees every element upgraded."""
    (tmp_path / "rooms.html").write_text(roomy_tutorial(server.url))
    srv = Server(tmp_path)
    page = browser.new_page(viewport={"width": 412, "height": 800})
    page.add_init_script("""(() => {
        const read = Element.prototype.getBoundingClientRect;
        window.__reads = [];
        Element.prototype.getBoundingClientRect = function () {
          if (this.localName === 'wonders-example') window.__reads.push(
            [...document.querySelectorAll('wonders-example')].filter((e) => e.tap).length);
          return read.call(this);
        };
    })()""")
    try:
        page.goto(srv.url + "rooms.html")
        page.wait_for_function("() => [...document.querySelectorAll('wonders-example')]"
                               ".every((e) => e.reserved)")
        reads = page.evaluate("() => window.__reads")
        assert reads and set(reads) == {2}, reads
    finally:
        page.close()
        srv.stop()


def test_a_file_example_is_read_when_it_nears_the_view(browser, server, tmp_path):
    """An example's file is read when its element comes within a screen's height of the
    view (a page of fourteen examples asked for fourteen files as it loaded, on a phone's
    link before the first frame's own files: issue 53), and its room is then its game's."""
    (tmp_path / "duel.json").write_text(json.dumps(DUEL))
    (tmp_path / "far.html").write_text(f"""<!doctype html><html><head><meta charset="utf-8">
<title>Far</title><script src="{server.url}web/wonders-example.js" defer></script></head>
<body style="margin: 0"><p style="height: 3000px">Below, far out of view:</p>
<wonders-example id="far" src="duel.json"></wonders-example></body></html>""")
    srv = Server(tmp_path)
    page = browser.new_page(viewport={"width": 412, "height": 800})
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url.removeprefix(srv.url)))
    try:
        page.goto(srv.url + "far.html")
        page.wait_for_function("() => document.getElementById('far').reserved")
        page.wait_for_timeout(300)
        assert "duel.json" not in asked
        room = page.evaluate("() => document.getElementById('far').reserved")
        page.evaluate("() => window.scrollTo(0, 1800)")  # within a screen of it, not in view
        page.wait_for_function("(r) => document.getElementById('far').reserved !== r",
                               arg=room, timeout=BOOT_MS)
        assert "duel.json" in asked
        assert page.evaluate("() => document.getElementById('far').reserved") < room  # a Duel's
        assert not page.evaluate("() => document.getElementById('far').started")
    finally:
        page.close()
        srv.stop()
