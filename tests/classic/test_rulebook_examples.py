"""Every worked example of the 7 Wonders rulebook (1st edition, 2010), as a test.

The book's wording is quoted (in English) above each test. Players are listed
clockwise: a player's left neighbour is the next entry, the right one the previous.
"""

from __future__ import annotations

import pytest

from engine.classic.scoring import science_points
from engine.errors import IllegalMoveError
from tests.classic.helpers import (
    built,
    card,
    coins,
    discard_names,
    free_ways,
    legal_texts,
    options,
    player,
    score,
    table,
    turn,
)

# -- Costs ("Construction in 7 Wonders") -----------------------------------------------


def test_card_costs_example():
    """Book: "The Marketplace is free, the Mine costs 1 coin, the Baths cost 1 stone
    and the Arena costs 2 stone and 1 ore."""
    assert (card("Marketplace").cost_coins, card("Marketplace").cost_letters) == (0, "")
    assert (card("Mine").cost_coins, card("Mine").cost_letters) == (1, "")
    assert (card("Baths").cost_coins, card("Baths").cost_letters) == (0, "S")
    assert (card("Arena").cost_coins, sorted(card("Arena").cost_letters)) == (0, ["O", "S", "S"])


def test_costs_named_in_the_examples():
    """The costs the book's examples name: University "2 wood + 1 glass + 1 papyrus",
    Library "2 stone + 1 loom", Forum "2 clay", Aqueduct "3 stone", Barracks "1 ore",
    Scriptorium "1 papyrus", Stables "one clay, one wood and one ore", Timber Yard
    ("Exploitation forestiere") "1 coin"."""
    expected = {"University": "WWGP", "Library": "SSL", "Forum": "CC", "Aqueduct": "SSS",
                "Barracks": "O", "Scriptorium": "P", "Stables": "WOC"}
    for name, letters in expected.items():
        assert sorted(card(name).cost_letters) == sorted(letters), name
    assert card("Timber Yard").cost_coins == 1


def test_coin_cost_is_paid_to_the_bank():
    """Book: "Some brown cards cost coins, paid to the bank in the turn they are built.
    Example: building the Timber Yard costs 1 coin." The coin goes to the bank, not to
    a neighbour."""
    state = table(
        player("Giza", coins=3, hand=["Timber Yard", "Altar"]),
        player("Rhodes", coins=3, hand=["Theater", "Altar"]),
        player("Ephesus", coins=3, hand=["Theater", "Altar"]),
    )
    turn(state, "build Timber Yard", "build Theater", "build Theater")
    assert coins(state) == [2, 3, 3]


def test_player_count_marks_example():
    """Book: "in a game with 4 players the 3+ and 4+ cards are used" and "in a game with
    6 players the 3+, 4+, 5+ and 6+ cards are used; the 7+ cards go back to the box"."""
    assert card("Lumber Yard").copies_at(4) == 2  # marked 3+ and 4+
    assert card("Stone Pit").copies_at(4) == 1  # marked 3+ and 5+
    assert card("Tree Farm").copies_at(4) == 0  # marked 6+
    assert card("Pawnshop").copies_at(6) == 1  # marked 4+ and 7+
    assert card("Tavern").copies_at(6) == 2  # marked 4+, 5+ and 7+


# -- Production: the Giza example ---------------------------------------------------------


def giza_producer():
    """Book: "Giza produces 2 stone, 1 clay, 1 ore, 1 papyrus and 1 loom"."""
    return table(
        player("Giza", cards=["Stone Pit", "Clay Pool", "Ore Vein", "Press", "Loom"]),
        player("Olympia"),  # left: wood only
        player("Babylon"),  # right: clay only
        age=2,
    )


def test_giza_production_example():
    """Book: "the player can build the Barracks (cost: 1 ore) or the Scriptorium (cost:
    1 papyrus), since the city produces the resources needed; the player cannot build
    the Aqueduct (cost: 3 stone), since the city produces only two of the 3 stone."""
    state = giza_producer()
    assert options(state, 0, "Barracks") == [(0, 0)]
    assert options(state, 0, "Scriptorium") == [(0, 0)]
    assert options(state, 0, "Aqueduct") == []  # and no neighbour sells stone


