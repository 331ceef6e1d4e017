"""The state API: set-up, the draft, move texts, errors, saves, determinism, views."""

from __future__ import annotations

import json

import pytest

from engine import new_game
from engine.duel import determinize, normalise_config
from engine.duel import moves as M
from engine.duel.data import DATA
from engine.errors import ConfigError, IllegalMoveError, InvalidMoveError
from engine.rng import Rng
from engine.saves import dumps, loads


def play(st, n: int, seed: int = 1):
    """Play ``n`` random moves (fewer if the game ends)."""
    bot = Rng(seed)
    for _ in range(n):
        if st.is_terminal():
            break
        p = st.current_players()[0]
        st.apply(p, bot.choice(st.legal_actions(p)))
    return st


def snapshot(st) -> str:
    return json.dumps([st.view(None), st.view(0), st.view(1), st.rng.state,
                       st.decks, st.removed, st.box_tokens], sort_keys=True)


def test_config_defaults_and_errors():
    assert normalise_config({}) == {"players": 2, "names": ["Player 1", "Player 2"],
                                    "wonders": "draft"}
    for bad in ({"players": 3}, {"names": ["A"]}, {"names": ["A", ""]},
                {"wonders": "random"}, {"colour": 1}, {"players": True}):
        with pytest.raises(ConfigError):
            normalise_config(bad)
    with pytest.raises(ConfigError):
        new_game("duel", seed="x")


def test_setup():
    st = new_game("duel", seed=42)
    assert st.num_players() == 2 and st.coins == [7, 7] and st.pawn == 0
    assert len(st.board_tokens) == 5 and len(st.box_tokens) == 5
    assert not set(st.board_tokens) & set(st.box_tokens)
    assert [len(d) for d in st.decks] == [20, 20, 20]
    assert sum(1 for c in st.decks[2] if c in DATA.guilds) == 3
    assert [len(r) for r in st.removed] == [3, 3, 3 + 4]
    assert st.loot == [2, 5, 2, 5]


def test_wonder_draft_order():
    """First player picks 1, second 2, first takes the last; then the second player
    picks first from 4 more."""
    st = new_game("duel", seed=9)
    order = []
    while st.phase == 0:
        p = st.current_players()[0]
        order.append(p)
        assert len(st.legal_actions(p)) == 4 - (len(order) - 1) % 3
        st.apply(p, st.legal_actions(p)[0])
    assert order == [0, 1, 1, 1, 0, 0]
    assert len(st.wonders[0]) == 4 and len(st.wonders[1]) == 4
    assert not set(st.wonders[0]) & set(st.wonders[1])
    assert st.age == 1 and st.current_players() == [0]


def test_first_game_wonders():
    st = new_game("duel", seed=1, wonders="first-game")
    names = [[DATA.wonders[w].name for w in st.wonders[p]] for p in (0, 1)]
    assert names == [["The Pyramids", "The Great Lighthouse", "The Temple of Artemis",
                      "The Statue of Zeus"],
                     ["Circus Maximus", "Piraeus", "The Appian Way", "The Colossus"]]
    assert st.age == 1 and st.current_players() == [0]


def test_every_action_text_parses_back():
    groups = [M.DRAFT_A, M.BUILD_A, M.DISCARD_A, M.TOKEN_A, M.DESTROY_A, M.MAUSOLEUM_A,
              M.START_A, *M.WONDER_A]
    n = 0
    for group in groups:
        for act in group:
            assert M.parse(str(act)) is act
            assert M.parse(str(act).upper()) is act
            assert hash(act) == hash(M.parse(str(act)))
            n += 1
    assert n == 12 + 4 * 73 + 10 + 2 + 12 * 73
    assert M.parse("  wonder   pyramids WITH aqueduct ") is M.WONDER_A[8][DATA.card_id("Aqueduct")]
    assert M.parse("build glass-blower") is M.BUILD_A[DATA.card_id("Glassblower")]


@pytest.mark.parametrize("text", ["", "fly", "build", "build Aquaduct", "wonder Pyramids",
                                  "wonder Pyramidz with Altar", "start 2", "token Lawn"])
