"""Duel under hostile input (issue 12): move texts and positions give a named one-line
error, never a bare Python exception."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cli.__main__ import main
from engine.duel import moves
from engine.duel.positions import state_from_position
from engine.errors import InvalidMoveError, PositionError, WondersError


def two(**top):
    return {"game": "duel", "players": [{"name": "Ann"}, {"name": "Bob"}], **top}


@pytest.mark.parametrize("text", [
    "start ²", "start 01", "start " + "9" * 5000, "build " + "x" * 300, "x" * 10_000,
    "wonder The Pyramids with " + "Altar " * 100,
])
def test_move_texts_parse_strictly(text):
    with pytest.raises(InvalidMoveError):
        moves.parse(text)


@settings(max_examples=400, deadline=None)
@given(st.one_of(
    st.text(max_size=60),
    st.builds(lambda v, r: f"{v} {r}", st.sampled_from(moves.VERBS + ("Build",)),
              st.one_of(st.text(max_size=30), st.sampled_from(
                  ["0", "1", "²", "Altar", "the pyramids with altar", "Economy"])))))
def test_any_text_parses_to_a_move_that_parses_back_or_is_invalid(text):
    try:
        move = moves.parse(text)
    except InvalidMoveError:
        return
    assert moves.parse(str(move)) == move


@pytest.mark.parametrize("top, found", [
    ({"military_tokens": [[2.0], []]}, "military_tokens"),
    ({"military_tokens": [[True], []]}, "military_tokens"),
    ({"agee": 3}, "agee: unknown key; did you mean 'age'?"),
    ({"pawn": 10**5000}, "pawn"),
    ({"age": 2.0}, "age"),
])
def test_positions_are_strict(top, found):
    with pytest.raises(PositionError) as err:
        state_from_position(two(**top))
    assert found in str(err.value) and "\n" not in str(err.value)


def test_unknown_player_key_names_its_path():
    data = two()
    data["players"][1]["coin"] = 4
    with pytest.raises(PositionError) as err:
        state_from_position(data)
    assert "players[1].coin: unknown key; did you mean 'coins'?" in str(err.value)


@pytest.mark.parametrize("change", [
    lambda d: d["players"][0].update({"A\nB": 1}),
    lambda d: d["players"][0].update(wonders=["The Pyramids", "the  pyramids\n"]),
    lambda d: d["players"][0].update(wonders=[{"name": "The Pyramids", "x\ny": 1}]),
    lambda d: d["players"][0].update(name="A\nB", coins=-1),
    lambda d: d.update({"a\nb": 1}),
    lambda d: d["players"][0].update(coins=10**5000),
])
def test_messages_stay_on_one_line(change):
    data = two()
    change(data)
    with pytest.raises(WondersError) as err:
        state_from_position(data)
    assert "\n" not in str(err.value)


def test_cli_names_with_newlines_stay_on_one_line(tmp_path, capsys):
    data = two()
    data["players"][0]["wonders"] = ["The Pyramids", "the pyramids\n"]
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    assert main(["score", str(path)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
