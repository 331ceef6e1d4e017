"""The Cities expansion's cards and boards as data (rulebook 003, "Tartalom": 9 black
cards for each Age, 3 guilds, 2 wonder boards; costs and effects as printed)."""

from __future__ import annotations

from engine.classic.data import (
    ALL_WONDERS,
    BLACK,
    CARDS,
    CITIES_GUILDS,
    CITIES_WONDER_NAMES,
    GUILD_IDS,
    deck,
    guild_pool,
    wonder_names,
)
from engine.classic.effects import Diplomacy, Dock, Extra, FreeStages, Gift, Loss, Mask

# the fact sheet (cities.yaml): name -> (age, coins, resources, effects as written)
BLACK_CARDS = {
    "Pigeon Loft": (1, 1, "O", "mask"),
    "Militia": (1, 3, "", "shields 2"),
    "Hideout": (1, 0, "", "points 2; loss 1"),
    "Residence": (1, 0, "C", "points 1; diplomacy"),
    "Gambling Den": (1, 0, "", "coins 6; gift 1"),
    "Clandestine Dock West": (1, 1, "", "dock left"),
    "Clandestine Dock East": (1, 1, "", "dock right"),
    "Secret Warehouse": (1, 2, "", "extra own"),
    "Gates of the City": (1, 1, "W", "points 4"),
    "Spy Ring": (2, 2, "SC", "mask"),
    "Mercenaries": (2, 4, "P", "shields 3"),
    "Lair": (2, 0, "WG", "points 3; loss 2"),
    "Consulate": (2, 0, "CP", "points 2; diplomacy"),
    "Gambling House": (2, 1, "", "coins 9; gift 2"),
    "Black Market": (2, 0, "OL", "extra missing"),
    "Sepulcher": (2, 0, "SGL", "points 4; loss 1 per victory"),
    "Architect Cabinet": (2, 1, "P", "points 2; free stages"),
    "Tabularium": (2, 2, "WOL", "points 6"),
    "Torture Chamber": (3, 3, "OOG", "mask"),
    "Contingent": (3, 5, "L", "shields 5"),
    "Brotherhood": (3, 0, "WWOL", "points 4; loss 3"),
    "Embassy": (3, 0, "SLP", "points 3; diplomacy"),
    "Cenotaph": (3, 0, "CCSLG", "points 5; loss 1 per victory"),
    "Builders' Union": (3, 0, "CWPG", "points 4; loss 1 per stage"),
    "Capitol": (3, 2, "CCSSGP", "points 8"),
    "Slave Market": (3, 0, "OOWW",
                     "gain coins 1 per victory in self; gain points 1 per victory in self"),
    "Secret Society": (3, 0, "SP",
                       "gain coins 1 per black in self; gain points 1 per black in self"),
}


def test_nine_black_cards_an_age_each_once_without_chains():
    """"9 I. kori városkártya, 9 II. kori, 9 III. kori": one copy each, no chain."""
    assert [len(BLACK[a]) for a in (1, 2, 3)] == [9, 9, 9]
    for age, ids in BLACK.items():
        for cid in ids:
            c = CARDS[cid]
            assert (c.colour, c.age, c.copies, c.chained_from, c.chains_to) == (
                "black", age, (), (), ())


def test_every_black_card_as_printed():
    for name, (age, coins, res, effects) in BLACK_CARDS.items():
        c = CARDS.by_name(name)
        assert (c.age, c.cost_coins, c.cost_letters, c.effect_text) == (
            age, coins, "".join(sorted(res, key="WSOCGLP".index)), effects), name
    assert {CARDS[c].name for a in BLACK for c in BLACK[a]} == set(BLACK_CARDS)


def test_the_black_cards_effect_kinds():
    assert CARDS.by_name("Hideout").effects[1] == Loss(1, "flat")
    assert CARDS.by_name("Builders' Union").effects[1] == Loss(1, "stage")
    assert CARDS.by_name("Cenotaph").effects[1] == Loss(1, "victory")
    assert CARDS.by_name("Gambling House").effects[1] == Gift(2)
    assert CARDS.by_name("Embassy").effects[1] == Diplomacy()
    assert CARDS.by_name("Spy Ring").effects == (Mask(),)
    assert CARDS.by_name("Clandestine Dock West").effects == (Dock(left=True),)
    assert CARDS.by_name("Black Market").effects == (Extra("missing"),)
    assert CARDS.by_name("Architect Cabinet").effects[1] == FreeStages()


def test_three_guilds_join_the_pool():
    """"Az új céheket a régiekhez adjuk": Counterfeiters (5 points, the others lose 3),
    Guild of Shadows (1 point per black card next door), Mourners (1 point per victory
    token next door, whatever its value)."""
    names = {CARDS[g].name: CARDS[g] for g in CITIES_GUILDS}
    assert set(names) == {"Counterfeiters Guild", "Guild of Shadows", "Mourners Guild"}
    assert names["Counterfeiters Guild"].effect_text == "points 5; loss 3"
    assert names["Counterfeiters Guild"].cost_letters == "OOOGL"
    assert names["Guild of Shadows"].cost_letters == "WSSP"
    assert names["Mourners Guild"].cost_letters == "WCCGL"
    assert guild_pool(1, True) == GUILD_IDS + CITIES_GUILDS
    assert guild_pool(1) == GUILD_IDS and len(GUILD_IDS) == 10


def test_the_base_decks_are_unchanged():
    """Without the expansion nothing of it is dealt: the decks hold base cards only."""
    for age in (1, 2, 3):
        for n in range(3, 9):
            assert not any(CARDS[c].expansion for c in deck(age, n))
    assert deck(1, 8) == deck(1, 7)  # every card's marks: the 7-player deck


def test_petra_and_byzantium():
    """"A csodák leírása": Petra A 3 / 7 (for 7 coins) / 7 points; Petra B 3 points and
    the others lose 2 coins, then 14 points for 14 coins; Byzantium A 3 / 2 and a
    diplomacy token / 7; Byzantium B a token and 3, a token and 4."""
    assert CITIES_WONDER_NAMES == ["Byzantium", "Petra"]
    assert wonder_names(True) == sorted(wonder_names() + ["Byzantium", "Petra"])
    petra_a, petra_b = ALL_WONDERS["Petra", "A"], ALL_WONDERS["Petra", "B"]
    assert petra_a.resource == petra_b.resource == "C"
    assert [(s.cost_coins, s.cost_letters, s.effect_text) for s in petra_a.stages] == [
        (0, "WS", "points 3"), (7, "", "points 7"), (0, "WSSP", "points 7")]
    assert [(s.cost_coins, s.cost_letters, s.effect_text) for s in petra_b.stages] == [
        (0, "OOCC", "points 3; loss 2"), (14, "", "points 14")]
    byz_a, byz_b = ALL_WONDERS["Byzantium", "A"], ALL_WONDERS["Byzantium", "B"]
    assert byz_a.resource == byz_b.resource == "S"
    assert [(s.cost_letters, s.effect_text) for s in byz_a.stages] == [
        ("OC", "points 3"), ("WWP", "points 2; diplomacy"), ("CCGL", "points 7")]
    assert [(s.cost_letters, s.effect_text) for s in byz_b.stages] == [
        ("WOGP", "points 3; diplomacy"), ("OOCL", "points 4; diplomacy")]
