"""Time bots' moves per level (CPython, or Pyodide through ``bench/bots_pyodide.mjs``).

    python bench/bots_timing.py --levels easy,medium,hard,strong --games 3 --players 4

Seat 0 plays the level measured, the other seats ``--others`` (``easy`` by default:
rbAI in 7 Wonders; the search models greedy players as soft, whose playouts cost more:
``--others medium`` is its slow case); every move of seat 0 is timed. The game and its
set-up come as for ``python -m engine.cli play`` (``--game``, ``--players``, ``--set``).
Prints one JSON object: per level the moves timed, mean, p95 and max wall time in ms,
and the mean and p95 of the process's CPU time (``time.process_time``: what the move
costs when other programs share the cores); for a search level, the mean playouts a
searched move ran and their 5th percentile (what the time cap left it). Search levels
have a time cap on the wall clock, so on a loaded machine they play fewer playouts than
on an idle one.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))] if s else 0.0


def time_level(level: str, games: int = 3, players: int | None = None, seed: int = 0,
               game: str | None = None, others: str = "easy",
               settings: list[str] | tuple[str, ...] = ()) -> dict:
    """Seat 0 at ``level`` against ``others`` in ``games`` games; its moves' times."""
    from engine.bots import make_bot
    from engine.cli.setup_args import setup_config
    from engine.games import GAMES, get_game

    gm = get_game(game or GAMES[0])
    config = setup_config(gm, players, settings)
    times: list[float] = []
    cpu: list[float] = []
    playouts: list[int] = []
    for g in range(games):
        state = gm.new_game(seed + g, **config)
        n = state.num_players()
        bots = [make_bot(gm, level if p == 0 else others, seed * 100 + g * 10 + p)
                for p in range(n)]
        while not state.is_terminal():
            for p in state.current_players():
                view, legal = state.view(p), state.legal_actions(p)
                t0, c0 = time.perf_counter(), time.process_time()
                move = bots[p].act(view, legal)
                if p == 0:
                    times.append(time.perf_counter() - t0)
                    cpu.append(time.process_time() - c0)
                    ran = getattr(bots[p], "stats", {}).get("playouts")
                    if ran and len(legal) > 1:
                        playouts.append(ran)
                state.apply(p, move)
    return {"level": level, "game": gm.id, "others": others, "moves": len(times),
            "mean_ms": round(1000 * sum(times) / max(1, len(times)), 1),
            "p95_ms": round(1000 * percentile(times, 0.95), 1),
            "max_ms": round(1000 * max(times, default=0.0), 1),
            "cpu_mean_ms": round(1000 * sum(cpu) / max(1, len(cpu)), 1),
            "cpu_p95_ms": round(1000 * percentile(cpu, 0.95), 1),
            **({"playouts_mean": round(sum(playouts) / len(playouts), 1),
                "playouts_p5": percentile(playouts, 0.05)} if playouts else {})}


def run(levels: list[str], games: int, players: int | None, game: str | None = None,
        others: str = "easy", settings: list[str] | tuple[str, ...] = ()) -> list[dict]:
    return [time_level(lv, games, players, game=game, others=others, settings=settings)
            for lv in levels]


def main(argv: list[str] | None = None) -> int:
    from engine.cli.setup_args import add_game_arguments, option_settings

    ap = argparse.ArgumentParser()
    ap.add_argument("--levels", default="random,easy,medium,hard,strong")
    ap.add_argument("--games", type=int, default=3)
    add_game_arguments(ap)
    ap.add_argument("--others", default="easy", help="the other seats' level")
    args = ap.parse_args(argv)
    out = run(args.levels.split(","), args.games, args.players, args.game, args.others,
              option_settings(args))
    print(json.dumps({"runtime": sys.version.split()[0] + " " + sys.platform, "results": out},
                     indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
