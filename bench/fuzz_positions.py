"""A fuzzer of what a position or a rule example lets in (issue 32): hostile mutations
of the site's example files, of their positions alone (the CLI's ``score``) and of
their links, each followed through to its end.

    .venv/bin/python bench/fuzz_positions.py --seconds 180 --seed 1

For each input it counts:

* ``raw``: a refusal that is not one of the engine's named errors, or whose line names
  a Python exception (``TypeError``, ``invalid literal for int()``...);
* ``long``: a refusal line over 200 characters (or over one line);
* ``stuck``: an accepted game that, played on with random legal moves, reaches a state
  that is not over while a player to move has no legal move (or nobody is to move);
* ``unsavable``: an accepted game whose save, or link, fails to be made or read back.

A developer's tool: it is not part of the engine's wheel.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import os
import random
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(os.environ.get("WONDERS_ROOT", Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(ROOT))

from engine import examples, saves  # noqa: E402
from engine.cli.__main__ import main as cli_main  # noqa: E402
from engine.errors import WondersError  # noqa: E402

LIMIT = 200
MAX_MOVES = 3000
RAW = re.compile(r"\b[A-Z][a-zA-Z]*(Error|Exception)\b|invalid literal|Traceback|"
                 r"unhashable|object is not|has no attribute|URI malformed|"
                 r"Exceeds the limit|out of range|codec can't")
HOSTILE: list[Any] = [
    None, True, False, 0, -1, 1, 2, 7, 99, 10**30, -(10**30), 2**64, 2**63, -(2**63) - 1,
    1.5, float("nan"), "", "x", "\ud800", "Ann\ud800", "x" * 5000, "Lumber Yard",
    "Temple", "Workers Guild", "Pawnshop", "Gamblers' Den", "Olympia", "B", "night",
    [], [None], ["Lumber Yard"] * 7, [{"card": "Temple"}], {}, {"a": 1},
    {"card": "Temple"}, [[1, 2]], ["Babylon"],
]
CARDS_SOME = ["Lumber Yard", "Stone Pit", "Clay Pool", "Ore Vein", "Loom", "Press",
              "Glassworks", "Baths", "Altar", "Theater", "Tavern", "Stockade", "Barracks",
              "Apothecary", "Workshop", "Scriptorium", "Temple", "Forum", "Caravansery",
              "University", "Arena", "Workers Guild", "Pawnshop", "Militia",
              "Gamblers' Den", "Clay Reserve", "Quarry", "Sawmill", "Aqueduct"]


class Tally:
    def __init__(self) -> None:
        self.tried = {"examples": 0, "positions (CLI)": 0, "links": 0}
        self.accepted = 0
        self.refused = 0
        self.raw: list[str] = []
        self.long: list[str] = []
        self.stuck: list[str] = []
        self.unsavable: list[str] = []

    def line(self, text: str, origin: str) -> None:
        self.refused += 1
        if RAW.search(text):
            self.raw.append(f"{origin}: {text[:160]}")
        if len(text) > LIMIT or "\n" in text.strip():
            self.long.append(f"{origin}: {len(text)} chars: {text[:80]}")

    def report(self) -> str:
        out = [f"tried: {self.tried} (total {sum(self.tried.values())})",
               f"accepted {self.accepted}, refused {self.refused}",
               f"raw Python messages: {len(self.raw)}",
               f"accepted then stuck: {len(self.stuck)}",
               f"accepted then unsavable: {len(self.unsavable)}",
               f"lines over {LIMIT} characters: {len(self.long)}"]
        for name in ("raw", "stuck", "unsavable", "long"):
            seen: set[str] = set()
            for item in getattr(self, name):
                key = item[:70]
                if key not in seen and len(seen) < 6:
                    seen.add(key)
                    out.append(f"  {name}: {item[:240]!r}")
        return "\n".join(out)


# ---- mutations ---------------------------------------------------------------------

def paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += paths(v, prefix + (i,))
    return out


def get(node: Any, path: tuple) -> Any:
    for p in path:
        node = node[p]
    return node


def mutate(data: Any, rng: random.Random) -> Any:
    data = copy.deepcopy(data)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        every = paths(data)
        path = rng.choice(every[1:]) if len(every) > 1 else ()
        if not path:
            continue
        parent, key = get(data, path[:-1]), path[-1]
        value = parent[key]
        roll = rng.random()
        if roll < 0.35:
            parent[key] = copy.deepcopy(rng.choice(HOSTILE))
        elif roll < 0.45 and isinstance(parent, dict):
            del parent[key]
        elif roll < 0.6 and isinstance(value, list):
            if value and rng.random() < 0.5:
                parent[key] = value[:rng.randrange(len(value))]
            else:
                parent[key] = value + [copy.deepcopy(rng.choice(value or CARDS_SOME))]
        elif roll < 0.75 and isinstance(value, str):
            parent[key] = rng.choice(CARDS_SOME + ["\ud800", value * 3, value + "\udc00"])
        elif roll < 0.85 and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = rng.choice((value + 1, value - 1, -value, value * 10**20, 0))
        elif isinstance(parent, dict):
            parent[rng.choice(("pile", "copied", "teams", "cities", "seed", "hand",
                               "discard", "expect", "holder"))] = copy.deepcopy(
                rng.choice(HOSTILE + [[rng.choice(CARDS_SOME) for _ in range(rng.randrange(9))]]))
    return data


def special(rng: random.Random, files: list[dict]) -> Any:
    """The issue's own hostile inputs, and variations of them."""
    free = next(f for f in files if f.get("position", {}).get("free_city"))
    duel = next(f for f in files if f.get("position", {}).get("game") == "duel")
    pick = rng.randrange(9)
    if pick == 0:
        d = copy.deepcopy(free)
        d["position"]["free_city"]["pile"] = [rng.choice(CARDS_SOME)
                                              for _ in range(rng.randrange(6))]
        return d
    if pick == 1:
        d = copy.deepcopy(duel)
        d["position"]["seed"] = rng.choice((10**30, 2**64, -(2**63) - 1, 2**70))
        return d
    if pick == 2:
        d = copy.deepcopy(rng.choice(files))
        d[rng.choice(("title", "caption"))] = "Ann\ud800"
        return d
    if pick == 3:
        d = copy.deepcopy(rng.choice(files))
        d["expect"] = {"legal": {"0": [{"card": "Temple"}]}}
        return d
    if pick == 4:
        d = copy.deepcopy(rng.choice(files))
        d["position"]["teams"] = "x" * rng.choice((300, 200000))
        return d
    if pick == 5:
        d = copy.deepcopy(free)
        d["position"]["players"][0]["hand"] = ["Lumber Yard"] * 8
        return d
    if pick == 6:
        d = copy.deepcopy(rng.choice(files))
        pl = d["position"]["players"][0]
        pl["name"] = rng.choice(("\ud800", "x" * 3000, "a\nb"))
        return d
    if pick == 7:
        d = copy.deepcopy(free)
        d["position"]["free_city"]["pile"] = ["Pawnshop", "Militia", "Gamblers' Den"]
        return d
    d = copy.deepcopy(free)
    d["position"]["free_city"] |= {"wonder": "Olympia", "side": "B", "stages": 3,
                                    "copied": "Workers Guild"}
    d["position"]["players"][0]["cards"] = ["Workers Guild"]
    d["position"]["age"] = 3
    for pl in d["position"]["players"]:
        pl.pop("hand", None)
    return d


