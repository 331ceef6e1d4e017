#!/usr/bin/env python3
"""A tap's main-thread tasks during play, with the page's Python on the main thread and
in PyScript's worker (issue 55; ``?worker=1``), on ``bench/tablet.py``'s tablet profile,
from the same build.

    python3 bench/taps.py [--turns 3] [--level medium] [--profile tablet|desktop]
                          [--no-build | --dist DIR]

For each mode and game (4 players with 3 bots; Cities at 8 players with 7 bots), a fresh
browser on the tablet profile (``tablet.PROFILES``: the page's thread throttled 4x,
each worker thread capped at a quarter of a core when a cgroup is writable) plays the
person's first ``--turns`` picks. A ``PerformanceObserver`` of ``longtask`` entries
(tasks over 50 ms on the page's main thread) records, for each:

- tap: a card of the hand tapped (selected, then unselected), until the frame after
  the table is redrawn: the longest main-thread task in that time (under 50 ms counts
  as 50, "<=50" in the table);
- answers: the play button tapped until the next hand can be played (the move, the
  bots' answers coming back, the reveal): the longest task in that time and the
  blocking time (each task's time over 50 ms, summed);

and the page's own figure of a redraw's DOM work (``render_dom_ms``: ``web/ui.js``
replacing the tree it is given). It prints, per mode and game, the taps' p95 and
longest task, the answers' p95 and longest task and their blocking time, and the DOM
work's mean and p95. Figures only, never assertions; on a shared machine timings vary
30% and more.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web"), str(ROOT / "tests" / "web"), str(ROOT / "bench")]

from first_visit import ARGS, CHROMIUM, HOME_READY, serve  # noqa: E402
from tablet import DEVICE, GAMES, HAND, NEXT, PROFILES, READY, WorkerCap, quiet, renderers  # noqa: E402

from tools.site import DIST  # noqa: E402
from tools.site.assemble import build  # noqa: E402

OBSERVE = """
window.__long = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});
"""
# the longest task that ended after ``since`` (50: none over 50 ms)
LONGEST = """(since) => Math.max(50, ...window.__long
  .filter(([s, d]) => s + d >= since).map(([s, d]) => d))"""
BLOCKING = """(since) => window.__long.filter(([s, d]) => s + d >= since)
  .reduce((sum, [s, d]) => sum + Math.max(0, d - 50), 0)"""
TAP = """async () => {
  const card = document.querySelector('#hand .card:not([aria-disabled])');
  const renders = (window.__metrics.render_dom_ms || []).length;
  const t0 = performance.now();
  card.click();
  await new Promise((done) => {
    const check = () => ((window.__metrics.render_dom_ms || []).length > renders
      ? requestAnimationFrame(() => done()) : requestAnimationFrame(check));
    check();
  });
  await new Promise((done) => setTimeout(done, 0));  // the last task's entry is in
  return t0;
}"""
MODES = {"main thread": "?worker=0", "worker": "?worker=1"}


def start_game(page, seats: list[tuple[str, str]], options: dict[str, str], seed: int,
               level: str) -> None:
    """The new-game form filled as a person does, every bot seat at ``level``."""
    from helpers import choose, more

    page.click("#new-game")
    more(page)
    for key, value in options.items():
        choose(page, key, value)
    choose(page, "players", str(len(seats)))
    for i, (kind, name) in enumerate(seats):
        page.select_option(f"select[name=seat{i}-kind]", kind)
        page.fill(f"input[name=seat{i}-name]", name)
        if kind == "bot":
            page.select_option(f"select[name=seat{i}-level]", level)
    page.fill("#seed", str(seed))
    page.click("#start")


def play(page, turns: int, fig: dict[str, list]) -> None:
    """The person's first ``turns`` picks: two card taps timed before each, then the
    play tap until the next hand; other steps (an age's end, a power) untimed."""
    from helpers import step

    picks = 0
    while picks < turns:
        quiet(page)
        if not page.locator(READY).count():
            if step(page) == "end":
                return
            continue
        for _ in range(2):  # select, then unselect: each a redrawn table
            t0 = page.evaluate(TAP)
            fig["tap"].append(page.evaluate(LONGEST, t0))
        before = page.evaluate(HAND)
        page.locator("#hand .card.st-build:not([aria-disabled]), "
                     "#hand .card:not([aria-disabled])").first.click()
        t0 = page.evaluate("() => performance.now()")
        page.locator("#actions button.act").first.click()
        page.wait_for_function(
            "([sel, before]) => !document.querySelector('#thinking, .thinking')"
            " && !!document.querySelector(sel) && ([...document.querySelectorAll('#hand .card')]"
            ".map(c => c.dataset.card).join() !== before)", arg=[NEXT, before], timeout=600_000)
        page.wait_for_timeout(100)
        fig["answers"].append(page.evaluate(LONGEST, t0))
        fig["blocking"].append(page.evaluate(BLOCKING, t0))
        picks += 1
    fig["dom"] += page.evaluate("() => window.__metrics.render_dom_ms || []")


def one(pw, url: str, game: str, turns: int, level: str, capped: bool,
        profile: dict) -> dict[str, list]:
    fig: dict[str, list] = defaultdict(list)
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
    cap = WorkerCap() if capped else None
    try:
        ctx = browser.new_context(viewport={"width": 1024, "height": 768})
        ctx.set_default_timeout(900_000)
        ctx.add_init_script(DEVICE % (profile["cores"], profile["memory"]))
        ctx.add_init_script(OBSERVE)
        page = ctx.new_page()
        ctx.new_cdp_session(page).send("Emulation.setCPUThrottlingRate",
                                       {"rate": profile["throttle"]})
        if cap:
            cap.thread.start()
        page.goto(url)
        page.wait_for_selector(HOME_READY)
        page.wait_for_selector("#app:not(.early)")
        if cap:
            cap.pids = renderers(browser)
        seats, options = GAMES[game]
        start_game(page, seats, options, 11, level)
        page.wait_for_selector("#hand .card")
        play(page, turns, fig)
        ctx.close()
    finally:
        browser.close()
        if cap:
            cap.close()
    return fig


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def ms(value: float) -> str:
    return "<=50" if value <= 50 else f"{value:.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=3)
    parser.add_argument("--level", default="medium", help="the bots' level")
    parser.add_argument("--games", default=";".join(GAMES), help="games of tablet.GAMES, by \";\"")
    parser.add_argument("--profile", default="tablet", choices=sorted(PROFILES))
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--dist", type=Path)
    args = parser.parse_args()
    dist = args.dist or DIST
    if not (args.no_build or args.dist):
        build(dist)
    from playwright.sync_api import sync_playwright

    profile = PROFILES[args.profile]
    capped = profile["cap"] and WorkerCap.available()
    server, base = serve(dist)
    print(f"load average {os.getloadavg()[0]:.1f}; {args.profile} profile, worker cap: "
          f"{'a quarter core' if capped else 'NONE (no cgroup)'}; {args.turns} picks, "
          f"{args.level} bots", flush=True)
    rows = []
    with sync_playwright() as pw:
        for game in args.games.split(";"):
            for mode, query in MODES.items():
                fig = one(pw, base + query, game, args.turns, args.level, capped, profile)
                rows.append((game, mode, fig))
                print(f"{game} {mode} done", flush=True)
    server.shutdown()
    print(f"\n{'game':<20} {'mode':<12} {'tap p95 / max':>14} {'answers p95 / max':>18} "
          f"{'blocking/pick':>14} {'DOM ms mean / p95':>18}")
    for game, mode, fig in rows:
        dom = fig["dom"] or [0.0]
        print(f"{game:<20} {mode:<12} "
              f"{ms(p95(fig['tap'])) + ' / ' + ms(max(fig['tap'])):>14} "
              f"{ms(p95(fig['answers'])) + ' / ' + ms(max(fig['answers'])):>18} "
              f"{statistics.mean(fig['blocking']):>14.0f} "
              f"{statistics.mean(dom):>9.1f} / {p95(dom):.1f}")
    print(f"\n(load average now {os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
