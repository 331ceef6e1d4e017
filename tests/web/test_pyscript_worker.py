"""PyScript's own worker under the site's Content-Security-Policy (issue 55, the route):
a ``<script type="py" worker>`` with ``sync_main_only`` (no SharedArrayBuffer, no
cross-origin isolation) starts from the site's file ``pyscript/worker-<hash>.js`` (the
build writes polyscript's worker there instead of a ``blob:`` URL,
``tools/site/vendor.worker_file``), runs the site's Pyodide through the site's loader,
and talks both ways with the main thread through PyScript's ``sync``; no directive of
the policy is broken and the policy is the site's own, unchanged. Then the page itself
plays with its Python there (``?worker=1``, the default)."""

from __future__ import annotations

import json

import pytest

from tests.web.helpers import BOOT_MS, RESUME_READY, SCREEN_READY, new_game, step, wait_for_saves
from tools.site import csp

RECORD = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(
    {directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile}));
"""

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>PyScript worker probe</title>
<script type="module" src="./pyscript/core.js"></script>
<script type="module" src="./probe.mjs"></script>
</head>
<body>
<script type="py" worker name="probe" src="./probe_worker.py" config="./probe.json"></script>
</body>
</html>
"""

# The main thread: one function the worker may call (``from_main``), then the worker's
# exports called from here.
MAIN = """
const el = document.querySelector("script[name=probe]");
async function run() {
  while (!el.xworker) await new Promise((done) => setTimeout(done, 20));
  const xworker = el.xworker;
  xworker.sync.from_main = (n) => n * 10;
  await xworker.ready;
  window.__probe = {
    doubled: await xworker.sync.double(21),
    asked: await xworker.sync.ask_main(4),
    where: await xworker.sync.where(),
  };
}
run().catch((e) => { window.__probe = { error: String(e) }; });
"""

WORKER = """
import js
from pyscript import sync


def double(n):
    return n * 2


async def ask_main(n):
    return (await sync.from_main(n)) + 1


def where():
    return [js.globalThis.constructor.name, hasattr(js, "document")]


__export__ = ["double", "ask_main", "where"]
"""


@pytest.fixture
def probe_site(site):
    """The scratch page and its Python written into the served copy of the site; the
    page through the build's own policy (``csp.with_policy``), as every page is. They
    are taken away after the test: the copy is shared by the tests of this worker, and
    ``test_smoke`` checks that every file in it is precached."""
    files = {"probe.html": csp.with_policy(PAGE, "probe.html"), "probe.mjs": MAIN,
             "probe_worker.py": WORKER}
    config = json.loads((site / "web" / "pyscript.json").read_text())
    files["probe.json"] = json.dumps({**config, "sync_main_only": True})
    for name, text in files.items():
        (site / name).write_text(text)
    yield site
    for name in files:
        (site / name).unlink(missing_ok=True)


def test_a_py_worker_runs_under_the_policy_and_talks_both_ways(probe_site, server, page,
                                                               requests_seen):
    page.add_init_script(RECORD)
    page.on("request", requests_seen.add)
    page.goto(server.url + "probe.html")
    page.wait_for_function("() => window.__probe || window.__csp.length", timeout=90_000)
    probe = page.evaluate("() => window.__probe")
    assert "error" not in probe, probe
    assert probe["doubled"] == 42  # main -> worker
    assert probe["asked"] == 41  # main -> worker -> main -> worker
    assert probe["where"] == ["DedicatedWorkerGlobalScope", False]  # off the page
    assert page.evaluate("() => window.__csp") == []
    assert not page.errors
    workers = [u for u in requests_seen.urls if "/pyscript/worker-" in u]
    assert workers, "the worker was not started from the site's file"
    assert not [u for u in requests_seen.urls if u.startswith("blob:")]


# ---------------------------------------------------------------- the page, ``?worker=1``
# The page's own Python in that worker (web/page_worker.mjs, wonders_ui/worker_page.py):
# the main thread runs no Python at all, draws what the worker's store sends, forwards
# the taps with the form's values, and keeps localStorage.
MAIN_THREAD_PYTHON = """() => ({
    pyodide: typeof globalThis.loadPyodide,
    worker: !!document.querySelector('script[type="py"][worker]')?.xworker,
})"""


def test_the_page_plays_from_the_worker_and_saves_on_the_main_thread(page, server):
    page.add_init_script(RECORD)
    page.goto(server.url + "?worker=1")
    page.wait_for_selector(SCREEN_READY, timeout=BOOT_MS)
    assert page.evaluate(MAIN_THREAD_PYTHON) == {"pyodide": "undefined", "worker": True}
    assert page.evaluate("() => window.wondersApp()") == "home"
    # the probe of the page's Python answers from the worker
    assert page.evaluate("() => window.wondersPython('import js; hasattr(js, \"document\")')") \
        == "False"
    new_game(page, [("human", "Ann"), ("bot", "Bot One"), ("bot", "Bot Two")], seed=12)
    page.wait_for_selector("#hand .card:not([aria-disabled])", timeout=BOOT_MS)
    assert page.locator("#hand .card").count() == 7
    assert step(page).startswith("pick")
    # the bots answered (their workers, asked by the worker through the main thread),
    # and the store's save reached the main thread's localStorage
    page.wait_for_function("() => document.querySelectorAll('#hand .card').length === 6",
                           timeout=BOOT_MS)
    # (one game, its first turn's three moves, and maybe the bots' next ones)
    wait_for_saves(page, lambda seen: len(seen) == 1 and min(seen.values()) >= 3)
    assert page.evaluate("() => window.__csp") == []
    assert not page.errors
    # the worker's store reads the save back after a reload: home lists it
    page.reload()
    page.wait_for_selector(RESUME_READY, timeout=BOOT_MS)
    assert page.evaluate("() => window.wondersApp()") == "home"
