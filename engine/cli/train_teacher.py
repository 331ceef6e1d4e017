"""Fit Duel's PUCT prior and value to a stronger player's labels (expert iteration's
first step: Anthony, Tian and Barber, "Thinking Fast and Slow with Deep Learning and
Tree Search", NeurIPS 2017).

    python -m engine.cli.train_teacher LABELS.jsonl [...] [--what prior,value]
        [--value-target root|playon|mix] [--epochs 30] [--l2 0.0001] [--held 10]
        [--prior-out engine/duel/bots/prior_weights.py]
        [--value-out engine/duel/bots/value_weights.py]

The labels are JSON lines, one a position where a card is to be taken, made by a
program outside the project that runs the teacher (another Duel AI) beside our engine:

* ``seed``, ``log``: the deal (``new_game("duel", seed, wonders="draft")``) and the
  moves played since, ``[seat, text]`` each: the position is replayed on our engine;
* ``game``: the game's number (the last ``1/--held`` of the games by number are held out);
* ``actor``: the player to move (checked against the replay);
* ``visits``: each legal move's text and the teacher's root visits (the prior's target:
  their shares, or with ``--prior-target best`` its most visited move alone: a search
  without a prior, as the teacher's UCB1, spreads a floor of visits over every move
  that says nothing of their worth);
* ``value``: the teacher's root value for ``actor`` in [-1, 1]; ``playon`` (optional): the
  results (+1, 0, -1 for player 0) of the teacher's games played on from there.

The value's target for player 0 is the root value as a chance (``root``), the play-on
games' mean (``playon``, positions without them left out), or their mean (``mix``). The
value is ``engine.duel.bots.value``'s logistic model an Age fitted by
``engine.cli.train_value.fit`` (soft targets); the prior ``engine.duel.bots.prior_model``'s
weights, fitted by Adam to the cross-entropy of the teacher's visit shares with a
little L2. Each fit prints the held-out loss beside the shipped model's and a
constant's, and writes its weights' module only when asked (``--prior-out``,
``--value-out``).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..duel.bots import prior_model as PM
from ..duel.bots import value as V
from ..duel.bots.policies import priors
from ..duel.phases import PLAY
from ..games import new_game
from ..rng import Rng
from . import train_value
from .training import command


class LabelError(ValueError):
    """A label that does not replay on our engine (a move not legal, another player)."""


Position = tuple[Any, dict[str, Any]]


def positions(lines: Iterable[str]) -> list[Position]:
    """Each label's position replayed on our engine, with the label; a line that does
    not parse or replay is a ``LabelError`` naming it."""
    out: list[Position] = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            r = json.loads(line)
            s = new_game("duel", seed=int(r["seed"]), wonders="draft")
            for seat, text in r["log"]:
                s.apply(int(seat), text)
        except Exception as exc:  # noqa: BLE001 - any fault of the line is named
            raise LabelError(f"label line {n}: {type(exc).__name__}: {exc}") from exc
        if s.phase != PLAY or s.player != r["actor"]:
            raise LabelError(f"label line {n}: not player {r['actor']}'s card to take")
        out.append((s, r))
    return out


def held_out(r: dict[str, Any], held: int) -> bool:
    """Whether a label's game is held out: every ``held``-th game by number."""
    return held > 0 and int(r["game"]) % held == held - 1


# ---------------------------------------------------------------------------- value
def value_target(r: dict[str, Any], target: str) -> float | None:
    """Player 0's chance to win by the label (``--value-target``), or None."""
    root = (float(r["value"]) + 1.0) / 2.0
    if r["actor"] == 1:
        root = 1.0 - root
    plays = r.get("playon") or []
    playon = (sum(plays) / len(plays) + 1.0) / 2.0 if plays else None
    if target == "root":
        return root
    if target == "playon":
        return playon
    return root if playon is None else (root + playon) / 2.0


def value_rows(data: list[Position], target: str) -> list[tuple[int, list[float], float]]:
    rows = []
    for s, r in data:
        y = value_target(r, target)
        if y is not None:
            age, x = V.features(s)
            rows.append((age, x, y))
    return rows


