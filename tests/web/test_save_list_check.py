"""The saved-games list checks each save when listing (issue 32): a save whose set-up
cannot be made (teams of five, the Cities expansion with the 2nd edition, a position
that cannot be played to its end) is marked with the reason on the home screen,
instead of failing only when it is opened. The check is cheap: a deal, no move
replayed, and a verdict kept for the same text."""

from __future__ import annotations

import json
from pathlib import Path

import msgpack
import pytest
from wonders_ui import storage

from engine import new_game, saves

ROOT = Path(__file__).resolve().parents[2]


def blob_with(**config_changes) -> bytes:
    state = new_game("7wonders", seed=5, players=4)
    data = saves.save_data(state, {"name": "Broken"})
    data["config"] = {**data["config"], **config_changes}
    return msgpack.packb(data, use_bin_type=True)


def stuck_position_blob() -> bytes:
    example = json.loads((ROOT / "web/examples/free-city-turn.json").read_text())
    position = {**example["position"],
                "free_city": {**example["position"]["free_city"], "pile": []}}
    data = {"format": saves.FORMAT, "format_version": saves.POSITION_VERSION,
            "game": "7wonders", "config": {"players": 2}, "seed": 3, "moves": [],
            "meta": {"name": "Stuck"}, "position": position}
    return msgpack.packb(data, use_bin_type=True)


@pytest.mark.parametrize("blob, reason", [
    (blob_with(players=5, teams=True, names=[f"P{i}" for i in range(5)]), "teams of two"),
    (blob_with(edition=2, cities="on"), "Cities expansion"),
    (stuck_position_blob(), "one for each turn left"),
])
def test_a_save_that_cannot_be_set_up_is_listed_as_damaged(blob, reason):
    store = storage.SaveStore(storage.MemoryBackend())
    good = saves.dumps(new_game("7wonders", seed=3, players=3), {"name": "Good"})
    store.write("good", good, {"name": "Good"})
    store.write("bad", blob, {"name": "Broken"})
    games, problems = store.list()
    assert [g["id"] for g in games] == ["good"]
    (problem,) = problems
    assert problem.game_id == "bad" and reason in problem.message
    assert "\n" not in problem.message and len(problem.message) <= 200


def test_a_move_of_a_player_who_is_not_at_the_table_is_found_when_listing():
    state = new_game("7wonders", seed=5, players=3)
    data = saves.save_data(state, {"name": "Broken"})
    data["moves"] = [[7, "build Loom"]]
    store = storage.SaveStore(storage.MemoryBackend())
    store.write("bad", msgpack.packb(data, use_bin_type=True), {"name": "Broken"})
    _, (problem,) = store.list()
    assert "there is no player 7" in problem.message


def test_a_verdict_is_kept_for_the_same_text(monkeypatch):
    store = storage.SaveStore(storage.MemoryBackend())
    store.write("good", saves.dumps(new_game("duel", seed=2), {"name": "Duel"}),
                {"name": "Duel"})
    calls = []
    check = saves.check_set_up
    monkeypatch.setattr(saves, "check_set_up", lambda data: calls.append(1) or check(data))
    store.list()
    store.list()
    assert len(calls) == 1
