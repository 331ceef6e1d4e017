"""A first visit (issues 18 and 30): the page restores the memory snapshot it downloads
when the connection brings it fast enough, and over a slow connection starts Python the
plain way, never waiting for it; either way the snapshot is stored for the next visit,
which restores it offline; the server sends precompressed files like a static host; the
service worker precaches only what the page loads."""

from __future__ import annotations

import http.client
import json
import re
import zipfile

import pytest

from tests.web.helpers import (
    HOME_READY,
    READY,
    boot,
    new_game,
    python,
    started_from,
    step,
    to_first_table,
)

SNAPSHOT = "/pyodide/snapshot.bin.gz"
# Precached although a visit does not load them: the shell under its own name (served
# for every navigation offline) and the manifest's large icon (installing the app).
PRECACHED_FOR_LATER = {"./index.html", "./icons/icon-512.png"}
#: the site's other pages (rule examples, the Rules page, the author mode) and what only
#: they load (or only the screens of playing together), and the catalogues of the
#: languages a visit does not speak: precached so that they work offline too, never
#: loaded by a game in English
OTHER_PAGES = ("./embed.html", "./rules.html", "./author.html", "./web/embed",
               "./web/author", "./web/examples/", "./web/wonders-example",
               "./web/catalogues/", "./web/page-embed.css", "./web/page-author.css",
               "./web/page-rules.css",
               # playing together's data channels and QR codes, loaded by its screens
               "./web/together.js", "./web/vendor/")


def interactive_at(page) -> float:
    """When the first screen became interactive, in epoch seconds (the server's clock)."""
    return page.evaluate("() => (performance.timeOrigin + window.__wondersInteractive) / 1000")


def wait_for_stored_snapshot(page) -> None:
    """The snapshot stored for later visits: the service worker asks for it, and registers
    once a table is playable (``to_first_table``)."""
    to_first_table(page)
    page.wait_for_function("() => window.__snapshotStored", timeout=120_000)


def precache(site) -> list[str]:
    """The URLs the built service worker precaches on install."""
    text = (site / "sw.js").read_text()
    return json.loads(re.search(r"const PRECACHE = (\[.*?\]);", text, re.S).group(1))


def get(server, path: str, accept: str | None) -> http.client.HTTPResponse:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    headers = {"Accept-Encoding": accept} if accept is not None else {}
    conn.request("GET", path, headers=headers)
    return conn.getresponse()


def worth(context, ms: int) -> None:
    """How long a download of the snapshot may be expected to take for the page to wait for
    it (web/pyodide_loader.mjs): a minute keeps it and a millisecond drops it whatever the
    machine's load; the rule itself at its own threshold is the slow connection's test."""
    context.add_init_script(f"globalThis.__wondersSnapshotWorthMs = {ms};")


#: the page's Python on the main thread and in PyScript's worker (the address's query)
MODES = pytest.mark.parametrize("mode", ["?worker=0", "?worker=1"], ids=["main", "worker"])

def stored_tags(page) -> list[str | None]:
    """The tags of the snapshots in Cache Storage."""
    return page.evaluate("""async () => {
        const tags = [];
        for (const name of (await caches.keys()).filter(k => k.startsWith('pyodide-snapshot-'))) {
            const cache = await caches.open(name);
            for (const key of await cache.keys())
                tags.push((await cache.match(key)).headers.get('x-wonders-snapshot'));
        }
        return tags;
    }""")


