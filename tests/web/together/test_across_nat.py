"""Across networks (issue 57): a host's page and a guest's page, each in its own
Chromium on its own network behind its own NAT (iptables MASQUERADE), with coturn as
the STUN server on the network between them (``tools/nat_lab.py``). Without a STUN
server they find no path: the host's page says so within 10 s of Connect and offers
play by message and Settings; the guest's page says so when its checks fail. With the
STUN server typed in Settings on both, the next invitation connects through the two
NATs (each side's server-reflexive address) and the game is played over it.

It needs root, network namespaces, iptables and coturn: where the lab cannot be made
(CI without root, a container without CAP_NET_ADMIN) it skips, naming what is missing.
"""

from __future__ import annotations

import os
import time

import pytest

from tests.web.helpers import BOOT_MS, boot, step
from tests.web.together.conftest import RTC_ARGS
from tests.web.together.test_page_browser import RTC_TRACE, host_game, told
from tools import nat_lab

#: Chromium in the lab: addresses rather than mDNS names in the codes (as the other
#: together tests; a private address is unreachable from the other network either
#: way), and no loopback candidates
NAT_ARGS = [a for a in RTC_ARGS if a != "--allow-loopback-in-peer-connection"]
#: every connection the page made, for the pair of candidates it chose
KEEP_PCS = """(() => {
  const Made = window.RTCPeerConnection;
  if (!Made) return;
  window.__pcs = [];
  window.RTCPeerConnection = function (...args) {
    const pc = new Made(...args);
    window.__pcs.push(pc);
    return pc;
  };
  window.RTCPeerConnection.prototype = Made.prototype;
})()"""
#: the candidates of the pair the page's last connection chose: "type address:port"
CHOSEN = """async () => {
  const pc = window.__pcs[window.__pcs.length - 1];
  const stats = await pc.getStats();
  const by = {};
  stats.forEach((s) => { by[s.id] = s; });
  let pair = null;
  stats.forEach((s) => {
    if (s.type === "transport" && s.selectedCandidatePairId) pair = by[s.selectedCandidatePairId];
  });
  if (!pair) return null;
  const said = (c) => `${c.candidateType} ${c.address}:${c.port}`;
  return [said(by[pair.localCandidateId]), said(by[pair.remoteCandidateId])];
}"""
#: how long the host takes to read the guest's answer in the round with STUN (seconds;
#: a person scanning a QR code or pasting from a chat takes a while)
READING_S = float(os.environ.get("NAT_LAB_READING_S", "0"))
#: NAT_LAB_FIREWALL=0: routers that answer unasked packets themselves (``nat_lab.Lab``)
FIREWALL = os.environ.get("NAT_LAB_FIREWALL", "1") != "0"


@pytest.fixture
def lab(request):
    why = nat_lab.missing()
    if why:  # before the site is built: a skip costs nothing
        pytest.skip(f"the NAT lab cannot be made here: {why}")
    made = nat_lab.Lab(request.getfixturevalue("site"), firewall=FIREWALL)
    yield made
    made.close()


def device(playwright, lab, side: str):
    """A page on device ``side`` of the lab, in its own Chromium, booted."""
    browser = playwright.chromium.launch(executable_path=lab.chromium(side), args=NAT_ARGS,
                                         headless=True)
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(RTC_TRACE)
    context.add_init_script(KEEP_PCS)
    page = context.new_page()
    page.set_default_timeout(BOOT_MS)
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.console_errors = []
    page.on("console", lambda m: page.console_errors.append(m.text[:200])
            if m.type == "error" else None)
    boot(page, lab.url)
    return page


def candidates(page) -> list[str]:
    """The addresses of the candidates the page's last connection gathered."""
    trace = page.evaluate("() => window.rtcTrace || []")
    last = max((int(t.split("@")[0]) for t in trace), default=0)
    return [t.split("cand ", 1)[1] for t in trace
            if t.startswith(f"{last}@") and ":cand " in t and not t.endswith(":cand end")]


def answer(host, guest) -> None:
    """The host makes an invitation and the guest, its page at the join panel, answers
    it (the codes carried between the pages as a chat would)."""
    old_invite = shown_value(host, "#tg-invite-code")
    host.click("#tg-invite")
    fresh(host, "#tg-invite-code", old_invite)
    guest.fill("#tg-offer", host.input_value("#tg-invite-code"))
    old_answer = shown_value(guest, "#tg-answer-code")
    guest.click("#tg-make-answer")
    fresh(guest, "#tg-answer-code", old_answer)


