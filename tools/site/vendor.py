"""Third-party files of the site: Pyodide, PyScript and the QR code libraries
(qrcode-generator makes them, jsQR reads them: playing together) from npm, a
pure-Python msgpack wheel from PyPI's sdist, each pinned by exact version and cached
under node_modules/."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sys
from pathlib import Path

from tools.site import (
    AXE_VERSION,
    CACHE,
    JSQR_VERSION,
    MSGPACK_VERSION,
    NODE_MODULES,
    PYODIDE_VERSION,
    PYSCRIPT_VERSION,
    QRCODE_GENERATOR_VERSION,
    ROOT,
    run,
)

PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]
# Parts of PyScript's dist that this site never loads (the editor's and terminal's
# libraries; their small plugin modules are imported at start and are kept).
PYSCRIPT_SKIP = ("codemirror", "xterm")
# PyScript files this site never loads (MicroPython's and the TOML config's modules,
# its own service worker, storage, zip and graph helpers, the stylesheet): copied, since
# PyScript names them, but left out of the service worker's precache. Each is a chunk
# file name, or a chunk's name without its content hash; tests/web/test_first_visit.py
# checks the list against the files a visit loads.
# PyScript's worker (``worker_file``) is precached: the page's Python runs in it with
# ``?worker=1`` (docs/architecture.md, "Threads"), offline too.
PYSCRIPT_NOT_LOADED = ("core.css", "service-worker.js", "storage.js",
                       "index", "mpy", "py", "pyodide_graph", "toml", "zip")
_CHUNK = re.compile(r"(?P<stem>.+)-[A-Za-z0-9_-]{8}\.js")


def pyscript_never_loaded(rel: str) -> bool:
    """Whether ``rel`` (a path in the site) is a PyScript file the page never loads."""
    folder, _, name = rel.rpartition("/")
    chunk = _CHUNK.fullmatch(name)
    return folder == "pyscript" and (
        name in PYSCRIPT_NOT_LOADED or (chunk is not None and chunk["stem"] in PYSCRIPT_NOT_LOADED))
# Edits to PyScript's files: (file name prefix, text, replacement), each text found exactly
# once. PyScript 0.7.31 builds the hooks of its workers with ``Function(...)`` on the main
# thread as it starts, which the site's Content-Security-Policy (no 'unsafe-eval', see
# csp.py) refuses, and PyScript then stops. Those hooks are plugins' code for PyScript's
# workers, which the site's plugins do not need, so they are left out; with none, the
# worker builds no code from text either (``worker_file``).
PYSCRIPT_PATCHES = (
    ("core-", "jo=(e,t)=>{const n=[...Eo(t)];if(n.length){",
     "jo=(e,t)=>{const n=[];if(n.length){"),
)

# polyscript (inside PyScript's core-*.js) starts a ``<script type="py" worker>`` from a
# ``blob:`` URL made of a string literal in core-*.js, which the site's policy
# (``worker-src 'self'``, csp.py) refuses. ``worker_file`` writes that literal's text
# to a file of the site beside core-*.js and makes polyscript start the worker from it:
# ``new URL("./worker-<hash>.js", import.meta.url)``. polyscript rewrites the
# worker's relative ``import("./x.js")`` to core-*.js's own folder, which is the file's
# folder too, so the text is written as it is. The worker then evaluates nothing
# (no ``Function()``): the only code it would build is PyScript's worker hooks, which
# PYSCRIPT_PATCHES leaves empty.
_WORKER_BLOB = re.compile(
    r"""URL\.createObjectURL\(new Blob\(\["/\*@\*/"\+'(?P<text>(?:[^'\\]|\\.)*)'"""
    r"""\.replace\(\w+,\w+\)\],\{type:"text/javascript"\}\)\)""")
#: the escapes the literal holds (a new one is a build error, not a wrong worker)
_ESCAPES = {"\\": "\\", "'": "'", "n": "\n"}


def _unescape(literal: str) -> str:
    """The text of a single-quoted JavaScript string literal's body."""
    def one(m: re.Match) -> str:
        if m.group(1) not in _ESCAPES:
            sys.exit(f"PyScript {PYSCRIPT_VERSION}: the worker's text holds the escape "
                     f"\\{m.group(1)}; check tools/site/vendor.py's _ESCAPES")
        return _ESCAPES[m.group(1)]
    return re.sub(r"\\(.)", one, literal, flags=re.S)


def worker_file(folder: Path) -> str:
    """PyScript's worker written as ``folder/worker-<hash>.js`` and started from there
    (see ``_WORKER_BLOB``); its file name."""
    found = [(p, m) for p in sorted(folder.glob("core-*.js"))
             for m in _WORKER_BLOB.finditer(p.read_text())]
    if len(found) != 1:
        sys.exit(f"PyScript {PYSCRIPT_VERSION}: polyscript's worker blob is not found "
                 "once; check tools/site/vendor.py's _WORKER_BLOB")
    core, match = found[0]
    text = "/*@*/" + _unescape(match["text"])
    name = f"worker-{hashlib.sha256(text.encode()).hexdigest()[:8]}.js"
    (folder / name).write_text(text)
    source = core.read_text()
    core.write_text(source[:match.start()] + f'new URL("./{name}",import.meta.url).href'
                    + source[match.end():])
    return name


