#!/usr/bin/env python3
"""Lighthouse's mobile audit of the site's pages, before and after, on the project's
own server (``tools/site/server.py``, the precompressed copies negotiated).

    python3 bench/lighthouse.py [--before REF] [--runs 3] [--pages index,rules,embed]
                                [--modes simulate,devtools] [--sites before,after]
                                [--no-build]

Lighthouse is pinned (``LIGHTHOUSE``) and installed by npm, the first time, into
``node_modules/.wonders-cache/lighthouse`` (outside the site and the committed files);
it drives Debian's chromium (``CHROME_PATH``, ``--headless --no-sandbox``) in its
default mobile mode: a slow 4G link and a CPU 4x slower, either simulated from an
unthrottled load (``simulate``, Lighthouse's default) or applied to the page as it
loads (``devtools``). Each run is a fresh profile: a first visit.

For each site, page and mode it prints the median of ``--runs`` runs (performance
score, FCP, LCP, TBT, CLS, bytes transferred) and, for every run, Lighthouse's
benchmark index of the machine and the load average as the run started: this machine
is shared, and the simulated figures scale with the benchmark index.

The sites are the ones ``bench/first_visit.py`` compares ("before": git ``REF``, by
default where this branch left ``main``; "after": this checkout's build). Figures
only, never assertions.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from first_visit import serve, two_sites  # noqa: E402

from tools.site import NODE_MODULES  # noqa: E402

LIGHTHOUSE = "12.2.3"
PREFIX = NODE_MODULES / ".wonders-cache" / "lighthouse"
CHROME = "/usr/bin/chromium"
PAGES = {
    "index": "index.html",
    "index-main": "index.html?worker=0",  # the page's Python on the main thread (issue 55)
    "rules": "rules.html",
    "embed": "embed.html?src=web/examples/trade-1e.json",
}
AUDITS = (("first-contentful-paint", "FCP"), ("largest-contentful-paint", "LCP"),
          ("total-blocking-time", "TBT"), ("cumulative-layout-shift", "CLS"),
          ("total-byte-weight", "bytes"))


def lighthouse() -> Path:
    """The pinned Lighthouse's command, installed by npm on first use."""
    cli = PREFIX / "node_modules" / "lighthouse" / "cli" / "index.js"
    meta = PREFIX / "node_modules" / "lighthouse" / "package.json"
    if not meta.exists() or json.loads(meta.read_text())["version"] != LIGHTHOUSE:
        PREFIX.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "install", "-E", "--no-save", "--no-package-lock",
                        "--no-audit", "--no-fund", "--prefix", str(PREFIX),
                        f"lighthouse@{LIGHTHOUSE}"], check=True)
    return cli


def one_run(cli: Path, url: str, mode: str) -> dict:
    """One Lighthouse run of ``url``: its figures, the benchmark index, the load."""
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="wonders-lh-") as tmp:
        out = Path(tmp) / "report.json"
        done = subprocess.run(
            ["node", str(cli), url, "--quiet", "--output=json", f"--output-path={out}",
             "--only-categories=performance", f"--throttling-method={mode}",
             "--chrome-flags=--headless --no-sandbox --disable-gpu"],
            env=dict(os.environ, CHROME_PATH=CHROME), timeout=600,
            capture_output=True, text=True)
        if done.returncode or not out.exists():
            # a run Lighthouse gave up on (on a saturated machine, "the page stopped
            # responding"): counted as a run without figures, the others still made
            why = (done.stderr.strip().splitlines() or ["no report"])[-1][:120]
            return {"performance": None, "benchmark": None, "load": load, "error": why}
        lhr = json.loads(out.read_text())
    score = lhr["categories"]["performance"]["score"]  # None: Lighthouse could not score it
    fig = {"performance": None if score is None else round(100 * score),
           "benchmark": lhr["environment"]["benchmarkIndex"], "load": load}
    for audit, key in AUDITS:
        fig[key] = lhr["audits"][audit].get("numericValue")
    return fig


def cell(runs: list[dict], key: str) -> str:
    values = [r[key] for r in runs if r.get(key) is not None]
    if not values:
        return "n/a"
    m = statistics.median(values)
    if key in ("FCP", "LCP"):
        return f"{m / 1000:.1f} s"
    if key == "TBT":
        return f"{m:,.0f} ms"
    if key == "CLS":
        return f"{m:.3f}"
    if key == "bytes":
        return f"{m / 1e6:.2f} MB"
    return f"{m:.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default=None)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pages", default="index,rules,embed")
    parser.add_argument("--modes", default="simulate,devtools")
    parser.add_argument("--sites", default="before,after")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = parser.parse_args()
    cli = lighthouse()
    work = Path(tempfile.mkdtemp(prefix="wonders-lighthouse-"))
    sites, ref = two_sites(args.before, work, tuple(args.sites.split(",")),
                           rebuild=not args.no_build)
    print(f"before: {ref[:10] or '-'}, after: this checkout; lighthouse {LIGHTHOUSE}, "
          f"mobile; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
          flush=True)
    rows = []
    for page in args.pages.split(","):
        for mode in args.modes.split(","):
            for name, site in sites.items():
                server, base = serve(site)
                try:
                    runs = [one_run(cli, base + PAGES[page], mode) for _ in range(args.runs)]
                finally:
                    server.shutdown()
                    server.server_close()
                rows.append((page, mode, name, runs))
                for r in runs:
                    print(f"{page} {mode} {name}: "
                          f"{r['performance'] if r['performance'] is not None else 'error'} "
                          + " ".join(f"{k} {cell([r], k)}" for _, k in AUDITS)
                          + f" (bench {r['benchmark'] or 0:.0f}, load {r['load']:.1f})"
                          + (f" [{r['error']}]" if r.get("error") else ""), flush=True)
    print("\n| page | throttling | site | performance | FCP | LCP | TBT | CLS | bytes | "
          "benchmark index | load average |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for page, mode, name, runs in rows:
        mode_name = "simulated" if mode == "simulate" else "applied"
        marks = ", ".join(f"{r['benchmark']:.0f}" if r["benchmark"] else "failed"
                          for r in runs)
        loads = ", ".join(f"{r['load']:.1f}" for r in runs)
        print(f"| {page} | {mode_name} | {name} | **{cell(runs, 'performance')}** | "
              + " | ".join(cell(runs, k) for _, k in AUDITS) + f" | {marks} | {loads} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
