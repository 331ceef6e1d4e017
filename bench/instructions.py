"""Machine instructions per random game, counted by valgrind: a speed figure that noise
cannot move.

    python bench/instructions.py                  # 7 Wonders, its default set-up (4 players)
    python bench/instructions.py --players 3 7 --games 300
    python bench/instructions.py --game duel --set wonders=first-game
    python bench/instructions.py --engine /tmp/before  # also another checkout, same run

Wall-clock and CPU-time figures (``python -m engine.cli.bench``) move by 10-30% on a
shared machine; an instruction count does not move at all (the hash seed is fixed),
so it shows whether a change to the engine makes it faster, even by 1%. It is not a
time: games per second still come from ``engine.cli.bench`` on a quiet machine.

Each count plays ``--warmup`` games first (the engine's memo tables fill as in a long
session), then ``--games`` games; a second run plays 20 games after the same warm-up,
and the difference divided by the extra games is the figure (start-up and warm-up
cancel out). The random bot and the games are those of ``engine.cli.bench.play_random``;
the game and its set-up come from the command line (``engine.cli.setup_args``).
Needs ``valgrind`` (Debian: ``apt-get install valgrind``); about 20 s a count.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from valgrind import instructions, missing  # noqa: E402

from engine.cli.setup_args import add_option_arguments, option_settings, setup_config  # noqa: E402
from engine.errors import WondersError  # noqa: E402
from engine.games import GAMES, get_game  # noqa: E402

WORKLOAD = """
import sys
sys.path.insert(0, {root!r})
from engine.cli.bench import play_random
from engine.rng import Rng
bot = Rng(99)
for i in range({warmup}):
    play_random({game!r}, 10**6 + i, {config!r}, bot)
for i in range({games}):
    play_random({game!r}, i, {config!r}, bot)
"""


def count(game: str, config: dict[str, Any], games: int, warmup: int,
          root: Path = ROOT) -> int:
    """Instructions (valgrind's "I refs") of a whole Python run playing ``games`` with
    the engine of the checkout at ``root``."""
    code = WORKLOAD.format(root=str(root), game=game, config=config, games=games,
                           warmup=warmup)
    return instructions(code)[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python bench/instructions.py",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--game", default=GAMES[0], choices=GAMES)
    ap.add_argument("--players", type=int, nargs="*", help="player counts (default: the "
                    "game's default set-up)")
    add_option_arguments(ap)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--warmup", type=int, default=200)
    ap.add_argument("--engine", type=Path, action="append", default=[],
                    help="another checkout whose engine is counted too, before this one "
                    "(repeatable)")
    args = ap.parse_args(argv)
    if missing():
        return 1
    base = 20
    if args.games <= base:
        ap.error(f"--games must be more than {base}")
    game = get_game(args.game)
    try:
        configs = [setup_config(game, n, option_settings(args))
                   for n in (args.players or [None])]
        labels = [" ".join(f"{k}={v}" for k, v in game.normalise_config(c).items()
                           if k == "players" or k in c) for c in configs]
    except WondersError as exc:
        ap.error(str(exc))
    for config, label in zip(configs, labels):
        for root in [*args.engine, ROOT]:
            per_game = (count(game.id, config, args.games, args.warmup, root)
                        - count(game.id, config, base, args.warmup, root)) / (args.games - base)
            where = "" if root == ROOT else f" [{root}]"
            print(f"{game.id} {label}{where}: {per_game / 1e6:.2f} M instructions a game "
                  f"({per_game:,.0f}; {args.games - base} games, "
                  f"CPython {sys.version.split()[0]})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
