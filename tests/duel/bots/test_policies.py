"""Duel's playout policy and the search's prior (``engine.duel.bots.policies``): the playout
draws each move by its kind's weight, takes a win at once and the card that would win
for the opponent; the prior gives each card an equal share."""

from __future__ import annotations

from engine.duel.bots.policies import KIND_WEIGHT, priors, sampled, winning
from engine.duel.pricing import costs

from ..helpers import midgame, names, table


def policy_odds(st, p):
    """The playout policy's chance of each move, read off every draw it can make."""
    from fractions import Fraction

    totals = []
    sampled(st, p, lambda n: totals.append(n) or 0)
    total = totals[0]
    odds: dict = {}
    for r in range(total):
        m = sampled(st, p, lambda n, r=r: r)
        odds[m] = odds.get(m, 0) + Fraction(1, total)
    return odds


def test_the_playout_draws_each_legal_move_by_its_kind_weight():
    """The playout draws a move without listing the legal moves, with the chances of
    weighing the list (a build 4, a wonder 3, a discard 1), the rules' own list."""
    from fractions import Fraction

    for seed, plies in ((3, 14), (5, 9), (8, 30), (11, 50)):
        st = midgame(seed, plies)
        if st.phase != 1:  # not a card to take
            continue
        p = st.current_players()[0]
        legal = st.legal_actions(p)
        weights = {m: KIND_WEIGHT[m.kind] for m in legal}
        total = sum(weights.values())
        assert policy_odds(st, p) == {m: Fraction(w, total) for m, w in weights.items()}


FIVE = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Study"]  # five symbols


def test_a_decisive_playout_takes_a_win_at_once():
    """With ``decisive`` the playout builds what wins at once (rulebook "Seger"): the
    sixth different symbol, or the shields that reach the capital; the plain policy
    draws among all its moves."""
    from engine.rng import Rng

    science = table(3, ["Palace", "University", "Arsenal", "Senate"], players=(
        {"cards": FIVE, "coins": 30}, {"coins": 30}))
    military = table(3, ["Palace", "Arsenal", "Senate", "Lighthouse"], pawn=-6,
                     current=1, players=({"coins": 30}, {"coins": 30}))
    for st, p, win in ((science, 0, "build University"), (military, 1, "build Arsenal")):
        rng = Rng(3)
        drawn = {str(sampled(st, p, rng.below, 1)) for _ in range(30)}
        assert drawn == {win}
        plain = {str(sampled(st, p, rng.below)) for _ in range(60)}
        assert len(plain) > 1
        s = st.clone()
        s.apply(p, win)
        assert s.is_terminal() and s.winner == p


def test_a_guarding_playout_takes_the_card_that_would_win_for_the_opponent():
    """With ``decisive`` 2 the playout, with no win of its own, takes the card that
    would give the opponent a win at once (builds it, or discards it if it cannot pay)."""
    from engine.rng import Rng

    st = table(3, ["Palace", "University", "Arsenal", "Senate"], current=1, players=(
        {"cards": FIVE, "coins": 30}, {"coins": 0}))
    rng = Rng(5)
    drawn = {str(sampled(st, 1, rng.below, 2)) for _ in range(30)}
    assert drawn == {"discard University"}
    assert len({str(sampled(st, 1, rng.below, 1)) for _ in range(60)}) > 1


def test_the_win_check_looks_up_costs_only_when_a_card_could_win():
    """``winning`` without the player's cost table finds what it finds with it: the
    sixth symbol when it can be paid, nothing when it cannot, and no cost table is
    looked up when no card could win."""
    for coins, win in ((30, "build University"), (0, None)):
        st = table(3, ["Palace", "University", "Arsenal", "Senate"], players=(
            {"cards": FIVE, "coins": coins}, {"coins": 30}))
        for cache in (costs(st, 0), None):
            found = winning(st, 0, [], cache)
            assert (None if found is None else str(found)) == win
    st = table(3, ["Palace", "University", "Arsenal", "Senate"], players=(
        {"coins": 30}, {"coins": 30}))
    st._cc = [None, None]
    assert winning(st, 1, [], None) is None
    assert st._cc == [None, None]


def test_the_prior_gives_each_card_an_equal_share():
    """PUCT's prior: each available card weighs the same, split 4 : 3 : 1 between
    building it, its wonder moves together and discarding it; a card its player cannot
    build is discarded with its whole share."""
    from engine.duel import moves as M

    def prior(coins):
        st = table(1, ["Lumber Yard", "Stone Pit", "Baths"], players=(
            {"coins": coins, "wonders": ["The Pyramids", "The Colossus"]}, {}))
        legal = st.legal_actions(0)
        return dict(zip(names(legal), priors(legal)))

    rich = prior(30)
    assert len(rich) == 12 and abs(sum(rich.values()) - 1) < 1e-9
    assert abs(rich["build Baths"] - 1 / 3 * 4 / 8) < 1e-9
    assert abs(rich["wonder The Pyramids with Baths"] - 1 / 3 * 3 / 8 / 2) < 1e-9
    assert abs(rich["discard Baths"] - 1 / 3 * 1 / 8) < 1e-9
    poor = prior(0)  # Lumber Yard is free; the others cost what 0 coins cannot pay
    assert abs(poor["build Lumber Yard"] - 1 / 3 * 4 / 5) < 1e-9
    assert poor["discard Stone Pit"] == poor["discard Baths"] == 1 / 3
    assert priors([M.DESTROY_A[0], M.DESTROY_A[1]]) == [0.5, 0.5]
