#!/usr/bin/env python3
"""Measure rule-example embeds (``embed.html``, ``docs/examples.md``) in Debian's
chromium and print the figures.

    python3 bench/embeds.py [--runs 3] [--no-build]

A tutorial page is served from a second port of 127.0.0.1 (another origin than the
site's). Prints, per run with an empty profile:

* one embed in each form (the ``<wonders-example>`` element and a plain ``<iframe>``)
  and each theme (dark, light): the time from its iframe being inserted (the frame's
  navigation start) to an interactive example (drawn, its step controls listening),
  cold (an empty profile) and warm (the same tutorial opened again in that profile:
  the browser's cache filled);
* one embed: the time from opening the tutorial to its table drawn, and the part spent
  in Python (the shared worker checking the example and drawing its frames);
* ten embeds (the Rules page's eleven examples but one) on one page: the time until
  the first and until all ten are drawn, scrolling through the page as a reader does;
* memory: the browser's processes' proportional set size (PSS, from /proc) with one
  embed and with ten, so the difference over nine is what one more embed costs, and the
  JavaScript heap of one embed's frame.

With ``--heights``, instead: each of the site's examples (all of ``web/examples``) in a
``<wonders-example>`` at frame widths from a phone's to a laptop's, the height its embed
reports for its first frame, and per game the median at each width: the table
``TYPICAL`` of ``web/wonders-example.js`` (the room an example without a height
attribute keeps before its embed has drawn).

Figures only: nothing here is an assertion. Run times vary ~30% on shared machines.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from tools.site import DIST  # noqa: E402
from tools.site.assemble import build  # noqa: E402
from tools.site.server import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-quic", "--disable-sync",
]
DRAWN = "#x-example:not([hidden]), #x-status.x-error"
EXAMPLES = sorted((ROOT / "web" / "examples").glob("*.json"))[:10]


def serve(directory: Path):
    server = make_server(0, directory)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def tutorial(site: str, count: int) -> str:
    """A tutorial page of ``count`` embeds, each after a screen of text."""
    parts = []
    for path in EXAMPLES[:count]:
        parts.append(f'<p style="height: 700px">Some text about {path.stem}.</p>'
                     f'<wonders-example src="{path.name}"></wonders-example>')
    return (f'<!doctype html><html><head><meta charset="utf-8"><title>bench</title>'
            f'<script src="{site}web/wonders-example.js" defer></script></head>'
            f'<body style="max-width: 720px">{"".join(parts)}</body></html>')


FORMS = ("element", "iframe")
THEMES = ("dark", "light")


def one_embed(site: str, form: str, theme: str) -> str:
    """A tutorial page of one embed in ``form`` and ``theme``, after a screen of text."""
    path = EXAMPLES[0]
    if form == "iframe":
        query = f"src=web/examples/{path.name}" + ("&theme=light" if theme == "light" else "")
        embed = f'<iframe src="{site}embed.html?{query}" width="100%" height="480"></iframe>'
    else:
        light = ' theme="light"' if theme == "light" else ""
        embed = f'<wonders-example src="{path.name}"{light}></wonders-example>'
    return (f'<!doctype html><html><head><meta charset="utf-8"><title>bench</title>'
            f'<script src="{site}web/wonders-example.js" defer></script></head>'
            f'<body style="max-width: 720px"><p>Some text about {path.stem}.</p>'
            f'{embed}</body></html>')


def inserted_to_interactive(pw, tut: str, form: str, theme: str) -> tuple[float, float]:
    """A run with an empty profile: the ms from the embed's iframe being inserted to its
    example interactive, cold, then warm (the tutorial opened again in that profile)."""
    with tempfile.TemporaryDirectory(prefix="wonders-bench-embed-") as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=ARGS, headless=True,
            viewport={"width": 800, "height": 900})
        out = []
        for _visit in ("cold", "warm"):
            page = ctx.new_page()
            page.goto(f"{tut}one-{form}-{theme}.html")
            page.frame_locator("iframe").first.locator(DRAWN).wait_for(timeout=180_000)
            # window.__embed.drawn: performance.now() in the frame, whose time origin is
            # the frame's navigation start (its insertion)
            out.append(page.frames[1].evaluate("() => window.__embed.drawn"))
            page.close()
        ctx.close()
        return out[0], out[1]


def pss_kb(profile: str) -> int:
    """The summed PSS of the chromium processes of this profile and their children."""
    procs: dict[int, tuple[int, str]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            pid = int(stat.parent.name)
            ppid = int(stat.read_text().rsplit(")", 1)[1].split()[1])
            cmd = (stat.parent / "cmdline").read_bytes().decode(errors="replace")
        except (OSError, ValueError, IndexError):
            continue
        procs[pid] = (ppid, cmd)
    roots = {pid for pid, (_, cmd) in procs.items() if profile in cmd}
    tree = set(roots)
    grew = True
    while grew:
        grew = False
        for pid, (ppid, _) in procs.items():
            if ppid in tree and pid not in tree:
                tree.add(pid)
                grew = True
    total = 0
    for pid in tree:
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
        except (OSError, ValueError):
            continue
    return total


def open_tutorial(pw, site: str, tut: str, count: int) -> dict:
    """A run with an empty profile: times to the first and to every embed drawn,
    the shared Python's time, and memory."""
    with tempfile.TemporaryDirectory(prefix="wonders-bench-embed-") as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=ARGS, headless=True,
            viewport={"width": 800, "height": 900})
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        t0 = time.perf_counter()
        page.goto(f"{tut}tutorial-{count}.html")
        drawn: list[float] = []
        py_ms: list[float] = []
        for i in range(count):
            element = page.locator("wonders-example").nth(i)
            element.scroll_into_view_if_needed()
            frame = page.frame_locator("wonders-example iframe").nth(i)
            frame.locator(DRAWN).wait_for(timeout=180_000)
            drawn.append((time.perf_counter() - t0) * 1000)
        for f in page.frames[1:]:
            info = f.evaluate("() => window.__embed || {}")
            if info.get("pythonMs") is not None:
                py_ms.append(info["pythonMs"])
        page.wait_for_timeout(500)
        heap = page.frames[1].evaluate("() => performance.memory.usedJSHeapSize")
        out = {"first": drawn[0], "all": drawn[-1], "python": py_ms,
               "pss": pss_kb(profile), "heap": heap,
               "shared": page.frames[1].evaluate("() => window.__embed.shared")}
        ctx.close()
        return out


