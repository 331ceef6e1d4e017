"""Benchmark: random full games per second, through the generic API only.

    python -m engine.cli.bench --game duel
    python -m engine.cli.bench --game 7wonders --players 3 4 7
    python -m engine.cli.bench --game duel --seconds 5 --profile
    python -m engine.cli.bench --game 7wonders --players 4 --set sides=B
    python -m engine.cli.bench --game 7wonders --players 4 --each edition   # 1st and 2nd
    python -m engine.cli.bench --game 7wonders --players 4 8 --set cities=on

Each configuration first plays ``--warmup`` seconds of untimed games (memo tables of
the engines fill up as they would in a long session), then ``--seconds`` of timed
ones. Wall-clock games/s is printed with games per CPU second beside it, the steadier
figure when other work shares the machine.

A random bot draws every move with its own ``engine.rng.Rng`` from
``state.legal_actions(player)`` for each player in ``state.current_players()``, and
applies it with ``state.apply``; games are set up with ``Game.new_game`` from the
game's options (``engine.cli.setup_args``); ``--each KEY`` measures every choice of the
option KEY side by side (e.g. 7 Wonders' editions). Nothing
game-specific is used, so any ruleset of the registry can be measured.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from ..errors import ConfigError, WondersError
from ..game import Game
from ..games import GAMES, get_game
from ..rng import Rng
from .setup_args import add_option_arguments, option_settings, setup_config

MAX_MOVES = 10_000  # a game longer than this is a bug in the engine


def play_random(game: str | Game, seed: int, config: dict[str, Any], bot: Rng) -> Any:
    """Play one random game to its end and return the final state."""
    state = get_game(game).new_game(seed, **config)
    moves = 0
    while not state.is_terminal():
        for p in state.current_players():
            state.apply(p, bot.choice(state.legal_actions(p)))
            moves += 1
        if moves > MAX_MOVES:
            raise RuntimeError(f"{state.game} seed {seed}: no end after {MAX_MOVES} moves")
    return state


def bench(game: str | Game, config: dict[str, Any], seconds: float, min_games: int = 20,
          seed: int = 0) -> tuple[int, float, float]:
    """Play random games for about ``seconds``; return (games, wall seconds, CPU
    seconds). On a shared machine the CPU time is the steadier measure."""
    bot = Rng(seed ^ 0x5EED)
    games = 0
    start = time.perf_counter()
    cpu = time.process_time()
    while True:
        play_random(game, seed + games, config, bot)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and games >= min_games:
            return games, elapsed, time.process_time() - cpu


def configurations(game: Game, players: list[int] | None,
                   settings: list[str] | tuple[str, ...] = (),
                   each: str | None = None) -> list[dict[str, Any]]:
    """The set-ups measured: one per player count (default: every count the game
    allows; a game of a fixed count is measured with its own set-up), each with the
    ``KEY=VALUE`` settings; with ``each``, one per choice of that option too."""
    variants = [list(settings)]
    if each is not None:
        option = next((o for o in game.options if o.key == each and not o.per_seat), None)
        if option is None:
            raise ConfigError(f"{game.title} has no option {each!r} to measure each of")
        variants = [[*settings, f"{each}={value}"] for value, _ in option.choices]
    if not players and game.min_players == game.max_players:
        return [setup_config(game, None, v) for v in variants]
    if players:
        return [setup_config(game, n, v) for n in players for v in variants]
    # every count the set-up's options allow (8 players only with 7 Wonders' Cities)
    out = []
    for v in variants:
        for n in range(game.min_players, game.max_players + 1):
            config = setup_config(game, n, v)
            low, high = game.player_range(config)
            if low <= n <= high:
                out.append(config)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.cli.bench",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--game", default=GAMES[0], help=f"a registered game ({', '.join(GAMES)})")
    ap.add_argument("--players", type=int, nargs="*", help="player counts (default: all)")
    add_option_arguments(ap)
    ap.add_argument("--each", metavar="KEY", default=None,
                    help="measure every choice of the set-up option KEY (e.g. edition)")
    ap.add_argument("--seconds", type=float, default=3.0, help="time per configuration")
    ap.add_argument("--warmup", type=float, default=1.0,
                    help="seconds of untimed games first (fills the engines' memo tables)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--profile", action="store_true", help="print a cProfile of one run")
    args = ap.parse_args(argv)
    try:
        game = get_game(args.game)
        configs = configurations(game, args.players, option_settings(args), args.each)
    except WondersError as exc:
        print(f"{args.game}: not available ({exc})")
        return 1
    ok = True
    for config in configs:
        label = game.id + "".join(f" {k}={v}" for k, v in config.items())
        try:
            game.new_game(0, **config)
        except WondersError as exc:  # a set-up the game refuses
            print(f"{label}: not available ({type(exc).__name__}: {exc})")
            ok = False
            continue
        if args.warmup > 0:
            bench(game, config, args.warmup, min_games=1, seed=args.seed + 10**6)
        if args.profile:
            import cProfile
            import pstats

            prof = cProfile.Profile()
            prof.enable()
            bench(game, config, args.seconds, seed=args.seed)
            prof.disable()
            pstats.Stats(prof).sort_stats("tottime").print_stats(20)
        games, elapsed, cpu = bench(game, config, args.seconds, seed=args.seed)
        print(f"{label}: {games / elapsed:,.0f} games/s ({games} random games in "
              f"{elapsed:.1f} s; {games / max(cpu, 1e-9):,.0f} games per CPU second)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
