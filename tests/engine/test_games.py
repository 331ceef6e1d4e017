"""The registry (``engine/games.py``): each id names its game, an unknown id or a seed a
save cannot hold is a named ``ConfigError``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import engine
from engine.errors import ConfigError
from engine.games import GAMES, MAX_SEED, MIN_SEED, all_games, get_game, new_game


def test_each_registered_id_names_its_game_in_the_registry_order() -> None:
    assert [g.id for g in all_games()] == list(GAMES)
    for game in all_games():
        assert get_game(game.id) is game and get_game(game) is game


@pytest.mark.parametrize("name", ["chess", "", None, ["duel"]])
def test_an_unknown_game_is_a_config_error_naming_the_known_ones(name) -> None:
    with pytest.raises(ConfigError, match="unknown game.*7wonders, duel"):
        get_game(name)


@pytest.mark.parametrize("seed", [MIN_SEED - 1, MAX_SEED + 1, 1.5, "7", True])
def test_a_seed_a_save_cannot_hold_is_refused(seed) -> None:
    with pytest.raises(ConfigError, match="seed"):
        new_game("duel", seed=seed)


@pytest.mark.parametrize("seed", [MIN_SEED, MAX_SEED])
def test_the_extreme_seeds_set_up_a_game(seed) -> None:
    for game in all_games():
        assert game.new_game(seed, players=game.min_players).seed == seed


def test_an_option_choice_can_narrow_the_player_range():
    """``Option.players``: a choice allows fewer counts than the game (7 Wonders' 2nd
    edition: 3 to 7); the other choices and a missing value keep the game's range."""
    import dataclasses

    from engine.game import Option

    game = get_game("7wonders")
    assert game.player_range({"edition": 2}) == (3, 7)
    assert game.player_range({"edition": 1}) == (game.min_players, 7)
    assert game.player_range({}) == (game.min_players, 7)
    odd = dataclasses.replace(game, options=(
        Option("size", "Size", (("s", "Small"), ("l", "Large")), players=(("s", 3, 4),)),))
    assert odd.player_range({}) == (3, 4)
    assert odd.player_range({"size": "l"}) == (game.min_players, game.max_players)


def test_an_option_choice_can_keep_only_some_counts():
    """``Option.counts``: a choice allows only the counts it lists, within the range
    (teams of two: even counts); ``player_counts`` combines every chosen option."""
    import dataclasses

    from engine.game import Option

    game = get_game("7wonders")
    pairs = dataclasses.replace(game, options=(
        Option("pairs", "Pairs", ((False, "No"), (True, "Yes")), players=((True, 4, 8),),
               counts=((True, (4, 6, 8)),)),
        Option("size", "Size", (("l", "Large"), ("s", "Small")), players=(("s", 2, 5),))))
    assert pairs.player_counts({}) == tuple(range(game.min_players, game.max_players + 1))
    assert pairs.player_counts({"pairs": True}) == tuple(
        k for k in (4, 6, 8) if k <= game.max_players)
    assert pairs.player_counts({"pairs": True, "size": "s"}) == (4,)


def test_what_a_page_shows_of_each_game_before_one_is_chosen_is_the_games_own():
    """``ABOUT`` (the home screen's game boxes, known without importing a package) says
    what each registered ``Game`` says: its title and player range."""
    from engine.games import ABOUT

    assert list(ABOUT) == list(GAMES)
    for game in all_games():
        about = ABOUT[game.id]
        assert (about.id, about.title, about.min_players, about.max_players) == (
            game.id, game.title, game.min_players, game.max_players)


def test_a_game_box_is_drawn_from_the_games_own_facts():
    """The facts each game's box is drawn from are the game's data: its card colours
    (the base game's, Cities aside), its science symbols, and what a player first sees:
    7 Wonders' hand of 7 ("each age's deck ... dealt 7 cards a player"), Duel's Age I
    structure as ``duel.json`` lays it out (rows of 2, 3, 4, 5 and 6 cards)."""
    from engine.classic import data as classic
    from engine.classic import dealing, effects
    from engine.duel import data as duel
    from engine.games import ABOUT

    seven = ABOUT["7wonders"]
    base = {c.colour for c in classic.ALL_CARDS if c.edition == 1 and not c.expansion}
    assert set(seven.colours) == base and len(seven.colours) == len(base)
    assert seven.science == effects.SCIENCE_SYMBOLS
    assert seven.opening == ((2,) * (dealing.TURNS + 1),)
    two = ABOUT["duel"]
    assert two.colours == duel.COLORS and two.science == duel.SCIENCE
    assert [list(row) for row in two.opening] == duel.DATA.layouts[1]
    assert [sum(1 for c in row if c) for row in two.opening] == [2, 3, 4, 5, 6]
    for about in ABOUT.values():
        assert about.line.template and about.line == about.line.template


def _imports(path: Path) -> set[str]:
    """Every module a source imports, anywhere in it (type-only and late imports too),
    as written relative to its package (``.view``, ``..games``)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            names.add("." * node.level + (node.module or ""))
    return names


@pytest.mark.parametrize("package", ["classic", "duel"])
def test_a_state_does_not_know_its_view(package):
    """The view is a function of the game (``Game.view``) that reads the state; the
    state module imports no view, so the two make no circle."""
    state = Path(engine.__file__).parent / package / "state.py"
    assert not {m for m in _imports(state) if m.startswith(".view")}
    game = get_game({"classic": "7wonders", "duel": "duel"}[package])
    fresh = game.new_game(seed=3)
    assert fresh.view(0) == game.view(fresh, 0)
