"""A team match of 7 Wonders (the Cities team variant, ``teams``): one level for one
team's two seats against another level for the other team's, at 4 players.

    python bench/team_match.py GAMES SEED [LEVEL [OTHER [blind]]]

Defaults: ``strong`` against ``rbai``. Game ``k`` deals with seed ``SEED + k // 2``
and seats LEVEL as team 0 (players 0 and 1) for even ``k``, as team 1 for odd ``k``:
every deal is played from both sides. (``engine.arena`` rotates seats one by one,
which would split a team.) ``blind``: LEVEL's seats see views without the team keys
(``teams``, ``teammate_hand``), to measure what knowing the teammate is worth.
Prints one line a game, then LEVEL's team's wins (ties split) with the Wilson 95%
interval, its mean team margin and the mean seconds a game.
"""

from __future__ import annotations

import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots import make_bot  # noqa: E402
from engine.games import get_game  # noqa: E402

TEAM_KEYS = ("teams", "teammate_hand")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def play(deal: int, levels: list[str], blind: str | None) -> tuple[list[int], list[float]]:
    """One 4-player team game: the team totals and the returns."""
    game = get_game("7wonders")
    state = game.new_game(deal, players=4, teams=True)
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
    games, seed = int(argv[0]), int(argv[1])
    level = argv[2] if len(argv) > 2 else "strong"
    other = argv[3] if len(argv) > 3 else "rbai"
    blind = level if len(argv) > 4 and argv[4] == "blind" else None
    wins, margins, secs = 0.0, [], []
    for k in range(games):
        team = k % 2
        levels = [level] * 2 + [other] * 2 if team == 0 else [other] * 2 + [level] * 2
        t0 = time.perf_counter()
        totals, returns = play(seed + k // 2, levels, blind)
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
