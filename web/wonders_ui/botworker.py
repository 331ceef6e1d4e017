"""Bot moves, computed in the bot worker (a Web Worker with its own Pyodide).

The page sends the save of the game (set-up + moves) with the seat to play, the seat's
bot level and a seed; the worker keeps the replayed state between requests and only
applies the new moves. The bot is ``engine.bots.make_bot(game, level, seed)`` for the
game's own levels (``Game.bot_levels``); it sees only ``state.view(player)`` and
``state.legal_actions(player)``. An unknown level is a ``ConfigError`` reported to the
page, never a silent stand-in. A time-capped bot's clock starts when the request
arrives, before the save is replayed (``SearchBot.asked_at``); the answer says how many
playouts the search ran (``None`` for a bot that runs none), for the page's log.
"""

from __future__ import annotations

import json
import time
from typing import Any

from engine import hints, saves
from engine.bots import is_search, make_bot
from engine.errors import ConfigError, IllegalMoveError, WondersError

_states: dict[str, Any] = {}


def bot_for(game: str, level: str, seed: int) -> Any:
    """The game's bot at that level; ``ConfigError`` names the known levels."""
    try:
        return make_bot(game, level, seed)
    except WondersError:
        raise
    except ValueError as exc:  # engine.game.Game.level: "unknown bot level ..."
        raise ConfigError(str(exc)) from None


def state_for(game_id: str, blob: bytes) -> Any:
    """The game of that save, replayed (or brought up to date from the last request)."""
    data = saves.read_save(blob)
    moves = [tuple(m) for m in data["moves"]]
    state = _states.get(game_id)
    if state is not None and state.seed == data["seed"] and state.config == data["config"]:
        done = [tuple(m) for m in state.log]
        if len(done) <= len(moves) and moves[: len(done)] == done:
            for player, text in moves[len(done):]:
                state.apply(player, text)
            return state
    state = saves.replay(data)
    _states.clear()
    _states[game_id] = state
    return state


def play(game_id: str, blob: Any, player: int, level: str, seed: int) -> tuple[str, Any]:
    """The move text the bot of seat ``player`` plays now, and the playouts it ran."""
    asked = time.perf_counter()
    if hasattr(blob, "to_py"):
        blob = blob.to_py()
    state = state_for(str(game_id), bytes(blob))
    legal = state.legal_actions(player)
    if not legal:
        raise IllegalMoveError(f"seat {player} has nothing to do")
    bot = bot_for(state.game, str(level), int(seed))
    if is_search(state.game, str(level)):  # the replay's time counts, on its own clock
        bot.asked_at = bot.clock() - (time.perf_counter() - asked)
    move = str(bot.act(state.view(player), legal))
    return move, getattr(bot, "stats", {}).get("playouts")


def act(game_id: str, blob: Any, player: int, level: str, seed: int) -> str:
    """The move text the bot of seat ``player`` plays now."""
    return play(game_id, blob, player, level, seed)[0]


def answer(game_id: str, blob: Any, player: int, level: str, seed: int) -> str:
    """``play`` for the worker: JSON ``{"move": text, "playouts": n}`` or ``{"error": one
    line}``."""
    try:
        move, playouts = play(game_id, blob, player, level, seed)
        return json.dumps({"move": move, "playouts": playouts})
    except WondersError as exc:
        return json.dumps({"error": f"{type(exc).__name__}: {exc}"})


def hint(game_id: str, blob: Any, player: int, seed: int) -> str:
    """"Suggest a move" for the worker: JSON ``{"hint": engine.hints.suggest(...)}`` (the
    move a good bot plays for ``player`` now, and its immediate gain) or ``{"error"}``."""
    try:
        if hasattr(blob, "to_py"):
            blob = blob.to_py()
        state = state_for(str(game_id), bytes(blob))
        return json.dumps({"hint": hints.suggest(state, int(player), seed=int(seed))})
    except WondersError as exc:
        return json.dumps({"error": f"{type(exc).__name__}: {exc}"})
