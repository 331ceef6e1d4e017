"""Shared fixtures: the built site (``dist/``), built once per test run."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tools.site import DIST
from tools.site.assemble import build


@pytest.fixture(scope="session")
def dist() -> Path:
    """The built static site. ``build.py test`` builds it first; otherwise build it here."""
    path = DIST
    if not (os.environ.get("WONDERS_DIST_BUILT") and (path / "sw.js").exists()):
        build(path)
    return path


@pytest.fixture(scope="session")
def site(dist, tmp_path_factory) -> Path:
    """A private copy of the built site, so that a rebuild of dist/ meanwhile (the checkout
    is shared) cannot break a test run."""
    import shutil

    copy = tmp_path_factory.mktemp("site") / "dist"
    shutil.copytree(dist, copy)
    return copy
