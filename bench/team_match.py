"""A team match of 7 Wonders (the Cities team variant: ``cities=on``, ``teams``): one
level for one team's two seats against another level for the other team's, at 4
players.

    python bench/team_match.py GAMES SEED [LEVEL [OTHER [blind]]] [--set KEY=VALUE ...]

Defaults: ``strong`` against ``rbai``, with the Cities expansion (``cities=on``: the
team variant comes with it); ``--set cities=off`` plays teams on the base game, and any
other ``--set`` adds a set-up option (e.g. ``--set sides=B``). Game ``k`` deals with
seed ``SEED + k // 2`` and seats LEVEL as team 0 (players 0 and 1) for even ``k``, as
team 1 for odd ``k``: every deal is played from both sides. (``engine.cli.arena`` rotates
seats one by one, which would split a team.) ``blind``: LEVEL's seats see views
without the team keys (``teams``, ``teammate_hand``), to measure what knowing the
teammate is worth. Prints the set-up, one line a game, then LEVEL's team's wins (ties
split) with the Wilson 95% interval, its mean team margin and the mean seconds a game.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots import make_bot  # noqa: E402
from engine.cli.setup_args import add_option_arguments, option_settings, setup_config  # noqa: E402
from engine.errors import ConfigError  # noqa: E402
from engine.games import get_game  # noqa: E402

TEAM_KEYS = ("teams", "teammate_hand")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


#: the set-up every game starts from before ``--set`` (later settings win)
DEFAULT = ("teams=true", "cities=on")


def config_of(settings: list[str]) -> dict:
    """The 4-player team set-up: ``DEFAULT`` then ``settings``; teams stay on."""
    try:
        config = setup_config(get_game("7wonders"), 4, [*DEFAULT, *settings])
        get_game("7wonders").new_game(0, **config)  # the game's own checks
    except ConfigError as exc:
        raise SystemExit(f"team_match: {exc}") from None
    if not config.get("teams"):
        raise SystemExit("team_match: a team match needs teams=true")
    return config


def play(deal: int, levels: list[str], blind: str | None,
         config: dict) -> tuple[list[int], list[float]]:
    """One 4-player team game of set-up ``config``: the team totals and the returns."""
    game = get_game("7wonders")
    state = game.new_game(deal, **config)
    bots = [make_bot(game, lv, deal * 7919 + s) for s, lv in enumerate(levels)]
    while not state.is_terminal():
        for p in state.current_players():
            view = state.view(p)
            if levels[p] == blind:
                view = {k: v for k, v in view.items() if k not in TEAM_KEYS}
            state.apply(p, bots[p].act(view, state.legal_actions(p)))
    pads = state.scores()
    return [pads[0]["team_total"], pads[2]["team_total"]], state.returns()


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(prog="bench/team_match.py", description=__doc__.split("\n")[0])
    ap.add_argument("games", type=int)
    ap.add_argument("seed", type=int)
    ap.add_argument("level", nargs="?", default="strong")
    ap.add_argument("other", nargs="?", default="rbai")
    ap.add_argument("blind", nargs="?", choices=["blind"], default=None)
    add_option_arguments(ap)
    args = ap.parse_args(argv)
    games, seed, level, other = args.games, args.seed, args.level, args.other
    blind = level if args.blind else None
    config = config_of(option_settings(args))
    print(f"set-up: {config}", flush=True)
    wins, margins, secs = 0.0, [], []
    for k in range(games):
        team = k % 2
        levels = [level] * 2 + [other] * 2 if team == 0 else [other] * 2 + [level] * 2
        t0 = time.perf_counter()
        totals, returns = play(seed + k // 2, levels, blind, config)
        secs.append(time.perf_counter() - t0)
        wins += returns[2 * team] * 2
        margins.append(totals[team] - totals[1 - team])
        print(f"game {k}: deal {seed + k // 2}, {level} as team {team}: "
              f"{totals[team]} to {totals[1 - team]}", flush=True)
    lo, hi = wilson(wins, games)
    print(f"{level}{' (blind)' if blind else ''} and {level} vs {other} and {other}: "
          f"{wins:g}/{games} wins ({100 * wins / games:.0f}%, 95% [{100 * lo:.0f}, "
          f"{100 * hi:.0f}]), team margin {sum(margins) / games:+.1f}, "
          f"{sum(secs) / games:.0f} s a game")


if __name__ == "__main__":
    main(sys.argv[1:])
