"""One small test per effect kind of the cards (rulebook: "Description of the symbols").

Every yellow card (coins counted once, when played; points at the end) and every guild.
"""

from __future__ import annotations

from tests.classic.helpers import coins, options, player, score, table, turn

# -- Produce -------------------------------------------------------------------------------


def test_produce_fixed_two_units():
    """Book (Age II brown cards): "the card produces two units of the resource shown"."""
    state = table(player("Babylon", cards=["Sawmill"]), player("Giza"), player("Rhodes"), age=2)
    assert options(state, 0, "Archery Range") == [(0, 2)]  # WW own, O bought from Rhodes
    assert state.cities[0].sellable.fixed[0] == 2  # and neighbours may buy both


def test_produce_either_or_gives_one_of_the_two_each_turn():
    """Book: "the card produces each turn one resource of the two shown. Clarification:
    the player can use one of the two in a turn to build, not both."""
    state = table(player("Babylon", coins=0, cards=["Tree Farm"]), player("Giza"),
                  player("Olympia"), age=2)
    assert options(state, 0, "Stockade") == [(0, 0)]  # W
    assert options(state, 0, "Guard Tower") == [(0, 0)]  # C
    # Stables (O C W): the Tree Farm gives the wood or the clay, never both
    rich = table(player("Babylon", coins=9, cards=["Tree Farm"]), player("Rhodes"),
                 player("Olympia"), age=2)  # board clay; Rhodes (left) ore, Olympia wood
    assert options(rich, 0, "Stables") == [(2, 0)]  # only the ore is missing
    poor = table(player("Giza", coins=9, cards=["Tree Farm"]), player("Rhodes"),
                 player("Olympia"), age=2)
    assert options(poor, 0, "Stables") == [(2, 2)]  # ore from Rhodes, wood from Olympia


def test_produce_unsold_yellow_cards_serve_only_their_owner():
    """Book: "it is not possible to buy the resources produced by some commercial
    structures (yellow cards) or some wonders: those resources are for their owner only."
    Caravansery: "one resource of the four shown each turn. Clarification: these
    resources cannot be bought by neighbouring cities." Forum likewise for G/L/P."""
    state = table(
        player("Giza", coins=9, cards=["Caravansery", "Forum"]),
        player("Olympia", coins=9),
        player("Rhodes", coins=9),
        age=2,
    )
    assert options(state, 0, "Barracks") == [(0, 0)]  # O from the Caravansery
    assert options(state, 0, "Apothecary") == [(0, 0)]  # L from the Forum
    assert options(state, 1, "Apothecary") == []  # Olympia cannot buy Giza's loom
    assert options(state, 2, "Guard Tower") == []  # Rhodes cannot buy Giza's clay
    assert options(state, 1, "Baths") == [(0, 2)]  # Giza's own board stone is sold


def test_coins_taken_once_when_built():
    """Book (Tavern): "the card is worth the coins shown. The coins are taken from the
    bank only once, when the card is built." """
    state = table(player("Rhodes", coins=0, hand=["Tavern", "Altar", "Loom"]),
                  player("Giza", hand=["Altar", "Tavern", "Loom"]),
                  player("Ephesus", hand=["Altar", "Theater", "Loom"]))
    turn(state, "build Tavern", "build Altar", "build Altar")
    assert coins(state) == [5, 3, 3]
    turn(state, "build Loom", "discard Loom", "build Loom")
    assert coins(state) == [5, 6, 3]  # nothing more from the Tavern


def test_points_blue_cards_civilian():
    """Book: "Civilian structures (blue cards): these buildings score victory points"."""
    state = table(player("Rhodes", cards=["Pawnshop", "Temple", "Palace"]), player("Giza"),
                  player("Ephesus"))
    assert score(state, 0)["civilian"] == 3 + 3 + 8


