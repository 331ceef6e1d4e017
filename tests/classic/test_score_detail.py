"""What made each cell of the score pad (``engine.classic.score_detail``): the lines
add up to the cell, for every edition, player count and side, with the Cities expansion
too; and read like the rulebook's score pad ("Einde van het spel") and the Cities
book's ("A játék vége": the black row, debt in the treasury)."""

from __future__ import annotations

import pytest

from engine import get_game
from engine.classic.score_detail import score_lines
from engine.classic.scoring import CATEGORIES, CITIES_CATEGORIES, score_city
from tests.classic.helpers import new, play_out

POSITIONS = get_game("7wonders").positions


def finished(players: int, seed: int, **config) -> object:
    """A seeded random game played to its end."""
    return play_out(new(players, seed, **config), seed)


@pytest.mark.parametrize("edition,sides", [(1, "A"), (1, "B"), (2, "day"), (2, "night")])
@pytest.mark.parametrize("players", [2, 3, 5, 7])
def test_the_lines_add_up_to_every_cell(players, edition, sides):
    if edition == 2 and players == 2:
        pytest.skip("the 2nd edition is for 3 to 7 players")
    for seed in range(6):
        state = finished(players, seed * 31 + players, edition=edition, sides=sides)
        for p in range(state.n):
            pad = score_city(state.cities, p)
            lines = score_lines(state.cities, p)
            assert {c: sum(x["points"] for x in lines[c]) for c in CATEGORIES} == {
                c: pad[c] for c in CATEGORIES}
        view = state.view(0)
        assert view["score_lines"] == [score_lines(state.cities, p) for p in range(state.n)]


def ann(**extra) -> dict:
    position = {"game": "7wonders", "age": 3, "players": [
        {"name": "Ann", "wonder": "Babylon", "side": "A", "stages": 2, "coins": 8,
         "conflict": [1, 3, 5, 5, -1],
         "cards": ["Apothecary", "Dispensary", "Workshop", "Scriptorium", "Baths", "Temple",
                   "Marketplace", "Lighthouse", "Caravansery"], **extra, "hand": []},
        {"name": "Bob", "wonder": "Rhodes", "cards": ["Barracks", "Stockade"], "hand": []},
        {"name": "Cy", "wonder": "Giza", "cards": ["Guard Tower"], "hand": []}]}
    return score_lines(POSITIONS.state_from_position(position).cities, 0)


def test_anns_score_pad_explained():
    lines = ann()
    assert lines["military"] == [
        {"what": "2 victories in Age III (+5 each)", "points": 10},
        {"what": "1 victory in Age II (+3 each)", "points": 3},
        {"what": "1 victory in Age I (+1 each)", "points": 1},
        {"what": "1 defeat token (-1 each)", "points": -1}]
    assert lines["treasury"] == [{"what": "8 coins ÷ 3", "points": 2}]
    assert lines["wonder"] == [{"what": "Babylon stage 1", "points": 3}]
    assert lines["civilian"] == [{"what": "Baths", "points": 3, "card": "Baths"},
                                 {"what": "Temple", "points": 3, "card": "Temple"}]
    # compass x2 (Apothecary, Dispensary), gear (Workshop), tablet (Scriptorium), and
    # Babylon's stage 2: a symbol of choice, placed where it scores most
    assert lines["science"] == [
        {"what": "compass ×3 (1 by choice): 3×3", "points": 9},
        {"what": "gear ×1: 1×1", "points": 1},
        {"what": "tablet ×1: 1×1", "points": 1},
        {"what": "1 set of three different (7 each)", "points": 7}]
    assert lines["commercial"] == [{"what": "Lighthouse: 1 per yellow card in the city "
                                            "(3 yellow cards)", "points": 3,
                                  "card": "Lighthouse"}]


def test_a_guild_says_what_it_counted():
    lines = ann(cards=["Spies Guild", "Baths"])
    assert lines["guilds"] == [{"what": "Spies Guild: 1 per red card in the neighbours' "
                                        "cities (3 red cards)", "points": 3,
                                "card": "Spies Guild"}]


@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
def test_with_cities_the_lines_add_up_to_every_cell(players):
    """Random Cities games: black cards, debt, masks and the new guilds all explained."""
    seen = {"black": 0, "debt": 0, "masks": 0}
    for seed in range(8):
        state = finished(players, seed * 17 + players, cities="on")
        for p in range(state.n):
            pad = score_city(state.cities, p, CITIES_CATEGORIES)
            lines = score_lines(state.cities, p)
            assert {c: sum(x["points"] for x in lines[c]) for c in CITIES_CATEGORIES} == {
                c: pad[c] for c in CITIES_CATEGORIES}, (seed, p)
            seen["black"] += bool(lines["black"])
            seen["debt"] += state.cities[p].debt > 0
            seen["masks"] += state.cities[p].masks > 0
    assert all(seen.values()), seen  # the games met every Cities row


def cities_position(ann: dict, bob: dict | None = None, cy: dict | None = None) -> list:
    """Ann's lines at the end of a Cities game (Bob left of her, Cy right)."""
    position = {"game": "7wonders", "age": 3, "cities": True, "players": [
        {"name": "Ann", "wonder": "Petra", "hand": [], **ann},
        {"name": "Bob", "wonder": "Rhodes", "hand": [], **(bob or {})},
        {"name": "Cy", "wonder": "Giza", "hand": [], **(cy or {})}]}
    state = POSITIONS.state_from_position(position)
    return score_lines(state.cities, 0), score_city(state.cities, 0, CITIES_CATEGORIES)


def test_gabors_treasury_five_coins_and_three_debt_tokens_is_minus_two():
    # "Gábor 3 adósságjelzővel fejezi be a játékot. Mivel kincstárában 5 érméje van
    # (1 pont), a pontozótömbre -2 pontot ír."
    lines, pad = cities_position({"coins": 5, "debt": 3})
    assert lines["treasury"] == [{"what": "5 coins ÷ 3", "points": 1},
                                 {"what": "3 debt tokens (-1 each)", "points": -3}]
    assert pad["treasury"] == -2


def test_the_black_row_names_each_black_card_and_what_it_counted():
    lines, pad = cities_position(
        {"cards": ["Hideout", "Capitol", "Secret Society", "Militia"],
         "conflict": [1, 3]})
    assert lines["black"] == [
        {"what": "Hideout", "points": 2, "card": "Hideout"},
        {"what": "Capitol", "points": 8, "card": "Capitol"},
        {"what": "Secret Society: 1 per black card in the city (4 black cards)",
         "points": 4, "card": "Secret Society"}]
    assert pad["black"] == 14
    lines, _ = cities_position({"cards": ["Slave Market"], "conflict": [1, 3, -1]})
    assert lines["black"] == [{"what": "Slave Market: 1 per victory token in the city "
                                         "(2 victory tokens)", "points": 2,
                                "card": "Slave Market"}]


def test_janis_masks_copy_the_neighbours_compass():
    # the book's example: Jani has two masks; the left neighbour has one green card
    # with a compass, the right one none: one mask copies the compass, the other nothing
    lines, pad = cities_position({"cards": ["Pigeon Loft", "Spy Ring", "Workshop"]},
                                 bob={"cards": ["Apothecary"]})
    assert lines["science"] == [{"what": "compass ×1 (1 copied by a mask): 1×1", "points": 1},
                                {"what": "gear ×1: 1×1", "points": 1}]
    assert pad["science"] == 2
