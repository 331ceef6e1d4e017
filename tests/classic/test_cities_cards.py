"""One test a black card and a guild of the Cities expansion (rulebook 003, "A kártyák
leírása", "A céhek leírása" and the symbol sheet; numbers from the printed cards).

Player 0 builds the card; its left neighbour is player 1, its right player 2."""

from __future__ import annotations

from typing import Any

from engine.classic.scoring import score_city
from tests.classic.cities import pay_all, player, table

FILLERS = {1: ["Altar", "Theater", "Baths"], 2: ["Temple", "Statue", "Forum"],
           3: ["Pantheon", "Gardens", "Senate"]}
# cards that make the given resources, to pay a cost at home
MAKERS = {"WW": "Sawmill", "SS": "Quarry", "OO": "Foundry", "CC": "Brickyard",
          "W": "Lumber Yard", "S": "Stone Pit", "O": "Ore Vein", "C": "Clay Pool",
          "G": "Glassworks", "L": "Loom", "P": "Press"}


def makes(letters: str) -> list[str]:
    """Buildings that make ``letters`` at home (two of a kind from one card)."""
    out = []
    for r in "WSOCGLP":
        k = letters.count(r)
        if k >= 2:
            out.append(MAKERS[r * 2])
            k -= 2
        if k:
            out.append(MAKERS[r])
    return out


def build(name: str, age: int, me: dict[str, Any] | None = None,
          left: dict[str, Any] | None = None, right: dict[str, Any] | None = None,
          move: str = ""):
    """Player 0 builds ``name`` (or makes ``move``), the others discard; losses paid."""
    fill = FILLERS[age]
    me = {"wonder": "Giza", "coins": 10, **(me or {})}
    left = {"wonder": "Rhodes", **(left or {})}
    right = {"wonder": "Ephesus", **(right or {})}
    state = table(player(**me, hand=[name, *fill[:2]]), player(**left, hand=fill),
                  player(**right, hand=fill), age=age)
    state.apply(0, move or f"build {name}")
    state.apply(1, f"discard {fill[0]}")
    state.apply(2, f"discard {fill[0]}")
    return state


def test_pigeon_loft_copies_a_neighbours_green_symbol():
    state = build("Pigeon Loft", 1, me={"cards": ["Ore Vein"]},
                  left={"cards": ["Apothecary"]})
    assert state.cities[0].coins == 9 and state.cities[0].masks == 1
    assert score_city(state.cities, 0)["science"] == 1  # a compass
    assert state.view(0)["cities"][0]["masks_copy"] == ["compass"]


def test_militia():
    state = build("Militia", 1)
    assert (state.cities[0].shields, state.cities[0].coins) == (2, 7)


def test_hideout():
    state = build("Hideout", 1)
    assert state.debts.owed == [0, 1, 1]
    pay_all(state)
    assert [c.coins for c in state.cities] == [10, 5, 5]
    assert state.scores()[0]["black"] == 2


def test_residence_gives_a_diplomacy_token():
    state = build("Residence", 1, me={"cards": ["Clay Pool"]})
    assert state.cities[0].diplomacy == 1
    assert state.view(1)["cities"][0]["diplomacy"] == 1
    assert state.scores()[0]["black"] == 1


def test_gambling_den():
    """"A játékos elvesz 6 érmét a bankból, majd a játékos két szomszédja is elvesz
    ugyanonnan 1-1 érmét"."""
    state = build("Gambling Den", 1)
    assert [c.coins for c in state.cities] == [16, 3 + 3 + 1, 3 + 3 + 1]


def test_clandestine_dock_west_buys_from_the_left():
    state = build("Clandestine Dock West", 1)
    assert state.cities[0].dock == (1, 0)
    state.cities[0].coins = 10
    state._legal = [None] * 3
    # Rhodes (left) sells ore at 2, 1 with the dock; Ephesus (right) papyrus at 2
    assert state.payments(0, (0, 0, 1, 0, 0, 0, 0)) == [(1, 0)]
    assert state.payments(0, (0, 0, 1, 0, 0, 0, 1)) == [(1, 2)]


