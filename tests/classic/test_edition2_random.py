"""Seeded random games of the 2nd edition at 3-7 players, day and night sides, with
the invariants of the 1st edition's random games (``test_random_games``): every card
dealt accounted for, coins, military tokens, passing, payments, the score pad counted
afresh from the cities, and free builds only where a power gives them.

A few hundred games by default; ``WONDERS_CLASSIC_GAMES`` (games per player count and
side) plays thousands.
"""

from __future__ import annotations

import os

import pytest

from engine.classic.data import ALL_CARDS
from engine.classic.effects import Gain, Points, Science
from engine.classic.moves import Move
from engine.classic.scoring import CATEGORIES
from tests.classic.helpers import random_game
from tests.classic.test_random_games import check_play

GAMES = int(os.environ.get("WONDERS_CLASSIC_GAMES", "40"))


def count(city, what: str) -> int:
    if what == "stage":
        return city.stages
    if what == "wonder":
        return int(city.stages == len(city.wonder.stages))
    return sum(ALL_CARDS[x].colour == what for x in city.cards)


def score_pad(state, p: int) -> dict[str, int]:
    """The book's score pad ("Pointoptælling") counted from the cards: wonder, coins
    // 3, conflict tokens, blue, yellow, green (squares + 7 a set), purple."""
    n = state.n
    city = state.cities[p]
    near = [(p + 1) % n, (p - 1) % n]
    pad = dict.fromkeys(CATEGORIES, 0)
    pad["military"] = sum(city.conflict)
    pad["treasury"] = city.coins // 3
    pad["wonder"] = sum(e.amount for s in city.wonder.stages[:city.stages] for e in s.effects
                        if isinstance(e, Points))
    symbols = [0, 0, 0]
    wild = sum(1 for s in city.wonder.stages[:city.stages] for e in s.effects
               if isinstance(e, Science) and e.symbol < 0)
    for cid in city.cards:
        card = ALL_CARDS[cid]
        assert card.edition == 2
        for e in card.effects:
            if isinstance(e, Points):
                pad["civilian"] += e.amount
            elif isinstance(e, Science):
                if e.symbol < 0:
                    wild += 1
                else:
                    symbols[e.symbol] += 1
            elif isinstance(e, Gain) and e.what == "points":
                where = {"self": [p], "neighbours": near, "all": [p, *near]}[e.where]
                got = e.amount * sum(count(state.cities[q], w) for q in where for w in e.counted)
                pad["guilds" if card.colour == "purple" else "commercial"] += got
    best = 0
    for a in range(wild + 1):
        for b in range(wild + 1 - a):
            c = [symbols[0] + a, symbols[1] + b, symbols[2] + wild - a - b]
            best = max(best, sum(x * x for x in c) + 7 * min(c))
    pad["science"] = best
    pad["total"] = sum(pad[k] for k in CATEGORIES)
    return pad


def check_free_builds(state, event: dict, colours_before: list[set]) -> None:
    """A chain needs its parent standing; "(olympia)" only from Olympia's powers: day
    stage 2 for a colour the city lacked, night stage 1 on turn 1, stage 2 on turn 6."""
    for p, text in event["moves"]:
        move = Move.parse(text)
        city = state.cities[p]
        if move.free == "chain":
            card = next(ALL_CARDS[c] for c in city.cards if ALL_CARDS[c].name == move.card)
            assert any(parent in city.names for parent in card.chained_from)
        elif move.free == "olympia":
            assert city.wonder.name == "Olympia"
            colour = next(ALL_CARDS[c].colour for c in city.cards
                          if ALL_CARDS[c].name == move.card)
            if city.wonder.side == "day":
                assert city.stages >= 2 and colour not in colours_before[p]
            else:
                assert (event["turn"] == 1 and city.stages >= 1) or (
                    event["turn"] == 6 and city.stages >= 2), event


def play_and_check(n: int, seed: int, sides: str) -> None:
    state = check_play(random_game(n, seed, sides, edition=2), n, check_free_builds)
    assert state.scores() == [score_pad(state, p) for p in range(n)]


@pytest.mark.parametrize("sides", ["day", "night"])
@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_random_2nd_edition_games_keep_the_rules(n, sides):
    for seed in range(GAMES):
        play_and_check(n, seed * 7919 + n, sides)
