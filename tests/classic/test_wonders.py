"""Every wonder power on both sides, with the timings of the rulebook (1st edition).

Book: "To build a stage the player pays the cost shown on the wonder board, not the cost
of the card. The card is put face down half under the stage. It has no other effect and
does not count as a building." "The stages MUST be built in order, left to right."
"""

from __future__ import annotations

import pytest

from engine.classic.data import WONDERS
from engine.errors import IllegalMoveError
from tests.classic.helpers import (
    built,
    coins,
    discard_names,
    free_ways,
    legal_texts,
    options,
    player,
    score,
    stage_options,
    table,
    turn,
)

# -- Building stages -------------------------------------------------------------------------


def test_stage_pays_the_board_cost_and_the_card_goes_under():
    """Book: "a player wants to build the next stage of the Lighthouse of Alexandria. His
    city produces the two ore needed for this stage and he puts the card face down half
    under the stage." The card does not count as a building."""
    state = table(
        player("Alexandria", stages=1, cards=["Ore Vein", "Foundry"], hand=["Palace", "Senate"]),
        player("Giza", hand=["Palace", "Senate"]),
        player("Rhodes", hand=["Palace", "Senate"]),
        age=3,
    )
    assert stage_options(state, 0) == [(0, 0)]
    turn(state, "stage Palace", "discard Palace", "discard Palace")
    city = state.cities[0]
    assert city.stages == 2
    assert "Palace" not in built(state, 0)
    assert len(city.under) == 2


def test_stages_in_order_and_once_each():
    """Book: "Each stage can be built only once per game"; after the last one, no more."""
    state = table(player("Rhodes", stages=2, coins=9), player("Giza"), player("Ephesus"))
    assert stage_options(state, 0) == []  # Rhodes A has 3 stages; 4 ore: none to buy
    state = table(player("Rhodes", stages=3, cards=["Ore Vein", "Foundry", "Lumber Yard"]),
                  player("Giza"), player("Ephesus"))
    assert stage_options(state, 0) == []


# -- Side A ----------------------------------------------------------------------------------


def test_rhodes_a_two_shields_in_every_conflict():
    """Book (Rhodes A): "the player adds 2 shields to his total at every conflict
    resolution" (stage 2)."""
    state = table(
        player("Giza", cards=["Walls"], hand=["Altar", "Theater"]),  # 2 shields
        player("Rhodes", stages=2, hand=["Altar", "Theater"]),  # 2 shields
        player("Ephesus", cards=["Stockade"], hand=["Altar", "Theater"]),  # 1 shield
    )
    turn(state, "discard Altar", "discard Altar", "discard Altar")
    assert state.cities[1].conflict == [1]  # beats Ephesus, ties Giza


def test_alexandria_a_resource_of_choice_not_sold():
    """Book (Alexandria A, stage 2): "the player gets each turn one resource of his choice
    among the 4 shown (stone, clay, wood, ore). Clarification: neighbouring cities cannot
    buy this resource." """
    state = table(player("Alexandria", stages=2), player("Giza", coins=9),
                  player("Babylon", coins=9))
    assert options(state, 0, "Stockade") == [(0, 0)]
    assert options(state, 0, "Barracks") == [(0, 0)]
    assert options(state, 1, "Stockade") == []  # Giza cannot buy wood from Alexandria
    assert options(state, 1, "Workshop") == [(0, 2)]  # but may buy its board glass


def test_ephesus_a_nine_coins_once():
    """Book (Ephesus A, stage 2): "the player takes 9 coins from the bank.
    Clarification: the coins are taken only once, when the stage is built." """
    state = table(
        player("Ephesus", coins=0, stages=1, cards=["Sawmill"], hand=["Walls", "Bazar", "Statue"]),
        player("Giza", hand=["Walls", "Bazar", "Statue"]),
        player("Rhodes", hand=["Walls", "Bazar", "Statue"]),
        age=2,
    )
    turn(state, "stage Walls", "discard Walls", "discard Walls")
    assert coins(state)[0] == 9
    turn(state, "discard Bazar", "discard Bazar", "discard Bazar")
    assert coins(state)[0] == 12


def test_babylon_a_science_symbol_of_choice_at_the_end():
    """Book (Babylon A, stage 2): "at the end of the game the player gets an extra science
    symbol of his choice. Clarification: the symbol is chosen at the end of the game,
    when the points are counted, not when the stage is built." """
    state = table(player("Babylon", stages=2, cards=["Apothecary", "Workshop"]),
                  player("Giza"), player("Ephesus"))
    assert score(state, 0)["science"] == 1 + 1 + 1 + 7  # the tablet completes a set
    state.cities[0].cards.clear()
    state.cities[0].science = [2, 0, 0]  # later: two compasses, the choice changes
    assert score(state, 0)["science"] == 9