def test_shields_red_cards():
    """Book: shields 1 (Age I), 2 (Age II), 3 (Age III) on the military structures."""
    state = table(player("Rhodes", cards=["Stockade", "Walls", "Arsenal"]), player("Giza"),
                  player("Ephesus"))
    assert state.cities[0].shields == 1 + 2 + 3


def test_science_symbols_of_each_kind():
    """Book: one science symbol per green card (compass, gear, tablet)."""
    state = table(player("Rhodes", cards=["Apothecary", "Workshop", "Scriptorium"]),
                  player("Giza"), player("Ephesus"))
    assert state.cities[0].science == [1, 1, 1]
    assert score(state, 0)["science"] == 1 + 1 + 1 + 7


def test_science_any_scientists_guild_takes_the_best_symbol():
    """Book (Scientists Guild): "the player gets an extra science symbol of his choice.
    Clarification: the symbol is chosen at the end of the game, not when the guild is
    built." Here 2 compasses + 1 gear: a tablet (4 + 1 + 1 + 7 = 13) beats a third
    compass (9 + 1 = 10) or a second gear (4 + 4 = 8)."""
    state = table(player("Rhodes", cards=["Apothecary", "Dispensary", "Workshop",
                                          "Scientists Guild"]),
                  player("Giza"), player("Ephesus"))
    assert score(state, 0)["science"] == 13
    # 3 compasses + 3 gears + 3 tablets: any 4th symbol -> 16+9+9+21 = 55
    state = table(player("Rhodes", cards=["Apothecary", "Dispensary", "Lodge", "Workshop",
                                          "Laboratory", "Observatory", "Scriptorium",
                                          "Library", "University", "Scientists Guild"]),
                  player("Giza"), player("Ephesus"))
    assert score(state, 0)["science"] == 55


# -- Discounts -------------------------------------------------------------------------------


def trading_table(*my_cards, coins_=9):
    """A city between two neighbours that each sell every raw material and good."""
    shop = ["Lumber Yard", "Stone Pit", "Clay Pool", "Ore Vein", "Loom", "Glassworks", "Press"]
    return table(
        player("Ephesus", cards=shop),  # the right neighbour (previous entry)
        player("Rhodes", coins=coins_, cards=list(my_cards)),
        player("Giza", cards=shop),  # the left neighbour (next entry)
        age=2,
    )


def test_no_discount_two_coins_a_resource():
    """Book: "For each resource bought the player pays 2 coins to its owner." When both
    neighbours produce it, "the player may choose from whom he buys"."""
    state = trading_table()
    assert options(state, 1, "Stockade") == [(0, 2), (2, 0)]


def test_west_trading_post_left_neighbour_raw_materials():
    """Book (West Trading Post): "starting the turn after this building is built, its
    owner pays 1 coin instead of 2 for the raw materials shown to the LEFT neighbour"."""
    state = trading_table("West Trading Post")
    # wood: 1 to the left; paying 2 to the right stays an option (nothing to the left)
    assert options(state, 1, "Stockade") == [(1, 0), (0, 2)]
    assert options(state, 1, "Apothecary") == [(0, 2), (2, 0)]  # loom: no discount


def test_east_trading_post_right_neighbour_raw_materials():
    """Book (East Trading Post): "... pays 1 coin instead of 2 for the raw materials shown
    to the RIGHT neighbour"."""
    state = trading_table("East Trading Post")
    assert options(state, 1, "Stockade") == [(0, 1), (2, 0)]
    assert options(state, 1, "Workshop") == [(0, 2), (2, 0)]


def test_marketplace_both_neighbours_manufactured_goods():
    """Book (Marketplace): "... pays 1 coin instead of 2 for the goods shown (glass, loom,
    papyrus) to both neighbouring cities"."""
    state = trading_table("Marketplace")
    assert options(state, 1, "Apothecary") == [(0, 1), (1, 0)]
    assert options(state, 1, "Stockade") == [(0, 2), (2, 0)]  # wood: no discount


