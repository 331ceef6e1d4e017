#!/usr/bin/env python3
"""Build, serve and test the Wonders static site.

    python3 build.py serve      build dist/ and serve it on http://127.0.0.1:8777/
    python3 build.py test       install what the tests need, build dist/, run pytest tests/
    python3 build.py build      only build dist/

The site in ``dist/`` is self-contained: Pyodide and PyScript (from npm), the engine as
a wheel, a pure-Python msgpack wheel and the front end, all pinned by exact version.
Nothing is fetched from any other host at play time. A service worker precaches every
file of the site under a cache named after a hash of all of them, so a new build
replaces the old cache cleanly.
"""

from __future__ import annotations

import argparse
import base64
import functools
import gzip
import hashlib
import http.server
import json
import os
import shutil
import struct
import subprocess
import sys
import zipfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
CACHE = NODE_MODULES / ".wonders-cache"
PYC_DIR = CACHE / "compiled"
WEB = ROOT / "web"

PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"
MSGPACK_VERSION = "1.2.4"
PYTHON_DIR = "python3.14"  # Pyodide 314 runs CPython 3.14
DEFAULT_PORT = 8777

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

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".gz": "application/gzip",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".py": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
}


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def run(cmd: list[str], **kw) -> None:
    log("$ " + " ".join(cmd))
    subprocess.run(cmd, check=True, **kw)


# --------------------------------------------------------------------------- vendoring


def _npm_version(package: str) -> str | None:
    meta = NODE_MODULES / package / "package.json"
    if not meta.exists():
        return None
    return json.loads(meta.read_text()).get("version")


def ensure_npm() -> None:
    """npm packages pinned by exact version, installed into node_modules/."""
    want = {"pyodide": PYODIDE_VERSION, "@pyscript/core": PYSCRIPT_VERSION}
    if all(_npm_version(p) == v for p, v in want.items()):
        return
    if not shutil.which("npm"):
        sys.exit("npm is needed to fetch Pyodide and PyScript (apt-get install nodejs npm)")
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
    found = sorted(CACHE.glob(f"msgpack-{MSGPACK_VERSION}-py3-none-any.whl"))
    if found:
        return found[0]
    env = dict(os.environ, MSGPACK_PUREPYTHON="1")
    run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-binary", ":all:",
         "-w", str(CACHE), f"msgpack=={MSGPACK_VERSION}"],
        env=env,
    )
    found = sorted(CACHE.glob(f"msgpack-{MSGPACK_VERSION}-py3-none-any.whl"))
    if not found:
        sys.exit("pip did not build a pure-Python msgpack wheel")
    return found[0]


# Standard-library modules the app imports beyond Pyodide's own start: imported before
# the snapshot is taken, so the page does not compile them from source at every start.
SNAPSHOT_IMPORTS = ["datetime", "difflib", "html", "html.entities", "encodings.cp437",
                    "importlib.resources", "importlib.readers", "importlib.resources.readers"]
SNAPSHOT_JS = """
import { loadPyodide } from %s;
import { writeFileSync } from "node:fs";
const py = await loadPyodide({ _makeSnapshot: true });
py.runPython(%s);
writeFileSync(%s, py.makeMemorySnapshot());
"""


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


def pyodide_snapshot() -> Path | None:
    """A memory snapshot of a freshly initialised Pyodide, gzipped (made once with node).

    Restoring it skips Python's start-up (seconds) in the browser. Pyodide's snapshot
    support is experimental: the page falls back to a plain start if it fails.
    """
    CACHE.mkdir(parents=True, exist_ok=True)
    imports = "\n".join(f"import {m}" for m in SNAPSHOT_IMPORTS)
    tag = hashlib.sha256(imports.encode()).hexdigest()[:8]
    out = CACHE / f"pyodide-{PYODIDE_VERSION}-{tag}-snapshot.bin.gz"
    if out.exists():
        return out
    node = shutil.which("node")
    if not node:
        log("node not found: no Pyodide snapshot (the page starts Python the slow way)")
        return None
    raw = CACHE / "snapshot.bin"
    log("making a Pyodide memory snapshot with node")
    if not run_with_pyodide(node, SNAPSHOT_JS, imports, str(raw),
                            failed="no Pyodide snapshot; the page starts Python the slow way"):
        return None
    with open(raw, "rb") as src, gzip.GzipFile(out, "wb", compresslevel=6, mtime=0) as dst:
        shutil.copyfileobj(src, dst)
    raw.unlink()
    return out


COMPILE_JS = """
import { loadPyodide } from %s;
const py = await loadPyodide();
py.FS.mkdir("/host");
py.FS.mount(py.FS.filesystems.NODEFS, { root: %s }, "/host");
py.runPython(`
import compileall, py_compile, sys
ok = compileall.compile_dir("/host", quiet=1, workers=1,
    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    sys.exit("compileall failed")
`);
"""


