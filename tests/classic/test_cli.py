"""Position files and the command line (``python -m engine.cli``), run as a user would."""

from __future__ import annotations

import json

import pytest

from engine.classic.positions import cli_payments, cli_score, state_from_position
from engine.errors import PositionError, UnknownNameError
from tests.classic.helpers import built, cli, player, position

CATEGORY_KEYS = {"name", "military", "treasury", "wonder", "civilian", "science",
                 "commercial", "guilds", "total"}


def write(tmp_path, data, name="position.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def alexandria_end_of_game():
    """The rulebook's scoring examples, all on Alexandria: conflict tokens +1 +3 +5 -1 -1
    -1 (6), 14 coins (4), all 3 stages of side A (10), Altar + Aqueduct + Town Hall (13),
    3 + 2 + 1 science symbols (21), Chamber of Commerce with 2 grey cards (4)."""
    return position(
        player("Alexandrie", name="Alexandria", coins=14, stages=3,
               conflict=[1, 3, 5, -1, -1, -1],
               cards=["Altar", "Aqueduct", "Town Hall", "Apothecary", "Dispensary", "Lodge",
                      "Workshop", "Laboratory", "Scriptorium", "Chamber of Commerce", "Loom",
                      "Press"]),
        player("Rhodos", name="Rhodes"),
        player("Ephesos", name="Ephesus", coins=0),
        age=3,
    )


def test_score_prints_each_players_score_pad(tmp_path):
    run = cli("score", write(tmp_path, alexandria_end_of_game()))
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert set(out) >= {"players", "winners"}
    rows = out["players"]
    assert all(set(r) >= CATEGORY_KEYS for r in rows)
    alex = rows[0]
    assert {k: alex[k] for k in CATEGORY_KEYS - {"name"}} == {
        "military": 6, "treasury": 4, "wonder": 10, "civilian": 13, "science": 21,
        "commercial": 4, "guilds": 0, "total": 58}
    assert out["winners"] == ["Alexandria"]
    for r in rows:
        assert r["total"] == sum(r[k] for k in CATEGORY_KEYS - {"name", "total"})


def test_score_olympia_b_copies_the_best_guild(tmp_path):
    """At the end Olympia B (stage 3) scores as if it had built the best guild next door."""
    data = position(
        player("Olympia", "B", stages=3),
        player("Giza", cards=["Spies Guild", "Walls"]),
        player("Rhodes", cards=["Magistrates Guild", "Altar", "Baths", "Palace"],
               conflict=[-1]),
        age=3,
    )
    out = cli_score(data)
    assert out["players"][0]["guilds"] == 3  # Magistrates: 3 blue cards next door


def test_payments_example_a(tmp_path):
    """Trading example A as a position: the University for 2 coins to each neighbour."""
    data = position(
        player("Olympia", name="Ann", coins=4, cards=["Glassworks"]),
        player("Rhodes", name="Bob", cards=["Lumber Yard"]),
        player("Ephesus", name="Cy"),
        age=3,
    )
    path = write(tmp_path, data)
    for who in ("Ann", "ann", "0"):
        run = cli("payments", path, "--player", who, "--card", "University")
        assert run.returncode == 0, run.stderr
        assert json.loads(run.stdout) == [{"left": 2, "right": 2, "bank": 0}]


def test_payments_cheapest_first_chain_and_none(tmp_path):
    data = position(
        player("Babylon", name="Ann", coins=9, cards=["East Trading Post", "Scriptorium"]),
        player("Giza", name="Bob", cards=["Stone Pit"]),
        player("Rhodes", name="Cy", cards=["Stone Pit", "Quarry"]),
        age=2,
    )
    assert cli_payments(data, "Ann", "Aqueduct") == [
        {"left": 0, "right": 3, "bank": 0}, {"left": 2, "right": 2, "bank": 0},
        {"left": 4, "right": 1, "bank": 0}]
    assert cli_payments(data, 0, "Library") == [{"free": "chain"}]
    assert cli_payments(data, 0, "Scriptorium") == []  # built already
    assert cli_payments(data, "Bob", "Sawmill") == [{"left": 0, "right": 0, "bank": 1}]
    assert cli_payments(data, "Cy", "Dispensary") == []  # O O G: one ore to be had
    path = write(tmp_path, data)
    run = cli("payments", path, "--player", "1", "--card", "Loom")
    assert json.loads(run.stdout) == [{"left": 0, "right": 0, "bank": 0}]


def test_payments_for_the_next_stage(tmp_path):
    data = position(player("Giza", cards=["Stone Pit"]),
                    player("Rhodes", coins=5),
                    player("Ephesus", cards=["Lumber Yard"]), age=2)
    run = cli("payments", write(tmp_path, data), "--player", "1", "--stage")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == []  # Rhodes A stage 1: W W, only 1 wood next door
    data["players"][0]["cards"].append("Sawmill")
    assert cli_payments(data, 1, None, stage=True) == [
        {"left": 0, "right": 4, "bank": 0}, {"left": 2, "right": 2, "bank": 0}]
    data["players"][1]["stages"] = 3
    assert cli_payments(data, 1, None, stage=True) == []  # all stages built


def test_wonder_names_as_printed_and_in_english():
    """Boards print Rhodos, Gizah, Ephesos, Halikarnassus; English names work too."""
    for printed, english in [("Rhodos", "Rhodes"), ("Gizah", "Giza"), ("Ephesos", "Ephesus"),
                             ("Halikarnassus", "Halicarnassus"), ("alexandria", "Alexandria"),
                             ("OLYMPIA", "Olympia"), ("Babylon", "Babylon")]:
        others = [w for w in ("Olympia", "Giza", "Babylon") if w != english][:2]
        state = state_from_position(position(player(printed), *map(player, others)))
        assert state.cities[0].wonder.name == english


def test_card_names_any_case_and_common_spellings():
    """Names are matched without regard to case; "Bazaar", "Caravanserai" and "Theatre"
    are accepted for the cards printed Bazar, Caravansery and Theater."""
    state = state_from_position(position(
        player("Rhodes", cards=["bazaar", "CARAVANSERAI", "Theatre", "chamber of commerce"]),
        player("Giza"), player("Ephesus"), age=3))
    assert sorted(built(state, 0)) == ["Bazar", "Caravansery", "Chamber of Commerce",
                                       "Theater"]


def test_payments_lists_olympias_free_building():
    data = position(player("Olympia", stages=2, coins=0), player("Giza"), player("Rhodes"),
                    age=3)
    assert cli_payments(data, 0, "Palace") == [{"free": "olympia"}]
    data["players"][0]["coins"] = 9
    data["players"][0]["cards"] = ["Loom", "Press", "Glassworks", "Sawmill"]
    got = cli_payments(data, 0, "Senate")
    assert sorted(got, key=str) == sorted([{"left": 2, "right": 2, "bank": 0},
                                           {"free": "olympia"}], key=str)


def test_unknown_names_suggest_the_closest():
    with pytest.raises(UnknownNameError) as err:
        state_from_position(position(player("Rhodes", cards=["Aqueduckt"]), player("Giza"),
                                     player("Ephesus")))
    assert "Aqueduct" in err.value.suggestions
    with pytest.raises(UnknownNameError) as err:
        state_from_position(position(player("Rodhes"), player("Giza"), player("Ephesus")))
    assert "Rhodes" in err.value.suggestions


def test_unknown_player_suggests_the_closest_names():
    data = position(player("Rhodes", name="Annabel"), player("Giza", name="Bob"),
                    player("Ephesus", name="Cyrus"), player("Babylon", name="Dora"))
    with pytest.raises(UnknownNameError) as err:
        cli_payments(data, "Anabel", "Loom")
    assert err.value.suggestions == ["Annabel"]


@pytest.mark.parametrize("bad", [
    {"players": []},
    {"players": [{"wonder": "Rhodes"}, {"wonder": "Giza"}]},
    {"players": [{"wonder": "Rhodes"}, {"wonder": "Rhodes"}, {"wonder": "Giza"}]},
    {"players": [{"wonder": "Rhodes", "side": "C"}, {"wonder": "Giza"}, {"wonder": "Babylon"}]},
    {"players": [{"wonder": "Rhodes", "coins": -1}, {"wonder": "Giza"}, {"wonder": "Babylon"}]},
    {"players": [{"wonder": "Rhodes", "stages": 4}, {"wonder": "Giza"}, {"wonder": "Babylon"}]},
    {"players": [{"wonder": "Rhodes", "conflict": [2]}, {"wonder": "Giza"},
                 {"wonder": "Babylon"}]},
    {"players": [{"wonder": "Rhodes", "cards": ["Loom", "Loom"]}, {"wonder": "Giza"},
                 {"wonder": "Babylon"}]},
    {"players": [{"wonder": "Rhodes", "hand": ["Loom", "Altar"]}, {"wonder": "Giza"},
                 {"wonder": "Babylon"}]},
    {"age": 4, "players": [{"wonder": "Rhodes"}, {"wonder": "Giza"}, {"wonder": "Babylon"}]},
    {"players": [{"side": "A"}, {"wonder": "Giza"}, {"wonder": "Babylon"}]},
    {"players": [{"wonder": "Rhodes", "copied": "Loom"}, {"wonder": "Giza"},
                 {"wonder": "Babylon"}]},
])
def test_bad_positions_raise_position_error(bad):
    with pytest.raises(PositionError):
        state_from_position(bad)


@pytest.mark.parametrize("copier, guild_owner", [
    (player("Rhodes", copied="Magistrates Guild"), 1),  # not Olympia B
    (player("Olympia", "B", stages=1, copied="Magistrates Guild"), 1),  # no 3rd stage
    (player("Olympia", "B", stages=3, copied="Magistrates Guild"), None),  # nobody has it
])
def test_only_olympia_b_copies_a_neighbours_guild_in_a_position(copier, guild_owner):
    """Book (Olympia B, stage 3): "copy a guild of his choice built by one of the two
    neighbouring cities"."""
    others = [player("Giza", cards=["Altar", "Baths"]), player("Ephesus"), player("Babylon")]
    if guild_owner is not None:
        others[0]["cards"].append("Magistrates Guild")
    with pytest.raises(PositionError):
        state_from_position(position(copier, *others, age=3))


def assert_one_line_error(run, *words):
    assert run.returncode == 2, (run.returncode, run.stderr)
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    assert lines[0].startswith("error:")
    for w in words:
        assert w in lines[0], (w, lines[0])
    assert run.stdout == ""


def test_errors_exit_2_with_one_line(tmp_path):
    good = write(tmp_path, position(player("Rhodes", name="Ann"), player("Giza"),
                                    player("Ephesus")))
    assert_one_line_error(cli("score", str(tmp_path / "missing.json")), "missing.json")
    assert_one_line_error(cli("score", write(tmp_path, "{not json", "bad.json")), "JSON")
    assert_one_line_error(cli("score", write(tmp_path, "[1, 2]", "list.json")))
    assert_one_line_error(cli("score", write(tmp_path, {"players": [{"wonder": "Rhodos"}]},
                                             "two.json")), "2 to 7")
    assert_one_line_error(cli("payments", good, "--player", "Ann", "--card", "Templ"),
                          "Temple")
    assert_one_line_error(cli("payments", good, "--player", "Zed", "--card", "Temple"), "Zed")
    assert_one_line_error(cli("payments", good, "--player", "7", "--card", "Temple"))
    assert_one_line_error(cli("payments", good, "--player", "Ann"))
    assert_one_line_error(cli("score", write(tmp_path, position(player("Rodos"), player("Giza"),
                                                                 player("Ephesus")), "w.json")),
                          "Rhodes")
    assert_one_line_error(cli("play", "--players", "9"), "9")
    assert_one_line_error(cli("play", "--players", "3", "--bots", "nosuchbot"), "nosuchbot")
    assert_one_line_error(cli("play", "--players", "3", "--bots", "random,random"))
    assert_one_line_error(cli("nosuchcommand"))


def test_malformed_discard_is_a_position_error(tmp_path):
    data = position(player("Rhodes"), player("Giza"), player("Ephesus"), discard=5)
    assert_one_line_error(cli("score", write(tmp_path, data)))


def test_usage_errors_are_one_line_too():
    assert_one_line_error(cli("play", "--players", "x"))


def test_play_a_whole_game():
    run = cli("play", "--players", "4", "--seed", "7", "--bots", "random")
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert len(out["scores"]) == 4
    assert all(set(s) >= CATEGORY_KEYS - {"name"} for s in out["scores"])
    assert abs(sum(out["returns"]) - 1.0) < 1e-9
    again = cli("play", "--players", "4", "--seed", "7", "--bots", "random")
    assert again.stdout == run.stdout  # seeded: the same game


def test_play_is_the_same_whatever_the_hash_seed():
    """Bit for bit the same game in every process (no dependence on set or dict order)."""
    import os
    import subprocess
    import sys

    from tests.classic.helpers import ROOT

    outs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        run = subprocess.run([sys.executable, "-m", "engine.cli", "play", "--players", "7",
                              "--seed", "11", "--sides", "random", "--log"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stderr
        outs.add(run.stdout)
    assert len(outs) == 1


def test_play_with_log_prints_every_move():
    run = cli("play", "--players", "3", "--seed", "2", "--sides", "B", "--log")
    assert run.returncode == 0, run.stderr
    lines = [json.loads(x) for x in run.stdout.strip().splitlines()]
    *moves, result = lines
    assert len(moves) == result["moves"] >= 3 * 18
    assert all(set(m) == {"player", "move"} for m in moves)


def test_play_reads_set_up_options_from_the_game():
    """``--set KEY=VALUE`` (and ``--sides``) are the game's own options; the same game
    either way; an option the game lacks, or a value it does not offer, is one line."""
    by_set = cli("play", "--players", "3", "--seed", "4", "--set", "sides=B")
    by_flag = cli("play", "--players", "3", "--seed", "4", "--sides", "B")
    assert by_set.returncode == 0, by_set.stderr
    assert by_set.stdout == by_flag.stdout
    assert by_set.stdout != cli("play", "--players", "3", "--seed", "4").stdout
    assert_one_line_error(cli("play", "--game", "duel", "--sides", "B"), "sides", "wonders")
    assert_one_line_error(cli("play", "--set", "sides=C"), "C", "random")
    assert_one_line_error(cli("play", "--set", "sides"), "KEY=VALUE")
    assert_one_line_error(cli("play", "--game", "chess"), "chess")


def test_play_any_registered_game():
    from engine.games import all_games

    for game in all_games():
        run = cli("play", "--game", game.id, "--players", str(game.min_players),
                  "--seed", "3", "--bots", "easy")
        assert run.returncode == 0, run.stderr
        out = json.loads(run.stdout)
        assert out["game"] == game.id and len(out["scores"]) == game.min_players
