"""The arena (``engine/cli/arena.py``): bots of several levels play seeded games with seats
rotated, and the summary, CSV and confidence interval read them."""

from __future__ import annotations

import pytest


def test_arena_smoke(tmp_path) -> None:
    from engine.cli.arena import main, run, summarise, wilson, write_csv
    levels = ["greedy", "rbai", "random"]
    rows = run("7wonders", levels, games=3, seed=1)
    assert len(rows) == 9
    assert {r["bot"] for r in rows} == set(levels)
    # seats rotate: each bot sat in each seat once
    for lv in levels:
        assert sorted(r["seat"] for r in rows if r["bot"] == lv) == [0, 1, 2]
    for g in range(3):
        assert abs(sum(r["win"] for r in rows if r["game"] == g) - 1.0) < 1e-3
    summary = summarise(rows, levels)
    assert sum(s["wins"] for s in summary) == pytest.approx(3.0, abs=0.01)
    path = tmp_path / "games.csv"
    write_csv(rows, str(path))
    lines = path.read_text().splitlines()
    assert len(lines) == 10 and lines[0].startswith("game,seed,rotation,seat,bot")
    lo, hi = wilson(5, 10)
    assert 0.2 < lo < 0.5 < hi < 0.8
    out = tmp_path / "main.csv"
    assert main(["--players", "3", "--games", "2", "--bots", "rbai,random,greedy",
                 "--jobs", "1", "--csv", str(out), "--quiet"]) == 0
    assert len(out.read_text().splitlines()) == 7


def test_a_slow_device_s_search_plays_fewer_playouts() -> None:
    """``strong@F``: the page's strong level (160 playouts, its 0.6 s cap) timed by the
    process's CPU time times ``F``: at ``F`` = 100 (6 ms of CPU a move) the cap cuts every
    searched move short of the budget, after the few playouts that fit once the move's
    candidates are set up (about 3 ms here; at ``F`` = 1000 none fit, so the cap must
    leave room for one); the arena reports the mean playouts a move (none for rule bots)."""
    from engine.bots import make_bot
    from engine.cli.arena import run, summarise

    bot = make_bot("7wonders", "strong@100", 3)
    assert bot.playouts == 160 and bot.time_limit == 0.6
    levels = ["strong@100", "rbai", "rbai"]
    summary = {s["bot"]: s for s in summarise(run("7wonders", levels, games=1, seed=2), levels)}
    assert 0 < summary["strong@100"]["playouts_mean"] < 160
    assert summary["rbai"]["playouts_mean"] is None
    for bad in ("strong@0", "strong@x", "easy@4", "strong@2000"):
        with pytest.raises(ValueError, match="bad bot level"):
            make_bot("7wonders", bad, 1)
