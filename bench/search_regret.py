"""How well the search's playout allocation picks the best candidate, measured offline
(7 Wonders, 3 players).

    python bench/search_regret.py collect OUT.jsonl POSITIONS [WORLDS] [SEED]
    python bench/search_regret.py score OUT.jsonl [STRATEGY ...]

``collect`` plays 3-player games of ``strong:8`` bots and keeps random positions of
the pick phase; for each, it plays the search's 8 best candidates (by the greedy
evaluation) in WORLDS sampled worlds (paired: every candidate in the same world, as
the search does) and stores the reward matrix, one JSON line a position.

``score`` replays allocation strategies on the stored matrices instead of running
playouts: the first half of the worlds feed the strategy (in a random order, many
trials a position), the second half give each candidate's "true" value, and the regret
of a choice is the best true value minus the chosen one's (reward units: 0.01 is about
a 1-point margin change near a tie). The greedy choice (candidate 0) is the baseline.
Regret here is measured against the playouts' own model of the game (the bot greedy,
the others rbAI), not against real opponents: it screens how budget is spent, not
what the playouts assume.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots import make_bot  # noqa: E402
from engine.bots.search import SearchBot  # noqa: E402
from engine.games import get_game  # noqa: E402

GAME = get_game("7wonders")


def positions(count: int, seed: int) -> list[dict[str, Any]]:
    """Views of the pick phase from 3-player ``strong:8`` games (about 1 in 8 kept)."""
    pick = random.Random(seed)
    out: list[dict[str, Any]] = []
    g = 0
    while len(out) < count:
        state = GAME.new_game(seed * 1000 + g, players=3, sides="A")
        bots = [make_bot(GAME, "strong:8", seed=seed * 1000 + g * 3 + s) for s in range(3)]
        while not state.is_terminal() and len(out) < count:
            for p in state.current_players():
                view, legal = state.view(p), state.legal_actions(p)
                if state.phase == "pick" and len(legal) > 1 and pick.random() < 0.125:
                    out.append({"view": view, "legal": legal, "game": g})
                state.apply(p, bots[p].act(view, legal))
        g += 1
    return out


def _matrix(args: tuple) -> dict[str, Any]:
    index, pos, worlds, seed = args
    view, legal = pos["view"], pos["legal"]
    bot = SearchBot(GAME, seed=seed + index, playouts=80)
    t0 = time.process_time()
    root = bot.problem.root(view, legal, bot.rng, 8, bot.horizon)
    rows = [] if root.playout is None else [[round(root.playout(i, m), 5) for m in root.cands]
                                            for i in range(worlds)]
    return {"index": index, "age": view["age"], "turn": view["turn"],
            "cands": [str(m) for m in root.cands], "priors": root.priors, "rewards": rows,
            "cpu_s": round(time.process_time() - t0, 2)}


def collect(out: str, count: int, worlds: int = 480, seed: int = 1) -> None:
    from multiprocessing import Pool

    pos = positions(count, seed)
    print(f"{len(pos)} positions", flush=True)
    with Pool(2) as pool, open(out, "a") as f:
        for row in pool.imap_unordered(_matrix, [(i, p, worlds, seed * 7) for i, p in
                                                 enumerate(pos)]):
            if row["rewards"]:
                f.write(json.dumps(row) + "\n")
                f.flush()
            print(row["index"], row["age"], row["turn"], row["cpu_s"], flush=True)


def halving(candidates: int | None, budget: int) -> Any:
    """The search's own sequential halving (``SearchBot.halving``) at ``budget``
    playouts over its first ``candidates`` (None: the search's default for the budget),
    as ``(priors, playout(world, j)) -> chosen j``."""
    bot = SearchBot(GAME, playouts=budget, candidates=candidates)

    def run(priors: list[float], playout: Callable[[int, int], float]) -> int:
        k = min(len(priors), bot.candidates)
        return bot.halving(list(range(k)), priors[:k], playout)
    return run


def score(path: str, names: list[str]) -> None:
    rows = [json.loads(line) for line in open(path)]
    strategies: dict[str, Any] = {}
    for b in (8, 80, 160):
        strategies[f"current@{b}"] = halving(None, b)
        for c in (2, 3, 4, 6, 8):
            strategies[f"c{c}@{b}"] = halving(c, b)
    if names:
        strategies = {k: v for k, v in strategies.items() if k.split("@")[0] in names}
    rnd = random.Random(0)
    trials = 100
    res: dict[str, list[float]] = {k: [] for k in strategies}
    res_best: dict[str, list[float]] = {k: [] for k in strategies}
    greedy_regret, oracle_regret, by_age = [], [], {1: [], 2: [], 3: []}
    for row in rows:
        r = row["rewards"]
        half = len(r) // 2
        feed, truth = r[:half], r[half:]
        k = len(r[0])
        value = [sum(w[j] for w in truth) / len(truth) for j in range(k)]
        best = max(value)
        greedy_regret.append(best - value[0])
        by_age[row["age"]].append(best - value[0])
        fv = [sum(w[j] for w in feed) / half for j in range(k)]
        oracle_regret.append(best - value[max(range(k), key=lambda j: fv[j])])
        for name, strat in strategies.items():
            reg = []
            for _ in range(trials):
                order = rnd.sample(range(half), half)

                def playout(i: int, j: int, feed: list = feed, order: list = order) -> float:
                    return feed[order[i % len(order)]][j]
                j = strat(row["priors"], playout)
                reg.append(best - value[j])
            res[name].append(sum(reg) / trials)
            res_best[name].append(sum(1 for x in reg if x == 0) / trials)
    n = len(rows)
    print(f"{n} positions; greedy regret {1000 * sum(greedy_regret) / n:.1f} (x1000); "
          + ", ".join(f"Age {a}: {1000 * sum(v) / max(1, len(v)):.1f} ({len(v)})"
                      for a, v in by_age.items()))
    print(f"oracle (all {len(rows[0]['rewards']) // 2} feed worlds, 8 candidates) regret "
          f"{1000 * sum(oracle_regret) / n:.1f}")
    for name in strategies:
        m = sum(res[name]) / n
        sd = (sum((x - m) ** 2 for x in res[name]) / max(1, n - 1)) ** 0.5 / n ** 0.5
        print(f"{name:14s} regret {1000 * m:6.1f} ± {1000 * 1.96 * sd:4.1f}  "
              f"best {100 * sum(res_best[name]) / n:5.1f}%")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "collect":
        collect(sys.argv[2], int(sys.argv[3]), *(int(a) for a in sys.argv[4:6]))
    else:
        score(sys.argv[2], sys.argv[3:])