def test_trading_post_takes_effect_from_the_next_turn():
    """Book: "starting the turn AFTER this building is built ..." The same turn, the
    Trading Post does not lower a price (all picks are made before any resolves)."""
    state = table(
        player("Ephesus", cards=["Lumber Yard"], hand=["Altar", "Theater", "Loom"]),
        player("Rhodes", coins=9, hand=["West Trading Post", "Stockade", "Loom"]),
        player("Giza", cards=["Lumber Yard"], hand=["Altar", "Theater", "Loom"]),
    )
    assert options(state, 1, "Stockade") == [(0, 2), (2, 0)]
    turn(state, "build Altar", "build West Trading Post", "build Altar")
    assert options(state, 1, "Stockade") == [(1, 0), (0, 2)]


# -- Yellow cards: coins when built, points at the end --------------------------------------


def test_haven_coins_and_points_per_own_brown_card():
    """Book (Haven): "1 coin per brown card in your own city when it comes into play. At
    the end of the game 1 victory point per brown card in your own city." Neighbours'
    brown cards do not count."""
    state = table(
        player("Rhodes", coins=0, cards=["Forum", "Lumber Yard", "Ore Vein"],
               hand=["Haven", "Palace"]),
        player("Giza", cards=["Stone Pit", "Clay Pool"], hand=["Palace", "Senate"]),
        player("Ephesus", cards=["Tree Farm"], hand=["Palace", "Senate"]),
        age=3,
    )
    turn(state, "build Haven (chain)", "discard Palace", "discard Palace")
    assert coins(state)[0] == 2
    assert score(state, 0)["commercial"] == 2


def test_lighthouse_counts_itself():
    """Book (Lighthouse): "1 coin per yellow card in your own city when it comes into play;
    at the end 1 point per yellow card." The Lighthouse is a yellow card in the city."""
    state = table(
        player("Rhodes", coins=0, cards=["Caravansery", "Tavern"], hand=["Lighthouse", "Palace"]),
        player("Giza", cards=["Marketplace"], hand=["Palace", "Senate"]),
        player("Ephesus", hand=["Palace", "Senate"]),
        age=3,
    )
    turn(state, "build Lighthouse (chain)", "discard Palace", "discard Palace")
    assert coins(state)[0] == 3
    assert score(state, 0)["commercial"] == 3


def test_chamber_of_commerce_coins_and_points_per_own_grey_card():
    """Book (Chamber of Commerce): "2 coins per grey card in your own city when it comes
    into play; at the end 2 points per grey card in your own city"."""
    state = table(
        player("Babylon", coins=0, cards=["Press", "Loom", "Clay Pool"],
               hand=["Chamber of Commerce", "Palace"]),
        player("Giza", cards=["Glassworks"], hand=["Palace", "Senate"]),
        player("Ephesus", hand=["Palace", "Senate"]),
        age=3,
    )
    # C C P: board clay + Clay Pool + Press
    turn(state, "build Chamber of Commerce", "discard Palace", "discard Palace")
    assert coins(state)[0] == 4
    assert score(state, 0)["commercial"] == 4


def test_arena_coins_and_points_per_own_wonder_stage():
    """Book (Arena): "3 coins per wonder stage built in your own city when it comes into
    play (3, 6, 9 or 12 coins). At the end 1 point per stage built (1, 2, 3 or 4)."
    "The points are counted at the end, with the cards and stages then present." """
    state = table(
        player("Giza", "B", coins=0, stages=2, cards=["Dispensary"], hand=["Arena", "Palace"]),
        player("Rhodes", stages=1, hand=["Palace", "Senate"]),
        player("Ephesus", hand=["Palace", "Senate"]),
        age=3,
    )
    turn(state, "build Arena (chain)", "discard Palace", "discard Palace")
    assert coins(state)[0] == 6
    state.cities[0].stages = 4  # stages built later count at the end
    assert score(state, 0)["commercial"] == 4


# -- Guilds ----------------------------------------------------------------------------------


def guild_table(guild, me=(), left=(), right=(), **mine):
    return table(
        player("Ephesus", cards=list(right)),
        player("Rhodes", cards=[guild, *me], **mine),
        player("Giza", cards=list(left)),
        age=3,
    )


