"""The worked examples of the 7 Wonders Duel rulebook, as the book tells them.

Antoine is player 0 and Bruno player 1 throughout.
"""

from __future__ import annotations

import pytest

from engine.duel.data import DATA
from engine.duel.state import PLAY, START
from engine.errors import IllegalMoveError
from tests.duel.helpers import names, table


def test_card_costs_as_printed():
    """"Timmeranläggningen är gratis, Stengropen kostar 1 mynt, Badinrättningen 1 Sten
    och Arenan kräver 1 Lera, 1 Sten och 1 Timmer."""
    def cost(name):
        card = DATA.cards[DATA.card_id(name)]
        return card.cost_coins, dict(zip(("wood", "clay", "stone", "glass", "papyrus"),
                                         card.cost))
    assert cost("Lumber Yard") == (0, dict(wood=0, clay=0, stone=0, glass=0, papyrus=0))
    assert cost("Stone Pit")[0] == 1
    assert cost("Baths")[1]["stone"] == 1
    assert cost("Arena")[1] == dict(wood=1, clay=1, stone=1, glass=0, papyrus=0)


def test_antoine_builds_what_his_city_produces():
    """Antoine produces 1 stone, 3 clay and 1 papyrus: he can build the Baths (1 stone)
    or the Garrison (1 clay) for nothing, not the Apothecary (1 glass) without buying."""
    st = table(1, ["Baths", "Garrison", "Apothecary"], players=(
        {"coins": 0, "cards": ["Quarry", "Clay Pool", "Clay Pit", "Press"]}, {}))
    acts = names(st.legal_actions(0))
    assert "build Baths" in acts and "build Garrison" in acts
    assert "build Apothecary" not in acts  # 2 coins for glass, and Antoine has none
    assert st.card_price(0, DATA.card_id("Apothecary")) == 2


def test_stone_prices_follow_brunos_quarry():
    """Bruno produces 2 stone: Antoine pays 4 coins per stone; Bruno pays 2 for a
    third stone, as Antoine produces none."""
    st = table(3, ["Town Hall"], players=({"cards": []}, {"cards": ["Shelf Quarry"]}))
    assert st.prices(0)[2] == 4
    assert st.prices(1)[2] == 2


def test_bruno_pays_5_coins_for_fortifications():
    """Fortifications cost 2 stone, 1 clay, 1 papyrus; Bruno makes 2 stone, Antoine 1
    clay and no papyrus: 3 for the clay and 2 for the papyrus, 5 coins to the bank."""
    st = table(3, ["Fortifications"], current=1, players=(
        {"cards": ["Clay Pool"]}, {"coins": 9, "cards": ["Shelf Quarry"]}))
    assert st.card_price(1, DATA.card_id("Fortifications")) == 5
    st.apply(1, "build Fortifications")
    assert st.coins[1] == 4 and st.coins[0] == 7  # paid to the bank, not to Antoine


def test_antoine_pays_12_coins_for_the_aqueduct():
    """Antoine makes no stone; Bruno's 2 stone make each stone cost 4: 12 coins."""
    st = table(2, ["Aqueduct"], players=({"coins": 12}, {"cards": ["Shelf Quarry"]}))
    assert st.card_price(0, DATA.card_id("Aqueduct")) == 12
    st.apply(0, "build Aqueduct")
    assert st.coins[0] == 0


def test_aqueduct_out_of_reach_with_11_coins():
    st = table(2, ["Aqueduct"], players=({"coins": 11}, {"cards": ["Shelf Quarry"]}))
    assert "build Aqueduct" not in names(st.legal_actions(0))
    with pytest.raises(IllegalMoveError):
        st.apply(0, "build Aqueduct")
    assert st.coins[0] == 11 and st.log == []


def test_bruno_pays_7_coins_for_the_caravansery():
    """Caravansery: 2 coins, 1 glass, 1 papyrus; Antoine makes 1 glass: 2 + 3 + 2."""
    st = table(2, ["Caravansery"], current=1, players=(
        {"cards": ["Glassworks"]}, {"coins": 7}))
    assert st.card_price(1, DATA.card_id("Caravansery")) == 7
    st.apply(1, "build Caravansery")
    assert st.coins[1] == 0


def test_scriptorium_and_stone_pit_cost_coins():
    """"Skriptoriet kostar 2 mynt att bygga och Stengropen kostar 1 mynt."""
    st = table(1, ["Scriptorium", "Stone Pit"])
    assert st.card_price(0, DATA.card_id("Scriptorium")) == 2
    assert st.card_price(0, DATA.card_id("Stone Pit")) == 1


