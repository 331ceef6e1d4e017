"""Position files: building states, score and payments, and bad input."""

from __future__ import annotations

import json

import pytest

from engine.cli.__main__ import main
from engine.duel.positions import cli_payments, cli_score, state_from_position
from engine.errors import PositionError, UnknownNameError

ANTOINE_BRUNO = {
    "game": "duel", "age": 2,
    "players": [
        {"name": "Antoine", "coins": 12, "cards": ["Clay Pool", "Baths", "Glassworks"],
         "wonders": [{"name": "The Colossus", "built": True, "card": "Altar"}, "The Pyramids"],
         "tokens": ["Philosophy"]},
        {"name": "Bruno", "coins": 9, "cards": ["Shelf Quarry", "Tavern", "Clay Reserve"],
         "wonders": ["Piraeus", "the sphinx"]}],
    "pawn": 2,
    "board_tokens": ["Law", "Economy"],
}


def test_score_a_finished_game():
    data = dict(ANTOINE_BRUNO, age=3)
    out = cli_score(data)
    a, b = out["players"]
    assert a == {"name": "Antoine", "military": 2, "buildings": 3, "wonders": 3,
                 "progress": 7, "treasury": 4, "total": 19, "civilian": 3}
    assert b["total"] == 3 and out["victory"] == {"type": "civilian", "winner": "Antoine"}
    json.dumps(out)


def test_score_a_military_victory():
    data = dict(ANTOINE_BRUNO, pawn=-9)
    assert cli_score(data)["victory"] == {"type": "military", "winner": "Bruno"}


def test_score_mid_game_has_no_victory():
    data = dict(ANTOINE_BRUNO, structure=["Aqueduct"] + [None] * 19)
    assert "victory" not in cli_score(data)


def test_payments_examples():
    assert cli_payments(ANTOINE_BRUNO, "Antoine", "Aqueduct") == [{"free": "chain"}]
    assert cli_payments(ANTOINE_BRUNO, 1, "Caravansery") == [{"bank": 7}]
    # 2 stone made, clay at 1 (Clay Reserve), papyrus at 2
    assert cli_payments(ANTOINE_BRUNO, "bruno", "Fortifications") == [{"bank": 3}]
    assert cli_payments(ANTOINE_BRUNO, "0", "Courthouse") == [{"bank": 4}]
    assert cli_payments(ANTOINE_BRUNO, "Antoine", "Clay Pool") == []  # already built
    # The Pyramids: 3 stone at 4 and a papyrus at 2, 14 coins, Antoine has 12
    assert cli_payments(ANTOINE_BRUNO, "Antoine", None, wonder="The Pyramids") == []
    rich = json.loads(json.dumps(ANTOINE_BRUNO))
    rich["players"][0]["coins"] = 14
    assert cli_payments(rich, "Antoine", "Altar", wonder="The Pyramids") == [{"bank": 14}]
    assert cli_payments(ANTOINE_BRUNO, "Antoine", None, wonder="The Colossus") == []  # built
    assert cli_payments(ANTOINE_BRUNO, "Bruno", None, wonder="The Pyramids") == []  # not his


def test_payments_with_economy():
    data = json.loads(json.dumps(ANTOINE_BRUNO))
    data["players"][0]["tokens"] = ["Economy"]
    data["board_tokens"] = ["Law"]
    assert cli_payments(data, "Bruno", "Caravansery") == [{"bank": 2, "opponent": 5}]


def test_unknown_names_suggest():
    for where, name in (("cards", "Aqueduckt"), ("tokens", "Economie")):
        data = json.loads(json.dumps(ANTOINE_BRUNO))
        data["players"][0][where] = [name]
        with pytest.raises(UnknownNameError) as exc:
            state_from_position(data)
        assert exc.value.suggestions
    with pytest.raises(UnknownNameError, match="Piraeus"):
        cli_payments(ANTOINE_BRUNO, "Bruno", None, wonder="Piraeos")
    with pytest.raises(UnknownNameError):
        cli_payments(ANTOINE_BRUNO, "Brunoo", "Altar")


@pytest.mark.parametrize("change", [
    {"game": "7wonders"},
    {"players": []},
    {"age": 4},
    {"pawn": 10},
    {"pawn": "far"},
    {"colour": "red"},
    {"board_tokens": ["Law", "Law"]},
    {"board_tokens": "Law"},
    {"military_tokens": [[2, 5], [2, 5], []]},
    {"military_tokens": [[3], []]},
    {"pawn": 4, "military_tokens": [[2, 5], [2, 5]]},
    {"discard": ["Baths"]},
    {"discard": ["Arena"]},  # an Age III card in Age II
    {"structure": ["Aqueduct"]},
    {"structure": ["Altar"] + [None] * 19},
    {"structure": [None] * 18 + ["?", None]},
    {"seed": "x"},
])
def test_malformed_positions(change):
    data = dict(ANTOINE_BRUNO, **change)
    with pytest.raises(PositionError):
        state_from_position(data)