def olympia_a(age=1, hand=("Altar", "Theater", "Baths"), stages=2, coins_=0):
    fillers = {1: ["Altar", "Theater", "Baths"], 2: ["Walls", "Bazar", "Statue"],
               3: ["Palace", "Senate", "Gardens"]}[age]
    n = len(hand)
    return table(
        player("Olympia", stages=stages, coins=coins_, hand=list(hand)),
        player("Giza", hand=fillers[:n]),
        player("Rhodes", hand=fillers[:n]),
        age=age,
    )


def test_olympia_a_one_free_building_per_age():
    """Book (Olympia A, stage 2): "the player can build, once per Age, a building of his
    choice for free." """
    state = olympia_a(age=3, hand=("Palace", "Senate", "Gardens"))
    assert free_ways(state, 0, "Palace") == ["olympia"]
    turn(state, "build Palace (olympia)", "discard Palace", "discard Palace")
    assert "Palace" in built(state, 0) and coins(state)[0] == 0
    assert not any("(olympia)" in t for t in legal_texts(state, 0))  # used for this Age


def test_olympia_a_free_building_again_next_age():
    """Book: "once per Age": used on the last turn of Age I, it is back in Age II."""
    state = olympia_a(age=1, hand=("Altar", "Theater"))
    turn(state, "build Altar (olympia)", "discard Altar", "discard Altar")
    assert state.age == 2
    assert any("(olympia)" in t for t in legal_texts(state, 0))


def test_olympia_a_not_before_the_stage_is_built():
    """The power comes with stage 2: with one stage only, nothing is free."""
    state = olympia_a(stages=1)
    assert free_ways(state, 0, "Altar") == []


def test_olympia_a_free_build_from_the_turn_after_the_stage():
    """A stage's effect takes hold when it is built: the free building is offered from
    the next turn of the same Age on."""
    state = table(
        player("Olympia", stages=1, cards=["Stone Pit", "Quarry"], coins=0,
               hand=["Walls", "Statue", "Bazar"]),
        player("Giza", hand=["Walls", "Statue", "Bazar"]),
        player("Rhodes", hand=["Walls", "Statue", "Bazar"]),
        age=2,
    )
    assert not any("(olympia)" in t for t in legal_texts(state, 0))
    turn(state, "stage Walls", "discard Walls", "discard Walls")
    assert any("(olympia)" in t for t in legal_texts(state, 0))


def test_olympia_a_no_second_building_of_a_name():
    """The free building is still a building: never two of the same name."""
    state = table(player("Olympia", stages=2, cards=["Altar"], hand=["Altar", "Theater"]),
                  player("Giza", hand=["Altar", "Theater"]),
                  player("Rhodes", hand=["Altar", "Theater"]))
    assert free_ways(state, 0, "Altar") == []
    with pytest.raises(IllegalMoveError):
        state.apply(0, "build Altar (olympia)")


def halicarnassus_a(age, hand, others, stages=1, **top):
    return table(
        player("Halicarnassus", stages=stages, cards=["Ore Vein", "Foundry"], hand=hand),
        player("Giza", hand=others),
        player("Rhodes", hand=others),
        age=age,
        **top,
    )


def test_halicarnassus_a_builds_a_discarded_card_at_the_end_of_the_turn():
    """Book (Halicarnassus A, stage 2): "the player can look through all the cards
    discarded since the start of the game (discarded for coins and at the end of each
    Age), choose one and build it for free. Clarification: this power is used at the
    end of the turn in which the stage is built. Cards discarded by players during that
    turn count too." """
    state = halicarnassus_a(2, ["Walls", "Bazar", "Statue"], ["Aqueduct", "Bazar", "Statue"],
                            discard=["Baths"])
    turn(state, "stage Walls", "discard Aqueduct", "discard Statue")
    assert state.phase == "dig" and state.current_players() == [0]
    # "the player can ... choose one": building nothing is allowed too
    assert legal_texts(state, 0) == {"dig Aqueduct", "dig Baths", "dig Statue", "pass"}
    assert state.view(0)["discard"] == ["Aqueduct", "Baths", "Statue"]
    assert state.view(1)["discard"] == [] and state.view(None)["discard"] == []  # face down
    state.apply(0, "dig Aqueduct")
    assert "Aqueduct" in built(state, 0)
    assert discard_names(state) == ["Baths", "Statue"]
    assert state.phase == "pick" and state.turn == 6
    assert coins(state)[0] == 3  # free: no coins paid


