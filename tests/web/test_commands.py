"""Commands and effects are plain data (issue 54: "the next issue moves them across
``postMessage``"): every kind, as its maker in ``commands`` makes it from values of its
parameters' types, comes back from ``json.dumps``/``json.loads`` exactly as it went;
the store takes exactly the registered kinds of command and the page carries out
exactly the registered kinds of effect, so a new kind is covered here as soon as it
exists; and a game played through the store, a hosted table's invitation among it,
gives only registered effects, each of them JSON as it stands."""

from __future__ import annotations

import inspect
import itertools
import json
import typing
from types import NoneType, UnionType

import pytest
from wonders_ui import commands, controller
from wonders_ui.store import Store

from tests.web.test_store import SETUP, answers, new_store
from tests.web.together.test_codes import chrome

#: a value of each parameter type the makers take
SAMPLES: dict[object, object] = {
    str: "wonders-1", int: 7, float: 2.5, bool: True, bytes: b"\x00\xff\x80moves",
    dict: {"game": "7wonders", "seats": [{"kind": "bot", "name": "Bob"}], "none": None},
    list[str]: ["en-GB", "da"], list[int]: [3, 1, 0],
    dict[str, str]: {"kind": "here", "game": "g1", "tab": "tab-a"},
}


def samples(hint) -> list:
    """The values a parameter of type ``hint`` is tried with: each of a ``Literal``'s,
    and for an optional one also None."""
    if typing.get_origin(hint) is typing.Literal:
        return list(typing.get_args(hint))
    if isinstance(hint, UnionType) or typing.get_origin(hint) is typing.Union:
        return [v for arm in typing.get_args(hint) for v in samples(arm)]
    if hint is NoneType:
        return [None]
    if hint not in SAMPLES:
        raise AssertionError(f"no sample value of the type {hint!r}: add one to SAMPLES")
    return [SAMPLES[hint]]


def made(maker) -> list[dict]:
    """What ``maker`` makes from every combination of its parameters' samples (an
    effect ``rtc``: of every job of ``commands.RTC_OPS`` with its arguments)."""
    if maker is commands.rtc:
        return [commands.rtc(op, {"for": "invite", "conn": "guest-1"},
                             **{name: "text" for name in args})
                for op, args in commands.RTC_OPS.items()]
    hints = typing.get_type_hints(maker)
    names = [name for name in inspect.signature(maker).parameters]
    return [maker(*values)
            for values in itertools.product(*(samples(hints[n]) for n in names))]


def every(registry: dict) -> list[tuple[str, dict]]:
    return [(kind, data) for kind, maker in registry.items() for data in made(maker)]


@pytest.mark.parametrize(("kind", "data"), every(commands.COMMANDS) + every(commands.EFFECTS))
def test_every_kind_crosses_json_as_it_is(kind, data):
    assert data["kind"] == kind
    assert json.loads(json.dumps(data, allow_nan=False)) == data


def test_the_store_takes_every_kind_of_command_and_no_other():
    assert set(Store.TAKES) == set(commands.COMMANDS)


def test_the_page_carries_out_every_kind_of_effect_and_no_other():
    assert set(controller.CARRY) == set(commands.EFFECTS)


def test_a_job_on_the_channels_names_exactly_its_arguments():
    with pytest.raises(ValueError, match="offer"):
        commands.rtc("offer", conn="guest-1")
    with pytest.raises(ValueError, match="ring"):
        commands.rtc("ring")
    with pytest.raises(ValueError, match="done"):
        commands.peer("done", "")  # a job's end is ``rtc_done``, with its data


def plain(effects: list[dict], seen: set[str]) -> list[dict]:
    for fx in effects:
        assert fx["kind"] in commands.EFFECTS, fx["kind"]
        assert json.loads(json.dumps(fx, allow_nan=False)) == fx, fx["kind"]
        seen.add(fx["kind"])
    return effects


def test_a_game_against_bots_and_a_hosted_table_give_only_plain_registered_effects():
    store, seen = new_store(), set()

    def step(cmd: dict) -> list[dict]:
        assert json.loads(json.dumps(cmd)) == cmd
        return plain(store.step(cmd), seen)

    step(commands.tap("new"))
    pending = step(commands.tap("start", form=SETUP))
    for _ in range(30):  # a few turns, each bot answering through JSON
        st = store.state
        if st.session.state.is_terminal():
            break
        for cmd in answers(pending):
            step(cmd)
        if 0 in st.session.humans_to_move():
            pending = step(commands.tap("move", st.session.legal_texts(0)[0]))
        else:
            pending = step(commands.timer("reveal_end", ""))
    step(commands.tap("export", ""))
    step(commands.tap("share_setup", form={}))
    step(commands.tap("home"))
    step(commands.tap("new"))
    hosted = {**SETUP, "seat1-kind": "human"}
    step(commands.tap("tg_host", form=hosted))
    [offer] = [fx for fx in step(commands.tap("tg_invite")) if fx["kind"] == "rtc"]
    [qr] = step(commands.rtc_done("offer", offer["tag"], result=chrome("offer")))[:1]
    step(commands.rtc_done("qr", qr["tag"], result="data:image/png;base64,QR"))
    step(commands.tap("home"))
    assert {"paint", "unsaved", "ask_bot", "start_bots", "rtc", "download", "copy",
            "broadcast", "metric", "toast"} <= seen
