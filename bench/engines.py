#!/usr/bin/env python3
"""A new person's first visit in Firefox and WebKit, with the page's Python on the main
thread (``?worker=0``) and in PyScript's worker (``?worker=1``): issues 53 and 55's
"nothing regresses" outside Chromium (the test suite drives Debian's chromium only).

    python3 bench/engines.py [--engines chromium,firefox,webkit] [--modes 0,1]
                             [--size 1024x768] [--runs 1] [--no-build]

Firefox is Debian's ``firefox-esr``, headless, driven by ``puppeteer-core`` over
WebDriver BiDi (``bench/engines_firefox.mjs``; puppeteer-core pinned, ``PUPPETEER``,
installed by npm the first time into ``node_modules/.wonders-cache/puppeteer``).
WebKit is Debian's WebKitGTK MiniBrowser driven by ``WebKitWebDriver``
(``webkit2gtk-driver``: the classic W3C WebDriver, JSON over HTTP, spoken here with
urllib) on an X server of ``xvfb-run``; its pages are awaited to their load event (the
"eager" strategy's first script after a navigation hung until the script timeout in
2.50.6). Chromium, the suite's browser (Debian's, through puppeteer-core over the
DevTools protocol), walks the same steps as the reference. The Debian packages are
installed with apt-get when missing and run as root, else the command is printed. The
browsers run at ``nice -n 10``.

The site (``dist/``, built first unless ``--no-build``) is served by the project's own
server on 127.0.0.1, a new port (a new origin: a first visit) for each run. Each run
walks what a new person does, each step passed or failed with its one-line error:

- the home drawn before Python (the build's home: ``#app.early``, the game boxes,
  New game, the loading line), then Python's home laid over it, the same boxes in the
  same places, Python on the thread the address asks for;
- a 7 Wonders game against the bots (New game, Start), one card played as a person
  does (tapped, then its first action), the bots' answer (the next hand drawn);
- a reload, the autosaved game resumed (the same table): Resume tapped as soon as it
  shows, on the home kept from Python's last visit, before Python;
- an embed (``embed.html?src=web/examples/trade-1e.json``) and the rules page's first
  example drawn;
- the service worker: the server stopped (and, where the driver can, the browser's
  network cut: Firefox's BiDi emulation, Chromium's DevTools; WebDriver classic
  cannot), the site opened again, the game resumed from the precache.

Times (ms, as the page's clock reads them): the home drawn and Python's home from the
navigation's start, the first table from the tap on Start, the move answered from the
tap on the move's action to the bots' answer drawn, the embed drawn from its
navigation, Python's home on the offline visit from its navigation. Figures only,
never assertions: the pass/fail table is printed (runs passed, with ``--runs``), the
figures' medians over the runs, the exit status is 0.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import glob
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from first_visit import serve  # noqa: E402

from tools.site import NODE_MODULES  # noqa: E402
from tools.site.assemble import build  # noqa: E402

PUPPETEER = "24.43.1"  # the last line for Node 20 (25 asks for 22); Firefox over BiDi
PREFIX = NODE_MODULES / ".wonders-cache" / "puppeteer"
FIREFOX = "/usr/bin/firefox-esr"
CHROMIUM = "/usr/bin/chromium"  # the suite's browser: the reference
WEBDRIVER = "/usr/bin/WebKitWebDriver"
XVFB_RUN = "/usr/bin/xvfb-run"
DEBS = {"firefox-esr": FIREFOX, "webkit2gtk-driver": WEBDRIVER, "xvfb": XVFB_RUN,
        "xauth": "/usr/bin/xauth"}
NICE = ["nice", "-n", "10"]
PAGE_LOAD = "normal"  # "eager": the first script after a navigation hung (2.50.6)
BOOT_S = 300.0  # Python's first screen on a loaded 2-core machine
WAIT_S = 120.0

# the marks the Chromium tests wait on (tests/web/helpers.py)
PYTHON_DRAWN = "#app:not(.early)"
READY = ("#hand .card:not([aria-disabled]), #power button.act, #continue, #score-pad, "
         "#reveal, #done, #debt button.act")
PREFER = [".st-chain", ".st-build", ".st-olympia", ".st-buy", ""]
EMBED = "embed.html?src=web/examples/trade-1e.json"
EMBED_DRAWN = "#x-example:not([hidden]), #x-status.x-error"

BOXES = """() => Array.from(document.querySelectorAll('#app *'), (el) => {
  const r = el.getBoundingClientRect();
  return [el.tagName, el.id, String(el.className), r.x, r.y, r.width, r.height];
})"""
EARLY_HOME = """() => ({
  early: !!document.querySelector('#app.early > main.screen-home'),
  boxes: document.querySelectorAll('#app .game-box').length,
  pictures: document.querySelectorAll('#app .game-box .box-picture').length,
  newGame: !!document.querySelector('#new-game')?.getClientRects().length,
  loading: !!document.querySelector('#loading'),
  usable: performance.getEntriesByName('wonders-home-usable')[0]?.startTime ?? null,
  python: window.__wondersInteractive ?? null,
})"""
STATE = """() => ({
  screen: document.body?.dataset.screen, app: document.querySelector('#app')?.className,
  text: (document.querySelector('main')?.innerText || document.body?.innerText || '')
    .replace(/\\s+/g, ' ').slice(0, 160),
  toast: document.getElementById('toast')?.innerText || '',
})"""
HAND = "() => [...document.querySelectorAll('#hand .card')].map(c => c.dataset.card)"
TURN_DONE = """(before) => {
  const hand = [...document.querySelectorAll('#hand .card')].map(c => c.dataset.card);
  return !!document.querySelector(READY_SEL) && !document.querySelector('#thinking, .thinking')
    && hand.join() !== before.join() ? performance.now() : false;
}"""
SIGNATURE = """() => JSON.stringify({
  age: document.querySelector('#age')?.textContent,
  hand: [...document.querySelectorAll('#hand .card')].map(c => c.dataset.card),
  coins: [...document.querySelectorAll('.city .coins')].map(c => c.textContent),
  cards: [...document.querySelectorAll('.city .cards')].map(c => c.textContent),
})"""
SAVES = """() => Object.keys(localStorage).filter(k => k.startsWith('wonders.v1.save.'))
  .map(k => localStorage.getItem(k))"""
# how the page's Python started (tests/web/helpers.py): the stored snapshot, the
# snapshot downloaded, or plain
STARTED_FROM = """
import js
g = js.globalThis
'cache' if getattr(g, '__pyodideFromSnapshot', False) else \\
    'network' if getattr(g, '__pyodideFromNetwork', False) else 'plain'