def test_bruno_discards_the_aqueduct_for_4_coins():
    """With the Tavern and the Clay Reserve, discarding gives 2 + 2 coins."""
    st = table(2, ["Aqueduct"], current=1, players=(
        {}, {"coins": 0, "cards": ["Tavern", "Clay Reserve"]}))
    st.apply(1, "discard Aqueduct")
    assert st.coins[1] == 4
    assert names([]) == [] and st.view(0)["discard"] == ["Aqueduct"]


def test_baths_chain_to_the_aqueduct():
    """Antoine has the Baths: in Age II he builds the Aqueduct for nothing."""
    st = table(2, ["Aqueduct"], players=({"coins": 0, "cards": ["Baths"]}, {}))
    st.apply(0, "build Aqueduct")
    assert st.coins[0] == 0 and DATA.card_id("Aqueduct") in st.cards[0]


def test_palisade_chain_to_the_fortifications():
    st = table(3, ["Fortifications"], current=1, players=(
        {}, {"coins": 0, "cards": ["Palisade"]}))
    assert "build Fortifications" in names(st.legal_actions(1))


def test_horse_breeders_cost_clay_and_wood_or_the_stable():
    st = table(2, ["Horse Breeders"], players=(
        {"coins": 0, "cards": ["Clay Pool", "Lumber Yard"]}, {}))
    assert "build Horse Breeders" in names(st.legal_actions(0))
    st = table(2, ["Horse Breeders"], players=({"coins": 0, "cards": ["Stable"]}, {}))
    assert "build Horse Breeders" in names(st.legal_actions(0))
    st = table(2, ["Horse Breeders"], players=({"coins": 0}, {}))
    assert "build Horse Breeders" not in names(st.legal_actions(0))


def test_antoine_builds_the_colossus():
    """Antoine pays 3 clay and 1 glass (not the card's cost), tucks the card under the
    Colossus and moves the conflict pawn 2 steps."""
    st = table(2, ["Aqueduct", "Walls"], players=(
        {"coins": 0, "cards": ["Clay Pool", "Brickyard", "Glassworks"],
         "wonders": ["The Colossus"]}, {}))
    st.apply(0, "wonder The Colossus with Aqueduct")
    assert st.pawn == 2 and st.coins[0] == 0
    assert st.view(None)["players"][0]["wonders"][0] == {
        "name": "The Colossus", "built": True, "card": "Aqueduct"}


def test_seventh_wonder_removes_the_last_one():
    """Bruno has built 4 wonders, Antoine 2; Antoine builds the Colossus, the 7th: the
    Pyramids, his last unbuilt wonder, go back to the box."""
    st = table(2, ["Aqueduct", "Walls"], players=(
        {"coins": 30, "wonders": [{"name": "The Sphinx", "built": True},
                                  {"name": "Piraeus", "built": True},
                                  "The Colossus", "The Pyramids"]},
        {"wonders": [{"name": w, "built": True} for w in (
            "The Appian Way", "Circus Maximus", "The Mausoleum", "The Great Library")]}))
    st.apply(0, "wonder The Colossus with Aqueduct")
    assert st.nbuilt == 7
    assert st.view(0)["removed_wonders"] == ["The Pyramids"]
    assert [w["name"] for w in st.view(0)["players"][0]["wonders"]] == [
        "The Sphinx", "Piraeus", "The Colossus"]
    assert not any(a.startswith("wonder") for a in names(st.legal_actions(st.player)))


def test_archery_range_pawn_and_looting():
    """Antoine builds the Archery Range (2 shields): the pawn moves 2 steps towards
    Bruno's capital, enters a new zone, and Bruno loses 2 coins; the token is gone."""
    st = table(2, ["Archery Range", "Walls"], pawn=1, players=(
        {"coins": 20}, {"coins": 7}))
    st.apply(0, "build Archery Range")
    assert st.pawn == 3 and st.coins[1] == 5
    assert st.view(0)["military_tokens"] == [[2, 5], [5]]


def test_looting_takes_only_what_is_there():
    st = table(2, ["Walls", "Aqueduct"], pawn=-2, current=1, players=(
        {"coins": 1}, {"coins": 20}))
    st.apply(1, "build Walls")
    assert st.pawn == -4 and st.coins[0] == 0


def test_looting_token_applies_once():
    st = table(2, ["Walls", "Aqueduct", "Courthouse"], pawn=3, players=(
        {"coins": 20}, {"coins": 20}), military_tokens=[[2, 5], [5]])
    st.apply(0, "discard Aqueduct")  # Bruno's turn
    st.apply(1, "build Walls")       # pawn back to 1
    assert st.pawn == 1 and st.coins[1] > 7


def test_military_supremacy_wins_at_once():
    st = table(3, ["Arsenal", "Academy"], pawn=6, players=(
        {"coins": 0, "cards": ["Sawmill", "Brickyard", "Clay Pool"]}, {}),
        military_tokens=[[2, 5], []])
    st.apply(0, "build Arsenal")
    assert st.is_terminal() and st.victory() == {"type": "military", "winner": 0}
    assert st.pawn == 9 and st.returns() == [1.0, 0.0]


