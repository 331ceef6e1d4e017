"""Bot moves, computed in the bot worker (a Web Worker with its own Pyodide).

The page sends the save of the game (set-up + moves) with the seat to play; the worker
keeps the replayed state between requests and only applies the new moves. Bots see only
``state.view(player)`` and ``state.legal_actions(player)``.
"""

from __future__ import annotations

from typing import Any

from engine import saves
from engine.rng import Rng

_states: dict[str, Any] = {}


class RandomBot:
    """Chooses uniformly among the legal actions (until ``engine.bots`` exists)."""

    def __init__(self, seed: int):
        self.rng = Rng(seed)

    def act(self, view: dict, legal: list) -> Any:
        return self.rng.choice(legal)


def make_bot(game: str, level: str, seed: int) -> Any:
    """The one place that picks a bot implementation."""
    try:
        from engine.bots import make_bot as engine_make_bot
    except ImportError:
        return RandomBot(seed)
    try:
        return engine_make_bot(game, level, seed)
    except Exception:  # an unknown level: fall back rather than stall the table
        return RandomBot(seed)


def state_for(game_id: str, blob: bytes) -> Any:
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


def act(game_id: str, blob: Any, player: int, level: str, seed: int) -> str:
    if hasattr(blob, "to_py"):
        blob = blob.to_py()
    state = state_for(str(game_id), bytes(blob))
    legal = state.legal_actions(player)
    if not legal:
        raise ValueError(f"seat {player} has nothing to do")
    bot = make_bot(state.game, str(level), int(seed))
    move = bot.act(state.view(player), legal)
    return str(move)
