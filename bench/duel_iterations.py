"""Duel's tree search: iterations per CPU second, or machine instructions an iteration.

    python bench/duel_iterations.py                       # iterations per CPU second
    python bench/duel_iterations.py --valgrind            # instructions an iteration
    python bench/duel_iterations.py --engine /tmp/before  # another checkout, same positions
    python bench/duel_iterations.py --prior-weights W.py  # the learnt prior of a weights file

The positions are those of seeded random games (``--games`` games, plies 10, 30 and 50
of each: Ages I, II and III), searched by ``engine.duel.bots.search.DuelIsmcts`` with
``--iterations`` iterations, the tree not kept (``reuse`` off) and UCB1's c 0.5, so that
two versions of the search compare on the same work; the moves chosen are printed as a
digest (the same digest: the same moves). ``--valgrind`` counts the run's instructions
(valgrind's "I refs", hash seed fixed) with the iterations and with none, and divides
the difference by the iterations run: a figure that a shared machine's load cannot move.
``--prior-weights`` / ``--value-weights``: the search with the learnt prior
(``engine.duel.bots.prior_model``) or the value of a weights module written by
``engine.cli.train_teacher`` (what such weights cost an iteration).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLIES = (10, 30, 50)


def weights(path: Path | None) -> object:
    """The ``WEIGHTS`` of a weights module, or None."""
    if path is None:
        return None
    ns: dict = {}
    exec(path.read_text(), ns)
    return ns["WEIGHTS"]


def measure(engine: Path, games: int, iterations: int, prior: Path | None = None,
            value: Path | None = None) -> tuple[int, float, int]:
    """(iterations run, CPU seconds, digest of the moves) on the positions."""
    sys.path.insert(0, str(engine))
    from engine.duel.bots.search import DuelIsmcts
    from engine.games import new_game
    from engine.rng import Rng

    positions = []
    for g in range(games):
        st = new_game("duel", seed=g)
        bot = Rng(g)
        ply = 0
        while not st.is_terminal():
            p = st.current_players()[0]
            if ply in PLIES:
                positions.append((st.clone(), p))
            st.apply(p, bot.choice(st.legal_actions(p)))
            ply += 1
    extra = {}
    if prior is not None:
        from engine.duel.bots.prior_model import tables

        extra["prior_model"] = tables(tuple(weights(prior)))
    if value is not None:
        extra["value_weights"] = weights(value)
    done = 0
    moves = []
    start = time.process_time()
    for st, p in positions:
        bot = DuelIsmcts(seed=1, iterations=iterations, reuse=False, c=0.5, **extra)
        moves.append(str(bot.act(st.view(p), st.legal_actions(p))))
        done += bot.stats.get("playouts", 0)
    cpu = time.process_time() - start
    return done, cpu, zlib.crc32(" ".join(moves).encode())


def instructions(engine: Path, games: int, iterations: int, more: list[str]) -> int:
    """valgrind's instruction count of a whole run of this script."""
    out = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, __file__, "--engine", str(engine), "--games", str(games),
         "--iterations", str(iterations), *more],
        capture_output=True, text=True, env=dict(os.environ, PYTHONHASHSEED="0"))
    m = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    if not m:
        raise RuntimeError("valgrind printed no instruction count:\n" + out.stderr[-2000:])
    return int(m.group(1).replace(",", ""))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", type=Path, default=ROOT,
                    help="the checkout whose engine is measured (default: this one)")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--iterations", type=int, default=300)
    ap.add_argument("--valgrind", action="store_true")
    ap.add_argument("--prior-weights", type=Path, default=None)
    ap.add_argument("--value-weights", type=Path, default=None)
    args = ap.parse_args()
    more = []
    for flag, path in (("--prior-weights", args.prior_weights),
                       ("--value-weights", args.value_weights)):
        if path is not None:
            more += [flag, str(path.resolve())]
    if args.valgrind:
        busy = instructions(args.engine, args.games, args.iterations, more)
        idle = instructions(args.engine, args.games, 0, more)
        n = measure(args.engine, args.games, args.iterations, args.prior_weights,
                    args.value_weights)[0]
        print(f"{args.engine}: {(busy - idle) / n / 1e6:.3f} M instructions an iteration "
              f"({n} iterations)")
        return 0
    done, cpu, digest = measure(args.engine, args.games, args.iterations,
                                args.prior_weights, args.value_weights)
    print(f"{args.engine}: {done / cpu:,.0f} iterations per CPU second "
          f"({done} iterations, {cpu:.2f} s), moves {digest:08x}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
