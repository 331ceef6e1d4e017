"""Screen weights of 7 Wonders' greedy evaluation by self-play (how they were tuned).

    python bench/eval_tune.py GAMES [PLAYERS] NAME=VALUE ...

Plays GAMES games (seats rotated, deals from seed 1): one greedy bot with the given
weights of ``engine.classic.bots.evaluation`` against greedy bots with the current weights,
and prints the variant's win rate (parity: 1 / PLAYERS) and mean margin over the best
opponent with its 95% interval. E.g. ``python bench/eval_tune.py 6000 3 W_SCIENCE=2.5``.
Greedy games are fast (about 130 a second on 2 cores), so a variant's figure over
6,000 games is within about +-0.26 points of margin.
"""

from __future__ import annotations

import ast
import statistics
import sys
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.classic.bots import GreedyBot  # noqa: E402
from engine.classic.bots import evaluation as classic_eval  # noqa: E402
from engine.games import get_game  # noqa: E402

GAME = get_game("7wonders")


class Variant(GreedyBot):
    """The greedy bot with other evaluation weights (swapped in for its own moves)."""

    def __init__(self, weights: dict[str, Any], seed: int):
        super().__init__(GAME, seed)
        # the evaluation's memos depend on the weights: the variant keeps its own
        self.weights = {**weights, "_MILITARY": {}, "_RESOURCES": {}}

    def act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        ns = vars(classic_eval)  # the evaluation's weights and memos, by name
        old = {k: ns[k] for k in self.weights}
        ns.update(self.weights)
        try:
            return super().act(view, legal)
        finally:
            ns.update(old)


def game(args: tuple) -> tuple[float, int]:
    weights, g, seed, n = args
    deal, seat = seed + g // n, g % n
    state = GAME.new_game(deal, players=n, sides="A")
    bots = [Variant(weights, deal * 7 + s) if s == seat else GreedyBot(GAME, deal * 7 + s)
            for s in range(n)]
    while not state.is_terminal():
        for q in state.current_players():
            state.apply(q, bots[q].act(state.view(q), state.legal_actions(q)))
    totals = [s["total"] for s in state.scores()]
    return state.returns()[seat], totals[seat] - max(t for i, t in enumerate(totals) if i != seat)


def main(argv: list[str]) -> int:
    games = int(argv[0])
    n = int(argv[1]) if len(argv) > 1 and argv[1].isdigit() else 3
    weights = {}
    for item in argv[1:]:
        if "=" in item:
            key, value = item.split("=", 1)
            if key not in vars(classic_eval):
                raise SystemExit(f"no weight {key} in engine.classic.bots.evaluation")
            weights[key] = ast.literal_eval(value)
    with Pool(2) as pool:
        res = pool.map(game, [(weights, g, 1, n) for g in range(games)], chunksize=20)
    margins = [m for _, m in res]
    half = 1.96 * statistics.stdev(margins) / len(res) ** 0.5
    print(f"{weights or 'current weights'}: {len(res)} games, {n} players: "
          f"win {sum(w for w, _ in res) / len(res):.3f}, "
          f"margin {statistics.mean(margins):+.2f} +- {half:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
