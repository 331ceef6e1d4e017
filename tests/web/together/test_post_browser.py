"""Play by message in Chromium: a Duel and a 7 Wonders game at 3 played wholly by
links, the test carrying each link from the page that shows it to the page it is for
(pasted, as from a chat app; the first invitation opened as a link). The links are
sealed with the page's WebCrypto (ECDH P-256, HKDF, AES-GCM); every link is audited:
no card, wonder or token name, no seed shows in its bytes, and a link opened on a page
without its key shows nothing. A replayed, a forged and a foreign link are refused in
one line and change nothing."""

from __future__ import annotations

import base64
import json
import time

from wonders_ui.session import shown

from tests.web import test_duel_table as duel
from tests.web.helpers import READY, renders, step, table_now
from tests.web.together.test_page_browser import host_game, open_page

#: a page waiting for a link (its move went out, or its view has not come yet), or for
#: its own Python's answer to a tap (``helpers.SETTLED``)
WAITING = "#tg-post-waiting, #tg-held, #tg-post-join, #app[aria-busy]"


def paste(page, text: str) -> None:
    page.fill("#tg-post-in", text)
    page.click("#tg-post-open")


def carry(host, guests: dict[int, object], seen: list[str]) -> None:
    """Every new link carried: the host's newest for each seat to that seat's page, a
    guest's to the host."""
    for seat, page in guests.items():
        for src, dst, sel in ((host, page, f"#tg-post-out-{seat}"), (page, host, "#tg-post-out")):
            if src.locator(sel).count():
                text = src.input_value(sel)
                if text and text not in seen:
                    seen.append(text)
                    paste(dst, text)


def join(host, guest, seat: int, name: str, seen: list[str], as_link: bool) -> None:
    host.click(f"#tg-post-invite-btn-{seat}")
    host.wait_for_selector(f"#tg-post-invite-{seat}")
    invitation = host.input_value(f"#tg-post-invite-{seat}")
    seen.append(invitation)
    if as_link:  # opened from the chat app
        guest.goto("about:blank")
        guest.goto(invitation)
    else:
        guest.click("#tg-join-button")
        paste(guest, invitation)
    guest.fill("#tg-post-name", name)
    guest.click("#tg-post-join-button")
    guest.wait_for_selector("#tg-post-out")


def play_by_message(host, guests, seen, ready: str, act, limit: float = 900,
                    still: float = 120) -> None:
    """Each page does what its table asks and every new link is carried, until every
    page shows the score pad; a game that stands ``still`` seconds (no new link, no page
    drawn again) fails, saying what each page shows."""
    pages = [host, *guests.values()]
    end = time.monotonic() + limit
    moved, last = time.monotonic(), None
    while not all(p.locator("#score-pad").count() for p in pages):
        now = (len(seen), *(renders(p) for p in pages))
        if now != last:
            moved, last = time.monotonic(), now
        stalled = time.monotonic() - moved > still or time.monotonic() > end
        assert not stalled, json.dumps([state(p, ready, seen) for p in pages], indent=1)
        for page in pages:
            if page.locator(WAITING).count() or page.locator("#score-pad").count():
                continue
            if page.locator(ready).count():
                act(page)
        carry(host, guests, seen)
        time.sleep(0.05)
    for _ in range(40):  # the save's letter, for the guests' replay
        carry(host, guests, seen)
        time.sleep(0.05)


def state(page, ready: str, seen: list[str]) -> dict:
    """What a page shows, for a stalled game's message: its line, what it waits on, what
    it could tap, its links to send (and whether they were carried)."""
    return page.evaluate("""([waiting, ready, seen]) => ({
        line: [...document.querySelectorAll('#tg-line')].map(e => e.textContent),
        waiting: [...document.querySelectorAll(waiting)].map(e => e.id || e.tagName),
        ready: [...document.querySelectorAll(ready)].map(e => e.id || e.className),
        out: [...document.querySelectorAll('[id^=tg-post-out]')].map(
            e => [e.id, e.value.slice(-12), seen.includes(e.value)]),
        busy: !!document.querySelector('#app[aria-busy]'),
    })""", [WAITING, ready, seen]) | {"table": table_now(page)}


