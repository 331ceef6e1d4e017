"""The engine under Pyodide (the vendored npm package, run by Node directly)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
pytestmark = pytest.mark.node


def test_full_random_games_and_saves_in_pyodide(site):
    node = shutil.which("node")
    if not node:
        pytest.fail("node is needed to run Pyodide tests")
    out = subprocess.run([node, str(HERE / "run_in_pyodide.mjs"), str(site),
                          str(HERE / "games_check.py")],
                         capture_output=True, text=True, timeout=600)
    print(out.stdout)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "PYODIDE-OK" in out.stdout
    assert "Python 3.14" in out.stdout or "python 3.14" in out.stdout