HEIGHT_WIDTHS = (320, 360, 412, 600, 768, 1024, 1280)


def heights(pw, site: str, tut: str) -> dict[str, dict[int, int]]:
    """Each example's embed height (px) at each of ``HEIGHT_WIDTHS``, by example."""
    every = sorted((ROOT / "web" / "examples").glob("*.json"))
    out: dict[str, dict[int, int]] = {}
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
    for width in HEIGHT_WIDTHS:
        page = browser.new_page(viewport={"width": width, "height": 900})
        page.goto(f"{tut}heights.html")
        page.wait_for_function("() => customElements.get('wonders-example')")
        page.evaluate("() => document.querySelectorAll('wonders-example')"
                      ".forEach((e) => e.start())")
        page.wait_for_function("() => [...document.querySelectorAll('wonders-example')]"
                               ".every((e) => e.sized)", timeout=300_000)
        time.sleep(1)  # the last fonts and wraps settled
        found = page.evaluate("() => Object.fromEntries([...document.querySelectorAll("
                              "'wonders-example')].map((e) => [e.id, "
                              "Math.round(e.frame.getBoundingClientRect().height)]))")
        for path in every:
            out.setdefault(path.stem, {})[width] = found[path.stem]
        page.close()
    browser.close()
    return out


def print_heights(found: dict[str, dict[int, int]]) -> None:
    print("example".ljust(20) + "".join(f"{w:>7}" for w in HEIGHT_WIDTHS))
    for name, row in found.items():
        print(name.ljust(20) + "".join(f"{row[w]:>7}" for w in HEIGHT_WIDTHS))
    games = {"duel": [n for n in found if n.startswith("duel")],
             "7wonders": [n for n in found if not n.startswith("duel")]}
    for game, names in games.items():
        rows = [[w, round(statistics.median(found[n][w] for n in names))]
                for w in HEIGHT_WIDTHS]
        print(f"TYPICAL {game}: {rows}")


