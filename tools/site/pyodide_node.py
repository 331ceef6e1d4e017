"""Build steps run by the vendored Pyodide under Node: a memory snapshot of a started
Python, and byte-compiling the site's packages with Pyodide's own Python (3.14).

Each step is an optimisation: when node is missing or the step fails, the build goes on
and the page takes its slower path (a plain start, compiling sources at import)."""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

from tools.site import CACHE, NODE_MODULES, PYODIDE_VERSION, game_pages, log

PYC_DIR = CACHE / "compiled"

# Standard-library modules the app imports beyond Pyodide's own start: imported before
# the snapshot is taken, so the page does not compile them from source at every start.
SNAPSHOT_IMPORTS = ["datetime", "difflib", "html", "html.entities", "encodings.cp437",
                    "importlib.resources", "importlib.readers", "importlib.resources.readers"]
# The site's own modules imported before the snapshot is taken: what the home screen, a
# table of each game (its page manifest's, ``app_imports``) and the bot worker import, so
# that a warm start imports nothing. They are imported from the wheels at the paths where
# the page and the bot worker put them (WHEELS, as in web/pyodide_loader.mjs), which stay
# on the snapshot's sys.path.
APP_IMPORTS = ["wonders_ui.browser", "wonders_ui.botworker", "wonders_ui.pyscript_bytecode"]
# What the first game opened and the first bot move would otherwise import and load (the
# game packages, their card data, each bot level's modules, the first legal moves), run
# before the snapshot is taken; what it leaves behind is collected.
WARM_UP = """
import gc
from engine.bots import make_bot
from engine.games import REGISTRY, new_game
for _game in REGISTRY:
    _state = new_game(_game, seed=1)
    _seat = _state.current_players()[0]
    for _level in ("easy", "medium", "hard", "strong"):
        make_bot(_game, _level, 1)
    make_bot(_game, "medium", 1).act(_state.view(_seat), _state.legal_actions(_seat))
del _game, _state, _seat, _level
gc.collect()
"""
WHEELS = "/lib/wonders"
SNAPSHOT_JS = """
import { loadPyodide } from %s;
import { readFileSync, writeFileSync } from "node:fs";
const py = await loadPyodide({ _makeSnapshot: true, stdLibURL: %s });
py.FS.mkdirTree(%s);
for (const [path, host] of JSON.parse(%s)) py.FS.writeFile(path, readFileSync(host));
py.runPython(%s);
writeFileSync(%s, py.makeMemorySnapshot());
"""

_COMPILE_JS = """
import { loadPyodide } from %s;
const py = await loadPyodide({ env: { PYTHONNODEBUGRANGES: "1" } });
py.FS.mkdir("/host");
py.FS.mount(py.FS.filesystems.NODEFS, { root: %s }, "/host");
py.runPython(`
import compileall, py_compile, sys
mode = py_compile.PycInvalidationMode.@MODE@
ok = compileall.compile_dir("/host", quiet=1, workers=1, legacy=@LEGACY@,
    invalidation_mode=mode, optimize=@OPTIMIZE@)
for plain in @PLAIN@:
    ok = ok and compileall.compile_dir("/host/" + plain, quiet=1, workers=1,
        legacy=@LEGACY@, invalidation_mode=mode, optimize=0, force=True)
if not ok:
    sys.exit("compileall failed")
`);
"""


def compile_js(mode: str, legacy: bool, optimize: int = 0,
               plain: tuple[str, ...] = ()) -> str:
    """A Node script (for ``run_with_pyodide``, with the folder as its one argument) that
    byte-compiles a folder with Pyodide's Python: ``mode`` names a
    ``py_compile.PycInvalidationMode``; ``legacy`` writes each .pyc beside its source
    instead of in ``__pycache__``; ``optimize`` is compile's (2: no docstrings, no
    asserts, as ``python -OO``), except in the subfolders ``plain`` names.

    Every .pyc is compiled as ``python -X no_debug_ranges`` does (``PYTHONNODEBUGRANGES``):
    each instruction keeps its line, so a traceback still names the file and the line,
    but not the columns its ``^^^`` marks would underline. Those columns were a third of
    each .pyc after brotli: the standard library 1.02 -> 0.77 MB, the site's wheels
    0.69 -> 0.49 MB (issue 53)."""
    return (_COMPILE_JS.replace("@LEGACY@", str(legacy)).replace("@MODE@", mode)
            .replace("@OPTIMIZE@", str(optimize)).replace("@PLAIN@", repr(list(plain))))


# Each module's .pyc is written beside its source (``legacy``): the layout zipimport reads
# from a zip (the standard library's and the site's wheels).
COMPILE_JS = compile_js("UNCHECKED_HASH", legacy=True)
WHEELS_COMPILE_JS = compile_js("UNCHECKED_HASH", legacy=True, optimize=2)