# The page's main thread only: the link's throttling (CDP) and ``worth`` reach the page,
# not PyScript's worker's download (there the same snapshot_worker.js measures the link)
@pytest.mark.parametrize("mode", ["?worker=0"], ids=["main"])
def test_a_first_visit_over_a_slow_connection_never_waits_for_the_snapshot(page, server, site,
                                                                         mode):
    """10 Mbit/s would bring the snapshot's 6 MB in 5 s: the page drops its download
    and starts Python the plain way; the service worker, registered once the first table
    is playable, fetches the snapshot then, and the next visit restores it."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 40, "downloadThroughput": 10e6 / 8,
        "uploadThroughput": 10e6 / 8})
    boot(page, server.url + mode)
    ready = interactive_at(page)
    assert started_from(page) == "plain"
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    wait_for_stored_snapshot(page)
    assert page.evaluate("() => window.__snapshotStored > window.__wondersInteractive")
    asked = [t for t, path, _ in server.httpd.seen if path == SNAPSHOT]
    # the page's own download, dropped, reached the server at most once (on a loaded
    # machine its worker may give up before its request leaves); the stored snapshot is
    # the service worker's, fetched once the page was interactive
    before = [t for t in asked if t < ready]
    assert len(before) <= 1 and len(asked) - len(before) == 1, (asked, ready)
    # and the service worker's only once the first table was playable (issue 53)
    table = page.evaluate(
        "() => (performance.timeOrigin + window.__wondersTablePlayable) / 1000")
    assert [t for t in asked if t >= ready][0] > table, (asked, table)
    tag = json.loads((site / "build-info.json").read_text())["snapshot"]
    assert stored_tags(page) == [tag]
    page.reload()
    page.wait_for_selector(HOME_READY)
    assert started_from(page) == "cache"
    assert not page.errors, page.errors


def test_a_first_visit_over_a_fast_connection_restores_the_snapshot_it_downloads(
        page, context, server, site):
    """The snapshot downloaded once, restored at once, and stored by the page for the next
    visit: the service worker, asked for what later visits need, finds it there."""
    worth(context, 60_000)
    boot(page, server.url + "?worker=0")  # the main thread's loader (the worker's: plain)
    assert started_from(page) == "network"
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=5)
    page.wait_for_selector(READY)
    wait_for_stored_snapshot(page)
    asked = [t for t, path, _ in server.httpd.seen if path == SNAPSHOT]
    assert len(asked) == 1, asked
    assert asked[0] < interactive_at(page)
    tag = json.loads((site / "build-info.json").read_text())["snapshot"]
    assert stored_tags(page) == [tag]
    page.reload()
    page.wait_for_selector(HOME_READY)
    assert started_from(page) == "cache"
    assert len([p for _, p, _ in server.httpd.seen if p == SNAPSHOT]) == 1
    assert not page.errors, page.errors


@MODES
def test_second_visit_offline_restores_the_cached_snapshot(page, context, server, mode):
    boot(page, server.url + mode)
    wait_for_stored_snapshot(page)
    server.stop()
    context.set_offline(True)
    page.reload()
    page.wait_for_selector(HOME_READY)
    assert started_from(page) == "cache"
    # the snapshot holds the games and their bots loaded: opening one imports nothing
    loaded = python(page, "import sys; ' '.join(sorted(sys.modules))").split(" ")
    assert {"engine.classic", "engine.duel", "engine.classic.bots.search"} <= set(loaded)
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=5)
    page.wait_for_selector(READY)
    page.wait_for_function("() => (window.__metrics.bot_ms || []).length >= 2")
    # the first bot worker (on more cores, more start after it)
    worker = [w for w in page.workers if w.url.split("?")[0].endswith("/bot_worker.js")][0]
    assert worker.evaluate("() => !!globalThis.__pyodideFromSnapshot")
    assert not page.errors, page.errors


# (the main thread only: ``worth`` is the page's, as above)
@pytest.mark.parametrize("mode", ["?worker=0"], ids=["main"])
def test_a_visit_with_no_snapshot_stored_never_waits_for_a_slow_one(page, context, server,
                                                                   mode):
    """The snapshot gone from the cache of a visitor who came before: the download is not
    worth waiting for, so Python starts the plain way, and the service worker stores the
    snapshot again once the page is interactive."""
    boot(page, server.url + mode)
    wait_for_stored_snapshot(page)
    page.evaluate("async () => { await caches.delete((await caches.keys())"
                  ".find(k => k.startsWith('pyodide-snapshot-'))); }")
    worth(context, 1)
    page.reload()
    page.wait_for_selector(HOME_READY)
    assert started_from(page) == "plain"
    wait_for_stored_snapshot(page)  # asked for again, once the page was interactive
    assert page.evaluate("() => window.__snapshotStored > window.__wondersInteractive")
    page.reload()
    page.wait_for_selector(HOME_READY)
    assert started_from(page) == "cache"


def built_encodings(site) -> list[str]:
    """The content codings the build says it wrote copies in (build-info.json), best
    first: what the tests expect, rather than assuming the build could write brotli."""
    return json.loads((site / "build-info.json").read_text())["encodings"]


def test_the_build_writes_the_copies_it_names(site):
    encodings = built_encodings(site)
    assert "gzip" in encodings
    wasm = site / "pyodide" / "pyodide.asm.wasm"
    for coding, suffix in (("br", ".br"), ("gzip", ".gz")):
        copy = wasm.with_name(wasm.name + suffix)
        assert copy.exists() == (coding in encodings), (coding, encodings)


def test_the_server_sends_precompressed_files_like_a_static_host(server, site):
    wasm = "/pyodide/pyodide.asm.wasm"
    raw = (site / wasm.lstrip("/")).read_bytes()
    best, suffixes = built_encodings(site)[0], {"br": ".br", "gzip": ".gz"}
    for accept, coding, suffix in (("gzip, deflate, br", best, suffixes[best]),
                                   ("gzip", "gzip", ".gz"),
                                   ("br;q=0, gzip;q=0.5", "gzip", ".gz")):
        res = get(server, wasm, accept)
        body = res.read()
        assert res.status == 200
        assert res.getheader("Content-Encoding") == coding
        assert res.getheader("Content-Type") == "application/wasm"
        assert res.getheader("Vary") == "Accept-Encoding"
        assert body == (site / (wasm.lstrip("/") + suffix)).read_bytes()
    for accept in (None, "identity", "gzip;q=0, br;q=0"):
        res = get(server, wasm, accept)
        assert res.getheader("Content-Encoding") is None
        assert res.read() == raw
    # the snapshot is a gzip file of its own: served as it is, never encoded again
    res = get(server, SNAPSHOT, "gzip, br")
    assert res.getheader("Content-Encoding") is None
    assert res.getheader("Content-Type") == "application/gzip"


def test_the_browser_receives_the_best_coding_built(page, server, site):
    best = built_encodings(site)[0]  # br whenever the build had brotli (its build extra)
    codings: dict[str, str | None] = {}
    page.on("response", lambda r: codings.setdefault(r.url, r.headers.get("content-encoding")))
    boot(page, server.url)
    assert codings[server.url + "pyodide/pyodide.asm.wasm"] == best
    assert codings[server.url + "web/ui.js"] == best


def test_the_precache_holds_only_what_a_visit_loads(profile_page, server, site):
    # a profile on disk: a browser's new context never fetches the manifest and its icon
    page = profile_page
    loaded: set[str] = set()
    page.context.on("request", lambda r: None if r.service_worker else loaded.add(r.url))
    boot(page, server.url + "?worker=0")  # the page's Python on the main thread: its files
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=6)
    for _ in range(3):
        step(page)
    to_first_table(page)
    wait_for_stored_snapshot(page)
    boot(page, server.url + "?worker=1")  # the page's Python in PyScript's worker: its files
    loaded_paths = {"./" + url.removeprefix(server.url).split("?")[0] for url in loaded}
    listed = set(precache(site))
    assert "./pyodide/snapshot.bin.gz" not in listed
    assert not [u for u in listed if u.endswith((".br", ".gz"))]
    never = {u for u in listed - loaded_paths - PRECACHED_FOR_LATER
             if not u.startswith(OTHER_PAGES)}
    assert not never, f"precached but never loaded: {sorted(never)}"
    # and everything a visit loads is precached (offline plays on)
    # (the snapshot: downloaded by a first visit whose connection is fast, never precached)
    missing = loaded_paths - listed - {"./sw.js", "." + SNAPSHOT}
    assert not missing, f"loaded but not precached: {sorted(missing)}"


def test_python_starts_once_the_home_is_usable_and_pyscript_runs_on_that_python(
        page, server, site):
    """The page's head holds web/start.mjs (async), which starts Python (the loader's
    prestart) once the home drawn by the build is usable, not once PyScript has loaded
    its core, plugins and config; PyScript then runs the app on that same Python. Shown
    by structure, not by timestamps: how early it starts is a figure of
    bench/first_visit.py."""
    head = (site / "index.html").read_text().split("</head>")[0]
    assert '<script type="module" async src="./web/start.mjs"></script>' in head
    assert "pyodide" not in head and "pyscript" not in head  # nothing of Python's asked
    start = (site / "web" / "start.mjs").read_text()
    assert re.search(r"^\s*whenHomeUsable\(\(\) => import\(\"./pyodide_loader.mjs\"\)"
                     r"\.then\(\(m\) => m\.prestart\(\)\)", start, re.M)
    boot(page, server.url + "?worker=0")  # (in the worker's mode the page starts none)
    seen = page.evaluate("""() => ({
        asked: performance.getEntriesByName('pyodide-asked', 'mark').length,
        after: performance.getEntriesByName('pyodide-asked', 'mark')[0].startTime
            >= window.__wondersHomeUsable,
        started: performance.getEntriesByName('pyodide-plain', 'mark').length
            + performance.getEntriesByName('pyodide-from-snapshot', 'mark').length
            + performance.getEntriesByName('pyodide-from-network', 'mark').length,
        app: globalThis.__wondersPyodide === undefined ? 'none'
            : globalThis.__wondersPyodide.runPython(
                "import sys; 'wonders_ui.browser' in sys.modules"),
    })""")
    # one Python started, once the home was usable, and the app PyScript runs is in it
    assert seen == {"asked": 1, "after": True, "started": 1, "app": True}, seen
    assert not page.errors, page.errors


def test_the_site_imports_from_its_wheels_in_place(page, server, site):
    """The wheels are put on sys.path as they are (zipimport, each module's .pyc beside
    its source): nothing is unpacked into site-packages, the catalogues and the engine's
    data are read from inside the zips."""
    info = json.loads((site / "build-info.json").read_text())
    boot(page, server.url)
    page.select_option("main.screen #language", "da")
    page.wait_for_function("() => document.documentElement.lang === 'da'")
    where = page.evaluate("""async () => JSON.parse(await window.wondersPython(`
import json, os, site, engine, msgpack
json.dumps([engine.__file__, msgpack.__file__,
            sorted(os.listdir(site.getsitepackages()[0]))])`))""")
    engine_file, msgpack_file, site_packages = where
    wheels = [w.split("/")[-1] for w in info["wheels"]]
    assert engine_file.startswith(f"/lib/wonders/{wheels[0]}/engine/")
    assert msgpack_file.startswith(f"/lib/wonders/{wheels[2]}/msgpack/")
    assert not [n for n in site_packages if n.startswith(("engine", "wonders", "msgpack"))]
    with zipfile.ZipFile(site / info["wheels"][0]) as zf:
        names = set(zf.namelist())
        assert "engine/__init__.pyc" in names and "engine/__init__.py" not in names
        assert {i.compress_type for i in zf.infolist()} == {zipfile.ZIP_STORED}
    assert not page.errors, page.errors


@MODES
def test_a_snapshot_of_another_build_is_never_restored(page, server, mode):
    """The snapshot holds the build's own modules imported: one stored by another build
    (its tag differs from build-info.json's) is not restored, and the service worker
    replaces it with this build's."""
    boot(page, server.url + mode)
    wait_for_stored_snapshot(page)
    page.evaluate("""async () => {
        const name = (await caches.keys()).find(k => k.startsWith('pyodide-snapshot-'));
        const cache = await caches.open(name);
        const [key] = await cache.keys();
        const body = await (await cache.match(key)).arrayBuffer();
        await cache.put(key, new Response(body, {headers: {'x-wonders-snapshot': 'other'}}));
    }""")
    page.reload()
    page.wait_for_selector(HOME_READY)
    assert started_from(page) != "cache"  # plain, or the network's (on the main thread)
    wait_for_stored_snapshot(page)
    page.reload()
    page.wait_for_selector(HOME_READY)
    assert started_from(page) == "cache"
    assert not page.errors, page.errors


def test_the_home_paints_with_the_table_styles_and_python_loads_after(page, server, site):
    """index.html holds the home screen drawn by the build and links the table's
    stylesheets as one file (render-blocking: the home paints styled, as Python draws
    it, after one request rather than fourteen: tools/site/page_styles.py); Python's
    own files are not in the page: web/ui.js and web/preload.mjs ask for them once the
    home is usable (tests/web/test_early_home.py)."""
    html = (site / "index.html").read_text()
    assert '<main class="screen screen-home" data-screen="home" data-key="home">' in html
    assert 'rel="preload"' not in html and 'rel="modulepreload"' not in html
    boot(page, server.url)
    styles = page.evaluate("""() => [...document.querySelectorAll('link[href$=".css"]')]
        .map(l => [l.getAttribute('href'), l.rel, l.sheet ? l.sheet.cssRules.length : 0])""")
    assert styles == [["./web/page-index.css", "stylesheet", styles[0][2]]], styles
    bundle = (site / "web" / "page-index.css").read_text()
    for sheet in ("styles.css", "classic.css", "duel.css", "icons-art.css", "settings.css"):
        assert f"/* web/{sheet} */\n" + (site / "web" / sheet).read_text().rstrip() in bundle
    assert styles[0][2] > 500  # every sheet's rules, parsed
    assert not page.errors, page.errors


def test_an_embed_asks_for_its_modules_file_and_drawing_at_once(page, server, site):
    """embed.html's modules are preloaded from its head, and a ?src= file of the site's
    own examples is asked for with its drawing (its key listed by the build in the
    page), not one request after the other (issue 53: four round trips before the table
    on a slow link); the drawing shown is the one of the file's text."""
    html = (site / "embed.html").read_text()
    for module in ("embed.js", "i18n.js", "languages.js"):
        assert f'<link rel="modulepreload" href="./web/{module}">' in html
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url.removeprefix(server.url)))
    held = []  # the example's file, not answered until its drawing has been asked for
    page.route("**/web/examples/trade-1e.json", lambda route: held.append(route))
    page.goto(server.url + "embed.html?src=web/examples/trade-1e.json")
    for _ in range(100):
        if any(u.startswith("web/examples/drawn/") for u in asked):
            break
        page.wait_for_timeout(50)
    drawn = [u for u in asked if u.startswith("web/examples/drawn/")]
    assert len(held) == 1 and drawn and drawn[0].endswith(".en.json"), asked
    held[0].continue_()
    page.wait_for_function("() => window.__embed && window.__embed.drawn")
    assert page.evaluate("() => window.__embed.prerendered") is True
    # asked for once: not again when the file's text is read and its key computed
    assert [u for u in asked if u.startswith("web/examples/drawn/")] == drawn, asked
    assert not page.errors, page.errors


