"""Learn 7 Wonders' value model (``engine.classic.bots.value``) from games of the
search's playout policies.

    python -m engine.cli.train_classic_value [--games 6000] [--jobs 2] [--seed 1]
                                             [--out engine/classic/bots/value_weights.py]

Plays ``--games`` games from new deals (seeds ``seed``, ``seed + 1``, ...: 1st edition
at 3-7 players with random sides, every fifth game of the 2nd edition and every fifth
of Cities at 4-8 players), each player moving as in the search's playouts
(``search._pick``: one seat greedy, each other soft or rbAI at even odds), in
``--jobs`` processes. As Ages II and III begin, every city's facts are kept with its
final score. A linear model an Age is fitted to them by least squares with a little
ridge (the last tenth of the games held out), and written as a Python module with the
spread of its error (the standard deviation of a city's final score around its
forecast) and the command that made it. The same arguments give the same file.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any

from ..classic.bots import value as V
from ..classic.bots.search import _pick
from ..games import new_game
from ..rng import Rng
from .training import collect, command, weights_lines

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "engine" / "classic" / "bots" / "value_weights.py"
TEMP = 1.5  # the soft policy's temperature in the search (``ClassicSearch.temp``)


def setup(seed: int) -> dict[str, Any]:
    """The set-up of game ``seed``: mostly the 1st edition at 3-7 players."""
    rng = Rng(seed * 7919 + 3)
    kind = seed % 5
    if kind == 3:
        return {"players": 4 + rng.below(5), "cities": "on"}
    if kind == 4:
        return {"players": 3 + rng.below(5), "edition": 2}
    return {"players": 3 + rng.below(5), "sides": "B" if rng.below(2) else "A"}


def play(seed: int) -> list[tuple[int, list[float], float]]:
    """One game of the playout policies: (Age, a city's facts, its final score) as
    Ages II and III begin."""
    s = new_game("7wonders", seed, **setup(seed))
    rng = Rng(seed * 2654435761 + 11)
    n = s.num_players()
    p = rng.below(n)
    until = [3 if q == p or rng.below(2) else 0 for q in range(n)]
    kept: list[tuple[int, int, list[float]]] = []
    seen = s.age
    while s.phase != "over":
        if s.age != seen:
            seen = s.age
            kept.extend((seen, q, V.features(s.cities, q, seen)) for q in range(n))
        for q in s.current_players():
            _pick(s, q, p, until, rng, False, TEMP, False)
    totals = [sc["total"] for sc in s.scores()]
    return [(age, x, float(totals[q])) for age, q, x in kept if age in (2, 3)]




def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows: list[tuple[list[float], float]], ridge: float) -> tuple[float, ...]:
    """Least squares with a ridge on the weights (not the bias): bias then weights."""
    k = len(rows[0][0]) + 1
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for x, y in rows:
        v = [1.0, *x]
        for i in range(k):
            vi = v[i]
            xty[i] += vi * y
            row = xtx[i]
            for j in range(i, k):
                row[j] += vi * v[j]
    for i in range(k):
        for j in range(i):
            xtx[i][j] = xtx[j][i]
        if i:
            xtx[i][i] += ridge * len(rows)
    return tuple(solve(xtx, xty))


def error(weights: tuple[float, ...], rows: list[tuple[list[float], float]]) -> float:
    """The standard deviation of the final scores around their forecasts."""
    sq = 0.0
    for x, y in rows:
        sq += (weights[0] + sum(w * v for w, v in zip(weights[1:], x)) - y) ** 2
    return math.sqrt(sq / len(rows))


def write(path: Path, weights: dict[int, tuple[float, ...]], spread: dict[int, float],
          command: str, report: list[str]) -> None:
    lines = ['"""7 Wonders\' value weights (``engine.classic.bots.value``), learnt by',
             f"``{command}``.", "", *report, '"""', "", f"LAYOUT = {V.LAYOUT}",
             *weights_lines(weights, V.NAMES)]
    lines.append("#: the standard deviation of a city's final score around its forecast")
    lines.append("SPREAD: dict[int, float] = {")
    lines.extend(f"    {age}: {spread[age]!r}," for age in sorted(spread))
    lines.append("}")
    path.write_text("\n".join(lines) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.cli.train_classic_value",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=6000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--ridge", type=float, default=1e-3)
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    held = max(1, args.games // 10)
    train = collect(play, args.seed, args.games - held, args.jobs)
    test = collect(play, args.seed + args.games - held, held, args.jobs)
    weights: dict[int, tuple[float, ...]] = {}
    spread: dict[int, float] = {}
    report = []
    for age in (2, 3):
        tr = [(x, y) for a, x, y in train if a == age]
        te = [(x, y) for a, x, y in test if a == age]
        weights[age] = fit(tr, args.ridge)
        spread[age] = round(error(weights[age], tr), 4)
        mean = sum(y for _, y in te) / len(te)
        const = (mean,) + (0.0,) * V.WIDTH
        line = (f"Age {age} begins: {len(tr)} cities, {len(te)} held out; their error "
                f"{error(weights[age], te):.2f} points (the mean alone: "
                f"{error(const, te):.2f})")
        print(line, flush=True)
        report.append(line + ".")
    write(args.out, weights, spread, command("engine.cli.train_classic_value", args), report)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
