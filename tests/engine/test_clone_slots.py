"""A clone copies every part of a state (issue 29, "small, honest shapes"): the states'
``clone`` is written out field by field for speed, so a field added to a state and
forgotten there would be shared with, or missing from, its copies. For every game and
set-up, at moves along a random game, each slot of the state (and of the objects it
holds that have slots: 7 Wonders' cities, the generator) is set on the clone, equal to
the original's, and no list, dict or set is shared between the two: moving one can
never change the other.

Caches may be emptied by a clone (``CACHES``: rebuilt on demand, not part of the
position); they must still be set. The set-up (``config``) is shared: nothing changes it
once the game is set up; so are the fields a state declares replaced on change, never
changed in place (``REPLACED_ON_CHANGE``: Duel's copy-on-write lists; that moving a
clone leaves its original as it was is ``invariants.check_clone``'s part). The records
of what happened (``RECORDS``) are copied as lists whose entries, never changed once
written, may be shared.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import get_game
from tests.engine.helpers import checked_game
from tests.engine.test_contract import CASES, IDS

#: slots that a clone may empty: memo tables rebuilt on demand
CACHES = frozenset({"_legal", "_cc", "_scores", "_tables"})
#: slots shared by every copy: the set-up, read only once the game is set up
SHARED = frozenset({"config"})
#: append-only records: a list of its own for each copy, its entries shared
RECORDS = frozenset({"events", "_events", "_shown", "log"})
MUTABLE = (list, dict, set, bytearray)


def slots_of(obj: Any) -> list[str]:
    """Every slot of ``obj``'s class and its bases."""
    return [s for cls in type(obj).__mro__ for s in getattr(cls, "__slots__", ())
            if s not in ("__weakref__", "__dict__")]


def differences(a: Any, b: Any, path: str) -> list[str]:
    """Where the copy ``b`` of ``a`` is missing a field, differs, or shares a container."""
    out = []
    if a is not b and isinstance(a, MUTABLE) and type(a) is type(b):
        if isinstance(a, dict):
            pairs = [(a[k], b.get(k), f"{path}[{k!r}]") for k in a]
            out += [] if a.keys() == b.keys() else [f"{path}: keys differ"]
        elif isinstance(a, list):
            pairs = list(zip(a, b, (f"{path}[{i}]" for i in range(len(a))), strict=False))
            out += [] if len(a) == len(b) else [f"{path}: lengths differ"]
        else:
            return [] if a == b else [f"{path}: differs"]
        for x, y, where in pairs:
            out += differences(x, y, where)
        return out
    if isinstance(a, MUTABLE):
        return [f"{path}: shared with the copy"] if a is b else [f"{path}: differs in type"]
    names = slots_of(a)
    if names and not isinstance(a, tuple):
        if a is b:
            return []  # an immutable value object (a card, a wonder side) may be shared
        shared = SHARED | getattr(type(a), "REPLACED_ON_CHANGE", frozenset())
        for name in names:
            if not hasattr(a, name):
                continue
            if not hasattr(b, name):
                out.append(f"{path}.{name}: not set on the copy")
            elif name in shared:
                out += [] if getattr(a, name) == getattr(b, name) else [f"{path}.{name}"]
            elif name in RECORDS:
                x, y = getattr(a, name), getattr(b, name)
                out += ([f"{path}.{name}: shared with the copy"] if x is y
                        else [] if x == y else [f"{path}.{name}: differs"])
            elif name not in CACHES:
                out += differences(getattr(a, name), getattr(b, name), f"{path}.{name}")
        return out
    return [] if a == b else [f"{path}: differs"]


def test_the_check_finds_a_forgotten_field_and_a_shared_list():
    class Thing:
        __slots__ = ("items", "n")

    a, b, c = Thing(), Thing(), Thing()
    a.items, a.n = [1], 2
    b.items, b.n = a.items, 2  # shared
    c.items = [1]  # n forgotten
    assert differences(a, b, "s") == ["s.items: shared with the copy"]
    assert differences(a, c, "s") == ["s.n: not set on the copy"]


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_a_clone_copies_every_field_and_shares_no_container(game_id, cfg):
    game = get_game(game_id)
    checked = 0
    for state, _p, _move in checked_game(game, cfg, seed=5, check_every=11):
        found = differences(state, state.clone(), "state")
        assert not found, found
        checked += 1
    assert checked > 3
