"""A game's state is one class with no mixins (issue 60): the parts of its rules that
live in modules of their own are functions over the fields it declares.

Each such module names what it reads and writes of a state in a ``Protocol`` (its
declared fields); each function takes the state as its first argument, ``state``, typed
with that protocol, and reads no field of it that the protocol does not declare. The
state declares every one of those fields in its ``__slots__`` and takes the functions
it offers as methods in its class body.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from typing import Protocol

import pytest

from engine.classic.state import ClassicState
from engine.duel.state import DuelState
from engine.games import Viewed

#: each state and the modules of functions over its fields, with their protocols
PARTS = {
    ClassicState: {"engine.classic.legal": "Listing", "engine.classic.ending": "Ended"},
    DuelState: {"engine.duel.pricing": "Priced", "engine.duel.city": "Owned",
                "engine.duel.dealing": "Dealt", "engine.duel.ending": "Ended",
                "engine.duel.gains": "Gaining"},
}
CASES = [(state, module, proto) for state, parts in PARTS.items()
         for module, proto in parts.items()]


def declared(proto: type) -> set[str]:
    """The fields a protocol declares, its bases' included."""
    return {name for cls in proto.__mro__ if Protocol in getattr(cls, "__bases__", ())
            or cls is proto for name in getattr(cls, "__annotations__", {})}


def slots(state: type) -> set[str]:
    return {s for cls in state.__mro__ for s in getattr(cls, "__slots__", ())}


@pytest.mark.parametrize("state", list(PARTS), ids=lambda s: s.__name__)
def test_a_state_has_no_mixins(state):
    assert state.__bases__ == (Viewed,)


@pytest.mark.parametrize("state,module,proto", CASES, ids=[c[1] for c in CASES])
def test_the_state_declares_every_field_its_parts_declare(state, module, proto):
    fields = declared(getattr(importlib.import_module(module), proto))
    assert fields and fields <= slots(state), sorted(fields - slots(state))


def undeclared(source: str, proto: str, fields: set[str]) -> set[str]:
    """The fields of ``state`` that the functions of ``source`` read without ``proto``
    declaring them; a function over ``state`` typed with another protocol is a fault."""
    used: set[str] = set()
    functions = 0
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, ast.FunctionDef) or not fn.args.args:
            continue
        first = fn.args.args[0]
        if first.arg != "state":
            continue
        functions += 1
        assert isinstance(first.annotation, ast.Name), fn.name
        assert first.annotation.id == proto, (fn.name, first.annotation.id)
        used |= {n.attr for n in ast.walk(fn) if isinstance(n, ast.Attribute)
                 and isinstance(n.value, ast.Name) and n.value.id == "state"}
    assert functions, "no function over the state"
    return used - fields


@pytest.mark.parametrize("state,module,proto", CASES, ids=[c[1] for c in CASES])
def test_a_part_reads_only_the_fields_it_declares(state, module, proto):
    mod = importlib.import_module(module)
    fields = declared(getattr(mod, proto))
    assert not undeclared(inspect.getsource(mod), proto, fields)


def test_the_check_finds_a_field_read_but_not_declared():
    source = ("class P(Protocol):\n    a: int\n\n"
              "def f(state: P) -> int:\n    return state.a + state.b\n")
    assert undeclared(source, "P", {"a"}) == {"b"}
    with pytest.raises(AssertionError):
        undeclared(source, "Q", {"a", "b"})