def test_strategy_adds_a_shield_to_red_cards():
    """"En Militärbyggnad med 2 Sköldar tillåter dig att flytta Konfliktpjäsen 3 steg."""
    st = table(2, ["Walls", "Aqueduct"], players=(
        {"coins": 10, "tokens": ["Strategy"]}, {}))
    st.apply(0, "build Walls")
    assert st.pawn == 3


def test_science_pair_takes_a_progress_token():
    st = table(2, ["Library", "Aqueduct"], board_tokens=["Agriculture", "Law"], players=(
        {"coins": 0, "cards": ["Scriptorium"]}, {}))
    st.apply(0, "build Library")  # chain from the Scriptorium, quill pair
    assert st.current_players() == [0]
    assert names(st.legal_actions(0)) == ["token Agriculture", "token Law"]
    st.apply(0, "token Agriculture")
    assert st.coins[0] == 6 and st.current_players() == [1]
    assert st.view(1)["board_tokens"] == ["Law"]


def test_six_different_symbols_win_at_once():
    st = table(3, ["Academy", "Palace"], players=(
        {"coins": 30, "cards": ["Workshop", "Scriptorium", "Pharmacist", "Apothecary"],
         "tokens": ["Law"]}, {}))
    st.apply(0, "build Academy")
    assert st.victory() == {"type": "science", "winner": 0}


def test_accessible_cards_at_the_start_of_age_one():
    """At the start of an Age only the uncovered bottom row can be taken."""
    from engine import new_game

    st = new_game("duel", seed=3, wonders="first-game")
    avail = [s for s in range(20) if st.ncov[s] == 0]
    assert avail == [14, 15, 16, 17, 18, 19]
    assert len({a.a for a in st.legal_actions(0) if a.kind == 2}) == 6


def test_weaker_military_chooses_who_starts():
    """At the end of an Age the player with the pawn on their side chooses."""
    st = table(1, ["Guard Tower"], players=({}, {}))
    st.apply(0, "build Guard Tower")
    assert st.age == 2 and st.phase == START and st.current_players() == [1]
    assert names(st.legal_actions(1)) == ["start 0", "start 1"]
    st.apply(1, "start 0")
    assert st.phase == PLAY and st.current_players() == [0]


def test_pawn_in_the_middle_last_player_starts():
    """"Ifall pjäsen står mitt på brädet inleder samma spelare den nya Tidsåldern som
    senast var aktiv spelare." """
    st = table(1, ["Altar"], current=1)
    st.apply(1, "build Altar")
    assert st.age == 2 and st.phase == PLAY and st.current_players() == [1]


def test_extra_turn_on_the_last_card_is_lost():
    st = table(1, ["Altar"], pawn=-1, players=(
        {"coins": 30, "wonders": ["The Sphinx"]}, {}))
    st.apply(0, "wonder The Sphinx with Altar")
    assert st.age == 2 and st.phase == START and st.current_players() == [0]
    assert not st.extra


def test_face_down_card_turns_up_when_uncovered():
    from engine import new_game

    st = new_game("duel", seed=11, wonders="first-game")
    assert not st.face_up[9]  # row 3 of Age I lies face down
    covering = [st.slots[14], st.slots[15]]  # slot 9 (row 3, col 0) lies under 14, 15
    for player, c in zip((0, 1), covering):
        st.apply(player, f"discard {DATA.cards[c].name}")
    assert st.face_up[9] and st.ncov[9] == 0
    assert st.view(0)["structure"][9]["card"] == DATA.cards[st.slots[9]].name
    assert st.view(0)["structure"][10]["card"] is None


def test_civilian_victory_tie_goes_to_blue_points_then_shared():
    st = table(3, players=({"coins": 0, "cards": ["Palace"]},
                           {"coins": 0, "cards": ["Study", "Workshop", "Port"]}))
    # 7 points each; the Palace is blue
    assert st.is_terminal() and st.victory() == {"type": "civilian", "winner": 0}
    st = table(3, players=({"coins": 0, "cards": ["Palace"]},
                           {"coins": 0, "cards": ["Town Hall"]}))
    assert st.victory() == {"type": "civilian", "winner": None}
    assert st.returns() == [0.5, 0.5]


def test_civilian_score_categories():
    st = table(3, pawn=4, players=(
        {"coins": 10, "cards": ["Palace", "Study", "Port"], "tokens": ["Agriculture"],
         "wonders": [{"name": "The Pyramids", "built": True}]},
        {"coins": 2}))
    sc = st.scores()[0]
    assert sc == {"military": 5, "buildings": 7 + 3 + 3, "wonders": 9, "progress": 4,
                  "treasury": 3, "total": 5 + 13 + 9 + 4 + 3, "civilian": 7}
