"""Every standard-library module the site's Pythons import is in the zip the site ships
(tools/site/stdlib.py trims Pyodide's): the page's, the bot worker's and the embeds'
worker's ``sys.modules`` are read after a game with bots and an example played, each
Python started the plain way (no memory snapshot, so every import goes through the
zip), and compared with the shipped zip's entries and with the trimming rules."""

from __future__ import annotations

import json
import zipfile

from engine import examples
from tests.engine.test_examples import DUEL
from tests.web.helpers import BOOT_MS, READY, boot, new_game, python, started_from, wait_for_bots
from tools.site import stdlib

#: the modules, each with the file it came from ('' for a built-in one)
MODULES = """() => JSON.parse(globalThis.__wondersPyodide.runPython(`
import json, sys
json.dumps({name: str(getattr(m, '__file__', '') or '') for name, m in sys.modules.items()})
`))"""
#: the same, where the page's Python runs (the page or PyScript's worker)
PAGE_MODULES = """import json, sys
json.dumps({name: str(getattr(m, '__file__', '') or '') for name, m in sys.modules.items()})"""
ZIP = "/lib/python314.zip/"


def plain_start(context) -> None:
    """No snapshot worth waiting for (web/pyodide_loader.mjs), and one worker for the
    embeds even where SharedWorker exists, so that Playwright can read it."""
    context.add_init_script("globalThis.__wondersSnapshotWorthMs = 1;"
                            "try { delete globalThis.SharedWorker; } catch (e) {}")


def from_the_zip(found: dict[str, str]) -> set[str]:
    """The zip entries (``.py`` names) of the modules imported from the stdlib zip."""
    out = set()
    for path in found.values():
        if path.startswith(ZIP):
            rel = path[len(ZIP):]
            out.add(rel[:-1] if rel.endswith(".pyc") else rel)
    return out


def imported(page, context, url: str) -> dict[str, set[str]]:
    plain_start(context)
    boot(page, url)
    assert started_from(page) != "cache"
    new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=5)
    page.wait_for_selector(READY, timeout=BOOT_MS)
    wait_for_bots(page)
    seen = {"page": from_the_zip(json.loads(python(page, PAGE_MODULES)))}
    for i, worker in enumerate(page.workers):
        if worker.evaluate("() => !!globalThis.__wondersPyodide"):
            seen[f"worker {i}"] = from_the_zip(worker.evaluate(MODULES))
    page.goto(url + "embed.html#" + examples.encode(DUEL))
    page.wait_for_selector("#x-example:not([hidden])", timeout=BOOT_MS)
    page.click("#x-next")
    page.click("#x-play")
    page.wait_for_selector("#x-play[aria-pressed=false]", timeout=BOOT_MS)
    embeds = [w for w in page.workers if w.url.endswith("embed_worker.js")]
    assert embeds, [w.url for w in page.workers]
    seen["embed worker"] = from_the_zip(embeds[0].evaluate(MODULES))
    assert not page.errors, page.errors
    return seen


def test_every_module_the_site_imports_is_in_the_shipped_zip(page, context, server, site):
    seen = imported(page, context, server.url)
    assert len(seen) >= 3, sorted(seen)  # the page, a bot worker, the embeds' worker
    every = set().union(*seen.values())
    assert {"asyncio/__init__.py", "json/__init__.py", "encodings/utf_8.py"} <= every
    shipped = stdlib.module_names(site / "pyodide" / "python_stdlib.zip")
    with zipfile.ZipFile(stdlib.SOURCE) as zf:
        pyodides = {n[:-1] if n.endswith(".pyc") else n for n in zf.namelist()}
    print(json.dumps({k: sorted(v) for k, v in seen.items()}))
    assert every <= pyodides, sorted(every - pyodides)
    assert every <= shipped, sorted(every - shipped)
    assert all(stdlib.kept(name) for name in every), sorted(
        n for n in every if not stdlib.kept(n))
