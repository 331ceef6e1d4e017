"""The project's own Python environment: ``.venv`` in the checkout, made and filled from
``pyproject.toml`` on first use, so that ``build.py`` sees only the packages the project
declares. A package installed by hand into the machine's Python cannot hide a missing
install step: the venv does not see the machine's site-packages.

``build.py`` calls :func:`enter` before importing anything outside the standard library:
run from any other Python, it makes ``.venv`` (``python -m venv``), installs the
declared dependencies (the project's own, the ``build`` extra and, for ``test``, the
``test`` extra) when they changed since the last install, and runs itself again with the
venv's Python. Standard library only.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".venv"
PYPROJECT = ROOT / "pyproject.toml"
STAMP_NAME = "wonders-installed.json"
# Set in the venv's own run, so a broken venv cannot send build.py round in circles.
ENTERED = "WONDERS_VENV_ENTERED"


def venv_python(venv: Path = VENV) -> Path:
    """The venv's interpreter."""
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def requirements(extras: list[str], pyproject: Path = PYPROJECT) -> list[str]:
    """The project's dependencies and those of ``extras``, as pip requirement strings,
    read from ``pyproject.toml`` (PEP 621)."""
    project = tomllib.loads(pyproject.read_text())["project"]
    optional = project.get("optional-dependencies", {})
    unknown = [e for e in extras if e not in optional]
    if unknown:
        raise KeyError(f"pyproject.toml declares no extra {unknown}")
    reqs = list(project.get("dependencies", []))
    for extra in extras:
        reqs += [r for r in optional[extra] if r not in reqs]
    return reqs


def inside(venv: Path = VENV) -> bool:
    """Whether this Python is the venv's."""
    return Path(sys.prefix).resolve() == venv.resolve()


def _stamp(reqs: list[str]) -> str:
    return hashlib.sha256(json.dumps(sorted(reqs)).encode()).hexdigest()


def ensure(extras: list[str], venv: Path = VENV) -> Path:
    """Make ``venv`` if it is missing and install ``extras``' requirements into it unless
    they were all installed before (the same list, or a longer one); the venv's
    interpreter."""
    python = venv_python(venv)
    if not python.exists():
        print(f"[build] making the project's environment {venv}", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    reqs = requirements(extras)
    stamp_file = venv / STAMP_NAME
    try:
        installed = json.loads(stamp_file.read_text())
    except (OSError, ValueError):
        installed = {}
    wanted = _stamp(reqs)
    have = installed.get("requirements")
    covered = isinstance(have, list) and set(reqs) <= set(have)
    if installed.get("stamp") != wanted and not covered:
        print(f"[build] installing into {venv.name}: {' '.join(reqs)}", flush=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q",
                        "--disable-pip-version-check", *reqs], check=True)
        stamp_file.write_text(json.dumps({"stamp": wanted, "requirements": reqs}))
    return python


def enter(argv: list[str], extras: list[str]) -> None:
    """Run ``build.py`` with ``argv`` in the project's venv (made and filled first),
    unless this already is the venv's Python; returns only in the venv. Run by the
    venv's own Python (``.venv/bin/python build.py fast``) it still installs what
    ``extras`` need: a venv made by ``build`` lacks the tests' packages."""
    if inside():
        ensure(extras)
        return
    if os.environ.get(ENTERED):
        sys.exit(f"{VENV} is broken (its Python does not run from it): delete it and retry")
    python = ensure(extras)
    env = dict(os.environ, **{ENTERED: "1"})
    env.pop("PYTHONHOME", None)
    env.pop("PYTHONPATH", None)
    script = str(ROOT / "build.py")
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(str(python), [str(python), script, *argv], env)
