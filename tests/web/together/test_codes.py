"""The join codes: a browser's offer or answer made small (the values that are its
own, packed, deflated when shorter, base64url) and written back as a description a
browser accepts; anything that is not a code reads as one line."""

from __future__ import annotations

import base64

import pytest
from wonders_ui import i18n
from wonders_ui.together import codes as C
from wonders_ui.together.codes import CodeError, link, make_code, parse_sdp, read_code

FINGERPRINT = ":".join(f"{(i * 37 + 11) % 256:02X}" for i in range(32))


def chrome(kind: str = "offer", setup: str = "actpass", mdns: bool = False) -> str:
    """A session description as Chromium writes one for a single data channel."""
    first = "7f3c2a10-5b4e-4d3c-9a8b-1c2d3e4f5a6b.local" if mdns else "192.168.1.20"
    return "\r\n".join([
        "v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0",
        "a=group:BUNDLE 0", "a=extmap-allow-mixed", "a=msid-semantic: WMS",
        "m=application 50219 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 192.168.1.20",
        f"a=candidate:1467250027 1 udp 2122260223 {first} 50219 typ host generation 0 "
        "network-id 1",
        "a=candidate:2201898183 1 udp 2122129151 fd00::1:2 50220 typ host generation 0 "
        "network-id 2",
        "a=candidate:434371499 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active "
        "generation 0 network-id 1",
        "a=candidate:842163049 1 udp 1686052607 203.0.113.7 61000 typ srflx raddr "
        "192.168.1.20 rport 50219 generation 0 network-id 1",
        "a=ice-ufrag:x8Uj", "a=ice-pwd:Nqb9n1VzLpZfTqJYj2Aq0kCe", "a=ice-options:trickle",
        f"a=fingerprint:sha-256 {FINGERPRINT}", f"a=setup:{setup}", "a=mid:0",
        "a=sctp-port:5000", "a=max-message-size:262144", ""])


@pytest.mark.parametrize("mdns", [False, True])
def test_a_code_carries_what_the_connection_needs_and_is_small(mdns):
    sdp = chrome(mdns=mdns)
    code = make_code("offer", sdp)
    kind, back = read_code(code, expect="offer")
    assert kind == "offer"
    assert parse_sdp("offer", back) == parse_sdp("offer", sdp)
    desc = parse_sdp("offer", back)
    assert [c.type for c in desc.candidates] == ["host", "host", "srflx"]  # no TCP
    assert desc.fingerprint.hex(":").upper() == FINGERPRINT
    assert len(code) < 160 and len(code) * 5 < len(sdp), (len(code), len(sdp))
    assert set(code[1:]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                "0123456789-_")


def test_an_answer_keeps_its_role_and_is_read_only_by_the_host():
    code = make_code("answer", chrome("answer", "active"))
    assert read_code(code, expect="answer")[1].count("a=setup:active") == 1
    with pytest.raises(CodeError) as error:
        read_code(code, expect="offer")
    assert error.value.key == C.NOT_AN_OFFER
    with pytest.raises(CodeError) as error:
        read_code(make_code("offer", chrome()), expect="answer")
    assert error.value.key == C.NOT_AN_ANSWER


def test_a_code_reads_from_a_link_or_pasted_with_spaces():
    code = make_code("offer", chrome())
    url = link("https://example.org/wonders/index.html#old", code)
    assert url == "https://example.org/wonders/index.html#join=" + code
    assert read_code(url) == read_code(code)
    assert read_code(" \n".join(code[i:i + 20] for i in range(0, len(code), 20))) == \
        read_code(code)


def test_every_damaged_code_is_one_line_and_never_a_crash():
    code = make_code("offer", chrome())
    damaged = [code[:n] for n in range(len(code))]
    damaged += [code[:n] + ("A" if code[n] != "A" else "B") + code[n + 1:]
                for n in range(len(code))]
    damaged += ["", "hello", "https://example.org/#join=", "Q" + code[1:], code + "!!",
                "A" + base64.urlsafe_b64encode(bytes([2]) + b"\0" * 40).decode(),
                "Z" + base64.urlsafe_b64encode(b"\x03\x00" * 3000).decode()]
    read = 0
    for text in damaged:
        try:
            read_code(text)
            read += 1  # a changed byte inside a password still reads as a code
        except CodeError as error:
            assert error.key in {C.NOT_A_CODE, C.OTHER_VERSION}
            assert "\n" not in str(error)
    assert read < len(code)


def test_another_version_says_so():
    raw = bytearray(C.pack_description(parse_sdp("offer", chrome())))
    raw[0] = 9
    with pytest.raises(CodeError) as error:
        read_code("A" + base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("="))
    assert error.value.key == C.OTHER_VERSION


def test_an_offer_without_what_a_connection_needs_is_refused():
    for cut in ("a=ice-pwd", "a=fingerprint", "a=setup"):
        sdp = "\r\n".join(line for line in chrome().split("\r\n") if not line.startswith(cut))
        with pytest.raises(CodeError) as error:
            make_code("offer", sdp)
        assert error.value.key == C.NO_CONNECTION
    with pytest.raises(CodeError):
        make_code("offer", chrome().replace("sha-256", "sha-1"))


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_each_code_message_reads_in_every_language(lang):
    i18n.set_language(lang)
    for key in (C.NOT_A_CODE, C.OTHER_VERSION, C.NOT_AN_OFFER, C.NOT_AN_ANSWER,
                C.NO_CONNECTION):
        line = i18n.t(key, error="setup")
        assert "{" not in line and "\n" not in line
        assert lang == "en" or line != key.format(error="setup")


def test_an_invitation_to_one_seat_carries_its_rejoin_code():
    code = make_code("offer", chrome())
    url = link("https://example.org/wonders/index.html", code, "Qk3x_9-aZ0pL")
    assert url.endswith("#join=" + code + "&seat=Qk3x_9-aZ0pL")
    assert read_code(url) == read_code(code)  # the code reads as before
    assert C.rejoin_in(url) == "Qk3x_9-aZ0pL"
    opened = code + "&seat=Qk3x_9-aZ0pL"  # what the page hands on of an opened link
    assert C.rejoin_in(opened) == "Qk3x_9-aZ0pL" and read_code(opened) == read_code(code)
    assert C.rejoin_in(link("https://example.org/", code)) is None
    for damaged in (code + "&seat=", code + "&seat=short", code + "&seat=a<b>cdefghij",
                    code + "&seats=Qk3x_9-aZ0pL"):
        assert C.rejoin_in(damaged) is None
