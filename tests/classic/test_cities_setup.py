"""Setting up with the Cities expansion (rulebook 003, "Előkészületek", "Játékáttekintés"
and "Nyolcszemélyes szabályok")."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import ConfigError, get_game, new_game
from engine.classic.data import CARDS, CITIES_GUILDS


def dealt(state) -> list[int]:
    return [c for h in state.hands for c in h]


def test_gabi_sets_up_six_players():
    """"Gabi egy 6 fős játékot készít elő. Az alapjátékból eltávolítja a 7+ jelölésű
    kártyákat. Véletlenszerűen kiválaszt 6 I. kori városkártyát, 6 II. kori ... és 6
    III. kori városkártyát ... Ezen kívül további 8 céhkártyát ad a III. kor
    kártyáihoz": 6 black cards in each Age, 8 guilds in Age III."""
    state = new_game("7wonders", seed=11, players=6, cities="on")
    for age in (1, 2, 3):
        assert state.age == age
        cards = [CARDS[c] for c in dealt(state)]
        assert sum(c.is_black and c.age == age for c in cards) == 6
        assert not any(c.is_black and c.age != age for c in cards)
        assert sum(c.is_guild for c in cards) == (8 if age == 3 else 0)
        assert [len(h) for h in state.hands] == [8] * 6  # "8 kártyát kapnak"
        while state.age == age and not state.is_terminal():
            for p in state.current_players():
                state.apply(p, state.legal_actions(p)[-1])


@pytest.mark.parametrize("players", [3, 4, 5, 7])
def test_as_many_black_cards_as_players_and_hands_of_eight(players):
    """"Minden korkártyához adjunk hozzá annyi fekete kártyát, ahány játékos játszik";
    the guilds stay players + 2; each player plays one card more an Age (7 turns)."""
    state = new_game("7wonders", seed=players, players=players, cities="on")
    cards = Counter(CARDS[c].colour for c in dealt(state))
    assert cards["black"] == players
    assert [len(h) for h in state.hands] == [8] * players
    assert state.turns == 7


def test_the_new_guilds_may_be_dealt_and_their_number_stays():
    seen = set()
    for seed in range(30):
        state = new_game("7wonders", seed=seed, players=3, cities="on")
        state._start_age(3)
        guilds = [c for c in dealt(state) if CARDS[c].is_guild]
        assert len(guilds) == 5
        seen.update(guilds)
    assert seen.issuperset(CITIES_GUILDS)


def test_eight_players():
    """"Készítsétek elő a játékot 7 főre (... 9 céh és minden korból 7 fekete kártya).
    A korok elején minden játékosnak osszatok 7 kártyát. Minden játékos 6-ot fog
    kijátszani"."""
    state = new_game("7wonders", seed=3, players=8, cities="on")
    assert state.turns == 6 and [len(h) for h in state.hands] == [7] * 8
    assert sum(CARDS[c].is_black for c in dealt(state)) == 7
    state._start_age(3)
    assert sum(CARDS[c].is_guild for c in dealt(state)) == 9
    assert sum(CARDS[c].is_black for c in dealt(state)) == 7


def test_petra_and_byzantium_are_dealt_too():
    boards = Counter()
    for seed in range(40):
        state = new_game("7wonders", seed=seed, players=7, cities="on")
        boards.update(c.wonder.name for c in state.cities)
    assert boards["Petra"] and boards["Byzantium"]
    assert len(boards) == 9


def test_set_up_errors():
    """Cities is a 1st-edition expansion; 8 players need it; so do its boards."""
    with pytest.raises(ConfigError, match="1st edition"):
        new_game("7wonders", players=4, edition=2, cities="on")
    with pytest.raises(ConfigError, match="8 with the Cities expansion"):
        new_game("7wonders", players=8)
    with pytest.raises(ConfigError, match="Cities expansion"):
        new_game("7wonders", players=3, wonders=["Petra", None, None])
    with pytest.raises(ConfigError, match="on or off"):
        new_game("7wonders", players=3, cities=True)
    state = new_game("7wonders", players=3, cities="on", wonders=["Petra", "Byzantium", None])
    assert [c.wonder.name for c in state.cities[:2]] == ["Petra", "Byzantium"]


def test_the_option_and_player_ranges():
    game = get_game("7wonders")
    assert game.player_range({}) == (2, 7)
    assert game.player_range({"cities": "on"}) == (2, 8)
    assert game.player_range({"cities": "on", "edition": 2}) == (3, 7)
    assert game.max_players == 8


def test_without_the_expansion_the_set_up_is_as_ever():
    """A game without Cities keeps its set-up: no ``cities`` key, hands of 7."""
    state = new_game("7wonders", seed=1, players=4, cities="off")
    assert "cities" not in state.config and state.turns == 6
    assert not any(CARDS[c].expansion for c in dealt(state))
    assert "black" not in state.scores()[0]
    assert state.view(0)["expansions"] == []


def test_two_players_with_the_free_city():
    """2 players: the 3-player set-up, so 3 black cards an Age; hands of 8."""
    state = new_game("7wonders", seed=2, players=2, cities="on")
    assert sum(CARDS[c].is_black for c in dealt(state)) == 3
    assert sorted(len(h) for h in state.hands) == [7, 8, 9]  # the pile gave one
