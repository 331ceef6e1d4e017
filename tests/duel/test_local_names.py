"""Duel position files and the command line with the names the Swedish rulebook prints
("ÖVERSÄTTNING AV KORTEN", ``engine.names``): they score and pay as the English ones."""

from __future__ import annotations

import json

import pytest

from engine import new_game
from engine.cli.__main__ import main
from engine.duel.positions import cli_payments, cli_score, state_from_position
from engine.errors import InvalidMoveError, UnknownNameError
from tests.duel.test_positions import ANTOINE_BRUNO

SWEDISH = {
    "game": "duel", "age": 2,
    "players": [
        {"name": "Antoine", "coins": 12, "cards": ["Lergrop", "Badinrättning", "Glasbruk"],
         "wonders": [{"name": "Kolossen", "built": True, "card": "Altar"}, "Pyramiderna"],
         "tokens": ["Filosofi"]},
        {"name": "Bruno", "coins": 9, "cards": ["Stort Stenbrott", "VÄRLDSHUS", "lermagasin"],
         "wonders": ["Piraeus", "Sfinxen"]}],
    "pawn": 2,
    "board_tokens": ["Lag", "Ekonomi"],
}


def test_a_swedish_position_scores_as_the_english_one(capsys, tmp_path):
    for age in (2, 3):
        assert cli_score(dict(SWEDISH, age=age)) == cli_score(dict(ANTOINE_BRUNO, age=age))
    path = tmp_path / "sv.json"
    path.write_text(json.dumps(dict(SWEDISH, age=3), ensure_ascii=False), "utf-8")
    assert main(["score", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == cli_score(dict(ANTOINE_BRUNO, age=3))


def test_the_same_table_in_swedish_and_english():
    swedish, english = state_from_position(SWEDISH), state_from_position(ANTOINE_BRUNO)
    for p in (0, 1):
        assert swedish.view(p) == english.view(p)


def test_a_structure_and_the_discard_in_swedish():
    data = json.loads(json.dumps(SWEDISH))
    data["discard"] = ["Vakttorn"]
    data["structure"] = ["Sågverk"] + ["?"] * 10 + ["Murar", "Forum", "Bibliotek",
                                                    "Bryggeri"] + ["?"] * 3 + [
                                                        "Akvedukt", "Staty"]
    view = state_from_position(data).view(0)
    assert view["discard"] == ["Guard Tower"]
    faces = [s.get("card") for s in view["structure"] if isinstance(s, dict)]
    assert {"Sawmill", "Walls", "Forum", "Library", "Brewery", "Aqueduct", "Statue"} <= set(
        faces)


def test_payments_with_swedish_names():
    data = json.loads(json.dumps(ANTOINE_BRUNO))
    data["players"][0]["tokens"] = ["Ekonomi"]
    data["board_tokens"] = ["Law"]
    assert cli_payments(data, "Bruno", "Karavanseraj") == [{"bank": 2, "opponent": 5}]
    assert cli_payments(data, "Bruno", "Altar", wonder="Sfinxen") == cli_payments(
        data, "Bruno", "Altar", wonder="The Sphinx")


def test_a_swedish_typo_suggests_the_english_name():
    data = json.loads(json.dumps(SWEDISH))
    data["players"][0]["cards"] = ["Timmeranlägning"]
    with pytest.raises(UnknownNameError) as err:
        state_from_position(data)
    assert err.value.suggestions[0] == "Lumber Yard"
    with pytest.raises(UnknownNameError, match="Economy"):
        cli_payments(dict(SWEDISH, board_tokens=["Ekonommi"]), "Bruno", "Altar")


def test_moves_stay_english():
    state = new_game("duel", seed=3, wonders="first-game")
    with pytest.raises(InvalidMoveError, match="Lumber Yard"):
        state.apply(state.current_players()[0], "build Timmeranläggning")
    assert state.log == []
