"""Seeded games as fingerprints: the same seeds must give the same games and saves.

    python3 tools/golden.py record [--per 200]   # write tests/engine/fixtures/golden.json
    python3 tools/golden.py check  [--per 200]   # compare with it (exit 1 on a change)

For every game and set-up of ``CASES``, ``--per`` games are played from seeds 0, 1, ...
by a cycle of bot line-ups (random, rbAI, greedy and a small search: every bot kind
draws from its own seeded generator). Each game's save bytes (``engine.saves.dumps``,
fixed metadata) and final score pads are hashed; a case's fingerprint is the hash of
its games' hashes (and, for the test suite, that of its first ``QUICK`` games). A
refactoring that keeps the rules must keep every fingerprint.
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "engine" / "fixtures" / "golden.json"


def seats(n: int) -> list[str]:
    """The seats' names of a 7 Wonders case (part of its set-up, so of its saves)."""
    return [f"P{i}" for i in range(n)]


# (case name, game, set-up, line-ups cycled over the seeds)
CASES: list[tuple[str, str, dict[str, Any], list[list[str]]]] = [
    *[(f"7wonders-{n}p-{side}", "7wonders", {"players": n, "sides": side, "names": seats(n)},
       [["random"] * n, ["rbai"] * n, ["greedy"] + ["random"] * (n - 1),
        ["rbai", "greedy"] * n])
      for n in (3, 4, 5, 6, 7) for side in ("A", "B", "random")],
    # the 1st edition at 2 players: the Free City variant
    *[(f"7wonders-2p-{side}", "7wonders", {"players": 2, "sides": side, "names": seats(2)},
       [["random"] * 2, ["rbai"] * 2, ["greedy", "random"], ["rbai", "greedy"]])
      for side in ("A", "B", "random")],
    *[(f"7wonders-e2-{n}p-{side}", "7wonders", {"players": n, "sides": side, "edition": 2,
                                                "names": seats(n)},
       [["random"] * n, ["rbai"] * n, ["greedy"] + ["random"] * (n - 1),
        ["rbai", "greedy"] * n])
      for n in (3, 4, 5, 6, 7) for side in ("day", "night", "random")],
    *[(f"duel-{mode}", "duel", {"wonders": mode},
       [["random", "random"], ["greedy", "random"], ["rbai", "greedy"]])
      for mode in ("draft", "first-game")],
]
# a few games with the search bots (slower: few of them)
SEARCH_CASES: list[tuple[str, str, dict[str, Any], list[str]]] = [
    ("7wonders-3p-search", "7wonders", {"players": 3, "names": seats(3)},
     ["strong:4", "rbai", "greedy"]),
    ("7wonders-4p-search", "7wonders", {"players": 4, "sides": "B", "names": seats(4)},
     ["strong:4", "rbai", "random", "greedy"]),
    ("duel-search", "duel", {}, ["strong:6", "greedy"]),
]


QUICK = 10  # the tests check the fingerprint of each case's first QUICK games
CHECKPOINTS = (QUICK, 30)  # fingerprints also kept after this many games of a case


def play(game: str, config: dict[str, Any], levels: list[str], seed: int) -> str:
    """One seeded game between bots; the hash of its save and its score pads."""
    from engine import new_game, saves
    from engine.bots import make_bot

    state = new_game(game, seed=seed, **config)
    bots = [make_bot(game, lv, seed=seed * 1000 + i) for i, lv in enumerate(levels)]
    while not state.is_terminal():
        for p in state.current_players():
            state.apply(p, bots[p].act(state.view(p), state.legal_actions(p)))
    blob = saves.dumps(state, {"name": "golden"})
    pads = json.dumps(state.scores(), sort_keys=True).encode()
    return hashlib.sha256(blob + b"|" + pads).hexdigest()


def fingerprints(per: int, search_per: int,
                 only: list[str] | None = None) -> dict[str, dict[str, Any]]:
    """The fingerprints of every case (or of the cases matching a pattern of ``only``)."""
    def wanted(name: str) -> bool:
        return only is None or any(fnmatch.fnmatch(name, pat) for pat in only)

    out: dict[str, dict[str, Any]] = {}
    for name, game, config, lineups in CASES:
        if not wanted(name):
            continue
        h = hashlib.sha256()
        out[name] = {"games": per}
        for seed in range(per):
            h.update(play(game, config, lineups[seed % len(lineups)], seed).encode())
            if seed + 1 in CHECKPOINTS:
                out[name][f"first{seed + 1}"] = h.hexdigest()
        out[name]["sha256"] = h.hexdigest()
        print(f"{name}: {per} games {h.hexdigest()[:16]}", file=sys.stderr, flush=True)
    for name, game, config, levels in SEARCH_CASES:
        if not wanted(name):
            continue
        h = hashlib.sha256()
        for seed in range(search_per):
            h.update(play(game, config, levels, seed).encode())
        out[name] = {"games": search_per, "sha256": h.hexdigest()}
        print(f"{name}: {search_per} games {h.hexdigest()[:16]}", file=sys.stderr, flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(ROOT))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", choices=["record", "check"])
    ap.add_argument("--per", type=int, default=150,
                    help="games a case (the fixture holds 150 a case)")
    ap.add_argument("--search-per", type=int, default=4, help="games a search case")
    ap.add_argument("--out", default=None, help="write here instead of the fixture")
    ap.add_argument("--only", nargs="+", default=None, metavar="PATTERN",
                    help="only the cases matching these patterns (record adds them to "
                         "the fixture's other cases)")
    args = ap.parse_args(argv)
    got = fingerprints(args.per, args.search_per, args.only)
    path = Path(args.out) if args.out else FIXTURE
    if args.command == "record":
        path.parent.mkdir(parents=True, exist_ok=True)
        if args.only and FIXTURE.exists():
            got = {**json.loads(FIXTURE.read_text()), **got}
        path.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n")
        print(f"wrote {path}: {sum(c['games'] for c in got.values())} games")
        return 0
    want = json.loads(FIXTURE.read_text())

    def recorded(case: str, games: int) -> str | None:
        w = want.get(case, {})
        return w.get("sha256") if w.get("games") == games else w.get(f"first{games}")

    same, bad, unchecked = [], [], []
    for case, fp in got.items():
        expect = recorded(case, fp["games"])
        if expect is None:
            unchecked.append(case)
        else:
            (same if expect == fp["sha256"] else bad).append(case)
    print(f"{len(same)} cases equal ({sum(got[k]['games'] for k in same)} games); "
          f"{len(bad)} changed: {', '.join(bad) or '-'}; "
          f"{len(unchecked)} not recorded at that length: {', '.join(unchecked) or '-'}")
    return 1 if bad or unchecked else 0


if __name__ == "__main__":
    sys.exit(main())
