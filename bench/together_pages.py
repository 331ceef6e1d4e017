#!/usr/bin/env python3
"""Playing together measured through the page itself in Chromium (issue 33): a host's
page and 7 guests' pages, each in its own browser context (its own renderer process
and storage), all in one Chromium on this machine, joined as people do (the
invitation's link opened on the guest's page, its answer pasted on the host's, a seat
taken) over loopback data channels, no STUN. Prints:

* the join time of each guest: its page opening the invitation's link (the page's
  start included: Python and the game's packages) to its table drawn, in three parts:
  the link opened to the answer shown, the answer pasted to the seats shown, the seat
  taken to the table drawn (the people's own time, scanning and tapping, left out);
* a move's round trip with 7 guests, over the first turns of age I (before a Cities
  card makes a coin loss: the hand then waits behind the debt): the last person of a
  turn taps (every other pick held already), the host applies the turn and sends each
  its view, and each page's hand changes: from the tap to the host's table and to the
  last guest's table updated
  (every page's clock is this machine's: ``performance.timeOrigin + now()``);
* the host's memory and CPU with 7 guests connected: its renderer's resident size
  (``VmRSS``) and CPU time (``/proc/<pid>/stat``) idle and during the turns measured,
  and Chrome's own counters for the host page (``Performance.getMetrics``: JS heap,
  script and task time).

    python3 bench/together_pages.py [--no-build] [--guests 7] [--turns 3]

Heavy: 8 pages each with its own Python (a renderer of about 300-360 MB each). Run it alone, under
``nice``; the load average is printed with the figures. Figures only, no assertion.
"""

from __future__ import annotations

import argparse
import functools
import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from tools.site import DIST  # noqa: E402

print = functools.partial(print, flush=True)  # noqa: A001 (figures as they come)

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking", "--disable-component-update", "--no-first-run",
        "--disable-quic", "--disable-sync", "--allow-loopback-in-peer-connection",
        "--disable-features=Translate,OptimizationHints,MediaRouter,"
        "WebRtcHideLocalIpsWithMdns"]
TIMEOUT = 600_000
HAND = "() => [...document.querySelectorAll('#hand .card')].map(c => c.dataset.card).join('|')"
#: records when the page's hand first differs from ``before`` (a new turn drawn)
WATCH = """(before) => {
  window.__updated = null;
  const sig = () => [...document.querySelectorAll('#hand .card')]
    .map(c => c.dataset.card).join('|');
  const obs = new MutationObserver(() => {
    const s = sig();
    if (s && s !== before) { window.__updated = performance.timeOrigin + performance.now();
                             obs.disconnect(); }
  });
  obs.observe(document.body, { childList: true, subtree: true, attributes: true });
}"""
#: the last tap of a pick (the action button of the card chosen), its time first
TAP = """() => {
  const b = document.querySelector('#actions button.act');
  const t = performance.timeOrigin + performance.now();
  b.click();
  return t;
}"""
PICK_CLASSES = [".st-chain", ".st-build", ".st-olympia", ".st-buy", ""]


