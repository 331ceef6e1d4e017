"""Bots: they see only a player's view and the legal moves, never the state.

``make_bot(game, level, seed)`` returns an object with ``act(view, legal) -> move``.
A bot's choices are reproducible from its own seed (and the game's).

Levels (``LEVELS``; the page's names and the bot names are both accepted):

=============  ========================================================  ===============
level          bot                                                       budget a move
=============  ========================================================  ===============
random         uniform over the legal moves                              -
easy, rbai     rule-based rbAI (Robilliard, Fonlupt, Teytaud 2014)       -
medium, greedy one-step lookahead on a hand-written evaluation           -
hard           determinized Monte-Carlo search (``engine.bots.search``)  20 playouts,
                                                                         cap 0.5 s
strong         the same at full budget                                   80 playouts,
                                                                         cap 0.8 s
=============  ========================================================  ===============

``strong:N`` is the search bot with ``N`` playouts a move and no time cap (for the
arena: reproducible whatever the machine's speed). The time caps are a safety net for
slow devices (under Pyodide in Node, 80 playouts to the end of the game take about
0.3 s a move on average at 4 players, p95 0.55-0.63 s; at 7 players against greedy
players, the slow case, 0.50 s, p95 0.82 s with the cap);
when a cap cuts a search, that move depends on the device's speed.
Duel has no published rule-based bot: ``easy``/``rbai`` play the greedy policy there.
"""

from __future__ import annotations

from typing import Any

from ..game import BotLevel, Game
from .random_bot import RandomBot
from .rule_bots import GreedyBot, RbaiBot
from .search import SearchBot

# playouts a move, time cap in seconds (a safety net for slow devices)
HARD = {"playouts": 20, "time_limit": 0.5}
STRONG = {"playouts": 80, "time_limit": 0.8}


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


SUMMARIES = {
    "random": "plays any legal move",
    "easy": "rule-based rbAI",
    "medium": "greedy: the best move one step ahead",
    "hard": "search, 20 playouts a move",
    "strong": "search, 80 playouts a move",
}


def standard_levels(game_id: str) -> tuple[BotLevel, ...]:
    """The five page levels of a game, weakest first."""
    return tuple(
        BotLevel(name, SUMMARIES[name],
                 (lambda cls: lambda seed: cls(game=game_id, seed=seed))(LEVELS[name]))
        for name in SUMMARIES)


def make_bot(game: str | Game, level: str = "random", seed: int = 0) -> Any:
    """A bot for ``game`` at ``level`` (one of ``game.bot_levels`` or an alias, or
    ``strong:N``: the search at ``N`` playouts a move, no time cap), seeded."""
    from ..games import get_game

    g = get_game(game)
    name, _, budget = str(level).partition(":")
    if budget:
        if (name not in ("strong", "hard", "search") or not budget.isdigit() or int(budget) < 1
                or len(budget) > 6):
            raise ValueError(f"bad bot level {level!r}; e.g. strong:200 (playouts a move)")
        return SearchBot(game=g.id, seed=seed, playouts=int(budget))
    return g.level(name).make(seed)
