"""Every worked example of the Danish 2nd-edition rulebook (2020), as a test.

The book's wording is quoted (Danish, with an English gloss) above each test. Players
are listed clockwise: a player's left neighbour is the next entry, the right one the
previous.
"""

from __future__ import annotations

import pytest

from engine.classic.data import ALL_CARDS, GUILDS, Card
from engine.classic.scoring import science_points
from engine.errors import IllegalMoveError
from engine.rng import Rng
from tests.classic.edition2 import names, new2, player, table
from tests.classic.helpers import coins, legal_texts, options, score, turn

# -- Set-up ("Forberedelse") ----------------------------------------------------------


def test_five_players_keep_the_3_4_and_5_player_cards():
    """Book: "I et spil med 5 spillere skal I beholde alle kort med 3+, 4+ og 5+ i hver
    stak" (5 players keep every card marked 3+, 4+ and 5+)."""
    state = new2(5, seed=3)
    dealt = sorted(c for h in state.hands for c in h)
    assert len(dealt) == 35
    assert all(min(_card(c).copies) <= 5 for c in dealt)
    by_name: dict[str, int] = {}
    for c in dealt:
        by_name[_card(c).name] = by_name.get(_card(c).name, 0) + 1
    assert by_name["Stone Pit"] == 2  # marked 3+ and 5+
    assert by_name["Lumber Yard"] == 2  # marked 3+ and 4+
    assert "Tree Farm" not in by_name  # marked 6+


def _card(cid: int) -> Card:
    return ALL_CARDS[cid]


def test_five_players_draw_seven_guilds():
    """Book: "I et spil med 5 spillere trækkes 7 tilfældige lilla kort (5 spillere +2)"."""
    state = new2(5, seed=11)
    rng = Rng(1)
    while state.age < 3:
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.below(len(legal))])
    guilds = [c for h in state.hands for c in h if c in GUILDS[2]]
    assert len(guilds) == 7 and len(set(guilds)) == 7


def test_each_player_chooses_a_side_and_takes_three_coins():
    """Book: "Spilleren bestemmer selv, hvilken side (dag eller nat), der skal vende
    opad"; "Tag 3 mønter"; "giv hver spiller 7 tilfældige kort"."""
    state = new2(3, seed=5, sides=["day", "night", "B"])
    assert [c.wonder.side for c in state.cities] == ["day", "night", "night"]
    assert coins(state) == [3, 3, 3]
    assert [len(h) for h in state.hands] == [7, 7, 7]


# -- A turn ("Sådan spiller I") -------------------------------------------------------


def test_hands_pass_left_in_ages_one_and_three_and_right_in_age_two():
    """Book: the cards not chosen "gives videre til spilleren til venstre (i alder I og
    III) eller til spilleren til højre (i alder II)"."""
    state = new2(3, seed=2)
    hands = [list(h) for h in state.hands]
    picks = [state.legal_actions(p)[-1] for p in range(3)]  # discards
    turn(state, *map(str, picks))
    for p in range(3):
        passed = list(hands[(p - 1) % 3])
        passed.remove(next(c for c in passed if _card(c).name == picks[(p - 1) % 3].card))
        assert sorted(state.hands[p]) == sorted(passed)


def test_selling_a_card_gives_three_coins():
    """Book: "Sælg kortet ... Tag 3 mønter fra banken"."""
    state = table(player("Giza", hand=["Altar", "Well"]), player("Rhodes", hand=["Altar", "Well"]),
                  player("Ephesus", hand=["Altar", "Well"]))
    turn(state, "discard Altar", "build Altar", "build Well")
    assert coins(state)[0] == 6


def test_the_sixth_turn_discards_the_other_card_for_nothing():
    """Book: "I starten af den sjette og sidste tur ... modtager du 2 kort ... Vælg det
    ene kort, og læg det andet ... i bunken med brugte kort. Kortet ... giver dig ikke
    mønter." The card left over goes to the discard pile and earns nothing."""
    state = table(player("Giza", hand=["Altar", "Well"]), player("Rhodes", hand=["Altar", "Well"]),
                  player("Ephesus", hand=["Altar", "Well"]))
    assert state.turn == 6
    turn(state, "build Altar", "build Altar", "build Well")
    assert coins(state) == [3, 3, 3]
    assert sorted(_card(c).name for c in state.discard) == ["Altar", "Well", "Well"]
    assert state.age == 2


