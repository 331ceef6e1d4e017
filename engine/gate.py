"""The gate every position and rule example passes before it is accepted (issue 32).

A position (a file, a link's example, the CLI's ``score``, the embed, the author tool,
"play from here", a save set up from a position) is accepted only if the game it
starts can be played to its end under the rules and written as a save:

* every value is one a save can hold (``check_values``): text is encodable (no lone
  surrogate), a whole number fits in 64 bits, a number is finite, nesting is bounded;
* the game's own checks (each game's ``Positions.state_from_position``: decks, piles,
  hands, card copies as printed, expansion cards only with the expansion);
* the table it sets up is live (``check_playable``): a game that is not over has a
  player to move, with a legal move; its save can be written; and a seeded game of
  random legal moves from it reaches the end ("The game ends at the end of the third
  age", rulebook) with a player to move and a legal move at every step.

Every refusal is one named line (``engine.errors``).
"""

from __future__ import annotations

import math
import random
from typing import Any

from .blobs import MAX_SAVE_BYTES, dumps
from .errors import PositionError, WondersError
from .words import say

#: what a msgpack integer holds (a save): from the least signed 64-bit integer to the
#: largest unsigned one
MIN_INT, MAX_INT = -(1 << 63), (1 << 64) - 1
MAX_DEPTH = 16  # a position or an example is a few levels deep
MAX_PATH = 60  # the longest path a refusal names
#: a random game from a position plays at most this many moves (a whole 8-player game
#: with the Cities expansion plays fewer than 400)
MAX_PLAYOUT = 5000


def check_values(data: Any, error: type[WondersError] = PositionError) -> None:
    """Every value of ``data`` (parsed JSON) is one a save and a link can hold, else an
    ``error`` naming the path of the first that is not (``players[0].name: text that
    cannot be written (a lone surrogate)``)."""
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, path, depth = stack.pop()
        where = path or "the top"
        if depth > MAX_DEPTH:
            raise error(say("{path}: nested too deeply", path=where))
        if isinstance(value, str):
            _text(value, where, error)
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if not MIN_INT <= value <= MAX_INT:
                raise error(say("{path}: a whole number that does not fit in 64 bits",
                                path=where))
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise error(say("{path}: a number that is not finite", path=where))
        elif isinstance(value, dict):
            for key, item in value.items():
                if not isinstance(key, str):
                    raise error(say("{path}: a value that is not JSON", path=where))
                _text(key, where, error)
                stack.append((item, _step(path, key), depth + 1))
        elif isinstance(value, (list, tuple)):
            stack.extend((item, f"{path}[{i}]"[-MAX_PATH:], depth + 1)
                         for i, item in enumerate(value))
        else:
            raise error(say("{path}: a value that is not JSON", path=where))


def _step(path: str, key: str) -> str:
    """The path of ``key`` in the object at ``path``, its tail if long."""
    name = key if key.isidentifier() and len(key) <= 24 else "[…]"
    return (f"{path}.{name}" if path else name)[-MAX_PATH:]


def _text(value: str, where: str, error: type[WondersError]) -> None:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise error(say("{path}: text that cannot be written (a lone surrogate)",
                        path=where)) from None


def check_playable(state: Any, seed: int = 0) -> None:
    """The table ``state`` can be saved and played to its end (module docstring), else a
    ``PositionError`` naming where a game from it gets stuck."""
    try:
        blob = dumps(state)
    except WondersError:
        raise
    except Exception:  # msgpack's OverflowError, a text it cannot encode...
        raise PositionError(say("this position holds a value a save cannot hold")) from None
    if len(blob) > MAX_SAVE_BYTES // 2:  # room for the moves of a whole game
        raise PositionError(say("this position is too large for a save ({n} bytes, at "
                                "most {limit})", n=len(blob), limit=MAX_SAVE_BYTES // 2))
    game = state.clone()
    rng = random.Random(seed)
    names = list(game.config.get("names", []))
    for played in range(MAX_PLAYOUT):
        if game.is_terminal():
            return
        movers = game.current_players()
        if not movers:
            raise PositionError(say("this position cannot be played to its end: after "
                                    "{n} moves nobody is to move", n=played))
        moves = {}
        for p in movers:
            moves[p] = game.legal_actions(p)
            if not moves[p]:
                who = names[p] if p < len(names) else str(p)
                raise PositionError(say("this position cannot be played to its end: after "
                                        "{n} moves {player} has no legal move",
                                        n=played, player=repr(who[:30])))
        p = rng.choice(movers)
        game.apply(p, rng.choice(moves[p]))
    raise PositionError(say("this position cannot be played to its end in {n} moves",
                            n=MAX_PLAYOUT))
