"""Every registered game's every bot level (and ``strong:2``) plays a whole game, legal
and reproducible from its seed: a new game is covered by registration alone."""

from __future__ import annotations

from typing import Any

import pytest

from engine.bots import LEVELS, make_bot
from engine.game import Game
from engine.games import all_games

# the page's search levels have time caps (a cut search depends on the machine's
# speed), so the reproducibility check plays their fixed-budget twin; each still plays
# a whole game in seat 0 against random players (in every seat: slow)
FIXED = {"hard": "strong:2", "strong": "strong:2"}


def play(game: Game, levels: list[str], seed: int) -> list[tuple[int, str]]:
    """A whole game at the game's fewest players, seat ``p`` at ``levels[p]`` (the last
    level for the seats after them); its log."""
    state = game.new_game(seed, players=game.min_players)
    n = state.num_players()
    bots = [make_bot(game, levels[min(p, len(levels) - 1)], seed * 10 + p) for p in range(n)]
    while not state.is_terminal():
        for p in state.current_players():
            legal = state.legal_actions(p)
            move: Any = bots[p].act(state.view(p), legal)
            assert move in legal, (game.id, levels, move)
            state.apply(p, move)
    assert sum(state.returns()) == pytest.approx(1.0)
    return state.log


CASES = [(g, lv.name) for g in all_games() for lv in g.bot_levels] + [
    (g, "strong:2") for g in all_games()]


@pytest.mark.parametrize(("game", "level"), CASES,
                         ids=[f"{g.id}-{lv}" for g, lv in CASES])
def test_every_level_plays_a_whole_game_reproducibly(game: Game, level: str) -> None:
    """The level against itself in every seat; twice from the same seed, the same game
    (the capped search levels through their fixed-budget twin); another seed, another."""
    if level in FIXED:
        play(game, [level, "random"], seed=3)
        level = FIXED[level]
    first = play(game, [level], seed=1)
    assert play(game, [level], seed=1) == first
    assert play(game, [level], seed=2) != first


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_game_declares_the_levels_and_their_aliases(game: Game) -> None:
    assert [lv.name for lv in game.bot_levels] == list(LEVELS)
    for alias in ("rbai", "greedy"):
        assert game.level(alias).name in LEVELS
    assert game.search_bot is not None and game.search_bot(0, 5).playouts == 5
    with pytest.raises(ValueError, match="genius"):
        make_bot(game, "genius", 0)