def test_only_halicarnassus_moves_while_it_digs():
    """While Halicarnassus chooses, nobody else plays and only discarded cards may be
    taken; an illegal choice changes nothing."""
    state = halicarnassus_a(2, ["Walls", "Bazar", "Statue"], ["Aqueduct", "Bazar", "Statue"])
    turn(state, "stage Walls", "discard Aqueduct", "discard Statue")
    assert state.current_players() == [0]
    log = list(state.log)
    for p, text in [(1, "discard Bazar"), (0, "dig Palace"), (0, "discard Bazar"),
                    (0, "dig Walls"), (2, "dig Aqueduct"), (0, "copy Spies Guild")]:
        with pytest.raises(IllegalMoveError):
            state.apply(p, text)
    assert state.log == log and state.phase == "dig"
    assert state.legal_actions(1) == [] and state.legal_actions(2) == []


def test_halicarnassus_a_on_the_last_turn_takes_the_seventh_cards():
    """Book: "Cards discarded during that turn count too (also those discarded after the
    sixth turn of an Age)." And the dug card is built before the Age's conflicts: a red
    card taken in Age III changes the military of Age III."""
    state = halicarnassus_a(3, ["Palace", "Senate"], ["Fortifications", "Pantheon"])
    state.cities[1].shields = state.cities[2].shields = 2
    turn(state, "stage Palace", "discard Pantheon", "discard Pantheon")
    assert state.phase == "dig"
    assert "dig Fortifications" in legal_texts(state, 0)  # a 7th card, discarded for nothing
    assert "dig Senate" in legal_texts(state, 0)  # Halicarnassus's own 7th card
    state.apply(0, "dig Fortifications")
    assert state.is_terminal()
    assert state.cities[0].conflict == [5, 5]  # 3 shields beat 2 and 2


def test_halicarnassus_a_nothing_to_build_skips_the_power():
    """With an empty discard pile there is nothing to take: the game goes on."""
    state = halicarnassus_a(2, ["Walls", "Bazar", "Statue"], ["Bazar", "Walls", "Statue"])
    turn(state, "stage Walls", "build Bazar", "build Bazar")
    assert state.phase == "pick" and state.turn == 6


def test_halicarnassus_may_not_take_a_building_it_has():
    """Never two buildings of the same name, from the discard pile either."""
    state = halicarnassus_a(2, ["Walls", "Bazar", "Statue"], ["Bazar", "Walls", "Statue"],
                            discard=["Ore Vein", "Baths"])
    turn(state, "stage Walls", "build Bazar", "build Bazar")
    assert legal_texts(state, 0) == {"dig Baths", "pass"}


def test_halicarnassus_may_build_nothing():
    """Book: the player "can" choose a discarded card and build it: it may also pass
    (a brown card would feed a neighbour's Workers Guild, say). The pile is untouched."""
    state = halicarnassus_a(2, ["Walls", "Bazar", "Statue"], ["Bazar", "Walls", "Statue"],
                            discard=["Baths"])
    turn(state, "stage Walls", "build Bazar", "build Bazar")
    state.apply(0, "pass")
    assert "Baths" not in built(state, 0)
    assert discard_names(state) == ["Baths"]
    assert state.phase == "pick" and state.turn == 6


def test_halicarnassus_with_nothing_to_build_is_not_asked():
    """An empty pile (or only buildings it has) asks nothing: the game goes on."""
    state = halicarnassus_a(2, ["Walls", "Bazar", "Statue"], ["Bazar", "Walls", "Statue"],
                            discard=["Ore Vein"])
    turn(state, "stage Walls", "build Bazar", "build Bazar")
    assert state.phase == "pick" and state.turn == 6


