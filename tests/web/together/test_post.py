"""Play by message in CPython: the links' format, their numbers, the views' changes and
every refusal (a replayed, forged, stale, foreign or out-of-order link changes nothing),
with a stand-in for WebCrypto's AES-GCM (``post_helpers``)."""

from __future__ import annotations

import base64
import copy

import pytest
from wonders_ui.session import Seat, shown
from wonders_ui.together import delta, post
from wonders_ui.together.postbox import GuestPost, HostPost, plain
from wonders_ui.together.refusals import Refused
from wonders_ui.together.wire import pack

from tests.web.together.post_helpers import PostTable, letter_of, unseal


def duel() -> PostTable:
    return PostTable("duel", [Seat("human", "Ann"), Seat("human", "Bob")])


def three() -> PostTable:
    return PostTable("7wonders", [Seat("human", "Ann"), Seat("human", "Bob"),
                                  Seat("human", "Cy")], players=3)


def snapshot(table: PostTable) -> tuple:
    """Everything a refused link must leave as it was, on the host and every guest."""
    guests = {s: (g.view, g.seq, g.held, b.opened, b.sent, copy.deepcopy(b.views))
              for s, (g, b) in table.guests.items()}
    return (table.session.state.view(0), list(table.session.state.log),
            dict(table.session.pending), table.host.save_meta(),
            copy.deepcopy(table.office.record()), guests)


def refused(key: str, fn, *args) -> None:
    with pytest.raises(Refused) as caught:
        fn(*args)
    assert caught.value.key == key


# ---- the format
def test_an_envelope_reads_back_from_its_link_or_its_code_with_a_chat_apps_line_breaks():
    env = post.Envelope(post.TO_GUEST, b"abcdef", 2, 70000, b"x" * 40)
    text = env.link("https://w.example/index.html#join=old")
    assert text.startswith("https://w.example/index.html#m=")
    for pasted in (text, env.text(), env.text()[:30] + "\n " + env.text()[30:]):
        assert post.read(pasted) == env


@pytest.mark.parametrize("text, error", [
    ("#m=!!!", "damaged"), ("#m=" + "A" * 10, "cut short"), ("hello there", "cut short"),
    ("#m=" + base64.urlsafe_b64encode(b"W\x02\x03abcdef\x01" + bytes(4) + bytes(40)).decode(),
     "version 2, not 1"),
    ("#m=" + base64.urlsafe_b64encode(b"W\x01\x09abcdef\x01" + bytes(4) + bytes(40)).decode(),
     "damaged"),
    ("#m=" + base64.urlsafe_b64encode(b"W\x01\x03abcdef\x01" + bytes(4) + bytes(10)).decode(),
     "cut short")])
def test_what_is_not_a_link_is_refused_in_one_line(text, error):
    with pytest.raises(Refused) as caught:
        post.read(text)
    assert caught.value.key == post.NOT_A_LINK and caught.value.args_ == {"error": error}


def test_a_change_applied_to_its_base_gives_the_new_view_back():
    old = {"a": 1, "log": [1, 2], "p": [{"c": 1}, {"c": 2}, {"c": 3}], "gone": {"x": 1}}
    new = {"a": 2, "log": [1, 2, 3], "p": [{"c": 1}, {"c": 5}, {"c": 3}], "new": {"y": [1]}}
    change = delta.diff(old, new)
    assert delta.apply(old, change) == new
    assert change["~s"]["log"] == {"~a": [3]} and change["~x"] == ["gone"]
    assert delta.apply(new, delta.diff(new, new)) == new
    with pytest.raises(delta.DeltaError):
        delta.apply([1], {"~s": {}})


# ---- whole games
@pytest.mark.parametrize("make", [duel, three], ids=["duel", "7wonders-3"])
def test_a_whole_game_is_played_by_links_and_each_guest_sees_its_own_view(make):
    table = make()
    for seat in range(1, len(table.session.seats)):
        table.join(seat, table.session.seats[seat].name)
    table.play_out()
    assert table.session.state.is_terminal()
    for seat, (guest, box) in table.guests.items():
        assert guest.view == plain_view(table, seat)
        assert guest.save is not None  # the whole game, for the replay, at the end
        assert box.opened == table.office.seats[seat].out


def plain_view(table: PostTable, seat: int) -> dict:
    from wonders_ui.together.wire import pack, read_from_host

    return read_from_host(pack("view", view=table.session.state.view(seat)))["view"]


