"""Set-up (rulebook, "Preparation"): the decks by player count, guilds, wonders, coins."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import ConfigError, new_game
from engine.classic.data import CARDS, GUILD_IDS, WONDER_NAMES, deck
from tests.classic.helpers import new, random_game


def test_box_contents():
    """Book, "Contents": "49 Age I cards, 49 Age II cards, 50 Age III cards" - 148 cards,
    all of them in play at 7 players except the guilds left in the box."""
    per_age = Counter()
    for c in CARDS.cards:
        per_age[c.age] += 1 if c.is_guild else c.copies_at(7)
    assert (per_age[1], per_age[2], per_age[3]) == (49, 49, 50)
    assert sum(per_age.values()) == 148


def test_ten_guilds():
    """Book: "Remove the 10 guilds (purple cards)". Age III has no brown or grey cards."""
    assert len(GUILD_IDS) == 10
    assert all(CARDS[g].age == 3 for g in GUILD_IDS)
    assert not any(c.colour in ("brown", "grey") for c in CARDS.cards if c.age == 3)


@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_deck_sizes_by_player_count(n):
    """Book: "Put back in the box the cards not used for the number of players" and "keep
    at random a number of guilds: 3 players 5 guilds, 4: 6, 5: 7, 6: 8, 7: 9 (the number
    of players + 2)". "Then all the cards are dealt at the start of each Age (7 cards per
    player)." """
    assert len(deck(1, n)) == 7 * n
    assert len(deck(2, n)) == 7 * n
    assert len(deck(3, n)) + n + 2 == 7 * n
    assert not any(CARDS[c].is_guild for c in deck(3, n))


@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_each_age_deals_seven_cards_a_player_and_players_plus_two_guilds(n):
    seen_ages = set()
    for state in random_game(n, seed=100 + n):
        if state.phase == "pick" and state.turn == 1 and state.age not in seen_ages \
                and all(p is None for p in state.pending):
            seen_ages.add(state.age)
            hands = state.hands
            assert [len(h) for h in hands] == [7] * n
            dealt = Counter(c for h in hands for c in h)
            expected = Counter(deck(state.age, n))
            if state.age == 3:
                guilds = [c for c in dealt if CARDS[c].is_guild]
                assert len(guilds) == n + 2
                assert all(dealt[g] == 1 for g in guilds)
                for g in guilds:
                    del dealt[g]
            assert dealt == expected
    assert seen_ages == {1, 2, 3}


def test_guilds_drawn_at_random():
    """The guilds in Age III depend on the seed."""
    drawn = set()
    for seed in range(6):
        for state in random_game(3, seed):
            if state.age == 3:
                drawn.add(frozenset(c for h in state.hands for c in h if CARDS[c].is_guild))
                break
    assert len(drawn) > 1


def test_three_coins_each():
    """Book: "Each player starts the game with 3 coins of value 1." """
    for n in range(3, 8):
        assert [c.coins for c in new(n).cities] == [3] * n


def test_wonders_dealt_at_random_and_seeded():
    """Book: "Shuffle the 7 wonder cards and give one to each player." The same seed
    deals the same wonders."""
    def wonders(seed, n=5):
        return [(c.wonder.name, c.wonder.side) for c in new(n, seed).cities]

    assert wonders(1) == wonders(1)
    assert len({tuple(wonders(s)) for s in range(10)}) > 1
    for s in range(10):
        names = [w for w, _ in wonders(s, 7)]
        assert sorted(names) == sorted(WONDER_NAMES)  # 7 players: every wonder, once


def test_wonders_chosen():
    """Book: "If all players agree, the wonder boards can be chosen instead of dealt at
    random." Names as printed on the boards are accepted."""
    state = new(3, wonders=["Rhodos", "Gizah", "Halikarnassus"], sides=["A", "B", "A"])
    assert [(c.wonder.name, c.wonder.side) for c in state.cities] == [
        ("Rhodes", "A"), ("Giza", "B"), ("Halicarnassus", "A")]
    with pytest.raises(ConfigError):
        new(3, wonders=["Rhodes", "Rhodes", "Giza"])
    with pytest.raises(ConfigError):
        new(3, wonders=["Rhodes", "Giza"])
    with pytest.raises(ConfigError, match="Ephesus"):
        new(3, wonders=["Rhodes", "Giza", "Ephesis"])


def test_seats_left_open_are_dealt_from_the_wonders_nobody_chose_by_the_seed():
    """Some players choose, the others are dealt a wonder; the game's seed decides."""
    chosen = ["Giza", None, "Rhodes", None]
    dealt = [[c.wonder.name for c in new(4, seed, wonders=chosen).cities] for seed in range(8)]
    assert all(w[0] == "Giza" and w[2] == "Rhodes" and len(set(w)) == 4 for w in dealt)
    assert all(w[1] not in ("Giza", "Rhodes") and w[3] not in ("Giza", "Rhodes")
               for w in dealt)
    assert len({(w[1], w[3]) for w in dealt}) > 1
    assert dealt == [[c.wonder.name for c in new(4, seed, wonders=chosen).cities]
                     for seed in range(8)]


def test_every_seat_open_is_the_same_game_as_wonders_dealt_at_random():
    for seed in range(5):
        anyway = new(5, seed, wonders=[None] * 5)
        assert anyway.config == new(5, seed).config
        assert [c.wonder.name for c in anyway.cities] == [
            c.wonder.name for c in new(5, seed).cities]
    with pytest.raises(ConfigError, match="different"):
        new(3, wonders=["Giza", None, "Gizah"])


