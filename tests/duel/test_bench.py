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


def test_the_search_bench_reports_its_iterations_and_moves():
    """``bench/duel_iterations.py`` searches its positions and digests the moves: the
    same digest from the same engine (what a before/after compares)."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "bench" / "duel_iterations.py"
    spec = importlib.util.spec_from_file_location("duel_iterations", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    root = path.parent.parent
    done, cpu, digest = mod.measure(root, 1, 3)
    assert 0 < done <= 3 * len(mod.PLIES) and cpu >= 0
    assert mod.measure(root, 1, 3)[2] == digest
