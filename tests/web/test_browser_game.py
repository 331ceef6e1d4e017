"""The page in Debian's chromium: a whole game, pass-and-play, saves, offline."""

from __future__ import annotations

import base64

import pytest

from tests.web.helpers import (
    HOME_READY,
    READY,
    RESUME_READY,
    SCREEN_READY,
    WATCH_SLIDES,
    boot,
    coins_floated,
    new_game,
    pick_card,
    signature,
    slid,
    started_from,
    step,
    to_first_table,
    wait_for_bots,
)
from tools.screen_matrix import tap_tool

#: at each change of screen, the coin changes still floating over the page
#: (``window.__floating``: [screen, count])
WATCH_FLOATS = """() => {
    window.__floating = [];
    new MutationObserver(() => window.__floating.push(
        [document.body.dataset.screen, document.querySelectorAll('.coin-delta').length]))
        .observe(document.body, {attributes: true, attributeFilter: ['data-screen']});
}"""


def test_whole_game_one_person_two_bots(page, server):
    boot(page, server.url)
    page.evaluate(WATCH_SLIDES)
    page.evaluate(WATCH_FLOATS)
    new_game(page, [("human", "Ann"), ("bot", "Bot One"), ("bot", "Bot Two")], seed=11)
    done = []
    for _ in range(200):
        what = step(page)
        done.append(what)
        if what == "end":
            break
    assert done[-1] == "end", done[-5:]
    assert sum(1 for d in done if d.startswith("pick")) >= 18
    assert done.count("continue") == 3  # military results after each age
    # movement shows what happened: picks slid from the hand to the city
    assert {d.split(" ", 1)[1] for d in done if d.startswith("pick")} & slid(page)
    floated = coins_floated(page)  # and coins won and paid floated from the cities
    assert any(c.startswith("+") for c in floated) and any(c.startswith("−") for c in floated)
    # ... over the table they rose from: the Age's end and the score pad open without
    # the last turn's coins fading over them
    drawn = page.evaluate("() => window.__floating")  # every drawing sets the screen
    changes = [c for i, c in enumerate(drawn) if i == 0 or c[0] != drawn[i - 1][0]]
    assert [s for s, _n in changes].count("age-end") == 3, changes
    assert all(n == 0 for _s, n in changes), changes
    pad = page.locator("#score-pad")
    for label in ("Military", "Treasury", "Wonder", "Civilian", "Science", "Commerce",
                  "Guilds", "Total", "Coins (tie-break)"):
        assert pad.locator("th", has_text=label).count() >= 1, label
    assert "win" in page.locator("#winner").text_content()
    assert page.locator("svg.chart rect").count() >= 3
    page.click("text=Log")
    page.wait_for_selector("#log li")
    assert page.locator("#log li").count() >= 54
    assert not page.errors, page.errors


def test_pass_and_play_hides_the_next_hand(page, server):
    boot(page, server.url)
    new_game(page, [("human", "Ann"), ("human", "<img src=x id=xss>"),
                    ("bot", "Bot")], seed=5)
    page.wait_for_selector("#reveal")
    assert page.locator("#hand").count() == 0
    assert "Ann" in page.locator(".handover-name").text_content()
    page.click("#reveal")
    ann_pick = pick_card(page)
    page.wait_for_selector("#picked")
    page.click("#undo")  # Ann may take her pick back before everyone has chosen
    page.wait_for_selector("#hand .card")
    ann_pick = pick_card(page)
    page.click("#done")
    page.wait_for_selector("#reveal")
    before = page.content()
    # the second person's name is text, never markup
    assert page.locator(".handover-name").text_content() == "<img src=x id=xss>"
    assert page.locator("main img").count() == 0
    assert page.locator("#hand").count() == 0 and ann_pick not in before
    page.click("#reveal")
    page.wait_for_selector("#hand .card")
    bob_hand = page.evaluate(
        "[...document.querySelectorAll('#hand .card')].map(c => c.dataset.card)")
    assert bob_hand
    for name in bob_hand:
        assert name not in before, f"{name} was in the page before the hand-over"
    assert not page.errors, page.errors


def play_turns(page, picks: int) -> None:
    n = 0
    while n < picks:
        if step(page).startswith("pick"):
            n += 1


def test_reload_resumes_and_export_import_round_trips(page, server, tmp_path):
    boot(page, server.url)
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2"), ("bot", "B3")], seed=3)
    play_turns(page, 3)
    wait_for_bots(page, "#hand .card:not([aria-disabled])")  # the table the save has
    before = signature(page)
    assert before["hand"]
    page.reload()
    page.wait_for_selector(RESUME_READY)
    page.click("#resume")
    page.wait_for_selector("#hand .card:not([aria-disabled])")
    assert signature(page) == before

    with page.expect_download() as info:
        tap_tool(page, ".table-bar [data-act=export]")
    path = tmp_path / "game.wonders"
    info.value.save_as(path)
    blob = path.read_bytes()
    assert 0 < len(blob) < 10_000
    page.click("[data-act=home]")
    page.wait_for_selector("#saves")
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector("#hand .card:not([aria-disabled])")
    assert signature(page) == before
    # two saved games now: the original and the imported copy
    page.click("[data-act=home]")
    page.wait_for_selector(".save-row")
    assert page.locator(".save-row").count() == 2
    # a file that is not a save is refused with a message
    junk = tmp_path / "junk.wonders"
    junk.write_bytes(b"\x00\x01 definitely not a save")
    page.set_input_files("#import-file", str(junk))
    page.wait_for_selector("#toast.error")
    assert "junk.wonders" in page.locator("#toast").text_content()
    assert not page.errors, page.errors


