"""The arena: seeded games between bots, seats rotated, results with confidence intervals.

    python -m engine.cli.arena --players 4 --games 400 --bots strong,rbai,rbai,rbai
    python -m engine.cli.arena --game duel --games 200 --bots strong,greedy
    python -m engine.cli.arena --players 3 --set sides=B --games 100 --bots strong:40,rbai,rbai

The game, its players and its set-up options come from the command line as for
``python -m engine.cli play`` (``engine.cli.setup_args``).

Game ``g`` deals with seed ``seed + g // n`` and rotates the seats by ``g % n``: every
deal is played once from each seat, so a bot's luck of the deal and the seat cancels
out. Games run in parallel on the available cores (``--jobs``). For each bot the
arena prints wins (ties split), the win rate a seat with its Wilson 95% interval
(Wilson 1927), the mean score, the mean margin over the best opponent, and the mean
and 95th percentile of its time a move, and for a search the mean playouts a move
(those with a choice; ``strong@F`` runs fewer than its budget). ``--csv`` writes one
row per game per seat (seed, rotation, seat, bot, score, win share, margin, moves,
times, playouts, and the score pad's categories as ``pad_*``),
so that any game can be replayed: ``python -m engine.cli play --seed S --bots ...`` with
the same seating, or ``engine.cli.arena.play_game``.
"""

from __future__ import annotations

import argparse
import csv
import math
import os
import sys
import time
from collections.abc import Iterable
from typing import Any

from ..errors import ConfigError, WondersError
from ..game import Game
from .setup_args import add_game_arguments, option_settings, setup_config


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% for z = 1.96)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    k = min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))
    return s[k]


def _half_width(values: list[float], z: float = 1.96) -> float:
    """Half the width of the normal 95% interval of a mean."""
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return z * math.sqrt(var / n)


def seating(levels: list[str], g: int) -> list[int]:
    """Bot index at each seat for game ``g``: the list rotated by ``g % n``."""
    n = len(levels)
    r = g % n
    return [(s + r) % n for s in range(n)]


