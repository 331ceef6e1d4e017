"""Rules beyond the book's worked examples: trading cards, choices, combinations."""

from __future__ import annotations

from engine.duel.data import DATA
from engine.duel.state import LIBRARY
from tests.duel.helpers import names, table


def test_customs_house_fixes_glass_and_papyrus_at_one():
    st = table(2, ["Caravansery"], players=(
        {"coins": 10, "cards": ["Customs House"]},
        {"cards": ["Glassworks", "Glassblower", "Press"]}))
    assert st.prices(0)[3:] == (1, 1)
    assert st.card_price(0, DATA.card_id("Caravansery")) == 2 + 1 + 1


def test_reserves_fix_their_resource():
    for reserve, r in (("Wood Reserve", 0), ("Clay Reserve", 1), ("Stone Reserve", 2)):
        st = table(2, ["Walls"], players=(
            {"cards": [reserve]}, {"cards": ["Sawmill", "Brickyard", "Shelf Quarry"]}))
        prices = st.prices(0)
        assert prices[r] == 1 and all(prices[q] == 4 for q in range(3) if q != r)


def test_choice_resources_do_not_raise_the_opponents_prices():
    st = table(2, ["Walls"], players=(
        {"cards": ["Forum", "Caravansery"],
         "wonders": [{"name": "Piraeus", "built": True},
                     {"name": "The Great Lighthouse", "built": True}]}, {}))
    assert st.prices(1) == (2, 2, 2, 2, 2)
    assert st.nraw[0] == 2 and st.ngoods[0] == 2


def test_two_choice_cards_cover_two_different_resources():
    st = table(3, ["Palace"], players=(
        {"coins": 0, "cards": ["Forum", "Glassblower", "Caravansery", "Lumber Yard"],
         "wonders": [{"name": "The Great Lighthouse", "built": True}]}, {}))
    # Palace: wood, clay, stone, 2 glass: Lumber Yard, Glassblower + Forum, and the
    # Caravansery and the Great Lighthouse give clay and stone
    assert st.card_price(0, DATA.card_id("Palace")) == 0
    assert "build Palace" in names(st.legal_actions(0))


def test_coins_per_card_count_when_built():
    st = table(3, ["Lighthouse", "Port"], players=(
        {"coins": 20, "cards": ["Tavern", "Forum", "Quarry", "Clay Pool", "Glassworks"]},
        {}))
    coins = st.coins[0] - st.card_price(0, DATA.card_id("Lighthouse"))
    st.apply(0, "build Lighthouse")  # chain from the Tavern: free; 3 yellow with itself
    assert st.coins[0] == coins + 3


def test_arena_counts_built_wonders():
    st = table(3, ["Arena"], players=(
        {"coins": 0, "cards": ["Brewery"],
         "wonders": [{"name": "The Sphinx", "built": True},
                     {"name": "Piraeus", "built": True}, "The Colossus"]}, {}))
    st.apply(0, "build Arena")
    assert st.coins[0] == 4


def test_theology_with_the_great_library_plays_again_after_the_choice():
    st = table(2, ["Aqueduct", "Walls", "Statue"], players=(
        {"coins": 40, "tokens": ["Theology"], "wonders": ["The Great Library"]}, {}))
    st.apply(0, "wonder The Great Library with Aqueduct")
    assert st.phase == LIBRARY
    st.apply(0, st.legal_actions(0)[0])
    assert st.current_players() == [0]


def test_law_from_the_great_library_can_win():
    st = table(3, ["Palace", "Obelisk"], players=(
        {"coins": 40, "wonders": ["The Great Library"],
         "cards": ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Study"]}, {}))
    st.box_tokens = [DATA.token_id(n) for n in ("Law", "Economy", "Masonry")]
    st.apply(0, "wonder The Great Library with Palace")
    st.apply(0, "token Law")
    assert st.victory() == {"type": "science", "winner": 0}


def test_strategy_counts_for_a_red_card_from_the_mausoleum():
    st = table(2, ["Aqueduct", "Statue"], discard=["Walls"], players=(
        {"coins": 40, "tokens": ["Strategy"], "wonders": ["The Mausoleum"]}, {}))
    st.apply(0, "wonder The Mausoleum with Aqueduct")
    st.apply(0, "mausoleum Walls")
    assert st.pawn == 3


def test_a_science_pair_from_the_mausoleum_takes_a_token():
    st = table(2, ["Aqueduct", "Statue"], discard=["Library"], board_tokens=["Philosophy"],
               players=({"coins": 40, "cards": ["Scriptorium"],
                         "wonders": ["The Mausoleum"]}, {}))
    st.apply(0, "wonder The Mausoleum with Aqueduct")
    st.apply(0, "mausoleum Library")
    assert names(st.legal_actions(0)) == ["token Philosophy"]
    st.apply(0, "token Philosophy")
    assert st.current_players() == [1]


def test_no_token_left_no_choice():
    st = table(2, ["Library", "Aqueduct"], board_tokens=[], players=(
        {"coins": 0, "cards": ["Scriptorium"]}, {}))
    st.apply(0, "build Library")
    assert st.current_players() == [1]


def test_a_third_military_token_zone_on_the_other_side():
    """Looting tokens belong to one side: pushing the pawn back through your own
    zones takes nothing."""
    st = table(2, ["Walls", "Aqueduct"], pawn=-4, players=(
        {"coins": 30}, {"coins": 30}), military_tokens=[[5], [2, 5]])
    st.apply(0, "build Walls")
    assert st.pawn == -2 and st.coins == [30 - 4, 30]


def test_wonder_with_the_seventh_and_an_extra_turn():
    st = table(2, ["Aqueduct", "Walls", "Statue"], players=(
        {"coins": 60, "wonders": [{"name": "The Pyramids", "built": True},
                                  {"name": "The Colossus", "built": True},
                                  {"name": "Piraeus", "built": True}, "The Sphinx"]},
        {"wonders": [{"name": "The Appian Way", "built": True},
                     {"name": "Circus Maximus", "built": True},
                     {"name": "The Mausoleum", "built": True}, "The Great Library"]}))
    st.apply(0, "wonder The Sphinx with Aqueduct")
    assert st.nbuilt == 7 and st.removed_wonders == [DATA.wonder_id("The Great Library")]
    assert st.current_players() == [0]
    assert all(a.kind != 3 for a in st.legal_actions(0))


def test_economy_and_architecture_together():
    st = table(2, ["Aqueduct", "Walls"], players=(
        {"coins": 40, "tokens": ["Architecture"], "wonders": ["The Pyramids"]},
        {"coins": 0, "tokens": ["Economy"], "cards": ["Shelf Quarry", "Press"]}))
    # 3 stone at 4 and a papyrus at 3: two stones free -> 4 + 3 = 7 of trading
    st.apply(0, "wonder The Pyramids with Aqueduct")
    assert st.coins == [33, 7]