def test_a_duel_costs_one_link_each_way_a_turn():
    table = duel()
    table.join(1, "Bob")
    table.play_out()
    to_bob = [c for c in table.links if c.to == "1"]
    from_bob = [c for c in table.links if c.to == "host"]
    moves_of_bob = sum(1 for p, _ in table.session.state.log if p == 1)
    assert len(from_bob) == moves_of_bob + 1  # and its answer to the invitation
    # the first with its seat, one asking each move, the final view and the save
    assert len(to_bob) <= moves_of_bob + 3


def test_in_7_wonders_the_host_holds_picks_and_a_turn_costs_each_guest_two_links():
    table = three()
    table.join(1, "Bob")
    table.join(2, "Cy")
    before = len(table.links)
    table.host_open(table.move_of(1))
    assert 1 in table.session.pending and table.office.due() == []  # held, nothing sent
    table.office.take(table.host.local_move(0, table.session.legal_texts(0)[0]))
    table.host_open(table.move_of(2))
    table.deliver()
    assert not table.session.pending and table.session.state.view(0)["turn"] == 2
    assert len(table.links) - before == 4  # a pick in from each guest, a letter out to each


# ---- the privacy audit of links
@pytest.mark.parametrize("make", [duel, three], ids=["duel", "7wonders-3"])
def test_links_hold_only_their_guests_own_view_and_nothing_reads_without_the_key(make):
    table = make()
    for seat in range(1, len(table.session.seats)):
        table.join(seat, table.session.seats[seat].name)
    table.play_out()
    game = table.session.state.game
    box = {s: b for s, (_, b) in table.guests.items()}
    checked = 0
    bases: dict[tuple[int, int], dict] = {}
    for carried in table.links:
        raw = base64.urlsafe_b64decode(carried.text.split("#m=")[1] + "==")
        seed = str(table.session.state.seed).encode()
        # read without its key: no name, no seed, no deck shows in the link's bytes
        assert not shown(game, raw.decode("latin-1")), carried.text
        assert b"view" not in raw and b"Player" not in raw
        assert len(seed) < 4 or seed not in raw
        if carried.to == "host":
            continue
        seat = int(carried.to)
        env = post.read(carried.text)
        data = unseal(box[seat].key, env.header, env.body)
        base = int.from_bytes(data[:4], "big")
        letter = post.unpack_letter(data[4:], post.dictionary(bases.get((seat, base))))
        rest = [m for m in letter["m"] if m.get("t") != "end"]
        assert not shown(game, rest)
        if "view" in letter:
            msg = delta.apply(bases.get((seat, base)), letter["view"])
            bases[seat, env.number] = msg
            assert msg["view"]["viewer"] == seat
            own = plain(pack("view", view=carried.own_view))["view"]
            assert msg["view"] == own
            assert shown(game, msg["view"]) == shown(game, own)
            assert not shown(game, {k: v for k, v in msg.items() if k != "view"})
            checked += 1
    assert checked > 10


# ---- refusals: nothing changes on any side
def test_a_replayed_link_to_the_host_is_refused_and_changes_nothing():
    table = duel()
    table.join(1, "Bob")
    table.office.take(table.host.local_move(0, table.session.legal_texts(0)[0]))
    table.deliver()
    text = table.move_of(1)
    table.host_open(text)
    before = snapshot(table)
    refused(post.OPENED, table.host_open, text)
    assert snapshot(table) == before


def test_a_forged_or_changed_link_is_refused_and_changes_nothing():
    table = three()
    table.join(1, "Bob")
    table.join(2, "Cy")
    text = table.move_of(1)
    env = post.read(text)
    before = snapshot(table)
    flipped = bytearray(env.to_bytes())
    flipped[-5] ^= 1  # a byte of the sealed letter
    refused(post.FORGED, table.host_open, post.Envelope(
        env.kind, env.tag, env.seat, env.number, bytes(flipped[post.HEADER.size:])).text())
    # the same letter said to come from Cy's seat: Cy's key does not open it
    refused(post.FORGED, table.host_open,
            post.Envelope(env.kind, env.tag, 2, env.number, env.body).text())
    # a later number in the header: the header is sealed too
    refused(post.FORGED, table.host_open,
            post.Envelope(env.kind, env.tag, 1, env.number + 5, env.body).text())
    refused(post.OTHER_GAME, table.host_open,
            post.Envelope(env.kind, b"zzzzzz", 1, env.number, env.body).text())
    refused(post.NOT_YOURS, table.host_open,
            post.Envelope(post.TO_GUEST, env.tag, 1, env.number, env.body).text())
    assert snapshot(table) == before
    table.host_open(text)  # the real one still opens
    assert 1 in table.session.pending