def compile_for_pyodide(trees: list[Path]) -> bool:
    """Byte-compile ``trees`` with Pyodide's own Python (3.14) so the page imports faster.

    The .pyc files use unchecked hashes: the wheel's sources never change after the build.
    """
    node = shutil.which("node")
    if not node:
        return False
    import tempfile

    with tempfile.TemporaryDirectory(prefix="wonders-pyc-") as tmp:
        for tree in trees:
            shutil.copytree(tree, Path(tmp) / tree.name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        if not run_with_pyodide(node, COMPILE_JS, tmp,
                                failed="no precompiled .pyc; the page compiles at start"):
            return False
        for tree in trees:
            out = PYC_DIR / tree.name
            if out.exists():
                shutil.rmtree(out)
            shutil.copytree(Path(tmp) / tree.name, out)
    return True


# --------------------------------------------------------------------------- wheels


def project_version() -> str:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def _package_files(src: Path, package: str, pyc: bool = False) -> list[tuple[str, Path]]:
    """The files of a package tree; with ``pyc``, the cpython-314 .pyc files too."""
    out = []
    for path in sorted(src.rglob("*")):
        if path.is_dir():
            continue
        compiled = pyc and path.name.endswith(".cpython-314.pyc")
        if not compiled and ("__pycache__" in path.parts or path.suffix in (".pyc", ".pyo")):
            continue
        rel = path.relative_to(src).as_posix()
        out.append((f"{package}/{rel}", path))
    return out


def write_wheel(out_dir: Path, dist_name: str, version: str,
                files: list[tuple[str, Path]], requires: list[str] = ()) -> Path:
    """A minimal, reproducible pure-Python wheel (fixed timestamps, sorted entries)."""
    name = dist_name.replace("-", "_")
    info = f"{name}-{version}.dist-info"
    wheel = out_dir / f"{name}-{version}-py3-none-any.whl"
    metadata = f"Metadata-Version: 2.1\nName: {dist_name}\nVersion: {version}\n"
    metadata += "".join(f"Requires-Dist: {r}\n" for r in requires)
    entries: list[tuple[str, bytes]] = [(arc, p.read_bytes()) for arc, p in files]
    entries.append((f"{info}/METADATA", metadata.encode()))
    entries.append((f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: wonders-build\n"
                    b"Root-Is-Purelib: true\nTag: py3-none-any\n"))
    entries.append((f"{info}/top_level.txt", (files[0][0].split("/")[0] + "\n").encode()))
    record = []
    for arc, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arc},sha256={digest},{len(data)}")
    record.append(f"{info}/RECORD,,")
    entries.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode()))
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as zf:
        for arc, data in entries:
            zi = zipfile.ZipInfo(arc, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zf.writestr(zi, data)
    return wheel


# --------------------------------------------------------------------------- icons


def png(size: int) -> bytes:
    """The app icon as a PNG: a stepped pyramid (a wonder) on a dark ground."""
    bg, fg, sun = (32, 36, 58), (226, 180, 92), (240, 226, 190)
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            u, v = x / size, y / size
            colour = bg
            # three stepped tiers
            for i, (top, half) in enumerate(((0.62, 0.36), (0.47, 0.26), (0.32, 0.16))):
                bottom = 0.80 if i == 0 else (0.62, 0.47)[i - 1]
                if top <= v < bottom and abs(u - 0.5) < half:
                    colour = fg
            if (u - 0.72) ** 2 + (v - 0.22) ** 2 < 0.006:
                colour = sun
            row += bytes(colour)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


def manifest() -> dict:
    return {
        "name": "Wonders",
        "short_name": "Wonders",
        "description": "7 Wonders at the table: play against bots or friends on one device.",
        "start_url": "./index.html",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "background_color": "#20243a",
        "theme_color": "#20243a",
        "icons": [
            {"src": "icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "icons/icon-512.png", "sizes": "512x512", "type": "image/png",
             "purpose": "any maskable"},
        ],
    }


# --------------------------------------------------------------------------- the build


def build(dist: Path = DIST) -> dict:
    """Assemble the static site in ``dist`` and return its build info."""
    ensure_npm()
    mp_wheel = msgpack_wheel()
    version = project_version()
    if dist.exists():
        shutil.rmtree(dist)
    (dist / "pyodide").mkdir(parents=True)
    (dist / "wheels").mkdir()
    (dist / "icons").mkdir()

    # Pyodide: the five core files, and a memory snapshot of it started.
    for name in PYODIDE_FILES:
        shutil.copy2(NODE_MODULES / "pyodide" / name, dist / "pyodide" / name)
    snapshot = pyodide_snapshot()
    if snapshot:
        shutil.copy2(snapshot, dist / "pyodide" / "snapshot.bin.gz")
    # PyScript: its dist, less source maps and the parts never loaded.
    ps_src = NODE_MODULES / "@pyscript" / "core" / "dist"
    (dist / "pyscript").mkdir()
    for path in sorted(ps_src.iterdir()):
        if path.suffix in (".js", ".css") and not path.name.startswith(PYSCRIPT_SKIP):
            shutil.copy2(path, dist / "pyscript" / path.name)

    # Wheels: the engine, the front end's Python, msgpack; byte-compiled for Pyodide's
    # Python when node can run it (sources and .pyc files side by side).
    trees = [ROOT / "engine", WEB / "wonders_ui"]
    if compile_for_pyodide(trees):
        trees = [PYC_DIR / "engine", PYC_DIR / "wonders_ui"]
    engine_whl = write_wheel(dist / "wheels", "wonders", version,
                             _package_files(trees[0], "engine", pyc=True), ["msgpack>=1.0"])
    ui_whl = write_wheel(dist / "wheels", "wonders-ui", version,
                         _package_files(trees[1], "wonders_ui", pyc=True))
    shutil.copy2(mp_wheel, dist / "wheels" / mp_wheel.name)
    wheels = [f"wheels/{engine_whl.name}", f"wheels/{ui_whl.name}", f"wheels/{mp_wheel.name}"]

    # The front end: everything in web/ except the Python package (shipped as a wheel).
    for path in sorted(WEB.rglob("*")):
        rel = path.relative_to(WEB)
        if path.is_dir() or rel.parts[0] == "wonders_ui" or "__pycache__" in rel.parts:
            continue
        if path.name == "sw.template.js":
            continue  # becomes dist/sw.js below
        target = dist / "web" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)

    site_packages = f"/lib/{PYTHON_DIR}/site-packages/*"
    # PyScript resolves "interpreter" against the page and "files" against this file.
    config = {
        "interpreter": "./web/pyodide_loader.mjs",
        "files": {f"../{w}": site_packages for w in wheels},
    }
    (dist / "web" / "pyscript.json").write_text(json.dumps(config, indent=1))

    (dist / "icons" / "icon-192.png").write_bytes(png(192))
    (dist / "icons" / "icon-512.png").write_bytes(png(512))
    (dist / "manifest.webmanifest").write_text(json.dumps(manifest(), indent=1))
    shutil.copy2(ROOT / "index.html", dist / "index.html")

    # Versioned precache list: every file of the site, named by a hash of all of them.
    files = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0" + (dist / rel).read_bytes())
    build_id = digest.hexdigest()[:16]
    info = {
        "build": build_id,
        "version": version,
        "pyodide": PYODIDE_VERSION,
        "pyscript": PYSCRIPT_VERSION,
        "msgpack": MSGPACK_VERSION,
        "wheels": wheels,
    }
    (dist / "build-info.json").write_text(json.dumps(info, indent=1))
    precache = ["./"] + ["./" + f for f in files + ["build-info.json"]]
    sw_template = (WEB / "sw.template.js").read_text()
    sw = sw_template.replace("__BUILD_ID__", build_id).replace(
        "__PRECACHE__", json.dumps(precache, indent=1))
    (dist / "sw.js").write_text(sw)
    log(f"built {dist} ({len(precache)} files, build {build_id})")
    return info


