"""Chromium connects two pages with nothing but the join codes: the host's offer made
into a code, written back and answered, the answer likewise, then a message over the
data channel (loopback candidates: ``--allow-loopback-in-peer-connection``, IPs rather
than mDNS names: ``WebRtcHideLocalIpsWithMdns`` off)."""

from __future__ import annotations

from wonders_ui.together.codes import make_code, read_code

GATHERED = """async (role) => {
  const pc = new RTCPeerConnection({iceServers: []});
  window.pc = pc;
  window.got = [];
  const done = new Promise(ok => pc.onicegatheringstatechange = () =>
    pc.iceGatheringState === "complete" && ok());
  if (role === "offer") {
    const ch = pc.createDataChannel("wonders");
    window.ch = ch;
    ch.onmessage = e => window.got.push(e.data);
    await pc.setLocalDescription(await pc.createOffer());
  }
  else pc.ondatachannel = e => { window.ch = e.channel;
                                 e.channel.onmessage = m => window.got.push(m.data); };
  if (role === "offer") { await done; return pc.localDescription.sdp; }
  return "";
}"""
ANSWER = """async (sdp) => {
  const pc = window.pc;
  const done = new Promise(ok => pc.onicegatheringstatechange = () =>
    pc.iceGatheringState === "complete" && ok());
  await pc.setRemoteDescription({type: "offer", sdp});
  await pc.setLocalDescription(await pc.createAnswer());
  await done;
  return pc.localDescription.sdp;
}"""


def test_two_pages_connect_through_the_codes_alone(rtc_browser):
    host = rtc_browser.new_context().new_page()
    guest = rtc_browser.new_context().new_page()
    offer_sdp = host.evaluate(GATHERED, "offer")
    guest.evaluate(GATHERED, "answer")
    offer = make_code("offer", offer_sdp)
    answer_sdp = guest.evaluate(ANSWER, read_code(offer, expect="offer")[1])
    answer = make_code("answer", answer_sdp)
    host.evaluate("sdp => window.pc.setRemoteDescription({type: 'answer', sdp})",
                  read_code(answer, expect="answer")[1])
    host.wait_for_function("window.ch && window.ch.readyState === 'open'", timeout=20000)
    guest.wait_for_function("window.ch && window.ch.readyState === 'open'", timeout=20000)
    host.evaluate("window.ch.send('hello guest')")
    guest.evaluate("window.ch.send('hello host')")
    guest.wait_for_function("window.got.length === 1", timeout=20000)
    host.wait_for_function("window.got.length === 1", timeout=20000)
    assert guest.evaluate("window.got") == ["hello guest"]
    assert host.evaluate("window.got") == ["hello host"]
    print(f"offer: {len(offer_sdp)} bytes of SDP, code {len(offer)} characters; "
          f"answer: {len(answer_sdp)} bytes, code {len(answer)}")
