"""Rule examples (``engine/examples.py``): a position, a script of moves with captions,
claims checked by the engine, the link form, and a save of any frame ("play from
here") that replays from the position (``engine/saves.py``, format version 2)."""

from __future__ import annotations

import copy
import hashlib
import json

import msgpack
import pytest

from engine import examples, saves
from engine.cli.__main__ import main
from engine.errors import ExampleError, SaveError

#: rulebook, "Commerce": Ann (Alexandria) needs the stone of the Baths; her left
#: neighbour Bob (Giza) produces stone and sells it for 2 coins
TRADE = {
    "example": 1, "title": "Buying stone from a neighbour",
    "position": {"game": "7wonders", "age": 1, "players": [
        {"name": "Ann", "wonder": "Alexandria", "hand": ["Baths", "Lumber Yard", "Altar"]},
        {"name": "Bob", "wonder": "Gizah", "hand": ["Stone Pit", "Loom", "Tavern"]},
        {"name": "Cy", "wonder": "Rhodos", "hand": ["Ore Vein", "Press", "Theater"]}]},
    "view": "Ann",
    "caption": "Ann wants the Baths: it costs a stone, which Bob's Giza makes.",
    "highlight": [{"card": "Baths"}, {"seat": "Bob", "part": "prod"}],
    "select": "Baths",
    "expect": {"payments": {"player": "Ann", "card": "Baths",
                            "options": [{"left": 2, "right": 0, "bank": 0}]}},
    "steps": [{"moves": [{"player": "Ann", "move": "build Baths (left 2)"},
                         {"player": "Bob", "move": "build Loom"},
                         {"player": "Cy", "move": "build Press"}],
               "caption": "Ann pays Bob 2 coins and builds the Baths: 3 points.",
               "expect": {"scores": {"Ann": {"civilian": 3}},
                          "view": {"cities.0.coins": 1, "cities.1.coins": 5}}}],
}

#: Duel, rulebook "Trading": a resource the opponent produces costs 2 + the number of
#: its brown or grey cards of that resource
DUEL = {
    "example": 1,
    "position": {"game": "duel", "age": 1, "players": [
        {"name": "Antoine", "coins": 7, "wonders": ["The Pyramids"]},
        {"name": "Bruno", "coins": 7, "cards": ["Lumber Yard", "Logging Camp"]}],
        "structure": ["?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?", "?",
                      "Tavern", "Stable", "Baths", "Clay Pool", "Stone Pit", "Quarry"]},
    "steps": [{"move": "build Stable", "caption": "Antoine buys the wood: 2 + 2 coins."}],
}


def test_an_example_is_checked_step_by_step():
    report = examples.check(TRADE)
    assert [s["caption"] for s in report["steps"]] == [TRADE["caption"],
                                                      TRADE["steps"][0]["caption"]]
    assert report["steps"][1]["checked"] == ["Ann scores 3 civilian", "cities.0.coins is 1",
                                            "cities.1.coins is 5"]
    assert report["link"].startswith("x1.")


def test_an_illegal_scripted_move_names_its_step():
    bad = copy.deepcopy(TRADE)
    bad["steps"][0]["moves"][0]["move"] = "build Baths (right 2)"
    with pytest.raises(ExampleError, match=r"^step 1: Ann cannot play 'build Baths \(right 2\)'"):
        examples.check(bad)


def test_a_false_claim_is_an_error():
    bad = copy.deepcopy(TRADE)
    bad["steps"][0]["expect"]["scores"]["Ann"]["civilian"] = 4
    with pytest.raises(ExampleError, match="step 1: Ann scores 3 civilian, not 4"):
        examples.check(bad)
    bad = copy.deepcopy(TRADE)
    bad["expect"]["payments"]["options"] = [{"left": 1, "right": 0, "bank": 0}]
    with pytest.raises(ExampleError, match="the position: Ann pays for Baths"):
        examples.check(bad)


