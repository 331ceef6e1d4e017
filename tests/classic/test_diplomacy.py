"""Diplomacy in the military conflicts (Cities rulebook 003, "Diplomácia").

The book: "A következő konfliktusfeloldásban a játékos nem fog részt venni, és el KELL
dobnia a diplomáciajelzőjét ... nem vesz magához semmilyen konfliktusjelzőt ... A
játékos két szomszédja egymás szomszédjává válik (kizárólag az aktuális konfliktus
erejéig)": a city holding a token sits out the next conflict, spends one token and
takes none; its two neighbours fight each other. "A játékos több diplomáciajelzőt is
magához vehet, de minden konfliktus feloldásánál el KELL dobnia egyet." "Ha a
konfliktusok feloldására csak két játékos marad, csak egymással mérik össze erejüket
és csak egy jelzőt vesznek magukhoz."

The tokens come from black cards and wonder stages (the Cities cards); here they are
put on the cities directly, as a position would hold them.
"""

from __future__ import annotations

from engine import new_game
from engine.classic.military import conflict_token, opponents, resolve_conflicts, standing
from engine.rng import Rng

from .helpers import player, table, turn

# the last turn of Age II: two cards in every hand, each player discards one
AGE2_HAND = ["Walls", "Bazar"]


def age2_table(*players):
    """A 4-player table on the last turn of Age II."""
    return table(*[player(w, cards=c, hand=list(AGE2_HAND)) for w, c in players], age=2)


def end_age(state):
    turn(state, *["discard Walls"] * state.n)
    return next(e for e in reversed(state.events) if e["kind"] == "conflicts")


def test_book_example_age_two_two_diplomats_side_by_side():
    """Book: "A II. kor konfliktus feloldásánál Gábor és Jani nem vettek részt
    (mindketten beadtak egy korábban megszerzett diplomáciajelzőt). Krisztinek nincs
    diplomáciajelzője ... Kriszti és Gergő a szokásos szabályok szerint összehasonlítja
    katonai erejét. Kriszti győz, de csak egy II. kori győzelemjelzőt vesz el, mivel
    csak egyetlen ellenfele volt"."""
    state = age2_table(("Alexandria", ["Stockade", "Walls"]),   # Gábor: 3 shields
                       ("Babylon", ["Archery Range", "Stables"]),  # Jani: 4
                       ("Ephesos", ["Stables"]),                # Kriszti: 2
                       ("Giza", ["Guard Tower"]))               # Gergő: 1
    gabor, jani, kriszti, gergo = range(4)
    state.cities[gabor].diplomacy = state.cities[jani].diplomacy = 1
    event = end_age(state)
    assert state.age == 3
    assert state.cities[kriszti].conflict == [3]  # one Age II victory, not two
    assert state.cities[gergo].conflict == [-1]
    assert state.cities[gabor].conflict == state.cities[jani].conflict == []
    assert [c.diplomacy for c in state.cities] == [0, 0, 0, 0]
    assert event["results"] == [[kriszti, gergo, 3], [gergo, kriszti, -1]]
    assert event["diplomacy"] == [gabor, jani]


def test_book_example_age_one_neighbours_become_neighbours():
    """Book: "A játék I. kora során Kriszti játékba hozza a Rezidenciát (Residence). A
    kor végén Kriszti nem vesz részt a konfliktus feloldásában. Két szomszédja, Gábor és
    Gergő összehasonlítja katonai erejét, majd magukhoz vesznek egy-egy
    konfliktusjelzőt, mintha szomszédok lennének." Kriszti sits out even with the
    strongest army ("még ha az adott játékosnak nagyobb is a katonai ereje")."""
    hand = ["Altar", "Theater"]
    state = table(player("Rhodos", cards=["Stockade"], hand=hand),          # Gábor: 1
                  player("Ephesos", cards=["Barracks", "Guard Tower"], hand=hand),  # Kriszti 2
                  player("Giza", hand=hand),                                 # Gergő: 0
                  player("Babylon", hand=hand))                              # Jani: 0
    gabor, kriszti, gergo, jani = range(4)
    state.cities[kriszti].diplomacy = 1
    assert opponents(state.cities, gergo) == [("left", jani, 1), ("right", gabor, 1)]
    turn(state, *["discard Altar"] * 4)
    assert state.age == 2
    assert state.cities[kriszti].conflict == []
    assert state.cities[gabor].conflict == [1, 1]  # beats Gergő (left now) and Jani
    assert state.cities[gergo].conflict == [-1]  # ties Jani, loses to Gábor
    assert state.cities[jani].conflict == [-1]


def test_the_standing_shows_the_cities_a_city_will_fight():
    """The view's military preview names the opponents of this age's conflict: none
    for the city that sits out, the nearest fighting city on each side for the others,
    and one opponent when only two fight."""
    state = age2_table(("Alexandria", ["Stockade", "Walls"]), ("Babylon", ["Stables"]),
                       ("Ephesos", ["Stables"]), ("Giza", ["Guard Tower"]))
    state.cities[0].diplomacy = state.cities[1].diplomacy = 1
    view = state.view(2)
    kriszti, gergo, gabor = (view["cities"][p]["military"] for p in (2, 3, 0))
    assert gabor["sits_out"] and gabor["left"] is None and gabor["right"] is None
    assert kriszti["left"] == {"player": 3, "shields": 1, "count": 1, "token": 3}
    assert kriszti["right"] is None and not kriszti["sits_out"]
    assert gergo["right"] == {"player": 2, "shields": 2, "count": 1, "token": -1}
    assert gergo["left"] is None
    assert view["cities"][0]["diplomacy"] == 1


