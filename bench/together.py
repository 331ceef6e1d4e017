#!/usr/bin/env python3
"""Measure playing together (issue 33) and print the figures.

    python3 bench/together.py [--no-browser] [--no-build] [--runs 20]

In Python (CPython; Pyodide in the page is slower, so these are floors): a host with 7
guests through a whole 7-player game (each guest on its own seat, no bot): the host's
CPU time per move (checking it, applying it, a view for each guest), the bytes sent
per move, the largest message, and the host's memory (tracemalloc's peak while it
plays). In Chromium (two or more pages, loopback candidates, no STUN): the offer's and
the answer's session descriptions, their codes and the offer's link in bytes, the QR
version of each; the join time (the host's offer to both channels open, the scanning
left out); a message's round trip on an open channel (guest -> host -> guest), and a
move's round trip estimated as that plus the host's CPU time per move. In Pyodide
under Node (the page's Python and its pure-Python msgpack): the host's time a move with
7 guests, and in Duel. Figures only: nothing here is an assertion.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from wonders_ui.session import Seat, Session  # noqa: E402
from wonders_ui.together.codes import link, make_code  # noqa: E402
from wonders_ui.together.guest import Guest  # noqa: E402
from wonders_ui.together.host import Host  # noqa: E402

from engine import new_game  # noqa: E402
from tools.site import DIST  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-quic", "--disable-sync",
        "--allow-loopback-in-peer-connection",
        "--disable-features=Translate,MediaRouter,WebRtcHideLocalIpsWithMdns"]


def host_with_seven_guests(seed: int) -> float:
    """A whole 7-player game, every seat a guest's: CPU and bytes of the host, then the
    same game again under tracemalloc for its memory (tracemalloc slows it down)."""
    cpu, sizes = seven_guests(seed)
    tracemalloc.start()
    seven_guests(seed)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print("host with 7 guests, a whole 7-player game (CPython):")
    print(f"  moves {len(cpu)}; host CPU per move: median {statistics.median(cpu):.1f} ms, "
          f"max {max(cpu):.1f} ms, whole game {sum(cpu) / 1000:.2f} s")
    print(f"  bytes sent per move (to all 7): median {statistics.median(sizes) / 1000:.0f} kB, "
          f"max {max(sizes) / 1000:.0f} kB; game total {sum(sizes) / 1e6:.1f} MB")
    print(f"  memory: tracemalloc peak {peak / 1e6:.1f} MB (the state, the session, the "
          f"links and the 7 guests' objects of this process)")
    return statistics.median(cpu)


def seven_guests(seed: int) -> tuple[list[float], list[int]]:
    """The host's CPU ms and bytes sent for each move of a 7-player game of guests."""
    state = new_game("7wonders", seed=seed, players=7)
    session = Session(state, [Seat("human", f"P{i}") for i in range(7)], "g")
    host = Host(session, host_name="Ann")
    guests = {}
    for seat in range(7):
        conn = f"g{seat}"
        guests[conn] = Guest(f"P{seat}")
        host.connect(conn)
        for data in (guests[conn].hello(), guests[conn].claim(seat)):
            for to, out in host.receive(conn, data, 0.0):
                guests[to].receive(out)
    rng = random.Random(seed)
    cpu, sizes, now = [], [], 0.0
    while not state.is_terminal():
        for seat in host.choosing():
            guest = guests[f"g{seat}"]
            data = guest.move(rng.choice(guest.view["legal"]))
            now += 1.0
            t0 = time.process_time()
            outs = host.receive(f"g{seat}", data, now)
            cpu.append((time.process_time() - t0) * 1000)
            sizes.append(sum(len(b) for _, b in outs))
            for to, out in outs:
                guests[to].receive(out)
    return cpu, sizes


