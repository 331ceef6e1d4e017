"""The service worker's lists (tools/site/pwa.py): what it precaches on install and what
it fetches once the page is interactive."""

from __future__ import annotations

import json
import re

from tools.site import pwa, vendor

FILES = [
    "build-info.json", "index.html", "index.html.br", "index.html.gz",
    "pyodide/pyodide.asm.wasm", "pyodide/pyodide.asm.wasm.br", "pyodide/snapshot.bin.gz",
    "pyscript/core.js", "pyscript/core-C9KDLldu.js", "pyscript/core.css",
    "pyscript/mpy-Dvj-3zXq.js", "pyscript/py-Dl-y4L1b.js", "pyscript/py-editor-C4XsZtn7.js",
    "pyscript/toml-V4Savzlc.js", "pyscript/storage.js", "web/sprite.svg", "web/ui.js",
]


def test_the_snapshot_comes_later_and_copies_are_never_listed():
    core, later = pwa.precache_lists(FILES, vendor.pyscript_never_loaded)
    assert later == ["pyodide/snapshot.bin.gz"]
    assert core == ["build-info.json", "index.html", "pyodide/pyodide.asm.wasm",
                    "pyscript/core.js", "pyscript/core-C9KDLldu.js",
                    "pyscript/py-editor-C4XsZtn7.js", "web/ui.js"]


def test_pyscript_chunks_are_told_apart_by_name_without_hash():
    assert vendor.pyscript_never_loaded("pyscript/py-Dl-y4L1b.js")
    assert not vendor.pyscript_never_loaded("pyscript/py-game-DWiCrr7a.js")
    assert not vendor.pyscript_never_loaded("web/storage.js")


def test_the_written_service_worker_has_both_lists(tmp_path):
    count = pwa.write_service_worker(tmp_path, "abc123", ["web/ui.js"],
                                     ["pyodide/snapshot.bin.gz"], "314.0.7", "tag1")
    text = (tmp_path / "sw.js").read_text()
    assert count == 2
    assert not re.search(r"__[A-Z_]+__", text)
    assert json.loads(re.search(r"const PRECACHE = (\[.*?\]);", text, re.S).group(1)) == [
        "./", "./web/ui.js"]
    assert 'const LATER = ["./pyodide/snapshot.bin.gz"];' in text
    assert 'const BUILD = "abc123";' in text and 'const SNAPSHOT_TAG = "tag1";' in text


def test_each_url_is_precached_once(tmp_path):
    """Cache.addAll refuses a list that holds the same request twice:
    the install would fail and the site would not work offline."""
    pwa.write_service_worker(tmp_path, "b", ["web/ui.js", "sw.js", "web/ui.js"], [], "1", "")
    text = (tmp_path / "sw.js").read_text()
    assert json.loads(re.search(r"const PRECACHE = (\[.*?\]);", text, re.S).group(1)) == [
        "./", "./web/ui.js"]
