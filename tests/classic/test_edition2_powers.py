"""The 2nd edition's new cards and its Day/Night wonder powers, one test each.

Powers as the publisher's FAQ words them (copied in docs/edition2.md): Olympia day
"the first card of each colour you build is free"; Olympia night "the first card you
build each Age is free" (the card of the first turn) and "the card built on the 6th
turn of each Age is free"; Babylon night "play the last card of each Age"
(build it, use it for a stage or sell it); Halicarnassus builds a discarded card free.
"""

from __future__ import annotations

import pytest

from engine.classic.game import describe_move
from tests.classic.edition2 import card, names, player, table
from tests.classic.helpers import coins, legal_texts, score, turn

HAND2 = ["Altar", "Well"]


# -- new cards -----------------------------------------------------------------------


def test_well_gives_three_points_and_chains_to_statue():
    state = table(player("Giza", cards=["Well"], hand=["Statue", "Temple"]),
                  player("Rhodes", hand=["Statue", "Temple"]),
                  player("Ephesus", hand=["Statue", "Temple"]), age=2)
    assert score(state, 0)["civilian"] == 3
    assert "build Statue (chain)" in legal_texts(state, 0)


def test_ludus_three_coins_a_red_card_when_built_and_a_point_each_at_the_end():
    hand = ["Ludus", "Senate"]
    state = table(player("Giza", coins=0, cards=["Stone Pit", "Ore Vein", "Stockade", "Walls"],
                         hand=hand),
                  player("Rhodes", cards=["Barracks"], hand=hand), player("Ephesus", hand=hand),
                  age=3)
    turn(state, "build Ludus", "discard Ludus", "discard Ludus")
    assert coins(state)[0] == 6  # two red cards of its own; the neighbour's do not count
    assert score(state, 0)["commercial"] == 2


def test_castrum_three_shields_for_two_clay_wood_and_papyrus():
    assert sorted(card("Castrum").cost_letters) == sorted("CCWP")
    state = table(player("Giza", cards=["Castrum"], hand=[]), player("Rhodes", hand=[]),
                  player("Ephesus", hand=[]), age=3)
    assert state.cities[0].shields == 3


@pytest.mark.parametrize(("wonder", "side", "stages", "points"), [
    ("Babylon", "night", 2, 7), ("Babylon", "night", 1, 0),
    ("Giza", "night", 4, 7), ("Giza", "night", 3, 0), ("Rhodes", "day", 3, 7)])
def test_decorators_guild_seven_points_when_every_stage_is_built(wonder, side, stages, points):
    state = table(player(wonder, side, stages=stages, cards=["Decorators Guild"], hand=[]),
                  player("Olympia", stages=3, hand=[]), player("Ephesus", hand=[]), age=3)
    assert score(state, 0)["guilds"] == points


# -- Olympia ---------------------------------------------------------------------------


def test_olympia_day_builds_free_a_card_of_a_colour_the_city_lacks():
    hand = ["Stockade", "Altar", "Lumber Yard"]
    state = table(player("Olympia", "day", stages=2, coins=0, cards=["Altar", "Tree Farm"],
                         hand=hand),
                  player("Rhodes", hand=hand), player("Ephesus", hand=hand))
    legal = legal_texts(state, 0)
    assert "build Stockade (olympia)" in legal  # no red card yet
    assert "build Lumber Yard (olympia)" not in legal  # brown: Tree Farm stands
    turn(state, "build Stockade (olympia)", "build Altar", "build Altar")
    assert coins(state)[0] == 0 and "Stockade" in names(state, 0)


def test_olympia_day_stage_one_alone_gives_no_free_build():
    hand = ["Stockade", "Altar", "Lumber Yard"]
    state = table(player("Olympia", "day", stages=1, hand=hand), player("Rhodes", hand=hand),
                  player("Ephesus", hand=hand))
    assert not [m for m in legal_texts(state, 0) if m.endswith("(olympia)")]


def test_olympia_night_first_turn_of_each_age_is_free():
    hand7 = ["Palace", "Pantheon", "Senate", "Gardens", "Town Hall", "Lodge", "Study"]
    state = table(player("Olympia", "night", stages=1, coins=0, hand=hand7),
                  player("Rhodes", hand=hand7), player("Ephesus", hand=hand7), age=3)
    assert state.turn == 1
    assert "build Palace (olympia)" in legal_texts(state, 0)
    turn(state, "build Palace (olympia)", "discard Palace", "discard Palace")
    assert "Palace" in names(state, 0) and coins(state)[0] == 0
    assert not [m for m in legal_texts(state, 0) if m.endswith("(olympia)")]  # turn 2


def test_olympia_night_sixth_turn_is_free_with_stage_two():
    hand = ["Palace", "Pantheon"]
    state = table(player("Olympia", "night", stages=2, coins=0, hand=hand),
                  player("Rhodes", hand=hand), player("Ephesus", hand=hand), age=3)
    assert state.turn == 6
    assert "build Pantheon (olympia)" in legal_texts(state, 0)
    state = table(player("Olympia", "night", stages=1, coins=0, hand=hand),
                  player("Rhodes", hand=hand), player("Ephesus", hand=hand), age=3)
    assert "build Pantheon (olympia)" not in legal_texts(state, 0)  # stage 1 only


