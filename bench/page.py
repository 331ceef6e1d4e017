#!/usr/bin/env python3
"""Measure the page in Debian's chromium and print the figures.

    python3 bench/page.py [--runs 3] [--no-build | --dist DIR]

Prints: time to first paint of the page shell (the loading indicator), cold time to an
interactive screen (empty profile, served over HTTP), warm time (service worker cache,
network off), time to a resumed table, bot move time (in the worker), save size and
save/load time (in the page), and the longest UI-thread block (long tasks) while bots
think. Figures only: nothing here is an assertion. Run times vary ~30% on shared machines.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from first_visit import RESUME_READY  # noqa: E402

from tools.site import DIST  # noqa: E402
from tools.site.assemble import build  # noqa: E402
from tools.site.server import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-quic", "--disable-sync",
]

TIMES = """() => {
  const paint = performance.getEntriesByType('paint');
  const fcp = paint.find(p => p.name === 'first-contentful-paint');
  const fp = paint.find(p => p.name === 'first-paint');
  return {first_paint: (fp || fcp || {}).startTime, fcp: (fcp || {}).startTime,
          interactive: window.__wondersInteractive};
}"""


def med(values: list[float]) -> str:
    values = [v for v in values if v is not None]
    if not values:
        return "n/a"
    if len(values) == 1:
        return f"{values[0]:.0f}"
    return f"{statistics.median(values):.0f} (min {min(values):.0f}, max {max(values):.0f})"


def serve(dist: Path):
    server = make_server(0, dist)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def play_turns(page, turns: int) -> None:
    sys.path.insert(0, str(ROOT / "tests" / "web"))
    from helpers import step

    done = 0
    while done < turns:
        if step(page).startswith("pick"):
            done += 1


def one_run(pw, dist: Path, run: int, fig: dict[str, list]) -> None:
    """One cold load, a game of six bots, and a warm offline resume; adds the figures."""
    sys.path.insert(0, str(ROOT / "tests" / "web"))
    from helpers import new_game

    server, url = serve(dist)
    with tempfile.TemporaryDirectory(prefix="wonders-bench-") as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=ARGS, headless=True,
            viewport={"width": 1024, "height": 768})
        ctx.set_default_timeout(90_000)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        # cold: empty profile, everything over HTTP
        page.goto(url)
        page.wait_for_selector("#app:not(.early) > main.screen")
        t = page.evaluate(TIMES)
        fig["cold_first_paint"].append(t["first_paint"])
        fig["cold_interactive"].append(t["interactive"])
        page.wait_for_function("() => window.__swReady !== undefined")
        page.evaluate("() => window.__swReady")
        # a game: one person, six bots, to time the bots and the saves
        new_game(page, [("human", "Ann")] + [("bot", f"Bot {i}") for i in range(1, 7)],
                 seed=100 + run)
        page.wait_for_function("() => window.__botsReady", timeout=90_000)
        start = page.evaluate("() => performance.now()")
        play_turns(page, 6)
        m = page.evaluate("() => window.__metrics")
        for key, name in (("bot_ms", "bot_ms"), ("save_ms", "save_ms"),
                          ("save_bytes", "save_bytes"), ("render_py", "render_py_ms"),
                          ("render_dom", "render_dom_ms")):
            fig[key] += m.get(name, [])
        blocks = page.evaluate(
            f"() => window.__longTasks.filter(t => t.start > {start}).map(t => t.duration)")
        fig["longest_block"].append(max(blocks, default=0))
        # warm: network gone, served by the service worker (the snapshot stored by it)
        page.wait_for_function("() => window.__snapshotStored", timeout=120_000)
        server.shutdown()
        server.server_close()
        ctx.set_offline(True)
        page.reload()
        page.wait_for_selector(RESUME_READY)
        t = page.evaluate(TIMES)
        fig["warm_first_paint"].append(t["first_paint"])
        fig["warm_interactive"].append(t["interactive"])
        t0 = page.evaluate("() => performance.now()")
        page.click("#resume")
        page.wait_for_selector("#hand .card")
        t1 = page.evaluate("() => performance.now()")
        fig["warm_table"].append(t["interactive"] + (t1 - t0))
        fig["load_ms"] += page.evaluate("() => window.__metrics.load_ms || []")
        ctx.close()


def print_figures(fig: dict[str, list]) -> None:
    print()
    print("Wonders page figures (ms; median of runs, min and max)")
    print(f"  shell first paint, cold            {med(fig['cold_first_paint'])}   (target < 300)")
    print(f"  shell first paint, warm offline    {med(fig['warm_first_paint'])}")
    print(f"  interactive home screen, cold      {med(fig['cold_interactive'])}   (target < 4000)")
    print(f"  interactive home screen, warm      {med(fig['warm_interactive'])}   (target < 2000)")
    print(f"  resumed table (home + resume), warm {med(fig['warm_table'])}")
    print(f"  bot move in the worker             {med(fig['bot_ms'])}  over "
          f"{len(fig['bot_ms'])} moves")
    print(f"  save size (bytes, 7 players)       {med(fig['save_bytes'])}")
    print(f"  save (pack + localStorage write)   {med(fig['save_ms'])}")
    print(f"  load (read + replay a saved game)  {med(fig['load_ms'])}")
    print(f"  longest UI-thread block in play    {med(fig['longest_block'])}   (target < 100)")
    print(f"  one table render: Python / DOM     {med(fig['render_py'])} / "
          f"{med(fig['render_dom'])}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--dist", help="a site built before (to compare two versions)")
    args = parser.parse_args()
    if not args.no_build and not args.dist:
        build(DIST)
    import shutil

    # a private copy: a rebuild of dist/ during the run (shared checkout) cannot spoil it
    dist = Path(tempfile.mkdtemp(prefix="wonders-bench-site-")) / "dist"
    shutil.copytree(args.dist or DIST, dist)
    from playwright.sync_api import sync_playwright

    fig: dict[str, list] = defaultdict(list)
    with sync_playwright() as pw:
        for run in range(args.runs):
            one_run(pw, dist, run, fig)
            print(f"run {run + 1}/{args.runs} done", flush=True)
    print_figures(fig)
    return 0


if __name__ == "__main__":
    sys.exit(main())
