"""Arena matches between search bots with options (the screens in bench/RESULTS.md).

    python bench/bots_screen.py NAME GAMES SEED FULL TENTH [PLAYERS] [GAME]

FULL and TENTH are ``playouts/option=value/...``, e.g. ``80/horizon=1/deny=1`` (the
keyword arguments of ``engine.bots.search.SearchBot``, the game's search parameters
included; numbers are read as numbers) or a level (``rbai``). GAME is a registered
game (default: the first registered); PLAYERS defaults to 3 when the game allows it, else the
game's own count.
Seat 0's level is FULL, the others TENTH; seats rotated as in ``engine.cli.arena``. Writes
NAME.txt (the arena's report) and NAME.csv in the current directory.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine.bots as bots  # noqa: E402
from engine.bots.search import SearchBot  # noqa: E402
from engine.cli import arena  # noqa: E402
from engine.games import GAMES, get_game  # noqa: E402

_make_bot = bots.make_bot


def parse(level: str) -> dict[str, Any]:
    """``80/horizon=1`` -> {"playouts": 80, "horizon": 1}."""
    first, *rest = level.split("/")
    kw: dict[str, Any] = {"playouts": int(first)}
    for part in rest:
        key, value = part.split("=")
        for kind in (int, float):
            try:
                kw[key] = kind(value)
                break
            except ValueError:
                continue
        else:
            kw[key] = value
    return kw


def make_bot(game: Any, level: str = "random", seed: int = 0) -> Any:
    if level[:1].isdigit():
        return SearchBot(game=game, seed=seed, **parse(level))
    return _make_bot(game, level, seed)


def main(argv: list[str]) -> int:
    name, games, seed, full, tenth = argv[:5]
    game = get_game(argv[6] if len(argv) > 6 else GAMES[0])
    players = int(argv[5]) if len(argv) > 5 else max(game.min_players, min(3, game.max_players))
    bots.make_bot = make_bot  # the arena's games (forked workers too) use it
    levels = [full] + [tenth] * (players - 1)
    t0 = time.time()
    rows = arena.run(game, levels, int(games), seed=int(seed), jobs=2)
    out = (f"{name}: {games} games, {players} players, seed {seed}, "
           f"{time.time() - t0:.0f} s\n" + arena.report(arena.summarise(rows, levels)))
    print(out)
    arena.write_csv(rows, f"{name}.csv")
    Path(f"{name}.txt").write_text(out + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
