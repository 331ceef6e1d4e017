"""What each move of a turn did, as the engine records it (``engine.classic.outcomes``):
the ``outcomes`` of every ``turn`` event, and the view's ``moves``, in seeded random
games of every set-up (3 and 7 players, the Free City, the 2nd edition, Cities).

Rulebook, "Commerce": the coins paid for a neighbour's resources go to that neighbour;
"the coins paid for a card go to the bank"; a chain builds for free. Cities ("Adósság"):
a coin loss is met with coins and debt tokens, one token for each coin not paid. Wonder stages are
built in order, and other players' stage and discard cards are played face down.
"""

from __future__ import annotations

import pytest

from engine import new_game
from engine.classic.data import ALL_CARDS
from engine.classic.moves import Move
from engine.classic.state import IDS_BY_NAME
from engine.rng import Rng

SETUPS = [{"players": 3}, {"players": 7, "sides": "B"}, {"players": 2},
          {"players": 4, "edition": 2}, {"players": 5, "cities": "on"}]


def played(seed: int, **setup):
    """A seeded random game played to its end, and the views of its first player at
    every turn."""
    state = new_game("7wonders", seed=seed, **setup)
    rng = Rng(seed)
    views = []
    while state.phase != "over":
        views.append(state.view(0))
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.below(len(legal))])
    return state, views


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: "-".join(map(str, s.values())))
def test_each_move_of_a_turn_says_what_it_did(setup):
    for seed in range(3):
        state, _ = played(seed, **setup)
        stages = {}
        for event in (e for e in state.events if e["kind"] == "turn"):
            outcomes = event["outcomes"]
            assert [[o["player"], o["text"]] for o in outcomes] == event["moves"]
            for o in outcomes:
                move = Move.parse(o["text"])
                assert o["kind"] == move.kind and o["card"] == (move.card or None)
                assert o["built"] == (move.kind in ("build", "stage", "dig"))
                assert o["city"] == (state.free_city if move.free_city else o["player"])
                n = state.n
                neighbours = {(o["city"] + 1) % n: move.left, (o["city"] - 1) % n: move.right}
                to_seats = {to: c for to, c in o["paid"] if to is not None}
                bank = sum(c for to, c in o["paid"] if to is None)
                if move.kind in ("build", "stage"):
                    assert to_seats == {s: c for s, c in neighbours.items() if c}
                if move.kind == "build":
                    cost = ALL_CARDS[IDS_BY_NAME[move.card][0]].cost_coins
                    assert bank == (0 if move.free else cost)
                if move.kind == "stage":
                    stages[o["city"]] = stages.get(o["city"], 0) + 1
                    assert o["stage"] == stages[o["city"]]
                    wonder = state.cities[o["city"]].wonder
                    assert bank == wonder.stages[o["stage"] - 1].cost_coins
                else:
                    assert o["stage"] is None
                if move.kind == "pay":  # Cities: a coin loss met, and what caused it
                    assert (bank, o["debt"]) == (move.coins, move.debt)
                    assert o["losses"] and all(c["city"] != o["city"] for c in o["losses"])
                    assert sum(c["coins"] for c in o["losses"]) == bank + o["debt"]
                else:
                    assert o["losses"] == []
        assert stages == {c: city.stages for c, city in enumerate(state.cities)
                          if city.stages}


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: "-".join(map(str, s.values())))
def test_the_view_shows_the_moves_as_data_and_hides_face_down_cards(setup):
    state, views = played(4, **setup)
    for view in views:
        assert [m["text"] for m in view["moves"]] == view["legal"]
        for m in view["moves"]:
            move = Move.parse(m["text"])
            assert (m["kind"], m["card"], m["free_city"]) == (
                move.kind, move.card or None, move.free_city)
        for event in view["events"]:
            for o in event.get("outcomes") or ():
                if o["player"] != 0 and o["kind"] in ("stage", "discard"):
                    assert o["card"] is None and "a hidden card" in o["text"]
    final = state.view(1)["log"]  # the game is over: every card is shown
    assert all(o["card"] for e in final for o in e.get("outcomes") or ()
               if o["kind"] in ("stage", "discard"))