def test_unreadable_moves(text):
    st = new_game("duel", seed=3, wonders="first-game")
    before = snapshot(st)
    with pytest.raises(InvalidMoveError):
        st.apply(0, text)
    assert snapshot(st) == before and st.log == []


def test_suggestions_in_errors():
    with pytest.raises(InvalidMoveError, match="Aqueduct"):
        M.parse("build Aquaduct")
    with pytest.raises(InvalidMoveError):
        M.parse(42)


def test_illegal_moves_leave_the_state_untouched():
    st = play(new_game("duel", seed=4, wonders="first-game"), 7)
    p = st.current_players()[0]
    legal = set(map(str, st.legal_actions(p)))
    before = snapshot(st)
    tried = 0
    for group in (M.BUILD_A, M.DISCARD_A, M.TOKEN_A, M.START_A, M.DRAFT_A):
        for act in group:
            if str(act) not in legal:
                with pytest.raises(IllegalMoveError):
                    st.apply(p, act)
                tried += 1
    with pytest.raises(IllegalMoveError):
        st.apply(1 - p, st.legal_actions(p)[0])  # not their turn
    assert tried > 100 and snapshot(st) == before


def test_no_moves_after_the_end():
    st = play(new_game("duel", seed=8), 1000)
    assert st.is_terminal() and st.current_players() == []
    assert st.legal_actions(0) == [] and st.legal_actions(1) == []
    with pytest.raises(IllegalMoveError):
        st.apply(0, "build Altar")


def test_save_round_trip():
    for seed in range(5):
        st = play(new_game("duel", seed=seed, names=["Ann", "Bob"]), 25 + 20 * seed, seed)
        back = loads(dumps(st))
        assert snapshot(back) == snapshot(st) and back.log == st.log
        assert back.config == st.config


def test_same_seed_and_moves_same_game():
    a = play(new_game("duel", seed=77), 60, 5)
    b = new_game("duel", seed=77)
    for p, text in a.log:
        b.apply(p, text)
    assert snapshot(a) == snapshot(b)
    c = play(new_game("duel", seed=78), 60, 5)
    assert snapshot(a) != snapshot(c)


def test_clone_is_independent():
    st = play(new_game("duel", seed=12), 30)
    before = snapshot(st)
    twin = st.clone()
    assert snapshot(twin) == before
    play(twin, 30, 9)
    assert snapshot(st) == before
    play(st, 30, 9)
    assert snapshot(st) == snapshot(twin)


def test_views_hide_what_players_may_not_see():
    for seed in range(10):
        st = play(new_game("duel", seed=seed), 8 + 3 * seed, seed)
        hidden = [c for s, c in enumerate(st.slots) if c >= 0 and not st.face_up[s]]
        hidden += st.removed[st.age - 1] + [c for d in st.decks[st.age:] for c in d]
        assert hidden
        for viewer in (0, 1, None):
            v = st.view(viewer)
            text = json.dumps(v)
            assert "seed" not in v and "rng" not in text
            for slot in v["structure"]:
                if slot is not None and not slot["face_up"]:
                    assert slot["card"] is None
            for c in hidden:
                assert f'"{DATA.cards[c].name}"' not in text
            for t in st.box_tokens:
                assert f'"{DATA.tokens[t].name}"' not in text
            assert v["box_tokens"] == len(st.box_tokens)


def test_great_library_draw_shown_only_to_the_drawer():
    from tests.duel.helpers import table

    st = table(2, ["Aqueduct", "Walls"], players=(
        {"coins": 40, "wonders": ["The Great Library"]}, {}))
    st.apply(0, "wonder The Great Library with Aqueduct")
    drawn = [DATA.tokens[t].name for t in st.library]
    assert st.view(0)["library"] == drawn
    for viewer in (1, None):
        text = json.dumps(st.view(viewer))
        assert st.view(viewer)["library"] is None
        assert not any(f'"{n}"' in text for n in drawn)


def test_draft_view_hides_the_second_group():
    st = new_game("duel", seed=2)
    v = st.view(0)
    text = json.dumps(v)
    assert len(v["draft"]["pool"]) == 4
    for w in st.draft_groups[1]:
        assert DATA.wonders[w].name not in text


