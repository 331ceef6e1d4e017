"""Saves written before the Game contract keep loading, forever.

``tests/engine/fixtures/saves/`` holds saves made by the engine as it was before the
refactoring into ``engine.game.Game`` (commit 3bf48e4, format version 1): 7 Wonders at
3 and 7 players, mid-game and finished, and Duel mid-game and finished, with what that
engine reported for them (``expected.json``: moves, whose turn, the score pads, and
player 0's view as it was then, its events left out; today's views add keys, never
change those). Any later format must still load these.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import saves

FIXTURES = Path(__file__).parent / "fixtures" / "saves"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text())


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_save_loads_to_the_same_game(name):
    want = EXPECTED[name]
    state = saves.loads((FIXTURES / f"{name}.wonders").read_bytes())
    assert state.game == want["game"]
    assert len(state.log) == want["moves"]
    assert state.is_terminal() == want["over"]
    assert state.current_players() == want["current_players"]
    assert state.scores() == want["scores"]
    assert holds(json.loads(json.dumps(state.view(0))), want["view0"])


def holds(new, old) -> bool:
    """``new`` holds everything of ``old``: the same values, maybe more keys in maps."""
    if isinstance(old, dict):
        return isinstance(new, dict) and all(k in new and holds(new[k], v)
                                             for k, v in old.items())
    if isinstance(old, list):
        return (isinstance(new, list) and len(new) == len(old)
                and all(holds(n, o) for n, o in zip(new, old)))
    return new == old


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_save_saves_again_byte_for_byte(name):
    blob = (FIXTURES / f"{name}.wonders").read_bytes()
    data = saves.read_save(blob)
    assert saves.dumps(saves.loads(blob), data["meta"]) == blob
