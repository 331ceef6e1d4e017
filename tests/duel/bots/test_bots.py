"""Bots for 7 Wonders Duel: legal full games at every level, reproducibility, views."""

from __future__ import annotations

import pytest

from engine.bots import make_bot
from engine.games import new_game


def play(levels: list[str], seed: int):
    state = new_game("duel", seed=seed)
    bots = [make_bot("duel", levels[p], seed * 7 + p) for p in (0, 1)]
    while not state.is_terminal():
        for p in state.current_players():
            legal = state.legal_actions(p)
            move = bots[p].act(state.view(p), legal)
            assert move in legal, (levels[p], move)
            state.apply(p, move)
    return state


@pytest.mark.parametrize("levels", [["random", "greedy"], ["rbai", "strong:3"],
                                    ["strong:2", "medium"]])
def test_duel_full_games(levels: list[str]) -> None:
    state = play(levels, seed=11)
    assert state.is_terminal()
    assert sum(state.returns()) == pytest.approx(1.0)


def test_duel_reproducible() -> None:
    a = play(["greedy", "strong:3"], seed=5)
    b = play(["greedy", "strong:3"], seed=5)
    assert a.log == b.log


def test_duel_arena_smoke() -> None:
    from engine.cli.arena import run, summarise
    rows = run("duel", ["greedy", "random"], games=2, seed=3)
    assert len(rows) == 4
    assert {s["bot"] for s in summarise(rows, ["greedy", "random"])} == {"greedy", "random"}


def test_duel_arena_main_reads_the_games_options(capsys) -> None:
    from engine.cli.arena import main
    assert main(["--game", "duel", "--games", "2", "--bots", "greedy", "--jobs", "1",
                 "--set", "wonders=first-game", "--quiet"]) == 0
    assert capsys.readouterr().out.startswith("duel, 2 players, 2 games")
    assert main(["--game", "duel", "--games", "1", "--bots", "greedy", "--sides", "B"]) == 2
    assert "no option 'sides'" in capsys.readouterr().err