def run_with_pyodide(node: str, template: str, *args: str, failed: str) -> bool:
    """Run a Node script that loads the vendored Pyodide: ``template`` filled with the
    module's URL and ``args``, each as a JSON string. On failure log ``failed`` (and
    why) and return False: the page has a slower fallback for each such step."""
    module = (NODE_MODULES / "pyodide" / "pyodide.mjs").as_uri()
    script = template % tuple(json.dumps(a) for a in (module, *args))
    try:
        subprocess.run([node, "--input-type=module", "-e", script], check=True,
                       capture_output=True, timeout=300)
    except (subprocess.SubprocessError, OSError) as exc:
        log(f"{failed} ({type(exc).__name__})")
        return False
    return True


def app_imports() -> list[str]:
    """``APP_IMPORTS`` and each offered game's table module (``game_pages``)."""
    return APP_IMPORTS + [page.table for page in game_pages.manifests().values()]


def pyodide_snapshot(stdlib_zip: Path, wheels: list[Path]) -> Path | None:
    """A memory snapshot of a freshly initialised Pyodide running the standard library
    ``stdlib_zip`` (the one the site ships) with the site's ``wheels`` on its path and
    the app's modules imported (``app_imports``) and the games loaded (``WARM_UP``),
    gzipped (made once with node).

    Restoring it skips Python's start-up (seconds) and the app's imports in the
    browser; it belongs to these wheels (web/pyodide_loader.mjs restores it only for
    the build whose tag it carries). Pyodide's snapshot support is experimental: the page
    falls back to a plain start if it fails.
    """
    CACHE.mkdir(parents=True, exist_ok=True)
    placed = [[f"{WHEELS}/{w.name}", str(w)] for w in wheels]
    imports = "\n".join(["import sys", f"sys.path[:0] = {[p for p, _ in placed]!r}"]
                        + [f"import {m}" for m in SNAPSHOT_IMPORTS + app_imports()]
                        + [WARM_UP])
    digest = hashlib.sha256(imports.encode() + stdlib_zip.read_bytes())
    for w in wheels:
        digest.update(w.read_bytes())
    tag = digest.hexdigest()[:8]
    out = CACHE / f"pyodide-{PYODIDE_VERSION}-{tag}-snapshot.bin.gz"
    if out.exists():
        return out
    node = shutil.which("node")
    if not node:
        log("node not found: no Pyodide snapshot (the page starts Python the slow way)")
        return None
    raw = CACHE / "snapshot.bin"
    log("making a Pyodide memory snapshot with node")
    if not run_with_pyodide(node, SNAPSHOT_JS, str(stdlib_zip), WHEELS, json.dumps(placed),
                            imports, str(raw),
                            failed="no Pyodide snapshot; the page starts Python the slow way"):
        return None
    with open(raw, "rb") as src, gzip.GzipFile(out, "wb", compresslevel=6, mtime=0) as dst:
        shutil.copyfileobj(src, dst)
    raw.unlink()
    return out


def compile_in_place(tree: Path, optimize: int = 0, plain: tuple[str, ...] = ()) -> bool:
    """Byte-compile every module of ``tree`` with Pyodide's own Python, each ``x.pyc``
    beside its ``x.py`` (unchecked hashes; ``optimize`` and ``plain`` as ``compile_js``);
    False when node is missing or it failed."""
    node = shutil.which("node")
    return bool(node) and run_with_pyodide(
        node, compile_js("UNCHECKED_HASH", legacy=True, optimize=optimize, plain=plain),
        str(tree),
        failed="standard library not precompiled; Pyodide compiles it at start")


def compile_for_pyodide(trees: list[Path]) -> list[Path] | None:
    """Byte-compile ``trees`` with Pyodide's own Python (3.14) so the page imports faster;
    return the compiled copies (each ``m.pyc`` beside its ``m.py``, the layout zipimport
    reads), or None.

    The .pyc files use unchecked hashes: the wheel's sources never change after the build.
    They hold no docstrings (``optimize=2``, as ``python -OO``; nothing the page runs reads
    one; the one ``assert``, on the duel's data, runs in CPython's tests): the wheels
    0.74 -> 0.63 MB brotli (issue 53).
    """
    node = shutil.which("node")
    if not node:
        return None
    with tempfile.TemporaryDirectory(prefix="wonders-pyc-") as tmp:
        for tree in trees:
            shutil.copytree(tree, Path(tmp) / tree.name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        if not run_with_pyodide(node, WHEELS_COMPILE_JS, tmp,
                                failed="no precompiled .pyc; the page compiles at start"):
            return None
        for tree in trees:
            out = PYC_DIR / tree.name
            if out.exists():
                shutil.rmtree(out)
            shutil.copytree(Path(tmp) / tree.name, out)
    return [PYC_DIR / tree.name for tree in trees]
