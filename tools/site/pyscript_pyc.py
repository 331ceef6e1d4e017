"""PyScript's own Python package, byte-compiled by the build for the page's starts.

PyScript's JavaScript writes its Python package (``pyscript/__init__.py``, ``web.py``, ...)
into Pyodide's file system at every start and imports it, so Python compiled those 30 KB
of source at every start: 195-330 ms at the tablet's CPU rate (``bench/RESULTS.md``,
issue 30). The build takes the same sources out of the vendored PyScript, compiles them
with Pyodide's own Python into *checked-hash* .pyc files (PEP 552: Python uses one only
when the hash of the source beside it matches, so a source that differs is compiled as
before) and ships them in the front end's wheel (``BYTECODE``, a ``marshal`` dict of
path to bytes); ``wonders_ui.pyscript_bytecode`` writes them beside PyScript's sources before
PyScript imports them (``web/pyodide_loader.mjs``).

An optimisation: without node, or when PyScript's sources are not found, the build goes
on and the page compiles them as before.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

from tools.site import NODE_MODULES, log
from tools.site.pyodide_node import compile_js, run_with_pyodide

#: where the front end's wheel holds the compiled package (read by
#: ``wonders_ui.pyscript_bytecode``)
BYTECODE = "pyscript-bytecode.bin"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
#: PyScript's bundle holds its package as an object literal of file contents: this
#: finds it, reads it whole (a scan that skips string literals) and prints it as JSON.
EXTRACT_JS = r"""
import { readFileSync, readdirSync } from "node:fs";
const dir = process.argv[1];
const MARK = '{pyscript:{"__init__.py":';
const found = readdirSync(dir).filter((f) => f.endsWith(".js"))
  .map((f) => readFileSync(dir + "/" + f, "utf8")).filter((t) => t.includes(MARK));
if (found.length !== 1) process.exit(3);
const text = found[0];
const start = text.indexOf(MARK);
let depth = 0, i = start, quote = null;
for (; i < text.length; i++) {
  const c = text[i];
  if (quote) { if (c === "\\") i++; else if (c === quote) quote = null; continue; }
  if (c === '"' || c === "'" || c === "`") quote = c;
  else if (c === "{") depth++;
  else if (c === "}" && --depth === 0) break;
}
const tree = (0, eval)("(" + text.slice(start, i + 1) + ")");
const files = {};
const walk = (t, p) => { for (const [k, v] of Object.entries(t)) {
  if (typeof v === "string") files[p + k] = v; else walk(v, p + k + "/"); } };
walk(tree, "");
process.stdout.write(JSON.stringify(files));
"""
COMPILE_JS = compile_js("CHECKED_HASH", legacy=False)


def pyscript_sources(node: str, dist: Path = PYSCRIPT_DIST) -> dict[str, str] | None:
    """PyScript's Python files as its JavaScript writes them: {"pyscript/web.py": source}."""
    try:
        out = subprocess.run([node, "--input-type=module", "-e", EXTRACT_JS, str(dist)],
                             check=True, capture_output=True, timeout=60, text=True)
        files = json.loads(out.stdout)
    except (subprocess.SubprocessError, OSError, ValueError):
        return None
    return files if "pyscript/__init__.py" in files else None


def compiled_pyscript() -> dict[str, bytes] | None:
    """{path under Pyodide's home, as "pyscript/__pycache__/web.cpython-314.pyc": bytes},
    or None (the page then compiles PyScript's sources at start, as before)."""
    node = shutil.which("node")
    sources = pyscript_sources(node) if node else None
    if not sources:
        log("PyScript's Python sources not found: the page compiles them at start")
        return None
    with tempfile.TemporaryDirectory(prefix="wonders-pyscript-") as tmp:
        for rel, text in sources.items():
            path = Path(tmp) / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            # as PyScript writes them (``Path.write_text(..., encoding="utf-8")``): the
            # source hash in each .pyc is of these bytes
            path.write_bytes(text.encode("utf-8"))
        if not run_with_pyodide(node, COMPILE_JS, tmp,
                                failed="PyScript's package not compiled; the page compiles it"):
            return None
        return {p.relative_to(tmp).as_posix(): p.read_bytes()
                for p in sorted(Path(tmp).rglob("*.pyc"))}