def test_resources_are_not_used_up():
    """Book: "Important: resources are not spent when building. They can be used every
    turn, for the whole game." Two turns running, the same stone pays."""
    state = table(
        player("Giza", cards=["Stone Pit"], hand=["Baths", "Stockade", "Altar"]),
        player("Olympia", hand=["Altar", "Theater", "Altar"]),
        player("Babylon", hand=["Altar", "Theater", "Altar"]),
    )
    turn(state, "build Baths", "build Altar", "build Altar")
    assert options(state, 0, "Baths") == []  # never two buildings of the same name
    assert options(state, 0, "Pawnshop") == [(0, 0)]
    assert state.cities[0].production.fixed[1] == 2  # still two stone


# -- Trading ("Commerce"): examples A, B and C --------------------------------------------


def test_trading_example_a():
    """Book, example A: "a player wants to build the University (cost: 2 wood + 1 glass
    + 1 papyrus). His city produces only 1 wood and 1 glass. One neighbouring city
    produces a wood, the other a papyrus. The player pays 2 coins to each neighbour for
    the resources needed and can build the building."""
    state = table(
        player("Olympia", coins=4, cards=["Glassworks"], hand=["University", "Palace"]),
        player("Rhodes", coins=3, cards=["Lumber Yard"], hand=["Gardens", "Senate"]),
        player("Ephesus", coins=3, hand=["Pantheon", "Study"]),
        age=3,
    )
    assert options(state, 0, "University") == [(2, 2)]
    turn(state, "build University (left 2, right 2)", "discard Gardens", "discard Pantheon")
    assert "University" in built(state, 0)
    assert coins(state) == [0, 3 + 2 + 3, 3 + 2 + 3]


def test_trading_example_b():
    """Book, example B: "during a turn both neighbouring cities buy 2 stone from the
    player, for 8 coins in all (2 a resource). In the same turn the player can build
    the Library (cost: 2 stone + 1 loom) with her resources, even though she sold them
    to the neighbouring cities." Also: "selling a resource to a neighbour does NOT stop
    its owner using it in the same turn" and "players can never refuse to sell"."""
    state = table(
        player("Giza", coins=0, cards=["Stone Pit", "Loom"], hand=["Library", "Walls", "Bazar"]),
        player("Ephesus", coins=5, hand=["Statue", "Walls", "Bazar"]),
        player("Alexandria", coins=5, hand=["Walls", "Statue", "Bazar"]),
        age=2,
    )
    # Ephesus (left of Giza) and Alexandria (right) each build their first stage (SS)
    assert ("stage Statue (right 4)") in legal_texts(state, 1)
    assert ("stage Walls (left 4)") in legal_texts(state, 2)
    turn(state, "build Library", "stage Statue (right 4)", "stage Walls (left 4)")
    assert "Library" in built(state, 0)
    assert coins(state) == [8, 1, 1]
    assert [c.stages for c in state.cities] == [0, 1, 1]


def test_trading_example_c():
    """Book, example C: "the same player wants to build the Forum (cost: 2 clay); she
    produces 1 clay and a neighbouring city produces clay too. At the start of the turn
    she does not have enough coins. Even though the neighbouring cities buy resources
    from her this turn, she may not use the coins at once to buy the missing clay. Those
    coins are available for trading only from the next turn. Building the Forum is
    therefore not possible this turn and she must choose another action."""
    state = table(
        player("Giza", coins=1, cards=["Stone Pit", "Loom", "Clay Pool", "Library"],
               hand=["Forum", "Glassworks", "Walls"]),
        player("Babylon", coins=5, cards=["Loom"], hand=["Library", "Walls", "Bazar"]),
        player("Alexandria", coins=5, hand=["Walls", "Statue", "Bazar"]),
        age=2,
    )
    assert options(state, 0, "Forum") == []
    assert not any(t.startswith("build Forum") for t in legal_texts(state, 0))
    with pytest.raises(IllegalMoveError):
        state.apply(0, "build Forum (left 2)")
    turn(state, "build Glassworks", "build Library (right 4)", "stage Walls (left 4)")
    assert coins(state)[0] == 1 + 8
    # from the next turn on the coins may be spent: buy the clay from Babylon (left)
    assert options(state, 0, "Forum") == [(2, 0)]


# -- Chains ("Free construction") ---------------------------------------------------------


def test_chain_example_stables():
    """Book: "building the Stables costs one clay, one wood and one ore. Or owning the
    Apothecary."""
    assert sorted(card("Stables").cost_letters) == sorted("COW")
    assert card("Stables").chained_from == ("Apothecary",)


