"""The site's wheels hold what the page and the bot worker import, and no developer tools
(the package engine/cli: the command line, the arena, the bench, the soak and the set-up
arguments they share stay in the checkout)."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

from tools.site import ROOT, WEB

DEV_MODULES = {p.stem for p in (ROOT / "engine" / "cli").glob("*.py")} - {"__init__"}


def engine_wheel(site: Path) -> zipfile.ZipFile:
    wheels = json.loads((site / "build-info.json").read_text())["wheels"]
    (path,) = [w for w in wheels if Path(w).name.startswith("wonders-")]
    return zipfile.ZipFile(site / path)


def test_engine_wheel_leaves_out_the_developer_tools(site):
    names = engine_wheel(site).namelist()
    assert "engine/__init__.pyc" in names and "engine/bots/__init__.pyc" in names
    assert "engine/data/duel.json" in names
    assert {"arena", "bench", "soak", "invariants", "__main__"} <= DEV_MODULES
    assert not [n for n in names if n.startswith("engine/cli/")]
    assert not [n for n in names if "/tests/" in n or "/fixtures/" in n]


def test_front_end_imports_no_developer_tool():
    names = "|".join(sorted(DEV_MODULES))
    pattern = re.compile(rf"\bengine(?:\.|/)cli\b|from engine import [^\n]*\bcli\b"
                         rf"|\bengine(?:\.|/)({names})\b")
    sources = [p for p in WEB.rglob("*") if p.suffix in (".py", ".js", ".mjs", ".html")]
    assert sources
    found = [f"{p}: {m.group(0)}" for p in sources for m in pattern.finditer(p.read_text())]
    assert not found, found


def test_engine_wheel_matches_the_checkout_less_the_tools(site):
    """Every engine module of the checkout is in the wheel (compiled), except the
    developer tools."""
    root = WEB.parent / "engine"
    want = {f"engine/{p.relative_to(root).as_posix()}c" for p in root.rglob("*.py")
            if "__pycache__" not in p.parts and "cli" not in p.parts}
    have = {n for n in engine_wheel(site).namelist() if n.endswith(".pyc")}
    assert have == want


def test_each_module_ships_compiled_without_its_source(site):
    """zipimport imports the .pyc alone; the sources beside them were a third of the
    wheels (issue 53). No catalogue is shipped in a wheel: the site has them beside the
    pages, for Python to read its language's alone; the languages' manifests stay in the
    front end's wheel (``languages.every`` lists them at start, issue 60)."""
    wheels = json.loads((site / "build-info.json").read_text())["wheels"]
    for path in wheels:
        names = set(zipfile.ZipFile(site / path).namelist())
        compiled = {n for n in names if n.endswith(".pyc")}
        assert compiled, path
        assert not [n for n in names if n.endswith(".py")], path
    ui = [w for w in wheels if Path(w).name.startswith("wonders_ui")]
    names = zipfile.ZipFile(site / ui[0]).namelist()
    shipped = [n for n in names if "/catalogues/" in n]
    assert not [n for n in shipped if not n.endswith(".manifest.json")], names
    assert "wonders_ui/catalogues/da.manifest.json" in shipped, names
    assert {"web/catalogues/da.json", "web/catalogues/hu.json"} <= {
        p.relative_to(site).as_posix() for p in (site / "web" / "catalogues").glob("*.json")}
