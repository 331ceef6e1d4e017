"""The generic benchmark runs Duel through the generic API only."""

from __future__ import annotations

from engine.cli import bench


def test_bench_plays_duel(capsys):
    assert bench.main(["--game", "duel", "--seconds", "0.05", "--warmup", "0"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("duel: ") and "games/s" in out


def test_bench_reports_an_unknown_game(capsys):
    assert bench.main(["--game", "chess", "--seconds", "0.01", "--warmup", "0"]) == 1
    assert "not available" in capsys.readouterr().out


def test_play_random_ends():
    st = bench.play_random("duel", 3, {}, bench.Rng(1))
    assert st.is_terminal()
