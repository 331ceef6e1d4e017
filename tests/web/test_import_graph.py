"""The page's Python is a pyramid: its modules import each other without a circle (an
import under ``TYPE_CHECKING`` or inside a function counts, as it ties the modules all
the same), and the tables import nothing above them: i18n, vdom, their context and the
widgets beneath them (``tables/``), never a screen module of the page."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "web" / "wonders_ui"
PACKAGE = "wonders_ui"
#: what a table module may import of the page's own modules (besides ``tables.*``): the
#: words, the nodes, and the games' page manifests (names of modules and files)
BENEATH_TABLES = {"wonders_ui.i18n", "wonders_ui.vdom", "wonders_ui.games"}


def module_name(path: Path) -> str:
    parts = path.relative_to(UI.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(UI.rglob("*.py"))}


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The page modules ``name`` imports, wherever the import stands in the file."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            named = [f"{base}.{alias.name}" for alias in node.names]
            # ``from .. import i18n`` imports the module i18n, not the package's __init__
            targets = named if any(n in known for n in named) else [base]
        else:
            continue
        out.update(t for t in targets if t in known and t != name)
    return out


def graph() -> dict[str, set[str]]:
    found = modules()
    return {name: imports_of(name, path, set(found)) for name, path in found.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def test_the_graph_sees_relative_and_type_only_imports():
    edges = graph()
    assert "wonders_ui.vdom" in edges["wonders_ui.tables.parts"]
    assert "wonders_ui.tables.context" in edges["wonders_ui.tables.classic"]


def test_no_import_circle_in_the_page():
    assert cycles(graph()) == []


def test_a_circle_is_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_tables_import_no_screen_module():
    above = {(name, target) for name, targets in graph().items()
             if name.startswith(f"{PACKAGE}.tables")
             for target in targets
             if not target.startswith(f"{PACKAGE}.tables") and target not in BENEATH_TABLES}
    assert above == set()


def test_the_games_manifests_lie_beneath_the_tables():
    """A game's page manifest and its coach scripts import nothing of the page but the
    manifests' package and the words: reading them loads no table and no screen."""
    above = {(name, target) for name, targets in graph().items()
             if name == f"{PACKAGE}.games" or name.startswith(f"{PACKAGE}.games.")
             for target in targets
             if target not in (f"{PACKAGE}.games", f"{PACKAGE}.i18n")}
    assert above == set()