def test_chain_example_scriptorium():
    """Book: "building the Scriptorium in Age I lets the player build the Library and
    the Courthouse for free during Age II." (No resources, no coins.)"""
    assert set(card("Scriptorium").chains_to) == {"Library", "Courthouse"}
    state = table(
        player("Rhodes", coins=0, cards=["Scriptorium"], hand=["Library", "Courthouse"]),
        player("Giza", hand=["Walls", "Statue"]),
        player("Ephesus", hand=["Walls", "Statue"]),
        age=2,
    )
    assert free_ways(state, 0, "Library") == ["chain"]
    assert free_ways(state, 0, "Courthouse") == ["chain"]
    assert "build Library (chain)" in legal_texts(state, 0)
    turn(state, "build Library (chain)", "discard Walls", "discard Walls")
    assert "Library" in built(state, 0)
    assert coins(state)[0] == 0


def test_chain_example_theater_statue_gardens():
    """Book: "with the Theater built in Age I the player can build the Statue for free
    in Age II, and with it the Gardens for free in Age III."""
    age2 = table(player("Olympia", cards=["Theater"]), player("Giza"), player("Ephesus"), age=2)
    assert free_ways(age2, 0, "Statue") == ["chain"]
    age3 = table(player("Olympia", cards=["Theater", "Statue"]), player("Giza"),
                 player("Ephesus"), age=3)
    assert free_ways(age3, 0, "Gardens") == ["chain"]
    no_chain = table(player("Olympia"), player("Giza"), player("Ephesus"), age=3)
    assert free_ways(no_chain, 0, "Gardens") == []


def test_never_two_buildings_of_the_same_name():
    """Book: "Important: a player may never build two identical buildings (same name and
    picture)." A Loom of Age II cannot join the Loom of Age I; the card may still be
    discarded or used for a stage."""
    state = table(
        player("Babylon", cards=["Loom"], hand=["Loom", "Walls"]),
        player("Giza", hand=["Walls", "Statue"]),
        player("Ephesus", hand=["Walls", "Statue"]),
        age=2,
    )
    texts = legal_texts(state, 0)
    assert not any(t.startswith("build Loom") for t in texts)
    assert "discard Loom" in texts
    with pytest.raises(IllegalMoveError):
        state.apply(0, "build Loom")


# -- A turn --------------------------------------------------------------------------------


def test_sixth_turn_example_discards_the_seventh_card_without_coins():
    """Book: "At the start of the sixth and last turn of each Age every player receives
    two cards. Each player chooses one (as before) and the other is put face down on the
    discard pile. Clarification: the card not chosen is discarded without the player
    receiving 3 coins for it." (Discarding the chosen card still gives 3 coins.)"""
    state = table(
        player("Rhodes", coins=3, hand=["Altar", "Theater"]),
        player("Giza", coins=3, hand=["Pawnshop", "Baths"]),
        player("Ephesus", coins=3, hand=["Tavern", "Loom"]),
    )
    assert state.turn == 6
    turn(state, "build Altar", "discard Pawnshop", "build Loom")
    assert coins(state) == [3, 6, 3]
    assert discard_names(state) == ["Baths", "Pawnshop", "Tavern", "Theater"]
    assert state.age == 2 and state.turn == 1
    assert [len(h) for h in state.hands] == [7, 7, 7]


def test_sophie_passes_left_in_age_one():
    """Book: "Sophie receives a hand of 7 cards at the start of Age I. In the first turn
    she plays one of them. Then she passes the remaining 6 cards to the player on her
    left and receives a hand of 6 cards from the player on her right."""
    state = table(player("Rhodes"), player("Giza"), player("Ephesus"), seed=3)
    hands = [h[:] for h in state.hands]
    picks = []
    for p in range(3):
        move = next(m for m in state.legal_actions(p) if m.kind == "discard")
        picks.append(move)
        state.apply(p, move)
    for p in range(3):
        right = (p - 1) % 3
        expected = hands[right][:]
        expected.remove(card(picks[right].card, 1).id)
        assert sorted(state.hands[p]) == sorted(expected)


def test_hands_pass_right_in_age_two():
    """Book: "during Age II the cards are passed to the player on the right
    (counter-clockwise)"; Ages I and III pass to the left (clockwise)."""
    for age, giver in ((1, -1), (2, +1), (3, -1)):
        state = table(player("Rhodes"), player("Giza"), player("Ephesus"), player("Babylon"),
                      age=age, seed=11)
        assert state.view(0)["direction"] == ("right" if age == 2 else "left")
        before = [sorted(h) for h in state.hands]
        for p in range(4):
            state.apply(p, next(m for m in state.legal_actions(p) if m.kind == "discard"))
        for p in range(4):
            assert set(state.hands[p]) <= set(before[(p + giver) % 4]), (age, p)


