"""Bots for 7 Wonders: legal full games at every level, reproducibility, views only,
determinization, power choices, strength against random play."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.bots import LEVELS, make_bot
from engine.classic import new_state, normalise_config
from engine.classic.data import CARDS, GUILD_IDS, deck
from engine.classic.determinize import Sampler, determinize, known_candidates
from engine.games import get_game, new_game
from engine.rng import Rng

FAST = ["random", "rbai", "greedy", "strong:3"]


def play(n: int, levels: list[str], seed: int, sides: str = "A") -> tuple:
    state = new_game("7wonders", seed=seed, players=n, sides=sides)
    bots = [make_bot("7wonders", levels[i % len(levels)], seed * 31 + i) for i in range(n)]
    while not state.is_terminal():
        for p in state.current_players():
            legal = state.legal_actions(p)
            move = bots[p].act(state.view(p), legal)
            assert move in legal, (levels[p % len(levels)], move)
            state.apply(p, move)
    return state


@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_full_games_every_level(n: int) -> None:
    levels = ["rbai", "greedy", "random", "strong:2", "easy", "medium", "rbai"][:n]
    state = play(n, levels, seed=100 + n, sides="random")
    assert state.is_terminal()
    assert abs(sum(state.returns()) - 1.0) < 1e-9


def test_levels_known_and_named() -> None:
    game = get_game("7wonders")
    for level in ("random", "rbai", "easy", "greedy", "medium", "hard", "strong"):
        assert game.level(level).name in LEVELS
        assert hasattr(make_bot("7wonders", level, 1), "act")
    assert make_bot("7wonders", "strong:7", 1).playouts == 7
    with pytest.raises(ValueError):
        make_bot("7wonders", "genius", 1)
    with pytest.raises(ValueError):
        make_bot("7wonders", "strong:x", 1)


def test_page_levels_play_a_move() -> None:
    state = new_game("7wonders", seed=5, players=4)
    for level in ("hard", "strong"):
        bot = make_bot("7wonders", level, 3)
        assert bot.act(state.view(0), state.legal_actions(0)) in state.legal_actions(0)


def test_reproducible() -> None:
    a = play(4, ["rbai", "greedy", "strong:3", "random"], seed=9)
    b = play(4, ["rbai", "greedy", "strong:3", "random"], seed=9)
    assert a.log == b.log
    c = play(4, ["rbai", "greedy", "strong:3", "random"], seed=10)
    assert a.log != c.log


def test_search_rollout_options() -> None:
    """7 Wonders playouts run to the end of the current Age by default, scored there by
    the learnt value (Duel's flat search: 4 plies); each rollout variant (own policy,
    the others', horizon, the hand-written evaluation at the cut) plays legal,
    reproducible moves."""
    from engine.bots.search import SearchBot

    assert SearchBot("7wonders").horizon == 1 and SearchBot("duel").horizon == 1
    assert SearchBot("7wonders").problem.value
    assert SearchBot("7wonders", playouts=80).candidates == 8
    assert SearchBot("duel").method == "ucb" and SearchBot("7wonders").method == "halving"
    state = new_game("7wonders", seed=12, players=3)
    view, legal = state.view(1), state.legal_actions(1)
    for kw in ({}, {"horizon": 3}, {"value": False}, {"self_policy": "greedy-age", "deny": True},
               {"self_policy": "rbai", "opp_policy": "greedy"}, {"opp_policy": "rbai"},
               {"temp": 3.0, "soft_share": 0.5}):
        a = SearchBot("7wonders", seed=5, playouts=6, **kw).act(view, legal)
        b = SearchBot("7wonders", seed=5, playouts=6, **kw).act(view, legal)
        assert a == b and a in legal, kw


def test_soft_opponents_mostly_play_the_greedy_move() -> None:
    """The playouts' model of the others (``soft_move``): a move drawn with probability
    proportional to exp(greedy value / temp). Near zero temperature it is the greedy
    move; at 1.5 points the greedy move is the most frequent, the others still occur;
    the draw is reproducible from the generator."""
    from engine.classic.bots.policies import greedy_move, greedy_scores, soft_move
    from engine.classic.determinize import cities_from_view

    state = new_game("7wonders", seed=12, players=3)
    view, legal = state.view(0), state.legal_actions(0)
    cities = cities_from_view(view)
    args = (cities, 0, state.age, state.turn, state.phase, legal)
    greedy = greedy_move(*args, False)
    key = (greedy.kind, greedy.card)
    assert all((m.kind, m.card) == key
               for m in (soft_move(*args, Rng(s), 0.01) for s in range(20)))
    drawn = Counter((m.kind, m.card) for m in (soft_move(*args, Rng(s), 1.5)
                                               for s in range(300)))
    assert drawn.most_common(1)[0][0] == key and len(drawn) >= 2
    names = {(m.kind, m.card) for _, m in greedy_scores(*args, False)}
    assert set(drawn) <= names
    assert soft_move(*args, Rng(7), 1.5) == soft_move(*args, Rng(7), 1.5)


def _hide_test_state(seed: int = 4):
    state = new_game("7wonders", seed=seed, players=5)
    r = Rng(seed)
    for _ in range(2):  # two turns in
        for p in state.current_players():
            state.apply(p, r.choice(state.legal_actions(p)))
    return state


def test_view_shows_no_other_hand() -> None:
    state = _hide_test_state()
    v0 = state.view(0)
    assert v0["hand"] == [CARDS[c].name for c in state.hands[0]]
    v1 = state.view(1)
    assert v0["hand"] != v1["hand"] and v0["seen_hands"] != v1["seen_hands"]
    assert v0["cities"] == v1["cities"] and v0["viewer"] == 0 and v1["viewer"] == 1
    # altering the hidden hands of the others leaves player 0's view unchanged
    altered = state.clone()
    others = [c for q in range(1, 5) for c in altered.hands[q]]
    Rng(1).shuffle(others)
    k = 0
    for q in range(1, 5):
        size = len(altered.hands[q])
        altered.hands[q] = others[k:k + size]
        k += size
    assert altered.hands != state.hands
    assert altered.view(0) == v0
    for level in ("rbai", "greedy", "strong:4"):
        m1 = make_bot("7wonders", level, 2).act(state.view(0), state.legal_actions(0))
        m2 = make_bot("7wonders", level, 2).act(altered.view(0), altered.legal_actions(0))
        assert m1 == m2
    # nor do others' pending picks show
    p1 = state.clone()
    p1.apply(1, p1.legal_actions(1)[0])
    assert p1.view(0)["pick"] is None
    assert p1.view(0)["hand"] == v0["hand"]


def test_determinize_consistent() -> None:
    checks = 0
    for g in range(12):
        n = 3 + g % 5
        state = new_game("7wonders", seed=g, players=n, sides="random")
        r = Rng(g)
        while not state.is_terminal():
            for p in state.current_players():
                view = state.view(p)
                det = determinize(view, g * 101 + p)
                checks += 1
                assert [len(h) for h in det.hands] == [len(h) for h in state.hands]
                assert det.hands[p] == state.hands[p] or \
                    sorted(det.hands[p]) == sorted(state.hands[p])
                assert det.legal_actions(p) == state.legal_actions(p)
                # public cities rebuilt exactly; the others' picks of this turn are
                # unknown, so in the sample they have not picked yet
                def public(v):
                    return [{k: x for k, x in c.items() if k != "picked"} for c in v["cities"]]
                assert public(det.view(p)) == public(view)
                for q, cands in known_candidates(view).items():
                    assert not Counter(state.hands[q]) - Counter(cands)
                in_play = Counter(c for h in det.hands for c in h)
                if state.age < 3:
                    names = Counter(CARDS[c].name for c in deck(state.age, n))
                    over = Counter(CARDS[c].name for c in in_play) - names
                    assert not over
                else:
                    guilds = [c for c in in_play if c in GUILD_IDS]
                    assert len(guilds) == len(set(guilds))
                state.apply(p, r.choice(state.legal_actions(p)))
    assert checks > 500


def test_sampler_worlds_do_not_share_state() -> None:
    """A search samples many worlds from one view and plays each to the end: playing
    one must not change the next (the cities are copied, never shared)."""
    state = new_game("7wonders", seed=5, players=4, sides="random")
    r = Rng(5)
    for _ in range(9):  # into Age II
        for p in state.current_players():
            state.apply(p, r.choice(state.legal_actions(p)))
    view = state.view(0)
    worlds = Sampler(view)
    first = worlds.sample(77)
    while not first.is_terminal():
        for p in first.current_players():
            first.apply(p, r.choice(first.legal_actions(p)))
    again, fresh = worlds.sample(77), determinize(view, 77)
    assert again.hands == fresh.hands and again.discard == fresh.discard
    assert again.view(0) == fresh.view(0) == determinize(view, 77).view(0)


def test_table_points_is_the_score_pad_without_coins_and_military() -> None:
    """The evaluation's fast reading of the score pad agrees with ``score_city`` (the
    wonder, civilian, science, commercial and guild columns), Olympia B's copied guild
    included, all through random games."""
    from engine.classic.scoring import score_city, table_points

    checks = 0
    for g in range(30):
        state = new_game("7wonders", seed=g, players=3 + g % 5, sides="random")
        r = Rng(g)
        while True:
            for p in range(state.n):
                s = score_city(state.cities, p)
                assert table_points(state.cities, p) == s["total"] - s["treasury"] - s["military"]
                checks += 1
            if state.is_terminal():
                break
            for p in state.current_players():
                state.apply(p, r.choice(state.legal_actions(p)))
    assert checks > 2000


def _state(wonders: list[str], sides: list[str], seed: int = 1):
    cfg = normalise_config({"players": len(wonders), "wonders": wonders, "sides": sides})
    return new_state(cfg, seed)


def _card(name: str, age: int | None = None):
    return CARDS.by_name(name, age)


@pytest.mark.parametrize("level", ["rbai", "greedy", "strong:6"])
def test_halicarnassus_digs_the_best_card(level: str) -> None:
    s = _state(["Halicarnassus", "Giza", "Rhodes", "Ephesus"], ["A"] * 4)
    s.age, s.turn, s.phase = 3, 3, "dig"
    for _ in range(2):
        s.cities[0].add_stage(_card("Loom").id)
    for q in (1, 3):  # the neighbours are far ahead in shields: Stockade would not help
        s.cities[q].add_card(_card("Arsenal"))
    s.dig_queue = [0]
    s.discard = [_card(x).id for x in ("Lumber Yard", "Palace", "Stockade", "Tavern")]
    legal = s.legal_actions(0)
    move = make_bot("7wonders", level, 1).act(s.view(0), legal)
    assert move.card == "Palace"


@pytest.mark.parametrize("level", ["rbai", "greedy", "strong:6"])
def test_olympia_b_copies_the_best_guild(level: str) -> None:
    s = _state(["Olympia", "Giza", "Rhodes", "Ephesus"], ["B", "A", "A", "A"])
    for _ in range(3):
        s.cities[0].add_stage(_card("Loom").id)
    s.cities[1].add_card(_card("Traders Guild"))
    s.cities[3].add_card(_card("Magistrates Guild"))
    for name in ("Palace", "Pantheon", "Senate"):
        s.cities[1].add_card(_card(name))
        s.cities[3].add_card(_card(name))
    s.age, s.turn, s.phase = 3, 6, "copy"
    s.copy_queue = [0]
    legal = s.legal_actions(0)
    assert {m.card for m in legal} == {"Traders Guild", "Magistrates Guild"}
    move = make_bot("7wonders", level, 1).act(s.view(0), legal)
    assert move.card == "Magistrates Guild"


def test_greedy_pays_the_cheapest_way() -> None:
    from engine.classic.bots.evaluation import cheapest
    s = new_game("7wonders", seed=3, players=4)
    legal = s.legal_actions(0)
    for m in cheapest(legal):
        same = [x for x in legal if (x.kind, x.card) == (m.kind, m.card)]
        assert m.left + m.right == min(x.left + x.right for x in same)


def test_babylon_b_plays_its_seventh_card() -> None:
    seen = 0
    for seed in range(6):
        s = _state(["Babylon", "Giza", "Rhodes"], ["B", "A", "A"], seed)
        bots = [make_bot("7wonders", "greedy", seed * 3 + i) for i in range(3)]
        while not s.is_terminal():
            for p in s.current_players():
                legal = s.legal_actions(p)
                if s.phase == "seventh":
                    seen += 1
                    assert p == 0
                move = bots[p].act(s.view(p), legal)
                assert move in legal
                s.apply(p, move)
    assert seen >= 0


def test_rbai_beats_random_sample() -> None:
    from engine.cli.arena import run, summarise
    rows = run("7wonders", ["rbai", "random", "random", "random"], games=8, seed=3)
    summary = {s["bot"]: s for s in summarise(rows, ["rbai", "random", "random", "random"])}
    assert summary["rbai"]["win_rate"] >= 0.5


def test_moves_given_as_text() -> None:
    state = new_game("7wonders", seed=8, players=4)
    legal = state.legal_actions(0)
    texts = [str(m) for m in legal]
    for level in ("rbai", "greedy", "strong:3"):
        a = make_bot("7wonders", level, 4).act(state.view(0), legal)
        b = make_bot("7wonders", level, 4).act(state.view(0), texts)
        assert b == str(a)


def test_determinize_spectator_view() -> None:
    state = _hide_test_state()
    det = determinize(state.view(None), 3)
    assert [len(h) for h in det.hands] == [len(h) for h in state.hands]
    assert det.legal_actions(2)  # a playable sample