"""
SETTLED = ("() => !!document.querySelector(READY_SEL)"
           " && !document.querySelector('#thinking, .thinking')")


def script(js: str) -> str:
    """``js`` (a function) as the drivers run it: READY_SEL put in, its value awaited
    even when it is a thenable that is not a Promise (the main thread's
    ``wondersPython`` answers with Pyodide's future, which neither WebDriver awaits)."""
    return f"async (...a) => await ({js.replace('READY_SEL', json.dumps(READY))})(...a)"


class StepFailed(Exception):
    """A step of the walk that did not happen: its one-line reason."""


def one_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return (text[0] if text else type(e).__name__)[:200]


# ---------------------------------------------------------------- what is installed
def debs() -> None:
    """Debian's browsers, their drivers and the X server: installed if missing."""
    missing = [name for name, path in DEBS.items() if not Path(path).exists()]
    if not missing:
        return
    command = ["apt-get", "install", "-y", "--no-install-recommends", *missing]
    if os.geteuid() != 0:
        sys.exit("missing Debian packages; as root: apt-get update && " + " ".join(command))
    subprocess.run(["apt-get", "update"], check=True)
    subprocess.run(command, check=True, env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))


def puppeteer() -> Path:
    """The pinned puppeteer-core, installed by npm on first use: its prefix."""
    meta = PREFIX / "node_modules" / "puppeteer-core" / "package.json"
    if not meta.exists() or json.loads(meta.read_text())["version"] != PUPPETEER:
        PREFIX.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "install", "-E", "--no-save", "--no-package-lock",
                        "--no-audit", "--no-fund", "--prefix", str(PREFIX),
                        f"puppeteer-core@{PUPPETEER}"], check=True)
    return PREFIX


