"""Whatever a guest sends, the host answers at most a one-line refusal to that guest
and changes nothing unless it was a move the rules allow: random bytes, random JSON
objects shaped like the protocol's, in any order (hypothesis)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from wonders_ui.together import refusals as R
from wonders_ui.together.refusals import wording
from wonders_ui.together.wire import read_from_host

from engine import saves
from tests.web.together.test_refusals import four

VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)
SHAPED = st.fixed_dictionaries(
    {"v": st.sampled_from([1, 1, 1, 2, "1", None]),
     "t": st.sampled_from(["hello", "claim", "move", "undo", "view", "x", 3])},
    optional={"seat": st.one_of(st.integers(-2, 9), VALUES),
              "seq": st.one_of(st.integers(-2, 10**30), VALUES),
              "text": st.one_of(st.sampled_from(["build Altar", "discard Baths", ""]), VALUES),
              "decision": st.one_of(st.lists(st.integers(0, 3), max_size=4), VALUES),
              "token": VALUES, "name": VALUES, "extra": VALUES})
MESSAGES = st.one_of(st.binary(max_size=300),
                     SHAPED.map(lambda m: json.dumps(m).encode()))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(MESSAGES, min_size=1, max_size=6))
def test_random_messages_change_nothing_but_allowed_moves(messages):
    table = four()
    before = saves.dumps(table.session.state)
    bob = table.guests["b"]
    for data in messages:
        sent = len(table.sent)
        table.route(table.host.receive("b", data, table.now))
        for out in table.sent[sent:]:
            msg = read_from_host(out.data)
            if msg["t"] == "refused":
                assert out.conn == "b" and msg["key"] in R.KEYS
                line = wording(msg["key"], msg["args"])
                assert line and "\n" not in line
    # nothing was applied to the engine: a pick at most held, by Bob, for his own seat
    assert saves.dumps(table.session.state) == before
    assert set(table.session.pending) <= {1}
    if 1 in table.session.pending:
        assert table.session.pending[1] in table.session.legal_texts(1)
    assert bob.seat == 1 and table.host.links["b"].seat == 1
