"""The jobs of ``build.py``: vendoring, wheels, Pyodide steps, the site, serving, tests.

One module per job; this module holds what they share: the checkout's paths, the pinned
versions and the build's log. Every version is exact, so a build is reproducible and the
site fetches nothing from any other host at play time.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
WEB = ROOT / "web"
NODE_MODULES = ROOT / "node_modules"
CACHE = NODE_MODULES / ".wonders-cache"

PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"
MSGPACK_VERSION = "1.2.4"
# Playing together (issue 33): QR codes made by qrcode-generator (Kazuhiko Arase, MIT:
# the reference JavaScript encoder, no dependencies, maintained) and read by jsQR
# (Apache-2.0: the pure-JavaScript reader, no WebAssembly, works in any browser)
QRCODE_GENERATOR_VERSION = "2.0.4"
JSQR_VERSION = "1.4.0"
# The browser tests' accessibility audit (tests/web/test_axe.py): axe-core (Deque,
# MPL-2.0), the rules engine Lighthouse and most checkers run; never shipped in dist/
AXE_VERSION = "4.14.1"
PYTHON_DIR = "python3.14"  # Pyodide 314 runs CPython 3.14
DEFAULT_PORT = 8777


def log(msg: str) -> None:
    """One line of the build's progress, prefixed so it stands out in test output."""
    print(f"[build] {msg}", flush=True)


def run(cmd: list[str], **kw) -> None:
    """Run ``cmd``, logging it first; a non-zero exit raises CalledProcessError."""
    log("$ " + " ".join(cmd))
    subprocess.run(cmd, check=True, **kw)