def minibrowser() -> str:
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))
    if not found:
        sys.exit("WebKitGTK's MiniBrowser not found (package libwebkit2gtk-4.1-0)")
    return found[-1]


def versions() -> dict[str, str]:
    def deb(name: str) -> str:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", name],
                             capture_output=True, text=True)
        return out.stdout.strip() or "?"
    return {"firefox-esr": deb("firefox-esr"), "webkit2gtk-driver": deb("webkit2gtk-driver"),
            "puppeteer-core": PUPPETEER, "node": subprocess.run(
                ["node", "--version"], capture_output=True, text=True).stdout.strip()}


# ---------------------------------------------------------------- two drivers
class Driver:
    """What the walk asks of a browser: a page opened, a function run in it, a click."""

    name = ""

    def goto(self, url: str) -> None: ...
    def reload(self) -> None: ...
    def eval(self, js: str, *args): ...
    def click(self, sel: str) -> None: ...
    def offline(self, on: bool) -> None: ...
    def errors(self) -> list[str]:
        return []

    def close(self) -> None: ...

    def wait(self, js: str, *args, timeout: float = WAIT_S, what: str = ""):
        """Run ``js`` until it gives a true value (returned), polling; on time out a
        StepFailed saying what was awaited and what the page showed."""
        end = time.monotonic() + timeout
        last = ""
        while True:
            try:
                value = self.eval(js, *args)
                if value:
                    return value
            except StepFailed as e:  # a page between two documents: asked again
                last = one_line(e)
            if time.monotonic() > end:
                try:
                    state = self.eval(STATE)
                except StepFailed as e:
                    state = one_line(e)
                raise StepFailed(f"no {what or js[:60]} after {timeout:.0f} s; page: {state}"
                                 + (f"; last error: {last}" if last else ""))
            time.sleep(0.05)

    def wait_click(self, sel: str, timeout: float = WAIT_S) -> None:
        self.wait("(s) => !!document.querySelector(s)", sel, timeout=timeout, what=sel)
        self.click(sel)


class Puppeteer(Driver):
    """Firefox ESR through puppeteer-core over WebDriver BiDi (engines_puppeteer.mjs);
    Debian's chromium the same way over the DevTools protocol, for reference."""

    def __init__(self, prefix: Path, name: str, size: str):
        self.name = name
        kind, path = ("firefox", FIREFOX) if name == "firefox" else ("chrome", CHROMIUM)
        self.proc = subprocess.Popen(
            [*NICE, "node", str(ROOT / "bench" / "engines_puppeteer.mjs"), str(prefix), kind,
             path, size],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, start_new_session=True)
        self.version = self._call({"op": "version"})

    def _call(self, cmd: dict):
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise StepFailed(f"the {self.name} driver ended")
        out = json.loads(line)
        if not out["ok"]:
            raise StepFailed(out["error"])
        return out["value"]

    def goto(self, url: str) -> None:
        self._call({"op": "goto", "url": url})

    def reload(self) -> None:
        self._call({"op": "reload"})

    def eval(self, js: str, *args):
        return self._call({"op": "eval", "js": script(js), "args": list(args)})

    def click(self, sel: str) -> None:
        self._call({"op": "click", "sel": sel})

    def offline(self, on: bool) -> None:
        self._call({"op": "offline", "on": on})

    def errors(self) -> list[str]:
        return self._call({"op": "errors"})

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.proc.stdin.write(json.dumps({"op": "quit"}) + "\n")
            self.proc.stdin.close()
            self.proc.wait(timeout=60)
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait()


ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