def fit_value(train: list[Position], test: list[Position], target: str, epochs: int,
              l2: float, seed: int) -> tuple[dict[int, tuple[float, ...]], list[str]]:
    """The value's weights an Age and the report's lines (held-out log loss of the
    fit, the shipped weights and a constant)."""
    tr, te = value_rows(train, target), value_rows(test, target)
    shipped = V.shipped()
    weights: dict[int, tuple[float, ...]] = {}
    report = []
    for age in (1, 2, 3):
        a = [(x, y) for g, x, y in tr if g == age]
        b = [(x, y) for g, x, y in te if g == age]
        if not a:
            weights[age] = shipped[age]
            report.append(f"Age {age}: no positions, the shipped weights kept")
            continue
        weights[age] = train_value.fit(a, epochs, l2, seed + age)
        if not b:
            report.append(f"Age {age}: {len(a)} positions, none held out")
            continue
        base = min(max(sum(y for _, y in a) / len(a), 1e-6), 1 - 1e-6)
        const = (math.log(base / (1 - base)),) + (0.0,) * V.WIDTH
        report.append(
            f"Age {age}: {len(a)} positions, {len(b)} held out; their log loss "
            f"{train_value.log_loss(weights[age], b):.4f} (the shipped value: "
            f"{train_value.log_loss(shipped[age], b):.4f}, a constant: "
            f"{train_value.log_loss(const, b):.4f})")
    return weights, report


# ---------------------------------------------------------------------------- prior
Example = tuple[list[float], list[list[int]], list[float], int]


def prior_examples(data: list[Position], target: str = "shares") -> list[Example]:
    """Each position's moves: the fixed prior's logits, the model's features, the
    teacher's visit shares (``target`` "best": all on its most visited move) and its
    most visited move's index. A move the teacher did not list counts as no visits; a
    move of the teacher's not legal here is a ``LabelError``."""
    out = []
    for s, r in data:
        q = s.player
        legal = s.legal_actions(q)
        texts = [m.text for m in legal]
        visits = r["visits"]
        unknown = set(visits) - set(texts)
        if unknown:
            raise LabelError(f"game {r['game']}: the teacher's {sorted(unknown)[:2]} "
                             "are not legal in our replay")
        n = [float(visits.get(t, 0)) for t in texts]
        total = sum(n)
        if total <= 0 or len(legal) < 2:
            continue
        base = [math.log(p) for p in priors(legal)]
        feats = [PM.features(s, q, m) for m in legal]
        best = max(range(len(n)), key=n.__getitem__)
        shares = [x / total for x in n] if target == "shares" else \
            [float(i == best) for i in range(len(n))]
        out.append((base, feats, shares, best))
    return out


def prior_loss(w: list[float] | tuple[float, ...], data: list[Example]) -> tuple[float, float]:
    """Mean cross-entropy of the teacher's shares under the model with weights ``w``,
    and how often the model's likeliest move is the teacher's most visited."""
    ce = 0.0
    hits = 0
    for base, feats, t, best in data:
        p = PM.softmax([b + sum(w[i] for i in f) for b, f in zip(base, feats)])
        ce -= sum(ti * math.log(max(pi, 1e-12)) for ti, pi in zip(t, p) if ti)
        hits += max(range(len(p)), key=p.__getitem__) == best
    return ce / len(data), hits / len(data)


def fit_prior(data: list[Example], epochs: int, l2: float, seed: int,
              lr: float = 0.05, batch: int = 64) -> list[float]:
    """The prior model's weights by Adam on the cross-entropy of the shares (sparse
    features: each move switches a few weights on)."""
    w = [0.0] * PM.SIZE
    m = [0.0] * PM.SIZE
    v = [0.0] * PM.SIZE
    b1, b2, eps = 0.9, 0.999, 1e-8
    rng = Rng(seed)
    t = 0
    for _ in range(epochs):
        order = list(range(len(data)))
        for i in range(len(order) - 1, 0, -1):
            j = rng.below(i + 1)
            order[i], order[j] = order[j], order[i]
        for start in range(0, len(order), batch):
            g: dict[int, float] = {}
            idx = order[start:start + batch]
            for k in idx:
                base, feats, target, _ = data[k]
                p = PM.softmax([b + sum(w[i] for i in f) for b, f in zip(base, feats)])
                for pi, ti, f in zip(p, target, feats):
                    e = pi - ti
                    for i in f:
                        g[i] = g.get(i, 0.0) + e
            t += 1
            scale = 1.0 / len(idx)
            c1, c2 = 1 - b1 ** t, 1 - b2 ** t
            # L2 on every weight each step, Adam's moments only where there is a signal
            for i in range(PM.SIZE):
                gi = g.get(i, 0.0) * scale + l2 * w[i]
                if not gi and not m[i]:
                    continue
                m[i] = b1 * m[i] + (1 - b1) * gi
                v[i] = b2 * v[i] + (1 - b2) * gi * gi
                w[i] -= lr * (m[i] / c1) / (math.sqrt(v[i] / c2) + eps)
    return w