def link_variant(rng: random.Random, link: str) -> str:
    pick = rng.randrange(7)
    if pick == 0:
        return "x²." + link[3:]
    if pick == 1:
        return "x" + "9" * rng.choice((50, 5000)) + "." + link[3:]
    if pick == 2:
        i = rng.randrange(len(link))
        return link[:i] + rng.choice("._-%²Aa0\ud800") + link[i + 1:]
    if pick == 3:
        return link[:rng.randrange(len(link))]
    if pick == 4:
        return "x1." + "A" * rng.choice((10, 7000))
    if pick == 5:
        return "%E0%A4%A" + link
    return link * 2


# ---- following an input through ------------------------------------------------------

def follow_example(data: Any, tally: Tally, origin: str, rng: random.Random) -> None:
    try:
        example = examples.parse(data)
        states = examples.states(example)
    except WondersError as exc:
        tally.line(str(exc), origin)
        return
    except Exception as exc:  # noqa: BLE001 - what we count
        tally.raw.append(f"{origin}: {type(exc).__name__}: {str(exc)[:120]}")
        return
    tally.accepted += 1
    try:
        link = examples.encode(data)
        examples.decode(link)
    except WondersError as exc:
        if "too long for a link" not in str(exc):
            tally.unsavable.append(f"{origin}: link: {exc}")
    except Exception as exc:  # noqa: BLE001
        tally.unsavable.append(f"{origin}: link: {type(exc).__name__}: {str(exc)[:100]}")
    play_on(states[-1], tally, origin, rng)


