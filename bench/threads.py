#!/usr/bin/env python3
"""The main thread's long tasks with the page's Python on it and in PyScript's worker
(issue 55; ``?worker=1``), in Debian's chromium, from the same build.

    python3 bench/threads.py [--runs 3] [--turns 3] [--no-build | --dist DIR]

For each mode and run, in a fresh profile (a first visit), a ``PerformanceObserver``
of ``longtask`` entries (tasks over 50 ms on the page's main thread) records:

- boot: from navigation until Python's first screen (``#app:not(.early)``);
- play: a 4-player game against 3 bots (``medium``), the person's first ``--turns``
  picks, each until the next hand can be played;

and prints, per phase, the long tasks' count, the longest and their blocking time (the
sum of each task's time over 50 ms, as Lighthouse's TBT counts it), medians over the
runs. No throttling: Chromium's CPU throttling slows the page's thread and not its
workers, which would flatter the worker. Figures only, nothing here is an assertion.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]

from page import ARGS, CHROMIUM, serve  # noqa: E402

from tools.site import DIST  # noqa: E402
from tools.site.assemble import build  # noqa: E402

OBSERVE = """
window.__long = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__long.push(e.duration);
}).observe({type: "longtask", buffered: true});
"""
MODES = {"main thread": "?worker=0", "worker": "?worker=1"}


def figures(durations: list[float]) -> dict[str, float]:
    return {"count": len(durations), "longest": max(durations, default=0.0),
            "blocking": sum(max(0.0, d - 50) for d in durations)}


def one_run(pw, url: str, turns: int) -> dict[str, dict[str, float]]:
    from helpers import READY, SCREEN_READY, new_game, step

    with tempfile.TemporaryDirectory(prefix="wonders-threads-") as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=ARGS, headless=True,
            viewport={"width": 1024, "height": 768})
        ctx.set_default_timeout(180_000)
        ctx.add_init_script(OBSERVE)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        page.goto(url)
        page.wait_for_selector(SCREEN_READY)
        boot = page.evaluate("() => window.__long.splice(0)")
        new_game(page, [("human", "Ann")] + [("bot", f"Bot {i}") for i in (1, 2, 3)],
                 seed=41)
        picks = 0
        while picks < turns:
            page.wait_for_selector(READY)
            if step(page).startswith("pick"):
                picks += 1
        page.wait_for_selector(READY)
        play = page.evaluate("() => window.__long.splice(0)")
        ctx.close()
    return {"boot": figures(boot), "play": figures(play)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--turns", type=int, default=3)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--dist", type=Path)
    args = parser.parse_args()
    dist = args.dist or DIST
    if not (args.no_build or args.dist):
        build(dist)
    from playwright.sync_api import sync_playwright

    server, base = serve(dist)
    print(f"load average {os.getloadavg()[0]:.2f}; {args.runs} runs, medians")
    print(f"{'mode':<12} {'phase':<5} {'long tasks':>10} {'longest ms':>11} {'blocking ms':>12}")
    with sync_playwright() as pw:
        for mode, query in MODES.items():
            runs = [one_run(pw, base + query, args.turns) for _ in range(args.runs)]
            for phase in ("boot", "play"):
                med = {k: statistics.median(r[phase][k] for r in runs)
                       for k in ("count", "longest", "blocking")}
                print(f"{mode:<12} {phase:<5} {med['count']:>10.0f} {med['longest']:>11.0f}"
                      f" {med['blocking']:>12.0f}")
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
