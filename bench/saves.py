#!/usr/bin/env python3
"""Measure what a move's save costs the page's storage layer, in CPython.

    python3 bench/saves.py [--games 40] [--moves 200] [--before REV]

A 7-player game is saved after each of its moves (``storage.SaveStore.write``, as the
page's autosave calls it, over the revision it wrote last) while ``--games`` other
games lie in storage; it prints the keys read and written per save and the time of the
storage work (the blob is packed once, outside the timing). With ``--before REV`` the
same run measures ``web/wonders_ui/storage.py`` as it was at git revision ``REV`` too,
over the same saves. Figures only: nothing here is an assertion.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from wonders_ui import storage  # noqa: E402

from engine import new_game, saves  # noqa: E402


def storage_at(rev: str) -> types.ModuleType:
    """``wonders_ui.storage`` as it was at git revision ``rev``."""
    source = subprocess.run(["git", "show", f"{rev}:web/wonders_ui/storage.py"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout
    module = types.ModuleType("wonders_ui.storage_before")
    module.__package__ = "wonders_ui"
    sys.modules[module.__name__] = module  # dataclasses look their module up
    exec(compile(source, f"storage.py@{rev}", "exec"), module.__dict__)  # noqa: S102
    return module


class Counting:
    """localStorage as a dict of strings, counting reads and writes."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}
        self.reads = self.writes = 0

    def get(self, key: str) -> str | None:
        self.reads += 1
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.writes += 1
        self.data[key] = str(value)

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)

    def swap(self, key: str, old: str | None, value: str, cache: tuple[str, str]) -> None:
        """The save, then its cache (``storage.swap_here``: the check is the caller's)."""
        self.set(key, value)
        self.set(*cache)


def saves_of_a_game(moves: int) -> list[tuple[bytes, dict]]:
    """The blob and metadata of each save of a 7-player game played by its first moves."""
    state = new_game("7wonders", seed=11, players=7, names=[f"P{i}" for i in range(7)])
    out = []
    while len(out) < moves and not state.is_terminal():
        for p in list(state.current_players()):
            state.apply(p, state.legal_actions(p)[0])
        meta = {"name": "A long game", "game": "7wonders", "players": [f"P{i}" for i in range(7)],
                "age": 1, "date": "2026-01-01 10:00", "over": False,
                "seats": [{"kind": "bot", "name": f"P{i}", "level": "medium"} for i in range(7)],
                "glimpse": [{"tile": None, "built": 3, "of": 3, "score": 10}] * 7,
                "to_move": list(range(7))}
        out.append((saves.dumps(state, meta), meta))
    return out


def measure(module: types.ModuleType, others: int, played: list[tuple[bytes, dict]]) -> dict:
    backend = Counting()
    store = module.SaveStore(backend)
    for k in range(others):
        blob, meta = played[min(k, len(played) - 1)]
        store.write(f"other-{k:03}", blob, {**meta, "name": f"Game {k}"})
    rev = module.Revision()
    times, reads, writes = [], [], []
    for blob, meta in played:
        nxt = rev.next("bench")
        meta = {**meta, **nxt.meta()}
        backend.reads = backend.writes = 0
        t0 = time.perf_counter()
        store.write("played", blob, meta, expect=rev)
        times.append((time.perf_counter() - t0) * 1000)
        reads.append(backend.reads)
        writes.append(backend.writes)
        rev = nxt
    return {"ms": times, "reads": reads, "writes": writes}


def line(label: str, fig: dict) -> str:
    ms = fig["ms"]
    return (f"  {label:<28} {statistics.median(ms):.3f} ms (min {min(ms):.3f}, max "
            f"{max(ms):.3f}); reads {statistics.median(fig['reads']):.0f}, writes "
            f"{statistics.median(fig['writes']):.0f} a save")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40, help="other games in storage")
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--before", help="a git revision to measure too")
    args = parser.parse_args()
    played = saves_of_a_game(args.moves)
    print(f"A 7-player game's save after each of {len(played)} moves, {args.games} other "
          "games stored (medians)")
    if args.before:
        print(line(f"storage.py at {args.before}", measure(storage_at(args.before), args.games,
                                                             played)))
    print(line("storage.py now", measure(storage, args.games, played)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
