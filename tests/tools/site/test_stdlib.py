"""The site's standard library (tools/site/stdlib.py) leaves out only modules that
nothing of the site imports."""

from __future__ import annotations

import ast
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tools.site import ROOT, WEB, stdlib


@pytest.mark.parametrize(("name", "kept"), [
    ("asyncio/tasks.py", True), ("json/__init__.py", True), ("difflib.py", True),
    ("unittest/case.py", False), ("xml/dom/minidom.py", False), ("pdb.py", False),
    ("encodings/utf_8.py", True), ("encodings/cp437.py", True),
    ("encodings/__init__.py", True), ("encodings/cp1252.py", False),
    ("encodings/mac_roman.py", False),
])
def test_what_is_kept(name, kept):
    assert stdlib.kept(name) is kept


def site_sources() -> list[Path]:
    engine = [p for p in (ROOT / "engine").rglob("*.py") if "cli" not in p.parts]
    return engine + list((WEB / "wonders_ui").rglob("*.py")) + [WEB / "main.py"]


def imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_nothing_the_site_imports_is_dropped():
    found = {f"{p.relative_to(ROOT)}: {name}" for p in site_sources() for name in imported(p)
             if name in stdlib.DROPPED}
    assert not found, sorted(found)


LOAD = """
import sys
sys.path[:0] = [{root!r}, {web!r}]
import engine.bots, engine.games, engine.saves
import wonders_ui.botworker, wonders_ui.controller, wonders_ui.screens
for game in engine.games.all_games():
    state = engine.games.new_game(game.id, seed=1)
    for level in game.bot_levels:
        player = state.current_players()[0]
        engine.bots.make_bot(game.id, level.name, 1).act(state.view(player),
                                                         state.legal_actions(player))
    engine.saves.loads(engine.saves.dumps(state, {{}}))
print(" ".join(sorted(sys.modules)))
"""


def loaded_modules(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=300).stdout
    return {name.split(".")[0] for name in out.split()}


def test_the_modules_the_engine_loads_are_all_kept():
    """Every standard-library module CPython loads for the engine, its bots, saves and
    the front end's logic (beyond what a bare interpreter loads) is in the trimmed zip."""
    tops = loaded_modules(LOAD.format(root=str(ROOT), web=str(WEB)))
    tops -= loaded_modules('import sys; print(" ".join(sys.modules))')
    assert {"engine", "msgpack", "difflib"} <= tops
    assert not sorted(tops & stdlib.DROPPED)


@pytest.mark.site
def test_the_trimmed_zip_is_pyodides_less_the_dropped(tmp_path):
    if not stdlib.SOURCE.exists():
        pytest.skip("node_modules/pyodide is not installed (build.py installs it)")
    trimmed = stdlib.trimmed()
    dropped = stdlib.dropped_names(trimmed)
    assert dropped and all(not stdlib.kept(name) for name in dropped)
    names = stdlib.module_names(trimmed)
    assert "asyncio/__init__.py" in names and "encodings/utf_8.py" in names
    assert all(stdlib.kept(name) for name in names)
    with zipfile.ZipFile(trimmed) as zf:
        compiled = [n for n in zf.namelist() if n.endswith(".pyc")]
    assert "asyncio/__init__.pyc" in compiled
