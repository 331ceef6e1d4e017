"""The 2-player variant with the Free City, as the Dutch rulebook (002, "'Expert'
variant voor 2 spelers") tells it; its lines are quoted above each test.

Seats: the players are cities 0 and 1, the Free City city 2; a city's left neighbour
is the next one, so player 0 (Ludwig) sits left of the Free City.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine import IllegalMoveError, new_game
from engine.classic.data import CARDS, deck
from engine.classic.freecity import FREE_CITY
from engine.classic.resources import payment_options
from engine.classic.state import ClassicState
from tests.classic.helpers import player, table

LUDWIG, PETER = 0, 1


def names(cards: list[int]) -> list[str]:
    return sorted(CARDS[c].name for c in cards)


def moves_with(state: ClassicState, p: int, card: str) -> list[str]:
    return [str(m) for m in state.legal_actions(p) if m.card == card]


def ludwig_and_peter(seed: int = 1) -> ClassicState:
    return new_game("7wonders", seed=seed, players=2, names=["Ludwig", "Peter"])


def test_set_up_three_cities_hands_of_seven_and_a_pile_of_seven():
    # "Elke speler krijgt een bord en een derde bord wordt naast de spelers gelegd."
    # "Elke speler krijgt een hand van 7 kaarten en de resterende 7 kaarten worden als
    # trekstapel gesloten naast de Grens kaart gelegd." "De spelers en de Vrije Stad
    # krijgen elk 3 geld." "De spelers gebruiken dezelfde kaarten als in een spel met 3
    # spelers."
    state = ludwig_and_peter()
    assert state.num_players() == 2 and len(state.cities) == 3
    assert [c.coins for c in state.cities] == [3, 3, 3]
    assert len({c.wonder.name for c in state.cities}) == 3
    everything = Counter(c for h in state.hands for c in h)
    assert everything == Counter(deck(1, 3))
    # Ludwig, left of the Free City, has drawn the pile's top card already
    assert [len(h) for h in state.hands] == [8, 7, 6]
    view = state.view(LUDWIG)
    assert view["cities"][FREE_CITY]["free_city"] and view["cities"][FREE_CITY]["left"] == LUDWIG
    assert view["free_city"]["controller"] == LUDWIG and view["free_city"]["pile"] == 6
    assert "free_city" in state.view(None) and state.view(None)["hand"] == []


def test_ludwig_and_peter_first_turn():
    # "Ludwig, links van de Vrije Stad, neemt de Vrije Stad kaart in zijn hand. In de
    # eerste ronde van het spel kiest Peter een handkaart om te spelen en neemt Ludwig
    # de bovenste kaart van de trekstapel in zijn hand. Hij kiest dan een kaart voor de
    # Vrije Stad en een voor zijn eigen stad. De spelers tonen hun gekozen kaarten en
    # spelen deze, beginnend met de kaart voor de Vrije Stad. Dan nemen ze de stapel
    # kaarten aan de andere kant van de Grens kaart, zodat Peter nu de Vrije Stad kaart
    # heeft voor de tweede ronde. Daardoor moet hij nu een kaart van de trekstapel nemen
    # en voor zowel zijn eigen stad als voor de Vrije Stad spelen."
    state = ludwig_and_peter()
    ludwig_hand, peter_hand = state.hands[LUDWIG][:], state.hands[PETER][:]
    assert state.current_players() == [LUDWIG, PETER]
    # Peter picks a card of his hand as usual
    assert not any(m.free_city for m in state.legal_actions(PETER))
    peter = state.legal_actions(PETER)[0]
    state.apply(PETER, peter)
    # Ludwig picks for the Free City first ...
    free = state.legal_actions(LUDWIG)
    assert free and all(m.free_city and str(m).startswith("free city: ") for m in free)
    for_city = next(m for m in free if m.kind == "build") if any(
        m.kind == "build" for m in free) else free[0]
    state.apply(LUDWIG, str(for_city))
    assert state.current_players() == [LUDWIG]
    # ... then for his own city, from the rest of his hand
    own = state.legal_actions(LUDWIG)
    assert own and not any(m.free_city for m in own)
    assert for_city.card not in {m.card for m in own}
    assert state.view(LUDWIG)["free_city"]["pick"] == str(for_city)
    state.apply(LUDWIG, own[0])
    # played, the Free City's card first; then the piles change sides
    turn = state.events[-1]
    assert turn["kind"] == "turn" and len(turn["moves"]) == 3
    if for_city.kind == "build":
        assert CARDS.by_name(for_city.card, 1).id in state.cities[FREE_CITY].cards
    rest_of_ludwig = ludwig_hand[:]
    for name in (for_city.card, own[0].card):
        rest_of_ludwig.remove(next(c for c in rest_of_ludwig if CARDS[c].name == name))
    rest_of_peter = peter_hand[:]
    rest_of_peter.remove(next(c for c in rest_of_peter if CARDS[c].name == peter.card))
    assert state.holder == PETER and state.turn == 2
    assert names(state.hands[LUDWIG]) == names(rest_of_peter)
    drawn = state.hands[PETER][-1]
    assert names(state.hands[PETER]) == names(rest_of_ludwig + [drawn])
    assert [len(h) for h in state.hands] == [6, 7, 5]
    assert all(m.free_city for m in state.legal_actions(PETER))
    assert not any(m.free_city for m in state.legal_actions(LUDWIG))


def test_the_free_city_card_holder_per_age():
    # "Tijdperk I: de kaart wordt gegeven aan de speler links van de Vrije Stad.
    # Tijdperk II: ... rechts van de Vrije Stad. Tijdperk III: ... links."
    state = ludwig_and_peter(seed=4)
    seen = {}
    while not state.is_terminal():
        if state.phase == "pick" and state.turn == 1 and state.age not in seen:
            seen[state.age] = state.holder
            assert len(state.hands[state.holder]) == 8
        if state.phase == "pick":
            assert state.holder == seen[state.age] ^ ((state.turn - 1) & 1)
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[-1])
    assert seen == {1: LUDWIG, 2: PETER, 3: LUDWIG}


def test_the_last_pile_card_is_discarded_with_the_seventh():
    # "tijdens de zesde ronde van het Tijdperk is er slechts één kaart over in de
    # trekstapel van de Vrije Stad. Deze laatste kaart wordt samen met de zevende en
    # laatste kaart van de spelers afgelegd."
    state = new_game("7wonders", seed=2, players=2, sides="A",
                     wonders=["Rhodes", "Giza"])
    while not (state.turn == 6 and state.phase == "pick"):
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[0])
    pile = state.hands[FREE_CITY][:]
    # Peter holds the Free City card at the 6th turn: 2 cards and the one he drew
    assert len(pile) == 1 and [len(h) for h in state.hands[:2]] == [2, 3]
    for _ in range(3):  # the turn's three picks; then Age II is dealt
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[0])
    assert state.age == 2 and pile[0] in state.discard


def test_the_free_city_discards_only_a_card_it_cannot_build():
    # "de Vrije Stad mag slechts een kaart afleggen voor 3 geld als de kaart niet
    # gespeeld kan worden (Gebouw bouwen of Fase van een Wonder)."
    # Giza makes stone; its first stage needs two, and neither neighbour sells stone.
    state = table(
        player("Rhodes", name="Ludwig",
               hand=["Baths", "Guard Tower", "Lumber Yard", "Stone Pit", "Clay Pool",
                     "Ore Vein", "Loom", "Press"]),
        player("Olympia", name="Peter",
               hand=["Glassworks", "Altar", "Theater", "Tavern", "East Trading Post",
                     "West Trading Post", "Marketplace"]),
        free_city={"wonder": "Giza", "coins": 0, "holder": LUDWIG})
    # Baths (stone) is built with the Free City's own stone: no discard
    assert moves_with(state, LUDWIG, "Baths") == ["free city: build Baths"]
    # nobody makes clay for the Guard Tower, and no stage can be built: discard
    assert moves_with(state, LUDWIG, "Guard Tower") == ["free city: discard Guard Tower"]
    # a player may always discard
    state.apply(LUDWIG, "free city: build Baths")
    assert "discard Guard Tower" in moves_with(state, LUDWIG, "Guard Tower")


def test_the_free_city_never_discards_while_a_stage_can_be_built():
    # Rhodes' first stage (2 wood) can be bought, a wood from each player: every card
    # builds or goes under it
    state = table(
        player("Olympia", name="Ludwig", hand=["Aqueduct", "Statue", "Courthouse", "Forum",
                                             "Caravansery", "Vineyard", "Walls"]),
        player("Ephesus", name="Peter", cards=["Lumber Yard"],
               hand=["School", "Temple", "Sawmill", "Quarry", "Brickyard", "Foundry",
                     "Loom", "Glassworks"]),
        age=2, free_city={"wonder": "Rhodes", "coins": 5, "holder": PETER})
    legal = state.legal_actions(PETER)
    assert all(m.free_city for m in legal)
    assert not [m for m in legal if m.kind == "discard"]
    assert "free city: stage Foundry (left 2, right 2)" in map(str, legal)


def test_a_card_the_free_city_can_chain_is_built_for_free():
    # "Als de gekozen kaart voordeel heeft van Gratis bouwen (keten), dan MOET de kaart
    # gratis worden gebouwd."
    state = table(
        player("Olympia", name="Ludwig", cards=["Altar"],
               hand=["Aqueduct", "Statue", "Courthouse", "Forum", "Caravansery",
                     "Vineyard", "Walls"]),
        player("Ephesus", name="Peter",
               hand=["School", "Temple", "Sawmill", "Quarry", "Brickyard", "Foundry",
                     "Loom", "Glassworks"]),
        age=2, free_city={"wonder": "Rhodes", "coins": 9, "cards": ["Altar"],
                          "holder": PETER})
    assert moves_with(state, PETER, "Temple") == ["free city: build Temple (chain)"]


def test_the_holder_chooses_the_seller_even_the_dearer_one():
    # "Als een grondstof aanwezig is in beide steden mag de speler met de Vrije Stad
    # kaart kiezen van welke stad de grondstof wordt gekocht, zelfs als de kosten in de
    # andere stad lager zouden zijn."
    # The Free City (West Trading Post: raw materials from Ludwig, its left, at 1) builds
    # the School (wood, papyrus); both players sell wood and papyrus.
    state = table(
        player("Olympia", name="Ludwig", cards=["Press"],
               hand=["Aqueduct", "Statue", "Courthouse", "Forum", "Caravansery",
                     "Vineyard", "Walls"]),
        player("Ephesus", name="Peter", cards=["Lumber Yard"],
               hand=["School", "Temple", "Sawmill", "Quarry", "Brickyard", "Foundry",
                     "Loom", "Glassworks"]),
        age=2, free_city={"wonder": "Rhodes", "coins": 5, "cards": ["West Trading Post"],
                          "holder": PETER})
    school = [(m.left, m.right) for m in state.legal_actions(PETER)
              if m.card == "School" and m.kind == "build"]
    # wood from Ludwig at 1 and papyrus from Peter (1, 2); both from Ludwig (3, 0);
    # both from Peter (0, 4); and papyrus from Ludwig, wood from Peter though Ludwig's
    # wood is cheaper (2, 2)
    assert school == [(1, 2), (3, 0), (0, 4), (2, 2)]
    # a player in the Free City's seat would never be offered the dearer wood
    fc = state.cities[FREE_CITY]
    player_options = payment_options(
        CARDS.by_name("School").cost, fc.production, state.cities[LUDWIG].sellable,
        state.cities[PETER].sellable, fc.left_prices(), fc.right_prices())
    assert (2, 2) not in player_options
    state.apply(PETER, "free city: build School (left 2, right 2)")
    state.apply(PETER, "discard Temple")
    state.apply(LUDWIG, "discard Aqueduct")
    assert [c.coins for c in state.cities] == [3 + 2 + 3, 3 + 2 + 3, 5 - 4]


def test_the_free_city_card_holder_moves_in_order_and_may_take_back():
    state = ludwig_and_peter(seed=8)
    with pytest.raises(IllegalMoveError):  # the Free City's pick comes first
        state.apply(LUDWIG, state.moves_with(LUDWIG, state.hands[LUDWIG])[0])
    first = state.legal_actions(LUDWIG)[0]
    state.apply(LUDWIG, first)
    with pytest.raises(IllegalMoveError):  # one pick for the Free City a turn
        state.apply(LUDWIG, first)
    state.undo_pick(LUDWIG)
    assert state.legal_actions(LUDWIG)[0] == first and state.log == []
    with pytest.raises(IllegalMoveError):  # Peter never picks for it this turn
        state.apply(PETER, first)


def test_the_free_city_scores_and_cannot_win():
    # "De speler met de meeste winstpunten wint het spel. In geval van een gelijk
    # aantal punten wint de speler met het meeste geld."
    state = ludwig_and_peter(seed=5)
    while not state.is_terminal():
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[0])
    assert len(state.scores()) == 2 and set(state.winners()) <= {LUDWIG, PETER}
    view = state.view(None)
    assert view["cities"][FREE_CITY]["score"]["total"] >= 0
    keys = [(s["total"], c.coins) for s, c in zip(state.scores(), state.cities)]
    assert state.winners() == [p for p in (0, 1) if keys[p] == max(keys)]


def test_conflicts_include_the_free_city():
    # "De regels voor Conflict resolutie blijven onveranderd": each city against both
    # of the others.
    state = table(
        player("Rhodes", name="Ludwig", cards=["Stockade", "Barracks"], hand=[]),
        player("Olympia", name="Peter", cards=["Guard Tower"], hand=[]),
        free_city={"wonder": "Giza"}, age=1)
    assert state.age == 2  # every hand empty: Age I is over, its tokens in the position
    fight = new_game("7wonders", seed=3, players=2)
    while fight.age == 1:
        p = fight.current_players()[0]
        fight.apply(p, fight.legal_actions(p)[0])
    conflicts = next(e for e in fight.events if e["kind"] == "conflicts")
    assert {(p, q) for p, q, _ in conflicts["results"]} <= {
        (a, b) for a in range(3) for b in range(3) if a != b}
    assert len(conflicts["shields"]) == 3


def test_the_draw_and_the_pile_stay_hidden():
    # "De speler met de Vrije Stad kaart neemt de bovenste kaart van de trekstapel in
    # zijn hand": the card drawn is in the holder's hand only; the pile is face down.
    state = ludwig_and_peter(seed=6)
    drawn = CARDS[state.hands[LUDWIG][-1]].name
    pile = {CARDS[c].name for c in state.hands[FREE_CITY]}
    peter = json.dumps(state.view(PETER))
    assert drawn in state.view(LUDWIG)["hand"] and drawn not in peter
    assert not any(f'"{name}"' in peter for name in pile)
    assert state.view(PETER)["free_city"]["pile"] == 6
    assert "choices" not in state.view(PETER)["free_city"]


# The Free City's wonder powers, used by the player holding the Free City card.

def test_a_babylon_b_free_city_plays_the_last_pile_card():
    # Babylon B, stage 2: the 7th card is played instead of discarded. The Free City's
    # 7th card is its pile's last card; the 6th turn's holder (Peter) plays it.
    state = table(
        player("Rhodes", name="Ludwig", hand=["Lumber Yard", "Stone Pit"]),
        player("Giza", name="Peter", hand=["Clay Pool", "Ore Vein", "Loom"]),
        free_city={"wonder": "Babylon", "side": "B", "stages": 2, "holder": PETER,
                   "pile": ["Altar"]})
    assert state.turn == 6
    state.apply(PETER, "free city: build Clay Pool")
    state.apply(PETER, "build Ore Vein")
    state.apply(LUDWIG, "build Lumber Yard")
    assert state.phase == "seventh" and state.current_players() == [PETER]
    assert [str(m) for m in state.legal_actions(PETER)] == ["free city: build Altar"]
    state.apply(PETER, "free city: build Altar")
    assert "Altar" in state.cities[FREE_CITY].names and state.age == 2


def test_a_halicarnassus_free_city_digs_for_the_holder():
    # Halicarnassus A, stage 2 (3 ore): build a card of the discard pile for free.
    state = table(
        player("Rhodes", name="Ludwig", cards=["Ore Vein"],
               hand=["Lumber Yard", "Stone Pit", "Clay Pool", "Glassworks", "Press",
                     "Loom", "Clay Pit", "Timber Yard"]),
        player("Giza", name="Peter", cards=["Barracks"],
               hand=["Baths", "Theater", "East Trading Post", "West Trading Post",
                     "Marketplace", "Stockade", "Guard Tower"]),
        free_city={"wonder": "Halicarnassus", "stages": 1, "coins": 6, "cards": ["Ore Vein"],
                   "holder": LUDWIG}, discard=["Tavern"])
    stage = [str(m) for m in state.legal_actions(LUDWIG) if m.kind == "stage"]
    assert stage and stage[0].startswith("free city: stage ")
    state.apply(LUDWIG, stage[0])
    state.apply(LUDWIG, state.legal_actions(LUDWIG)[0])
    state.apply(PETER, state.legal_actions(PETER)[0])
    assert state.phase == "dig" and state.current_players() == [LUDWIG]
    assert "free city: dig Tavern" in map(str, state.legal_actions(LUDWIG))
    coins = state.cities[FREE_CITY].coins
    state.apply(LUDWIG, "free city: dig Tavern")
    assert "Tavern" in state.cities[FREE_CITY].names
    assert state.cities[FREE_CITY].coins == coins + 5  # the Tavern's 5 coins


def test_an_olympia_b_free_city_copies_a_guild_at_the_end():
    state = table(
        player("Rhodes", name="Ludwig", cards=["Spies Guild"], hand=[]),
        player("Giza", name="Peter", cards=["Traders Guild"], hand=[]),
        age=3, free_city={"wonder": "Olympia", "side": "B", "stages": 3})
    assert state.phase == "copy" and state.current_players() == [PETER]
    assert sorted(map(str, state.legal_actions(PETER))) == [
        "free city: copy Spies Guild", "free city: copy Traders Guild"]
    state.apply(PETER, "free city: copy Spies Guild")
    assert state.is_terminal() and state.cities[FREE_CITY].copied >= 0


def test_a_reason_for_the_free_city_names_it_not_you():
    """The holder reads why the Free City cannot build a card in the Free City's words
    ("the Free City makes 0"), not in its own ("you make")."""
    state = new_game("7wonders", seed=3, players=2)
    theirs: list[str] = []
    mine: list[str] = []
    while not state.is_terminal() and len(theirs) < 3:
        view = state.view(state.holder)
        if view.get("free_city") and view["free_city"]["choices"]:
            theirs += [c["reason"] for c in view["free_city"]["choices"]["cards"]
                       if c["reason"]]
            mine += [c["reason"] for c in view["choices"]["cards"] if c["reason"]]
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[0])
    assert theirs and all("you " not in r for r in theirs)
    assert any("the Free City makes" in r or "the Free City has" in r for r in theirs)
    assert all("Free City" not in r for r in mine)
