"""Duel's tree search (``engine.duel.bots.search``): legal, reproducible, takes a win at once,
keeps to its budget and deadline, and decides from the view alone."""

from __future__ import annotations

from engine.bots import make_bot
from engine.duel.bots.policies import sampled
from engine.duel.bots.search import DuelIsmcts
from engine.games import new_game

from ..helpers import midgame, names, table


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


def test_the_playout_moves_are_legal_and_end_the_game():
    from engine.rng import Rng

    st = midgame(seed=6, plies=10)
    bot = DuelIsmcts(seed=1)
    rng = Rng(7)
    s = st.clone()
    while not s.is_terminal():
        p = s.current_players()[0]
        if s.phase == 1:
            m = sampled(s, p, rng.below)
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