class WebKit(Driver):
    """WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver) on Xvfb."""

    name = "webkit"

    def __init__(self, size: str):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        self.base = f"http://127.0.0.1:{port}"
        self.proc = subprocess.Popen(
            [XVFB_RUN, "-a", "-s", "-screen 0 1280x1024x24", *NICE, WEBDRIVER,
             f"--port={port}"], start_new_session=True,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        end = time.monotonic() + 60
        while True:
            try:
                self._http("GET", "/status")
                break
            except (OSError, StepFailed):
                if time.monotonic() > end:
                    raise
                time.sleep(0.2)
        caps = {"pageLoadStrategy": PAGE_LOAD,
                "webkitgtk:browserOptions": {"binary": minibrowser(), "args": ["--automation"]}}
        got = self._http("POST", "/session", {"capabilities": {"alwaysMatch": caps}})
        self.session = f"/session/{got['sessionId']}"
        self.version = f"MiniBrowser {got['capabilities'].get('browserVersion', '?')}"
        self._http("POST", self.session + "/timeouts",
                   {"script": 60_000, "pageLoad": int(BOOT_S * 1000)})
        width, height = map(int, size.split("x"))  # the window's, a little more than its page
        self._http("POST", self.session + "/window/rect", {"width": width, "height": height})

    def _http(self, method: str, path: str, body: dict | None = None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=BOOT_S + 30) as f:
                return json.load(f)["value"]
        except urllib.error.HTTPError as e:
            value = json.load(e).get("value", {})
            raise StepFailed(f"{value.get('error')}: {one_line(Exception(value.get('message')))}"
                             ) from None

    def goto(self, url: str) -> None:
        self._http("POST", self.session + "/url", {"url": url})

    def reload(self) -> None:
        self._http("POST", self.session + "/refresh", {})

    def eval(self, js: str, *args):
        return self._http("POST", self.session + "/execute/sync",
                          {"script": f"return ({script(js)}).apply(null, arguments)",
                           "args": list(args)})

    def click(self, sel: str) -> None:
        found = self._http("POST", self.session + "/element",
                           {"using": "css selector", "value": sel})
        self._http("POST", f"{self.session}/element/{found[ELEMENT]}/click", {})

    def offline(self, on: bool) -> None:
        raise StepFailed("WebDriver classic cannot")

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._http("DELETE", self.session)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGTERM)
        self.proc.wait()


