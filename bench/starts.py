#!/usr/bin/env python3
"""Cold and warm starts alone, before and after, the two sites alternated visit by visit.

    python3 bench/starts.py [--before REF] [--visits 3] [--profile tablet|desktop]
                            [--network MBIT] [--warm] [--no-build]

Builds the "before" site (git ``REF``, by default where this branch left ``main``) and
this checkout's ("after") as ``bench/first_visit.py`` does, then makes ``--visits``
first visits of each (an empty browser profile each time), alternating before and after
so that the machine's load falls on both alike, and prints each visit's home screen
interactive (``window.__wondersInteractive``), how Python started (``plain``: a fresh
interpreter; ``network``: a memory snapshot downloaded on this visit; ``cache``: one a
visit before stored) and the medians. ``--profile tablet``: Chromium's CPU throttling at
rate 4 on the page, as ``bench/tablet.py`` (the snapshot's download runs in a worker,
which that throttling does not reach: a quarter-core cap of the worker thread, as
``bench/tablet.py`` applies to bot workers, is not applied here). ``--network MBIT``: the
page's connection held to MBIT Mbit/s down and up, 20 ms of latency (CDP
``Network.emulateNetworkConditions``, which reaches the page's workers too); none by
default (127.0.0.1). ``--warm``: after each cold visit, three warm offline visits (the
service worker serving the site and the snapshot), CPU throttling on for those only.

Figures only, never assertions; timings on a shared machine vary 30% and more.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web"), str(ROOT / "bench")]

from first_visit import ARGS, CHROMIUM, HOME_READY, serve, two_sites  # noqa: E402

RATES = {"tablet": 4, "desktop": 1}
HOW = ("() => window.__pyodideFromSnapshot ? 'cache'"
       " : window.__pyodideFromNetwork ? 'network' : 'plain'")


def visit(pw, site: Path, rate: float, mbit: float | None, warm: bool) -> tuple[list, list]:
    """One cold visit (and, with ``warm``, three warm ones): [(ms, how)] of each."""
    server, url = serve(site)
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
    cold, warmed = [], []
    try:
        ctx = browser.new_context(viewport={"width": 1024, "height": 768},
                                  service_workers="allow")
        ctx.set_default_timeout(300_000)
        page = ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        if mbit:
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", {
                "offline": False, "latency": 20, "downloadThroughput": mbit * 1e6 / 8,
                "uploadThroughput": mbit * 1e6 / 8})
        page.goto(url)
        page.wait_for_selector(HOME_READY)
        cold.append((page.evaluate("() => window.__wondersInteractive"), page.evaluate(HOW)))
        if warm:
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
            if mbit:
                cdp.send("Network.emulateNetworkConditions", {
                    "offline": False, "latency": 0, "downloadThroughput": -1,
                    "uploadThroughput": -1})
            page.wait_for_function("() => window.__swReady !== undefined")
            page.evaluate("() => window.__swReady")
            page.wait_for_function("() => window.__snapshotStored")
            page.wait_for_timeout(1500)
            ctx.set_offline(True)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
            for _ in range(3):
                page.reload()
                page.wait_for_selector(HOME_READY)
                warmed.append((page.evaluate("() => window.__wondersInteractive"),
                               page.evaluate(HOW)))
        ctx.close()
    finally:
        browser.close()
        server.shutdown()
        server.server_close()
    return cold, warmed


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", default=None)
    ap.add_argument("--visits", type=int, default=3)
    ap.add_argument("--profile", choices=sorted(RATES), default="tablet")
    ap.add_argument("--network", type=float, default=None, help="Mbit/s (default: none)")
    ap.add_argument("--warm", action="store_true")
    ap.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="wonders-starts-"))
    sites, ref = two_sites(args.before, work, rebuild=not args.no_build)
    print(f"before: {ref[:10]}; profile {args.profile} (CPU rate {RATES[args.profile]}); "
          f"network {args.network or 'not throttled'}{' Mbit/s' if args.network else ''}; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    from playwright.sync_api import sync_playwright

    figs: dict[str, dict[str, list]] = {s: {"cold": [], "warm": []} for s in sites}
    with sync_playwright() as pw:
        for n in range(args.visits):
            for name, site in sites.items():
                cold, warm = visit(pw, site, RATES[args.profile], args.network, args.warm)
                figs[name]["cold"] += cold
                figs[name]["warm"] += warm
                print(f"visit {n + 1} {name}: cold {cold[0][0]:.0f} ms ({cold[0][1]})"
                      + "".join(f", warm {ms:.0f} ms ({how})" for ms, how in warm), flush=True)
    for kind in ("cold", "warm") if args.warm else ("cold",):
        print(f"\n{kind}: home interactive, median (n)")
        for name in sites:
            values = [ms for ms, _ in figs[name][kind]]
            print(f"  {name:7} {statistics.median(values) / 1000:.2f} s (n={len(values)})")
    print(f"(load average now {os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
