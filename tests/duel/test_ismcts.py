"""Duel's tree search (``engine.duel.ismcts``): legal, reproducible, takes a win at once,
keeps to its budget and deadline, and decides from the view alone."""

from __future__ import annotations

from engine.bots import make_bot
from engine.duel.ismcts import DuelIsmcts
from engine.games import new_game

from .helpers import names, table


def midgame(seed: int = 3, plies: int = 14):
    """A game some moves into Age I, played by the greedy bots."""
    st = new_game("duel", seed=seed)
    bots = [make_bot("duel", "greedy", seed + p) for p in (0, 1)]
    for _ in range(plies):
        p = st.current_players()[0]
        st.apply(p, bots[p].act(st.view(p), st.legal_actions(p)))
    return st


def test_the_search_plays_a_legal_move_within_its_budget():
    st = midgame()
    p = st.current_players()[0]
    bot = DuelIsmcts(seed=1, iterations=40)
    move = bot.act(st.view(p), st.legal_actions(p))
    assert move in st.legal_actions(p)
    assert bot.stats["playouts"] == 40 and not bot.stats["cut"]


def test_the_search_is_reproducible_from_its_seed():
    st = midgame()
    p = st.current_players()[0]
    view, legal = st.view(p), st.legal_actions(p)
    a = [DuelIsmcts(seed=s, iterations=60).act(view, legal) for s in (5, 5, 9)]
    assert a[0] == a[1]
    assert DuelIsmcts(seed=5, iterations=60).act(view, names(legal)) == str(a[0])


def test_a_military_supremacy_is_taken_at_once():
    """Rulebook "Seger": the pawn entering the opponent's capital wins at once; the
    search plays Walls (2 shields) with the pawn 7 steps out, whatever its budget."""
    st = table(2, ["Walls", "Aqueduct", "Library"], pawn=7, players=(
        {"coins": 30}, {"coins": 30}))
    bot = DuelIsmcts(seed=2, iterations=10_000)
    assert str(bot.act(st.view(0), st.legal_actions(0))) == "build Walls"
    assert bot.stats["playouts"] == 0


class Ticks:
    """A fake clock: one second later at every reading."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def test_the_deadline_stops_the_search_before_an_iteration_starts():
    st = midgame()
    p = st.current_players()[0]
    bot = DuelIsmcts(seed=1, iterations=1000, time_limit=5.5, clock=Ticks())
    move = bot.act(st.view(p), st.legal_actions(p))
    assert move in st.legal_actions(p)
    # asked at 1, so the deadline is 6.5: the checks read 2, 3, 4, 5 and 6 (five
    # iterations start) and then 7
    assert bot.stats == {"playouts": 5, "cut": True, "root_visits": 5}


def hidden_swapped(st):
    """The same table with one face-down card of the structure exchanged for one
    removed unseen: no player's view can tell them apart."""
    other = st.clone()
    s = next(s for s, c in enumerate(st.slots) if c >= 0 and not st.face_up[s])
    out = st.removed[st.age - 1][0]
    other.slots = st.slots[:]
    other.slot_of = st.slot_of[:]
    other.removed = [r[:] for r in st.removed]
    inside = st.slots[s]
    other.slots[s], other.slot_of[out], other.slot_of[inside] = out, s, -1
    other.removed[st.age - 1][0] = inside
    return other


def test_the_search_never_reads_the_hidden_cards():
    st = midgame()
    other = hidden_swapped(st)
    p = st.current_players()[0]
    assert other.slots != st.slots
    assert other.view(p) == st.view(p)
    legal = st.legal_actions(p)
    assert other.legal_actions(p) == legal
    moves = [DuelIsmcts(seed=4, iterations=80).act(x.view(p), legal) for x in (st, other)]
    assert moves[0] == moves[1]


def test_the_tree_is_kept_from_move_to_move():
    """After the bot's move and the opponent's answer, the search starts from the
    subtree under them: its root has visits already."""
    st = midgame()
    p = st.current_players()[0]
    bot = DuelIsmcts(seed=3, iterations=300)
    st.apply(p, bot.act(st.view(p), st.legal_actions(p)))
    while st.current_players() != [p]:
        q = st.current_players()[0]
        st.apply(q, st.legal_actions(q)[0])
    bot.act(st.view(p), st.legal_actions(p))
    assert bot.stats["root_visits"] > 300
    # another game's position does not continue the last one: a new tree
    other = midgame(seed=8, plies=16)
    q = other.current_players()[0]
    bot.act(other.view(q), other.legal_actions(q))
    assert bot.stats["root_visits"] == 300


def test_the_levels_are_the_tree_search():
    for level in ("hard", "strong", "strong:7", "strong@6"):
        assert isinstance(make_bot("duel", level, 1), DuelIsmcts)
    assert make_bot("duel", "strong:7", 1).playouts == 7


