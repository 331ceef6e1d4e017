#!/usr/bin/env python3
"""A first visit over a tablet's connection, before and after, in Debian's chromium.

    python3 bench/first_visit.py [--before REF] [--runs 1] [--warm 3] [--no-build]
                                 [--bot-positions 4] [--bots-only] [--query ?worker=1]

Builds this checkout's site ("after") and the site of git ``REF`` ("before"; by default
where this branch left ``main``) into temporary folders, precompresses both the same
way (``tools/site/compress.py``) and serves each with ``tools/site/server.py`` as a
static host does. For each network profile (Chromium's CDP
``Network.emulateNetworkConditions`` on the page: 10 Mbit/s + 40 ms, 50 Mbit/s + 20 ms)
and each site it prints, side by side:

- bytes the server sent (compressed, as sent) before the home screen is usable (its
  ``wonders-home-usable`` mark: drawn, taps taken; sites without it: Python's first
  screen), before Python's home screen is interactive, before the first table is
  playable (a new game's hand drawn, tapped from the home at once) and during the
  whole first visit (until the service worker has what later visits need); and what
  was sent before the first table, by file;
- cold (empty profile): first paint, Python started (the loader's marks), the site's
  packages importable (``wonders-packages``, sites that mark it), interactive home
  screen, a game's table drawn and its first bot move answered (a running game); the
  requests made and the main thread's busy time (CDP ``Performance.getMetrics``
  ``TaskDuration``: CPU work, less sensitive to a loaded machine than the clock) before
  the home screen, and the Python modules loaded then (``len(sys.modules)``);
- warm (the next visits, network off; ``--warm`` of them after each cold visit, so the
  medians cover runs x warm visits): Python restored, interactive home screen and a
  resumed table;
- memory: the peak resident size of the renderer process that runs the page and its
  bot worker (``/proc/<pid>/status`` VmHWM, the pid from CDP
  ``SystemInfo.getProcessInfo``), the JavaScript heap of the page (CDP
  ``Runtime.getHeapUsage``) and, where the site exposes its interpreters, the
  WebAssembly memory of the page's and of the worker's Pyodide;
- the bots' move times in the worker in Chromium (mean and p95 per level, 4 and 7
  players), on positions of seeded games sent to the worker as saves.

The page's address may carry a query (``--query ?worker=1``: the page's Python in
PyScript's worker); Python's marks and its WebAssembly memory are read where it runs,
through the page's asynchronous probe (``window.wondersPython``; the worker's marks
put on the page's clock), so both thread modes are measured alike.

Figures only, never assertions; timings vary 30% and more on a shared machine.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

from tools.site import compress, pwa  # noqa: E402
from tools.site.assemble import build  # noqa: E402
from tools.site.server import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-quic", "--disable-sync"]
PROFILES = {"10 Mbit/s, 40 ms": (10e6, 40), "50 Mbit/s, 20 ms": (50e6, 20)}
LEVELS = ("easy", "medium", "hard", "strong")
SEATS = [("human", "Ann"), ("bot", "B1"), ("bot", "B2"), ("bot", "B3")]

PAINT = """() => {
  const p = performance.getEntriesByType('paint');
  const fp = p.find(e => e.name === 'first-paint')
    || p.find(e => e.name === 'first-contentful-paint');
  return fp ? fp.startTime : null;
}"""
WASM = ("() => globalThis.__wondersPyodide ? "
        "globalThis.__wondersPyodide._module.HEAPU8.length : null")
#: the same, read where the page's Python runs (the page or PyScript's worker)
PY_WASM = ("async () => window.wondersPython ? Number(await window.wondersPython("
           "'import js; g = js.globalThis; "
           "g.__wondersPyodide._module.HEAPU8.length if hasattr(g, \"__wondersPyodide\") "
           "else 0')) || null : null")
#: the first of the marks named, made where the page's Python runs, on the page's clock
#: (a worker's marks count from its own time origin)
PY_MARK = """async (names) => {
  if (!window.wondersPython) return null;
  const code = `import js, json
p = js.performance
found = [m.startTime for n in ${JSON.stringify(names)} for m in p.getEntriesByName(n, "mark")]
json.dumps([p.timeOrigin, found[0] if found else None])`;
  const [origin, at] = JSON.parse(await window.wondersPython(code));
  return at === null ? null : origin + at - performance.timeOrigin;
}"""
MARK = """(names) => {
  for (const name of names) {
    const m = performance.getEntriesByName(name, 'mark')[0];
    if (m) return m.startTime;
  }
  return null;
}"""
#: the home and a resumable game as Python drew them (before, #app holds the home the
#: build drew, class "early": its taps are queued until Python is ready)
HOME_READY = "#app:not(.early) #new-game"
RESUME_READY = "#app:not(.early) #resume"
PYTHON_MARKS = ["pyodide-plain", "pyodide-from-snapshot", "pyodide-from-network"]
MODULES = ("async () => window.wondersPython ? "
           "Number(await window.wondersPython('import sys; len(sys.modules)')) : null")


def median(values: list[float]) -> float | None:
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


# ---------------------------------------------------------------- the two sites
def build_before(ref: str, work: Path) -> Path:
    """The site of git ``ref``, built by its own build.py into ``work/src/dist``."""
    src = work / "src"
    src.mkdir()
    archive = subprocess.run(["git", "archive", ref], cwd=ROOT, check=True,
                             capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
    (src / "node_modules").symlink_to(ROOT / "node_modules")
    if (ROOT / ".venv").exists():  # the project environment build.py runs in
        (src / ".venv").symlink_to(ROOT / ".venv")
    subprocess.run([sys.executable, "build.py", "build"], cwd=src, check=True)
    return src / "dist"


def prepare(site: Path) -> None:
    """Precompress ``site`` as a static host would (the "before" site has no copies)."""
    compress.precompress(site, [f for f in pwa.site_files(site)
                                if not f.endswith((".br", ".gz"))])


def merge_base() -> str:
    """The commit this checkout branched from main (the default "before")."""
    return subprocess.run(["git", "merge-base", "HEAD", "main"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def two_sites(ref: str | None, work: Path, wanted: tuple[str, ...] = ("before", "after"),
              rebuild: bool = True) -> tuple[dict[str, Path], str]:
    """The sites to compare, precompressed, by name: "before" built from git ``ref``
    (default: ``merge_base``), "after" this checkout's ``dist`` (built first unless
    ``rebuild`` is off) copied under ``work``; and the ref."""
    ref = ref or (merge_base() if "before" in wanted else "")
    sites: dict[str, Path] = {}
    if "before" in wanted:
        sites["before"] = build_before(ref, work)
    if "after" in wanted:
        if rebuild:
            build()
        shutil.copytree(ROOT / "dist", work / "after")
        sites["after"] = work / "after"
    for site in sites.values():
        prepare(site)
    return sites, ref


def serve(site: Path):
    server = make_server(0, site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


# ---------------------------------------------------------------- one visit pair
def renderer_peak_kb(browser_cdp) -> int:
    """The largest VmHWM of the browser's renderer processes (the page and its worker)."""
    info = browser_cdp.send("SystemInfo.getProcessInfo")["processInfo"]
    peak = 0
    for proc in info:
        if proc["type"] != "renderer":
            continue
        try:
            status = Path(f"/proc/{proc['id']}/status").read_text()
        except OSError:
            continue
        for line in status.splitlines():
            if line.startswith("VmHWM:"):
                peak = max(peak, int(line.split()[1]))
    return peak


