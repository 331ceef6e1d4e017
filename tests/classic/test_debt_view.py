"""The view's ``debt`` block (Cities rulebook 003, "Adósság"): in seeded random Cities
games, every player who meets a coin loss is told which city loses, the parts that
make up its loss (summing to ``owed``, each counted as the rule counts it in the
losing city) and, for each legal way, the coins, the debt tokens and the points it
costs at the end: the treasury row of the score pad once the way is taken."""

from __future__ import annotations

from engine import new_game
from engine.classic.data import CARDS
from engine.classic.effects import Loss
from engine.classic.scoring import CITIES_CATEGORIES, score_city
from engine.rng import Rng


def debt_views(players: int, seeds: range):
    """(state, player, view) at every coin loss to meet in seeded random games."""
    for seed in seeds:
        state = new_game("7wonders", seed=seed, players=players, cities="on")
        rng = Rng(seed)
        while state.phase != "over":
            if state.phase == "debt":
                for p in state.current_players():
                    yield state, p, state.view(p)
            p = state.current_players()[0]
            legal = state.legal_actions(p)
            state.apply(p, legal[rng.below(len(legal))])


def treasury(state, c: int) -> int:
    """City ``c``'s treasury row on the score pad (the Free City's too)."""
    return score_city(state.cities, c, CITIES_CATEGORIES)["treasury"]


def loss_of(state, cause: dict) -> Loss:
    """The loss effect of the card or stage a cause names."""
    if cause["card"]:
        effects = CARDS.by_name(cause["card"]).effects
    else:
        city = state.cities[cause["city"]]
        assert city.wonder.name == cause["wonder"]
        effects = city.wonder.stages[cause["stage"] - 1].effects
    return next(e for e in effects if type(e) is Loss and e.amount == cause["amount"])


def test_each_loss_is_told_with_its_causes_and_what_each_way_costs():
    seen = 0
    for players in (2, 3, 5):
        for state, p, view in debt_views(players, range(12)):
            debt = view["debt"]
            c = debt["city"]
            assert c == (view["free_city"]["index"] if view["legal"][0].startswith("free city:")
                         else p)
            assert debt["owed"] == state.debts.owed[c] == sum(x["coins"] for x in debt["causes"])
            for cause in debt["causes"]:
                assert cause["city"] != c
                loss = loss_of(state, cause)
                counted = 1 if loss.per == "flat" else state.cities[c].count(loss.per)
                assert (cause["per"], cause["count"]) == (loss.per, counted)
                assert cause["coins"] == cause["amount"] * counted
            assert [w["move"] for w in debt["ways"]] == view["legal"]
            before = treasury(state, c)
            for way in debt["ways"]:
                after = state.clone()
                after.apply(p, way["move"])
                assert after.cities[c].coins == state.cities[c].coins - way["coins"]
                assert after.cities[c].debt == state.cities[c].debt + way["debt"]
                assert way["coins"] + way["debt"] == debt["owed"]
                assert way["points"] == before - treasury(after, c)
            seen += 1
    assert seen >= 20


def test_only_a_player_with_a_loss_to_meet_sees_the_block():
    for state, _p, _view in debt_views(4, range(3)):
        for q in range(state.players):
            assert ("debt" in state.view(q)) == (q in state.current_players())
        assert "debt" not in state.view(None)