# ---------------------------------------------------------------- the walk
class Walk:
    """One engine, one thread mode: the steps (name, passed, note) and the figures."""

    def __init__(self, driver: Driver, site: Path, mode: str):
        self.d, self.site, self.mode = driver, site, mode
        self.server, self.base = serve(site)
        self.index = f"{self.base}index.html?worker={mode}"
        self.steps: list[tuple[str, bool | None, str]] = []
        self.fig: dict[str, float] = {}
        self.errors: list[str] = []

    def step(self, name: str, fn, needs: tuple[str, ...] = ()) -> bool:
        failed = [n for n, ok, _ in self.steps if n in needs and not ok]
        if failed:
            self.steps.append((name, None, f"not run: {failed[0]} failed"))
            return False
        print(f"  {self.d.name} worker={self.mode}: {name}...", flush=True)
        try:
            note = fn() or ""
            ok = True
        except Exception as e:  # StepFailed, or the driver's own error
            note, ok = one_line(e), False
        with contextlib.suppress(Exception):
            self.errors += self.d.errors()
        self.steps.append((name, ok, note))
        print(f"    {'pass' if ok else 'FAIL'} {note}", flush=True)
        return ok

    # each step: a note on success, StepFailed on failure
    def early_home(self) -> str:
        self.d.goto(self.index)
        seen = self.d.eval(EARLY_HOME)
        self.early_boxes = self.d.eval(BOXES) if seen["early"] else None
        if seen["usable"] is None:
            raise StepFailed(f"no wonders-home-usable mark: {seen}")
        self.fig["home drawn"] = seen["usable"]
        if not seen["early"]:
            if seen["python"] is not None and seen["python"] > seen["usable"]:
                return "drawn before Python, but Python's home was there at DOMContentLoaded"
            raise StepFailed(f"no #app.early home at DOMContentLoaded: {seen}")
        if seen["pictures"] < 2 or not seen["newGame"] or not seen["loading"]:
            raise StepFailed(f"the early home lacks a part: {seen}")
        return f"{seen['boxes']} game boxes, New game shown, the loading line"

    def python_home(self) -> str:
        self.d.wait("(s) => !!document.querySelector(s)", PYTHON_DRAWN + " #new-game",
                    timeout=BOOT_S, what="Python's home")
        self.fig["Python's home"] = self.d.eval("() => window.__wondersInteractive")
        where = self.d.eval("() => window.wondersPython("
                            "'import js\\njs.globalThis.constructor.name')")
        want = "DedicatedWorkerGlobalScope" if self.mode == "1" else "Window"
        if where != want:
            raise StepFailed(f"the page's Python runs in {where}, not {want}")
        started = self.d.eval("(code) => window.wondersPython(code)", STARTED_FROM)
        return f"Python in {where}, started from {started}"

    def home_kept(self) -> str:
        if self.early_boxes is None:
            raise StepFailed("not checked: no early home seen")
        after = self.d.eval(BOXES)
        if after != self.early_boxes:
            moved = [(a, b) for a, b in zip(self.early_boxes, after, strict=False) if a != b]
            raise StepFailed(f"{len(after)} elements after, {len(self.early_boxes)} before; "
                             f"first moved: {moved[:1]}")
        return f"{len(after)} elements, the same boxes"

    def first_table(self) -> str:
        self.d.wait_click("#new-game")
        self.d.wait("() => !!document.querySelector('#start')", what="#start")
        t0 = self.d.eval("() => performance.now()")
        self.d.click("#start")
        self.d.wait("() => window.__wondersTablePlayable", what="a playable table")
        self.fig["first table"] = self.d.eval("() => window.__wondersTablePlayable") - t0
        self.d.wait(SETTLED, what="the table waiting on the person")
        cities = self.d.eval("() => document.querySelectorAll('.city').length")
        return f"{cities} cities, {len(self.d.eval(HAND))} cards in hand"

    def one_move(self) -> str:
        for _ in range(5):  # a screen before the hand (the reveal, Continue...)
            self.d.wait(SETTLED, what="the table waiting on the person")
            other = self.d.eval("() => ['#continue', '#reveal', '#done']"
                                ".find(s => document.querySelector(s)) || ''")
            if not other:
                break
            self.d.click(other)
            time.sleep(0.5)
        pick = self.d.eval("""(prefer) => { for (const cls of prefer) {
            const c = document.querySelector(`#hand .card${cls}:not([aria-disabled])`);
            if (c) return c.dataset.card; } return null; }""", PREFER)
        if not pick:
            raise StepFailed("no playable card")
        self.hand = self.d.eval(HAND)
        self.d.click(f'#hand .card[data-card="{pick}"]')
        self.d.wait("() => !!document.querySelector('#actions button.act')",
                    what=f"{pick}'s actions")
        act = self.d.eval("() => document.querySelector('#actions button.act')"
                          ".innerText.replace(/\\s+/g, ' ').trim()")
        drawn = self.d.eval("() => (window.__metrics.render_dom_ms || []).length")
        self.t_move = self.d.eval("() => performance.now()")
        self.d.click("#actions button.act")
        self.d.wait("(n) => (window.__metrics.render_dom_ms || []).length > n", drawn,
                    what="the table drawn for the move")
        return f"{pick}: {act}"

    def bots_answer(self) -> str:
        t1 = self.d.wait(TURN_DONE, self.hand, what="the bots' answer (the next hand)")
        self.fig["move answered"] = t1 - self.t_move
        self.signature = self.d.eval(SIGNATURE)
        hand = self.d.eval(HAND)
        if len(hand) != len(self.hand) - 1:
            raise StepFailed(f"the next hand has {len(hand)} cards, not {len(self.hand) - 1}")
        return f"next hand of {len(hand)}; saved moves {self.saved_moves()}"

    def saved_moves(self) -> list[int]:
        import msgpack

        return [len(msgpack.unpackb(base64.b64decode(s))["moves"])
                for s in self.d.eval(SAVES)]

    def resume(self, how) -> str:
        """The site opened again (``how``), Resume tapped as soon as it shows: on the
        home kept from Python's last visit, before Python (the tap queued, issue 53),
        unless Python is there first; the same table."""
        how()
        self.d.wait("() => !!document.querySelector('#resume')", timeout=BOOT_S,
                    what="Resume")
        early = self.d.eval("() => !!document.querySelector('#app.early #resume')")
        self.d.click("#resume")
        self.d.wait(SETTLED, timeout=BOOT_S, what="the resumed table")
        now = self.d.eval(SIGNATURE)
        if now != self.signature:
            raise StepFailed(f"another table: {now[:120]} (was {self.signature[:120]})")
        self.warm = self.d.eval("() => window.__wondersInteractive")
        started = self.d.eval("(code) => window.wondersPython(code)", STARTED_FROM)
        return ("Resume tapped before Python, the tap answered" if early
                else "Resume tapped on Python's home") + \
            f": the same table; Python started from {started}"

    def reload_resume(self) -> str:
        return self.resume(self.d.reload)

    def embed(self) -> str:
        self.d.goto(self.base + EMBED)
        self.d.wait("(s) => !!document.querySelector(s)", EMBED_DRAWN, timeout=BOOT_S,
                    what="the embed drawn")
        out = self.d.eval("""() => ({error: document.querySelector('#x-status.x-error')
            ?.innerText, mark: performance.getEntriesByName('example-drawn').length,
            drawn: window.__embed?.drawn, frames: window.__embed?.frames})""")
        if out.get("error") or not out.get("mark"):
            raise StepFailed(f"the embed: {out}")
        self.fig["embed drawn"] = out.get("drawn") or 0
        return f"{out.get('frames')} frames, example-drawn marked"

    def rules(self) -> str:
        self.d.goto(self.base + "rules.html")
        self.d.wait("() => { const e = document.querySelector('wonders-example');"
                    " if (e) e.scrollIntoView(); return !!e; }", what="an example")
        caption = self.d.wait(
            """(s) => { const d = document.querySelector('wonders-example iframe')
                ?.contentDocument; const el = d?.querySelector(s);
                return el && (el.matches('.x-error') ? 'error: ' + el.innerText
                : d.querySelector('#x-caption')?.innerText || '(no caption)'); }""",
            EMBED_DRAWN, timeout=BOOT_S, what="the first example drawn")
        if caption.startswith("error: "):
            raise StepFailed(caption)
        return caption.replace("\n", " ")[:60]

    def offline(self) -> str:
        # registered once the first table was playable (web/ui.js), asked here from the
        # last page opened (the rules page, in the worker's scope)
        sw = self.d.eval("""() => navigator.serviceWorker ? navigator.serviceWorker
            .getRegistration().then(r => ({active: !!r?.active,
                controlled: !!navigator.serviceWorker.controller}))
            : {active: false, controlled: false, none: true}""")
        if not sw["active"] or not sw["controlled"]:
            raise StepFailed(f"no service worker controls the site's pages: {sw}")
        self.server.shutdown()
        self.server.server_close()
        cut = "server stopped"
        try:
            self.d.offline(True)
            cut += ", browser offline"
        except StepFailed as e:
            cut += f", browser offline not set ({e})"
        try:
            note = f"{self.resume(lambda: self.d.goto(self.index))} ({cut})"
            self.fig["Python's home offline"] = self.warm
            return note
        finally:
            with contextlib.suppress(StepFailed):
                self.d.offline(False)

    def run(self) -> None:
        try:
            self.step("home drawn before Python", self.early_home)
            self.step("Python's home", self.python_home)
            self.step("home kept in place", self.home_kept, needs=("Python's home",))
            self.step("a game against bots", self.first_table, needs=("Python's home",))
            self.step("one move", self.one_move, needs=("a game against bots",))
            self.step("the bots answer", self.bots_answer, needs=("one move",))
            self.step("reload, resume", self.reload_resume, needs=("the bots answer",))
            self.step("embed drawn", self.embed)
            self.step("rules' first example", self.rules)
            self.step("offline reload, resume", self.offline, needs=("the bots answer",))
        finally:
            with contextlib.suppress(Exception):
                self.server.shutdown()
                self.server.server_close()


