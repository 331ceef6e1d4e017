"""Cities in position files, the view, saves and the command line: debt and diplomacy
tokens per player, the score pad's black row, a coin loss's choice as move texts."""

from __future__ import annotations

import json

import pytest

from engine import PositionError, saves
from engine.classic.positions import state_from_position
from tests.classic.cities import play, player, table
from tests.classic.helpers import cli, position

GABOR = position(
    player("Petra", "B", name="Gábor", stages=2, coins=5, debt=3,
           cards=["Pigeon Loft", "Capitol", "Apothecary"], hand=[]),
    player("Byzantium", name="Jani", cards=["Apothecary"], diplomacy=1, hand=[]),
    player("Giza", name="Kriszti", hand=[]), age=3, cities=True)


def test_score_a_cities_position(tmp_path):
    """Gábor: 5 coins and 3 debt tokens, -2 in the treasury row; Petra B's two stages
    (3 + 14 points); Capitol's 8 points in the black row; the mask copies Jani's
    compass (two compasses: 4 points)."""
    path = tmp_path / "gabor.json"
    path.write_text(json.dumps(GABOR))
    out = json.loads(cli("score", str(path)).stdout)
    gabor = out["players"][0]
    assert (gabor["treasury"], gabor["wonder"], gabor["black"], gabor["science"]) == (
        -2, 17, 8, 4)
    assert gabor["total"] == 27


def test_a_position_keeps_debt_and_diplomacy():
    state = table(player("Giza", debt=2, diplomacy=1), player("Rhodes"), player("Ephesus"))
    view = state.view(0)
    assert view["expansions"] == ["cities"]
    assert [(c["debt"], c["diplomacy"], c["owed"]) for c in view["cities"]] == [
        (2, 1, 0), (0, 0, 0), (0, 0, 0)]


def test_cities_things_need_the_expansion():
    for bad in ({"debt": 1}, {"diplomacy": 1}, {"cards": ["Hideout"]}):
        with pytest.raises(PositionError, match="Cities expansion"):
            state_from_position(position(player("Giza", **bad), player("Rhodes"),
                                         player("Ephesus")))
    with pytest.raises(PositionError, match="2 to 7 players"):
        state_from_position(position(*[player(w) for w in (
            "Giza", "Rhodes", "Ephesus", "Babylon", "Olympia", "Alexandria",
            "Halicarnassus", "Petra")]))


def test_eight_players_in_a_position():
    names = ("Giza", "Rhodes", "Ephesus", "Babylon", "Olympia", "Alexandria",
             "Halicarnassus", "Petra")
    state = table(*[player(w) for w in names])
    assert state.players == 8 and [len(h) for h in state.hands] == [7] * 8


def test_the_debt_phase_in_the_view_and_a_save():
    fill = ["Altar", "Theater", "Baths"]  # each printed twice: a save replays only a real box
    state = play(table(player("Giza", hand=["Hideout", "Stone Pit", "Loom"]),
                       player("Rhodes", hand=fill), player("Ephesus", hand=fill)),
                 "build Hideout", "discard Altar", "discard Altar")
    view = state.view(1)
    assert view["phase"] == "debt" and view["current_players"] == [1, 2]
    assert view["legal"] == ["pay 1 debt 0", "pay 0 debt 1"]
    assert [c["owed"] for c in view["cities"]] == [0, 1, 1]
    state.apply(1, "pay 0 debt 1")
    again = saves.loads(saves.dumps(state))
    assert again.view(2) == state.view(2)
    assert again.cities[1].debt == 1


def test_the_cli_plays_cities_with_bots():
    out = json.loads(cli("play", "--players", "8", "--seed", "3", "--set", "cities=on",
                         "--bots", "easy").stdout)
    assert len(out["scores"]) == 8 and all("black" in s for s in out["scores"])
