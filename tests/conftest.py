"""Shared fixtures: the built site (``dist/``), built once per test run (once per
pytest-xdist worker at most, and not at all under ``build.py test``, which builds it
first); and the lanes' markers, set from the fixtures a test uses, so that no browser
test can slip into the fast lane unmarked."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

import pytest

from tools.site import DIST
from tools.site.assemble import build

# A test using one of these fixtures starts chromium / needs the built site.
BROWSER_FIXTURES = {"browser", "context", "page", "playwright_instance"}
SITE_FIXTURES = {"dist", "site", "server"}


#: the lanes whose tests take seconds each, not milliseconds
LONG_LANES = ("browser", "site", "node", "slow")


def pytest_collection_modifyitems(items) -> None:
    """Mark each test ``browser`` or ``site`` by the fixtures it uses (markers:
    pyproject.toml; the fast lane leaves both out, ``tools/site/testrun.py``); then put
    the long lanes' tests first, each group in its own order, so that pytest-xdist's
    workers hand out the long tests while the short ones are still there to fill the
    gaps, and do not end on a few long ones while the other workers idle (the browser
    tests of ``tests/web/together/`` are collected last)."""
    for item in items:
        used = set(getattr(item, "fixturenames", ()))
        if used & BROWSER_FIXTURES:
            item.add_marker(pytest.mark.browser)
        if used & (SITE_FIXTURES | BROWSER_FIXTURES):
            item.add_marker(pytest.mark.site)
    items.sort(key=lambda item: not any(item.get_closest_marker(m) for m in LONG_LANES))


@pytest.fixture(scope="session")
def dist(request) -> Path:
    """The built static site. ``build.py test`` builds it first; otherwise the first
    worker of this run that needs it builds it (under a lock: pytest-xdist's workers
    share the checkout) and the others use that build."""
    path = DIST
    if os.environ.get("WONDERS_DIST_BUILT") and (path / "sw.js").exists():
        return path
    run_id = getattr(request.config, "workerinput", {}).get("testrunuid", str(os.getpid()))
    stamp = path.parent / ".dist-built-for"
    with open(path.parent / ".dist-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (stamp.exists() and stamp.read_text() == run_id and (path / "sw.js").exists()):
            build(path)
            stamp.write_text(run_id)
    return path


@pytest.fixture(scope="session")
def site(dist, tmp_path_factory) -> Path:
    """A private copy of the built site, so that a rebuild of dist/ meanwhile (the checkout
    is shared) cannot break a test run."""
    import shutil

    copy = tmp_path_factory.mktemp("site") / "dist"
    shutil.copytree(dist, copy)
    return copy