SNAPSHOT = "/pyodide/snapshot.bin.gz"


def served_bytes(server, until: float | None = None, snapshot: bool = True) -> int:
    """Bytes of the bodies the server sent (for requests made by ``until``, epoch s);
    without ``snapshot``, the memory snapshot's aside (the server counts a body whole
    when it answers, so a download the page drops on a slow link counts in full)."""
    return sum(size for t, path, size in server.seen
               if (until is None or t <= until) and (snapshot or path != SNAPSHOT))


def served_files(server, until: float) -> dict[str, int]:
    """Bytes sent a file (its path, as requested) for the requests made by ``until``."""
    files: dict[str, int] = defaultdict(int)
    for t, path, size in server.seen:
        if t <= until:
            files[path.split("?")[0]] += size
    return dict(files)


def now(page) -> float:
    return page.evaluate("() => performance.now()")


def one_visit(pw, site: Path, net: tuple[float, int], fig: dict[str, list],
              warm: int = 3, query: str = "") -> None:
    """A cold first visit over the throttled network, a game, then ``warm`` offline
    visits, each resuming the game."""
    sys.path.insert(0, str(ROOT / "tests" / "web"))
    from helpers import new_game, step

    server, url = serve(site)
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
    try:
        ctx = browser.new_context(viewport={"width": 1024, "height": 768},
                                  service_workers="allow")
        ctx.set_default_timeout(180_000)
        page = ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Performance.enable")
        bps, latency = net
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": latency,
            "downloadThroughput": bps / 8, "uploadThroughput": bps / 8})
        page.goto(url + query)
        page.wait_for_function("() => window.__wondersInteractive")
        ready = page.evaluate("() => window.__wondersInteractive")
        ready_epoch = page.evaluate(
            "() => (performance.timeOrigin + window.__wondersInteractive) / 1000")
        usable = page.evaluate(MARK, ["wonders-home-usable"]) or ready
        fig["cold_home_usable"].append(usable)
        fig["bytes_to_home_usable"].append(served_bytes(
            server, page.evaluate("(t) => (performance.timeOrigin + t) / 1000", usable)))
        busy = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
        fig["cold_busy_s"].append(busy.get("TaskDuration"))
        fig["cold_modules"].append(page.evaluate(MODULES))
        fig["cold_first_paint"].append(page.evaluate(PAINT))
        fig["cold_python"].append(page.evaluate(PY_MARK, PYTHON_MARKS)
                                  or page.evaluate(MARK, PYTHON_MARKS))
        fig["cold_packages"].append(page.evaluate(PY_MARK, ["wonders-packages"])
                                    or page.evaluate(MARK, ["wonders-packages"]))
        fig["cold_interactive"].append(ready)
        fig["bytes_to_interactive"].append(served_bytes(server, ready_epoch))
        fig["requests_to_interactive"].append(
            sum(1 for t, _, _ in server.seen if t <= ready_epoch))
        new_game(page, SEATS, seed=11)
        page.wait_for_selector("#hand .card")
        fig["cold_table"].append(now(page))
        table_epoch = page.evaluate("() => (performance.timeOrigin + performance.now()) / 1000")
        fig["bytes_to_table"].append(served_bytes(server, table_epoch))
        fig["bytes_to_table_python"].append(served_bytes(server, table_epoch, snapshot=False))
        fig["files_to_table"].append(served_files(server, table_epoch))
        page.wait_for_function("() => (window.__metrics.bot_ms || []).length >= 1")
        fig["cold_running_game"].append(now(page))
        step(page)  # one move of the person: the game is saved
        page.wait_for_function("() => (window.__metrics.bot_ms || []).length >= 3")
        # what later visits need: the new site's snapshot, the old site's precache and
        # the snapshot its bot worker makes
        page.wait_for_function("() => window.__swReady !== undefined")
        page.evaluate("() => window.__swReady")
        if "snapshot-stored" in (site / "sw.js").read_text():
            page.wait_for_function("() => window.__snapshotStored")
        else:
            page.wait_for_function("() => window.__botsReady")
        page.wait_for_timeout(3000)
        fig["bytes_first_visit"].append(served_bytes(server))
        fig["page_js_heap_mb"].append(cdp.send("Runtime.getHeapUsage")["usedSize"] / 1e6)
        wasm_page = page.evaluate(PY_WASM) or page.evaluate(WASM)
        bots = [w for w in page.workers if "bot_worker" in w.url]
        wasm_worker = bots[0].evaluate(WASM) if bots else None
        if wasm_page:
            fig["page_wasm_mb"].append(wasm_page / 1e6)
        if wasm_worker:
            fig["worker_wasm_mb"].append(wasm_worker / 1e6)
        # warm: the next visits with the network gone, each resuming the saved game
        ctx.set_offline(True)
        for _ in range(warm):
            page.reload()
            page.wait_for_selector(RESUME_READY)
            fig["warm_python"].append(page.evaluate(PY_MARK, PYTHON_MARKS)
                                      or page.evaluate(MARK, PYTHON_MARKS))
            fig["warm_interactive"].append(page.evaluate("() => window.__wondersInteractive"))
            t0 = now(page)
            page.click("#resume")
            page.wait_for_selector("#hand .card")
            fig["warm_table"].append(fig["warm_interactive"][-1] + now(page) - t0)
        fig["renderer_peak_mb"].append(
            renderer_peak_kb(browser.new_browser_cdp_session()) / 1e3)
        ctx.close()
    finally:
        browser.close()
        server.shutdown()
        server.server_close()