def test_clandestine_dock_east_with_a_marketplace_jani():
    """"Janinak van egy Piaca és egy Titkos keleti kikötője. Vesz egy szövetet és egy
    követ a jobboldali (keleti) szomszédjától: a szövet ára 0 érme lesz ..., a kő pedig
    2 érmébe fog kerülni. VAGY, 1 érmébe kerül neki a kő ..., és a szövet is 1"."""
    state = build("Clandestine Dock East", 1,
                  me={"wonder": "Babylon", "cards": ["Marketplace"]},
                  right={"cards": ["Loom", "Stone Pit"]})
    state._legal = [None] * 3
    loom_and_stone = (0, 1, 0, 0, 0, 1, 0)
    assert state.payments(0, loom_and_stone) == [(0, 2)]


def test_secret_warehouse_doubles_a_resource_it_makes():
    """"termel ... egy választása szerinti plusz nyersanyagot azok közül, melyet saját
    városa termel a barna vagy szürke kártyáin, illetve a csodatáblájának bal felső
    sarkán", not what a yellow card makes (Forum, Caravansery)."""
    state = build("Secret Warehouse", 1, me={"cards": ["Lumber Yard", "Caravansery"]})
    prod = state.cities[0].production
    assert (0, 1) in prod.choices  # wood or stone (Giza's board)
    assert state.payments(0, (2, 0, 0, 0, 0, 0, 0)) == [(0, 0)]  # WW at home
    assert state.cities[0].sellable.choices == ()  # neighbours cannot buy it


def test_gates_of_the_city():
    state = build("Gates of the City", 1, me={"cards": ["Lumber Yard"]})
    assert state.scores()[0]["black"] == 4 and state.cities[0].coins == 9


def test_spy_ring_copies_from_either_side():
    state = build("Spy Ring", 2, me={"cards": ["Stone Pit", "Clay Pool"]},
                  left={"cards": ["Workshop"]}, right={"cards": ["Workshop"]})
    assert state.cities[0].masks == 1
    assert score_city(state.cities, 0)["science"] == 1


def test_mercenaries():
    state = build("Mercenaries", 2, me={"cards": ["Press"]})
    assert (state.cities[0].shields, state.cities[0].coins) == (3, 6)


def test_lair():
    state = build("Lair", 2, me={"cards": ["Lumber Yard", "Glassworks"]})
    assert state.debts.owed == [0, 2, 2]
    assert state.scores()[0]["black"] == 3


def test_consulate():
    state = build("Consulate", 2, me={"cards": ["Clay Pool", "Press"]})
    assert state.cities[0].diplomacy == 1 and state.scores()[0]["black"] == 2


def test_gambling_house():
    state = build("Gambling House", 2)
    assert [c.coins for c in state.cities] == [10 - 1 + 9, 3 + 3 + 2, 3 + 3 + 2]


def test_black_market_makes_a_resource_the_city_lacks():
    """"termel ... egy választása szerinti plusz nyersanyagot, melyet saját városa nem
    termel a barna vagy szürke kártyáiból vagy a csodatáblájának kiinduló
    nyersanyagából"; yellow cards do not count."""
    state = build("Black Market", 2, me={"cards": ["Ore Vein", "Loom", "Forum"]})
    extra = state.cities[0].extra_choices
    assert extra == ((0, 3, 4, 6),)  # wood, clay, glass, papyrus: not stone, ore, loom
    assert state.payments(0, (0, 0, 0, 0, 0, 0, 1)) == [(0, 0)]


def test_sepulcher_costs_a_coin_a_victory_token():
    state = build("Sepulcher", 2, me={"cards": ["Stone Pit", "Glassworks", "Loom"]},
                  left={"conflict": [1, 1, -1]}, right={"conflict": [-1]})
    assert state.debts.owed == [0, 2, 0]
    assert state.scores()[0]["black"] == 4


def test_architect_cabinet_builds_stages_without_resources():
    """"a játékosnak nem kell nyersanyagokat fizetnie csodája szintjeinek megépítéséért.
    ... a pénzbeli költségéért azonban továbbra is be kell adnunk az érméket (Petra)"."""
    state = build("Architect Cabinet", 2, me={"wonder": "Petra", "cards": ["Press"]})
    state.cities[0].coins = 8
    state._legal = [None] * 3
    assert state.stage_payments(0) == [(0, 0)]  # Petra A stage 1 (WS) without resources
    state.apply(0, f"stage {state.hands[0] and state.view(0)['hand'][0]}")
    state.apply(1, f"discard {state.view(1)['hand'][0]}")
    state.apply(2, f"discard {state.view(2)['hand'][0]}")
    assert state.cities[0].stages == 1
    assert state.view(0)["choices"]["stage"]["cost"] == {"coins": 7, "resources": ""}
    assert state.stage_payments(0) == [(0, 0)]  # stage 2: 7 coins, 8 held
    state.cities[0].coins = 6
    state._legal = [None] * 3
    assert state.stage_payments(0) == []