def policy_odds(st, p):
    """The playout policy's chance of each move, read off every draw it can make."""
    from fractions import Fraction

    totals = []
    DuelIsmcts.sampled(st, p, lambda n: totals.append(n) or 0)
    total = totals[0]
    odds: dict = {}
    for r in range(total):
        m = DuelIsmcts.sampled(st, p, lambda n, r=r: r)
        odds[m] = odds.get(m, 0) + Fraction(1, total)
    return odds


def test_the_playout_draws_each_legal_move_by_its_kind_weight():
    """The playout draws a move without listing the legal moves, with the chances of
    weighing the list (a build 4, a wonder 3, a discard 1), the rules' own list."""
    from fractions import Fraction

    from engine.duel.ismcts import KIND_WEIGHT

    for seed, plies in ((3, 14), (5, 9), (8, 30), (11, 50)):
        st = midgame(seed, plies)
        if st.phase != 1:  # not a card to take
            continue
        p = st.current_players()[0]
        legal = st.legal_actions(p)
        weights = {m: KIND_WEIGHT[m.kind] for m in legal}
        total = sum(weights.values())
        assert policy_odds(st, p) == {m: Fraction(w, total) for m, w in weights.items()}


def test_the_playout_moves_are_legal_and_end_the_game():
    from engine.rng import Rng

    st = midgame(seed=6, plies=10)
    bot = DuelIsmcts(seed=1)
    rng = Rng(7)
    s = st.clone()
    while not s.is_terminal():
        p = s.current_players()[0]
        if s.phase == 1:
            m = DuelIsmcts.sampled(s, p, rng.below)
            assert m in s.legal_actions(p)
            s.apply(p, m)
        else:
            s.apply(p, s.legal_actions(p)[0])
    assert DuelIsmcts(seed=1, cutoff=None).playout(st.clone(), Rng(7)) in (0.0, 0.5, 1.0)
    cut = bot.playout(st.clone(), Rng(7))  # cut after CUTOFF plies: the learnt value
    assert 0.0 < cut < 1.0


def test_a_playout_cut_short_is_scored_where_a_card_is_taken():
    """The cut waits for a card to be taken: a token or a draft choice in progress
    is played first, so the value always reads a whole turn's position."""
    from engine.duel.phases import PLAY
    from engine.rng import Rng

    seen = []

    class Spy(DuelIsmcts):
        def score(self, s):
            seen.append(s.phase)
            return super().score(s)

    st = new_game("duel", seed=4)
    for i in range(30):
        Spy(seed=i, cutoff=i % 6).playout(st.clone(), Rng(i))
    assert seen and set(seen) == {PLAY}


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
        drawn = {str(DuelIsmcts.sampled(st, p, rng.below, 1)) for _ in range(30)}
        assert drawn == {win}
        plain = {str(DuelIsmcts.sampled(st, p, rng.below)) for _ in range(60)}
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
    drawn = {str(DuelIsmcts.sampled(st, 1, rng.below, 2)) for _ in range(30)}
    assert drawn == {"discard University"}
    assert len({str(DuelIsmcts.sampled(st, 1, rng.below, 1)) for _ in range(60)}) > 1


def test_first_play_urgency_keeps_the_search_legal_and_reproducible():
    """With UCB1 (``prior`` 0) and ``fpu`` (an untried move waits while a tried one's
    UCB1 value reaches it) the search still plays a legal move, the same one from the
    same seed."""
    st = midgame()
    p = st.current_players()[0]
    view, legal = st.view(p), st.legal_actions(p)
    moves = []
    for fpu in (0.0, 1.0, 1.0):
        bot = DuelIsmcts(seed=5, iterations=60, fpu=fpu, reuse=False, prior=0.0)
        moves.append(bot.act(view, legal))
        assert moves[-1] in legal
    assert moves[1] == moves[2]


def test_the_win_check_looks_up_costs_only_when_a_card_could_win():
    """``winning`` without the player's cost table finds what it finds with it: the
    sixth symbol when it can be paid, nothing when it cannot, and no cost table is
    looked up when no card could win."""
    from engine.duel.ismcts import winning

    for coins, win in ((30, "build University"), (0, None)):
        st = table(3, ["Palace", "University", "Arsenal", "Senate"], players=(
            {"cards": FIVE, "coins": coins}, {"coins": 30}))
        for cache in (st._costs(0), None):
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
    from engine.duel import actions as A
    from engine.duel.ismcts import priors

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
    assert priors([A.DESTROY_A[0], A.DESTROY_A[1]]) == [0.5, 0.5]


def test_ucb1_and_puct_both_find_a_legal_move_and_differ_only_in_choice():
    """The search before the prior (``prior`` 0) is kept to measure against; both play
    legal moves from the same view, each reproducible from its seed."""
    st = midgame()
    p = st.current_players()[0]
    view, legal = st.view(p), st.legal_actions(p)
    for prior in (0.0, 1.0):
        a, b = (DuelIsmcts(seed=7, iterations=120, prior=prior, reuse=False).act(view, legal)
                for _ in range(2))
        assert a == b and a in legal
