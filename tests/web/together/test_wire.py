"""The messages as bytes: versioned JSON; the engine's sentences keep their template
(a guest shows them in its language); nothing but the protocol's messages reads."""

from __future__ import annotations

import json

import pytest
from wonders_ui import i18n
from wonders_ui.together.refusals import UNREADABLE, Refused
from wonders_ui.together.wire import VERSION, pack, read_from_guest, read_from_host

from engine import new_game
from engine.words import Message, say


def test_a_view_travels_whole_and_its_sentences_keep_their_templates():
    state = new_game("duel", seed=3)
    p = state.current_players()[0]
    state.apply(p, state.legal_actions(p)[0])
    view = state.view(p)
    got = read_from_host(pack("view", seat=p, view=view))
    assert got["v"] == VERSION and got["view"] == view
    nested = say("{who} {what}", who="Ann", what=say("builds {card}", card="Altar"))
    back = read_from_host(pack("view", view={"line": nested}))["view"]["line"]
    assert isinstance(back, Message) and back == nested
    assert back.template == "{who} {what}" and back.args["what"].template == "builds {card}"


def test_a_refused_sentence_reads_in_danish_on_the_guest():
    i18n.set_language("da")
    try:
        m = say("{move}: it costs {cost} coins, player {player} has {coins}",
                move="'build Caravansery'", cost=7, player=1, coins=4)
        back = read_from_host(pack("view", view={"m": m}))["view"]["m"]
        assert "spiller" in i18n.sentence(back)
    finally:
        i18n.set_language("en")


def test_a_guest_cannot_send_an_engine_sentence_or_bytes():
    data = json.dumps({"v": 1, "t": "hello", "name": {"~m": ["{a.__class__}", {}]}}).encode()
    with pytest.raises(Refused) as refused:
        read_from_guest(data)
    assert refused.value.key == UNREADABLE


def test_a_host_message_of_another_version_or_type_is_unreadable():
    for data in (json.dumps({"v": 2, "t": "view"}).encode(),
                 json.dumps({"v": 1, "t": "x"}).encode(),
                 b"\xc1"):
        with pytest.raises(Refused):
            read_from_host(data)


def test_a_long_message_travels_deflated_and_a_guest_cannot_send_one():
    state = new_game("7wonders", seed=2, players=7)
    data = pack("view", seat=0, view=state.view(0))
    plain = json.dumps({"v": 1, "t": "view", "seat": 0, "view": state.view(0)}).encode()
    assert data[:1] == b"\x00" and len(data) * 5 < len(plain)
    assert read_from_host(data)["view"] == state.view(0)
    short = pack("claim", seat=1)
    assert short[:1] != b"\x00" and read_from_guest(short)["seat"] == 1
    with pytest.raises(Refused):
        read_from_guest(b"\x00" + data[1:])
    for broken in (data[:40], b"\x00\xff\xff", b"\x00"):
        with pytest.raises(Refused):
            read_from_host(broken)
