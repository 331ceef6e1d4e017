"""The search's opponent model: which kind of player each opponent is, read from the
picks the viewer saw it make (``engine.classic.bots.opponents``)."""

from __future__ import annotations

from engine.bots import make_bot
from engine.classic.bots import search_bot
from engine.classic.bots.opponents import _city_at, observations
from engine.classic.bots.policies import rbai_move, rbai_options
from engine.classic.determinize import cities_from_view
from engine.games import new_game
from engine.rng import Rng


def _play(levels: list[str], seed: int, until: tuple[int, int], viewer: int = 0):
    """Play to (age, turn); also keep each player's city names at each turn."""
    state = new_game("7wonders", seed=seed, players=len(levels))
    bots = [make_bot("7wonders", lv, seed=seed + i) for i, lv in enumerate(levels)]
    cards_at: dict[tuple[int, int, int], set[str]] = {}
    while (state.age, state.turn) != until:
        for q in range(state.n):
            cards_at[(state.age, state.turn, q)] = set(state.cities[q].names)
        for p in state.current_players():
            state.apply(p, bots[p].act(state.view(p), state.legal_actions(p)))
    return state, cards_at


def test_the_receiver_picked_from_the_hand_the_viewer_passed() -> None:
    """Age I passes left: seat 0's hand of turn t minus its pick is seat 1's at t + 1."""
    state, cards_at = _play(["medium"] * 3, seed=5, until=(1, 5))
    view = state.view(0)
    obs = observations(view)
    assert [(t, r) for t, r, _, _ in obs] == [(2, 1), (3, 1), (4, 1)]
    for t, r, hand, pick in obs:
        assert sorted(hand) == sorted(state.history[r][t - 1])
        assert pick.kind != "build" or pick.card in state.cities[r].names
        # the city it picked with: the cards it had then
        assert _city_at(view, r, t).names == cards_at[(1, t, r)]


def test_age_two_watches_the_other_neighbour() -> None:
    state, _ = _play(["medium"] * 3, seed=6, until=(2, 4))
    assert {r for _, r, _, _ in observations(state.view(0))} == {2}


def test_rbai_options_are_what_rbai_draws_from() -> None:
    state = new_game("7wonders", seed=8, players=4)
    for p in range(4):
        view, legal = state.view(p), state.legal_actions(p)
        cities = cities_from_view(view)
        opts = rbai_options(cities, p, 1, "pick", legal)
        drawn = {rbai_move(cities, p, 1, "pick", legal, Rng(s), exact=False)
                 for s in range(30)}
        assert drawn == set(opts)


def _shares(level: str, seed: int) -> dict[tuple[int, int], float]:
    """Seat 0 (a search bot) against two ``level`` bots: the chance it gives seat 1 of
    being soft at each (age, turn) it searched; checks even odds before any pick."""
    state = new_game("7wonders", seed=seed, players=3)
    # the inference reads the others' picks, whatever the playouts: the games of this
    # test are those of playouts to the end of the game
    me = search_bot(seed, 4, horizon=3, value=False)
    bots = [me] + [make_bot("7wonders", level, seed=seed + s) for s in (1, 2)]
    shares: dict[tuple[int, int], list[float]] = {}
    while not state.is_terminal():
        for p in state.current_players():
            move = bots[p].act(state.view(p), state.legal_actions(p))
            if p == 0 and "soft_share" in me.stats:
                shares[(state.age, state.turn)] = me.stats["soft_share"]
            state.apply(p, move)
    assert shares[(1, 1)][1:] == [0.5, 0.5]  # nothing seen yet
    return {k: v[1] for k, v in shares.items()}


def _late_shares(level: str, seed: int) -> dict[int, float]:
    """``_shares`` at the bot's last search of each age."""
    shares = _shares(level, seed)
    return {age: shares[max(k for k in shares if k[0] == age)] for age in (1, 2, 3)}


def test_the_bot_tells_rbai_from_a_greedy_player() -> None:
    """By the end of Ages I and II the search gives rbAI opponents a low chance of
    being soft, and greedy opponents (who play like soft at a low temperature) a high
    one. (In Age III both kinds take the points in front of them, and the picks tell
    them apart less well. The odds carry from age to age, so a greedy player whose
    Age I picks were rbAI's too (seed 13) is still doubted in Age II.)"""
    rbai = [x for seed in (11, 12, 13) for a, x in _late_shares("rbai", seed).items()
            if a < 3]
    greedy = [x for seed in (11, 12, 13) for a, x in _late_shares("medium", seed).items()
              if a < 3]
    assert max(rbai) < 0.3 and sum(rbai) / len(rbai) < 0.1
    assert sum(greedy) / len(greedy) > 0.75 and sum(x > 0.7 for x in greedy) >= 4


def test_what_an_age_told_is_kept_into_the_next() -> None:
    """The picks of the ages before are read too (the hands the bot held then are in
    its view's ``seen_before``): an age opens with the odds the earlier ones left, not
    at even odds again."""
    for level, kind in (("rbai", "rbai"), ("medium", "soft")):
        for seed in (11, 12):
            shares = _shares(level, seed)
            opening = [shares[(age, 1)] for age in (2, 3)]
            assert all(x < 0.3 for x in opening) if kind == "rbai" else all(
                x > 0.7 for x in opening), (level, seed, opening)


def test_a_fixed_share_skips_the_inference() -> None:
    state = new_game("7wonders", seed=3, players=3)
    for share in (1.0, 0.25):
        bot = search_bot(1, 4, soft_share=share)
        bot.act(state.view(0), state.legal_actions(0))
        assert bot.stats["soft_share"] == [share] * 3
