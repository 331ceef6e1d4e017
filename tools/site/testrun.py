"""``build.py test``: install what the tests need on a fresh machine (Debian's chromium,
Node and npm; the pip extras are the project venv's, ``project_env.py``), build the
site, run pytest on tests/ on every core (pytest-xdist). ``build.py fast``: the fast
lane, the tests that need neither a browser, nor the built site, nor Node, nor many
random games.

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
# The fast lane's marker expression (markers: pyproject.toml; set: tests/conftest.py).
FAST_LANE = "not browser and not site and not node and not slow"
# Chromium's renderer process dies now and then while the site boots (seen about once
# in 300 browser tests, idle or loaded, no OOM kill; cause not found yet; one whole-suite
# run on a quiet machine saw 11 such crashes, two of them twice in the same test): such
# a test runs again, up to twice. Only these errors: a failed assertion or a timeout is
# never rerun.
RENDERER_CRASHED = ["--reruns", "2", "--only-rerun", "Target crashed",
                    "--only-rerun", "Page crashed"]


def _apt_install(packages: list[str], why: str) -> None:
    """Install Debian ``packages``, as root only; otherwise say which command to run."""
    if os.geteuid() != 0:
        sys.exit(f"{why}: run  sudo apt-get install -y {' '.join(packages)}")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run(["apt-get", "update"], env=env)
    run(["apt-get", "install", "-y", "--no-install-recommends", *packages], env=env)


def install_test_deps() -> None:
    """Chromium for the browser tests, node and npm for Pyodide (the pip extras are in
    the project's venv already)."""
    missing = []
    if not CHROMIUM.exists():
        missing.append("chromium")
    if not (shutil.which("node") and shutil.which("npm")):
        missing += ["nodejs", "npm"]
    if missing:
        _apt_install(missing, f"{', '.join(missing)} missing")


def workers() -> str:
    """pytest-xdist's worker count: ``WONDERS_TEST_WORKERS``, else one per core and one
    more: the browser tests wait (a bot's reveal, a page's boot) while the other workers
    keep the cores busy."""
    return os.environ.get("WONDERS_TEST_WORKERS") or str(len(os.sched_getaffinity(0)) + 1)


def run_pytest(pytest_args: list[str], built: bool = True) -> int:
    """pytest on tests/ in parallel (against the freshly built dist/ when ``built``);
    exit 5 becomes a failure. An ``-n`` among ``pytest_args`` overrides the workers."""
    env = dict(os.environ)
    if built:
        env["WONDERS_DIST_BUILT"] = "1"
    parallel = [] if any(a == "-n" or a.startswith("-n") and a[2:].isdigit()
                         for a in pytest_args) else ["-n", workers()]
    # a worker that has run out of tests takes some of another's queue (xdist's
    # "worksteal"): with "load", the tests a worker was handed stay its own, and the
    # suite's last minutes were one worker's queue of browser games while the others
    # stood idle (two of three workers idle from 8:35 to the end, 20:30, of a whole run)
    # (the same with workers asked for by -n N; not with -n 0, nor with a --dist asked for)
    no_workers = any(a in ("-n0", "-n=0") for a in pytest_args) or any(
        a == "-n" and b == "0" for a, b in zip(pytest_args, pytest_args[1:]))
    if not no_workers and not any(a == "--dist" or a.startswith("--dist=")
                                  for a in pytest_args):
        parallel += ["--dist", "worksteal"]
    cmd = [sys.executable, "-m", "pytest", "tests", *parallel, *RENDERER_CRASHED,
           "--durations=15", *pytest_args]
    log("$ " + " ".join(cmd))
    code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
    if code == NO_TESTS_COLLECTED:
        print("FAILED: pytest collected no tests (exit 5), and a run that checks nothing "
              "is a failure", file=sys.stderr, flush=True)
        return 1
    return code
