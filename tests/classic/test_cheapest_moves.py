"""A pick's moves at their cheapest payment (``legal.cheapest_moves``), listed
without every payment, are what a bot keeps of the full listing: one move a card and
kind ("build", "stage", "discard") at the fewest coins to the neighbours (rulebook,
"Commerce"), a chain or a build with no trade before Olympia's free build, in the
listing's order. Checked against ``evaluation.cheapest(legal_actions(p))`` at every
pick of random games of each set-up; a pick applied from it unchecked
(``apply_listed``) leaves the game as ``apply`` does.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import new_game
from engine.classic.bots.evaluation import cheapest
from engine.classic.legal import Cheapest
from engine.rng import Rng
from tests.classic.helpers import card, player, table

SET_UPS: list[dict[str, Any]] = [
    {"players": 3}, {"players": 4}, {"players": 7},
    {"players": 5, "edition": 2},
    {"players": 6, "cities": "on"}, {"players": 8, "cities": "on"},
]


def play_checking(seed: int, config: dict[str, Any]) -> int:
    """A random game with ``config``; every pick's cheapest moves checked; two copies
    of the game, one applying each pick with ``apply``, one with ``apply_listed``
    (whenever the move is among the cheapest). Returns the picks checked."""
    state = new_game("7wonders", seed=seed, **config)
    twin = new_game("7wonders", seed=seed, **config)
    rng = Rng(seed)
    checked = 0
    while not state.is_terminal():
        for p in state.current_players():
            legal = state.legal_actions(p)
            listed = state.cheapest_moves(p)
            if listed is not None:
                assert type(listed) is Cheapest
                assert listed == cheapest(legal), (state.age, state.turn, p)
                assert cheapest(listed) is listed
                checked += 1
            move = legal[rng.below(len(legal))]
            state.apply(p, move)
            if listed is not None and move in listed:
                assert twin.cheapest_moves(p) == listed
                twin.apply_listed(p, move)
            else:
                twin.apply(p, move)
    assert twin.returns() == state.returns()
    assert twin.scores() == state.scores()
    return checked


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31), set_up=st.sampled_from(SET_UPS))
def test_cheapest_moves_are_the_cheapest_of_the_listing(seed: int,
                                                         set_up: dict[str, Any]) -> None:
    assert play_checking(seed, set_up) > 0


def test_cheapest_moves_of_a_free_city_game_are_left_to_the_full_listing() -> None:
    # the Free City's holder picks twice a turn from one hand: listed in full
    state = new_game("7wonders", seed=3, players=2)
    assert any(state.cheapest_moves(p) is None for p in state.current_players())


def test_a_trade_paid_is_the_cheapest_and_olympia_is_preferred_to_trading() -> None:
    # Olympia A: "build one building for free once per Age" after its second stage;
    # Baths cost 1 stone: bought from a neighbour for 2 coins, or built free (the free
    # build kept); Stockade costs 1 wood, which Olympia makes: built with no trade
    state = table(
        player("Olympia", cards=[], coins=5, stages=2),
        player("Giza", cards=["Stone Pit"]),
        player("Rhodes", cards=["Quarry"]),
        age=1,
    )
    state.hands[0] = [card("Baths", 1).id, card("Stockade", 1).id]
    builds = [m for m in state.cheapest_moves(0) if m.kind == "build"]
    assert [(m.card, m.free, m.left + m.right) for m in builds] == [
        ("Baths", "olympia", 0), ("Stockade", "", 0)]
    assert builds == [m for m in cheapest(state.legal_actions(0)) if m.kind == "build"]