@pytest.mark.parametrize("change, message", [
    ({"examples": 1}, "examples: unknown key; did you mean 'example'?"),
    ({"example": 2}, "newer format"),
    ({"example": None}, "format version"),
    ({"view": "Dora"}, "view: no player is named 'Dora'"),
    ({"steps": [{"player": 0}]}, "step 1 has no move"),
    ({"steps": [{"move": "build Loom", "colour": 1}]}, "steps\\[0\\].colour: unknown key"),
    ({"highlight": ["Baths"]}, "highlight\\[0\\] must be an object"),
    ({"position": {"game": "chess"}}, "position: unknown game 'chess'"),
])
def test_a_malformed_example_is_named(change, message):
    bad = {**copy.deepcopy(TRADE), **change}
    bad = {k: v for k, v in bad.items() if v is not None}
    with pytest.raises(ExampleError, match=message):
        examples.check(bad)


def test_a_duel_step_without_a_player_is_played_by_the_player_to_move():
    frames = examples.states(examples.parse(DUEL))
    assert frames[1].log == [(0, "build Stable")]
    assert frames[0].view(0)["players"][0]["coins"] - frames[1].view(0)["players"][0][
        "coins"] == 4


def test_the_link_form_round_trips_and_refuses_damage():
    link = examples.encode(TRADE)
    assert examples.decode(link) == TRADE
    assert examples.read("https://example.org/embed.html#" + link) == TRADE
    assert examples.read(json.dumps(TRADE)) == TRADE
    body = link[3:]
    flipped = link[:3] + body[:10] + ("A" if body[10] != "A" else "B") + body[11:]
    with pytest.raises(ExampleError, match="damaged"):
        examples.decode(flipped)
    with pytest.raises(ExampleError, match="newer format"):
        examples.decode("x9." + body)
    with pytest.raises(ExampleError, match="not an example link"):
        examples.decode("hello")
    with pytest.raises(ExampleError, match="too long for a link"):
        examples.encode({**TRADE, "steps": [
            {"move": "pass", "caption": "".join(hashlib.sha256(f"{i} {j}".encode()).hexdigest()
                                                for j in range(8))}
            for i in range(30)]})


def test_play_from_here_saves_a_new_game_at_that_frame():
    for example in (TRADE, DUEL):
        state = examples.states(examples.parse(example))[-1]
        blob = saves.dumps(state, {"name": "from an example"})
        data = msgpack.unpackb(blob, raw=False)
        assert data["format_version"] == 2 and data["position"] == example["position"]
        loaded = saves.loads(blob)
        assert loaded.view(0) == state.view(0)
        assert loaded.log == state.log


def test_a_plain_game_is_still_saved_as_version_1():
    from engine import new_game

    data = msgpack.unpackb(saves.dumps(new_game("duel", seed=3)), raw=False)
    assert data["format_version"] == 1 and "position" not in data


def test_a_version_2_save_without_its_position_is_refused():
    state = examples.states(examples.parse(DUEL))[0]
    data = msgpack.unpackb(saves.dumps(state), raw=False)
    del data["position"]
    with pytest.raises(SaveError, match="no valid position"):
        saves.loads(msgpack.packb(data))
    data["position"] = {**DUEL["position"], "seed": 5}
    with pytest.raises(SaveError, match="seed does not match"):
        saves.loads(msgpack.packb(data))


def test_the_command_line_prints_each_caption(tmp_path, capsys):
    path = tmp_path / "trade.json"
    path.write_text(json.dumps(TRADE))
    assert main(["example", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["steps"][1]["moves"][0] == "build Baths (left 2)"
    bad = copy.deepcopy(TRADE)
    bad["steps"][0]["moves"][1]["move"] = "build Palace"
    path.write_text(json.dumps(bad))
    assert main(["example", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: step 1: Bob cannot play 'build Palace'") and err.count("\n") == 1