def test_corrupt_blob_is_reported_and_other_saves_load(page, server):
    boot(page, server.url)
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=8)
    play_turns(page, 1)
    page.evaluate("""() => {
        localStorage.setItem('wonders.v1.save.broken-one', '@@ not a save @@');
        localStorage.setItem('wonders.v1.save.foreign', btoa('\\x81\\xa3foo\\x01'));
    }""")
    page.reload()
    page.wait_for_selector("#problems")
    problems = page.locator("#problems").text_content()
    assert "broken-one" in problems and "foreign" in problems
    assert page.locator(".save-row").count() == 1
    page.click("#resume")
    page.wait_for_selector("#hand .card:not([aria-disabled])")
    assert not page.errors, page.errors


def test_storage_full_is_reported_and_previous_save_kept(page, server):
    boot(page, server.url)
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=9)
    play_turns(page, 1)
    page.wait_for_selector("#hand .card:not([aria-disabled])")
    # The storage fills first, then the save is read: the bots answer on their own
    # time, so a save read before the storage filled could still grow.
    page.evaluate("""() => {
        const real = Storage.prototype.setItem;
        Storage.prototype.setItem = function (k, v) {
            if (k.startsWith('wonders.v1.save.')) {
                throw new DOMException('full', 'QuotaExceededError');
            }
            return real.call(this, k, v);
        };
    }""")
    saved = page.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('wonders.v1.save.')).map(k => [k, localStorage.getItem(k)]))""")
    assert len(saved) == 1
    play_turns(page, 1)
    page.wait_for_selector(".banner.error")
    assert "storage is full" in page.locator(".banner.error").text_content()
    after = page.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('wonders.v1.save.')).map(k => [k, localStorage.getItem(k)]))""")
    assert after == saved
    blob = base64.b64decode(next(iter(after.values())))
    assert blob[:1] in (b"\x87", b"\x86", b"\x88", b"\xde")  # a msgpack map


def test_offline_after_one_visit(page, context, server):
    boot(page, server.url)
    to_first_table(page)
    # the service worker has fetched the memory snapshot for later loads
    page.wait_for_function("() => window.__snapshotStored", timeout=90_000)
    page.reload()  # the service worker now controls the page
    page.wait_for_selector(SCREEN_READY)
    assert page.evaluate("() => !!navigator.serviceWorker.controller")
    assert started_from(page) == "cache"
    cached = page.evaluate("""async () => {
        const keys = await caches.keys();
        const cache = await caches.open(keys.find(k => k.startsWith('wonders-')));
        return (await cache.keys()).length;
    }""")
    assert cached >= 30
    server.stop()
    context.set_offline(True)
    page.reload()
    page.wait_for_selector(HOME_READY)
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=4)
    page.wait_for_selector(READY)
    play_turns(page, 2)
    assert not page.errors, page.errors


def test_offline_after_one_visit_with_python_in_the_worker(page, context, server):
    """``?worker=1`` (issue 55): the service worker precaches PyScript's worker file and
    web/page_worker.mjs too, so the page's Python starts in its worker offline."""
    boot(page, server.url + "?worker=1")
    to_first_table(page)
    page.wait_for_function("() => window.__swReady")
    page.evaluate("() => window.__swReady")
    page.reload()  # the service worker now controls the page
    page.wait_for_selector(SCREEN_READY)
    assert page.evaluate("() => !!navigator.serviceWorker.controller")
    cached = page.evaluate("""async () => {
        const keys = await caches.keys();
        const cache = await caches.open(keys.find(k => k.startsWith('wonders-')));
        return (await cache.keys()).map(r => new URL(r.url).pathname);
    }""")
    assert any("/pyscript/worker-" in path for path in cached)
    assert any(path.endswith("/web/page_worker.mjs") for path in cached)
    server.stop()
    context.set_offline(True)
    page.reload()
    page.wait_for_selector(SCREEN_READY)
    assert page.evaluate("() => window.wondersPython('import js; hasattr(js, \"document\")')") \
        == "False"  # Python runs in the worker
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=4)
    page.wait_for_selector(READY)
    play_turns(page, 2)
    assert not page.errors, page.errors


@pytest.mark.parametrize("tagged", [False, True], ids=["untagged", "this-build"])
def test_unusable_snapshot_falls_back_to_a_plain_load(page, server, tagged):
    """A stored snapshot that is not this build's, or is this build's but will not
    restore, is never fatal: Python starts the plain way and the game plays."""
    boot(page, server.url)
    page.evaluate("""async (tagged) => {
        const version = (await import('./pyodide/pyodide.mjs')).version;
        const tag = (await (await fetch('./build-info.json')).json()).snapshot;
        const cache = await caches.open('pyodide-snapshot-' + version);
        const key = new URL('./__pyodide_snapshot__/' + version + '.bin', location.href).href;
        const headers = tagged ? { 'x-wonders-snapshot': tag } : {};
        await cache.put(key, new Response(new Uint8Array(1000).fill(7), { headers }));
    }""", tagged)
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    page.reload()
    page.wait_for_selector(HOME_READY)
    assert started_from(page) != "cache"
    assert any("snapshot unusable" in w for w in warnings) == tagged
    page.click("#new-game")
    page.click("#start")
    page.wait_for_selector("#hand .card")