def test_halicarnassus_may_take_babylons_seventh_card_discarded_that_turn():
    """Book (Babylon B): "during the 6th turn the player can thus play both cards of the
    hand"; (Halicarnassus) "cards discarded during that turn count too". Babylon discards
    its 7th card; Halicarnassus, building its stage on the same 6th turn, may take it."""
    state = table(
        player("Babylon", "B", stages=2, hand=["Walls", "Aqueduct"]),
        player("Halicarnassus", stages=1, cards=["Ore Vein", "Foundry"],
               hand=["Walls", "Statue"]),
        player("Giza", hand=["Walls", "Statue"]),
        player("Rhodes", hand=["Walls", "Statue"]),
        age=2,
    )
    turn(state, "discard Walls", "stage Walls", "discard Walls", "discard Walls")
    assert state.phase == "seventh" and state.current_players() == [0]
    state.apply(0, "discard Aqueduct")
    assert state.phase == "dig" and state.current_players() == [1]
    assert "dig Aqueduct" in legal_texts(state, 1)
    state.apply(1, "dig Aqueduct")
    assert "Aqueduct" in built(state, 1) and state.age == 3


def test_olympia_b_may_copy_a_guild_halicarnassus_took_on_the_last_turn():
    """Halicarnassus builds at the end of the last turn of Age III; Olympia B chooses its
    guild at the end of the game, after that: the guild just taken may be copied."""
    state = table(
        player("Halicarnassus", stages=1, cards=["Ore Vein", "Foundry"],
               hand=["Palace", "Senate"]),
        player("Olympia", "B", stages=3, hand=["Spies Guild", "Senate"]),
        player("Giza", cards=["Walls"], hand=["Palace", "Senate"]),
        age=3,
    )
    turn(state, "stage Palace", "discard Spies Guild", "discard Palace")
    state.apply(0, "dig Spies Guild")
    assert state.phase == "copy" and legal_texts(state, 1) == {"copy Spies Guild"}
    state.apply(1, "copy Spies Guild")
    assert state.scores()[1]["guilds"] == 1  # Giza's Walls
    assert state.scores()[0]["guilds"] == 1


def test_giza_a_three_stages():
    """Book (Giza A): "the Pyramids have no special power, the second stage is worth 5
    points" (3 + 5 + 7)."""
    state = table(player("Giza", stages=3), player("Rhodes"), player("Ephesus"))
    assert score(state, 0)["wonder"] == 15


# -- Side B ----------------------------------------------------------------------------------


def test_rhodes_b_shields_coins_and_points():
    """Book (Rhodes B): "the first stage is worth 1 shield, 3 coins and 3 points; the
    second 1 shield, 4 coins and 4 points." """
    state = table(
        player("Rhodes", "B", coins=0, cards=["Stone Pit", "Quarry"],
               hand=["Walls", "Bazar", "Statue"]),
        player("Giza", hand=["Walls", "Bazar", "Statue"]),
        player("Ephesus", hand=["Walls", "Bazar", "Statue"]),
        age=2,
    )
    turn(state, "stage Walls", "discard Walls", "discard Walls")
    city = state.cities[0]
    assert (city.coins, city.shields, score(state, 0)["wonder"]) == (3, 1, 3)
    city.add_stage(-1)
    assert (city.shields, score(state, 0)["wonder"]) == (2, 7)


def test_alexandria_b_raw_then_manufactured_resource_not_sold():
    """Book (Alexandria B): "the first stage gives each turn a resource of choice among
    stone, clay, wood and ore; the second among glass, loom and papyrus.
    Clarification: these resources cannot be bought by neighbouring cities." """
    state = table(player("Alexandria", "B", stages=2), player("Giza", coins=9),
                  player("Babylon", coins=9))
    assert options(state, 0, "School") == [(0, 0)]  # W (stage 1) + P (stage 2)
    assert options(state, 0, "Press") == [(0, 0)]
    assert options(state, 1, "Apothecary") == []  # Giza cannot buy the loom
    assert options(state, 2, "Stockade") == []  # Babylon cannot buy the wood


def test_ephesus_b_coins_and_points_each_stage():
    """Book (Ephesus B, Danish text): "the first stage gives 4 coins and 2 points, the
    second 4 coins and 3 points, the third 4 coins and 5 points. The coins are taken only
    once, when the stage is built." (The Dutch text misprints "first stage" three times
    and "4 points" twice; the board and the Danish book say 2, 3, 5.)"""
    state = table(
        player("Ephesus", "B", coins=0, cards=["Stone Pit", "Quarry"],
               hand=["Walls", "Bazar", "Statue"]),
        player("Giza", hand=["Walls", "Bazar", "Statue"]),
        player("Rhodes", hand=["Walls", "Bazar", "Statue"]),
        age=2,
    )
    turn(state, "stage Walls", "discard Walls", "discard Walls")
    assert coins(state)[0] == 4
    assert score(state, 0)["wonder"] == 2
    state.cities[0].add_stage(-1)
    state.cities[0].add_stage(-1)
    assert score(state, 0)["wonder"] == 10


