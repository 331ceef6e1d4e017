"""``build.py test``: install what the tests need on a fresh machine (pip test extras,
Debian's chromium, Node and npm), build the site, run pytest on tests/.

pytest's exit code 5 (no tests collected) is a failure here: a run that checks nothing
must not pass."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from tools.site import ROOT, log, run

CHROMIUM = Path("/usr/bin/chromium")
NO_TESTS_COLLECTED = 5


def _apt_install(packages: list[str], why: str) -> None:
    """Install Debian ``packages``, as root only; otherwise say which command to run."""
    if os.geteuid() != 0:
        sys.exit(f"{why}: run  sudo apt-get install -y {' '.join(packages)}")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run(["apt-get", "update"], env=env)
    run(["apt-get", "install", "-y", "--no-install-recommends", *packages], env=env)


def install_test_deps() -> None:
    """pip's test extras, chromium for the browser tests, node and npm for Pyodide."""
    run([sys.executable, "-m", "pip", "install", "-q", "-e", ".[test]"], cwd=ROOT)
    missing = []
    if not CHROMIUM.exists():
        missing.append("chromium")
    if not (shutil.which("node") and shutil.which("npm")):
        missing += ["nodejs", "npm"]
    if missing:
        _apt_install(missing, f"{', '.join(missing)} missing")


def run_pytest(pytest_args: list[str]) -> int:
    """pytest on tests/ against the freshly built dist/; exit 5 becomes a failure."""
    env = dict(os.environ, WONDERS_DIST_BUILT="1")
    cmd = [sys.executable, "-m", "pytest", "tests", *pytest_args]
    log("$ " + " ".join(cmd))
    code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
    if code == NO_TESTS_COLLECTED:
        print("FAILED: pytest collected no tests (exit 5), and a run that checks nothing "
              "is a failure", file=sys.stderr, flush=True)
        return 1
    return code
