"""Each kind of effect has one owner: its class in ``engine/classic/effects.py``.

joffrey-bion/seven-wonders: "each kind of effect has one owner". Every kind answers
every hook (``effect_hooks.HOOKS``), the data use every kind, and no other engine
module asks an effect for its kind (``isinstance`` or ``type(e) is``): they call the hooks.
"""

from __future__ import annotations

import ast
from pathlib import Path

from engine.classic import effects
from engine.classic.data import ALL_CARDS, ALL_WONDERS
from engine.classic.effect_hooks import HOOKS, Effect
from engine.classic.effects import KINDS
from tests.classic.helpers import player, table

ENGINE = Path(__file__).resolve().parents[2] / "engine"
OWNER = ENGINE / "classic" / "effects.py"


def data_effects() -> list[Effect]:
    """Every effect printed on a card or a wonder stage, every edition and expansion."""
    out = [e for c in ALL_CARDS for e in c.effects]
    out += [e for w in ALL_WONDERS.values() for s in w.stages for e in s.effects]
    return out


def test_the_kinds_are_the_effect_classes_of_the_owner():
    defined = {v for v in vars(effects).values()
               if isinstance(v, type) and issubclass(v, Effect) and v is not Effect}
    assert defined == set(KINDS)


def test_the_data_use_every_kind_and_only_these():
    assert {type(e) for e in data_effects()} == set(KINDS)


def test_every_kind_answers_every_hook_with_its_type():
    """A city before and after building, its neighbours as the hooks count them."""
    state = table(player("Giza", cards=["Loom", "Stone Pit"]), player("Ephesus"),
                  player("Rhodes"), age=2)
    cities = state.cities
    seen = set()
    for e in data_effects():
        seen.add(type(e))
        assert set(HOOKS) <= set(dir(e))
        assert isinstance(e.text(), str) and effects.parse_effect(e.text()) == e
        assert type(e.moves_coins) is bool and type(e.scores_counted) is bool
        assert type(e.income(cities, 0)) is int
        assert all(type(q) is int and type(c) is int for q, c in e.gifts(cities, 0))
        assert all(q != 0 and c > 0 for q, c in e.owed(cities, 0))
        assert type(e.points) is int and type(e.counted_points(cities, 0)) is int
        assert all(-1 <= s < 3 for s in e.symbols) and e.wild == sum(s < 0 for s in e.symbols)
        assert type(e.shields) is int and all(0 <= r < 7 for r in e.resources)
        assert all(type(e.discounts(side, raw)) is bool
                   for side in ("left", "right") for raw in (True, False))
        coins, points = e.foresee(cities, 0, "yellow")
        assert type(coins) is int and type(points) is int
        assert type(e.own_points_per("yellow")) is int
        city = cities[0].clone()
        e.build(city, True)
    assert seen == set(KINDS)


def test_every_kind_does_something():
    """A kind that overrides no hook but its words would be a kind of nothing."""
    for kind in KINDS:
        own = set(vars(kind)) & set(HOOKS)
        assert own - {"text"}, kind.__name__


def effect_type_checks(source: str) -> list[str]:
    """``isinstance(x, Kind)`` and ``type(x) is Kind`` (or ``kind is Kind``) over the
    effect kinds in a module's source."""
    names = {k.__name__ for k in KINDS}
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "isinstance":
            classes = node.args[1:]
            if classes and isinstance(classes[0], ast.Tuple):
                classes = classes[0].elts
            found += [c.id for c in classes if isinstance(c, ast.Name) and c.id in names]
        elif isinstance(node, ast.Compare):
            found += [c.id for op, c in zip(node.ops, node.comparators)
                      if isinstance(op, (ast.Is, ast.IsNot)) and isinstance(c, ast.Name)
                      and c.id in names]
    return found


def test_the_check_finds_type_checks_over_kinds():
    assert effect_type_checks("if isinstance(e, (Coins, Gift)) or type(e) is Loss: pass\n") \
        == ["Coins", "Gift", "Loss"]
    assert effect_type_checks("kind = type(e)\nif kind is Produce: pass\n") == ["Produce"]
    assert effect_type_checks("if isinstance(e, Move) or type(e) is int: pass\n") == []


def test_no_engine_module_but_the_owner_checks_an_effect_kind():
    found = {str(p.relative_to(ENGINE)): checks for p in sorted(ENGINE.rglob("*.py"))
             if p != OWNER and (checks := effect_type_checks(p.read_text(encoding="utf-8")))}
    assert found == {}