GATHER = """async (role) => {
  window.T = await import('./web/together.js');
  window.peer = new window.T.Peer();
  window.got = [];
  window.peer.onmessage = b => { window.got.push(b);
    if (window.echo) window.peer.send(b); };
  return role === 'offer' ? await window.peer.offer() : '';
}"""
ROUND_TRIPS = """async (n) => {
  const times = [];
  for (let i = 0; i < n; i++) {
    const before = window.got.length;
    const t0 = performance.now();
    window.peer.send(new Uint8Array(120));
    while (window.got.length === before) await new Promise(r => setTimeout(r, 0));
    times.push(performance.now() - t0);
  }
  return times;
}"""


def browser(runs: int, host_ms: float) -> float:
    from playwright.sync_api import sync_playwright

    from tools.site.server import make_server

    httpd = make_server(0, DIST)
    import threading

    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        host, guest = (b.new_context().new_page() for _ in range(2))
        for page in (host, guest):
            page.goto(url + "build-info.json")
        t0 = time.perf_counter()
        offer_sdp = host.evaluate(GATHER, "offer")
        offer = make_code("offer", offer_sdp)
        guest.evaluate(GATHER, "answer")
        answer_sdp = guest.evaluate("s => window.peer.answer(s)", offer_sdp)
        answer = make_code("answer", answer_sdp)
        host.evaluate("s => window.peer.accept(s)", answer_sdp)
        for page in (host, guest):
            page.wait_for_function("() => window.peer.open", timeout=20000)
        join_ms = (time.perf_counter() - t0) * 1000
        offer_link = link(url, offer)
        qr = "async t => (await window.T.qrImage(t)).version"
        print("join codes (Chromium, loopback and this machine's own addresses):")
        print(f"  offer: SDP {len(offer_sdp)} bytes, code {len(offer)}, link "
              f"{len(offer_link)} (QR version {host.evaluate(qr, offer_link)}, level L)")
        print(f"  answer: SDP {len(answer_sdp)} bytes, code {len(answer)} "
              f"(QR version {host.evaluate(qr, answer)}, level L)")
        print(f"  join (offer gathered to both channels open, no scanning): {join_ms:.0f} ms")
        host.evaluate("() => { window.echo = true; }")
        times = guest.evaluate(ROUND_TRIPS, runs)
        rtt = statistics.median(times)
        print(f"  a 120-byte message's round trip on loopback: median {rtt:.2f} ms, "
              f"max {max(times):.2f} ms ({runs} runs)")
        print(f"  a move's round trip, estimated: {rtt + host_ms:.1f} ms (round trip + "
              "the host's CPU per move in CPython; target < 100 ms)")
        b.close()
    httpd.shutdown()
    return rtt


def pyodide(rtt: float | None = None) -> None:
    """The host's time a move in Pyodide under Node (the page's Python, without the
    page): tests/pyodide/together_check.py on the built site's wheels."""
    import shutil
    import subprocess

    node = shutil.which("node")
    if not node:
        print("pyodide: node is missing, skipped")
        return
    here = ROOT / "tests" / "pyodide"
    out = subprocess.run([node, str(here / "run_in_pyodide.mjs"), str(DIST),
                          str(here / "together_check.py")],
                         capture_output=True, text=True, timeout=900)
    print("host in Pyodide (Node, the site's wheels; every seat a guest's):")
    for line in out.stdout.splitlines():
        if "host ms a move" in line:
            print("  " + line)
            median = float(line.split("median ")[1].split(",")[0])
            if rtt is not None and line.startswith("7wonders"):
                print(f"  a move's round trip in the page with 7 guests, estimated: "
                      f"{rtt + median:.0f} ms (target < 100 ms)")
    if out.returncode:
        print("  failed: " + (out.stderr.strip().splitlines() or ["?"])[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    host_ms = host_with_seven_guests(seed=5)
    if args.no_browser:
        return
    if not args.no_build or not (DIST / "web" / "together.js").exists():
        from tools.site.assemble import build

        build(DIST)
    pyodide(browser(args.runs, host_ms))


if __name__ == "__main__":
    main()