def babylon_b(hand, others, stages=1, cards=("Sawmill", "Glassworks"), **kw):
    return table(
        player("Babylon", "B", stages=stages, cards=list(cards), **kw, hand=hand),
        player("Giza", hand=others),
        player("Rhodes", hand=others),
        age=2,
    )


def test_babylon_b_plays_the_seventh_card_also_when_stage_two_is_built_on_turn_six():
    """Book (Babylon B, stage 2): "the player may play his 7th Age card instead of
    discarding it. It can be built by paying its cost, discarded for 3 coins or used to
    build the third stage. Clarification: during the 6th turn the player can thus play
    both cards of the hand. If stage 2 is not built yet, the Babylon player can build it
    during the 6th turn and then play the 7th card instead of discarding it." """
    state = babylon_b(["Walls", "Bazar"], ["Walls", "Statue"], coins=0)
    turn(state, "stage Walls", "discard Walls", "discard Walls")
    assert state.phase == "seventh" and state.current_players() == [0]
    assert state.age == 2
    assert legal_texts(state, 0) >= {"build Bazar", "discard Bazar"}
    state.apply(0, "build Bazar")
    assert "Bazar" in built(state, 0)
    assert coins(state)[0] == 2  # Glassworks: 2 coins per grey card
    assert state.age == 3  # then the Age ends
    assert "Bazar" not in discard_names(state)


def test_babylon_b_seventh_card_every_age_and_for_the_third_stage():
    """Book: the 7th card "can be used to build the third stage of the wonder", or be
    "discarded for 3 coins"."""
    state = babylon_b(["Walls", "Statue"], ["Walls", "Statue"], stages=2,
                      cards=("Brickyard", "Press"), coins=0)
    turn(state, "discard Walls", "discard Walls", "discard Walls")
    assert state.phase == "seventh"
    assert "stage Statue" in legal_texts(state, 0)  # C C C P: board + Brickyard + Press
    state.apply(0, "stage Statue")
    assert state.cities[0].stages == 3
    assert coins(state)[0] == 3  # the discard of the 6th turn only
    state = babylon_b(["Walls", "Statue"], ["Walls", "Statue"], stages=2, coins=0)
    turn(state, "discard Walls", "discard Walls", "discard Walls")
    state.apply(0, "discard Statue")
    assert coins(state)[0] == 6


def test_babylon_b_without_stage_two_discards_the_seventh_card():
    """Without the stage, the 7th card is discarded like everybody's."""
    state = babylon_b(["Walls", "Bazar"], ["Walls", "Statue"], coins=0)
    turn(state, "discard Walls", "discard Walls", "discard Walls")
    assert state.age == 3 and "Bazar" in discard_names(state)


def test_babylon_b_science_symbol_stage_three():
    """Book (Babylon B, stage 3): "an extra science symbol of the player's choice"."""
    state = table(player("Babylon", "B", stages=3, cards=["Apothecary"]), player("Giza"),
                  player("Rhodes"))
    assert score(state, 0)["science"] == 4


def test_olympia_b_discount_both_neighbours_raw_materials():
    """Book (Olympia B, stage 1): "the owner pays only 1 coin instead of 2 for the raw
    materials shown (stone, clay, wood, ore) to both neighbouring cities"."""
    state = table(player("Giza", cards=["Loom"]), player("Olympia", "B", stages=1, coins=9),
                  player("Rhodes", cards=["Press"]))
    assert options(state, 1, "Baths") == [(0, 1)]  # Giza is Olympia's right neighbour
    assert options(state, 1, "Barracks") == [(1, 0)]
    assert options(state, 1, "Apothecary") == [(0, 2)]  # goods: no discount


def test_olympia_b_discount_not_cumulative_with_trading_posts():
    """Book: "the first stage is equal to the two Trading Posts (yellow cards): their
    effects are not cumulative, but the East and West Trading Posts may still be built." """
    state = table(player("Giza"),
                  player("Olympia", "B", stages=1, coins=9,
                         cards=["East Trading Post", "West Trading Post"]),
                  player("Rhodes"))
    assert options(state, 1, "Baths") == [(0, 1)]
    assert options(state, 1, "Barracks") == [(1, 0)]