def test_never_two_identical_buildings():
    """Book: "Man kan aldrig opføre to identiske bygninger"."""
    state = table(player("Giza", cards=["Loom"], hand=["Loom", "Press"]),
                  player("Rhodes", hand=["Loom", "Press"]),
                  player("Ephesus", hand=["Loom", "Press"]), age=2)
    assert not [m for m in state.legal_actions(0) if m.kind == "build" and m.card == "Loom"]
    assert "discard Loom" in legal_texts(state, 0)


def test_wonder_stages_in_order_any_age_with_a_card_tucked_under():
    """Book: "vidunderet skal opbygges fra venstre mod højre"; stages may be built in
    Age I, II or III; "Du kan bruge et hvilket som helst kort"."""
    hand = ["Altar", "Well"]
    state = table(player("Giza", "day", cards=["Lumber Yard", "Tree Farm"], hand=hand),
                  player("Rhodes", hand=hand), player("Ephesus", hand=hand))
    # Giza day: stage 1 costs 2 wood (the city makes them), stage 2 clay and loom
    assert state.cities[0].wonder.stages[0].cost_letters == "WW"
    assert {"stage Altar", "stage Well"} <= legal_texts(state, 0)
    turn(state, "stage Well", "build Altar", "build Altar")
    assert state.cities[0].stages == 1 and len(state.cities[0].under) == 1
    assert "Well" not in names(state, 0)


# -- Military ("Afvikling af konfliktfase") ------------------------------------------


def test_military_example_end_of_age_two():
    """Book: "I slutningen af alder II er din militære styrke 4. Din sidemand til venstre
    har en militærstyrke på 5, og din sidemand til højre har en militærstyrke på 2. Du
    lider et nederlag mod sidemanden til venstre ... I konflikten med sidemanden til
    højre er du sejrherren og tager en sejrsbrik fra alder II" (-1 and +3)."""
    hand = ["Loom", "Press"]
    state = table(player("Giza", cards=["Walls", "Stables"], hand=hand),
                  player("Babylon", cards=["Walls", "Training Ground", "Stockade"], hand=hand),
                  player("Ephesus", cards=["Walls"], hand=hand), age=2)
    assert [c.shields for c in state.cities] == [4, 5, 2]
    turn(state, "discard Loom", "discard Loom", "discard Loom")
    assert sorted(state.cities[0].conflict) == [-1, 3]


# -- Resources and trading ("Opførelse af bygninger og vidundere") --------------------


def test_own_resources_example():
    """Book: "Du producerer 2 sten, 1 malm og 1 papyrus. Du kan derfor opføre Barracks
    ... eller Scriptorium ... Du kan ikke bygge Guard Tower, eftersom du ikke producerer
    ler." (The neighbours make no clay either.)"""
    hand = ["Barracks", "Scriptorium", "Guard Tower"]
    state = table(player("Giza", cards=["Stone Pit", "Ore Vein", "Press"], hand=hand),
                  player("Rhodes", hand=hand), player("Ephesus", hand=hand))
    legal = legal_texts(state, 0)
    assert "build Barracks" in legal and "build Scriptorium" in legal
    assert not [m for m in legal if m.startswith("build Guard Tower")]


def test_buying_costs_two_coins_to_the_owner_who_keeps_the_resource():
    """Book: "For hver ressource, som du køber, skal du betale 2 mønter til ejeren ...
    Spilleren beholder sit kort og kan selv bruge den ressource"."""
    hand = ["Guard Tower", "Altar"]
    state = table(player("Giza", hand=hand), player("Babylon", cards=["Clay Pool"], hand=hand),
                  player("Rhodes", hand=hand))
    assert options(state, 0, "Guard Tower") == [(2, 0)]
    turn(state, "build Guard Tower (left 2)", "build Guard Tower", "build Altar")
    assert coins(state) == [1, 5, 3]
    assert "Guard Tower" in names(state, 1)