# ---------------------------------------------------------------- the report
FIGURES = ("home drawn", "Python's home", "first table", "move answered", "embed drawn",
           "Python's home offline")


def report(walks: list[Walk]) -> None:
    """Each engine and mode's steps (its first run in full, a later run's failures),
    every step at a glance (runs passed), the figures' medians over the runs."""
    runs: dict[tuple[str, str], list[Walk]] = {}
    for w in walks:
        runs.setdefault((w.d.name, w.mode), []).append(w)
    for (name, mode), ws in runs.items():
        print(f"\n**{name}, `?worker={mode}`** ({ws[0].d.version}, {len(ws)} runs)\n")
        print("| step | result | note |\n| --- | --- | --- |")
        for n, w in enumerate(ws):
            for step, ok, note in w.steps:
                if n == 0 or not ok:
                    verdict = "pass" if ok else ("not run" if ok is None else "**FAIL**")
                    run = f" (run {n + 1})" if n else ""
                    print(f"| {step}{run} | {verdict} | {note.replace('|', '/')} |")
        errors = [e for w in ws for e in w.errors]
        if errors:
            print(f"\npage errors ({len(errors)}): " + "; ".join(errors[:3])[:400])
    if not walks:
        return
    print("\n| step | " + " | ".join(f"{n} {m}" for n, m in runs) + " |")
    print("| --- |" + " --- |" * len(runs))
    for i, (step, _, _) in enumerate(walks[0].steps):
        cells = []
        for ws in runs.values():
            passed = sum(1 for w in ws if w.steps[i][1])
            cells.append("pass" if passed == len(ws) else f"**{passed}/{len(ws)}**")
        print(f"| {step} | " + " | ".join(cells) + " |")
    print("\n| engine | mode | " + " | ".join(f"{f} (ms)" for f in FIGURES)
          + " | steps passed |")
    print("| --- | --- | " + " | ".join("---" for _ in FIGURES) + " | --- |")
    for (name, mode), ws in runs.items():
        cells = []
        for f in FIGURES:
            values = [w.fig[f] for w in ws if f in w.fig]
            cells.append(f"{statistics.median(values):,.0f}" if values else "-")
        passed = sum(1 for w in ws for _, ok, _ in w.steps if ok)
        total = sum(len(w.steps) for w in ws)
        print(f"| {name} | worker={mode} | " + " | ".join(cells) + f" | {passed}/{total} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engines", default="chromium,firefox,webkit")
    parser.add_argument("--modes", default="0,1", help="?worker= values")
    parser.add_argument("--size", default="1024x768", help="the viewport, WxH")
    parser.add_argument("--runs", type=int, default=1, help="walks of each engine and mode")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = parser.parse_args()
    debs()
    prefix = puppeteer()
    if not args.no_build:
        build()
    work = Path(tempfile.mkdtemp(prefix="wonders-engines-"))
    site = work / "site"
    shutil.copytree(ROOT / "dist", site)
    v = versions()
    print(f"firefox-esr {v['firefox-esr']}, webkit2gtk-driver {v['webkit2gtk-driver']}, "
          f"puppeteer-core {v['puppeteer-core']} (node {v['node']}); load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores; "
          f"{args.size}",
          flush=True)
    walks = []
    try:
        for engine in args.engines.split(","):
            for mode in args.modes.split(","):
                for _ in range(args.runs):  # each a new browser and origin: a first visit
                    driver = (WebKit(args.size) if engine == "webkit"
                              else Puppeteer(prefix, engine, args.size))
                    try:
                        walk = Walk(driver, site, mode)
                        walk.run()
                        walks.append(walk)
                    finally:
                        driver.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
        report(walks)
        print(f"\nload average at the end: "
              f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