def audit(seen: list[str], game: str, seed: int) -> None:
    """No link shows a card, wonder or token name, its game's seed or a view's word in
    its bytes: read without its key, a link shows nothing."""
    for text in seen:
        code = text.split("#m=")[1]
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        blob = raw.decode("latin-1")
        assert not shown(game, blob), text
        assert "view" not in blob and "legal" not in blob and str(seed) not in blob


def line(page) -> str:
    return " ".join(page.locator("#tg-line").all_text_contents())


def test_a_duel_is_played_wholly_by_links_and_a_link_without_its_key_shows_nothing(
        browser, server):
    host = open_page(browser, server)
    bob = open_page(browser, server)
    seen: list[str] = []
    host_game(host, [("human", "Ann"), ("human", "Bob")], seed=4711, game="duel")
    # a link half pasted stays while a link box is drawn above it (here an invitation)
    host.fill("#tg-post-in", "half pasted")
    join(host, bob, 1, "Bob", seen, as_link=True)
    assert host.input_value("#tg-post-in") == "half pasted"
    host.fill("#tg-post-in", "")
    # the host opens Bob's answer; Bob's first letter comes back
    carry(host, {1: bob}, seen)
    bob.wait_for_selector("#tg-post-out")
    play_by_message(host, {1: bob}, seen, duel.READY, duel.step)
    sizes = sorted(len(t) for t in seen)
    print(f"duel: {len(seen)} links, median {sizes[len(sizes) // 2]} B, max {sizes[-1]} B")
    audit(seen, "duel", 4711)
    for page in (host, bob):
        assert not page.errors, page.errors
    # refusals: a replayed answer, a forged letter, a link opened without its key
    saved = host.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())")
    to_host = [t for t in seen if base64.urlsafe_b64decode(
        t.split("#m=")[1] + "==")[2] in (2, 4)]
    paste(host, to_host[-1])
    host.wait_for_selector("#tg-line")
    assert "was opened already" in line(host), line(host)
    # Bob's last link said to be his next one: its header is sealed too
    page, code = to_host[-1].split("#m=")
    raw = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    raw[13] += 1
    paste(host, page + "#m=" + base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("="))
    host.wait_for_function("() => document.querySelector('#tg-line')"
                           " && document.querySelector('#tg-line').textContent.includes('key')")
    assert host.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())") == saved
    stranger = open_page(browser, server)
    stranger.click("#tg-join-button")
    paste(stranger, seen[-1])
    stranger.wait_for_selector("#tg-line")
    assert "another seat or device" in line(stranger), line(stranger)
    assert not stranger.locator("#structure, #hand, #score-pad").count()
    for page in (host, bob, stranger):
        page.context.close()


def test_a_7_wonders_game_at_3_is_played_wholly_by_links(browser, server):
    host = open_page(browser, server)
    bob = open_page(browser, server)
    cy = open_page(browser, server)
    seen: list[str] = []
    host_game(host, [("human", "Ann"), ("human", "Bob"), ("human", "Cy")], seed=2024)
    join(host, bob, 1, "Bob", seen, as_link=True)
    join(host, cy, 2, "Cy", seen, as_link=False)  # pasted: a chat app's own browser
    guests = {1: bob, 2: cy}
    carry(host, guests, seen)
    play_by_message(host, guests, seen, READY, step)
    to_guests = sorted(len(t) for t in seen if base64.urlsafe_b64decode(
        t.split("#m=")[1] + "==")[2] == 3)
    print(f"7 Wonders at 3: {len(seen)} links, to guests median "
          f"{to_guests[len(to_guests) // 2]} B, max {to_guests[-1]} B")
    audit(seen, "7wonders", 2024)
    for page in (host, bob, cy):
        assert page.locator("#score-pad").count()
        assert not page.errors, page.errors
        page.context.close()
