"""Helpers for the tests of the shared engine code: a valid save to damage, and seeded
random play that any game's tests use (it calls only the ``Game`` contract's state API),
also under the contract's checks (``engine.cli.invariants``).

The save envelope (``engine/saves.py``) is the same for every game; the save here is
a 7 Wonders game at 3 players after each player's first pick (any game would serve).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgpack

from engine import new_game, saves
from engine.cli import invariants
from engine.game import Game
from engine.rng import Rng


def good_save() -> bytes:
    """The save bytes of a short, valid game."""
    state = new_game("7wonders", seed=4, players=3)
    for p in range(3):
        state.apply(p, state.legal_actions(p)[-1])
    return saves.dumps(state)


def repack(**changes: Any) -> bytes:
    """``good_save()`` with the given top-level fields of its msgpack map replaced."""
    data = msgpack.unpackb(good_save(), raw=False)
    data.update(changes)
    return msgpack.packb(data, use_bin_type=True)


def random_moves(state: Any, rng: Rng) -> Iterator[Any]:
    """Play ``state`` on to its end, each move a legal move of the first player to move
    drawn with ``rng``; yield the state after every move."""
    while not state.is_terminal():
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.below(len(legal))])
        yield state


def play_out(state: Any, seed: int = 0) -> Any:
    """``state`` finished with random legal moves drawn with ``Rng(seed)``."""
    for _ in random_moves(state, Rng(seed)):
        pass
    return state


def checked_game(game: Game, cfg: dict[str, Any], seed: int, check_every: int = 1,
                 salt: int = 0xC0DE) -> Iterator[tuple[Any, int | None, Any]]:
    """Play a random game of ``game`` set up with ``cfg``, any player to move and any
    legal move drawn with ``Rng(seed ^ salt)``, under the contract's checks of each turn
    and each applied move; yield the state before every ``check_every``-th move with
    the player and the move, and the finished state with ``None, None``."""
    state = game.new_game(seed=seed, **cfg)
    rng = Rng(seed ^ salt)
    steps = 0
    while not state.is_terminal():
        invariants.check_turn(state)
        players = state.current_players()
        p = players[rng.below(len(players))]
        move = rng.choice(state.legal_actions(p))
        if steps % check_every == 0:
            yield state, p, move
        log_len, events_len = len(state.log), len(state.events)
        state.apply(p, move)
        invariants.check_applied(state, p, move, log_len, events_len)
        steps += 1
        assert steps < 5000, "a game ends"
    yield state, None, None


#: words of Python's own exceptions that no refusal may show a person
RAW_WORDS = ("TypeError", "ValueError", "OverflowError", "IndexError", "KeyError",
             "UnicodeEncodeError", "invalid literal", "unhashable", "Traceback")


def refused_in_one_line(data: Any) -> str:
    """The position ``data`` is refused by the gate (``saves.from_position``) with one
    named line, short, with no Python in it; the line."""
    import pytest

    from engine import saves
    from engine.errors import MAX_LINE, WondersError

    with pytest.raises(WondersError) as err:
        saves.from_position(data)
    line = str(err.value)
    assert "\n" not in line and len(line) <= MAX_LINE, line
    assert not any(word in line for word in RAW_WORDS), line
    return line