# -- Military ("End of an Age") ------------------------------------------------------------


def test_military_example():
    """Book: "Age II has ended. Alexandria (3 shields) borders Rhodes (5 shields) on the
    left and Ephesus (2 shields) on the right. Alexandria takes 1 defeat token (-1) and
    also a victory token (+3)."""
    state = table(
        player("Ephesus", cards=["Stables"], hand=["Walls", "Bazar"]),  # 2 shields
        player("Alexandria", cards=["Stockade", "Walls"], hand=["Walls", "Bazar"]),  # 3
        player("Rhodes", cards=["Barracks", "Archery Range", "Training Ground"],
               hand=["Statue", "Bazar"]),  # 5
        age=2,
    )
    assert [c.shields for c in state.cities] == [2, 3, 5]
    turn(state, "discard Walls", "discard Walls", "discard Statue")
    assert state.age == 3
    assert sorted(state.cities[1].conflict) == [-1, 3]
    assert state.cities[2].conflict == [3, 3]
    assert state.cities[0].conflict == [-1, -1]


def test_military_tie_gives_no_token():
    """Book: "If a player has as many shields as a neighbouring city, neither player takes
    a token." And victory tokens are +1 / +3 / +5 in Ages I / II / III."""
    for age, win in ((1, 1), (2, 3), (3, 5)):
        hand = {1: ["Altar", "Theater"], 2: ["Walls", "Bazar"], 3: ["Palace", "Senate"]}[age]
        state = table(
            player("Ephesus", cards=["Stockade"], hand=hand),
            player("Alexandria", cards=["Barracks"], hand=hand),
            player("Rhodes", hand=hand),
            age=age,
        )
        turn(state, *(f"discard {hand[0]}",) * 3)
        assert state.cities[0].conflict == [win]
        assert state.cities[1].conflict == [win]
        assert state.cities[2].conflict == [-1, -1]


# -- Scoring ("End of the game"), category by category ------------------------------------


def test_military_points_example():
    """Book: "Alexandria ends the game with the conflict tokens +1, +3, +5, -1, -1, -1 for
    a total of 6 victory points."""
    state = table(player("Alexandria", conflict=[1, 3, 5, -1, -1, -1]), player("Giza"),
                  player("Rhodes"))
    assert score(state, 0)["military"] == 6


def test_treasury_example():
    """Book: "Alexandria ends the game with 14 coins and scores 4 points for them (4 sets
    of 3 coins, 2 left over)."""
    state = table(player("Alexandria", coins=14), player("Giza"), player("Rhodes"))
    assert score(state, 0)["treasury"] == 4


def test_wonder_example():
    """Book: "Alexandria has built all 3 stages of its wonder (side A) and scores 10
    points for them (3 for the first stage and 7 for the third)."""
    state = table(player("Alexandria", stages=3), player("Giza"), player("Rhodes"))
    assert score(state, 0)["wonder"] == 10


def test_civilian_example():
    """Book: "Alexandria has built these civilian structures: Altar (2 VP), Aqueduct
    (5 VP) and Town Hall (6 VP), for a total of 13 points."""
    state = table(player("Alexandria", cards=["Altar", "Aqueduct", "Town Hall"]),
                  player("Giza"), player("Rhodes"))
    assert score(state, 0)["civilian"] == 13


def test_science_identical_symbols_example():
    """Book: "Alexandria has 6 scientific structures with these symbols: 3 of one kind,
    2 of another, 1 of the third. They score 9 points for the 3 (3x3), 4 points for the
    2 (2x2) and 1 point for the single one (1x1), a total of 14 points."
    ("The number of points is the square of the number of symbols.")"""
    assert [science_points(n, 0, 0) for n in range(7)] == [0, 1, 4, 9, 16, 25, 36]
    assert science_points(3, 0, 0) + science_points(0, 2, 0) + science_points(0, 0, 1) == 14


def test_science_sets_example():
    """Book: "in the example above Alexandria has 6 scientific structures and a single
    group of 3 different symbols. This scores 7 more points for a total of 21 points.
    Had Alexandria built one more structure with the single symbol, the score would be
    (9 + 4 + 4) + (7 + 7) = 31 points."""
    city = ["Apothecary", "Dispensary", "Lodge",  # 3 compasses
            "Workshop", "Laboratory",  # 2 gears
            "Scriptorium"]  # 1 tablet
    state = table(player("Alexandria", cards=city), player("Giza"), player("Rhodes"))
    assert score(state, 0)["science"] == 21
    state = table(player("Alexandria", cards=city + ["Library"]), player("Giza"),
                  player("Rhodes"))
    assert score(state, 0)["science"] == 31


