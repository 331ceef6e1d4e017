"""The table screen in the pages (issue 57): the host's laptop hosts as the table
(no seat of its own), a phone takes the one person seat, a TV joins as the table
screen; a forged ``hello`` from the phone changes nothing on any page; the two table
screens follow the whole game to its score pad, and every message the TV received holds
the public view only (no hand, pick, seed or whole game)."""

from __future__ import annotations

import base64
import json
import zlib

from tests.web.helpers import choose, more
from tests.web.together.helpers import PRIVATE, keys_in
from tests.web.together.test_page_browser import (
    TABLES,
    answer_invitation,
    open_page,
    play_out,
    seated,
    wait_for,
)

#: every data channel, and what each page received on them (base64), for the audit
KEEP = """(() => {
  window.rtcChannels = []; window.rtcGot = [];
  const Native = window.RTCPeerConnection;
  if (!Native) return;
  const seen = new WeakSet();
  const keep = (ch) => {
    if (seen.has(ch)) return;
    seen.add(ch);
    window.rtcChannels.push(ch);
    ch.addEventListener("message", (e) => {
      const bytes = new Uint8Array(e.data instanceof ArrayBuffer ? e.data
                                   : new TextEncoder().encode(String(e.data)));
      let text = ""; for (const b of bytes) text += String.fromCharCode(b);
      window.rtcGot.push(btoa(text));
    });
  };
  const make = Native.prototype.createDataChannel;
  Native.prototype.createDataChannel = function (...a) {
    const ch = make.apply(this, a); keep(ch); return ch; };
  const add = Native.prototype.addEventListener;
  Native.prototype.addEventListener = function (type, fn, ...rest) {
    if (type === "datachannel") {
      const inner = fn; fn = (e) => { keep(e.channel); return inner(e); }; }
    return add.call(this, type, fn, ...rest);
  };
  const desc = Object.getOwnPropertyDescriptor(Native.prototype, "ondatachannel");
  if (desc && desc.set) Object.defineProperty(Native.prototype, "ondatachannel", {
    set(fn) { desc.set.call(this, (e) => { keep(e.channel); return fn && fn(e); }); },
    get() { return desc.get.call(this); } });
})()"""


def keeping_page(browser, server):
    """A page whose channels and received messages the test can read."""
    return open_page(browser, server, KEEP)


def received(page) -> list[dict]:
    """Every message the page received, read as the wire's JSON."""
    out = []
    for item in page.evaluate("() => window.rtcGot"):
        data = base64.b64decode(item)
        if data[:1] == b"\x00":
            data = zlib.decompress(data[1:], -15)
        out.append(json.loads(data))
    return out


def host_as_table(page, seed: int = 7) -> None:
    """The laptop hosts 7 Wonders at 3 (Ann a person, two bots) as the table."""
    page.click("#new-game")
    more(page)
    choose(page, "players", "3")
    for i, (kind, name) in enumerate([("human", "Ann"), ("bot", "Bob"), ("bot", "Cleo")]):
        page.select_option(f"select[name=seat{i}-kind]", kind)
        page.fill(f"input[name=seat{i}-name]", name)
    page.fill("#seed", str(seed))
    page.check("#tg-table")
    page.click("#tg-host-start")
    page.wait_for_selector("#tg-host")


def test_a_table_screen_follows_a_whole_game_and_a_forged_hello_changes_nothing(
        rtc_browser, server):
    laptop = open_page(rtc_browser, server)
    ann = keeping_page(rtc_browser, server)
    tv = keeping_page(rtc_browser, server)
    host_as_table(laptop)
    laptop.wait_for_selector("#tg-screen")  # the table, with no hand of its own
    assert not laptop.locator("#hand").count()
    assert laptop.locator(".city.board").count() == 3
    answer_invitation(laptop, ann, as_link=False)
    seated(laptop, ann, 0)
    ann.click("#tg-claim-0")
    ann.wait_for_selector(f"{TABLES}, #tg-held")
    laptop.click("#tg-host > summary")  # every seat taken: the panel folded away
    answer_invitation(laptop, tv, as_link=True)
    wait_for(tv, "#tg-watch", {"host": laptop, "tv": tv})
    tv.click("#tg-watch")
    tv.wait_for_selector("#tg-screen")
    laptop.wait_for_selector("#tg-watchers", state="attached")  # in the folded panel
    pass
    assert tv.locator(".city.board").count() == 3 and not tv.locator("#hand").count()
    for page in (laptop, tv):  # the bots have chosen: only Ann is still to choose
        page.wait_for_function("() => document.querySelector('#tg-choosing')?.textContent"
                               ".endsWith(': Ann')")

    # a forged hello from Ann's page: a made-up code and another name
    pages = {"laptop": laptop, "ann": ann, "tv": tv}
    before = {n: p.locator("#tg-seats, #tg-screen").all_text_contents()
              for n, p in pages.items()}
    kept = ann.evaluate("() => localStorage.getItem('wonders.v1.together.guest')")
    ann.evaluate("""() => window.rtcChannels.filter(c => c.readyState === 'open').at(-1)
        .send(new TextEncoder().encode(JSON.stringify(
          {v: 1, t: 'hello', token: 'made-up', name: 'Mallory'})))""")
    ann.wait_for_selector("#tg-line")  # refused: Ann's page says so, in one line
    assert "rejoin code" in ann.locator("#tg-line").inner_text()
    for name, page in pages.items():
        assert "Mallory" not in page.locator("body").inner_text(), name
    assert {n: p.locator("#tg-seats, #tg-screen").all_text_contents()
            for n, p in pages.items()} == before
    assert ann.evaluate("() => localStorage.getItem('wonders.v1.together.guest')") == kept

    play_out([laptop, ann, tv])
    for page in (laptop, tv):
        assert page.locator("#score-pad").count() and not page.locator("#hand").count()
    got = received(tv)
    tables = [m for m in got if m["t"] == "table"]
    assert len(tables) > 18, len(tables)  # turn by turn, to the end
    assert {m["t"] for m in got} <= {"lobby", "table"}  # never a seat's view, never the game
    for msg in tables:
        view = msg["view"]
        assert view["viewer"] is None and not any(view.get(k) for k in PRIVATE)
        assert "seed" not in keys_in(msg)
    assert tables[-1]["view"]["terminal"]
    for page in pages.values():
        assert not page.errors, page.errors
