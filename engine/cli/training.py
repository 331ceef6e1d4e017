"""What the commands that learn a bot's value share (``train_value`` for Duel,
``train_classic_value`` for 7 Wonders): games played in seed order over several
processes, the command line written into the weights, and the weights' module text."""

from __future__ import annotations

import argparse
import multiprocessing
from collections.abc import Callable, Sequence
from typing import Any

Play = Callable[..., list[Any]]


def _chunk(args: tuple[Play, int, int, tuple[Any, ...]]) -> list[Any]:
    play, first, count, extra = args
    out: list[Any] = []
    for seed in range(first, first + count):
        out.extend(play(seed, *extra))
    return out


def collect(play: Play, seed: int, games: int, jobs: int, *extra: Any) -> list[Any]:
    """The rows ``play(seed, *extra)`` gives for ``games`` seeds from ``seed``, in seed
    order whatever ``jobs`` (processes; ``play`` a module-level function)."""
    step = max(1, games // (jobs * 8))
    chunks = [(play, seed + i, min(step, games - i), extra) for i in range(0, games, step)]
    if jobs <= 1:
        parts = [_chunk(c) for c in chunks]
    else:
        with multiprocessing.Pool(jobs) as pool:
            parts = pool.map(_chunk, chunks)
    return [row for part in parts for row in part]


def command(prog: str, args: argparse.Namespace) -> str:
    """The command line that makes the same weights (``--out`` and ``--jobs`` left out:
    they do not change them)."""
    return f"python -m {prog} " + " ".join(
        f"--{k.replace('_', '-')} {v}" for k, v in vars(args).items()
        if k not in ("out", "jobs"))


def weights_lines(weights: dict[int, tuple[float, ...]], names: Sequence[str]) -> list[str]:
    """``WEIGHTS``' lines: for each Age its bias, then a weight a feature, named."""
    lines = ["WEIGHTS: dict[int, tuple[float, ...]] = {"]
    for age in sorted(weights):
        lines.append(f"    {age}: (")
        lines.append(f"        {weights[age][0]!r},  # bias")
        lines.extend(f"        {x!r},  # {name}" for name, x in zip(names, weights[age][1:]))
        lines.append("    ),")
    lines.append("}")
    return lines
