"""A move searched by several searches side by side (root parallelisation): the visits
summed, the same move whatever order the searches answer in, reproducible from the
bot's seed, and refused for a bot that has no root statistics to share."""

from __future__ import annotations

import pytest

from engine import new_game
from engine.bots import make_bot
from engine.bots.shared import MOST_SHARES, SharedBot, merged, share_seed
from engine.duel.bots.search import DuelIsmcts
from engine.errors import ConfigError
from engine.rng import Rng


def test_the_most_visits_summed_over_the_searches_win():
    # alone, each search would play "a"; together "b" has the most visits
    first = {"a": (40, 20.0), "b": (35, 20.0), "c": (25, 5.0)}
    second = {"a": (30, 10.0), "b": (45, 30.0), "c": (25, 12.0)}
    assert merged([first]) == "a"
    assert merged([second]) == "b"
    assert merged([first, second]) == merged([second, first]) == "b"


def test_equal_visits_go_to_the_most_wins_then_to_the_text():
    assert merged([{"a": (10, 3.0), "b": (10, 4.0)}]) == "b"
    assert merged([{"b": (10, 4.0)}, {"a": (10, 4.0)}]) == "a"
    # a move only one search tried still counts its visits
    assert merged([{"a": (5, 1.0)}, {"b": (3, 3.0), "a": (0, 0.0)}]) == "a"


def test_no_move_at_all_is_an_error():
    with pytest.raises(ValueError):
        merged([{}, {}])


def test_each_share_has_its_own_seed_and_the_first_is_the_bots():
    assert share_seed(17, 0) == 17
    seeds = {share_seed(17, k) for k in range(MOST_SHARES)}
    assert len(seeds) == MOST_SHARES


def position(seed: int, plies: int):
    """A Duel position after ``plies`` random moves, and whose move it is."""
    state = new_game("duel", seed=seed)
    rng = Rng(seed)
    for _ in range(plies):
        p = state.current_players()[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
    return state, state.current_players()[0]


def test_a_searchs_root_visits_are_its_iterations():
    state, p = position(3, 12)
    bot = DuelIsmcts(seed=4, iterations=120, reuse=False)
    seen = bot.visits(state.view(p), state.legal_actions(p))
    assert sum(n for n, _ in seen.values()) == 120
    assert set(seen) <= {m.text for m in state.legal_actions(p)}
    assert all(0 <= w <= n for n, w in seen.values())


def test_a_shared_level_plays_legal_reproducible_moves():
    state, p = position(5, 20)
    legal = state.legal_actions(p)
    moves = []
    for _ in range(2):
        bot = make_bot("duel", "strong:60*3", 9)
        assert isinstance(bot, SharedBot)
        moves.append(bot.act(state.view(p), legal))
        assert bot.stats == {"playouts": 180, "shares": 3}
    assert moves[0] == moves[1] and moves[0] in legal
    # the page's worker answers in text: the same move
    text = make_bot("duel", "strong:60*3", 9).act(state.view(p), [m.text for m in legal])
    assert text == moves[0].text


def test_a_shared_game_goes_on_from_the_move_the_searches_chose_together():
    """Each search keeps its tree for the next move, under the move played (the merged
    one), not under the one it would have played alone."""
    state = new_game("duel", seed=8)
    bot = make_bot("duel", "strong:40*2", 2)
    rng = Rng(1)
    while not state.is_terminal():
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        move = bot.act(state.view(p), legal) if p == 0 else rng.choice(legal)
        assert move in legal
        state.apply(p, move)
    assert state.winner in (0, 1, None)


@pytest.mark.parametrize("level", ["strong*1", "strong*9", "strong*x", "strong*", "*2"])
def test_a_bad_share_count_is_a_config_error(level):
    with pytest.raises(ConfigError):
        make_bot("duel", level, 1)


def test_a_bot_without_root_statistics_cannot_share():
    with pytest.raises(ConfigError, match="cannot share"):
        make_bot("7wonders", "strong*2", 1)

