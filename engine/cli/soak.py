"""The soak: seeded random and bot games of every registered game and set-up, on all
cores, with the Game contract's checks at every move (``engine.cli.soak_games``).

    python -m engine.cli.soak --games 100000              # every core
    python -m engine.cli.soak --seconds 30 --jobs 1
    python -m engine.cli.soak --replay '{"game": "duel", ...}'   # one game again, all checks

It prints the games, moves, illegal moves tried, sampled deep checks and violations,
the time and games per second, and the games of each set-up; each violation comes
with its set-up, the move where it broke and the command that plays that game again
with every check at every move. The exit code is 1 if any promise broke.

Games go to the jobs in blocks of 16 (``soak_games.game_indices``); game ``g`` is
fully set by ``--seed`` and ``g``, so a run is the same whatever the number of jobs.
``--bots`` is the share of games played by bots (each seat a level drawn from
``random``, ``easy`` and ``medium``; the others are a seeded random choice among the
legal moves). ``--positions`` is the share of games that start from a position (issue
32): one written from a game at the start of a random turn, which the gate must accept,
or a site example's position mutated, which the gate accepts or refuses in one short
line; a game from a position is played with the same checks, and with every player to
move checked for a legal move at every step.

    python -m engine.cli.soak --seconds 600 --positions 1.0   # positions only
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import sys
import time

from ..errors import WondersError
from ..games import get_game
from .soak_games import Checks, Tally, all_setups, game_indices, plan, play, position_plan

DEFAULT_GAMES = 2000
DEFAULT_BOTS = 0.005
DEFAULT_POSITIONS = 0.1


def run_job(job: int, jobs: int, seed: int, games: int | None, seconds: float | None,
            bots: float, checks: Checks, progress: float = 0.0, positions: float = 0.0
            ) -> Tally:
    """Play games ``job``, ``job + jobs``, ... until ``games`` or ``seconds`` run out; a
    share ``positions`` of them start from a position (``soak_games.position_plan``)."""
    setups, _refused = all_setups()
    tally = Tally()
    start = time.perf_counter()
    shown = start
    for g in game_indices(job, jobs, games):
        now = time.perf_counter()
        if seconds is not None and now - start >= seconds:
            break
        if progress and now - shown >= progress:
            shown = now
            print(f"[job {job}] {tally.games:,} games, {len(tally.violations)} violations, "
                  f"{tally.games / (now - start):,.0f} games/s", file=sys.stderr, flush=True)
        from_position = positions and random.Random(f"soak share {seed} {g}").random() < positions
        play(position_plan(setups, seed, g) if from_position else plan(setups, seed, g, bots),
             tally, checks)
    return tally


def _run_job(args: tuple) -> Tally:
    return run_job(*args)


def soak(games: int | None, seconds: float | None = None, seed: int = 0, jobs: int = 1,
         bots: float = DEFAULT_BOTS, checks: Checks | None = None, progress: float = 0.0,
         positions: float = 0.0) -> Tally:
    """Run the soak and return its tally; ``jobs`` > 1 runs them in processes;
    ``positions``: the share of games started from a position."""
    checks = checks or Checks()
    work = [(j, jobs, seed, games, seconds, bots, checks, progress, positions)
            for j in range(jobs)]
    if jobs == 1:
        return run_job(*work[0])
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else None
    with multiprocessing.get_context(method).Pool(jobs) as pool:
        tallies = pool.map(_run_job, work)
    total = Tally()
    for t in tallies:
        total.add(t)
    return total


def replay(text: str) -> Tally:
    """One game again (a plan as the report prints it), every check at every move."""
    try:
        p = json.loads(text)
    except ValueError:
        raise WondersError("--replay takes the plan the soak printed (JSON)") from None
    if not isinstance(p, dict) or not {"game", "seed", "chooser"} <= set(p) or not (
            "config" in p or "position" in p):
        raise WondersError("a plan has game, config (or position), seed and chooser")
    get_game(p["game"])  # an unknown game is a ConfigError
    p.setdefault("setup", p["game"])
    tally = Tally()
    play(p, tally, Checks(light=1.0, deep_every=1, full_every=1, save_every=1))
    return tally


def report(tally: Tally, elapsed: float, jobs: int, refused: list[str]) -> str:
    """The soak's report, as printed."""
    rate = tally.games / max(elapsed, 1e-9)
    lines = [
        f"games {tally.games:,} ({tally.bot_games:,} with bots)  moves {tally.moves:,}  "
        f"illegal moves tried {tally.illegal:,}  deep checks {tally.deep:,}  "
        f"violations {len(tally.violations)}",
        f"from positions {tally.positions:,} (mutated positions refused by the gate "
        f"{tally.refused:,})",
        f"time {elapsed:.1f} s  {rate:,.1f} games/s ({rate / jobs:,.1f} a job, {jobs} jobs)",
        "games a set-up:",
        *[f"  {label}: {count:,}" for label, count in sorted(tally.per_setup.items())],
    ]
    lines += [f"set-up not available: {r}" for r in refused]
    for v in tally.violations[:50]:
        lines += [f"VIOLATION {v['setup']}, move {v['move']}: {v['message']}",
                  f"  python -m engine.cli.soak --replay '{json.dumps(v['plan'])}'"]
    if len(tally.violations) > 50:
        lines.append(f"... and {len(tally.violations) - 50} more violations")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.cli.soak",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=None,
                    help=f"games to play (default {DEFAULT_GAMES}, or no limit with --seconds)")
    ap.add_argument("--seconds", type=float, default=None, help="stop after this long")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes")
    ap.add_argument("--bots", type=float, default=DEFAULT_BOTS,
                    help="share of games played by bots")
    ap.add_argument("--positions", type=float, default=DEFAULT_POSITIONS,
                    help="share of games started from a position: one written from a "
                         "game, or a site example's mutated")
    ap.add_argument("--deep-every", type=int, default=Checks.deep_every,
                    help="one move in N gets the wider checks (on average)")
    ap.add_argument("--full-every", type=int, default=Checks.full_every,
                    help="one wide check in N compares every view")
    ap.add_argument("--progress", type=float, default=60.0,
                    help="seconds between progress lines on stderr (0: none)")
    ap.add_argument("--replay", metavar="PLAN", help="play one reported game again")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    try:
        if args.replay is not None:
            tally = replay(args.replay)
            print(report(tally, time.perf_counter() - start, 1, []))
            return 1 if tally.violations else 0
        if args.jobs < 1 or args.deep_every < 1 or args.full_every < 1:
            raise WondersError("--jobs, --deep-every and --full-every are at least 1")
        if not 0.0 <= args.bots <= 1.0 or not 0.0 <= args.positions <= 1.0:
            raise WondersError("--bots and --positions are shares, from 0 to 1")
    except WondersError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    games = args.games if args.games is not None or args.seconds else DEFAULT_GAMES
    setups, refused = all_setups()
    print(f"soak: seed {args.seed}, {args.jobs} jobs, {len(setups)} set-ups, "
          f"bots in {args.bots:.1%} of games", flush=True)
    tally = soak(games, args.seconds, args.seed, args.jobs, args.bots,
                 Checks(deep_every=args.deep_every, full_every=args.full_every),
                 args.progress, args.positions)
    print(report(tally, time.perf_counter() - start, args.jobs, refused))
    return 1 if tally.violations else 0


if __name__ == "__main__":
    sys.exit(main())
