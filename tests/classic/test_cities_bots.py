"""The bots with the Cities expansion: every level plays whole games legally, meets a
coin loss sensibly (coins rather than debt: a debt token is a point, a coin a third of
one), and the search's worlds are consistent with a Cities view."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.bots import make_bot
from engine.classic.bots.opponents import observations
from engine.classic.bots.policies import debt_move
from engine.classic.data import CARDS
from engine.classic.determinize import _own_picks, determinize, known_candidates
from engine.classic.moves import Move
from engine.games import new_game
from engine.rng import Rng
from tests.classic.cities import play, player, table


def play_bots(players: int, levels: list[str], seed: int):
    state = new_game("7wonders", seed=seed, players=players, cities="on")
    bots = [make_bot("7wonders", levels[i % len(levels)], seed=seed + i)
            for i in range(players)]
    while not state.is_terminal():
        for p in state.current_players():
            legal = state.legal_actions(p)
            move = bots[p].act(state.view(p), legal)
            assert move in legal or str(move) in map(str, legal)
            state.apply(p, move)
    return state


@pytest.mark.parametrize(("players", "levels"), [
    (4, ["random", "easy", "medium", "random"]),
    (8, ["easy", "medium"]),
    (2, ["easy", "medium"]),
    (3, ["hard:4", "easy", "medium"]),
])
def test_every_level_plays_cities_to_the_end(players, levels):
    state = play_bots(players, levels, seed=players)
    assert state.is_terminal() and len(state.scores()) == players


def test_a_loss_is_met_with_coins_late_and_a_reserve_early():
    legal = [Move.parse(t) for t in ("pay 3 debt 0", "pay 2 debt 1", "pay 1 debt 2",
                                     "pay 0 debt 3")]
    state = table(player("Giza", coins=4), player("Rhodes"), player("Ephesus"))
    assert str(debt_move(state.cities, 0, 3, legal)) == "pay 3 debt 0"
    assert str(debt_move(state.cities, 0, 1, legal)) == "pay 2 debt 1"  # keeps 2
    state.cities[0].coins = 9
    assert str(debt_move(state.cities, 0, 1, legal)) == "pay 3 debt 0"


@pytest.mark.parametrize("level", ["easy", "medium", "hard:4"])
def test_each_level_answers_the_debt_phase(level):
    fill = ["Altar", "Theater", "Baths"]
    state = play(table(player("Giza", hand=["Hideout", *fill[:2]]),
                       player("Rhodes", coins=6, hand=fill), player("Ephesus", hand=fill)),
                 "build Hideout", "discard Altar", "discard Altar")
    bot = make_bot("7wonders", level, seed=1)
    assert str(bot.act(state.view(1), state.legal_actions(1))) == "pay 1 debt 0"


def test_determinize_a_cities_view():
    """A sampled world keeps the public cities (debt, diplomacy, what is owed), the
    viewer's hand and the hand sizes, and deals each Age's black cards at most once."""
    state = new_game("7wonders", seed=4, players=5, cities="on")
    r = Rng(4)
    checks = 0
    while not state.is_terminal():
        for p in state.current_players():
            view = state.view(p)
            det = determinize(view, 7 * checks + p)
            checks += 1
            assert [len(h) for h in det.hands] == [len(h) for h in state.hands]
            assert sorted(det.hands[p]) == sorted(state.hands[p])
            assert det.debts.owed == state.debts.owed and det.turns == state.turns == 7
            assert [(c.debt, c.diplomacy) for c in det.cities] == [
                (c.debt, c.diplomacy) for c in state.cities]
            assert det.legal_actions(p) == state.legal_actions(p)
            black = Counter(c for h in det.hands for c in h if CARDS[c].is_black)
            assert all(k == 1 for k in black.values())
            state.apply(p, r.choice(state.legal_actions(p)))
    assert checks > 100


def test_the_search_reads_the_whole_age_when_coin_losses_crowd_the_recent_events():
    """At 8 players one turn's coin losses (each met is an event of its own) can push
    the age's first picks out of the view's last 12 events. The search reads the age
    from the whole log: its own picks, the hands it passed (followed from the age's
    first turn) and its receiver's picks for the opponent model."""
    state = new_game("7wonders", seed=5, players=8, cities="on")
    bots = [make_bot("7wonders", "easy", seed=5 + i) for i in range(8)]
    while (state.age, state.turn) != (3, 6):
        for p in state.current_players():
            state.apply(p, bots[p].act(state.view(p), state.legal_actions(p)))
    view = state.view(0)
    recent = {e["turn"] for e in view["events"] if e.get("age") == 3 and e.get("phase") == "pick"}
    assert recent == {5}  # the recent events lost the picks of turns 1-4
    assert sorted(_own_picks(view)) == [1, 2, 3, 4, 5]
    candidates = known_candidates(view)
    assert len(candidates) == 5
    for q, cards in candidates.items():
        assert not Counter(state.hands[q]) - Counter(cards)  # the hand is among them
    assert [t for t, _, _, _ in observations(view)] == [2, 3, 4, 5]
