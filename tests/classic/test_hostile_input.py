"""7 Wonders under hostile input (issue 12): move texts, positions, ``undo_pick`` and the
command line give a named one-line error, never a bare Python exception."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.classic.moves import Move
from engine.classic.positions import cli_score, state_from_position
from engine.errors import IllegalMoveError, InvalidMoveError, PositionError
from tests.classic.helpers import cli, new, player, position

THREE = (player("Rhodes"), player("Giza"), player("Babylon"))


@pytest.mark.parametrize("text", [
    "build Temple (left ²)",
    "build Temple (left " + "9" * 5000 + ")",
    "build Temple (right 1000)",
    "build " + "x" * 300,
    "build Temple (left 1, left 2)",
    "build Temple (chain) (left 1)",
    "build Temple (left 1",
    "build Temple) ",
    "build Tem(ple",
])
def test_move_texts_parse_strictly(text):
    with pytest.raises(InvalidMoveError):
        Move.parse(text)


def test_a_hostile_move_text_to_apply_is_an_invalid_move():
    state = new(3)
    with pytest.raises(InvalidMoveError):
        state.apply(0, "build Temple (left " + "9" * 5000 + ")")


@settings(max_examples=400, deadline=None)
@given(st.one_of(
    st.text(max_size=60),
    st.builds(lambda k, c, p: f"{k} {c}{p}",
              st.sampled_from(["build", "stage", "discard", "dig", "copy", "BUILD"]),
              st.text(st.characters(codec="ascii"), max_size=20),
              st.sampled_from(["", " (chain)", " (olympia)", " (left 2)", " (right 0)",
                               " (left 1, right 3)", " (left 01)", " (left ²)", " ()"]))))
def test_any_text_parses_to_a_move_that_parses_back_or_is_invalid(text):
    try:
        move = Move.parse(text)
    except InvalidMoveError:
        return
    assert Move.parse(str(move)) == move


def picked() -> object:
    state = new(3)
    for p in (0, 1):
        state.apply(p, state.legal_actions(p)[0])
    return state


@pytest.mark.parametrize("seat", [-1, -3, 2, 3, 99, "0", 1.0, None, True])
def test_undo_pick_validates_the_seat(seat):
    state = picked()
    pending, log = list(state.pending), list(state.log)
    with pytest.raises(IllegalMoveError):
        state.undo_pick(seat)
    assert state.pending == pending and state.log == log


@pytest.mark.parametrize("where, fields, found", [
    ("top", {"agee": 3}, "agee: unknown key; did you mean 'age'?"),
    ("player", {"coin": 40}, "players[1].coin: unknown key; did you mean 'coins'?"),
    ("top", {"age": True}, "age"),
    ("top", {"age": 2.0}, "age"),
    ("player", {"conflict": [True]}, "conflict"),
    ("player", {"conflict": [1.0]}, "conflict"),
    ("player", {"coins": 10**7}, "coins"),
    ("player", {"coins": True}, "coins"),
    ("player", {"stages": True}, "stages"),
    ("top", {"edition": True}, "edition"),
    ("player", {"coins": 10**5000}, "coins"),
    ("top", {"seed": 10**5000}, "seed"),
])
def test_positions_are_strict(where, fields, found):
    players = [dict(p) for p in THREE]
    top: dict = {}
    if where == "player":
        players[1].update(fields)
    else:
        top.update(fields)
    with pytest.raises(PositionError) as err:
        state_from_position(position(*players, **top))
    assert found in str(err.value)
    assert "\n" not in str(err.value)


def test_names_in_position_errors_stay_on_one_line():
    players = [dict(p) for p in THREE]
    players[0]["name"] = "A\nB"
    players[0]["coins"] = -1
    with pytest.raises(PositionError) as err:
        state_from_position(position(*players))
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("age", [1, 2, 3])
def test_empty_hands_are_the_end_of_the_age(age):
    players = [dict(p, hand=[]) for p in THREE]
    players[0]["cards"] = ["Lumber Yard"]
    result = cli_score(position(*players, age=age))
    assert [r["name"] for r in result["players"]] == ["Player 1", "Player 2", "Player 3"]
    state = state_from_position(position(*players, age=age))
    if age == 3:
        assert state.is_terminal()
    else:
        assert state.age == age + 1 and state.phase == "pick"


def test_cli_deep_nesting_is_one_line_exit_2(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 1000 + "]" * 1000)
    run = cli("score", str(path))
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr


def test_cli_huge_integer_is_a_named_error(tmp_path):
    path = tmp_path / "big.json"
    data = position(*THREE)
    path.write_text(json.dumps(data).replace('"age": 1', '"age": ' + "9" * 5000))
    run = cli("score", str(path))
    assert run.returncode == 2
    assert run.stderr.startswith("error: ") and run.stderr.count("\n") == 1


def test_cli_name_with_a_newline_stays_on_one_line(tmp_path):
    path = tmp_path / "name.json"
    players = [dict(p) for p in THREE]
    players[0].update(name="A\nB", coins=-5)
    path.write_text(json.dumps(position(*players)))
    run = cli("score", str(path))
    assert run.returncode == 2 and run.stderr.count("\n") == 1