def test_malformed_players():
    for bad in ({"coins": -1}, {"coins": "lots"}, {"cards": "Altar"},
                {"wonders": ["Piraeus"]}, {"wonders": [{"name": "The Sphinx", "card": "Altar"}]},
                {"wonders": [1]}, {"tokens": ["Philosophy", "Philosophy"]}, {"hand": []},
                {"name": "Bruno"}):
        data = json.loads(json.dumps(ANTOINE_BRUNO))
        data["players"][0].update(bad)
        with pytest.raises(PositionError):
            state_from_position(data)
    with pytest.raises(PositionError):
        state_from_position([])


def test_seven_wonders_without_the_eighth():
    data = json.loads(json.dumps(ANTOINE_BRUNO))
    data["players"][0]["wonders"] = [{"name": w, "built": True} for w in (
        "The Colossus", "The Pyramids", "The Mausoleum", "The Great Library")]
    data["players"][1]["wonders"] = [{"name": "Piraeus", "built": True},
                                     {"name": "The Sphinx", "built": True},
                                     {"name": "Circus Maximus", "built": True}, "The Appian Way"]
    with pytest.raises(PositionError, match="7 wonders"):
        state_from_position(data)
    data["players"][1]["wonders"].pop()
    assert state_from_position(data).nbuilt == 7


def test_a_position_with_a_structure_plays_on():
    data = dict(ANTOINE_BRUNO, current=1, structure=(
        [None] * 6 + ["?"] * 5 + ["Walls", "Forum", "Library", "Brewery"] + ["?"] * 3
        + ["Aqueduct", "Statue"]))
    st = state_from_position(data)
    assert st.current_players() == [1] and st.remaining == 14
    assert sorted(st.view(1)["structure"][i]["card"] for i in (18, 19)) == ["Aqueduct",
                                                                           "Statue"]
    while not st.is_terminal():
        p = st.current_players()[0]
        st.apply(p, st.legal_actions(p)[-1])
    assert st.victory() is not None


def test_the_command_line(tmp_path, capsys):
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(dict(ANTOINE_BRUNO, age=3)))
    assert main(["score", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["victory"]["type"] == "civilian"
    assert main(["payments", str(path), "--player", "Bruno", "--card", "Aqueduct"]) == 0
    assert json.loads(capsys.readouterr().out) == [{"bank": 2}]  # 1 stone short
    assert main(["payments", str(path), "--player", "Antoine", "--card", "Aqueduc"]) == 2
    assert "Aqueduct" in capsys.readouterr().err


# ---------------------------------------------------------------- fuzzing
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as hs  # noqa: E402

from engine.errors import WondersError  # noqa: E402

_json = hs.recursive(
    hs.none() | hs.booleans() | hs.integers(-20, 20) | hs.sampled_from(
        ["Altar", "Aqueduct", "?", "Law", "Piraeus", "The Sphinx", "x", "", "2", "5"]),
    lambda kids: hs.lists(kids, max_size=5) | hs.dictionaries(hs.sampled_from(
        ["name", "coins", "cards", "wonders", "tokens", "built", "card"]), kids, max_size=4),
    max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(change=hs.dictionaries(hs.sampled_from(
    ["age", "players", "pawn", "military_tokens", "board_tokens", "discard", "current",
     "structure", "seed"]), _json, max_size=3),
       player=hs.dictionaries(hs.sampled_from(["name", "coins", "cards", "wonders", "tokens"]),
                              _json, max_size=3))
def test_bad_positions_give_named_errors(change, player):
    data = json.loads(json.dumps(ANTOINE_BRUNO))
    data.update(change)
    if isinstance(data.get("players"), list) and data["players"] and isinstance(
            data["players"][0], dict):
        data["players"][0].update(player)
    try:
        st = state_from_position(data)
    except WondersError:
        return
    cli_score(data)
    st.view(0)


@settings(max_examples=200, deadline=None)
@given(text=hs.text(max_size=40) | hs.sampled_from(
    ["build ", "wonder  with ", "wonder The Sphinx with", "start -1", "token", "draft x"]))
def test_any_move_text_gives_a_named_error_or_plays(text):
    from engine import new_game

    st = new_game("duel", seed=1, wonders="first-game")
    try:
        st.apply(0, text)
    except WondersError:
        assert st.log == []


def documented_example() -> dict:
    """The example of ``engine.duel.positions``' docstring, read from the docstring."""
    import json

    import engine.duel.positions as module

    doc = module.__doc__
    start = doc.index('{"game": "duel"')
    end = doc.index('"seed": 0}', start) + len('"seed": 0}')
    return json.loads(doc[start:end])


def test_the_documented_example():
    data = documented_example()
    st = state_from_position(data)
    assert st.remaining == 20 and st.pawn == -2
    assert "build Aqueduct" in [str(a) for a in st.legal_actions(0)]  # Baths chain
    assert cli_payments(data, "Antoine", "Statue") == [{"bank": 2}]  # one clay short