def _npm_version(package: str) -> str | None:
    meta = NODE_MODULES / package / "package.json"
    if not meta.exists():
        return None
    return json.loads(meta.read_text()).get("version")


def ensure_npm() -> None:
    """npm packages pinned by exact version, installed into node_modules/ (axe-core for
    the browser tests' accessibility audit; the build copies only the site's own)."""
    want = {"pyodide": PYODIDE_VERSION, "@pyscript/core": PYSCRIPT_VERSION,
            "qrcode-generator": QRCODE_GENERATOR_VERSION, "jsqr": JSQR_VERSION,
            "axe-core": AXE_VERSION}
    if all(_npm_version(p) == v for p, v in want.items()):
        return
    if not shutil.which("npm"):
        sys.exit("npm is needed to fetch Pyodide, PyScript and the QR code libraries "
                 "(apt-get install nodejs npm)")
    specs = [f"{p}@{v}" for p, v in want.items()]
    run(
        ["npm", "install", "--no-save", "--no-package-lock", "--ignore-scripts",
         "--no-audit", "--no-fund", "--prefix", str(ROOT), *specs],
        cwd=ROOT,
    )
    for p, v in want.items():
        if _npm_version(p) != v:
            sys.exit(f"npm did not install {p}@{v}")


def msgpack_wheel() -> Path:
    """A pure-Python msgpack wheel built from the pinned sdist."""
    CACHE.mkdir(parents=True, exist_ok=True)
    pattern = f"msgpack-{MSGPACK_VERSION}-py3-none-any.whl"
    found = sorted(CACHE.glob(pattern))
    if found:
        return found[0]
    env = dict(os.environ, MSGPACK_PUREPYTHON="1")
    run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-binary", ":all:",
         "-w", str(CACHE), f"msgpack=={MSGPACK_VERSION}"],
        env=env,
    )
    found = sorted(CACHE.glob(pattern))
    if not found:
        sys.exit("pip did not build a pure-Python msgpack wheel")
    return found[0]


def site_lock(lock: dict) -> dict:
    """Pyodide's lock file as the site ships it: its ``info`` (Pyodide checks the ABI
    and the Python version against it at start) and no packages. The site installs its
    own wheels (web/pyodide_loader.mjs) and loads none of Pyodide's 357 packages, whose
    entries were 22 KB brotli read before Python's first screen (issue 53); a package
    asked for by name would fail with Pyodide's "no known package" error."""
    return {**lock, "packages": {}}


def copy_pyodide(dist: Path, stdlib_zip: Path | None = None) -> None:
    """Pyodide's five core files into ``dist/pyodide/``; ``stdlib_zip`` (the trimmed
    standard library, ``stdlib.py``) in place of Pyodide's own, and the lock file less
    its packages (``site_lock``)."""
    (dist / "pyodide").mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        source = NODE_MODULES / "pyodide" / name
        if name == "python_stdlib.zip" and stdlib_zip is not None:
            source = stdlib_zip
        if name == "pyodide-lock.json":
            lock = site_lock(json.loads(source.read_text()))
            (dist / "pyodide" / name).write_text(json.dumps(lock, separators=(",", ":")))
            continue
        shutil.copy2(source, dist / "pyodide" / name)


def copy_pyscript(dist: Path) -> None:
    """PyScript's dist into ``dist/pyscript/``, less source maps and the parts never
    loaded."""
    src = NODE_MODULES / "@pyscript" / "core" / "dist"
    (dist / "pyscript").mkdir(parents=True, exist_ok=True)
    for path in sorted(src.iterdir()):
        if path.suffix in (".js", ".css") and not path.name.startswith(PYSCRIPT_SKIP):
            shutil.copy2(path, dist / "pyscript" / path.name)
    for prefix, text, replacement in PYSCRIPT_PATCHES:
        files = [p for p in sorted((dist / "pyscript").glob(prefix + "*.js"))
                 if text in p.read_text()]
        if len(files) != 1 or files[0].read_text().count(text) != 1:
            sys.exit(f"PyScript {PYSCRIPT_VERSION}: {text!r} is not found once; "
                     "check tools/site/vendor.py's PYSCRIPT_PATCHES")
        files[0].write_text(files[0].read_text().replace(text, replacement))
    worker_file(dist / "pyscript")


#: the QR code libraries' files: (package, file in it, name in dist/web/vendor/)
QR_FILES = (("qrcode-generator", "dist/qrcode.mjs", "qrcode.mjs"),
            ("qrcode-generator", "LICENSE", "qrcode-generator.LICENSE"),
            ("jsqr", "dist/jsQR.js", "jsQR.js"),
            ("jsqr", "LICENSE", "jsQR.LICENSE"))


def copy_qr(dist: Path) -> list[str]:
    """The QR code libraries into ``dist/web/vendor/`` (a licence text beside each; the
    encoder's licence is its file's header when its package has no LICENSE); their
    site-relative paths."""
    target = dist / "web" / "vendor"
    target.mkdir(parents=True, exist_ok=True)
    out = []
    for package, rel, name in QR_FILES:
        source = NODE_MODULES / package / rel
        if not source.exists():
            if rel == "LICENSE":
                continue
            sys.exit(f"{package}: {rel} is missing; check tools/site/vendor.py's QR_FILES")
        shutil.copy2(source, target / name)
        out.append(f"web/vendor/{name}")
    return out
