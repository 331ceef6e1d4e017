"""The site's standard library (tools/site/stdlib.py) leaves out only modules that
nothing of the site imports."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tools.site import ROOT, WEB, pyscript_pyc, stdlib


@pytest.mark.parametrize(("name", "kept"), [
    ("asyncio/tasks.py", True), ("json/__init__.py", True), ("difflib.py", True),
    ("asyncio/tasks.pyc", True), ("asyncio/", True), ("pyodide/http/pyxhr.py", True),
    ("unittest/case.py", False), ("xml/dom/minidom.py", False), ("pdb.py", False),
    ("email/message.py", False), ("asyncio/windows_events.py", False),
    ("importlib/metadata/__init__.py", False), ("importlib/metadata/", False),
    ("urllib/request.py", False), ("urllib/parse.py", True),
    ("encodings/utf_8.py", True), ("encodings/cp437.py", True),
    ("encodings/__init__.py", True), ("encodings/cp1252.py", False),
    ("encodings/mac_roman.py", False),
])
def test_what_is_kept(name, kept):
    assert stdlib.kept(name) is kept


def site_sources() -> list[Path]:
    engine = [p for p in (ROOT / "engine").rglob("*.py") if "cli" not in p.parts]
    return engine + list((WEB / "wonders_ui").rglob("*.py")) + [WEB / "main.py"]


def imported(source: str) -> set[str]:
    """The modules a source names in its import statements (absolute ones)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def pyodides_modules() -> set[str]:
    """The modules of Pyodide's standard library, dotted."""
    if not stdlib.SOURCE.exists():
        pytest.skip("node_modules/pyodide is not installed (build.py installs it)")
    with zipfile.ZipFile(stdlib.SOURCE) as zf:
        return {stdlib.module_of(n) for n in zf.namelist() if n.endswith(".py")}


def shipped(name: str) -> bool:
    return name in stdlib.KEPT or name.split(".")[0] in stdlib.KEPT_WHOLE


def test_nothing_the_site_imports_is_dropped():
    """Every standard-library module the engine's and the front end's sources name in an
    import statement (at the top or inside a function) is shipped."""
    pyodides = pyodides_modules()
    found = {f"{p.relative_to(ROOT)}: {name}"
             for p in site_sources() for name in imported(p.read_text())
             if name in pyodides and not shipped(name)}
    assert not found, sorted(found)


@pytest.mark.node
def test_nothing_pyscript_imports_is_dropped():
    """The same for PyScript's package (its sources as its JavaScript writes them)."""
    node = shutil.which("node")
    sources = pyscript_pyc.pyscript_sources(node) if node else None
    if not sources:
        pytest.skip("node or PyScript's sources missing (build.py installs them)")
    pyodides = pyodides_modules()
    found = {f"{rel}: {name}" for rel, text in sources.items() for name in imported(text)
             if name in pyodides and not shipped(name)}
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
    return set(out.split())


def test_the_modules_the_engine_loads_are_all_kept():
    """Every standard-library module CPython loads for the engine, its bots, saves and
    the front end's logic (beyond what a bare interpreter loads) is in the trimmed zip,
    where Pyodide's standard library has it (CPython's own internals differ by version)."""
    loaded = loaded_modules(LOAD.format(root=str(ROOT), web=str(WEB)))
    loaded -= loaded_modules('import sys; print(" ".join(sys.modules))')
    assert {"engine", "msgpack", "difflib"} <= loaded
    missing = {name for name in loaded & pyodides_modules() if not shipped(name)}
    assert not sorted(missing)


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
