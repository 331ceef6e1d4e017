"""A Duel table written back as a position (``engine.duel.position_of``) sets up the
same game again: the same player to move with the same legal moves, the same cities,
coins, pawn and open cards (the face-down cards are drawn again: a position names
only what the table shows)."""

from __future__ import annotations

import json
import random

from engine import new_game, saves
from engine.duel.positions import position_of

SHOWN = ("coins", "pawn", "age", "current")


def test_every_moment_of_a_played_game_sets_up_again():
    written = 0
    for seed in range(3):
        state = new_game("duel", seed=seed)
        rng = random.Random(seed)
        assert position_of(state) is None  # the wonder draft: no position tells it
        while not state.is_terminal():
            pos = position_of(state)
            if pos is not None:
                written += 1
                again = saves.from_position(json.loads(json.dumps(pos)))
                p = state.current_players()[0]
                assert again.current_players() == [p]
                assert (sorted(map(str, again.legal_actions(p)))
                        == sorted(map(str, state.legal_actions(p))))
                a, b = state.view(p), again.view(p)
                for key in ("players", "pawn", "age"):
                    assert a.get(key) == b.get(key), key
                assert ([s["card"] for s in a["structure"] if s and s["face_up"]]
                        == [s["card"] for s in b["structure"] if s and s["face_up"]])
            p = state.current_players()[0]
            state.apply(p, rng.choice(state.legal_actions(p)))
        assert position_of(state) is None  # over
    assert written > 100
