"""What a 7 Wonders move adds at once, for "Suggest a move" (engine.classic.bots.gain):
the move played on the player's city alone, scored by the score pad's rules."""

from __future__ import annotations

from engine import get_game
from engine.classic.bots.gain import move_gain
from engine.classic.data import CARDS


def first_hand(seed: int):
    state = get_game("7wonders").new_game(seed=seed, players=3)
    return state, [str(m) for m in state.legal_actions(0)]


def test_a_civilian_building_adds_its_points_and_costs_its_coins():
    """Altar and Theater: 2 victory points each, free (rulebook: civilian structures)."""
    found = 0
    for seed in range(60):
        state, legal = first_hand(seed)
        for move in ("build Altar", "build Theater"):
            if move in legal:
                assert move_gain(state, 0, move) == (2, 0)
                found += 1
    assert found


def test_selling_a_card_brings_three_coins_and_the_point_they_make():
    """Discard: 3 coins from the bank; 3 coins more in the treasury is 1 point more at
    the end (1 point for every 3 coins)."""
    state, legal = first_hand(1)
    discard = next(m for m in legal if m.startswith("discard "))
    assert move_gain(state, 0, discard) == (1, 3)


def test_buying_from_a_neighbour_costs_the_coins_paid():
    """Trading: the coins paid to the neighbour leave the treasury (and the card's own
    coin cost, if any, goes to the bank)."""
    for seed in range(60):
        state, legal = first_hand(seed)
        paid = [m for m in legal if m.startswith("build ") and m.endswith("(left 2)")]
        if paid:
            card = CARDS.by_name(paid[0].removeprefix("build ").split(" (")[0])
            assert move_gain(state, 0, paid[0])[1] == -2 - card.cost_coins
            return
    raise AssertionError("no first hand buying 2 from the left in 60 deals")


def test_a_move_the_model_does_not_know_has_no_gain_to_tell():
    state, _ = first_hand(1)
    assert move_gain(state, 0, "copy Scientists Guild") == (None, None)