def test_a_free_build_says_so_in_the_log():
    hand = ["Stockade", "Altar"]
    state = table(player("Olympia", "day", stages=2, hand=hand), player("Rhodes", hand=hand),
                  player("Ephesus", hand=hand))
    view = state.view(0)
    assert view["edition"] == 2
    assert describe_move(view, 0, "build Stockade (olympia)") == \
        "builds Stockade, free (Olympia)"


# -- Babylon and Halicarnassus ----------------------------------------------------------


def test_babylon_night_plays_the_last_card_of_each_age():
    state = table(player("Babylon", "night", stages=1, hand=HAND2), player("Rhodes", hand=HAND2),
                  player("Ephesus", hand=HAND2))
    turn(state, "build Altar", "build Altar", "build Well")
    assert state.phase == "seventh" and state.current_players() == [0]
    assert "build Well" in legal_texts(state, 0)
    state.apply(0, "build Well")
    assert {"Altar", "Well"} <= set(names(state, 0))
    assert state.age == 2


def test_babylon_night_stage_two_is_a_science_symbol_of_choice():
    state = table(player("Babylon", "night", stages=2, cards=["Workshop", "Scriptorium"],
                         hand=[]), player("Rhodes", hand=[]), player("Ephesus", hand=[]), age=3)
    assert score(state, 0)["science"] == 3 + 7  # the wildcard is a compass


@pytest.mark.parametrize(("side", "stages", "dig_stage"), [
    ("day", 1, 2), ("night", 0, 1), ("night", 1, 2), ("night", 2, 3)])
def test_halicarnassus_builds_from_the_discard_pile(side, stages, dig_stage):
    hand = ["Altar", "Well"]
    cards = ["Loom", "Glassworks", "Press", "Ore Vein", "Stone Pit", "Clay Pool",
             "Lumber Yard", "Sawmill", "Brickyard"]
    state = table(player("Halicarnassus", side, stages=stages, coins=20, cards=cards, hand=hand),
                  player("Rhodes", hand=hand), player("Ephesus", hand=hand),
                  discard=["Theater", "Baths"])
    assert stages + 1 == dig_stage
    stage = next(m for m in state.legal_actions(0) if m.kind == "stage")
    turn(state, str(stage), "build Altar", "discard Altar")
    assert state.phase == "dig" and "dig Theater" in legal_texts(state, 0)
    assert "dig Altar" in legal_texts(state, 0)  # discarded this turn
    state.apply(0, "dig Theater")
    assert "Theater" in names(state, 0)


# -- the other boards' stages ------------------------------------------------------------


@pytest.mark.parametrize(("wonder", "side", "points", "coins_got", "shields"), [
    ("Rhodes", "day", 10, 0, 2), ("Rhodes", "night", 7, 7, 2),
    ("Ephesus", "day", 10, 9, 0), ("Ephesus", "night", 10, 12, 0),
    ("Alexandria", "day", 10, 0, 0), ("Alexandria", "night", 7, 0, 0),
    ("Giza", "day", 15, 0, 0), ("Giza", "night", 20, 0, 0),
    ("Babylon", "day", 10, 0, 0), ("Olympia", "day", 10, 0, 0),
    ("Olympia", "night", 10, 0, 0), ("Halicarnassus", "day", 10, 0, 0),
    ("Halicarnassus", "night", 3, 0, 0)])
def test_every_stage_of_every_board(wonder, side, points, coins_got, shields):
    """Each board's stages built one a turn, left to right, from a city that makes
    everything they cost: the wonder's points, the coins its stages give when built,
    its shields (the stages' values in docs/edition2.md)."""
    makes = ["Lumber Yard", "Stone Pit", "Clay Pool", "Ore Vein", "Loom", "Glassworks",
             "Press", "Sawmill", "Quarry", "Brickyard", "Foundry", "Tree Farm", "Mine"]
    hand = ["Theater", "Altar", "Baths", "Well", "Tavern"]
    others = [w for w in ("Babylon", "Ephesus", "Giza") if w != wonder][:2]
    state = table(player(wonder, side, coins=0, cards=makes, hand=hand),
                  *(player(w, hand=hand) for w in others))
    sold = 0
    for _ in range(4):  # turns 3 to 6 of Age I
        mine = [m for m in state.legal_actions(0) if m.kind == "stage"]
        if not mine:
            sold += 1
        move = str(mine[0]) if mine else str(state.legal_actions(0)[-1])
        turn(state, move, str(state.legal_actions(1)[-1]), str(state.legal_actions(2)[-1]))
        while state.phase == "dig":
            state.apply(0, "pass")
    city = state.cities[0]
    assert city.stages == len(city.wonder.stages)
    assert score(state, 0)["wonder"] == points
    assert city.coins - 3 * sold == coins_got
    assert city.shields == shields
