"""The join codes as QR codes in Chromium (web/together.js with the vendored
qrcode-generator and jsQR): the host's offer drawn as a QR code of its link, read back
from a screenshot of it on the guest's page, answered the same way, and the two pages
connected, a guest's ``hello`` reaching the host; then through the page itself, each
side reading the other's QR code from a picture (the guest the invitation, the host the
answer). Loopback candidates, no STUN."""

from __future__ import annotations

import base64

from wonders_ui.together.codes import link, make_code, read_code
from wonders_ui.together.guest import Guest
from wonders_ui.together.wire import read_from_guest

from tests.web.together.test_page_browser import host_game, open_page, seated

LOAD = "async () => { window.T = await import('./web/together.js'); }"
SHOW_QR = """async (text) => {
  const qr = await window.T.qrImage(text);
  const img = document.createElement("img");
  img.id = "qr"; img.src = qr.url; img.style.imageRendering = "pixelated";
  document.body.replaceChildren(img);
  await img.decode();
  return [qr.version, qr.modules];
}"""
READ_QR = """async (b64) => {
  const bytes = Uint8Array.from(atob(b64), c => c.charCodeAt(0));
  return await window.T.readQr(await window.T.imageData(bytes));
}"""


def through_qr(shown, reader, text: str) -> tuple[str, list[int]]:
    """``text`` drawn as a QR code on ``shown``, screenshot, read on ``reader``."""
    version = shown.evaluate(SHOW_QR, text)
    png = shown.locator("#qr").screenshot()
    return reader.evaluate(READ_QR, base64.b64encode(png).decode()), version


def test_a_qr_code_of_the_offer_is_read_from_a_screenshot_and_connects(server, rtc_browser):
    pages = []
    for _ in range(2):
        page = rtc_browser.new_context().new_page()
        page.goto(server.url + "build-info.json")
        page.evaluate(LOAD)
        pages.append(page)
    host, guest = pages
    host.evaluate("async () => { window.peer = new window.T.Peer(); "
                  "window.got = []; window.peer.onmessage = b => window.got.push(b); }")
    offer = make_code("offer", host.evaluate("() => window.peer.offer()"))
    url = link(server.url + "index.html", offer)
    scanned, (version, modules) = through_qr(host, guest, url)
    assert scanned == url
    print(f"offer link {len(url)} bytes: QR version {version} ({modules} modules)")
    kind, offer_sdp = read_code(scanned, expect="offer")
    guest.evaluate("() => { window.peer = new window.T.Peer(); }")
    answer = make_code("answer", guest.evaluate("s => window.peer.answer(s)", offer_sdp))
    back, (version, modules) = through_qr(guest, host, answer)
    assert back == answer
    print(f"answer code {len(answer)} bytes: QR version {version} ({modules} modules)")
    host.evaluate("s => window.peer.accept(s)", read_code(back, expect="answer")[1])
    for page in pages:
        page.wait_for_function("() => window.peer.open", timeout=20000)
    hello = Guest("Bob").hello()
    assert guest.evaluate("b => window.peer.send(new Uint8Array(b))", list(hello))
    host.wait_for_function("() => window.got.length === 1", timeout=20000)
    got = bytes(host.evaluate("() => Array.from(window.got[0])"))
    assert read_from_guest(got)["name"] == "Bob"


def picture(page, selector: str) -> dict:
    """A screenshot of the QR code ``selector`` on ``page``, as a file to pick."""
    return {"name": "code.png", "mimeType": "image/png",
            "buffer": page.locator(selector).screenshot()}


def test_each_page_reads_the_other_s_qr_code_from_a_picture_and_they_connect(
        rtc_browser, server):
    host = open_page(rtc_browser, server)
    bob = open_page(rtc_browser, server)
    host_game(host, [("human", "Ann"), ("human", "Bob"), ("bot", "Cleo")], seed=3)
    host.click("#tg-invite")
    host.wait_for_selector("#tg-qr")
    bob.click("#tg-join-button")
    bob.set_input_files("#tg-picture", picture(host, "#tg-qr"))    # the invitation
    bob.wait_for_selector("#tg-answer-qr")
    host.set_input_files("#tg-picture", picture(bob, "#tg-answer-qr"))  # the answer
    seated(host, bob, 1)
    bob.click("#tg-claim-1")
    bob.wait_for_selector("#hand, #tg-held")
    assert not host.errors and not bob.errors


def test_no_camera_and_a_picture_without_a_code_each_say_so_in_one_line(rtc_browser, server):
    host = open_page(rtc_browser, server)
    host_game(host, [("human", "Ann"), ("human", "Bob")], seed=3)
    host.click("#tg-invite")
    host.wait_for_selector("#tg-qr")
    host.click("#tg-camera-button")  # headless Chromium has no camera
    host.wait_for_selector("#tg-line")
    assert "camera" in host.locator("#tg-line").inner_text()
    host.set_input_files("#tg-picture", picture(host, "#tg-seats"))
    host.wait_for_function("() => /No QR code/.test(document.querySelector('#tg-line')"
                           "?.textContent || '')")
    assert host.locator("#tg-qr").count()  # the invitation is still open
    assert not host.errors