def play_game(game: str | Game, levels: list[str], g: int, seed: int = 0,
              config: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Play game number ``g`` of a match, one bot a seat, set up with ``config`` (the
    game's options; ``players`` defaults to the number of bots); one row a seat."""
    from ..bots import make_bot
    from ..games import get_game

    gm = get_game(game)
    n = len(levels)
    deal = seed + g // n
    seats = seating(levels, g)
    state = gm.new_game(deal, **{"players": n, **(config or {})})
    bots = [make_bot(gm, levels[b], seed=(deal * 7919 + s * 104729 + b) & 0xFFFFFFFF)
            for s, b in enumerate(seats)]
    times: list[list[float]] = [[] for _ in range(n)]
    cpu: list[list[float]] = [[] for _ in range(n)]
    ran: list[list[int]] = [[] for _ in range(n)]  # playouts of each searched move
    while not state.is_terminal():
        for p in state.current_players():
            view = state.view(p)
            legal = state.legal_actions(p)
            t0, c0 = time.perf_counter(), time.process_time()
            move = bots[p].act(view, legal)
            times[p].append(time.perf_counter() - t0)
            cpu[p].append(time.process_time() - c0)
            playouts = getattr(bots[p], "stats", {}).get("playouts")
            if playouts and len(legal) > 1:
                ran[p].append(playouts)
            state.apply(p, move)
    pads = state.scores()
    totals = [pad["total"] for pad in pads]
    rets = state.returns()
    rows = []
    for p in range(n):
        best_other = max(t for q, t in enumerate(totals) if q != p)
        rows.append({
            "game": g, "seed": deal, "rotation": g % n, "seat": p, "bot_index": seats[p],
            "bot": levels[seats[p]], "score": totals[p], "win": round(rets[p], 4),
            "margin": totals[p] - best_other, "moves": len(times[p]),
            "time_mean_ms": round(1000 * sum(times[p]) / max(1, len(times[p])), 3),
            "time_max_ms": round(1000 * max(times[p], default=0.0), 3),
            "cpu_mean_ms": round(1000 * sum(cpu[p]) / max(1, len(cpu[p])), 3),
            "playouts_mean": round(sum(ran[p]) / len(ran[p]), 2) if ran[p] else "",
            **{f"pad_{k}": v for k, v in pads[p].items() if k != "total"},
            "_times": times[p], "_cpu": cpu[p], "_playouts": ran[p],
        })
    return rows


def _job(args: tuple) -> list[dict[str, Any]]:
    return play_game(*args)


def run(game: str | Game, levels: list[str], games: int, seed: int = 0, jobs: int = 1,
        config: dict[str, Any] | None = None,
        progress: bool = False) -> list[dict[str, Any]]:
    """Play ``games`` games (in parallel if ``jobs`` > 1); all rows, in game order."""
    from ..games import get_game

    gid = get_game(game).id  # (a worker process gets the id: a Game holds modules)
    tasks = [(gid, levels, g, seed, config) for g in range(games)]
    rows: list[dict[str, Any]] = []
    results: Iterable[list[dict[str, Any]]]
    if jobs > 1 and games > 1:
        import multiprocessing as mp

        # forked workers inherit the parent's modules as they are (bench/bots_screen.py)
        method = "fork" if "fork" in mp.get_all_start_methods() else None
        with mp.get_context(method).Pool(jobs) as pool:
            results = pool.imap_unordered(_job, tasks)
            for i, r in enumerate(results):
                rows += r
                if progress and (i + 1) % max(1, games // 20) == 0:
                    print(f"  {i + 1}/{games} games", file=sys.stderr, flush=True)
    else:
        for i, t in enumerate(tasks):
            rows += _job(t)
            if progress and (i + 1) % max(1, games // 20) == 0:
                print(f"  {i + 1}/{games} games", file=sys.stderr, flush=True)
    rows.sort(key=lambda r: (r["game"], r["seat"]))
    return rows


def summarise(rows: list[dict[str, Any]], levels: list[str]) -> list[dict[str, Any]]:
    """Per bot label (seats of the same label pooled): wins, rate, interval, means."""
    out = []
    for label in dict.fromkeys(levels):
        mine = [r for r in rows if r["bot"] == label]
        if not mine:
            continue
        n = len(mine)
        wins = sum(r["win"] for r in mine)
        lo, hi = wilson(wins, n)
        times = [t for r in mine for t in r["_times"]]
        cpu = [t for r in mine for t in r.get("_cpu", ())]
        ran = [k for r in mine for k in r.get("_playouts", ())]
        out.append({
            "bot": label, "seats": levels.count(label), "games": n, "wins": round(wins, 2),
            "win_rate": wins / n, "ci95": (lo, hi),
            "mean_score": sum(r["score"] for r in mine) / n,
            "mean_margin": sum(r["margin"] for r in mine) / n,
            "margin_ci95": _half_width([r["margin"] for r in mine]),
            "time_mean_ms": 1000 * sum(times) / max(1, len(times)),
            "time_p95_ms": 1000 * percentile(times, 0.95),
            "cpu_mean_ms": 1000 * sum(cpu) / max(1, len(cpu)),
            "cpu_p95_ms": 1000 * percentile(cpu, 0.95),
            "playouts_mean": sum(ran) / len(ran) if ran else None,
        })
    return out


def write_csv(rows: list[dict[str, Any]], path: str) -> None:
    fields = [k for k in rows[0] if not k.startswith("_")] if rows else []
    with open(path, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)


def report(summary: list[dict[str, Any]]) -> str:
    lines = [f"{'bot':<14}{'seats':>6}{'games':>7}{'wins':>9}{'win rate':>10}"
             f"{'95% interval':>17}{'score':>8}{'margin':>13}{'ms/move':>9}{'p95 ms':>9}"
             f"{'cpu ms':>9}{'cpu p95':>9}{'playouts':>9}"]
    for s in summary:
        lo, hi = s["ci95"]
        margin = f"{s['mean_margin']:+.1f}±{s['margin_ci95']:.1f}"
        lines.append(
            f"{s['bot']:<14}{s['seats']:>6}{s['games']:>7}{s['wins']:>9.1f}"
            f"{100 * s['win_rate']:>9.1f}%{f'[{100 * lo:.1f}, {100 * hi:.1f}]':>17}"
            f"{s['mean_score']:>8.1f}"
            f"{margin:>13}"
            f"{s['time_mean_ms']:>9.1f}{s['time_p95_ms']:>9.1f}"
            f"{s['cpu_mean_ms']:>9.1f}{s['cpu_p95_ms']:>9.1f}"
            + (f"{s['playouts_mean']:>9.1f}" if s.get("playouts_mean") is not None
               else f"{'-':>9}"))
    return "\n".join(lines)


def seats(game: Game, levels: list[str], players: int | None) -> list[str]:
    """One bot level a seat: ``levels`` as given, or one level for every seat (the
    number of seats: ``players``, else the game's own when it has only one)."""
    if len(levels) > 1:
        n = players or len(levels)
    elif players:
        n = players
    elif game.min_players == game.max_players:
        n = game.min_players
    else:
        raise ConfigError(f"{game.title}: give --players or one bot a seat")
    levels = levels * n if len(levels) == 1 else levels
    if len(levels) != n:
        raise ConfigError(f"give one bot a seat ({n})")
    return levels


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.cli.arena",
                                 description=__doc__.split("\n")[0])
    add_game_arguments(ap)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--bots", required=True, help="one level a seat, e.g. strong,rbai,rbai,rbai")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--csv", default=None, help="write one row per game per seat here")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    from ..bots import make_bot
    from ..games import get_game

    game = get_game(args.game)
    try:
        levels = seats(game, [b.strip() for b in args.bots.split(",") if b.strip()],
                       args.players)
        config = setup_config(game, len(levels), option_settings(args))
        game.new_game(args.seed, **config)
        for lv in levels:
            make_bot(game, lv, 0)
    except (WondersError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    t0 = time.time()
    rows = run(game, levels, args.games, args.seed, args.jobs, config, progress=not args.quiet)
    if args.csv:
        write_csv(rows, args.csv)
    settings = "".join(f", {k} {v}" for k, v in config.items() if k != "players")
    print(f"{game.id}, {len(levels)} players, {args.games} games, seats rotated, "
          f"seed {args.seed}{settings}, {args.jobs} jobs, {time.time() - t0:.0f} s")
    print(report(summarise(rows, levels)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
