"""Playing together in the page itself: a host's page and two guests' pages in
Chromium join through the invitation (one pasted as text, one opened as a link) and
the answer codes, and play a whole 7 Wonders game at 4 with a bot seat, each person on
their own page; a guest's page reloads mid-age, and the host's, and the game goes on."""

from __future__ import annotations

import time
import warnings

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.web import test_duel_table as duel
from tests.web.conftest import PAGE_WORKER
from tests.web.helpers import BOOT_MS, READY, RESUME_READY, boot, choose, more, step

#: a table drawn: 7 Wonders' hand, Duel's wonders draft or card structure
TABLES = "#hand, #draft, #structure"


def play_out(pages, limit: float = 600, ready: str = READY, act=step) -> None:
    """Every page does what its table asks (``act`` when ``ready`` shows) until each
    shows the score pad."""
    end = time.monotonic() + limit
    while not all(p.locator("#score-pad").count() for p in pages):
        assert time.monotonic() < end, "the game did not end"
        for page in pages:
            if page.locator("#tg-held").count() or page.locator("#score-pad").count():
                continue
            if page.locator(ready).count():
                act(page)
        time.sleep(0.05)


#: the names of the games in a page's saved games
SAVED_NAMES = ("() => Object.keys(localStorage).filter(k => k.startsWith('wonders.v1.meta.'))"
               ".map(k => JSON.parse(localStorage.getItem(k)).name)")


def kept_by(guest, host_name: str) -> list[str]:
    """The guest's saved games, once one of them is the game hosted by ``host_name``,
    kept whole at its end (written a moment after the score pad shows when the page's
    Python runs in its worker); a timeout says they are not."""
    try:
        guest.wait_for_function(f"() => ({SAVED_NAMES})().some(n => String(n).includes("
                                f"'hosted by {host_name}'))", timeout=BOOT_MS)
    except PlaywrightTimeout:
        raise AssertionError(f"not kept: {guest.evaluate(SAVED_NAMES)}") from None
    return guest.evaluate(SAVED_NAMES)


def rejoin(host, guest) -> None:
    """The guest, its seat kept, answers a new invitation of the host."""
    host.click("#tg-invite")
    host.wait_for_selector("#tg-qr")
    guest.fill("#tg-offer", host.input_value("#tg-invite-code"))
    guest.click("#tg-make-answer")
    guest.wait_for_selector("#tg-answer-code")
    host.fill("#tg-answer", guest.input_value("#tg-answer-code"))
    host.click("#tg-connect")
    wait_for(guest, "#hand, #tg-held", {"host": host, "guest": guest})


def opened(page) -> bool:
    """Whether the page's last WebRTC connection opened its data channel."""
    trace = page.evaluate("() => window.rtcTrace || []")
    last = max((int(t.split("@")[0]) for t in trace), default=0)
    return any(t.startswith(f"{last}@") and t.endswith("dc open") for t in trace)


#: a trace of the page's WebRTC connections, for a failure's message (told): each
#: connection's state changes, its data channel's, its candidates and what the host or
#: guest sent and got (message sizes), in ``window.rtcTrace``
RTC_TRACE = """(() => {
  const trace = window.rtcTrace = [];
  const t0 = performance.now();
  const note = (n, what) => { trace.push(`${n}@${(performance.now() - t0) | 0}:${what}`);
                              if (trace.length > 80) trace.splice(0, trace.length - 80); };
  const Native = window.RTCPeerConnection;
  if (!Native) return;
  let count = 0;
  const channel = (n, ch) => {
    ch.addEventListener("open", () => note(n, "dc open"));
    ch.addEventListener("close", () => note(n, "dc close"));
    ch.addEventListener("message", (e) => note(n, `got ${e.data.byteLength || e.data.length}`));
    const send = ch.send.bind(ch);
    ch.send = (d) => { note(n, `sent ${d.byteLength || d.length}`); return send(d); };
  };
  window.RTCPeerConnection = function (...args) {
    const pc = new Native(...args);
    const n = ++count;
    note(n, "new");
    for (const [ev, key] of [["connectionstatechange", "connectionState"],
                             ["iceconnectionstatechange", "iceConnectionState"],
                             ["icegatheringstatechange", "iceGatheringState"],
                             ["signalingstatechange", "signalingState"]])
      pc.addEventListener(ev, () => note(n, `${key}=${pc[key]}`));
    pc.addEventListener("icecandidate", (e) => note(n, e.candidate
      ? `cand ${e.candidate.address}:${e.candidate.port}` : "cand end"));
    pc.addEventListener("datachannel", (e) => channel(n, e.channel));
    const make = pc.createDataChannel.bind(pc);
    pc.createDataChannel = (...a) => { const ch = make(...a); channel(n, ch); return ch; };
    const remote = pc.setRemoteDescription.bind(pc);
    pc.setRemoteDescription = (d) => { note(n, `remote ${d.type} ${
      (d.sdp.match(/a=candidate/g) || []).length} cands`); return remote(d); };
    const close = pc.close.bind(pc);
    pc.close = () => { note(n, "closed by page"); return close(); };
    return pc;
  };
  window.RTCPeerConnection.prototype = Native.prototype;
})()"""