def test_a_second_answer_to_a_used_invitation_is_refused():
    table = duel()
    answer = table.invite(1, "Bob")
    table.host_open(answer)
    before = snapshot(table)
    refused(post.OPENED, table.host_open, answer)
    assert snapshot(table) == before


def test_a_stale_move_is_refused_by_the_host_and_the_guest_is_told_in_its_next_link():
    table = duel()
    table.join(1, "Bob")
    while 1 not in table.session.current():
        table.office.take(table.host.local_move(0, table.session.legal_texts(0)[0]))
    table.deliver()
    guest, _ = table.guests[1]
    first = table.move_of(1)
    guest.seq -= 1  # the same move number again, another decision: a forged replay
    guest.decision = [9, 9, 9]
    stale = table.guest_send(1, [guest.move(guest.view["legal"][0])])
    table.host_open(first)
    log = list(table.session.state.log)
    table.host_open(stale)  # a newer link, but its move repeats an applied number
    assert list(table.session.state.log) == log


def test_a_guest_refuses_a_replayed_out_of_order_or_foreign_link():
    table = duel()
    table.join(1, "Bob")
    old = [c for c in table.links if c.to == "1"][-1].text
    table.office.take(table.host.local_move(0, table.session.legal_texts(0)[0]))
    while 1 not in table.session.current():
        table.office.take(table.host.local_move(0, table.session.legal_texts(0)[0]))
    before = snapshot(table)
    refused(post.OPENED, table.guest_open, 1, old)
    assert snapshot(table) == before
    newer = table.post_letters()
    assert newer
    before = snapshot(table)
    # a letter whose base the guest never had: a letter of a host that lost track
    env = post.read(newer[0].text)
    key = table.guests[1][1].key
    data = unseal(key, env.header, env.body)
    from tests.web.together.post_helpers import seal

    skipped = post.Envelope(env.kind, env.tag, 1, env.number,
                            seal(key, env.header, (77).to_bytes(4, "big") + data[4:]))
    refused(post.EARLIER_FIRST, table.guest_open, 1, skipped.text())
    refused(post.NOT_YOURS, table.guest_open, 1,
            post.Envelope(post.TO_HOST, env.tag, 1, env.number, env.body).text())
    assert snapshot(table) == before
    table.guest_open(1, newer[0].text)
    assert table.guests[1][0].decision == list(table.session.decision(1))


def test_the_hosts_and_guests_bookkeeping_survive_a_reload():
    table = three()
    table.join(1, "Bob")
    table.join(2, "Cy")
    table.host_open(table.move_of(1))
    office = HostPost(table.host, table.office.record())
    assert office.record() == table.office.record()
    _, box = table.guests[2]
    again = GuestPost.from_record(box.record())
    assert again.record() == box.record()
    table.office = office
    table.guests[2] = (table.guests[2][0], again)
    table.play_out()
    assert table.session.state.is_terminal()


def test_the_first_letter_holds_the_whole_view_and_later_ones_what_changed():
    table = duel()
    table.join(1, "Bob")
    key = table.guests[1][1].key
    first = [c for c in table.links if c.to == "1"][-1].text
    env = post.read(first)
    assert int.from_bytes(unseal(key, env.header, env.body)[:4], "big") == 0
    assert "~v" in letter_of(first, key, None)["view"]
    while 1 not in table.session.current() or table.office.due() == []:
        table.office.take(table.host.local_move(0, table.session.legal_texts(0)[0]))
    table.deliver()
    table.host_open(table.move_of(1))
    while table.office.due() == []:
        table.office.take(table.host.local_move(0, table.session.legal_texts(0)[0]))
    later = table.post_letters()[0].text
    env = post.read(later)
    number = int.from_bytes(unseal(key, env.header, env.body)[:4], "big")
    letter = letter_of(later, key, table.guests[1][1].views[number])
    assert letter["base"] == number > 0 and "~s" in letter["view"]