def test_both_neighbours_may_buy_the_same_resource():
    """Book: "Begge dine sidemænd kan købe samme ressource fra din by"."""
    hand = ["Guard Tower", "Altar"]
    state = table(player("Giza", hand=hand), player("Babylon", cards=["Clay Pool"], hand=hand),
                  player("Rhodes", hand=hand))
    turn(state, "build Guard Tower (left 2)", "build Altar", "build Guard Tower (right 2)")
    assert coins(state) == [1, 7, 1]


def test_yellow_and_wonder_resources_cannot_be_bought():
    """Book: "Det er ikke muligt at købe ressourcer, der produceres af en spillers Gule
    kort eller af stadierne på spillerens vidunder"; the starting resource, brown and
    grey cards can be bought."""
    hand = ["Walls", "Temple"]
    state = table(player("Giza", coins=10, hand=hand),
                  player("Alexandria", "day", stages=2, cards=["Caravansery"], hand=hand),
                  player("Ephesus", coins=10, hand=hand), age=2)
    # Walls costs 3 stone: Giza makes one; the left neighbour's stone comes only from a
    # yellow card and a wonder stage, the right neighbour makes none
    assert options(state, 0, "Walls") == []
    # Temple (wood, clay, glass): only Alexandria's glass, its starting resource, is sold
    assert options(state, 2, "Temple") == []
    state = table(player("Giza", coins=10, cards=["Lumber Yard", "Clay Pool"], hand=hand),
                  player("Alexandria", "day", hand=hand), player("Ephesus", hand=hand), age=2)
    assert options(state, 0, "Temple") == [(2, 0)]


def test_either_or_resources_the_buyer_chooses():
    """Book: "Har din sidemand et kort, der producerer én valgfri af to viste ressourcer,
    må du vælge, hvilken ressource du ønsker at købe, uanset hvilken ressource ejeren
    selv vælger at producere"."""
    hand = ["Stockade", "Guard Tower"]
    state = table(player("Giza", hand=hand), player("Ephesus", cards=["Tree Farm"], hand=hand),
                  player("Rhodes", hand=hand))
    assert options(state, 0, "Stockade") == [(2, 0)]
    assert options(state, 0, "Guard Tower") == [(2, 0)]
    turn(state, "build Stockade (left 2)", "build Guard Tower", "discard Stockade")
    assert "Guard Tower" in names(state, 1)


def test_coins_received_this_turn_cannot_be_spent():
    """Book: "Du kan ikke betale med mønter, som du selv modtager fra andre spillere i
    turen"; "For at købe ressourcer skal du betale prisen i starten af din tur"."""
    hand = ["Guard Tower", "Baths", "Altar"]
    state = table(player("Giza", coins=0, hand=hand),
                  player("Babylon", cards=["Clay Pool"], hand=hand),
                  player("Rhodes", hand=hand))
    assert options(state, 0, "Guard Tower") == []  # no coins at the start of the turn
    # Babylon buys Giza's stone this turn: Giza cannot spend those 2 coins on clay now
    turn(state, "build Altar", "build Baths (right 2)", "build Altar")
    assert coins(state)[0] == 2
    assert options(state, 0, "Guard Tower") == [(2, 0)]  # from the next turn on


def test_a_building_built_this_turn_sells_nothing_yet():
    """Book: "Du kan ikke købe ressourcer fra en bygning, som din sidemand har opført i
    denne tur"."""
    state = table(player("Giza", hand=["Guard Tower", "Altar", "Well"]),
                  player("Rhodes", hand=["Clay Pool", "Altar", "Well"]),
                  player("Ephesus", hand=["Altar", "Guard Tower", "Well"]))
    assert options(state, 0, "Guard Tower") == []  # nobody makes clay yet
    state.apply(1, "build Clay Pool")
    with pytest.raises(IllegalMoveError):
        state.apply(0, "build Guard Tower (left 2)")  # not from the Clay Pool going up
    state.apply(0, "discard Altar")
    state.apply(2, "build Altar")
    assert "Guard Tower" in [_card(c).name for c in state.hands[0]]
    assert options(state, 0, "Guard Tower") == [(2, 0)]  # for sale from the next turn