def test_workers_guild_brown_cards_of_neighbours():
    """Book: "Workers Guild: 1 point for each brown card in the neighbouring cities."
    "The two arrows mean that the neighbours' cards count, not the player's own."""
    state = guild_table("Workers Guild", me=["Lumber Yard"], left=["Stone Pit", "Quarry"],
                        right=["Tree Farm"])
    assert score(state, 1)["guilds"] == 3


def test_craftsmens_guild_two_points_per_grey_card_of_neighbours():
    """Book: "Craftsmens Guild: 2 points for each grey card in the neighbouring cities"."""
    state = guild_table("Craftsmens Guild", me=["Loom"], left=["Press"], right=["Glassworks",
                                                                                  "Loom"])
    assert score(state, 1)["guilds"] == 6


def test_traders_guild_yellow_cards_of_neighbours():
    """Book: "Traders Guild: 1 point for each yellow card in the neighbouring cities"."""
    state = guild_table("Traders Guild", me=["Tavern"], left=["Marketplace", "Vineyard"],
                        right=["Haven"])
    assert score(state, 1)["guilds"] == 3


def test_philosophers_guild_green_cards_of_neighbours():
    """Book: "Philosophers Guild: 1 point for each green card in the neighbouring cities"."""
    state = guild_table("Philosophers Guild", left=["Workshop"], right=["School", "Study"])
    assert score(state, 1)["guilds"] == 3


def test_spies_guild_red_cards_of_neighbours():
    """Book: "Spies Guild: 1 point for each red card in the neighbouring cities"."""
    state = guild_table("Spies Guild", me=["Walls"], left=["Stockade"], right=["Circus"])
    assert score(state, 1)["guilds"] == 2


def test_magistrates_guild_blue_cards_of_neighbours():
    """Book: "Magistrates Guild: 1 point for each blue card in the neighbouring cities"."""
    state = guild_table("Magistrates Guild", me=["Altar"], left=["Palace", "Baths"],
                        right=["Statue"])
    assert score(state, 1)["guilds"] == 3


def test_strategists_guild_defeat_tokens_of_neighbours():
    """Book: "Strategists Guild: 1 point for each defeat token in the neighbouring
    cities." (Not victory tokens, not the player's own defeats.)"""
    state = table(
        player("Ephesus", conflict=[-1, -1, 3]),
        player("Rhodes", cards=["Strategists Guild"], conflict=[-1]),
        player("Giza", conflict=[-1, 5]),
        age=3,
    )
    assert score(state, 1)["guilds"] == 3


def test_shipowners_guild_counts_itself():
    """Book: "Shipowners Guild: 1 point for each brown, grey and purple card in the
    player's own city. Clarification: the Shipowners Guild counts in this total."""
    state = guild_table("Shipowners Guild", me=["Lumber Yard", "Loom", "Spies Guild"],
                        left=["Stone Pit", "Press"])
    assert score(state, 1)["guilds"] == 4  # Lumber Yard, Loom, Spies Guild, itself (+0 Spies)


def test_builders_guild_stages_of_neighbours_and_own():
    """Book: "Builders Guild: 1 point for each wonder stage built in the neighbouring
    cities AND in the player's own city"."""
    state = table(
        player("Ephesus", stages=2),
        player("Rhodes", stages=1, cards=["Builders Guild"]),
        player("Giza", "B", stages=4),
        player("Babylon", stages=3),  # not a neighbour of Rhodes
        age=3,
    )
    assert score(state, 1)["guilds"] == 2 + 1 + 4


def test_scientists_guild_scores_in_science():
    """Book: "Scientists Guild: the player gets an extra science symbol of his choice."
    (It scores in the science column, not among the guild points.)"""
    state = guild_table("Scientists Guild", me=["Apothecary"])
    s = score(state, 1)
    assert (s["science"], s["guilds"]) == (4, 0)
