"""The hosted game's bot moves, asked of the page's bot workers (the effect ``ask_bot``
for the table ``together``): a bot seat's move, and with the turn timer (issue 57) a
person seat's whose time ran out, played by the game's default level. Each decision is
asked once; the answer comes back as the command ``bot``."""

from __future__ import annotations

from typing import Any

from engine import get_game

from .. import commands, newgame
from ..commands import Effect


class Asks:
    """The decisions asked so far, a seat each (a new game starts with none)."""

    def __init__(self) -> None:
        self.asked: dict[int, Any] = {}

    def ask(self, session: Any, seat: int, level: str) -> list[Effect]:
        """Ask the bot workers for ``seat``'s move in ``session`` (once a decision)."""
        key = session.decision(seat)
        if self.asked.get(seat) == key:
            return []
        self.asked[seat] = key
        state = session.state
        seed = (state.seed * 1_000_003 + seat * 7919 + len(state.log)) & 0x7FFFFFFF
        return [commands.ask_bot(session.game_id, session.save_blob(), seat, level, seed,
                                 list(key), table="together")]

    def timed(self, host: Any) -> list[Effect]:
        """A bot's move for each person seat of ``host`` whose time ran out."""
        if host is None or not host.timer:
            return []
        level = newgame.default_level(get_game(host.session.state.game))
        return [e for seat in host.out_of_time()
                for e in self.ask(host.session, seat, level)]