def test_tabularium():
    state = build("Tabularium", 2, me={"cards": ["Lumber Yard", "Ore Vein", "Loom"]})
    assert state.scores()[0]["black"] == 6 and state.cities[0].coins == 8


def test_torture_chamber_copies_two_equal_cards_one_each_side():
    """"Egy játékos két egyforma kártyát is lemásolhat (ha van elég maszkja), ha mindkét
    szomszédos városában van belőle egy-egy"."""
    state = build("Torture Chamber", 3, me={"cards": ["Foundry", "Glassworks", "Spy Ring"]},
                  left={"cards": ["Workshop"]}, right={"cards": ["Workshop"]})
    assert state.cities[0].masks == 2
    assert score_city(state.cities, 0)["science"] == 4  # two gears


def test_contingent():
    state = build("Contingent", 3, me={"cards": ["Loom"]})
    assert (state.cities[0].shields, state.cities[0].coins) == (5, 5)


def test_brotherhood():
    state = build("Brotherhood", 3, me={"cards": makes("WWOL")})
    assert state.debts.owed == [0, 3, 3] and state.scores()[0]["black"] == 4


def test_embassy():
    state = build("Embassy", 3, me={"cards": makes("SLP")})
    assert state.cities[0].diplomacy == 1 and state.scores()[0]["black"] == 3


def test_cenotaph_counts_victory_tokens_not_their_value():
    state = build("Cenotaph", 3, me={"cards": makes("CCSLG")},
                  left={"conflict": [5, 3, -1]}, right={"conflict": [1]})
    assert state.debts.owed == [0, 2, 1] and state.scores()[0]["black"] == 5


def test_builders_union_counts_the_stages_of_that_turn():
    """The loss comes at the end of the turn, after the stages built in it."""
    fill = FILLERS[3]
    state = table(player("Giza", coins=10, cards=makes("CWPG"), hand=["Builders' Union",
                                                                      *fill[:2]]),
                  player("Rhodes", stages=1, cards=["Clay Pool", "Brickyard"], hand=fill),
                  player("Ephesus", hand=fill), age=3)
    state.apply(0, "build Builders' Union")
    state.apply(1, f"stage {fill[0]}")  # Rhodes A stage 2: CCC
    state.apply(2, f"discard {fill[0]}")
    assert state.cities[1].stages == 2 and state.debts.owed == [0, 2, 0]


def test_capitol():
    state = build("Capitol", 3, me={"cards": makes("CCSSGP")})
    assert state.scores()[0]["black"] == 8 and state.cities[0].coins == 8


def test_slave_market_counts_own_victory_tokens():
    state = build("Slave Market", 3, me={"cards": makes("OOWW"), "conflict": [1, 3, -1]})
    assert state.cities[0].coins == 12
    assert state.scores()[0]["black"] == 2


def test_secret_society_counts_own_black_cards_itself_included():
    state = build("Secret Society", 3, me={"cards": makes("SP") + ["Militia", "Lair"]})
    assert state.cities[0].coins == 13
    assert state.scores()[0]["black"] == 3 + 3  # Lair's 3 points, then 1 a black card


def test_counterfeiters_guild():
    state = build("Counterfeiters Guild", 3, me={"cards": makes("OOOGL")})
    assert state.debts.owed == [0, 3, 3] and state.scores()[0]["guilds"] == 5


def test_guild_of_shadows():
    state = build("Guild of Shadows", 3, me={"cards": makes("SSWP") + ["Militia"]},
                  left={"cards": ["Militia", "Lair"]}, right={"cards": ["Capitol"]})
    assert state.scores()[0]["guilds"] == 3  # its own black card does not count


def test_mourners_guild():
    """"A győzelemjelzők pontértékét (1, 3 vagy 5 pont) nem vesszük figyelembe"."""
    state = build("Mourners Guild", 3, me={"cards": makes("CCWGL"), "conflict": [5]},
                  left={"conflict": [5, 3, -1]}, right={"conflict": [1, -1]})
    assert state.scores()[0]["guilds"] == 3