def test_olympia_b_copies_a_neighbours_guild_at_the_end_of_the_game():
    """Book (Olympia B, stage 3): "the player may copy a guild (purple card) of his choice
    built by one of the two neighbouring cities. Clarification: the guild is chosen at
    the end of the game, when points are counted. The player scores as if he had built
    the chosen guild. Copying a guild has no effect on the city of the copied guild."
    The Strategists Guild copied counts the defeats of Age III's conflicts."""
    state = table(
        player("Olympia", "B", stages=3, cards=["Walls"], hand=["Palace", "Senate"]),
        player("Giza", cards=["Strategists Guild"], hand=["Palace", "Senate"]),
        player("Rhodes", cards=["Magistrates Guild"], hand=["Palace", "Senate"]),
        age=3,
    )
    turn(state, "discard Palace", "discard Palace", "discard Palace")
    assert state.phase == "copy" and state.current_players() == [0]
    assert state.cities[1].conflict == [-1] and state.cities[2].conflict == [-1]
    assert legal_texts(state, 0) == {"copy Strategists Guild", "copy Magistrates Guild"}
    state.apply(0, "copy Strategists Guild")
    assert state.is_terminal()
    assert state.scores()[0]["guilds"] == 2  # one defeat token in each neighbouring city
    assert state.scores()[1]["guilds"] == 1  # Giza's own guild is unchanged


def test_olympia_b_copies_only_a_neighbours_guild():
    state = table(
        player("Olympia", "B", stages=3, hand=["Palace", "Senate"]),
        player("Giza", cards=["Spies Guild"], hand=["Palace", "Senate"]),
        player("Rhodes", cards=["Traders Guild"], hand=["Palace", "Senate"]),  # not next door
        player("Babylon", hand=["Palace", "Senate"]),
        age=3,
    )
    turn(state, *["discard Palace"] * 4)
    assert legal_texts(state, 0) == {"copy Spies Guild"}
    with pytest.raises(IllegalMoveError):
        state.apply(0, "copy Traders Guild")
    state.apply(0, "copy Spies Guild")
    assert state.is_terminal()


def test_olympia_b_copies_the_scientists_guild():
    """The copied Scientists Guild gives its science symbol of choice."""
    state = table(player("Olympia", "B", stages=3, cards=["Apothecary"], copied="Scientists Guild"),
                  player("Giza", cards=["Scientists Guild"]), player("Rhodes"), age=3)
    assert score(state, 0)["science"] == 4


def test_olympia_b_no_guild_next_door_no_copy_phase():
    state = table(
        player("Olympia", "B", stages=3, hand=["Palace", "Senate"]),
        player("Giza", hand=["Palace", "Senate"]),
        player("Rhodes", cards=["Spies Guild"], hand=["Palace", "Senate"]),  # not next door
        player("Babylon", hand=["Palace", "Senate"]),
        age=3,
    )
    turn(state, "discard Palace", "discard Palace", "discard Palace", "discard Palace")
    assert state.is_terminal()


def test_halicarnassus_b_every_stage_digs():
    """Book (Halicarnassus B): "the first stage is worth 2 points and the player may build
    a discarded card for free; the second 1 point and a discarded card; the third a
    discarded card." """
    powers = [[type(e).__name__ for e in s.effects] for s in WONDERS[("Halicarnassus", "B")]
              .stages]
    assert all("Power" in p for p in powers)
    state = table(
        player("Halicarnassus", "B", cards=["Ore Vein", "Foundry", "Brickyard", "Clay Pool"],
               hand=["Walls", "Bazar", "Statue"]),
        player("Giza", hand=["Walls", "Bazar", "Statue"]),
        player("Rhodes", hand=["Walls", "Bazar", "Statue"]),
        age=2, discard=["Altar", "Theater"],
    )
    turn(state, "stage Walls", "discard Walls", "discard Walls")
    state.apply(0, "dig Altar")
    turn(state, "stage Bazar", "discard Bazar", "discard Bazar")
    assert state.phase == "dig"
    state.apply(0, "dig Theater")
    assert {"Altar", "Theater"} <= set(built(state, 0))
    assert score(state, 0)["wonder"] == 3


def test_giza_b_four_stages():
    """Book (Giza B): "the Pyramids are built in 4 stages, worth 3, 5, 5 and 7 points,
    20 in all"."""
    state = table(player("Giza", "B", stages=3, coins=0, cards=["Quarry", "Stone Pit", "Press"]),
                  player("Rhodes"), player("Ephesus"), age=2)
    assert stage_options(state, 0) == [(0, 0)]  # 4 stone + papyrus
    state.cities[0].add_stage(-1)
    assert stage_options(state, 0) == []
    assert score(state, 0)["wonder"] == 20
