"""Learn 7 Wonders' value model (``engine.classic.bots.value``) from games of the
search's playout policies.

    python -m engine.cli.train_classic_value [--games 6000] [--jobs 2] [--seed 1]
                                             [--out engine/classic/bots/value_weights.py]

Plays ``--games`` games from new deals (seeds ``seed``, ``seed + 1``, ...: each set-up of
``SETUPS`` in turn, without Cities at 3 to 7 players and with it at 3 to 8; without
Cities a quarter of them in the 2nd edition and the rest in the 1st with random sides),
each player moving as in the search's playouts (``search._pick``: one seat greedy, each
other soft or rbAI at even odds), in ``--jobs`` processes. As Ages II and III begin,
every city's facts are kept with its final score. A linear model an Age and table is
fitted to them by least squares with a little ridge (the last tenth of the games held
out), and written as a Python module with the spread of its error (the standard
deviation of a city's final score around its forecast) and the command that made it.
The same arguments give the same file.
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


#: the set-ups played in turn: without Cities at 3 to 7 players, with it at 3 to 8
SETUPS = (*(("base", n) for n in range(3, 8)), *(("cities", n) for n in V.CITIES))


def setup(seed: int) -> dict[str, Any]:
    """The set-up of game ``seed``: each of ``SETUPS`` in turn; without Cities a quarter
    of the games in the 2nd edition, the others with random sides."""
    rng = Rng(seed * 7919 + 3)
    kind, players = SETUPS[seed % len(SETUPS)]
    if kind == "cities":
        return {"players": players, "cities": "on"}
    if rng.below(4) == 0:
        return {"players": players, "edition": 2}
    return {"players": players, "sides": "B" if rng.below(2) else "A"}


def play(seed: int) -> list[tuple[str, int, list[float], float]]:
    """One game of the playout policies: (its table, Age, a city's facts, its final
    score) as Ages II and III begin."""
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
    table = V.table_of(s.expansion, len(s.cities))
    return [(table, age, x, float(totals[q])) for age, q, x in kept if age in (2, 3)]




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


def write(path: Path, weights: dict[str, V.Weights], spread: dict[str, V.Spread],
          command: str, report: list[str]) -> None:
    lines = ['"""7 Wonders\' value weights (``engine.classic.bots.value``), learnt by',
             f"``{command}``.", "", *report, '"""', "", f"LAYOUT = {V.LAYOUT}",
             "#: by table (``value.TABLES``), then by Age: the bias, then a feature's",
             "WEIGHTS: dict[str, dict[int, tuple[float, ...]]] = {"]
    for table in V.TABLES:
        lines.append(f"    \"{table}\": {{")
        lines.extend("    " + line for line in weights_lines(weights[table], V.NAMES)[1:-1])
        lines.append("    },")
    lines.append("}")
    lines.append("#: the standard deviation of a city's final score around its forecast")
    lines.append("SPREAD: dict[str, dict[int, float]] = {")
    for table in V.TABLES:
        ages = ", ".join(f"{age}: {spread[table][age]!r}" for age in sorted(spread[table]))
        lines.append(f"    \"{table}\": {{{ages}}},")
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
    weights: dict[str, V.Weights] = {table: {} for table in V.TABLES}
    spread: dict[str, V.Spread] = {table: {} for table in V.TABLES}
    report = []
    for table in V.TABLES:
        for age in (2, 3):
            tr = [(x, y) for t, a, x, y in train if t == table and a == age]
            te = [(x, y) for t, a, x, y in test if t == table and a == age]
            if not tr:
                raise SystemExit(f"no {table} games to learn from: play more (--games)")
            w = weights[table][age] = fit(tr, args.ridge)
            spread[table][age] = round(error(w, tr), 4)
            line = f"{table}, Age {age} begins: {len(tr)} cities, {len(te)} held out"
            if te:
                const = (sum(y for _, y in te) / len(te),) + (0.0,) * V.WIDTH
                line += (f"; their error {error(w, te):.2f} points (the mean alone: "
                         f"{error(const, te):.2f})")
            print(line, flush=True)
            report.append(line + ".")
    write(args.out, weights, spread, command("engine.cli.train_classic_value", args), report)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
