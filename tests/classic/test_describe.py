"""Moves as the log says them (``GAME.describe_move``), with the players' names; a card
played face down (a wonder stage, a discard) stays hidden from the others."""

from __future__ import annotations

import pytest

from engine import get_game
from engine.errors import InvalidMoveError

GAME = get_game("7wonders")


@pytest.fixture(scope="module")
def view():
    return GAME.new_game(seed=3, players=3, names=["Ann", "Bob", "Cy"]).view(0)


@pytest.mark.parametrize("text, sentence", [
    ("build Temple (left 2)", "builds Temple, pays 2 coins to Bob (left)"),
    ("build Temple (left 1, right 2)",
     "builds Temple, pays 1 coin to Bob (left) and 2 coins to Cy (right)"),
    ("build Tree Farm", "builds Tree Farm, pays 1 coin to the bank"),
    ("build Forum (chain)", "builds Forum, free by chain"),
    ("build Palace (olympia)", "builds Palace, free (Olympia)"),
    ("stage Loom (right 1)", "builds a wonder stage with Loom, pays 1 coin to Cy (right)"),
    ("stage a hidden card", "builds a wonder stage"),
    ("discard a hidden card", "discards a card for 3 coins"),
    ("discard Loom", "discards Loom for 3 coins"),
    ("dig Aqueduct", "builds Aqueduct from the discard pile, free"),
    ("pass", "builds nothing from the discard pile"),
    ("copy Spies Guild", "copies Spies Guild"),
])
def test_each_move_reads_as_a_sentence(view, text, sentence):
    assert GAME.describe_move(view, 0, text) == sentence


def test_the_neighbours_are_each_players_own(view):
    """Bob's left neighbour is Cy and his right neighbour Ann."""
    assert GAME.describe_move(view, 1, "build Temple (left 2, right 1)") == (
        "builds Temple, pays 2 coins to Cy (left) and 1 coin to Ann (right)")


def test_an_unreadable_move_is_a_named_error(view):
    with pytest.raises(InvalidMoveError):
        GAME.describe_move(view, 0, "juggle Temple")


def test_a_player_named_you_reads_in_the_second_person():
    """"You build Temple, pay 2 coins to Bob (left)"; a neighbour named You is "you"."""
    view = GAME.new_game(seed=3, players=3, names=["You", "Bob", "Cy"]).view(0)
    assert GAME.describe_move(view, 0, "build Temple (left 2)") == (
        "build Temple, pay 2 coins to Bob (left)")
    assert GAME.describe_move(view, 0, "discard Loom") == "discard Loom for 3 coins"
    assert GAME.describe_move(view, 1, "build Temple (right 2)") == (
        "builds Temple, pays 2 coins to you (right)")
