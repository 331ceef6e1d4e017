"""Machine instructions of a Python run, counted by valgrind (cachegrind's "I refs"):
the speed figure of ``bench/instructions.py`` and ``bench/playouts.py``, which noise on
a busy machine does not move. Needs ``valgrind`` (Debian: ``apt-get install valgrind``)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

MISSING = "valgrind is not installed (Debian: apt-get install valgrind)"


def missing() -> bool:
    """True (the reason printed) when valgrind cannot be run here."""
    if shutil.which("valgrind") is None:
        print(MISSING, file=sys.stderr)
        return True
    return False


def instructions(code: str) -> tuple[int, str]:
    """(instructions, what it printed) of this Python running ``code``, hash seed fixed."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    run = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no",
         "--cachegrind-out-file=/dev/null", os.path.realpath(sys.executable), "-c", code],
        capture_output=True, text=True, env=env, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if not found:
        raise RuntimeError("valgrind printed no instruction count:\n" + run.stderr[-2000:])
    return int(found.group(1).replace(",", "")), run.stdout