def test_views_are_consistent_with_determinize():
    for seed in range(12):
        st = new_game("duel", seed=seed)
        bot = Rng(seed)
        while not st.is_terminal():
            p = st.current_players()[0]
            for viewer in (0, 1, None):
                v = st.view(viewer)
                d = determinize(v, seed + 1)
                v2 = d.view(viewer)
                for history in ("log", "events"):  # a determinized state starts afresh
                    v.pop(history)
                    v2.pop(history)
                assert v2 == v
            d = determinize(st.view(p), seed + 2)
            assert sorted(map(str, d.legal_actions(p))) == sorted(map(str, st.legal_actions(p)))
            st.apply(p, bot.choice(st.legal_actions(p)))


def test_determinize_samples_the_hidden_cards():
    st = play(new_game("duel", seed=31), 14)
    seen = set()
    for k in range(20):
        d = determinize(st.view(0), k)
        hidden = tuple(c for s, c in enumerate(d.slots) if c >= 0 and not d.face_up[s])
        seen.add(hidden)
        play(d, 200, k)  # a determinized state plays to the end
        assert d.is_terminal()
    assert len(seen) > 1


def test_a_sample_deals_each_later_age_when_it_begins():
    """The later Ages' decks are hidden ("En korthög per Tidsålder"): a sample of an Age I
    view leaves them to be dealt when their Age begins, 20 different cards of that Age
    each (Age III with 3 guilds, none of them among its removed cards), and the same
    seed deals the same."""
    st = play(new_game("duel", seed=31), 14)
    assert st.age == 1
    d = determinize(st.view(0), 5)
    assert d.decks[1] == [] and d.decks[2] == []
    again = determinize(st.view(0), 5)
    decks = []
    for s in (d, again):
        while s.age < 3 and not s.is_terminal():
            p = s.current_players()[0]
            s.apply(p, s.legal_actions(p)[0])
        decks.append(s.decks)
    assert decks[0] == decks[1] and d.age == 3
    for age in (2, 3):
        deck = d.decks[age - 1]
        assert len(deck) == 20 and len(set(deck)) == 20
        assert set(deck) <= set(DATA.age_cards[age]) | set(DATA.guilds)
    assert sum(c in DATA.guilds for c in d.decks[2]) == DATA.guilds_in_age_3
    assert not set(d.decks[2]) & set(d.removed[2])


def test_determinize_in_every_phase():
    """Each kind of decision (draft, play, token, library, destroy, mausoleum, start)
    is reached, and a determinized state agrees with the view it came from."""
    from engine.duel.state import PHASES

    seen: set[str] = set()
    seed = 0
    while len(seen) < 7 and seed < 400:
        st = new_game("duel", seed=seed)
        bot = Rng(seed)
        while not st.is_terminal():
            p = st.current_players()[0]
            phase = PHASES[st.phase]
            if phase not in seen or phase in ("library", "destroy"):
                seen.add(phase)
                for viewer in (p, 1 - p, None):
                    v = st.view(viewer)
                    d = determinize(v, seed)
                    v2 = d.view(viewer)
                    assert {**v2, "log": None, "events": None} == {**v, "log": None, "events": None}
                d = determinize(st.view(p), seed)
                assert sorted(map(str, d.legal_actions(p))) == sorted(
                    map(str, st.legal_actions(p)))
                assert d.legal_actions(1 - p) == []
            st.apply(p, bot.choice(st.legal_actions(p)))
        seed += 1
    assert seen == {"draft", "play", "token", "library", "destroy", "mausoleum", "start"}


def test_determinize_rejects_what_is_not_a_view():
    from engine.errors import PositionError

    good = play(new_game("duel", seed=3), 20).view(0)
    for bad in ({}, "view", [], {"game": "duel"}, {**good, "players": [{}]},
                {**good, "phase": "dance"}, {**good, "structure": [{"face_up": True}]}):
        with pytest.raises(PositionError):
            determinize(bad, 1)