# ---------------------------------------------------------------- bots in chromium
def positions(players: int, count: int) -> list[tuple[bytes, int]]:
    """Saves of a seeded game of ``players`` (every seat an easy bot) at ``count`` turns
    spread over the three ages, each with the seat to play."""
    from engine import saves
    from engine.bots import make_bot
    from engine.games import new_game

    state = new_game("7wonders", seed=40 + players, players=players)
    bots = [make_bot("7wonders", "easy", 7 + p) for p in range(players)]
    found: list[tuple[bytes, int]] = []
    turn = 0
    while state.current_players():
        if turn % max(1, 18 // count) == 0 and len(found) < count:
            found.append((saves.dumps(state), state.current_players()[0]))
        for p in list(state.current_players()):
            state.apply(p, bots[p].act(state.view(p), state.legal_actions(p)))
        turn += 1
    return found


ASK = """async ([gameId, blob, player, level]) => {
  const answer = await window.wondersUI.botAct(gameId, new Uint8Array(blob), player, level, 5);
  return answer.ms;
}"""


def bot_times(pw, site: Path, count: int) -> dict[tuple[int, str], list[float]]:
    server, url = serve(site)
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
    times: dict[tuple[int, str], list[float]] = defaultdict(list)
    try:
        page = browser.new_page()
        page.set_default_timeout(180_000)
        page.goto(url)
        page.wait_for_selector(HOME_READY)
        page.evaluate("() => window.wondersUI.startBots()")  # home starts none yet
        page.wait_for_function("() => window.__botsReady", timeout=180_000)
        for players in (4, 7):
            for blob, player in positions(players, count):
                # the worker brings its game up to the position first: not a move's time
                page.evaluate(ASK, [f"bench-{players}", list(blob), player, "random"])
                for level in LEVELS:
                    ms = page.evaluate(ASK, [f"bench-{players}", list(blob), player, level])
                    times[(players, level)].append(ms)
    finally:
        browser.close()
        server.shutdown()
        server.server_close()
    return times


# ---------------------------------------------------------------- printing
ROWS = [
    ("bytes_to_home_usable", "KB sent before the home screen is usable", 1e-3),
    ("bytes_to_interactive", "MB sent before the home screen is interactive", 1e-6),
    ("bytes_to_table", "MB sent before the first table is playable", 1e-6),
    ("bytes_to_table_python", "MB of it, the snapshot aside (issue 53's 4 MB target)", 1e-6),
    ("bytes_first_visit", "MB sent in the whole first visit", 1e-6),
    ("requests_to_interactive", "requests before the home screen is interactive", 1),
    ("cold_first_paint", "cold: first paint (ms)", 1),
    ("cold_home_usable", "cold: home screen usable (ms)", 1),
    ("cold_python", "cold: Python started (ms)", 1),
    ("cold_packages", "cold: the site's packages importable (ms)", 1),
    ("cold_interactive", "cold: interactive home screen (ms)", 1),
    ("cold_busy_s", "cold: main thread busy before it (s, CPU)", 1),
    ("cold_modules", "cold: Python modules loaded at the home screen", 1),
    ("cold_table", "cold: a new game's table drawn (ms)", 1),
    ("cold_running_game", "cold: first bot move answered (ms)", 1),
    ("warm_python", "warm offline: Python restored (ms)", 1),
    ("warm_interactive", "warm offline: interactive home screen (ms)", 1),
    ("warm_table", "warm offline: resumed table (ms)", 1),
    ("renderer_peak_mb", "peak RSS, renderer (page + worker), MB", 1),
    ("page_js_heap_mb", "page JS heap (CDP Runtime.getHeapUsage), MB", 1),
    ("page_wasm_mb", "page Pyodide WebAssembly memory, MB", 1),
    ("worker_wasm_mb", "worker Pyodide WebAssembly memory, MB", 1),
]


def cell(values: list[float], scale: float) -> str:
    values = [v for v in values if v is not None]
    m = median(values)
    if m is None:
        return "n/a"
    text = f"{m * scale:.2f}" if scale != 1 or m < 100 else f"{m:.0f}"
    if len(values) > 1:
        text += f" ({min(values) * scale:.4g}-{max(values) * scale:.4g})"
    return text


def print_table(title: str, figs: dict[str, dict[str, list]]) -> None:
    print(f"\n{title}  (median over runs; min-max)")
    print(f"  {'':48}" + "".join(f" {name:>22}" for name in figs))
    for key, label, scale in ROWS:
        print(f"  {label:48}" + "".join(f" {cell(fig[key], scale):>22}"
                                        for fig in figs.values()))


def print_files(figs: dict[str, dict[str, list]], shown: int = 14) -> None:
    """What was sent before the first table, by file (the first run of each site; the
    largest first, the rest summed): where the bytes toward the 4 MB target are."""
    runs = {name: fig["files_to_table"][0] for name, fig in figs.items()
            if fig.get("files_to_table")}
    if not runs:
        return
    print("\n  bytes sent before the first table, by file (KB, first run)")
    print(f"  {'':48}" + "".join(f" {name:>22}" for name in runs))
    totals: dict[str, int] = defaultdict(int)
    for files in runs.values():
        for path, size in files.items():
            totals[path] = max(totals[path], size)
    ordered = sorted(totals, key=totals.get, reverse=True)
    for path in ordered[:shown]:
        print(f"  {path[-48:]:48}" + "".join(f" {files.get(path, 0) / 1e3:>22,.1f}"
                                             for files in runs.values()))
    rest = ordered[shown:]
    print(f"  {f'the other {len(rest)} files':48}" + "".join(
        f" {sum(files.get(p, 0) for p in rest) / 1e3:>22,.1f}" for files in runs.values()))


def print_bots(times: dict[str, dict[tuple[int, str], list[float]]]) -> None:
    print("\nbot move in the worker, in chromium (ms: mean / p95)")
    print(f"  {'':22} {'before':>22} {'after':>22}")
    for players in (4, 7):
        for level in LEVELS:
            row = []
            for site in ("before", "after"):
                ms = times.get(site, {}).get((players, level), [])
                row.append(f"{statistics.mean(ms):.1f} / {p95(ms):.1f} (n={len(ms)})"
                           if ms else "n/a")
            print(f"  {players} players, {level:8} {row[0]:>22} {row[1]:>22}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default=None, help="git ref of the 'before' site "
                        "(default: where this branch left main)")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--warm", type=int, default=3, help="warm visits after each cold one")
    parser.add_argument("--bot-positions", type=int, default=4)
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--bots-only", action="store_true", help="only the bots' move times")
    parser.add_argument("--no-bots", action="store_true", help="no bots' move times")
    parser.add_argument("--sites", default="before,after",
                        help="the sites measured: before,after, or one of them")
    parser.add_argument("--query", default="",
                        help="the page address's query, e.g. ?worker=1 (both sites)")
    parser.add_argument("--profile", choices=("both", "10", "50"), default="both",
                        help="the network profiles: both, or 10 or 50 Mbit/s alone")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="wonders-first-visit-"))
    sites, ref = two_sites(args.before, work, tuple(args.sites.split(",")),
                           rebuild=not args.no_build)
    print(f"before: {ref[:10] or '-'}, after: this checkout; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        profiles = {k: v for k, v in PROFILES.items()
                    if args.profile == "both" or k.startswith(args.profile + " ")}
        for title, net in ({} if args.bots_only else profiles).items():
            figs = {name: defaultdict(list) for name in sites}
            for run in range(args.runs):
                for name, site in sites.items():
                    one_visit(pw, site, net, figs[name], args.warm, args.query)
                    print(f"{title}: {name} run {run + 1} done", flush=True)
            print_table(title, figs)
            print_files(figs)
        started = time.monotonic()
        if not args.no_bots:
            times = {name: bot_times(pw, site, args.bot_positions)
                     for name, site in sites.items()}
            print_bots(times)
    print(f"\n(bots timed in {time.monotonic() - started:.0f} s; load average now "
          f"{os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
