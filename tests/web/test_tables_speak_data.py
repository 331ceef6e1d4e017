"""The tables draw what the engine hands them (issue 29, "The engine speaks data"): a
table module reads the view, and does not reach back into the engine to parse move
texts (``parse_move``), to fetch a game (``get_game``) or to import a game's rule
modules (``engine.classic``, ``engine.duel``, ``engine.games``) and re-do what the
engine knew.

``STILL_REACHING`` lists the table modules that still do, each with what it still
reaches for: the list may only shrink (a module that stops must leave it, a module
not on it must not start) and the issue's target is none. The coin-loss screen
(``classic_debt``) reads the view's ``debt`` block alone.
"""

from __future__ import annotations

import ast
from pathlib import Path

TABLES = Path(__file__).resolve().parents[2] / "web" / "wonders_ui" / "tables"

#: names that fetch a game or read its move texts back
REACHING_NAMES = ("get_game", "parse_move", "parse_action")
#: the engine's packages of rules (a game's own modules and the registry of games)
RULE_PACKAGES = ("engine.classic", "engine.duel", "engine.games")

#: table module -> what it still reaches for (only shrinks; the target is none)
STILL_REACHING: dict[str, set[str]] = {
    "classic_cities": {"get_game"},  # the card catalogue and move descriptions
    "classic_compendium": {"get_game"},  # the catalogue and the edition option
    "duel_faces": {"get_game"},  # the card catalogue
    "duel_log": {"get_game"},  # move descriptions
    "duel_panels": {"get_game"},  # move descriptions
    "parts": {"get_game"},  # move descriptions
}
STILL_REACHING_COUNT = 6


def _is_rule_module(module: str) -> bool:
    return any(module == p or module.startswith(p + ".") for p in RULE_PACKAGES)


def reaches(source: str) -> set[str]:
    """What a module's source reaches for in the engine: the names of
    ``REACHING_NAMES`` it imports or uses, and the rule modules it imports."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if _is_rule_module(module):
                found.add(module)
                continue
            for alias in node.names:
                if module == "engine" and _is_rule_module(f"engine.{alias.name}"):
                    found.add(f"engine.{alias.name}")
                elif alias.name in REACHING_NAMES:
                    found.add(alias.name)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if _is_rule_module(a.name)}
        elif isinstance(node, ast.Attribute) and node.attr in REACHING_NAMES:
            found.add(node.attr)
        elif isinstance(node, ast.Name) and node.id in REACHING_NAMES:
            found.add(node.id)
    return found


def table_modules() -> dict[str, set[str]]:
    """Every table module -> what it reaches for (empty: it reads views alone)."""
    return {p.stem: reaches(p.read_text(encoding="utf-8")) for p in sorted(TABLES.glob("*.py"))}


def test_the_check_sees_each_way_of_reaching_into_the_engine():
    assert reaches("from engine import get_game\n") == {"get_game"}
    assert reaches("x = game.parse_move(text)\n") == {"parse_move"}
    assert reaches("from engine.classic import scoring\n") == {"engine.classic"}
    assert reaches("from engine.classic.debt import owed_by\n") == {"engine.classic.debt"}
    assert reaches("import engine.duel.rules\n") == {"engine.duel.rules"}
    assert reaches("from engine import classic\n") == {"engine.classic"}
    assert reaches("from engine.errors import ConfigError\nparse_moves = 1\n") == set()


def test_the_coin_loss_screen_reads_the_view_alone():
    assert (TABLES / "classic_debt.py").is_file()
    assert table_modules()["classic_debt"] == set()


def test_the_modules_still_reaching_into_the_engine_only_shrink():
    found = {name: what for name, what in table_modules().items() if what}
    print(f"table modules still reaching into the engine: {len(found)} (target 0)")
    assert len(STILL_REACHING) == STILL_REACHING_COUNT
    new = {name: what - STILL_REACHING.get(name, set()) for name, what in found.items()}
    assert not {k: v for k, v in new.items() if v}, "a table module reaches into the engine"
    gone = {name: what - found.get(name, set()) for name, what in STILL_REACHING.items()}
    assert not {k: v for k, v in gone.items() if v}, (
        "no longer reached for: take it off STILL_REACHING and lower the count")


def test_no_page_module_reaches_inside_a_game_package():
    """No module of the page (``web/wonders_ui``, tables or not) imports a game's own
    package (``engine.classic``, ``engine.duel``): the page reads views and the Game
    contract; what only one game knows (an author's hands of any size) the engine
    hands out through its shared modules (``engine.saves.draft_from_position``)."""
    reaching = []
    for path in sorted(TABLES.parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                modules = [node.module or ""]
            elif isinstance(node, ast.Import):
                modules = [a.name for a in node.names]
            else:
                continue
            if any(m.split(".")[:2] in (["engine", "classic"], ["engine", "duel"])
                   for m in modules):
                reaching.append(f"{path.relative_to(TABLES.parent)}:{node.lineno}")
    assert not reaching, reaching


#: the separators of the move grammar ("build Temple (left 2)", "wonder Zeus with
#: Loom", "free city: build ..."): a string method cutting text at one of them, or
#: testing a verb at its start, is reading a move's text back
MOVE_MARKS = (" ", " (", " with ", ": ")
MOVE_VERBS = ("build", "stage", "discard", "dig", "copy", "pass", "pay", "draft",
              "wonder", "token", "destroy", "mausoleum", "start", "free city")
CUTTING = ("partition", "rpartition", "split", "rsplit", "startswith", "endswith")
#: page modules that cut the engine's words for something else than a move, and why
NOT_MOVES: dict[str, str] = {
    "author_classic.py": "a wonder board's name and side ('Rhodos A')",
    "tables/classic_compendium.py": "a wonder board's name and side ('Rhodos A')",
}


def reads_moves(source: str) -> list[int]:
    """The lines where ``source`` cuts text at a mark of the move grammar
    (``MOVE_MARKS``) or tests it for a move's verb, or compiles a pattern of moves."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.args and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)):
            continue
        arg, name = node.args[0].value, node.func.attr
        if name in CUTTING and (arg in MOVE_MARKS
                                or arg.strip().rstrip(":") in MOVE_VERBS):
            lines.append(node.lineno)
        elif name == "compile" and any(f"(?P<{k}>" in arg for k in ("kind", "verb", "card")):
            lines.append(node.lineno)
    return lines


def test_the_check_sees_a_move_read_back():
    assert reads_moves('verb, _, rest = text.partition(" ")\n') == [1]
    assert reads_moves('w = rest.rpartition(" with ")[2]\n') == [1]
    assert reads_moves('ok = m.startswith("build ")\n') == [1]
    assert reads_moves('M = re.compile(r"^(?P<kind>\\w+) (?P<card>.+)")\n') == [1]
    assert reads_moves('words = sentence.split(", ")\nx = m["card"]\n') == []


def test_no_page_module_reads_a_move_text_back():
    """The page draws moves from the engine's data (the view's ``moves``, each turn
    event's ``outcomes``, a hint's ``facts``): no module of ``web/wonders_ui`` cuts a
    move's text to learn its verb, card, wonder or payment (issue 29: eight places did,
    plus a pattern of moves and the hint's reading)."""
    found = {}
    for path in sorted(TABLES.parent.rglob("*.py")):
        name = str(path.relative_to(TABLES.parent))
        lines = reads_moves(path.read_text(encoding="utf-8"))
        if lines and name not in NOT_MOVES:
            found[name] = lines
    print(f"page modules reading move texts back: {sum(map(len, found.values()))} places")
    assert not found, found
