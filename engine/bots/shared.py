"""One move searched by several searches side by side: root parallelisation.

Chaslot, Winands and van den Herik, "Parallel Monte-Carlo Tree Search" (Computers and
Games 2008): ``K`` independent searches of the same position, each with its own seed
and the whole time budget, and the move with the most visits summed over all of them is
played. ``SharedBot`` runs them one after another in one process, each on its own
clock, for the arena and the referee: the moves ``K`` workers side by side would choose
with the same iterations. The page does not share its moves: against the peer Duel AI
two searches of 0.8 s won 27 of 80 deals where one won 24 (``bench/RESULTS.md``), no gain
for a second worker's memory and core.

A bot takes part when it has ``visits(view, legal)``: its root's statistics, a move's
text to its visits and wins (``engine.duel.bots.search.DuelIsmcts.visits``). ``level*K`` in
``engine.bots.make_bot`` is such a level shared by ``K``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

#: most searches a move is shared by
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

