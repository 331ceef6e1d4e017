"""The command line on the 2nd edition: positions with ``"edition": 2`` (or
``--edition 2``), ``score``, ``payments`` and ``play --edition 2``; saves carry it."""

from __future__ import annotations

import json

from engine import saves
from tests.classic.edition2 import new2, player, position
from tests.classic.helpers import cli

ALEX = position(
    player("Olympia", "night", stages=3, coins=9,
           cards=["Theater", "Well", "Statue", "Gardens", "Decorators Guild", "Ludus",
                  "Stockade", "Barracks"], hand=[]),
    player("Babylon", "day", cards=["Clay Pool"], hand=[]),
    player("Giza", cards=["Ore Vein", "Loom"], hand=[]), age=3)


def _run(tmp_path, data, *args):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    return cli(args[0], str(path), *args[1:])


def test_score(tmp_path):
    done = _run(tmp_path, ALEX, "score")
    assert done.returncode == 0, done.stderr
    ann = json.loads(done.stdout)["players"][0]
    # Olympia night: 2 + 3 + 5; Theater 3, Well 3, Statue 4, Gardens 5; Decorators 7;
    # Ludus 1 a red card (2)
    assert (ann["wonder"], ann["civilian"], ann["guilds"], ann["commercial"]) == (10, 15, 7, 2)


def test_edition_flag_fills_in_a_file_without_one(tmp_path):
    data = {k: v for k, v in ALEX.items() if k != "edition"}
    assert _run(tmp_path, data, "score").returncode == 2  # Well is no 1st-edition card
    done = _run(tmp_path, data, "score", "--edition", "2")
    assert done.returncode == 0 and json.loads(done.stdout)["winners"] == ["Player 1"]
    done = _run(tmp_path, ALEX, "score", "--edition", "1")
    assert done.returncode == 2 and "edition 2" in done.stderr


def test_payments_with_2nd_edition_costs(tmp_path):
    # the 2nd edition prints the Town Hall and the Senate twice each (3 and 6, 3 and 5
    # players): a position holds no more of them than the box
    data = position(player("Giza", coins=6, hand=["Town Hall", "Senate"]),
                    player("Rhodes", cards=["Glassworks"], hand=["Town Hall", "Senate"]),
                    player("Ephesus", cards=["Stone Pit", "Quarry"],
                           hand=["Palace", "Arena"]), age=3)
    done = _run(tmp_path, data, "payments", "--player", "Player 1", "--card", "Town Hall")
    assert done.returncode == 0, done.stderr
    # Town Hall: 3 stone and a glass (docs/edition2.md): stone of Giza's own board, 2
    # bought on the right, the glass on the left
    assert json.loads(done.stdout) == [{"left": 2, "right": 4, "bank": 0}]


def test_play_a_2nd_edition_game():
    done = cli("play", "--players", "3", "--seed", "4", "--edition", "2", "--sides", "night",
               "--bots", "medium")
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)["scores"]) == 3
    done = cli("play", "--players", "2", "--edition", "2")
    assert done.returncode == 2 and "3 to 7" in done.stderr


def test_a_save_carries_the_edition():
    state = new2(4, seed=8, sides="night")
    for _ in range(5):
        for p in state.current_players():
            state.apply(p, state.legal_actions(p)[-1])
    again = saves.loads(saves.dumps(state))
    assert again.config["edition"] == 2 and again.view(0) == state.view(0)
