#!/usr/bin/env python3
"""Desktop and tablet, before and after: what a person waits for, in Debian's chromium.

    python3 bench/tablet.py [--before REF] [--turns 3] [--no-build]
                            [--profiles desktop,tablet] [--memory]

Builds the "before" site (git ``REF``, by default where this branch left ``main``) and
this checkout's ("after") as ``bench/first_visit.py`` does, and for each profile and
site prints side by side:

- cold (empty profile): the home usable (``wonders-home-usable``: the home the build
  drew, taking taps; sites without it: Python's home), Python ready (the loader's
  marks), the home interactive (Python's first screen, ``window.__wondersInteractive``,
  comparable with earlier runs) and the first table playable (a game started from
  that home at once, until its hand is drawn); and warm
  offline home interactive (the next visit with the network off, the service worker
  serving the site and its snapshot);
- your pick -> your next hand (the time from tapping the play button until the next
  hand can be played, no bot thinking) at 4 players with 3 ``strong`` bots, and at 8
  players of Cities (``cities=on``) with 7; the first ``--turns`` turns of each game,
  the bots thinking from the moment their hand is known as in play;
- one bot move in the worker (``bot_ms``: mean / p95 over those games) and the
  playouts a strong move ran under its cap (``bot_playouts``: mean / 5th percentile;
  sites that report it);
- tap a card -> table redrawn (a card of the hand tapped until the frame after the
  page's next render).

Profiles. ``desktop``: no throttling. ``tablet``: Chromium's CPU throttling at rate 4
on the page (CDP ``Emulation.setCPUThrottlingRate``), which does not reach workers, so
each bot worker's thread (``DedicatedWorker`` in the renderer's ``/proc`` task list)
is moved into its own cgroup (v1 ``cpu`` controller, ``cpu.cfs_quota_us`` 25000 of
100000: a quarter of a core) as soon as it appears; threads Chromium shares between
page and workers (V8's background compilers, the GC helpers) are not capped. Both
profiles report 8 cores (``navigator.hardwareConcurrency``) as a mid-range tablet and a
desktop have, whatever this machine's count: the site sizes its bot pool from it; the
tablet reports 4 GB of memory (``navigator.deviceMemory``), the desktop 8. Without a
writable cgroup the tablet profile says so and runs uncapped workers.

``--memory``: the renderer's resident size (``VmRSS``) with 1 and with 3 bot workers
started at the home screen of the after site, and the difference a worker.

Figures only, never assertions; on a shared machine timings vary 30% and more.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web"), str(ROOT / "tests" / "web"), str(ROOT / "bench")]

from first_visit import ARGS, CHROMIUM, HOME_READY, MARK, PYTHON_MARKS, serve, two_sites  # noqa: E402

CGROUP = Path("/sys/fs/cgroup/cpu")
QUOTA_US, PERIOD_US = 25_000, 100_000  # a quarter of a core
READY = "#hand .card:not([aria-disabled])"
NEXT = ("#hand .card:not([aria-disabled]), #power button.act, #continue, #score-pad, "
        "#reveal, #done, #debt button.act")
PROFILES = {
    "desktop": {"throttle": 1, "cap": False, "cores": 8, "memory": 8},
    "tablet": {"throttle": 4, "cap": True, "cores": 8, "memory": 4},
}
GAMES = {
    "4p, 3 strong": ([("human", "Ann")] + [("bot", f"B{i}") for i in range(1, 4)], {}),
    "Cities 8p, 7 strong": ([("human", "Ann")] + [("bot", f"B{i}") for i in range(1, 8)],
                            {"cities": "on"}),
}
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
  return performance.now() - t0;
}"""
DEVICE = ("Object.defineProperty(navigator, 'hardwareConcurrency', {get: () => %d});"
          "Object.defineProperty(navigator, 'deviceMemory', {get: () => %d});")
HAND = "() => [...document.querySelectorAll('#hand .card')].map(c => c.dataset.card).join()"


