"""Petra and Byzantium, stage by stage (rulebook 003, "A csodák leírása"), Jani's
masks and the FAQ answers that need no Leaders."""

from __future__ import annotations

from engine.classic.scoring import score_city
from tests.classic.cities import pay_all, player, table
from tests.classic.test_cities_cards import FILLERS, makes


def stage(wonder: str, side: str, built: int, cost: str, coins: int = 3, age: int = 1,
          **me):
    """Player 0 builds the next stage of ``wonder`` with its costs made at home."""
    fill = FILLERS[age]
    state = table(player(wonder, side, stages=built, coins=coins, cards=makes(cost),
                         hand=fill, **me),
                  player("Rhodes", hand=fill), player("Ephesus", hand=fill), age=age)
    state.apply(0, f"stage {fill[0]}")
    state.apply(1, f"discard {fill[0]}")
    state.apply(2, f"discard {fill[0]}")
    return state


def test_petra_a():
    """"Az első szint 3 győzelmi pontot hoz. A második szint megépítése 7 pénzbe kerül
    és 7 győzelmi pontot hoz. A harmadik szint 7 győzelmi pontot hoz"."""
    state = stage("Petra", "A", 0, "WS")
    assert state.scores()[0]["wonder"] == 3
    state = stage("Petra", "A", 1, "", coins=7)
    assert (state.cities[0].coins, state.scores()[0]["wonder"]) == (0, 10)
    state = stage("Petra", "A", 2, "WSSP")
    assert state.scores()[0]["wonder"] == 17


def test_petra_a_second_stage_needs_seven_coins():
    state = table(player("Petra", stages=1, coins=6, hand=FILLERS[1]),
                  player("Rhodes", hand=FILLERS[1]), player("Ephesus", hand=FILLERS[1]))
    assert state.stage_payments(0) == []
    assert "not enough coins" in state.view(0)["choices"]["stage"]["reason"]


def test_petra_b():
    """"Az első szint 3 győzelmi pontot hoz és minden más játékosnak be kell fizetnie 2
    érmét. A második szint 14 érmébe kerül és 14 győzelmi pontot hoz"."""
    state = stage("Petra", "B", 0, "CCOO")
    assert state.debts.owed == [0, 2, 2]
    pay_all(state)
    assert state.scores()[0]["wonder"] == 3
    state = stage("Petra", "B", 1, "", coins=15)
    assert (state.cities[0].coins, state.scores()[0]["wonder"]) == (1, 17)


def test_byzantium_a():
    """"Az első szint 3 győzelmi pontot hoz. A második szint egy diplomáciajelzőt és 2
    győzelmi pontot hoz. A harmadik szint 7 győzelmi pontot hoz"."""
    assert stage("Byzantium", "A", 0, "OC").scores()[0]["wonder"] == 3
    state = stage("Byzantium", "A", 1, "WWP")
    assert state.cities[0].diplomacy == 1 and state.scores()[0]["wonder"] == 5
    assert stage("Byzantium", "A", 2, "CCGL").scores()[0]["wonder"] == 12


def test_byzantium_b():
    """"Az első szint egy diplomáciajelzőt és 3 győzelmi pontot hoz. A második szint
    egy diplomáciajelzőt és 4 győzelmi pontot hoz"."""
    state = stage("Byzantium", "B", 0, "WOGP")
    assert state.cities[0].diplomacy == 1 and state.scores()[0]["wonder"] == 3
    state = stage("Byzantium", "B", 1, "OOCL", diplomacy=1)
    assert state.cities[0].diplomacy == 2 and state.scores()[0]["wonder"] == 7


def test_jani_copies_one_compass_with_two_masks():
    """"A játék végén Janinak 2 kártyája van, melyen [maszk] látható. A baloldalán lévő
    játékosnak van egy tájoló szimbólummal jelölt zöld kártyája. A jobboldalán ülő
    játékos nem játszott ki zöld kártyát. Így Jani első [maszkja] lemásolja a
    [tájoló] szimbólumot, második ... haszontalanná válik"; with two compass cards on
    the left, both masks would copy one."""
    state = table(player("Giza", cards=["Pigeon Loft", "Spy Ring", "Apothecary"]),
                  player("Rhodes", cards=["Apothecary"]), player("Ephesus"))
    assert score_city(state.cities, 0)["science"] == 4  # two compasses
    state = table(player("Giza", cards=["Pigeon Loft", "Spy Ring", "Apothecary"]),
                  player("Rhodes", cards=["Apothecary", "Dispensary"]), player("Ephesus"))
    assert score_city(state.cities, 0)["science"] == 9  # three compasses


def test_masks_copy_a_symbol_the_city_has_and_choose_the_best():
    """"Egy kártya szimbólumát akkor is lemásolhatjuk, ha a saját városunkban is van egy
    ugyanolyan kártya"; the copy is chosen at the end, for the most points."""
    state = table(player("Giza", cards=["Pigeon Loft", "Workshop", "Apothecary"]),
                  player("Rhodes", cards=["Scriptorium", "Laboratory"]), player("Ephesus"))
    assert score_city(state.cities, 0)["science"] == 1 + 1 + 1 + 7  # the set of three
    assert state.view(0)["cities"][0]["masks_copy"] == ["tablet"]


def test_faq_halicarnassus_digs_a_diplomacy_card():
    """FAQ: "Ha egy játékos Halikarnasszosz ... segítségével egy befejezett korból hoz
    játékba egy diplomáciát adó kártyát ...? A játékos elveszi a diplomáciajelzőt"."""
    fill = FILLERS[2]
    state = table(player("Halicarnassus", stages=1, cards=makes("OOO"), hand=fill),
                  player("Rhodes", hand=fill), player("Ephesus", hand=fill),
                  age=2, discard=["Residence"])
    state.apply(0, f"stage {fill[0]}")
    state.apply(1, f"discard {fill[0]}")
    state.apply(2, f"discard {fill[0]}")
    assert state.phase == "dig"
    state.apply(0, "dig Residence")
    assert state.cities[0].diplomacy == 1