def renderers(browser) -> set[int]:
    info = browser.new_browser_cdp_session().send("SystemInfo.getProcessInfo")["processInfo"]
    return {p["id"] for p in info if p["type"] == "renderer"}


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def boot(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("#app:not(.early) > main.screen", timeout=TIMEOUT)


def host_game(page, people: int) -> None:
    """A 7 Wonders game with the Cities (8 seats at most), every seat a person's."""
    page.click("#new-game")
    page.wait_for_selector("#advanced")
    if not page.locator("#advanced").evaluate("d => d.open"):
        page.click("#advanced > summary")
    if people > 7:
        page.check("input[name='cities'][value='on']")
        page.wait_for_selector("input[name='cities'][value='on']:checked")
    page.check(f"input[name='players'][value='{people}']")
    page.wait_for_selector(f"input[name='players'][value='{people}']:checked")
    for i in range(people):
        page.select_option(f"select[name=seat{i}-kind]", "human")
        page.fill(f"input[name=seat{i}-name]", f"P{i}")
    page.fill("#seed", "5")
    page.click("#tg-host-start")
    page.wait_for_selector("#tg-host")


def join(host, guest, seat: int, tries: int = 3) -> dict[str, float]:
    """The guest's page opens the host's invitation link and takes ``seat``: the parts
    of its join, in ms. A channel that does not open in 90 s (this machine overloaded)
    is said and a new invitation tried."""
    for attempt in range(tries):
        host.click("#tg-invite")
        host.wait_for_selector("#tg-invite-code", state="attached", timeout=TIMEOUT)
        link = host.input_value("#tg-invite-code")
        t0 = time.perf_counter()
        guest.goto(link)
        guest.wait_for_selector("#tg-answer-code", timeout=TIMEOUT)
        t1 = time.perf_counter()
        host.fill("#tg-answer", guest.input_value("#tg-answer-code"))
        t2 = time.perf_counter()
        host.click("#tg-connect")
        try:
            guest.wait_for_selector(f"#tg-claim-{seat}", timeout=90_000)
        except Exception:
            print(f"  seat {seat}: no channel after 90 s (try {attempt + 1}), a new invitation")
            continue
        t3 = time.perf_counter()
        guest.click(f"#tg-claim-{seat}")
        guest.wait_for_selector("#hand", timeout=TIMEOUT)
        t4 = time.perf_counter()
        return {"answer": (t1 - t0) * 1000, "seats": (t3 - t2) * 1000,
                "table": (t4 - t3) * 1000, "total": (t4 - t0 - (t2 - t1)) * 1000}
    raise SystemExit(f"seat {seat}: no channel in {tries} tries")


def choose_card(page) -> None:
    """Select a card and wait for its actions (the last tap is ``TAP``)."""
    page.wait_for_selector("#hand .card:not([aria-disabled])", timeout=TIMEOUT)
    for cls in PICK_CLASSES:
        cards = page.locator(f"#hand .card{cls}:not([disabled])")
        if cards.count():
            cards.first.click()
            page.wait_for_selector("#actions button.act", timeout=TIMEOUT)
            return


def one_turn(pages: list) -> dict[str, float]:
    """Every page but the last picks (held); the last taps; each page's table is
    updated: ms from the tap to the host's table and to the last guest's table."""
    before = [p.evaluate(HAND) for p in pages]
    for page, hand in zip(pages, before):
        page.evaluate(WATCH, hand)
    for page in pages[:-1]:
        choose_card(page)
        page.locator("#actions button.act").first.click()
        page.wait_for_selector("#tg-held", timeout=TIMEOUT)
    choose_card(pages[-1])
    tap = pages[-1].evaluate(TAP)
    for i, page in enumerate(pages):
        try:
            page.wait_for_function("() => window.__updated", timeout=120_000)
        except Exception:
            shown = page.evaluate("() => document.querySelector('main')?.innerText.slice(0, 300)")
            raise SystemExit(f"page {i}: no new table after the tap: {shown!r}") from None
    done = [p.evaluate("() => window.__updated") - tap for p in pages]
    return {"host": done[0], "all": max(done), "guests": max(done[1:])}


def metrics(cdp) -> dict[str, float]:
    return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--guests", type=int, default=7)
    parser.add_argument("--turns", type=int, default=3)  # before a Cities coin loss
    args = parser.parse_args()
    if not args.no_build or not (DIST / "web" / "together.js").exists():
        from tools.site.assemble import build

        build(DIST)
    from playwright.sync_api import sync_playwright

    from tools.site.server import make_server

    httpd = make_server(0, DIST)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    people = args.guests + 1
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        try:
            view = {"viewport": {"width": 1024, "height": 768}}
            host = browser.new_context(**view).new_page()
            host.set_default_timeout(TIMEOUT)
            boot(host, url)
            cdp = host.context.new_cdp_session(host)
            cdp.send("Performance.enable")
            host_game(host, people)
            alive = [p for p in renderers(browser) if Path(f"/proc/{p}").exists()]
            host_pids = {max(alive, key=rss_kb)}  # the page with Python, not a spare one
            rss_alone = sum(rss_kb(p) for p in host_pids)
            print(f"host renderer processes: {sorted(host_pids)}")
            joins, guests = [], []
            for seat in range(1, people):
                guest = browser.new_context(**view).new_page()
                guest.set_default_timeout(TIMEOUT)
                joins.append(join(host, guest, seat))
                guests.append(guest)
            print(f"playing together in Chromium: a host's page and {args.guests} guests' "
                  f"pages, 7 Wonders at {people}{' with the Cities' if people > 7 else ''}, "
                  f"one Chromium, {os.cpu_count()} cores shared")
            print("join, the invitation's link opened to the guest's table drawn "
                  "(people's scanning and tapping left out), ms:")
            for key, words in (("answer", "link opened to the answer shown (page start)"),
                               ("seats", "answer pasted to the seats shown"),
                               ("table", "seat taken to the table drawn"),
                               ("total", "in all")):
                values = [j[key] for j in joins]
                print(f"  {words}: first guest {values[0]:.0f}, median "
                      f"{statistics.median(values):.0f}, max {max(values):.0f}")
            time.sleep(5)  # the joins settle
            before, m0, c0 = time.perf_counter(), metrics(cdp), sum(cpu_s(p) for p in host_pids)
            time.sleep(10)
            idle_cpu = (sum(cpu_s(p) for p in host_pids) - c0) / (time.perf_counter() - before)
            m1 = metrics(cdp)
            rss_idle = sum(rss_kb(p) for p in host_pids)
            print(f"host with {args.guests} guests connected, idle 10 s: renderer CPU "
                  f"{idle_cpu * 100:.1f}% of a core; task time "
                  f"{(m1['TaskDuration'] - m0['TaskDuration']) * 100:.1f} ms/s")
            pages = [host, *guests]
            rounds, cpu_turn, task_turn, script_turn = [], [], [], []
            for _ in range(args.turns):
                c0, m0 = sum(cpu_s(p) for p in host_pids), metrics(cdp)
                rounds.append(one_turn(pages))
                m1 = metrics(cdp)
                cpu_turn.append(sum(cpu_s(p) for p in host_pids) - c0)
                task_turn.append(m1["TaskDuration"] - m0["TaskDuration"])
                script_turn.append(m1["ScriptDuration"] - m0["ScriptDuration"])
            print(f"a move's round trip with {args.guests} guests, the last tap of a turn to "
                  f"the tables updated, ms ({args.turns} turns of age I):")
            for key, words in (("host", "to the host's table"),
                               ("guests", "to the last guest's table"),
                               ("all", "to every table")):
                values = [r[key] for r in rounds]
                print(f"  {words}: median {statistics.median(values):.0f}, "
                      f"min {min(values):.0f}, max {max(values):.0f}")
            m = metrics(cdp)
            print(f"host memory: renderer VmRSS {rss_alone / 1024:.0f} MB hosting alone, "
                  f"{rss_idle / 1024:.0f} MB with {args.guests} guests, "
                  f"{sum(rss_kb(p) for p in host_pids) / 1024:.0f} MB after the turns; "
                  f"JS heap used {m['JSHeapUsedSize'] / 1e6:.1f} MB of "
                  f"{m['JSHeapTotalSize'] / 1e6:.1f} MB (the Python heap is wasm memory, "
                  "in VmRSS, not in the JS heap)")
            print(f"host CPU a turn of {people} picks (each a guest's message, the turn "
                  f"applied, {args.guests} views sent, its own table drawn): renderer "
                  f"median {statistics.median(cpu_turn) * 1000:.0f} ms; task time median "
                  f"{statistics.median(task_turn) * 1000:.0f} ms, script "
                  f"{statistics.median(script_turn) * 1000:.0f} ms")
            print(f"load average at the end: {os.getloadavg()[0]:.2f}, "
                  f"{os.getloadavg()[1]:.2f}, {os.getloadavg()[2]:.2f}")
        finally:
            browser.close()
            httpd.shutdown()


if __name__ == "__main__":
    main()
