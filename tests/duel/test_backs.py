"""What a face-down card shows (rulebook, "Organisering av kortstrukturer"): the guilds
have a back of their own, so which face-down cards of Age III are guilds is public; a
card still covered says which cards cover it."""

from __future__ import annotations

from engine import new_game
from engine.duel.data import CARDS, PURPLE
from engine.duel.determinize import determinize
from engine.rng import Rng


def age_three(seed: int):
    """A seeded game played at random to the start of Age III."""
    st = new_game("duel", seed=seed)
    rng = Rng(seed)
    while st.age < 3 and not st.is_terminal():
        p = st.current_players()[0]
        moves = st.legal_actions(p)
        st.apply(p, moves[rng.below(len(moves))])
    return st


def test_the_guild_backs_of_age_three_are_shown_and_only_theirs():
    for seed in range(8):
        st = age_three(seed)
        if st.is_terminal():
            continue
        view = st.view(0)
        for sv in view["structure"]:
            if sv is None:
                continue
            is_guild = CARDS[st.slots[sv["slot"]]].color == PURPLE
            assert sv["back"] == ("guild" if is_guild else "age")
        return
    raise AssertionError("no game reached Age III")


def test_a_covered_card_names_the_slots_covering_it():
    st = new_game("duel", seed=1)
    while st.view(0)["phase"] == "draft":
        p = st.current_players()[0]
        st.apply(p, st.legal_actions(p)[0])
    for sv in st.view(0)["structure"]:
        if sv is None:
            continue
        assert sv["available"] == (sv["covered_by"] == [])
        for t in sv["covered_by"]:
            assert st.view(0)["structure"][t] is not None


def test_a_determinized_state_keeps_the_guilds_under_their_backs():
    checked = 0
    for seed in range(8):
        st = age_three(seed)
        view = st.view(0)
        backs = [sv for sv in view["structure"] if sv is not None and not sv["face_up"]]
        if st.is_terminal() or not any(sv["back"] == "guild" for sv in backs):
            continue
        for sample in range(4):
            d = determinize(view, sample)
            for sv in backs:
                assert (CARDS[d.slots[sv["slot"]]].color == PURPLE) == (sv["back"] == "guild")
            checked += 1
    assert checked >= 4