def med(values: list[float]) -> str:
    if len(values) == 1:
        return f"{values[0]:.0f}"
    return f"{statistics.median(values):.0f} (min {min(values):.0f}, max {max(values):.0f})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--heights", action="store_true",
                    help="the examples' heights by width (web/wonders-example.js)")
    args = ap.parse_args()
    if not args.no_build:
        build(DIST)
    from playwright.sync_api import sync_playwright

    private = Path(tempfile.mkdtemp(prefix="wonders-bench-site-")) / "dist"
    shutil.copytree(DIST, private)  # a rebuild meanwhile cannot break the runs
    site_server, site = serve(private)
    with tempfile.TemporaryDirectory(prefix="wonders-tutorial-") as tmp:
        for count in (1, 10):
            (Path(tmp) / f"tutorial-{count}.html").write_text(tutorial(site, count))
        for form in FORMS:
            for theme in THEMES:
                (Path(tmp) / f"one-{form}-{theme}.html").write_text(one_embed(site, form, theme))
        every = sorted((ROOT / "web" / "examples").glob("*.json"))
        for path in every:
            (Path(tmp) / path.name).write_text(path.read_text())
        (Path(tmp) / "heights.html").write_text(
            f'<!doctype html><html lang="en"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width">'
            f'<script src="{site}web/wonders-example.js" defer></script></head>'
            f'<body style="margin: 0">' + "".join(
                f'<wonders-example id="{p.stem}" src="{p.name}"></wonders-example>'
                for p in every) + "</body></html>")
        tut_server, tut = serve(Path(tmp))
        if args.heights:
            with sync_playwright() as pw:
                print_heights(heights(pw, site, tut))
            tut_server.shutdown()
            site_server.shutdown()
            shutil.rmtree(private.parent, ignore_errors=True)
            return
        one, ten = [], []
        interactive: dict[tuple[str, str], list[tuple[float, float]]] = {}
        with sync_playwright() as pw:
            for _ in range(args.runs):
                for form in FORMS:
                    for theme in THEMES:
                        interactive.setdefault((form, theme), []).append(
                            inserted_to_interactive(pw, tut, form, theme))
                one.append(open_tutorial(pw, site, tut, 1))
                ten.append(open_tutorial(pw, site, tut, 10))
        tut_server.shutdown()
    site_server.shutdown()
    shutil.rmtree(private.parent, ignore_errors=True)
    print(f"shared worker: {one[0]['shared']}")
    print("one embed, its iframe inserted -> the example interactive (ms):")
    for (form, theme), times in interactive.items():
        print(f"  {form:7} {theme:5}  cold {med([c for c, _ in times])}, "
              f"warm {med([w for _, w in times])}")
    print(f"one embed, cold profile: drawn after {med([r['first'] for r in one])} ms, "
          f"of which Python {med([r['python'][0] for r in one])} ms")
    print(f"ten embeds: first drawn {med([r['first'] for r in ten])} ms, all ten "
          f"(scrolled through) {med([r['all'] for r in ten])} ms; Python a later example "
          f"{med([statistics.median(r['python'][1:]) for r in ten])} ms")
    pss_one = statistics.median([r["pss"] for r in one]) / 1024
    pss_ten = statistics.median([r["pss"] for r in ten]) / 1024
    print(f"memory (PSS of the browser): one embed {pss_one:.0f} MB, ten {pss_ten:.0f} MB, "
          f"so {(pss_ten - pss_one) / 9:.1f} MB for each embed more")
    print(f"JS heap of one embed's frame: "
          f"{statistics.median([r['heap'] for r in one]) / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
