"""The 2nd edition's cards and boards (engine/data/classic2e.txt, wonders2e.txt).

Rulebook (Danish, 2020), "Indhold": "148 Alderkort: 49 Alder I-kort, 49 Alder II-kort og
50 Alder III-kort"; "Forberedelse": keep the cards marked for the player count or
fewer, and players + 2 guilds drawn at random. The card facts (points, costs, chains,
copies) come from the comparison of 2nd-edition card lists in docs/edition2.md.
"""

from __future__ import annotations

import pytest

from engine.classic.data import (
    ALL_CARDS,
    ALL_WONDERS,
    CARDS,
    GUILDS,
    WONDERS,
    cards_of,
    catalogue,
    deck,
    wonder_side,
)
from engine.errors import UnknownNameError
from tests.classic.edition2 import card

ONE, TWO = cards_of(1), cards_of(2)


def test_the_box_holds_49_49_and_50_age_cards():
    """Book: 49 Age I, 49 Age II and 50 Age III cards (40 and the 10 guilds): the most
    copies of each card, at 7 players."""
    for age, total in ((1, 49), (2, 49)):
        assert len(deck(age, 7, 2)) == total
    assert len(deck(3, 7, 2)) + len(GUILDS[2]) == 50


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_every_age_deals_seven_cards_a_player(players):
    """Book: "giv hver spiller 7 tilfældige kort"; Age III with players + 2 guilds."""
    assert len(deck(1, players, 2)) == 7 * players
    assert len(deck(2, players, 2)) == 7 * players
    assert len(deck(3, players, 2)) + players + 2 == 7 * players


def test_new_cards_in_and_old_ones_out():
    """Well, Ludus, Castrum and Decorators Guild are new; Pawnshop and Strategists
    Guild are not in the 2nd edition (and the new ones are not in the 1st)."""
    for name in ("Well", "Ludus", "Castrum", "Decorators Guild"):
        assert card(name).edition == 2
        with pytest.raises(UnknownNameError):
            ONE.by_name(name)
    for name in ("Pawnshop", "Strategists Guild"):
        with pytest.raises(UnknownNameError):
            TWO.by_name(name)
    assert len(GUILDS[2]) == len(GUILDS[1]) == 10


def test_changed_points_costs_and_copies():
    """Altar and Theater give 3 points, Temple 4; Fortifications cost 3 ore and a clay,
    Builders Guild 3 stone, 2 clay and a glass, Spies Guild 2 clay and a glass; Town
    Hall, Arena, Circus and Arsenal have fewer copies."""
    assert card("Altar").effect_text == card("Theater").effect_text == "points 3"
    assert card("Temple").effect_text == "points 4"
    assert sorted(card("Fortifications").cost_letters) == sorted("OOOC")
    assert sorted(card("Builders Guild").cost_letters) == sorted("SSSCCG")
    assert sorted(card("Spies Guild").cost_letters) == sorted("CCG")
    assert card("Town Hall").copies == (3, 6)
    assert card("Arena").copies == (3, 5)
    assert card("Circus").copies == (4, 6)
    assert card("Arsenal").copies == (3, 5)


def test_disputed_costs_are_the_2nd_edition_transcriptions():
    """docs/edition2.md, "Disputed costs": the costs read from 2nd-edition cards."""
    assert sorted(card("Town Hall").cost_letters) == sorted("SSSG")
    assert sorted(card("Arena").cost_letters) == sorted("CCO")
    assert sorted(card("Circus").cost_letters) == sorted("CCCO")
    assert sorted(card("Craftsmens Guild").cost_letters) == sorted("SSO")


def test_chains_as_printed():
    """Book: "I alder III må du gratis bygge Gardens i din by, hvis du i alder I har
    bygget Theater" (a chain that skips an Age); "Enkelte kort giver dig to mulige
    kæder" (a card with two chain symbols)."""
    assert card("Gardens").chained_from == ("Theater",)
    assert card("Pantheon").chained_from == ("Altar",)
    assert card("Statue").chained_from == ("Well",)
    assert card("Temple").chained_from == ()
    assert set(card("Scriptorium").chains_to) == {"Courthouse", "Library"}
    assert set(card("Forum").chained_from) == {"East Trading Post", "West Trading Post"}


def test_the_1st_edition_keeps_its_cards_and_ids():
    """A 1st-edition game replays as before: its cards are the first ids, unchanged."""
    assert CARDS is ONE and CARDS.cards == ONE.values_unique()
    assert [c.id for c in ONE.values_unique()] == list(range(len(ONE.values_unique())))
    assert ONE.by_name("Pawnshop").effect_text == "points 3"
    assert ONE.by_name("Altar").effect_text == "points 2"
    assert all(c.edition == 1 for c in ALL_CARDS[:len(ONE.values_unique())])


def test_day_and_night_boards():
    """Book: "Hvert vidunder har en side med dag og en side med nat, der viser to, tre
    eller fire forskellige stadier": Babylon's night side has two, Giza's four."""
    assert len(wonder_side("Babylon", "night", 2).stages) == 2
    assert len(wonder_side("Giza", "night", 2).stages) == 4
    assert wonder_side("Babylon", "day", 2).resource == "W"
    assert wonder_side("Olympia", "day", 2).resource == "C"
    assert wonder_side("Olympia", "A", 2) is ALL_WONDERS[("Olympia", "day")]
    assert ("Olympia", "day") not in WONDERS  # WONDERS: the 1st edition's boards
    assert wonder_side("Olympia", "A", 1).side == "A"


def test_the_catalogue_holds_both_editions():
    cat = catalogue()
    assert cat["editions"]["2"]["cards"]["Altar"]["effects"] == "points 3"
    assert cat["cards"]["Altar"]["effects"] == "points 2"  # the 1st edition's face
    assert "Well" in cat["cards"] and "Olympia night" in cat["wonders"]
