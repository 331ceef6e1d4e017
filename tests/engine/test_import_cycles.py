"""No import circles in the engine: each module stands on those below it.

Every import counts, wherever it is written: at the top, inside a function (an import
put off to dodge a circle is still one) and under ``if TYPE_CHECKING`` (a type-only
import is a circle a reader follows all the same).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(name: str, source: str, known: set[str], package: bool) -> set[str]:
    """The modules among ``known`` that module ``name`` imports (``package``: it is a
    package's ``__init__``)."""
    out = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")[:None if package else -1]
                base = base[:len(base) - node.level + 1]
                where = ".".join(base + ([node.module] if node.module else []))
            else:
                where = node.module or ""
            for a in node.names:
                sub = f"{where}.{a.name}"
                out.add(sub if sub in known else where)
    return (out & known) - {name}


def import_graph(root: Path, folder: str) -> dict[str, set[str]]:
    paths = {module_name(p, root): p for p in sorted((root / folder).rglob("*.py"))}
    return {m: imports(m, p.read_text(encoding="utf-8"), set(paths), p.name == "__init__.py")
            for m, p in paths.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_check_finds_a_circle_through_a_type_only_import():
    graph = {"engine.a": set(), "engine.b": set(), "engine.c": set()}
    known = set(graph)
    graph["engine.a"] = imports("engine.a", "from .b import x\n", known, False)
    graph["engine.b"] = imports(
        "engine.b", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from engine.a import A\n", known, False)
    graph["engine.c"] = imports("engine.c", "def f():\n    from . import a\n", known, False)
    assert graph == {"engine.a": {"engine.b"}, "engine.b": {"engine.a"},
                     "engine.c": {"engine.a"}}
    assert circles(graph) == [["engine.a", "engine.b"]]


def test_relative_imports_resolve_from_a_package_and_a_module():
    known = {"engine", "engine.games", "engine.classic", "engine.classic.state"}
    assert imports("engine.classic", "from .state import X\nfrom .. import games\n",
                   known, True) == {"engine.classic.state", "engine.games"}
    assert imports("engine.classic.state", "from ..games import Viewed\n", known,
                   False) == {"engine.games"}


def test_the_engine_has_no_import_circle():
    assert circles(import_graph(ROOT, "engine")) == []
