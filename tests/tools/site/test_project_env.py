"""The project's own environment (tools/site/project_env.py): every package the build,
the tests or the benchmarks import is declared in pyproject.toml, which is all that
build.py installs into .venv; and the build and the tests run in that .venv."""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

import pytest

from tools.site import ROOT, project_env

# Where the build, the tests and the benchmarks live (the browser's own modules, js,
# pyodide and pyscript, are imported only under web/, which runs in Pyodide).
SCANNED = ["build.py", "tools", "tests", "bench"]
# The checkout's own packages, and the benchmarks' modules importing one another.
LOCAL = ({"engine", "tools", "tests", "wonders_ui", "build", "helpers", "fakepage"}
         | {p.stem for p in (ROOT / "bench").glob("*.py")})
# Distribution names whose import name differs.
IMPORT_NAMES = {"pytest-xdist": "xdist"}


def imported_top_levels() -> set[str]:
    names: set[str] = set()
    files = [ROOT / "build.py"] + [p for d in SCANNED[1:] for p in (ROOT / d).rglob("*.py")]
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module.split(".")[0])
    return names


def declared_imports() -> set[str]:
    reqs = project_env.requirements(["build", "test"])
    dists = {re.split(r"[<>=!~;\[ ]", r, maxsplit=1)[0].lower() for r in reqs}
    return {IMPORT_NAMES.get(d, d.replace("-", "_")) for d in dists}


def test_every_third_party_import_is_declared_in_pyproject():
    third_party = imported_top_levels() - set(sys.stdlib_module_names) - LOCAL - {"__future__"}
    assert third_party - declared_imports() == set()
    assert {"brotli", "msgpack", "pytest", "hypothesis", "playwright"} <= third_party


def test_the_build_and_test_extras_are_declared():
    reqs = project_env.requirements(["build", "test"])
    assert any(r.startswith("brotli") for r in reqs)
    assert any(r.startswith("pytest-xdist") for r in reqs)
    assert reqs[0].startswith("msgpack")  # the project's own dependency comes first
    with pytest.raises(KeyError, match="no extra"):
        project_env.requirements(["nonsense"])


def test_the_suite_runs_in_the_projects_environment():
    """build.py runs pytest with .venv's Python, which does not see the machine's own
    site-packages (a venv made without --system-site-packages)."""
    if not project_env.inside():
        pytest.skip("pytest was started outside build.py (not in .venv)")
    cfg = (Path(sys.prefix) / "pyvenv.cfg").read_text()
    assert "include-system-site-packages = false" in cfg


def _a_made_venv(tmp_path: Path, installed_extras: list[str]) -> Path:
    """A venv folder whose interpreter exists and whose stamp says ``installed_extras``
    were installed."""
    venv = tmp_path / "venv"
    python = project_env.venv_python(venv)
    python.parent.mkdir(parents=True)
    python.write_text("")
    reqs = project_env.requirements(installed_extras)
    (venv / project_env.STAMP_NAME).write_text(json.dumps(
        {"stamp": project_env._stamp(reqs), "requirements": reqs}))
    return venv


def test_a_venv_made_by_the_build_gets_the_tests_packages(tmp_path, monkeypatch):
    """`build.py build` fills .venv with the build's packages; the fast lane run by
    .venv's own Python (already inside it) must still install the tests' (pytest was
    missing)."""
    calls = []
    monkeypatch.setattr(project_env.subprocess, "run", lambda cmd, **kw: calls.append(cmd))
    venv = _a_made_venv(tmp_path, ["build"])
    monkeypatch.setattr(project_env, "VENV", venv)
    monkeypatch.setattr(project_env, "inside", lambda venv=venv: True)
    monkeypatch.setattr(project_env.ensure, "__defaults__", (venv,))
    project_env.enter(["fast"], ["build", "test"])
    assert len(calls) == 1 and any(r.startswith("pytest") for r in calls[0])


def test_what_was_installed_before_is_not_installed_again(tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr(project_env.subprocess, "run", lambda cmd, **kw: calls.append(cmd))
    venv = _a_made_venv(tmp_path, ["build", "test"])
    project_env.ensure(["build", "test"], venv)
    project_env.ensure(["build"], venv)  # fewer packages than the stamp's: all there
    assert calls == []
