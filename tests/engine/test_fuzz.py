"""Fuzzing the engine's input boundaries (issue 12): the save decoder, both games' move
parsers and both position parsers, fed truncations, bit flips, wrong types, huge numbers
and lengths and deep nesting. Every input loads or raises a named ``WondersError``."""

from __future__ import annotations

import copy
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import new_game, saves
from engine.classic.moves import Move
from engine.classic.positions import state_from_position as classic_position
from engine.duel import moves as duel_moves
from engine.duel.positions import state_from_position as duel_position
from engine.errors import WondersError

FUZZ = settings(max_examples=200, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _played(game: str, seed: int, moves: int, **config: Any) -> bytes:
    state = new_game(game, seed, **config)
    for _ in range(moves):
        if state.is_terminal():
            break
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[0])
    return saves.dumps(state, {"name": "fuzz"})


BLOBS = [_played("7wonders", 3, 10, players=3), _played("duel", 4, 12)]

scalars = st.one_of(
    st.none(), st.booleans(), st.floats(allow_nan=True),
    st.integers(), st.integers(min_value=-(2**63), max_value=2**64 - 1),
    st.text(max_size=20), st.sampled_from(["Rhodes", "Loom", "build Loom", "A\nB", "²"]),
)
jsonish = st.recursive(
    scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                     st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)


def loads_or_named(blob: bytes | dict) -> None:
    """Load ``blob`` (or the save ``blob`` packs into): it loads, or raises a named
    one-line error. A value msgpack cannot pack (an integer over 64 bits) cannot be in
    a save either."""
    if isinstance(blob, dict):
        try:
            blob = msgpack.packb(blob, use_bin_type=True)
        except (OverflowError, TypeError, ValueError):
            return
    try:
        saves.loads(blob)
    except WondersError as exc:
        assert "\n" not in str(exc)


@FUZZ
@given(st.sampled_from(BLOBS), st.integers(min_value=0), st.data())
def test_truncated_and_bit_flipped_saves(blob, where, data):
    cut = where % (len(blob) + 1)
    loads_or_named(blob[:cut])
    flipped = bytearray(blob)
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(blob) - 1))
        flipped[i] ^= 1 << data.draw(st.integers(0, 7))
    loads_or_named(bytes(flipped))


@FUZZ
@given(st.sampled_from(BLOBS), st.sampled_from(["game", "config", "seed", "moves", "meta",
                                                "format_version"]), jsonish, st.data())
def test_saves_with_wrong_types_anywhere(blob, key, value, data):
    save = msgpack.unpackb(blob, raw=False)
    save[key] = value
    loads_or_named(save)
    if isinstance(save["config"], dict) and data.draw(st.booleans()):
        save = msgpack.unpackb(blob, raw=False)
        inner = data.draw(st.sampled_from(sorted(save["config"]) + ["position", "x"]))
        save["config"][inner] = value
        loads_or_named(save)
    if save["moves"] and isinstance(save["moves"], list):
        save = msgpack.unpackb(blob, raw=False)
        i = data.draw(st.integers(0, len(save["moves"]) - 1))
        save["moves"][i][data.draw(st.integers(0, 1))] = value
        loads_or_named(save)


@pytest.mark.parametrize("depth", [100, 1000, 5000, 100_000])
def test_deeply_nested_saves(depth):
    save = msgpack.unpackb(BLOBS[0], raw=False)
    packed = bytearray(b"\x91" * depth + b"\xc0")  # [[[...[nil]...]]]
    for key in ("config", "meta", "moves"):
        head = msgpack.packb({**save, key: None}, use_bin_type=True)
        loads_or_named(head[:-1] + bytes(packed))  # the last key's value, nested
    loads_or_named(bytes(packed))


@pytest.mark.parametrize("value", [10**4400, -(10**4400), 2**64, 1e308, float("nan"),
                                   "x" * 500_000, ["Loom"] * 50_000],
                         ids=["huge", "-huge", "2**64", "1e308", "nan", "long", "many"])
def test_huge_numbers_and_lengths_in_saves(value):
    save = msgpack.unpackb(BLOBS[1], raw=False)
    for key in ("seed", "config", "moves", "meta"):
        try:
            blob = msgpack.packb({**save, key: value}, use_bin_type=True)
        except (OverflowError, TypeError):  # msgpack cannot hold it: no save can either
            continue
        loads_or_named(blob)
    loads_or_named(b"\xdd\xff\xff\xff\xff")  # an array announcing 4 billion items


@FUZZ
@given(st.one_of(st.text(max_size=80), st.binary(max_size=80).map(
    lambda b: b.decode("utf-8", "replace")), st.integers(min_value=0).map(
    lambda n: f"build Temple (left {n})"), scalars, st.just("build " + "9" * 5000)))
def test_both_move_parsers(text):
    for parse in (Move.parse, duel_moves.parse):
        try:
            move = parse(text)
        except WondersError:
            continue
        assert parse(str(move)) == move


CLASSIC = {"game": "7wonders", "edition": 1, "age": 2, "seed": 1, "discard": ["Loom"],
           "players": [
               {"name": "Ann", "wonder": "Olympia", "side": "B", "stages": 3, "coins": 5,
                "cards": ["Lumber Yard", "Baths"], "conflict": [1, -1],
                "hand": ["Forum", "Library"]},
               {"name": "Bob", "wonder": "Giza", "coins": 2, "hand": ["Caravansery", "School"]},
               {"name": "Cy", "wonder": "Rhodes", "hand": ["Brickyard", "Dispensary"]}]}
DUEL = {"game": "duel", "age": 2, "pawn": -2, "military_tokens": [[2, 5], [2, 5]],
        "board_tokens": ["Law", "Masonry"], "discard": ["Guard Tower"], "current": 0,
        "players": [
            {"name": "Antoine", "coins": 5, "cards": ["Clay Pool", "Baths"],
             "wonders": [{"name": "The Colossus", "built": True, "card": "Altar"},
                         "The Pyramids"], "tokens": ["Economy"]},
            {"name": "Bruno", "coins": 9, "cards": ["Quarry"], "wonders": ["Piraeus"]}]}


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


def _replaced(doc: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    doc = copy.deepcopy(doc)
    here = doc
    for step in path[:-1]:
        here = here[step]
    here[path[-1]] = value
    return doc


@pytest.mark.parametrize("parse, doc", [(classic_position, CLASSIC), (duel_position, DUEL)])
def test_the_fuzzed_positions_are_valid_to_begin_with(parse, doc):
    parse(copy.deepcopy(doc))


@FUZZ
@given(st.sampled_from([(classic_position, CLASSIC), (duel_position, DUEL)]), st.data())
def test_positions_with_anything_anywhere(which, data):
    parse, doc = which
    path = data.draw(st.sampled_from(_paths(doc)))
    value = data.draw(st.one_of(jsonish, st.just(10**5000), st.just("x" * 100_000)))
    try:
        parse(_replaced(doc, path, value))
    except WondersError as exc:
        assert "\n" not in str(exc)


@pytest.mark.parametrize("parse", [classic_position, duel_position])
@pytest.mark.parametrize("depth", [1000, 50_000])
def test_deeply_nested_positions(parse, depth):
    deep: list = []
    here = deep
    for _ in range(depth):
        here.append([])
        here = here[0]
    for key in ("players", "discard", "age"):
        with pytest.raises(WondersError):
            parse({**(CLASSIC if parse is classic_position else DUEL), key: deep})