#: what Python's start reads: Pyodide's files, the build's wheels and what names them
PYTHONS_FILES = ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip",
                 "pyodide/pyodide-lock.json", "wheels/", "build-info.json")


def test_a_later_visit_reads_pythons_files_from_the_cache_itself(page, context, server):
    """A first visit asks for Pyodide's files as its head is read (web/preload.mjs); a
    visit the service worker controls reads them, the wheels and build-info.json straight
    from the worker's cache (web/pyodide_loader.mjs), not through the worker, and asks
    for none of them. While a new build's cache stands beside an old one, the worker
    answers instead, as for any file."""
    asked: list[str] = []
    context.on("request", lambda r: asked.append(r.url.removeprefix(server.url)))
    url = server.url + "?worker=0"  # the main thread's loader (the worker's asks its own)
    boot(page, url)
    first = [u for u in asked if u.startswith(PYTHONS_FILES)]
    assert {"pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"} <= set(first), first
    to_first_table(page)
    wait_for_stored_snapshot(page)
    asked.clear()
    page.reload()
    page.wait_for_selector(HOME_READY)
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=5)
    page.wait_for_function("() => (window.__metrics.bot_ms || []).length >= 2")
    assert started_from(page) == "cache"
    assert not [u for u in asked if u.startswith(PYTHONS_FILES)], asked
    # what web/preload.mjs began reading (when it ran before the loader) the loader took
    left = page.evaluate("() => (e => e && Object.keys(e))(globalThis.__wondersEarly)")
    assert not left, left
    # an old build's cache beside this one's: which is the page's is not known
    page.evaluate("async () => { await caches.open('wonders-an-old-build'); }")
    asked.clear()
    page.reload()
    page.wait_for_selector(HOME_READY)
    assert started_from(page) == "cache"
    assert "pyodide/pyodide.asm.wasm" in asked and "build-info.json" in asked, asked
    assert not page.errors, page.errors


@MODES
def test_pyscripts_package_loads_compiled_by_the_build(page, server, mode):
    """PyScript writes its package's sources at every start; the build's compiled copies
    (wonders_ui/pyscript_bytecode.py) stand beside them, each a checked-hash .pyc whose
    hash is that of the source PyScript wrote, so Python loads it instead of compiling."""
    boot(page, server.url + mode)
    checked = page.evaluate("""async () => JSON.parse(await window.wondersPython(`
import importlib.util, json, sys
rows = {}
for name, module in sorted(sys.modules.items()):
    path = str(getattr(module, '__file__', '') or '')
    if name.split('.')[0] != 'pyscript' or not path.endswith('.py'):
        continue
    with open(importlib.util.cache_from_source(path), 'rb') as f:
        data = f.read()
    with open(path, 'rb') as f:
        source = f.read()
    rows[name] = [int.from_bytes(data[4:8], 'little'),
                  data[8:16] == importlib.util.source_hash(source)]
json.dumps(rows)`))""")
    assert {"pyscript", "pyscript.ffi", "pyscript.util"} <= set(checked), checked
    assert all(row == [3, True] for row in checked.values()), checked
    assert not page.errors, page.errors