def test_commercial_example():
    """Book: "Alexandria has built the Chamber of Commerce. It is worth 2 points per grey
    card in the city. Alexandria has 2 grey cards: 4 points."""
    state = table(player("Alexandria", cards=["Chamber of Commerce", "Loom", "Press"]),
                  player("Giza"), player("Rhodes"))
    assert score(state, 0)["commercial"] == 4


def test_tie_goes_to_the_most_coins_then_shared():
    """Book: "In case of a tie, the player with the most coins wins. With equal coins, all
    those players win." (Here: the same points; 7 coins beat 6 coins.)"""
    from engine.classic.positions import cli_score

    def pos(c0, c1):
        return {"players": [
            {"wonder": "Giza", "coins": c0, "cards": ["Altar"]},
            {"wonder": "Rhodes", "coins": c1, "cards": ["Theater"]},
            {"wonder": "Ephesus", "coins": 0}]}

    out = cli_score(pos(7, 6))
    assert [p["total"] for p in out["players"]] == [4, 4, 0]
    assert out["winners"] == ["Player 1"]
    assert cli_score(pos(7, 7))["winners"] == ["Player 1", "Player 2"]


# -- Vineyard and Bazar: cards built the same turn ---------------------------------------


def test_vineyard_counts_neighbours_brown_cards_built_the_same_turn():
    """Book (Vineyard): "1 coin per brown card in your own city AND in the neighbouring
    cities. Clarification: brown cards built in neighbouring cities in the same turn as
    the Vineyard count." Coins are taken once, when the card is built."""
    state = table(
        player("Rhodes", coins=0, cards=["Lumber Yard"], hand=["Vineyard", "Walls"]),
        player("Giza", coins=3, cards=["Clay Pool"], hand=["Sawmill", "Walls"]),  # left
        player("Ephesus", coins=3, cards=["Ore Vein"], hand=["Quarry", "Walls"]),  # not
        player("Babylon", coins=3, hand=["Foundry", "Walls"]),  # right
        age=2,
    )
    turn(state, "build Vineyard", "build Sawmill", "build Quarry", "build Foundry")
    # own Lumber Yard + Giza's Clay Pool and Sawmill + Babylon's Foundry = 4
    assert coins(state) == [4, 2, 2, 2]


def test_bazar_counts_neighbours_grey_cards_built_the_same_turn():
    """Book (Bazar): "2 coins per grey card in your own city AND in the neighbouring
    cities. Clarification: grey cards built in neighbouring cities in the same turn as
    the Bazar count."""
    state = table(
        player("Rhodes", coins=0, cards=["Press"], hand=["Bazar", "Walls"]),
        player("Giza", coins=3, hand=["Glassworks", "Walls"]),  # left
        player("Ephesus", coins=3, cards=["Loom"], hand=["Loom", "Walls"]),  # not a neighbour
        player("Babylon", coins=3, hand=["Loom", "Walls"]),  # right
        age=2,
    )
    turn(state, "build Bazar", "build Glassworks", "discard Walls", "build Loom")
    assert coins(state)[0] == 2 * 3


def test_end_of_the_game_after_age_three_and_shared_victory():
    """Book: "The game ends after Age III, once the conflict tokens are handed out. ...
    In case of a tie the player with most coins wins; with equal coins, all those
    players win." Three equal cities share the victory."""
    state = table(
        player("Rhodes", coins=0, hand=["Palace", "Senate"]),
        player("Giza", coins=0, hand=["Palace", "Senate"]),
        player("Ephesus", coins=0, hand=["Palace", "Senate"]),
        age=3,
    )
    turn(state, "discard Palace", "discard Palace", "discard Palace")
    assert state.is_terminal()
    assert [s["total"] for s in state.scores()] == [1, 1, 1]  # 3 coins: 1 point each
    assert state.returns() == pytest.approx([1 / 3] * 3)
    state = table(
        player("Rhodes", coins=0, hand=["Palace", "Senate"]),
        player("Giza", coins=2, hand=["Palace", "Senate"]),
        player("Ephesus", coins=0, hand=["Palace", "Senate"]),
        age=3,
    )
    turn(state, "discard Palace", "discard Palace", "discard Palace")
    # 3, 5 and 3 coins: 1 point each; Giza wins on coins
    assert [s["total"] for s in state.scores()] == [1, 1, 1]
    assert state.returns() == [0.0, 1.0, 0.0]
    assert state.winners() == [1]