def shown_value(page, selector: str) -> str | None:
    """The value of the field ``selector`` shown now (None: none shown)."""
    return page.input_value(selector) if page.locator(selector).count() else None


def fresh(page, selector: str, old: str | None) -> None:
    """Wait until the field ``selector`` shows a value other than ``old``: the page's
    Python (in PyScript's worker, a moment after the tap) has made a new one; the one
    of the round before may still be shown until then."""
    page.wait_for_function(
        "([sel, old]) => { const el = document.querySelector(sel);"
        " return !!el && !!el.value && el.value !== old; }", arg=[selector, old])


def stun_in_settings(page, stun: str) -> None:
    """The notice's Settings button, the STUN server typed and saved, Settings closed."""
    page.click("#tg-nopath-settings")
    page.fill("#set-stun-field", stun)
    page.click("#set-stun-save")
    page.click("#settings-close")
    page.wait_for_selector("#settings", state="detached")


def test_two_pages_behind_their_own_nats_meet_through_coturn_and_not_without(
        playwright_instance, lab):
    ann = device(playwright_instance, lab, "a")
    bob = device(playwright_instance, lab, "b")
    pages = {"ann": ann, "bob": bob}
    host_game(ann, [("human", "Ann"), ("human", "Bob"), ("bot", "Cy")], seed=5)
    bob.click("#tg-join-button")

    # no STUN server: each knows only its private address, which the other cannot reach
    answer(ann, bob)
    assert all(c.startswith("10.0.") for c in candidates(ann) + candidates(bob)), told(pages)
    ann.fill("#tg-answer", bob.input_value("#tg-answer-code"))
    ann.click("#tg-connect")
    began = time.monotonic()
    ann.wait_for_selector("#tg-nopath", timeout=10_000)  # the page's promise: 10 s
    host_said = time.monotonic() - began
    assert "turn on a STUN server" in ann.locator("#tg-nopath-line").inner_text()
    assert ann.locator("#tg-by-message").is_visible()
    bob.wait_for_selector("#tg-nopath", timeout=60_000)  # its checks failed
    guest_said = time.monotonic() - began
    assert bob.locator("#tg-answer-code").count() and not bob.locator("#tg-claim-1").count()

    # the STUN server on both: each learns its NAT's outside address and they meet
    asked = lab.stun_requests()
    for page in (ann, bob):
        stun_in_settings(page, lab.stun)
    answer(ann, bob)
    assert "203.0.113.2" in " ".join(candidates(ann)), told(pages)
    assert "203.0.113.6" in " ".join(candidates(bob)), told(pages)
    assert lab.stun_requests() > asked
    time.sleep(READING_S)
    ann.fill("#tg-answer", bob.input_value("#tg-answer-code"))
    ann.click("#tg-connect")
    began = time.monotonic()
    try:
        bob.wait_for_selector("#tg-claim-1", timeout=20_000)
    except Exception as error:
        raise AssertionError(f"no channel through the NATs:\n{told(pages)}") from error
    opened = time.monotonic() - began
    assert not ann.locator("#tg-nopath").count() and not bob.locator("#tg-nopath").count()
    chosen = {name: page.evaluate(CHOSEN) for name, page in pages.items()}
    assert chosen["ann"][0].startswith(("srflx 203.0.113.2", "prflx 203.0.113.2")), chosen
    assert chosen["ann"][1].split()[1].startswith("203.0.113.6:"), chosen
    bob.click("#tg-claim-1")
    bob.wait_for_selector("#hand")
    for page in (ann, bob):              # a pick each, over the channel through the NATs
        step(page)
    for page in (ann, bob):
        page.wait_for_function("() => document.querySelectorAll('#hand .card').length === 6")
    assert not ann.errors and not bob.errors
    print(f"\nacross two NATs: no STUN server: the host's page said no path "
          f"{host_said:.1f} s after Connect, the guest's {guest_said:.1f} s after it; with "
          f"coturn (host read the answer after {READING_S:.0f} s): the channel opened "
          f"{opened:.1f} s after Connect, pair {chosen['ann'][0]} <-> {chosen['ann'][1]}")