def test_chain_example_gardens_after_theater():
    """Book: "I alder III må du gratis bygge Gardens i din by, hvis du i alder I har
    bygget Theater, fordi du har det matchende kædesymbol." Without the symbol the card
    can still be built by paying its resources."""
    hand = ["Gardens", "Senate"]
    state = table(player("Giza", cards=["Theater"], hand=hand),
                  player("Babylon", cards=["Clay Pool", "Brickyard"], hand=hand),
                  player("Rhodes", coins=9, hand=hand), age=3)
    assert "build Gardens (chain)" in legal_texts(state, 0)
    assert options(state, 2, "Gardens")  # Rhodes pays wood and 2 clay instead


def test_a_card_with_two_chain_symbols():
    """Book: "Enkelte kort giver dig to mulige kæder": Scriptorium makes Courthouse and
    Library free."""
    hand = ["Courthouse", "Library"]
    state = table(player("Giza", cards=["Scriptorium"], hand=hand),
                  player("Babylon", hand=hand), player("Rhodes", hand=hand), age=2)
    legal = legal_texts(state, 0)
    assert "build Courthouse (chain)" in legal and "build Library (chain)" in legal


# -- The end ("Afslutning af spillet", "Pointoptælling") -----------------------------


def test_science_table_and_sets():
    """Book: 1, 2, 3, 4, 5, 6 identical symbols give 1, 4, 9, 16, 25, 36 points; "For
    hvert komplette sæt af tre forskellige videnskabelige symboler, får du 7 point"."""
    assert [science_points(k, 0, 0) for k in range(1, 7)] == [1, 4, 9, 16, 25, 36]
    assert science_points(1, 1, 1) == 3 + 7


def test_score_pad_example_alex_55():
    """Book, the score pad: Alex scores 10 (wonder), 3 (coins), 6 (military), 9 (blue),
    2 (yellow), 21 (green: "7 point (1 sæt af 3 forskellige symboler)"), 4 (purple):
    55 in all. A city that scores exactly so."""
    alex = player("Alexandria", "day", stages=3, coins=9, conflict=[1, 3, 3, -1],
                  cards=["Altar", "Theater", "Baths", "Haven", "Lumber Yard", "Clay Pool",
                         "Apothecary", "Dispensary", "Lodge", "Workshop", "Laboratory",
                         "Scriptorium", "Workers Guild"], hand=[])
    state = table(alex, player("Giza", cards=["Stone Pit", "Ore Vein"], hand=[]),
                  player("Rhodes", cards=["Timber Yard", "Mine"], hand=[]), age=3)
    assert state.is_terminal()
    pad = score(state, 0)
    assert (pad["wonder"], pad["treasury"], pad["military"], pad["civilian"],
            pad["commercial"], pad["science"], pad["guilds"]) == (10, 3, 6, 9, 2, 21, 4)
    assert pad["total"] == 55


def test_ties_go_to_the_most_coins_then_are_shared():
    """Book: "Står flere spillere lige, vinder spilleren med flest mønter. Står
    spillerne stadig lige, deler disse spillere sejren ligeligt"."""
    state = table(player("Giza", coins=3, cards=["Altar"], hand=[]),
                  player("Rhodes", coins=12, hand=[]), player("Ephesus", coins=0, hand=[]),
                  age=3)
    assert [s["total"] for s in state.scores()] == [4, 4, 0]
    assert state.winners() == [1]
    state = table(player("Giza", coins=12, hand=[]), player("Rhodes", coins=12, hand=[]),
                  player("Ephesus", hand=[]), age=3)
    assert state.winners() == [0, 1] and state.returns() == [0.5, 0.5, 0.0]
