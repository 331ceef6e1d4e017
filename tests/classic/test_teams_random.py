"""Seeded random team games at 4 and 6 players, with the Game contract's checks
(``engine.cli.invariants``) and the team rules checked at every conflict: each player
fights only its neighbour of the other team, two tokens a battle (one when either side
spends a diplomacy token), the best team wins.

Diplomacy tokens come from the Cities cards; some games here put tokens on the cities
at the start instead, to play the team diplomacy rule in random games (those games
are not replayed from their saves: the tokens are not in the log).
"""

from __future__ import annotations

import pytest

from engine import get_game
from engine.classic.military import conflict_token
from engine.classic.teams import team_of, teammate
from engine.cli import invariants
from engine.rng import Rng

GAME = get_game("7wonders")
GAMES = 6


def check_conflicts(event: dict, before: list[list[int]], tokens: list[int],
                    after: list[list[int]], age: int) -> None:
    """The tokens of one team conflict (``before``/``after``: each city's conflict
    tokens; ``tokens``: the diplomacy tokens held before it)."""
    n = len(before)
    shields = event["shields"]
    for p in range(n):
        q = (p + 1) % n if team_of((p + 1) % n) != team_of(p) else (p - 1) % n
        assert q != teammate(p)
        won = after[p][len(before[p]):]
        token = conflict_token(age, shields[p], shields[q])
        count = 1 if tokens[p] or tokens[q] else 2
        assert won == ([token] * count if token else []), (p, q, won)
        assert all(b == q for a, b, _ in event["results"] if a == p)
    assert event.get("diplomacy", []) == [p for p in range(n) if tokens[p]]


def play(n: int, seed: int, with_tokens: bool) -> None:
    state = GAME.new_game(seed, players=n, teams=True)
    rng = Rng(seed * 31 + n)
    if with_tokens:
        for city in state.cities:
            city.diplomacy = rng.below(3)
    moves = 0
    while not state.is_terminal():
        invariants.check_turn(state)
        players = state.current_players()
        p = players[rng.below(len(players))]
        if moves % 7 == 0:
            invariants.check_view(state, p)
            if not with_tokens or moves % 21 == 0:
                invariants.check_determinized(GAME, state, p, seed + moves)
        move = rng.choice(state.legal_actions(p))
        before = [list(c.conflict) for c in state.cities]
        tokens = [c.diplomacy for c in state.cities]
        age, log_len, events_len = state.age, len(state.log), len(state.events)
        state.apply(p, move)
        invariants.check_applied(state, p, move, log_len, events_len)
        for event in state.events[events_len:]:
            if event["kind"] == "conflicts":
                check_conflicts(event, before, tokens,
                                [list(c.conflict) for c in state.cities], age)
        moves += 1
    invariants.check_end(state)
    if not with_tokens:
        invariants.check_save(state)
    pads = state.scores()
    teams = [pads[t]["total"] + pads[t + 1]["total"] for t in range(0, n, 2)]
    assert [s["team_total"] for s in pads] == [teams[team_of(p)] for p in range(n)]
    best = max(teams)
    winners = state.winners()
    assert winners and all(teams[team_of(p)] == best for p in winners)
    assert all(teammate(p) in winners for p in winners)
    assert abs(sum(state.returns()) - 1.0) < 1e-9


@pytest.mark.parametrize("with_tokens", [False, True])
@pytest.mark.parametrize("n", [4, 6])
def test_random_team_games_keep_the_rules(n, with_tokens):
    for seed in range(GAMES):
        play(n, seed * 7919 + n, with_tokens)