def test_sides_a_b_or_random_seeded():
    """Book: "The card and its face up side decide the player's board and the side played.
    Use side A for your first games." Sides may be chosen or random (seeded)."""
    assert {c.wonder.side for c in new(7, sides="A").cities} == {"A"}
    assert {c.wonder.side for c in new(7, sides="B").cities} == {"B"}
    sides = [tuple(c.wonder.side for c in new(7, s, sides="random").cities) for s in range(8)]
    assert len(set(sides)) > 1
    assert sides == [tuple(c.wonder.side for c in new(7, s, sides="random").cities)
                     for s in range(8)]


@pytest.mark.parametrize("config", [
    {"players": 1}, {"players": 8}, {"players": "4"}, {"sides": "C"},
    {"sides": ["A", "B"]}, {"edition": 3}, {"names": ["a", "b"]},
    {"players": 2, "edition": 2},
])
def test_bad_setups_raise_config_error(config):
    with pytest.raises(ConfigError):
        new_game("7wonders", seed=0, **config)


# The rulebook's card list ("Card overview"): the player-count marks printed on each card.
RULEBOOK_MARKS = {
    1: {"Lumber Yard": "3 4", "Stone Pit": "3 5", "Clay Pool": "3 5", "Ore Vein": "3 4",
        "Tree Farm": "6", "Excavation": "4", "Clay Pit": "3", "Timber Yard": "3",
        "Forest Cave": "5", "Mine": "6", "Loom": "3 6", "Glassworks": "3 6", "Press": "3 6",
        "Pawnshop": "4 7", "Baths": "3 7", "Altar": "3 5", "Theater": "3 6",
        "Tavern": "4 5 7", "East Trading Post": "3 7", "West Trading Post": "3 7",
        "Marketplace": "3 6", "Stockade": "3 7", "Barracks": "3 5", "Guard Tower": "3 4",
        "Apothecary": "3 5", "Workshop": "3 7", "Scriptorium": "3 4"},
    2: {"Sawmill": "3 4", "Quarry": "3 4", "Brickyard": "3 4", "Foundry": "3 4",
        "Loom": "3 5", "Glassworks": "3 5", "Press": "3 5", "Aqueduct": "3 7",
        "Temple": "3 6", "Statue": "3 7", "Courthouse": "3 5", "Forum": "3 6 7",
        "Caravansery": "3 5 6", "Vineyard": "3 6", "Bazar": "4 7", "Walls": "3 7",
        "Training Ground": "4 6 7", "Stables": "3 5", "Archery Range": "3 6",
        "Dispensary": "3 4", "Laboratory": "3 5", "Library": "3 6", "School": "3 7"},
    3: {"Pantheon": "3 6", "Gardens": "3 4", "Town Hall": "3 5 6", "Palace": "3 7",
        "Senate": "3 5", "Haven": "3 4", "Lighthouse": "3 6", "Chamber of Commerce": "4 6",
        "Arena": "3 5 7", "Fortifications": "3 7", "Circus": "4 5 6", "Arsenal": "3 4 7",
        "Siege Workshop": "3 5", "Lodge": "3 6", "Observatory": "3 7", "University": "3 4",
        "Academy": "3 7", "Study": "3 5"},
}


def test_player_count_marks_of_every_card():
    for age, marks in RULEBOOK_MARKS.items():
        cards = {c.name: c for c in CARDS.cards if c.age == age and not c.is_guild}
        assert set(cards) == set(marks), age
        for name, printed in marks.items():
            assert cards[name].copies == tuple(int(m) for m in printed.split()), name


def test_printed_points_and_coins():
    """The card list: blue cards' points, the Tavern's coins."""
    points = {"Pawnshop": 3, "Baths": 3, "Altar": 2, "Theater": 2, "Aqueduct": 5,
              "Temple": 3, "Statue": 4, "Courthouse": 4, "Pantheon": 7, "Gardens": 5,
              "Town Hall": 6, "Palace": 8, "Senate": 6}
    from engine.classic.effects import Coins, Points
    for name, value in points.items():
        assert [e.amount for e in CARDS.by_name(name).effects if isinstance(e, Points)] == [value]
    assert [e.amount for e in CARDS.by_name("Tavern").effects if isinstance(e, Coins)] == [5]


def test_board_resources_both_sides():
    """Each board produces its resource from the start ("shown top left on the board"):
    Rhodes ore, Alexandria glass, Ephesus papyrus, Babylon clay, Olympia wood,
    Halicarnassus loom, Giza stone - on both sides. Stages: A sides 3 (Giza B 4)."""
    from engine.classic.data import WONDERS

    boards = {"Rhodes": "O", "Alexandria": "G", "Ephesus": "P", "Babylon": "C",
              "Olympia": "W", "Halicarnassus": "L", "Giza": "S"}
    for (name, side), w in WONDERS.items():
        assert w.resource == boards[name], (name, side)
    assert {name: len(WONDERS[(name, "A")].stages) for name in boards} == dict.fromkeys(boards, 3)
    assert {name: len(WONDERS[(name, "B")].stages) for name in boards} == {
        "Rhodes": 2, "Alexandria": 3, "Ephesus": 3, "Babylon": 3, "Olympia": 3,
        "Halicarnassus": 3, "Giza": 4}
