"""Learn Duel's value model (``engine.duel.bots.value``) from games of the playout policy.

    python -m engine.cli.train_value [--games 40000] [--jobs 2] [--seed 1]
                                     [--out engine/duel/bots/value_weights.py]

Plays ``--games`` games from new deals (seeds ``seed``, ``seed + 1``, ...), both
players moving by the tree search's playout policy (``engine.duel.bots.policies.sampled``:
builds 4, wonders 3, discards 1, a win at once taken and the opponent's taken from them; the
other choices uniform), in ``--jobs`` processes. In each game, every position where a
card is to be taken is kept with probability ``--keep`` (drawn from the game's seed),
with the game's result for player 0 (1, 1/2, 0). A logistic model an Age is fitted to
them by Adam on standardised features with a little L2 (the last tenth of the games
held out), and the weights written as a Python module with the features' layout
(``LAYOUT``) and the command that made them. The same arguments give the same file.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from ..duel.bots import value as V
from ..duel.bots.policies import sampled
from ..duel.phases import OVER, PLAY
from ..games import new_game
from ..rng import Rng
from .training import collect, command, weights_lines

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "engine" / "duel" / "bots" / "value_weights.py"


def play(seed: int, keep: float) -> list[tuple[int, list[float], float]]:
    """One game of the playout policy: the kept positions' (Age, features) and the
    result for player 0."""
    s = new_game("duel", seed)
    rng = Rng(seed * 2654435761 + 17)
    below = rng.below
    kept: list[tuple[int, list[float]]] = []
    threshold = int(keep * 1_000_000)
    while s.phase != OVER:
        q = s.player
        if s.phase == PLAY:
            if below(1_000_000) < threshold:
                kept.append(V.features(s))
            s._play(q, sampled(s, q, below, 2))
            continue
        legal = s.legal_actions(q)
        s.apply(q, legal[0] if len(legal) == 1 else legal[below(len(legal))])
    y = 0.5 if s.winner is None else (1.0 if s.winner == 0 else 0.0)
    return [(age, x, y) for age, x in kept]




def fit(rows: list[tuple[list[float], float]], epochs: int, l2: float,
        seed: int) -> tuple[float, ...]:
    """Logistic regression by Adam on standardised features: the bias and the raw
    features' weights."""
    n = len(rows[0][0])
    mean = [sum(x[i] for x, _ in rows) / len(rows) for i in range(n)]
    std = [math.sqrt(sum((x[i] - mean[i]) ** 2 for x, _ in rows) / len(rows)) or 1.0
           for i in range(n)]
    data = [([(x[i] - mean[i]) / std[i] for i in range(n)], y) for x, y in rows]
    w = [0.0] * (n + 1)
    m = [0.0] * (n + 1)
    v = [0.0] * (n + 1)
    lr, b1, b2, eps = 0.01, 0.9, 0.999, 1e-8
    rng = Rng(seed)
    t = 0
    batch = 256
    for _ in range(epochs):
        order = list(range(len(data)))
        for i in range(len(order) - 1, 0, -1):
            j = rng.below(i + 1)
            order[i], order[j] = order[j], order[i]
        for start in range(0, len(order), batch):
            g = [0.0] * (n + 1)
            idx = order[start:start + batch]
            for k in idx:
                x, y = data[k]
                z = w[0] + sum(wi * xi for wi, xi in zip(w[1:], x))
                z = max(-30.0, min(30.0, z))
                e = 1.0 / (1.0 + math.exp(-z)) - y
                g[0] += e
                for i, xi in enumerate(x):
                    g[i + 1] += e * xi
            t += 1
            scale = 1.0 / len(idx)
            for i in range(n + 1):
                gi = g[i] * scale + (l2 * w[i] if i else 0.0)
                m[i] = b1 * m[i] + (1 - b1) * gi
                v[i] = b2 * v[i] + (1 - b2) * gi * gi
                mh = m[i] / (1 - b1 ** t)
                vh = v[i] / (1 - b2 ** t)
                w[i] -= lr * mh / (math.sqrt(vh) + eps)
    raw = [w[i + 1] / std[i] for i in range(n)]
    bias = w[0] - sum(raw[i] * mean[i] for i in range(n))
    return (bias, *raw)


def log_loss(weights: tuple[float, ...], rows: list[tuple[list[float], float]]) -> float:
    """Mean cross-entropy of the model on ``rows``."""
    total = 0.0
    for x, y in rows:
        z = weights[0] + sum(wi * xi for wi, xi in zip(weights[1:], x))
        z = max(-30.0, min(30.0, z))
        p = min(max(1.0 / (1.0 + math.exp(-z)), 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def write(path: Path, weights: dict[int, tuple[float, ...]], command: str,
          report: list[str]) -> None:
    names = list(V.NAMES) + [n + "*left" for n in V.NAMES]
    lines = ['"""Duel\'s value weights (``engine.duel.bots.value``), learnt by',
             f"``{command}``.", "", *report, '"""', "", f"LAYOUT = {V.LAYOUT}",
             *weights_lines(weights, names)]
    path.write_text("\n".join(lines) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.cli.train_value",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=40_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", type=float, default=0.1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--l2", type=float, default=1e-4)
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    held = max(1, args.games // 10)
    train = collect(play, args.seed, args.games - held, args.jobs, args.keep)
    test = collect(play, args.seed + args.games - held, held, args.jobs, args.keep)
    weights: dict[int, tuple[float, ...]] = {}
    report = []
    for age in (1, 2, 3):
        tr = [(x, y) for a, x, y in train if a == age]
        te = [(x, y) for a, x, y in test if a == age]
        weights[age] = fit(tr, args.epochs, args.l2, args.seed + age)
        base = sum(y for _, y in tr) / len(tr)
        const = (base,) + (0.0,) * V.WIDTH
        const = (math.log(base / (1 - base)),) + const[1:]
        line = (f"Age {age}: {len(tr)} positions, {len(te)} held out; their log loss "
                f"{log_loss(weights[age], te):.4f} (a constant: {log_loss(const, te):.4f})")
        print(line, flush=True)
        report.append(line + ".")
    write(args.out, weights, command("engine.cli.train_value", args), report)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