def write_prior(path: Path, weights: list[float], cmd: str, report: list[str]) -> None:
    lines = ['"""Duel\'s learnt PUCT prior\'s weights (``engine.duel.bots.prior_model``),',
             f"fitted by ``{cmd}``.", "", *report, '"""', "", f"LAYOUT = {PM.LAYOUT}",
             "WEIGHTS: tuple[float, ...] = ("]
    lines += [f"    {x!r},  # {name}" for x, name in zip(weights, PM.names())]
    lines.append(")")
    path.write_text("\n".join(lines) + "\n")


# ---------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.cli.train_teacher",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("labels", nargs="+", type=Path)
    ap.add_argument("--what", default="prior,value")
    ap.add_argument("--value-target", choices=("root", "playon", "mix"), default="mix")
    ap.add_argument("--prior-target", choices=("shares", "best"), default="shares")
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--value-epochs", type=int, default=8)
    ap.add_argument("--l2", type=float, default=1e-4)
    ap.add_argument("--held", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--prior-out", type=Path, default=None)
    ap.add_argument("--value-out", type=Path, default=None)
    args = ap.parse_args(argv)
    what = set(args.what.split(","))
    if not what <= {"prior", "value"}:
        ap.error(f"--what takes prior and/or value, not {args.what!r}")
    data: list[Position] = []
    for path in args.labels:
        with open(path, encoding="utf-8") as f:
            data.extend(positions(f))
    train = [d for d in data if not held_out(d[1], args.held)]
    test = [d for d in data if held_out(d[1], args.held)]
    games = len({(d[1]["seed"], d[1]["game"]) for d in data})
    print(f"{len(data)} positions of {games} games; {len(test)} held out", flush=True)
    opts = command("engine.cli.train_teacher", argparse.Namespace(**{
        k: v for k, v in vars(args).items() if k not in ("labels", "prior_out", "value_out")}))
    cmd = opts.replace("train_teacher ", "train_teacher " + " ".join(
        p.name for p in args.labels) + " ", 1)
    if "prior" in what:
        tr = prior_examples(train, args.prior_target)
        te = prior_examples(test, args.prior_target)
        w = fit_prior(tr, args.epochs, args.l2, args.seed)
        zero = [0.0] * PM.SIZE
        report = [f"{len(tr)} positions, {len(te)} held out."]
        if te:
            uniform = sum(math.log(len(ex[2])) for ex in te) / len(te)
            fixed, fixed_hit = prior_loss(zero, te)
            learnt, learnt_hit = prior_loss(w, te)
            aim = "visit shares" if args.prior_target == "shares" else "most visited move"
            report.append(f"Held-out cross-entropy of the teacher's {aim}: "
                          f"{learnt:.4f} (the fixed prior {fixed:.4f}, uniform {uniform:.4f}); "
                          f"its most visited move the likeliest in {learnt_hit:.1%} "
                          f"(the fixed prior {fixed_hit:.1%}).")
        for line in report:
            print("prior: " + line, flush=True)
        if args.prior_out:
            write_prior(args.prior_out, w, cmd, report)
            print(f"wrote {args.prior_out}")
    if "value" in what:
        weights, report = fit_value(train, test, args.value_target, args.value_epochs,
                                    args.l2, args.seed)
        for line in report:
            print("value: " + line, flush=True)
        if args.value_out:
            train_value.write(args.value_out, weights, cmd, [x + "." for x in report])
            print(f"wrote {args.value_out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
