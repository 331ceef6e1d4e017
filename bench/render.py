#!/usr/bin/env python3
"""Measure what drawing the 7 Wonders table costs the page's main thread, in chromium.

    python3 bench/render.py [--runs 3] [--no-build | --dist DIR] [--players 7] [--size 1280x800]

A game of one person and bots (``--players``) is played into Age III; then, per move
(the person's pick and every bot's answer, up to the next hand) and per render (a tap
that selects a card and the table drawn again), it prints the main thread's time from
Chrome's own counters (``Performance.getMetrics``: all tasks, scripts, style, layout)
and the page's ``render_py_ms`` (the tree built in Python) and ``render_dom_ms``
(``web/ui.js`` turning it into DOM). Figures only, medians with min and max: nothing
here is an assertion. Shared machines vary ~30%; note the load average printed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]

from page import ARGS, CHROMIUM, serve  # noqa: E402

from tools.site import DIST  # noqa: E402
from tools.site.assemble import build  # noqa: E402

COUNTERS = ("TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration")
FRAME = "() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))"


def counters(cdp) -> dict[str, float]:
    """Chrome's main-thread counters now, in ms."""
    got = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return {k: got.get(k, 0.0) * 1000 for k in COUNTERS}


def since(cdp, before: dict[str, float]) -> dict[str, float]:
    now = counters(cdp)
    return {k: now[k] - before[k] for k in COUNTERS}


def metrics(page, name: str) -> list[float]:
    return page.evaluate(f"() => (window.__metrics[{name!r}] || []).slice()")


def until_age3(page) -> None:
    from helpers import step

    while page.locator("#age").count() == 0 or "III" not in (
            page.locator("#age").text_content() or ""):
        if step(page) == "end":
            return


def one_run(pw, dist: Path, run: int, args, fig: dict[str, list]) -> None:
    from helpers import READY, new_game, step

    width, height = (int(x) for x in args.size.split("x"))
    server, url = serve(dist)
    with tempfile.TemporaryDirectory(prefix="wonders-render-") as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=ARGS, headless=True,
            viewport={"width": width, "height": height})
        ctx.set_default_timeout(120_000)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Performance.enable")
        page.goto(url)
        page.wait_for_selector("#app:not(.early) > main.screen")
        seats = [("human", "Ann")] + [("bot", f"Bot {i}") for i in range(1, args.players)]
        new_game(page, seats, seed=300 + run)
        page.wait_for_function("() => window.__botsReady", timeout=120_000)
        until_age3(page)
        for _ in range(args.moves):  # a move: the pick and the bots' answers, to the next hand
            page.wait_for_selector(READY)
            page.evaluate(FRAME)
            renders = len(metrics(page, "render_dom_ms"))
            before = counters(cdp)
            if step(page) == "end":
                break
            page.wait_for_selector(READY)
            page.evaluate(FRAME)
            spent = since(cdp, before)
            fig["move_renders"].append(len(metrics(page, "render_dom_ms")) - renders)
            for k, v in spent.items():
                fig["move " + k].append(v)
        if page.locator("#hand .card").count():
            for i in range(args.taps):  # a render: select a card (and again: unselect)
                page.evaluate(FRAME)
                py, dom = len(metrics(page, "render_py_ms")), len(metrics(page, "render_dom_ms"))
                before = counters(cdp)
                page.locator("#hand .card").nth(i % 2).click()
                page.evaluate(FRAME)
                for k, v in since(cdp, before).items():
                    fig["tap " + k].append(v)
                fig["render_py_ms"] += metrics(page, "render_py_ms")[py:]
                fig["render_dom_ms"] += metrics(page, "render_dom_ms")[dom:]
        ctx.close()
    server.shutdown()
    server.server_close()


def med(values: list[float]) -> str:
    if not values:
        return "n/a"
    return (f"{statistics.median(values):6.1f} (min {min(values):.1f}, max {max(values):.1f},"
            f" n={len(values)})")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--moves", type=int, default=4)
    parser.add_argument("--taps", type=int, default=10)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--dist", help="a site built before (to compare two versions)")
    args = parser.parse_args()
    if not args.no_build and not args.dist:
        build(DIST)
    import shutil

    dist = Path(tempfile.mkdtemp(prefix="wonders-render-site-")) / "dist"
    shutil.copytree(args.dist or DIST, dist)
    from playwright.sync_api import sync_playwright

    fig: dict[str, list] = defaultdict(list)
    with sync_playwright() as pw:
        for run in range(args.runs):
            one_run(pw, dist, run, args, fig)
            print(f"run {run + 1}/{args.runs} done", flush=True)
    print(f"\nTable render, {args.players} players, {args.size}, Age III; load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())} (ms: median, min, max)")
    print(f"  renders a move                   {med(fig['move_renders'])}")
    for scope in ("move", "tap"):
        for k in COUNTERS:
            print(f"  {scope:4} {k:27} {med(fig[f'{scope} {k}'])}")
    print(f"  render_py_ms (Python tree)       {med(fig['render_py_ms'])}")
    print(f"  render_dom_ms (ui.js DOM)        {med(fig['render_dom_ms'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