def open_page(browser, server, *scripts: str, viewport=(1024, 768), query: str = ""):
    """A page booted (``scripts``: more init scripts, after the WebRTC trace; ``query``:
    the address's, such as ``?worker=1``)."""
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    for script in (RTC_TRACE, PAGE_WORKER, *scripts):
        if script:
            context.add_init_script(script)
    page = context.new_page()
    page.set_default_timeout(BOOT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    console: list[str] = []  # for a failure's message (told)
    page.on("console", lambda m: console.append(m.text[:200]) if m.type == "error" else None)
    page.console_errors = console
    boot(page, server.url + query)
    return page


def host_game(page, seats, seed: int = 7, game: str = "") -> None:
    page.click("#new-game")
    if game:
        choose(page, "game", game)
    more(page)
    if not game:
        choose(page, "players", str(len(seats)))
    for i, (kind, name) in enumerate(seats):
        page.select_option(f"select[name=seat{i}-kind]", kind)
        page.fill(f"input[name=seat{i}-name]", name)
    page.fill("#seed", str(seed))
    page.click("#tg-host-start")
    page.wait_for_selector("#tg-host")


def told(pages) -> str:
    """What each page shows, for a failure's message: its line and its panel's text."""
    out = []
    for name, page in pages.items():
        line = page.locator("#tg-line").all_text_contents()
        panel = page.locator(".tg-panel").all_text_contents()
        answer = page.locator("#tg-answer").evaluate_all("els => els.map(e => e.value.length)")
        trace = page.evaluate("() => window.rtcTrace || []")
        out.append(f"{name}: line={line} answer chars={answer} panel={[p[:300] for p in panel]}"
                   f" console errors={page.console_errors[-5:]} rtc={trace}")
    return "\n".join(out)


def wait_for(page, selector: str, pages) -> None:
    """``page`` shows ``selector``; else fail saying what each page shows."""
    try:
        page.wait_for_selector(selector)
    except Exception as error:
        raise AssertionError(f"{selector} never showed:\n{told(pages)}") from error


def answer_invitation(host, guest, as_link: bool) -> None:
    """The host makes an invitation (or keeps the one it shows), the guest answers it,
    the host connects."""
    if not host.locator("#tg-qr").count():
        host.click("#tg-invite")
    host.wait_for_selector("#tg-qr")
    code = host.input_value("#tg-invite-code")
    if as_link:  # the link opened on the guest's device (as its camera app would)
        guest.goto("about:blank")
        guest.goto(code)
        guest.wait_for_selector("#tg-answer-code")
    else:
        guest.click("#tg-join-button")
        guest.fill("#tg-offer", code)
        guest.click("#tg-make-answer")
        guest.wait_for_selector("#tg-answer-code")
    host.fill("#tg-answer", guest.input_value("#tg-answer-code"))
    host.click("#tg-connect")


def seated(host, guest, seat: int) -> None:
    """The host has read the guest's answer: the guest is shown the free seats. A
    connection that does not open once the host took the answer (its invitation closed)
    is invited again, as the host's page then asks, with a warning that says what each
    page showed (``told``: its WebRTC trace too). One that opened and showed no seats
    fails at once: that was a guest's hello lost as its channel opened, before the
    host spoke first (``Host.connect``)."""
    try:
        guest.wait_for_selector(f"#tg-claim-{seat}", timeout=BOOT_MS // 2)
    except Exception:
        pages = {"host": host, "guest": guest}
        if not host.locator("#tg-invite").count():  # the answer was not taken: a failure
            raise AssertionError(f"the host did not take the answer:\n{told(pages)}") from None
        if opened(guest):  # connected, yet not shown the seats: a failure
            raise AssertionError(f"the guest was not shown the seats:\n{told(pages)}") from None
        warnings.warn("an invitation did not connect; inviting again:\n" + told(pages),
                      stacklevel=2)
        answer_invitation(host, guest, as_link=True)
        wait_for(guest, f"#tg-claim-{seat}", pages)


def invite(host, guest, seat: int, as_link: bool = False) -> None:
    """The guest joins through an invitation and takes ``seat`` (``seated``)."""
    answer_invitation(host, guest, as_link)
    seated(host, guest, seat)
    assert "the host" in guest.locator("#tg-seats li").first.text_content()
    guest.click(f"#tg-claim-{seat}")
    guest.wait_for_selector(f"{TABLES}, #tg-held")


def test_a_host_and_two_guests_play_a_whole_game_in_their_pages(rtc_browser, server):
    host = open_page(rtc_browser, server)
    bob = open_page(rtc_browser, server)
    cleo = open_page(rtc_browser, server)
    host_game(host, [("human", "Ann"), ("human", "Bob"), ("human", "Cleo"), ("bot", "Dan")])
    invite(host, bob, 1)
    invite(host, cleo, 2, as_link=True)
    seats = host.locator("#tg-seats li").all_text_contents()  # folded away by now
    assert "a guest" in seats[1] and "a guest" in seats[2] and "a bot" in seats[3], seats
    assert "this device" in seats[0]
    pages = [host, bob, cleo]
    play_out(pages)
    for guest in (bob, cleo):  # each guest keeps the whole game, for the replay
        assert kept_by(guest, "Ann")
    for page in pages:
        assert not page.errors, page.errors
        assert not page.locator("#tg-line").count(), page.locator("#tg-line").inner_text()


def test_a_host_whose_python_runs_in_its_worker_plays_a_whole_game_with_two_guests(
        rtc_browser, server):
    """The host's page runs its Python in PyScript's worker (``?worker=1``): its
    channels, QR code and offers stay on its main thread (``worker_page.MainTogether``),
    its guests' messages reach its store in the worker. Bob's page runs its Python on
    the main thread, Cleo's (who opens the host's link, its address) in its worker."""
    host = open_page(rtc_browser, server, query="?worker=1")
    bob = open_page(rtc_browser, server, query="?worker=0")
    cleo = open_page(rtc_browser, server)
    host_game(host, [("human", "Ann"), ("human", "Bob"), ("human", "Cleo"), ("bot", "Dan")])
    invite(host, bob, 1)
    invite(host, cleo, 2, as_link=True)
    assert "worker=1" in cleo.url
    in_worker = "() => !!document.querySelector('script[type=\"py\"][worker]')?.xworker"
    assert [p.evaluate(in_worker) for p in (host, bob, cleo)] == [True, False, True]
    pages = [host, bob, cleo]
    play_out(pages)
    for page in pages:
        assert not page.errors, page.errors
        assert not page.locator("#tg-line").count(), page.locator("#tg-line").inner_text()
    # the host's game was saved by its main thread, as the worker's store asked
    names = host.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith("
                          "'wonders.v1.meta.')).map(k => JSON.parse(localStorage.getItem(k)).name)")
    assert names, names


def test_a_guest_reloads_mid_age_and_takes_its_seat_back(rtc_browser, server):
    host = open_page(rtc_browser, server)
    bob = open_page(rtc_browser, server)
    host_game(host, [("human", "Ann"), ("human", "Bob"), ("bot", "Cleo")], seed=5)
    invite(host, bob, 1)
    for page in (host, bob):
        step(page)                      # a pick each: Bob's is held until Ann's
    host.wait_for_selector("#hand")     # the next turn
    hand = sorted(bob.locator("#hand .card").evaluate_all(
        "cs => cs.map(c => c.dataset.card)")) if bob.locator("#hand").count() else None
    bob.reload()
    bob.wait_for_selector("#hosted-game")  # home lists the game: "… (hosted by Ann)"
    assert "(hosted by Ann)" in bob.locator("#hosted-game").inner_text()
    bob.click("#hosted-game button.open")
    bob.wait_for_selector("#tg-rejoin")
    assert "away" in host.locator("#tg-seats li").nth(1).text_content()
    rejoin(host, bob)
    if hand is not None and bob.locator("#hand").count():
        assert sorted(bob.locator("#hand .card").evaluate_all(
            "cs => cs.map(c => c.dataset.card)")) == hand
    assert "away" not in host.locator("#tg-seats li").nth(1).text_content()
    play_out([host, bob])
    assert not host.errors and not bob.errors


def test_the_host_reloads_mid_age_and_its_guest_takes_its_seat_back(rtc_browser, server):
    host = open_page(rtc_browser, server)
    bob = open_page(rtc_browser, server)
    host_game(host, [("human", "Ann"), ("human", "Bob"), ("bot", "Cleo")], seed=5)
    invite(host, bob, 1)
    for page in (host, bob):
        step(page)                      # a pick each
    host.wait_for_selector("#hand")     # the next turn
    bob.wait_for_selector("#hand")
    step(bob)                           # Bob's pick, held until Ann's
    bob.wait_for_selector("#tg-held")
    held = bob.locator("#tg-held h2").inner_text()
    host.reload()                       # the host's page reloads: back from its save
    host.wait_for_selector(RESUME_READY)
    host.click("#resume")
    host.wait_for_selector("#tg-host")
    host.wait_for_selector("#hand")
    assert "away" in host.locator("#tg-seats li").nth(1).text_content()
    assert "this device" in host.locator("#tg-seats li").nth(0).text_content()
    bob.wait_for_selector("#tg-rejoin", timeout=60_000)  # Bob's page saw the host go
    rejoin(host, bob)
    bob.wait_for_selector("#tg-held")   # the pick the host confirmed is still held
    assert bob.locator("#tg-held h2").inner_text() == held
    assert "away" not in host.locator("#tg-seats li").nth(1).text_content()
    play_out([host, bob])
    assert not host.errors and not bob.errors


def test_a_host_and_a_guest_play_a_whole_duel_in_their_pages(rtc_browser, server):
    host = open_page(rtc_browser, server)
    bob = open_page(rtc_browser, server)
    host_game(host, [("human", "Ann"), ("human", "Bob")], seed=11, game="duel")
    invite(host, bob, 1, as_link=True)
    play_out([host, bob], ready=duel.READY, act=duel.step)
    for page in (host, bob):
        assert page.locator("#score-pad").count()
        assert not page.errors, page.errors
        assert not page.locator("#tg-line").count(), page.locator("#tg-line").inner_text()
    assert kept_by(bob, "Ann")


def test_a_guest_s_lost_device_is_replaced_through_an_invitation_to_its_seat(rtc_browser,
                                                                            server):
    host = open_page(rtc_browser, server)
    bob = open_page(rtc_browser, server)
    host_game(host, [("human", "Ann"), ("human", "Bob"), ("bot", "Cleo")], seed=5)
    invite(host, bob, 1)
    for page in (host, bob):
        step(page)                      # a pick each
    bob.context.close()                 # Bob's tablet is gone, its storage with it
    host.wait_for_selector("#tg-invite-1", timeout=60_000)  # Bob's seat is away
    host.click("#tg-invite-1")          # an invitation to Bob's seat
    host.wait_for_selector("#tg-qr")
    assert "Bob" in host.locator("#tg-invite-seat").inner_text()
    phone = open_page(rtc_browser, server)  # another device, which never sat here
    phone.goto("about:blank")
    phone.goto(host.input_value("#tg-invite-code"))
    phone.wait_for_selector("#tg-answer-code")
    host.fill("#tg-answer", phone.input_value("#tg-answer-code"))
    host.click("#tg-connect")
    phone.wait_for_selector(f"{TABLES}, #tg-held")  # Bob's seat, without taking a seat
    assert "away" not in host.locator("#tg-seats li").nth(1).text_content()
    play_out([host, phone])
    assert not host.errors and not phone.errors


def test_a_guest_gone_before_the_channel_opens_is_no_path_within_10_s(rtc_browser, server):
    """Issue 57: when no path to the other device is found, the page says so in one line
    within 10 s of Connect and offers play by message (and Settings, no STUN server on).
    Then the same page answers an invitation whose host is gone: its checks fail, and it
    says the same, its answer kept."""
    host = open_page(rtc_browser, server)
    guest = open_page(rtc_browser, server)
    host_game(host, [("human", "Ann"), ("human", "Bob"), ("bot", "Cleo")], seed=5)
    host.click("#tg-invite")
    host.wait_for_selector("#tg-qr")
    guest.goto("about:blank")
    guest.goto(host.input_value("#tg-invite-code"))
    guest.wait_for_selector("#tg-answer-code")
    answer = guest.input_value("#tg-answer-code")
    guest.context.close()               # its answer read, the guest's device is gone
    host.fill("#tg-answer", answer)
    host.click("#tg-connect")
    host.wait_for_selector("#tg-nopath", timeout=10_000)  # the page's promise: 10 s
    assert "No path to the other device" in host.locator("#tg-nopath-line").inner_text()
    assert host.locator("#tg-by-message").is_visible()
    assert host.locator("#tg-nopath-settings").is_visible()
    assert host.locator("#tg-invite").is_visible()  # inviting again is one tap away
    host.click("#tg-by-message")
    assert "invite each person below" in host.locator("#tg-line").inner_text()
    assert host.locator("#tg-post").is_visible()  # the links' panel
    host.click("#tg-invite")             # an invitation, then its host leaves
    host.wait_for_selector("#tg-qr")
    gone = host.input_value("#tg-invite-code")
    host.click("#tg-host button[data-act=home]")
    host.click("#tg-join-button")
    host.fill("#tg-offer", gone)
    host.click("#tg-make-answer")
    host.wait_for_selector("#tg-answer-code")
    host.wait_for_selector("#tg-nopath", timeout=40_000)  # its ICE checks failed
    assert host.locator("#tg-answer-code").count()  # the answer stays
    assert not host.errors
