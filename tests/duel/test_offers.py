"""What a card or wonder costs, in the view's words (rulebook: "Kortkostnad", "Handel",
"Kedjor", progress token "Ekonomi"; discarding: 2 coins + 1 per yellow card)."""

from __future__ import annotations

from engine import new_game
from engine.duel.data import CARDS, WONDERS
from engine.rng import Rng
from tests.duel.helpers import table


def offer_of(state, viewer=0):
    return state.view(viewer)["offer"]


def test_a_missing_resource_costs_2_plus_what_the_opponent_makes():
    """Bruno makes 2 stone (Shelf Quarry), Antoine none: each of the Aqueduct's 3 stone
    costs Antoine 2 + 2 = 4 coins, 12 in all."""
    st = table(2, ["Aqueduct"], players=({"coins": 12}, {"cards": ["Shelf Quarry"]}))
    aqueduct = offer_of(st)["cards"]["Aqueduct"]
    assert aqueduct["status"] == "buy"
    assert aqueduct["price"]["bought"] == [{"resource": "stone", "price": 4, "rate_from": "",
                                            "opponent_makes": 2}] * 3
    assert aqueduct["price"]["own"] == {}
    assert aqueduct["price"]["total"] == 12
    assert aqueduct["reason"] == "costs 12: stone at 4 + stone at 4 + stone at 4"


def test_a_card_too_dear_says_what_it_costs_and_what_you_have():
    st = table(2, ["Aqueduct"], players=({"coins": 11}, {"cards": ["Shelf Quarry"]}))
    aqueduct = offer_of(st)["cards"]["Aqueduct"]
    assert aqueduct["status"] == "cannot"
    assert aqueduct["reason"] == "not enough coins: costs 12, you have 11"
    spectator = offer_of(st, None)["cards"]["Aqueduct"]  # the player to move, by name
    assert spectator["reason"] == "not enough coins: costs 12, Antoine has 11"


def test_coins_printed_on_the_card_are_paid_too():
    """Logging Camp costs 1 coin and no resource."""
    st = table(1, ["Logging Camp"], players=({"coins": 5}, {}))
    camp = offer_of(st)["cards"]["Logging Camp"]
    assert camp["price"] == {"printed": 1, "bought": [], "trade": 0, "total": 1,
                             "to_opponent": 0, "own": {}}
    assert camp["reason"] == "costs 1: 1 coin on the card"


def test_with_economy_the_opponent_receives_the_trading_coins():
    """Bruno owns Economy: the 12 coins Antoine pays for stone go to Bruno."""
    st = table(2, ["Aqueduct"], players=({"coins": 12},
                                         {"cards": ["Shelf Quarry"], "tokens": ["Economy"]}))
    aqueduct = offer_of(st)["cards"]["Aqueduct"]
    assert aqueduct["price"]["to_opponent"] == 12
    assert aqueduct["reason"].endswith("(12 to the opponent: Economy)")
    before = st.coins[1]
    st.apply(0, "build Aqueduct")
    assert st.coins == [0, before + 12]


def test_a_chained_card_is_free_and_names_the_card_with_the_symbol():
    st = table(2, ["Aqueduct"], players=({"coins": 0, "cards": ["Baths"]}, {}))
    aqueduct = offer_of(st)["cards"]["Aqueduct"]
    assert aqueduct["status"] == "chain" and aqueduct["price"]["total"] == 0
    assert aqueduct["reason"] == "free by chain: you own Baths"
    assert aqueduct["price"]["chain_from"] == "Baths"


def test_a_breakdown_names_the_trading_card_what_the_city_makes_and_the_one_of_cards():
    """Aqueduct (3 stone) for a city with Quarry (1 stone) and Stone Reserve: 1 stone
    its own, the other two at 1 each (Stone Reserve, not 2 + the opponent's 2)."""
    st = table(2, ["Aqueduct"], players=({"coins": 5, "cards": ["Quarry", "Stone Reserve"]},
                                         {"cards": ["Shelf Quarry"]}))
    price = offer_of(st)["cards"]["Aqueduct"]["price"]
    assert price["own"] == {"stone": 1}
    assert price["bought"] == [{"resource": "stone", "price": 1,
                                "rate_from": "Stone Reserve"}] * 2
    assert price["total"] == 2


def test_discarding_gives_2_coins_plus_1_per_yellow_card():
    st = table(1, ["Baths"], players=({"cards": ["Tavern"]}, {}))
    assert offer_of(st)["discard_payout"] == 3
    assert offer_of(st, 1)["discard_payout"] == 2


def test_every_offer_is_the_engine_price_and_the_legal_moves_agree():
    """Over random games: each breakdown adds up to what the engine charges, and a card
    is on sale (not "cannot") exactly when building it is legal."""
    for seed in range(6):
        st = new_game("duel", seed=seed)
        rng = Rng(seed)
        while not st.is_terminal():
            p = st.current_players()[0]
            v = st.view(p)
            if v["phase"] == "play":
                offer = v["offer"]
                assert offer["player"] == p
                for name, o in offer["cards"].items():
                    c = CARDS[[x.name for x in CARDS].index(name)]
                    assert o["price"]["total"] == st.card_price(p, c.id)
                    assert (o["status"] != "cannot") == (f"build {name}" in v["legal"])
                for name, o in offer["wonders"].items():
                    w = [x.name for x in WONDERS].index(name)
                    assert o["price"]["total"] == st.wonder_price(p, w)
            st.apply(p, rng.choice(st.legal_actions(p)))


def test_the_track_gives_each_player_the_distance_to_supremacy():
    st = table(1, ["Baths"], pawn=4)
    m = st.view(None)["military"]
    assert m["leader"] == 0 and m["to_supremacy"] == [5, 13]
    assert m["points"] == [5, 0]
    assert {"loser": 1, "step": 6, "coins": 5} in m["loot"]
