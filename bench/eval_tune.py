"""Screen weights of the greedy evaluation by self-play (how its weights were tuned).

    python bench/eval_tune.py GAMES [PLAYERS] NAME=VALUE ...

Plays GAMES games (seats rotated, deals from seed 1): one greedy bot with the given
weights of ``engine.bots.classic_eval`` against greedy bots with the current weights,
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

from engine.bots import classic_eval  # noqa: E402
from engine.bots.rule_bots import GreedyBot  # noqa: E402
from engine.games import new_game  # noqa: E402


class Variant(GreedyBot):
    """The greedy bot with other evaluation weights (swapped in for its own moves)."""

    def __init__(self, weights: dict[str, Any], **kw: Any):
        super().__init__(**kw)
        # the evaluation's memos depend on the weights: the variant keeps its own
        self.weights = {**weights, "_MILITARY": {}, "_RESOURCES": {}}

    def act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        old = {k: getattr(classic_eval, k) for k in self.weights}
        for k, v in self.weights.items():
            setattr(classic_eval, k, v)
        try:
            return super().act(view, legal)
        finally:
            for k, v in old.items():
                setattr(classic_eval, k, v)


def game(args: tuple) -> tuple[float, int]:
    weights, g, seed, n = args
    deal, seat = seed + g // n, g % n
    state = new_game("7wonders", seed=deal, players=n, sides="A")
    bots = [Variant(weights, game="7wonders", seed=deal * 7 + s) if s == seat
            else GreedyBot(game="7wonders", seed=deal * 7 + s) for s in range(n)]
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
            if not hasattr(classic_eval, key):
                raise SystemExit(f"no weight {key} in engine.bots.classic_eval")
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