def test_clones_do_not_share_changes():
    """Clones share some rarely changing lists (copy on write): a change in one never
    shows in the other."""
    from tests.duel.helpers import table

    st = table(2, ["Library", "Aqueduct", "Forum", "Walls"],
               board_tokens=["Economy", "Strategy", "Urbanism", "Masonry", "Theology"],
               players=({"coins": 30, "cards": ["Scriptorium"],
                         "wonders": ["Piraeus", "The Sphinx"]}, {"coins": 30}))
    before = snapshot(st)
    flags = (st.economy[:], st.red_bonus[:], st.theology[:], st.chain_coins[:],
             st.disc_blue[:], st.nraw[:], st.ngoods[:], st.trade[:])
    for token in ("Economy", "Strategy", "Urbanism", "Masonry", "Theology"):
        twin = st.clone()
        twin.apply(0, "build Library")
        twin.apply(0, f"token {token}")
        twin.apply(1, "build Forum")
        twin.apply(0, "wonder Piraeus with Walls")
        assert snapshot(st) == before
        assert (st.economy, st.red_bonus, st.theology, st.chain_coins, st.disc_blue,
                st.nraw, st.ngoods, st.trade) == flags
    twin = st.clone()
    twin.apply(0, "discard Library")
    assert st.legal_actions(0) and "build Library" in map(str, st.legal_actions(0))


def test_playing_a_clone_out_never_touches_the_original():
    for seed in range(6):
        st = new_game("duel", seed=seed)
        bot = Rng(seed)
        step = 0
        while not st.is_terminal():
            if step % 4 == 0:
                before = snapshot(st)
                play(st.clone(), 200, seed * 100 + step)
                assert snapshot(st) == before
            p = st.current_players()[0]
            st.apply(p, bot.choice(st.legal_actions(p)))
            step += 1


def test_describe_move_words_each_kind_of_move_with_the_views_names():
    from engine.duel.game import describe_move

    view = {"names": ["Ann", "Bob"]}
    assert describe_move(view, 0, "draft The Colossus") == "takes the wonder The Colossus"
    assert describe_move(view, 0, "build Baths") == "builds Baths"
    assert describe_move(view, 1, "discard Baths") == "discards Baths for coins"
    assert describe_move(view, 0, "wonder The Pyramids with Altar") == \
        "builds the wonder The Pyramids (with Altar)"
    assert describe_move(view, 0, "token Law") == "takes the progress token Law"
    assert describe_move(view, 0, "destroy Quarry") == "discards Bob's Quarry"
    assert describe_move(view, 1, "mausoleum Baths") == "builds Baths from the discard pile"
    assert describe_move(view, 0, "start 1") == "decides that Bob starts the next Age"


def test_describe_move_agrees_with_a_player_named_you():
    from engine.duel.game import describe_move

    view = {"names": ["You", "Bob"]}
    assert describe_move(view, 0, "build Baths") == "build Baths"
    assert describe_move(view, 0, "start 0") == "decide that you start the next Age"
    assert describe_move(view, 1, "destroy Quarry") == "discards your Quarry"
    assert describe_move(view, 1, "start 1") == "decides that Bob starts the next Age"


def same_state(a, b) -> bool:
    """Every field of two Duel states equal (their generators' positions included)."""
    from engine.duel.state import DuelState

    def value(st, name):
        v = getattr(st, name)
        return v.state if name == "rng" else v

    return all(value(a, f) == value(b, f) for f in DuelState.__slots__)


def test_a_determinizer_samples_what_determinize_samples():
    """The search's ``determinizer`` reads a view once; each seed gives the state
    ``determinize`` gives for it, in every phase and for every viewer, and the samples
    do not share what a game changes in place."""
    from engine.duel.determinize import determinizer

    for seed in range(6):
        st = new_game("duel", seed=seed)
        bot = Rng(seed)
        while not st.is_terminal():
            p = st.current_players()[0]
            for viewer in (p, 1 - p, None):
                v = st.view(viewer)
                sample = determinizer(v)
                first = sample(seed + 7)
                play(first, 12, seed)  # playing one sample leaves the next alone
                for k in (seed + 7, seed + 8):
                    assert same_state(sample(k), determinize(v, k))
            st.apply(p, bot.choice(st.legal_actions(p)))
