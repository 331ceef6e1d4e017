"""The site's Content-Security-Policy (issue 12): every page carries the one policy of
``tools/site/csp.py``; under it an injected inline script or inline event handler is
refused (a ``securitypolicyviolation`` event fires, the code does not run), and so is
code from a string, while Pyodide, PyScript, the bot worker and the service worker still work."""

from __future__ import annotations

import re

import pytest

from tests.web.helpers import SCREEN_READY, boot, new_game, step
from tools.site import csp

# Records every violation from the first script of the page on (an init script runs
# before the page's own and is not itself subject to the policy).
RECORD = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(
    {directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile}));
"""

INJECT = """() => new Promise((resolve) => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "script"';
    document.body.append(script);
    const div = document.createElement('div');
    div.innerHTML = '<img src="./icons/icon.svg" onload="window.__injected = \\'handler\\'">';
    document.body.append(div);
    setTimeout('window.__injected = "string timer"', 0);  // eval: compiled later, refused
    setTimeout(() => resolve(window.__injected || null), 500);
})"""


def policy_of(html: str) -> str:
    found = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', html)
    assert len(found) == 1, "a page must carry the policy exactly once"
    return found[0]


def test_every_page_of_the_site_carries_the_policy(site):
    pages = [p for p in site.rglob("*.html") if p.relative_to(site).parts[0] not in
             ("pyodide", "pyscript")]
    assert pages, "the site has no page"
    for page in pages:
        html = page.read_text()
        policy = policy_of(html)
        assert policy == csp.policy(html), page
        directives = dict(d.strip().split(" ", 1) for d in policy.split(";") if d.strip())
        assert directives["script-src"] == "'self' 'wasm-unsafe-eval'"
        assert directives["object-src"] == "'none'"
        assert "'unsafe-inline'" not in directives["style-src"]


def test_a_page_with_an_inline_script_is_not_built():
    with pytest.raises(ValueError, match="inline <script>"):
        csp.with_policy('<meta charset="utf-8"><script>alert(1)</script>', "bad.html")


def test_an_injected_inline_script_is_refused_and_the_game_still_plays(page, server):
    page.add_init_script(RECORD)
    boot(page, server.url)
    assert page.evaluate("() => window.__csp") == [], "the page itself breaks its policy"
    assert page.evaluate(INJECT) is None, "injected code ran"
    refused = page.evaluate("() => window.__csp")
    assert {v["directive"] for v in refused} >= {"script-src-elem", "script-src-attr",
                                                 "script-src"}
    # nor does a request leave for another host
    sent = page.evaluate("() => fetch('http://192.0.2.1/x', {mode: 'no-cors'})"
                         ".then(() => 'sent', () => 'refused')")
    assert sent == "refused"
    assert "connect-src" in {v["directive"] for v in page.evaluate("() => window.__csp")}
    page.evaluate("() => { window.__csp = []; }")
    # Pyodide (WebAssembly), PyScript and the bot worker still run: a bot moves.
    new_game(page, [("human", "Ann"), ("bot", "Bot One"), ("bot", "Bot Two")], seed=12)
    page.wait_for_selector("#hand .card:not([aria-disabled])")
    assert page.locator("#hand .card").count() == 7
    assert step(page).startswith("pick")
    # the bots answered from their worker: the turn resolved, the next hand has 6 cards
    page.wait_for_function("() => document.querySelectorAll('#hand .card').length === 6")
    assert page.evaluate("() => window.__csp") == []
    # the service worker registers under the policy and controls the next load
    page.wait_for_function("() => window.__swReady !== undefined")
    page.evaluate("() => window.__swReady")
    page.reload()
    page.wait_for_selector(SCREEN_READY)
    assert page.evaluate("() => !!navigator.serviceWorker.controller")
    assert page.evaluate(INJECT) is None
    assert not page.errors, page.errors


# A worker is not under its page's policy but under its script's header (CSP Level 3):
# each one the page starts, PyScript's worker with the page's Python included, gets the
# site's policy for workers, and under it a string is not run as code.
PY_TIMER = 'import js\njs.setTimeout("self.__ranPy = 1", 0)\n"scheduled"'
PY_RAN = 'import js\n"ran" if hasattr(js.globalThis, "__ranPy") else "refused"'
# (a string timer: the devtools' own evaluation is let through, what it schedules is not)
TIMER = """() => new Promise((done) => {
    setTimeout('self.__ran = "ran"', 0);
    setTimeout(() => done(self.__ran || 'refused'), 300);
})"""


def header_of(url: str) -> str | None:
    import urllib.request

    with urllib.request.urlopen(url) as answer:
        return answer.headers.get("Content-Security-Policy")


@pytest.mark.parametrize("mode", ["worker", "main"])
def test_every_worker_runs_under_the_sites_policy(page, server, mode):
    page.add_init_script(RECORD)
    workers, closed = [], []
    page.on("worker", lambda w: (workers.append(w), w.on("close", lambda c: closed.append(c))))
    boot(page, server.url + ("?worker=1" if mode == "worker" else "?worker=0"))
    new_game(page, [("human", "Ann"), ("bot", "Bot One"), ("bot", "Bot Two")], seed=12)
    page.wait_for_selector("#hand .card:not([aria-disabled])")
    step(page)
    page.wait_for_function("() => document.querySelectorAll('#hand .card').length === 6")
    page.wait_for_function("() => window.__swReady !== undefined")
    page.evaluate("() => window.__swReady")
    started = {w.url.split("?")[0].removeprefix(server.url) for w in workers}
    assert "web/bot_worker.js" in started
    assert any(u.startswith("pyscript/worker-") for u in started) == (mode == "worker")
    for worker in workers:
        assert header_of(worker.url) == csp.worker_policy(), worker.url
        if worker not in closed:  # (the snapshot's worker ends once it has its bytes)
            assert worker.evaluate(TIMER) == "refused", worker.url
    assert header_of(server.url + "sw.js") == csp.worker_policy()
    assert page.evaluate("() => window.__csp") == []
    # the page's Python, in PyScript's worker or on the page, cannot run a string as code
    assert page.evaluate("code => window.wondersPython(code)", PY_TIMER) == "scheduled"
    page.wait_for_timeout(300)
    assert page.evaluate("code => window.wondersPython(code)", PY_RAN) == "refused"
    assert not page.errors, page.errors
