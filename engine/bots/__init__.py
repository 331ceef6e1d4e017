"""Bots: they see only a player's view and the legal moves, never the state.

``make_bot(game, level, seed)`` returns an object with ``act(view, legal) -> move``
(``engine.game.Bot``); ``game`` is a ``Game`` or its id. A bot's choices are
reproducible from its own seed (and the game's). Each game declares its levels
(``Game.bot_levels``, built with ``standard_levels`` from the game's own policies);
this package holds what every game shares: the level table, the random bot
(``random_bot``) and the generic search (``search``).

=============  =====================================================  ==================
level          bot                                                    budget a move
=============  =====================================================  ==================
random         uniform over the legal moves                           -
easy, rbai     the game's rule-based bot                              -
medium, greedy one-step lookahead on the game's evaluation            -
hard           determinized Monte-Carlo search (``search``)           20 playouts, 0.5 s
strong         the same at full budget                                80 playouts, 0.8 s
=============  =====================================================  ==================

A game may bring its own search and budgets (``standard_levels``' ``budgets``): Duel's
``hard`` and ``strong`` are its information-set tree search (``engine.duel.bots.search``) at
300 and 20,000 iterations a move under the same caps (0.5 s, 0.8 s: ``strong`` runs
what fits in its 0.8 s); 7 Wonders' ``strong`` runs 160 playouts under a 0.6 s cap
(``engine.classic.bots.STRONG``).

``strong@F`` (or ``hard@F``) is the page's level, time cap included, on a device ``F``
times slower than this process: its clock is the process's CPU time times ``F``
(``slower_clock``), so that the arena plays, move by move, the playouts a slow device
(a tablet: ``bench/RESULTS.md``) fits in the cap, whatever else shares the machine.

``strong:N`` is the game's search bot with ``N`` playouts (Duel: iterations) a move and
no time cap
(``Game.search_bot``; for the arena: reproducible whatever the machine's speed). The
caps of ``hard`` and ``strong`` are wall-clock deadlines from the moment the bot is
asked: on a fast device the search runs its whole budget and plays as ``strong:N``, on
a slow one it runs what fits (``engine.bots.search``; it reports how many). 7 Wonders'
playouts stop at the end of the Age (a learnt value foresees the final scores), so a
tablet in Chromium runs most of them (``bench/RESULTS.md`` has the figures and the
commands that measure them).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ..errors import ConfigError, quoted
from ..game import Bot, BotLevel, Game
from ..words import say
from .random_bot import RandomBot
from .search import SearchBot

# playouts a move, time cap in seconds (a safety net for slow devices)
HARD = {"playouts": 20, "time_limit": 0.5}
STRONG = {"playouts": 80, "time_limit": 0.8}

#: the level table: each level's name and what it does, weakest first, in the plain
#: words the new-game screen shows ("easy: plays simply"; each a ``say`` message); a
#: game whose bot differs says so in its own ``summaries``
LEVELS: dict[str, str] = {
    say("random"): say("picks any allowed move, to learn the rules against"),
    say("easy"): say("plays simply, by a few fixed rules"),
    say("medium"): say("takes the move worth most right now"),
    say("hard"): say("tries its best moves a few turns ahead"),
    say("strong"): say("thinks ahead, takes a second"),
}
#: other names of levels (the bots' names in the literature and the benchmarks)
ALIASES: dict[str, str] = {"rbai": "easy", "greedy": "medium"}
#: the levels that search on a clock (``BotLevel.search``)
SEARCHES = ("hard", "strong")

__all__ = ["ALIASES", "HARD", "LEVELS", "SEARCHES", "STRONG", "RandomBot", "SearchBot",
           "is_search", "make_bot",
           "standard_levels"]


def standard_levels(easy: Callable[[int], Bot], medium: Callable[[int], Bot],
                    search: Callable[..., Bot],
                    summaries: dict[str, str] | None = None,
                    budgets: dict[str, dict[str, Any]] | None = None) -> tuple[BotLevel, ...]:
    """The five levels of ``LEVELS`` for a game, weakest first: ``easy(seed)`` and
    ``medium(seed)`` build its rule-based and greedy bots, ``search(seed, playouts,
    time_limit)`` its search bot; ``summaries`` overrides the table's descriptions and
    ``budgets`` the search's budgets of ``hard`` and ``strong`` (``HARD``, ``STRONG``:
    a game whose search counts its budget in another unit gives its own)."""
    text = {**LEVELS, **(summaries or {})}
    budget = {"hard": HARD, "strong": STRONG, **(budgets or {})}
    makers: dict[str, Callable[[int], Bot]] = {
        "random": RandomBot,
        "easy": easy,
        "medium": medium,
        "hard": lambda seed: search(seed, **budget["hard"]),
        "strong": lambda seed: search(seed, **budget["strong"]),
    }
    return tuple(BotLevel(name, text[name], makers[name], search=name in SEARCHES)
                 for name in LEVELS)


def slower_clock(factor: float) -> Callable[[], float]:
    """A clock in seconds that runs ``factor`` times faster than this process's CPU time:
    a search timed by it stops where a device ``factor`` times slower would."""
    return lambda: time.process_time() * factor


def is_search(game: str | Game, level: str) -> bool:
    """Whether ``make_bot(game, level)`` makes a search on a clock, as the game declares
    it (``BotLevel.search``; ``name:N`` is the game's ``search_bot``): a bot that takes
    ``asked_at``. Several searches side by side (``level*K``) are not one."""
    from ..games import get_game

    g = get_game(game)
    name, budget, _ = str(level).partition(":")
    if "*" in str(level):
        return False
    if budget:
        return g.search_bot is not None
    try:
        return g.level(name.partition("@")[0]).search
    except ConfigError:
        return False


def make_bot(game: str | Game, level: str = "random", seed: int = 0) -> Any:
    """A bot for ``game`` at ``level`` (one of ``game.bot_levels`` or an alias, or
    ``strong:N``: the game's search at ``N`` playouts a move, no time cap; or
    ``strong@F``: the page's level on a device ``F`` times slower; any of these as
    ``level*K``: searched by ``K`` searches side by side, ``engine.bots.shared``), seeded.
    An unknown level is a ``ValueError`` that names the known ones."""
    from ..games import get_game
    from .shared import MOST_SHARES, SharedBot, share_seed

    g = get_game(game)
    if "*" in str(level):
        base, _, k = str(level).rpartition("*")
        if not k.isascii() or not k.isdigit() or not 2 <= int(k) <= MOST_SHARES:
            raise ConfigError(f"bad bot level {quoted(level, 40)}; e.g. strong*2 (searched "
                              f"by 2 searches side by side, at most {MOST_SHARES})")
        if not (g.offers.shared_search and is_search(g, base)):
            make_bot(g, base, seed)  # (a bad level says so first)
            raise ConfigError(f"the {quoted(base, 40)} bot of {g.title} cannot share its search")
        return SharedBot([make_bot(g, base, share_seed(seed, i)) for i in range(int(k))])
    if "@" in str(level):
        name, _, slower = str(level).partition("@")
        try:
            factor = float(slower)
        except ValueError:
            factor = 0.0
        if name not in ("strong", "hard") or not 1 <= factor <= 1000:
            raise ConfigError(f"bad bot level {quoted(level, 40)}; e.g. strong@6 (the page's "
                              "level on a device 6 times slower)")
        bot = g.level(name).make(seed)
        bot.clock = slower_clock(factor)
        return bot
    name, _, budget = str(level).partition(":")
    if budget:
        if (name not in ("strong", "hard", "search") or not budget.isascii()
                or not budget.isdigit() or len(budget) > 6 or int(budget) < 1):
            raise ConfigError(f"bad bot level {quoted(level, 40)}; e.g. strong:200 "
                              "(playouts a move)")
        if g.search_bot is None:
            raise ConfigError(f"{g.title} has no search bot")
        return g.search_bot(seed, int(budget))
    return g.level(name).make(seed)
