"""A game declares what it offers (``Game.offers``, ``Game.lessons``...), and callers
read the declaration: none probes a game, its modules or its bots with ``hasattr``, and
no shared engine module branches on a game's name.

These tests hold each declaration to what the game really does.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine import lessons
from engine.bots import is_search, make_bot
from engine.games import GAMES, REGISTRY, all_games, get_game

ROOT = Path(__file__).resolve().parents[2]
GAME_PACKAGES = ("classic", "duel")


@pytest.mark.parametrize("game", GAMES)
def test_the_positions_do_what_the_game_declares(game):
    g = get_game(game)
    assert g.offers.set_up_checks == callable(getattr(g.positions, "check_set_up", None))
    drafts = [callable(getattr(g.positions, f, None)) for f in ("draft_parts", "with_hands")]
    assert drafts == [g.offers.drafts] * 2


@pytest.mark.parametrize("game", GAMES)
def test_the_search_levels_and_sharing_are_as_declared(game):
    g = get_game(game)
    for lv in g.bot_levels:
        bot = lv.make(1)
        assert is_search(g, lv.name) == lv.search == hasattr(bot, "asked_at"), lv.name
        if lv.search:
            assert hasattr(bot, "visits") == g.offers.shared_search
    assert is_search(g, "strong:5") == (g.search_bot is not None)
    assert is_search(g, "strong@3") and not is_search(g, "strong*2")
    assert not is_search(g, "no such level")
    if g.offers.shared_search:
        assert make_bot(g, "hard*2", 1).bots[0].visits
    else:
        with pytest.raises(ValueError, match="cannot share its search"):
            make_bot(g, "hard*2", 1)


def test_each_game_with_lessons_keeps_them_in_its_package_and_they_hold():
    for g in all_games():
        if g.lessons is None:
            continue
        coach = g.lessons()
        assert coach.lesson.game == g.id and lessons.get(coach.lesson.id) is coach.lesson
        assert coach.move_parts.__module__ == f"{REGISTRY[g.id]}.lessons"
        lessons.check(coach.lesson)
    assert sorted(lessons.LESSONS) == sorted(
        g.lessons().lesson.id for g in all_games() if g.lessons)


def capability_probes(source: str) -> list[int]:
    """The lines of ``hasattr(x, "name")`` calls, but Pyodide's ``to_py`` (a JS proxy
    or a Python value: a check of what the browser handed over, not of a game)."""
    return [node.lineno for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "hasattr"
            and not (len(node.args) == 2 and isinstance(node.args[1], ast.Constant)
                     and node.args[1].value == "to_py")]


def game_name_branches(source: str) -> list[int]:
    """The lines comparing with a registered game's id (``game_id == "duel"``,
    ``game in ("7wonders", ...)``)."""
    names = set(GAMES)
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                values = side.elts if isinstance(side, (ast.Tuple, ast.List, ast.Set)) else [side]
                if any(isinstance(v, ast.Constant) and v.value in names for v in values):
                    found.append(node.lineno)
                    break
    return found


def test_the_checks_find_a_probe_and_a_branch():
    assert capability_probes('if hasattr(bot, "visits"): pass\n') == [1]
    assert capability_probes('if hasattr(blob, "to_py"): blob = blob.to_py()\n') == []
    assert game_name_branches('if game_id == "duel": pass\n') == [1]
    assert game_name_branches('x = g in ("7wonders", "x")\n') == [1]
    assert game_name_branches('x = {"duel": 1}["duel"]\n') == []


def shared_engine_files() -> list[Path]:
    return [p for p in sorted((ROOT / "engine").rglob("*.py"))
            if p.relative_to(ROOT / "engine").parts[0] not in GAME_PACKAGES]


def test_no_caller_probes_a_game_or_a_bot():
    files = sorted((ROOT / "engine").rglob("*.py")) + [ROOT / "web/wonders_ui/botworker.py"]
    found = {str(p.relative_to(ROOT)): lines for p in files
             if (lines := capability_probes(p.read_text(encoding="utf-8")))}
    assert found == {}


def test_no_shared_engine_module_branches_on_a_game_name():
    found = {str(p.relative_to(ROOT)): lines for p in shared_engine_files()
             if (lines := game_name_branches(p.read_text(encoding="utf-8")))}
    assert found == {}


def test_the_golden_games_and_the_lesson_finder_ask_the_games():
    """``tools/golden.py`` keeps each case's set-up as data and ``tools/lessons.py``
    reads each lesson's plan (``Coaching.plan``): neither branches on a game's name."""
    found = {name: lines for name in ("golden.py", "lessons.py")
             if (lines := game_name_branches((ROOT / "tools" / name).read_text("utf-8")))}
    assert found == {}
    for g in all_games():
        if g.lessons is not None:
            plan = g.lessons().plan
            assert plan is not None and plan.topics, g.id
            assert {s.teaches for s in g.lessons().lesson.steps} <= {*plan.topics, plan.filler}
