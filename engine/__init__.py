"""Wonders: the rules engine of the 7 Wonders family (plain Python, runs in Pyodide).

Start here::

    from engine import new_game
    state = new_game("7wonders", seed=7, players=4)
    while not state.is_terminal():
        for p in state.current_players():
            state.apply(p, state.legal_actions(p)[0])
    print(state.scores())

See ``engine.game`` for the Game contract and the state API and ``engine.saves`` for saves.
"""

from .errors import (
    ConfigError,
    IllegalMoveError,
    InvalidMoveError,
    PositionError,
    SaveError,
    UnknownNameError,
    WondersError,
)
from .game import Game
from .games import GAMES, all_games, get_game, new_game

__all__ = [
    "GAMES",
    "Game",
    "ConfigError",
    "IllegalMoveError",
    "InvalidMoveError",
    "PositionError",
    "SaveError",
    "UnknownNameError",
    "WondersError",
    "all_games",
    "get_game",
    "new_game",
]
