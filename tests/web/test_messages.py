"""Messages as values (issue 29): the engine's sentences carry their template and
arguments (``engine.words.Message``), and the page shows them in the person's language
by looking the template up (the page has no way left to match an English text back
against the catalogue)."""

from __future__ import annotations

import pytest
from wonders_ui import i18n

from engine import get_game, new_game
from engine.errors import IllegalMoveError
from engine.words import Message, say


@pytest.fixture
def danish():
    i18n.set_language("da")
    i18n.use_names("duel")  # as a Duel table does
    yield
    i18n.set_language("en")


def test_a_message_is_english_text_that_keeps_its_template():
    m = say("{move}: it costs {cost} coins, player {player} has {coins}",
            move="'build Caravansery'", cost=7, player=1, coins=4)
    assert isinstance(m, str) and isinstance(m, Message)
    assert m == "'build Caravansery': it costs 7 coins, player 1 has 4"
    assert m.template.startswith("{move}: it costs") and m.args["cost"] == 7


def test_a_refusal_of_the_engine_reads_in_danish_by_its_template(danish):
    state = new_game("duel", seed=3)
    p = state.current_players()[0]
    with pytest.raises(IllegalMoveError) as refused:
        state.apply(1 - p, state.legal_actions(p)[0])
    message = refused.value.args[0]
    assert isinstance(message, Message)
    shown = i18n.sentence(message)
    assert shown != str(message) and "spiller" in shown


def test_a_move_described_within_a_sentence_reads_in_danish(danish):
    """A sentence whose argument is a sentence (Duel's "{player} {move}"): each is
    looked up by its own template; the card names as the Danish rulebook prints them."""
    game = get_game("duel")
    state = new_game("duel", seed=3)
    p = state.current_players()[0]
    view = state.view(p)
    move = str(state.legal_actions(p)[0])
    described = game.describe_move(view, p, move)
    assert isinstance(described, Message)
    assert i18n.sentence(described) != str(described)
