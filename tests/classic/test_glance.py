"""Progress at a glance (``engine.classic.glance``), read like the rulebook's examples:
science ("Scientific structures": squares of each symbol plus 7 a set) and trade
("Commerce": 2 coins a resource, 1 with a trading post or the Marketplace)."""

from __future__ import annotations

from engine.classic.glance import glance
from engine.classic.scoring import score_city
from tests.classic.helpers import player, table

SCIENCE = ["Scriptorium", "Library", "School",  # 3 tablets
           "Apothecary", "Dispensary",  # 2 compasses
           "Workshop"]  # 1 gear


def test_three_tablets_two_compasses_and_a_gear_make_21_and_what_comes_next():
    state = table(player("Babylon", cards=SCIENCE), player("Rhodes"), player("Giza"), age=2)
    science = glance(state, 0)["science"]
    # 3² + 2² + 1² + 7 (one set) = 9 + 4 + 1 + 7 = 21, as on the score pad
    assert science["points"] == 21 == score_city(state.cities, 0)["science"]
    assert science["sets"] == 1
    # a 2nd gear makes a 2nd set: 9 + 4 + 4 + 7 × 2 = 31 (+10); a 3rd compass:
    # 9 + 9 + 1 + 7 = 26 (+5); a 4th tablet: 16 + 4 + 1 + 7 = 28 (+7)
    assert science["next"] == {"gear": 10, "compass": 5, "tablet": 7}


def test_the_next_symbol_that_completes_a_set_counts_the_set():
    state = table(player("Babylon", cards=["Scriptorium", "Apothecary"]),
                  player("Rhodes"), player("Giza"))
    science = glance(state, 0)["science"]
    assert (science["points"], science["sets"]) == (2, 0)
    # a gear: 1 + 1 + 1 + 7 = 10, eight more; another tablet: 4 + 1 = 5, three more
    assert science["next"] == {"gear": 8, "compass": 3, "tablet": 3}


def test_a_wildcard_goes_where_the_next_symbol_scores_most():
    # the Scientists Guild's symbol is chosen at the end of the game (rulebook)
    state = table(player("Babylon", cards=["Scriptorium", "Apothecary", "Scientists Guild"]),
                  player("Rhodes"), player("Giza"), age=3)
    science = glance(state, 0)["science"]
    assert science["points"] == 10  # the wildcard makes the gear of a set
    # a real gear frees the wildcard to double a symbol: 4 + 1 + 1 + 7 = 13 (+3)
    assert science["next"]["gear"] == 3


def test_neighbours_sell_what_they_make_at_2_coins_or_1_with_a_discount():
    state = table(player("Babylon", cards=["Marketplace"]),
                  player("Rhodes", cards=["Lumber Yard", "Glassworks"]),
                  player("Giza", cards=["Tree Farm"]))
    trade = glance(state, 0)["trade"]
    left, right = trade["left"], trade["right"]
    assert (left["player"], right["player"]) == (state.left_of(0), state.right_of(0))
    rhodes = state.cities[left["player"]]
    assert left["sells"] == rhodes.sellable.to_json()
    assert "W" in left["sells"]["fixed"] and "G" in left["sells"]["fixed"]
    assert right["sells"]["choices"]  # the Tree Farm: wood or clay
    # the Marketplace: manufactured goods for 1 from both neighbours, raw ones still 2
    for side in (left, right):
        assert side["prices"]["G"] == side["prices"]["L"] == side["prices"]["P"] == 1
        assert side["prices"]["W"] == side["prices"]["O"] == 2


def test_a_trading_post_lowers_raw_materials_on_its_side_only():
    state = table(player("Babylon", cards=["East Trading Post"]),
                  player("Rhodes"), player("Giza"))
    trade = glance(state, 0)["trade"]
    prices = {side: trade[side]["prices"]["W"] for side in ("left", "right")}
    assert sorted(prices.values()) == [1, 2]
    assert trade["left"]["prices"]["G"] == trade["right"]["prices"]["G"] == 2


def test_the_view_holds_every_citys_glance():
    state = table(player("Babylon", cards=SCIENCE), player("Rhodes"), player("Giza"), age=2)
    view = state.view(1)
    assert view["glance"] == [glance(state, p) for p in range(3)]