# ---------------------------------------------------------------- a quarter core a worker
class WorkerCap:
    """Moves each ``DedicatedWorker`` thread of the given renderer processes into its own
    cgroup limited to a quarter of a core, polling every 50 ms until stopped."""

    def __init__(self) -> None:
        self.pids: set[int] = set()
        self.placed: dict[int, Path] = {}
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    @staticmethod
    def available() -> bool:
        probe = CGROUP / f"wonders-probe-{os.getpid()}"
        try:
            probe.mkdir()
            probe.rmdir()
            return True
        except OSError:
            return False

    def run(self) -> None:
        while not self.stop.wait(0.05):
            for pid in list(self.pids):
                try:
                    tids = os.listdir(f"/proc/{pid}/task")
                except OSError:
                    continue
                for tid in map(int, tids):
                    if tid in self.placed:
                        continue
                    try:
                        name = Path(f"/proc/{pid}/task/{tid}/comm").read_text().strip()
                    except OSError:
                        continue
                    if name.startswith("DedicatedWorker"):
                        group = CGROUP / f"wonders-tablet-{os.getpid()}-{tid}"
                        group.mkdir(exist_ok=True)
                        (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
                        (group / "cpu.cfs_quota_us").write_text(str(QUOTA_US))
                        try:
                            (group / "tasks").write_text(str(tid))
                        except OSError:
                            pass  # the thread ended meanwhile
                        self.placed[tid] = group

    def close(self) -> None:
        self.stop.set()
        self.thread.join()
        for group in self.placed.values():
            for _ in range(50):  # empty once its thread has ended
                try:
                    group.rmdir()
                    break
                except OSError:
                    time.sleep(0.1)


def renderers(browser) -> set[int]:
    info = browser.new_browser_cdp_session().send("SystemInfo.getProcessInfo")["processInfo"]
    return {p["id"] for p in info if p["type"] == "renderer"}


# ---------------------------------------------------------------- one site, one profile
def start_game(page, seats: list[tuple[str, str]], options: dict[str, str], seed: int) -> None:
    """The new-game form filled as a person does (``helpers.new_game``) with every bot
    seat at ``strong``."""
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
            page.select_option(f"select[name=seat{i}-level]", "strong")
    page.fill("#seed", str(seed))
    page.click("#start")


def quiet(page, timeout: float = 600_000) -> None:
    """Until the table waits on the person alone (no bot thinking)."""
    page.wait_for_function(
        "sel => !!document.querySelector(sel) && !document.querySelector('#thinking, .thinking')",
        arg=NEXT, timeout=timeout)


def play_turns(page, turns: int, fig: dict[str, list], key: str) -> None:
    """The person's first ``turns`` picks, each timed from the tap on the play button to
    the next playable hand; other steps (an age's end, a power) are done untimed."""
    from helpers import step

    picks = 0
    while picks < turns:
        quiet(page)
        if not page.locator(READY).count():
            if step(page) == "end":
                return
            continue
        if len(fig["tap"]) < 2 * turns:
            for _ in range(2):  # select, then unselect: each a redrawn table
                fig["tap"].append(page.evaluate(TAP))
        before = page.evaluate(HAND)
        card = page.locator("#hand .card.st-build:not([aria-disabled]), "
                            "#hand .card:not([aria-disabled])")
        card.first.click()
        t0 = page.evaluate("() => performance.now()")
        page.locator("#actions button.act").first.click()
        page.wait_for_function(
            "([sel, before]) => !document.querySelector('#thinking, .thinking')"
            " && !!document.querySelector(sel) && ([...document.querySelectorAll('#hand .card')]"
            ".map(c => c.dataset.card).join() !== before)", arg=[NEXT, before], timeout=600_000)
        if page.locator(READY).count():
            fig[key].append(page.evaluate("() => performance.now()") - t0)
        picks += 1


def visit(pw, site: Path, profile: dict, turns: int, capped: bool) -> dict[str, list]:
    fig: dict[str, list] = defaultdict(list)
    server, url = serve(site)
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
    cap = WorkerCap() if capped else None
    try:
        ctx = browser.new_context(viewport={"width": 1024, "height": 768},
                                  service_workers="allow")
        ctx.set_default_timeout(300_000)
        ctx.add_init_script(DEVICE % (profile["cores"], profile["memory"]))
        page = ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": profile["throttle"]})
        if cap:
            cap.thread.start()
        page.goto(url)
        page.wait_for_selector(HOME_READY)
        if cap:
            cap.pids = renderers(browser)
        fig["cold_interactive"].append(page.evaluate("() => window.__wondersInteractive"))
        fig["cold_home_usable"].append(page.evaluate(MARK, ["wonders-home-usable"])
                                       or fig["cold_interactive"][-1])
        fig["cold_python"].append(page.evaluate(MARK, PYTHON_MARKS))
        for n, (key, (seats, options)) in enumerate(GAMES.items()):
            if n:  # the first game is the cold visit's: its table playable is a figure
                page.goto(url)
                page.wait_for_selector(HOME_READY)
            start_game(page, seats, options, seed=11 + n)
            if not n:
                page.wait_for_selector("#hand .card")
                # the page's own mark (web/ui.js: the table screen drawn and taking taps)
                fig["cold_table"].append(page.evaluate(MARK, ["wonders-table-playable"])
                                         or page.evaluate("() => performance.now()"))
            play_turns(page, turns, fig, key)
            metrics = page.evaluate("() => window.__metrics")
            fig["bot_ms"] += metrics.get("bot_ms", [])
            fig["bot_playouts"] += metrics.get("bot_playouts", [])
            fig["workers"].append(page.evaluate("() => window.__botWorkers || 1"))
        page.wait_for_function("() => window.__swReady !== undefined")
        page.evaluate("() => window.__swReady")
        if "snapshot-stored" in (site / "sw.js").read_text():
            page.wait_for_function("() => window.__snapshotStored")
        page.wait_for_timeout(2000)
        ctx.set_offline(True)
        for _ in range(2):
            page.reload()
            page.wait_for_selector(HOME_READY)
            fig["warm_interactive"].append(page.evaluate("() => window.__wondersInteractive"))
            fig["warm_python"].append(page.evaluate(MARK, PYTHON_MARKS))
        ctx.close()
    finally:
        browser.close()
        server.shutdown()
        server.server_close()
        if cap:
            cap.close()
    return fig


def memory(pw, site: Path) -> dict[int, int]:
    """The renderer's VmRSS (kB) with ``n`` bot workers ready at the home screen."""
    out = {}
    for n in (1, 3):
        server, url = serve(site)
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        try:
            page = browser.new_page()
            page.set_default_timeout(300_000)
            page.add_init_script(f"globalThis.__wondersBotWorkers = {n}")
            page.goto(url)
            page.wait_for_selector(HOME_READY)
            page.evaluate(f"() => window.wondersUI.startBots({n})")
            page.wait_for_function(f"() => window.__botWorkers >= {n}")
            page.wait_for_timeout(3000)
            rss = 0
            for pid in renderers(browser):
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        rss = max(rss, int(line.split()[1]))
            out[n] = rss
        finally:
            browser.close()
            server.shutdown()
            server.server_close()
    return out


# ---------------------------------------------------------------- printing
def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def p5(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[round(0.05 * (len(ordered) - 1))]


def cell(key: str, values: list[float]) -> str:
    if not values:
        return "n/a"
    if key == "bot_ms":
        return f"{statistics.mean(values):.0f} / {p95(values):.0f} (n={len(values)})"
    if key == "bot_playouts":
        return f"{statistics.mean(values):.0f} / {p5(values):.0f} (n={len(values)})"
    if key == "workers":
        return "/".join(str(v) for v in values)
    mean = statistics.mean(values)
    text = f"{mean / 1000:.2f} s" if mean >= 1000 else f"{mean:.0f} ms"
    return text + (f" (n={len(values)})" if len(values) > 2 else "")


ROWS = [
    ("cold_home_usable", "cold: home usable (drawn, taps taken)"),
    ("cold_python", "cold: Python ready"),
    ("cold_interactive", "cold: home interactive"),
    ("cold_table", "cold: table playable (a game started)"),
    ("warm_interactive", "warm offline: home interactive"),
    ("4p, 3 strong", "pick -> next hand, 4p, 3 strong (mean)"),
    ("Cities 8p, 7 strong", "pick -> next hand, Cities 8p, 7 strong"),
    ("bot_ms", "one bot move, ms: mean / p95"),
    ("bot_playouts", "playouts a bot move: mean / p5"),
    ("tap", "tap a card -> table redrawn (mean)"),
    ("workers", "bot workers ready (4p / 8p)"),
]


def print_table(figs: dict[tuple[str, str], dict[str, list]], sites: list[str],
                profiles: list[str]) -> None:
    cols = [(p, s) for p in profiles for s in sites]
    print(f"\n  {'':42}" + "".join(f" {p + ' ' + s:>26}" for p, s in cols))
    for key, label in ROWS:
        print(f"  {label:42}" + "".join(f" {cell(key, figs[c][key]):>26}" for c in cols))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", default=None, help="git ref of the 'before' site "
                    "(default: where this branch left main)")
    ap.add_argument("--turns", type=int, default=3, help="timed picks a game")
    ap.add_argument("--profiles", default="desktop,tablet")
    ap.add_argument("--sites", default="before,after")
    ap.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    ap.add_argument("--memory", action="store_true", help="also a bot worker's memory")
    args = ap.parse_args()
    sites_wanted = args.sites.split(",")
    profiles = args.profiles.split(",")
    work = Path(tempfile.mkdtemp(prefix="wonders-tablet-"))
    sites, ref = two_sites(args.before, work, tuple(sites_wanted), not args.no_build)
    if "before" in sites:
        print(f"before: {ref[:10]}", flush=True)
    capped = WorkerCap.available()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; worker cap: "
          f"{'a cgroup a worker thread, a quarter core' if capped else 'NONE (no cgroup)'}",
          flush=True)
    from playwright.sync_api import sync_playwright

    figs: dict[tuple[str, str], dict[str, list]] = {}
    with sync_playwright() as pw:
        if args.memory and "after" in sites:
            rss = memory(pw, sites["after"])
            print(f"renderer VmRSS: 1 bot worker {rss[1] / 1024:.0f} MB, 3 workers "
                  f"{rss[3] / 1024:.0f} MB: {(rss[3] - rss[1]) / 2048:.0f} MB a worker",
                  flush=True)
        for profile in profiles:
            for name, site in sites.items():
                t0 = time.monotonic()
                spec = PROFILES[profile]
                figs[(profile, name)] = visit(pw, site, spec, args.turns,
                                              capped and spec["cap"])
                print(f"{profile} {name} done in {time.monotonic() - t0:.0f} s", flush=True)
    print_table(figs, list(sites), profiles)
    print(f"\n(load average now {os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