# --------------------------------------------------------------------------- serving


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def end_headers(self) -> None:
        # The service worker script and the shell must be revalidated so a new build
        # is seen; everything else is versioned by the service worker's cache name.
        path = self.path.split("?")[0]
        if path.endswith(("/", "sw.js", ".html", "build-info.json")):
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt: str, *args) -> None:
        if os.environ.get("WONDERS_SERVE_LOG"):
            super().log_message(fmt, *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        exc = sys.exc_info()[1]
        if isinstance(exc, (BrokenPipeError, ConnectionResetError)):
            return  # the browser dropped a connection (navigation, offline tests)
        super().handle_error(request, client_address)


def make_server(port: int, directory: Path = DIST) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(Handler, directory=str(directory))
    server = Server(("127.0.0.1", port), handler)
    server.daemon_threads = True
    return server


def serve(port: int) -> None:
    build()
    server = make_server(port)
    print(f"Wonders is served at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


# --------------------------------------------------------------------------- tests


def install_test_deps() -> None:
    run([sys.executable, "-m", "pip", "install", "-q", "-e", ".[test]"], cwd=ROOT)
    if not Path("/usr/bin/chromium").exists():
        if os.geteuid() != 0:
            sys.exit("/usr/bin/chromium is missing: run  sudo apt-get install -y chromium")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run(["apt-get", "update"], env=env)
        run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"], env=env)


def test(pytest_args: list[str]) -> int:
    install_test_deps()
    build()
    env = dict(os.environ, WONDERS_DIST_BUILT="1")
    cmd = [sys.executable, "-m", "pytest", "tests", *pytest_args]
    log("$ " + " ".join(cmd))
    code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
    if code == 5:
        print("pytest collected no tests: that is a failure", flush=True)
        return 1
    return code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", default="build", choices=["build", "serve", "test"])
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    args, rest = parser.parse_known_args(argv)
    if args.command == "build":
        build()
    elif args.command == "serve":
        serve(args.port)
    else:
        return test(rest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
