"""Each game's page manifest (``wonders_ui.games``): every registered game has one with
every part, its coach scripts word every step of its lesson, a game without one is not
offered, and no shared page module names a game."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from wonders_ui import coach, games, newgame

from engine import ConfigError, get_game, lessons
from engine.games import REGISTRY

UI = Path(__file__).resolve().parents[2] / "web" / "wonders_ui"
WEB = UI.parent
#: what each part's module offers its caller (``tables``, ``compendium``,
#: ``embed_author``, ``coach``)
OFFERS = {"table": ("render", "age_end", "score_pad", "glimpse", "SCORE_LABELS"),
          "compendium": ("books", "sections"),
          "author": ("SETUPS", "SEAT", "choices", "start"),
          "coach": ("LINES",)}


@pytest.mark.parametrize("game", list(REGISTRY))
def test_every_registered_game_has_a_page_manifest_with_every_part(game: str) -> None:
    page = games.manifest(game)
    assert page.game == game
    for part, names in OFFERS.items():
        if part == "coach" and get_game(game).lessons is None:
            assert page.coach is None  # no lesson, no coach scripts
            continue
        module = games.part(game, part)
        missing = [n for n in names if not hasattr(module, n)]
        assert not missing, f"{game}: its {part} ({module.__name__}) lacks {missing}"
    assert page.stylesheets, f"{game}: no stylesheet"
    for sheet in page.stylesheets:
        assert sheet.endswith(".css") and (WEB / sheet).is_file(), (game, sheet)
    assert game in games.manifests() and game in {g.id for g in newgame.offered_games()}


def test_no_two_games_share_a_stylesheet_or_a_module() -> None:
    pages = games.manifests().values()
    sheets = [s for p in pages for s in p.stylesheets]
    modules = [m for p in pages for m in (p.table, p.compendium, p.author, p.coach) if m]
    assert len(sheets) == len(set(sheets)) and len(modules) == len(set(modules))


@pytest.mark.parametrize("lesson_id", sorted(lessons.LESSONS))
def test_the_coach_scripts_word_every_step_of_the_game_s_lesson(lesson_id: str) -> None:
    """Every topic a step teaches, the lesson's end and the last words ("points") have
    a line and a "Why?" in the game's coach scripts; and the choice offers the lesson."""
    lesson = lessons.get(lesson_id)
    topics = {s.teaches for s in lesson.steps} | {lesson.end or "points", "points"}
    lines = coach.lines(lesson.game)
    assert topics <= set(lines), topics - set(lines)
    assert all(line and why for line, why in lines.values())
    assert (lesson.id, get_game(lesson.game).title) in coach.offered()


def test_a_game_without_a_manifest_is_not_offered(monkeypatch) -> None:
    """A game the engine has and the page does not: left out of the new-game form and
    the lesson choice; its table, asked for, is a one-line ``ConfigError``."""
    monkeypatch.setitem(games.PAGES, "duel", "wonders_ui.games.no_such_game")
    with pytest.raises(ConfigError, match="no table for the game 'duel'"):
        games.manifest("duel")
    assert "duel" not in games.manifests()
    assert "duel" not in {g.id for g in newgame.offered_games()}
    assert "duel" not in {lesson for lesson, _title in coach.offered()}
    with pytest.raises(ConfigError):
        games.manifest("chess")  # not registered at all


def test_a_manifest_that_fails_to_import_says_why(monkeypatch, tmp_path) -> None:
    """A manifest importing a module that is missing is a fault of the manifest, raised
    as it is (not mistaken for a game the page does not offer)."""
    (tmp_path / "broken_manifest.py").write_text("import no_such_module_here\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(games.PAGES, "duel", "broken_manifest")
    with pytest.raises(ModuleNotFoundError):
        games.manifest("duel")


def own_modules() -> set[Path]:
    """The modules that belong to one game: its manifest and coach scripts, its table's
    and author mode's modules (named after its engine package: ``tables/duel*.py``,
    ``author_duel.py``)."""
    out = set()
    for package in REGISTRY.values():
        stem = package.rpartition(".")[2]
        for path in UI.rglob("*.py"):
            name = path.stem
            if (name in (stem, f"author_{stem}") or name.startswith(f"{stem}_")) and (
                    path.parent.name in ("games", "tables") or name.startswith("author_")):
                out.add(path)
    return out


def game_names(path: Path) -> list[str]:
    """The string constants of a module that are a registered game's id."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.relative_to(UI)}:{node.lineno} {node.value!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in REGISTRY]


def test_no_shared_page_module_names_a_game() -> None:
    """A game's id appears only in its own modules: the shared page finds a game's
    parts through its manifest (issue 60: 20 ids in 2 shared modules before, the coach's
    lines and lesson choice and the tables' registry)."""
    own = own_modules()
    assert {p.name for p in own} >= {"classic.py", "duel.py", "classic_coach.py",
                                     "author_duel.py", "duel_compendium.py"}
    named = [hit for path in sorted(UI.rglob("*.py")) if path not in own
             and "catalogues" not in path.parts for hit in game_names(path)]
    assert named == []