def test_several_tokens_one_spent_a_conflict():
    """Book: several tokens possible, one spent at each conflict: a city holding two
    sits out Ages I and II and fights in Age III."""
    state = new_game("7wonders", seed=3, players=3)
    state.cities[0].diplomacy = 2
    rng = Rng(5)
    while not state.is_terminal():
        p = state.current_players()[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
    events = [e for e in state.events if e["kind"] == "conflicts"]
    for e in events[:2]:
        assert e["diplomacy"] == [0]
        assert all(0 not in (a, b) for a, b, _ in e["results"])
        # the two others fight once: one token each at most
        assert len(e["results"]) <= 2
    assert "diplomacy" not in events[2]
    assert state.cities[0].diplomacy == 0
    assert all(t in (-1, 5) for t in state.cities[0].conflict)


def test_a_city_left_alone_fights_nobody():
    """With every neighbour sitting out, nobody is left to fight: no token for anyone,
    and every token holder spends one."""
    state = table(player("Rhodos", cards=["Stockade"]), player("Giza"), player("Babylon"))
    state.cities[1].diplomacy = 1
    state.cities[2].diplomacy = 3
    alone = standing(state.cities, 0, 1)
    assert alone["left"] is None and alone["right"] is None and not alone["sits_out"]
    event = resolve_conflicts(state.cities, 1)
    assert event["results"] == [] and event["diplomacy"] == [1, 2]
    assert [c.diplomacy for c in state.cities] == [0, 0, 2]
    # the next conflict: city 1 fights again, city 2 still sits out
    assert opponents(state.cities, 0) == [("left", 1, 1)]


def test_five_players_one_diplomat_the_ring_closes_around_it():
    """Five cities, the middle one sits out: four battles, each a token a side."""
    state = table(*[player(w) for w in ("Rhodos", "Giza", "Babylon", "Ephesos", "Olympia")])
    for p, shields in enumerate((1, 2, 5, 3, 0)):
        state.cities[p].shields = shields
    state.cities[2].diplomacy = 1
    pairs = {(p, q) for p in range(5) for _, q, _ in opponents(state.cities, p)}
    assert pairs == {(0, 1), (1, 0), (1, 3), (3, 1), (3, 4), (4, 3), (4, 0), (0, 4)}
    resolve_conflicts(state.cities, 1)
    assert [sorted(c.conflict) for c in state.cities] == [[-1, 1], [-1, 1], [], [1, 1],
                                                          [-1, -1]]


def test_without_tokens_the_conflicts_are_the_base_game():
    """No token anywhere: each city fights both neighbours (rulebook, "End of an Age")."""
    state = table(player("Rhodos", cards=["Stockade"]), player("Giza"), player("Babylon"),
                  player("Ephesos"))
    assert opponents(state.cities, 0) == [("left", 1, 1), ("right", 3, 1)]
    assert "diplomacy" not in resolve_conflicts(state.cities, 1)


def test_the_conflicts_without_tokens_are_those_opponents_names():
    """``resolve_conflicts`` writes out the usual case (no token anywhere, no teams):
    every city takes, in order, the token against each opponent ``opponents`` names."""
    rng = Rng(7)
    for n in (3, 4, 5, 7, 8):
        for _ in range(40):
            state = new_game("7wonders", seed=rng.below(1000), players=n,
                             **({"cities": "on"} if n == 8 else {}))
            for city in state.cities:
                city.shields = rng.below(4)
            age = 1 + rng.below(3)
            want = [[p, q, token] for p in range(n) for _, q, _ in opponents(state.cities, p)
                    if (token := conflict_token(age, state.cities[p].shields,
                                                state.cities[q].shields))]
            event = resolve_conflicts(state.cities, age)
            assert event["results"] == want
            assert [c.conflict for c in state.cities] == [
                [t for p, _, t in want if p == c_] for c_ in range(n)]


def test_the_free_city_holding_a_token_sits_out_its_age():
    """Book, 2-player rules: "Ha a Szabad város egy diplomáciakártyát hoz játékba, nem
    vesz részt az adott kor katonai konfliktusában, és a két játékos csak egymással küzd
    meg": the two players fight each other once."""
    state = new_game("7wonders", seed=11, players=2)
    free = state.free_city
    state.cities[free].diplomacy = 1
    rng = Rng(2)
    while state.age == 1:
        p = state.current_players()[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
    event = next(e for e in state.events if e["kind"] == "conflicts")
    assert event["diplomacy"] == [free]
    assert state.cities[free].conflict == [] and state.cities[free].diplomacy == 0
    assert {(a, b) for a, b, _ in event["results"]} <= {(0, 1), (1, 0)}
    assert all(len(state.cities[p].conflict) <= 1 for p in (0, 1))
    shields = event["shields"]
    if shields[0] != shields[1]:
        assert len(event["results"]) == 2