def play_on(state: Any, tally: Tally, origin: str, rng: random.Random) -> None:
    state = state.clone()
    for _ in range(MAX_MOVES):
        if not _savable(state, tally, origin):
            return
        if state.is_terminal():
            return
        movers = state.current_players()
        moves = {p: state.legal_actions(p) for p in movers}
        if not movers or any(not m for m in moves.values()):
            tally.stuck.append(f"{origin}: not over, movers {movers}, no legal move "
                               f"({len(state.log)} moves played)")
            return
        p = rng.choice(movers)
        state.apply(p, rng.choice(moves[p]))
    tally.stuck.append(f"{origin}: over {MAX_MOVES} moves")


def _savable(state: Any, tally: Tally, origin: str) -> bool:
    try:
        blob = saves.dumps(state, {"name": "fuzz"})
        back = saves.loads(blob)
        assert len(back.log) == len(state.log)
        return True
    except Exception as exc:  # noqa: BLE001
        tally.unsavable.append(f"{origin}: save: {type(exc).__name__}: {str(exc)[:100]}")
        return False


def follow_cli(position: Any, tally: Tally, origin: str) -> None:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False,
                                     encoding="utf-8", errors="surrogatepass") as fh:
        json.dump(position, fh, ensure_ascii=True)
        name = fh.name
    err = io.StringIO()
    out = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            code = cli_main(["score", name])
    except Exception as exc:  # noqa: BLE001
        tally.raw.append(f"{origin}: CLI raised {type(exc).__name__}: {str(exc)[:100]}")
        return
    finally:
        os.unlink(name)
    if code:
        tally.line(err.getvalue().strip(), origin)
    else:
        tally.accepted += 1


def follow_link(text: str, tally: Tally, origin: str, rng: random.Random) -> None:
    try:
        data = examples.read(text)
    except WondersError as exc:
        tally.line(str(exc), origin)
        return
    except Exception as exc:  # noqa: BLE001
        tally.raw.append(f"{origin}: {type(exc).__name__}: {str(exc)[:120]}")
        return
    follow_example(data, tally, origin, rng)


def run(seconds: float, seed: int) -> Tally:
    rng = random.Random(seed)
    files = [json.loads(p.read_text()) for p in sorted((ROOT / "web" / "examples").glob("*.json"))]
    links = [examples.encode(f) for f in files]
    tally = Tally()
    start = time.monotonic()
    i = 0
    while time.monotonic() - start < seconds:
        i += 1
        kind = i % 4
        if kind == 0:
            data = special(rng, files) if rng.random() < 0.3 else mutate(rng.choice(files), rng)
            tally.tried["examples"] += 1
            follow_example(data, tally, f"example #{i}", rng)
        elif kind == 1:
            base = special(rng, files) if rng.random() < 0.3 else rng.choice(files)
            position = mutate(base["position"], rng)
            tally.tried["positions (CLI)"] += 1
            follow_cli(position, tally, f"CLI #{i}")
        elif kind == 2:
            tally.tried["links"] += 1
            follow_link(link_variant(rng, rng.choice(links)), tally, f"link #{i}", rng)
        else:
            data = mutate(rng.choice(files), rng)
            tally.tried["examples"] += 1
            follow_example(data, tally, f"example #{i}", rng)
    return tally


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    tally = run(args.seconds, args.seed)
    print(tally.report())
    bad = tally.raw or tally.stuck or tally.unsavable or tally.long
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
