"""Playing together's Python (``wonders_ui.together``) under Pyodide, as the page runs
it: the site's wheels (msgpack's pure-Python build, the trimmed standard library)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
pytestmark = pytest.mark.node


def test_a_host_and_seven_guests_play_in_pyodide(site):
    node = shutil.which("node")
    if not node:
        pytest.fail("node is needed to run Pyodide tests")
    out = subprocess.run([node, str(HERE / "run_in_pyodide.mjs"), str(site),
                          str(HERE / "together_check.py")],
                         capture_output=True, text=True, timeout=600)
    print(out.stdout)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "TOGETHER-PYODIDE-OK" in out.stdout
