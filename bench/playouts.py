"""What a playout of the search costs: machine instructions (valgrind) or CPU time.

    python bench/playouts.py                      # 7 Wonders, 4 players, 2 games
    python bench/playouts.py --players 8 --set cities=on --games 1
    python bench/playouts.py --time               # CPU time instead (no valgrind)

Seat 0 plays ``--level`` (``strong:80``: the page's strong level without its time
cap, so the playouts are the same on any machine), the others ``--others``, in
``--games`` seeded games; the figure is the whole run's instructions, less those of a
run that only imports and sets up, divided by the playouts the search ran (its
candidates set-up and the other bots' moves are counted in: a few percent). The hash
seed is fixed, so the count does not move with the machine's load; ``--time`` gives
the process's CPU milliseconds a playout instead. Needs ``valgrind`` for the count.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from valgrind import instructions, missing  # noqa: E402

from engine.cli.setup_args import add_option_arguments, option_settings, setup_config  # noqa: E402
from engine.games import get_game  # noqa: E402

WORKLOAD = """
import sys
sys.path.insert(0, {root!r})
from bench.playouts import play
print("PLAYOUTS", play({config!r}, {games}, {level!r}, {others!r}))
"""


def play(config: dict, games: int, level: str, others: str) -> int:
    """``games`` seeded games, seat 0 at ``level``; the playouts its searches ran."""
    from engine.bots import make_bot

    gm = get_game("7wonders")
    ran = 0
    for g in range(games):
        state = gm.new_game(g, **config)
        n = state.num_players()
        bots = [make_bot(gm, level if p == 0 else others, 100 + 10 * g + p) for p in range(n)]
        while not state.is_terminal():
            for p in state.current_players():
                legal = state.legal_actions(p)
                move = bots[p].act(state.view(p), legal)
                if p == 0 and len(legal) > 1:
                    ran += getattr(bots[p], "stats", {}).get("playouts", 0)
                state.apply(p, move)
    return ran


def count(config: dict, games: int, level: str, others: str) -> tuple[int, int]:
    """(instructions, playouts) of a Python run playing ``games``."""
    code = WORKLOAD.format(root=str(ROOT), config=config, games=games, level=level,
                           others=others)
    total, out = instructions(code)
    ran = re.search(r"PLAYOUTS (\d+)", out)
    if not ran:
        raise RuntimeError("the run printed no playout count:\n" + out[-2000:])
    return total, int(ran.group(1))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python bench/playouts.py",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=None)
    add_option_arguments(ap)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--level", default="strong:80")
    ap.add_argument("--others", default="easy")
    ap.add_argument("--time", action="store_true", help="CPU time, not instructions")
    args = ap.parse_args(argv)
    config = setup_config(get_game("7wonders"), args.players, option_settings(args))
    if args.time:
        t0 = time.process_time()
        ran = play(config, args.games, args.level, args.others)
        ms = 1000 * (time.process_time() - t0)
        print(f"{ran} playouts, {ms / max(1, ran):.2f} CPU ms a playout "
              f"({1000 * ran / ms:.0f} a CPU second)")
        return 0
    if missing():
        return 1
    total, ran = count(config, args.games, args.level, args.others)
    base, _ = count(config, 0, args.level, args.others)
    print(f"{ran} playouts, {(total - base) / max(1, ran) / 1e6:.3f} M instructions a "
          f"playout ({args.level} against {args.others}, CPython {sys.version.split()[0]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
