"""One move searched by several searches side by side: root parallelisation.

Chaslot, Winands and van den Herik, "Parallel Monte-Carlo Tree Search" (Computers and
Games 2008): ``K`` independent searches of the same position, each with its own seed
and the whole time budget, and the move with the most visits summed over all of them is
played. The page runs them in its bot workers, one search a worker, when the table has
fewer bots thinking than workers (``web/ui.js``); ``SharedBot`` runs them one after
another in one process, each on its own clock, for the arena and the referee: the moves
the page's ``K`` workers choose with the same iterations.

A bot takes part when it has ``visits(view, legal)``: its root's statistics, a move's
text to its visits and wins (``engine.duel.ismcts.DuelIsmcts.visits``). ``level*K`` in
``engine.bots.make_bot`` is such a level shared by ``K``; the page shares only the levels
that say so (``can_share``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

#: most searches a move is shared by (the page's bot pool has at most 7 workers)
MOST_SHARES = 8


def share_seed(seed: int, share: int) -> int:
    """The seed of search ``share`` of a move whose bot has ``seed`` (share 0: the seed
    itself, so a move searched once is the bot's own move)."""
    return seed if share == 0 else (seed * 1_000_003 + share * 7_919) & 0x7FFFFFFF


def merged(shares: Iterable[Mapping[str, Sequence[float]]]) -> str:
    """The move text with the most visits summed over ``shares`` (each a move's text to
    its visits and wins), then the most wins, then the first in text order: the same
    move whichever order the shares came in."""
    total: dict[str, list[float]] = {}
    for share in shares:
        for text, (n, w) in share.items():
            t = total.setdefault(text, [0.0, 0.0])
            t[0] += n
            t[1] += w
    if not total:
        raise ValueError("no search returned a move")
    return min(total, key=lambda m: (-total[m][0], -total[m][1], m))


class SharedBot:
    """``bots`` (each with ``visits``) searching every move side by side; ``stats``
    says the playouts all of them ran."""

    def __init__(self, bots: Sequence[Any]) -> None:
        self.bots = list(bots)
        self.name = self.bots[0].name
        self.stats: dict[str, Any] = {}

    def act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        if len(legal) == 1:
            self.stats = {"playouts": 0}
            return legal[0]
        shares = []
        playouts = 0
        for bot in self.bots:
            shares.append(bot.visits(view, legal))
            playouts += bot.stats.get("playouts", 0)
        self.stats = {"playouts": playouts, "shares": len(self.bots)}
        text = merged(shares)
        return next(m for m in legal if (m if isinstance(m, str) else m.text) == text)


def can_share(game: Any, level: str) -> bool:
    """Whether the page shares the moves of the bot of ``game`` at ``level`` among its
    idle bot workers: a bot with ``visits`` whose level says so (``shareable``: a budget
    of time, which more searches turn into more strength; a level counted in iterations
    plays the same on every device)."""
    from . import make_bot

    try:
        bot = make_bot(game, level, 0)
        return hasattr(bot, "visits") and bool(getattr(bot, "shareable", False))
    except ValueError:  # an unknown level (a ConfigError is a ValueError too)
        return False
