"""Bots: they see only a player's view and the legal moves, never the state.

``make_bot(game, level, seed)`` returns an object with ``act(view, legal) -> move``.
A bot's choices are reproducible from its own seed (and the game's).

Levels (``LEVELS``; the page's names on the left, the bot names on the right):

=========== ============================================================= ==========
level       bot                                                           budget
=========== ============================================================= ==========
random      uniform over the legal moves                                  -
easy, rbai  rule-based rbAI (Robilliard, Fonlupt, Teytaud 2014)           -
medium,     one-step lookahead on a hand-written evaluation               -
greedy
hard        determinized Monte-Carlo search (``engine.bots.search``)      HARD
strong      the same at full budget                                       STRONG
=========== ============================================================= ==========

``strong:N`` (or ``hard:N``) is the search bot with ``N`` playouts a move and no time
cap (for the arena). Duel has no rbAI: ``easy``/``rbai`` play greedy there.
"""

from __future__ import annotations

from typing import Any

from .random_bot import RandomBot
from .rule_bots import GreedyBot, RbaiBot
from .search import SearchBot

# playouts a move, time cap in seconds (a safety net for slow devices)
HARD = {"playouts": 20, "time_limit": 0.5}
STRONG = {"playouts": 80, "time_limit": 0.9}


def _hard(game: str = "7wonders", seed: int = 0) -> SearchBot:
    return SearchBot(game=game, seed=seed, **HARD)


def _strong(game: str = "7wonders", seed: int = 0) -> SearchBot:
    return SearchBot(game=game, seed=seed, **STRONG)


LEVELS: dict[str, Any] = {
    "random": RandomBot,
    "rbai": RbaiBot,
    "easy": RbaiBot,
    "greedy": GreedyBot,
    "medium": GreedyBot,
    "hard": _hard,
    "strong": _strong,
}


def make_bot(game: str, level: str = "random", seed: int = 0) -> Any:
    """A bot for ``game`` at ``level`` (``random``, ``easy``/``rbai``,
    ``medium``/``greedy``, ``hard``, ``strong``, or ``strong:N`` playouts), seeded."""
    name, _, budget = str(level).partition(":")
    if budget:
        if name not in ("strong", "hard", "search") or not budget.isdigit() or int(budget) < 1:
            raise ValueError(f"bad bot level {level!r}; e.g. strong:200 (playouts a move)")
        return SearchBot(game=game, seed=seed, playouts=int(budget))
    try:
        cls = LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}") from None
    return cls(game=game, seed=seed)
