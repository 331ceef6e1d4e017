"""The bot seats of the game played, a part of ``controller.App`` (``app.bots``): which
bot was asked about which decision, who is thinking, and the bot worker's requests and
answers (``browser.BrowserPage.ask_bot``: the save is posted to a free worker, which
replays it and answers a move text).

A bot is asked once a decision (``Session.decision``: the public events, its own moves
and the turns taken back); an answer to a decision that no longer stands is dropped and
the bot asked again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.errors import WondersError

from . import i18n
from .session import Outcome

if TYPE_CHECKING:
    from .controller import App


class BotSeats:
    """The bots' side of the table: asked, thinking, answered."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.asked: dict[int, Any] = {}  # bot seat -> the decision it was asked about
        self.thinking: set[int] = set()  # the seats computing a move now
        self._blob: tuple[Any, bytes] = (None, b"")  # the save packed for the last asks

    def forget(self) -> None:
        """Nobody asked, nobody thinking (a new game, a turn taken back, a new line)."""
        self.asked, self.thinking = {}, set()
        self._blob = (None, b"")

    def ask(self) -> None:
        """Ask every bot to move that has a decision it was not asked about yet."""
        app = self.app
        s = app.session
        if app.revealing.pacing.held:
            return  # the reveal's timer or Continue asks them
        if app.coaching.scripted():
            return  # a lesson's bots play its script (``coach``)
        for p in s.bots_to_move():
            key = s.decision(p)
            if self.asked.get(p) == key:
                continue
            self.asked[p] = key
            self.thinking.add(p)
            app.page.ask_bot(app, p, key)

    def answer(self, game_id: str, player: int, key: Any, move: str | None,
               error: str | None = None) -> None:
        """Called (from the page) when the bot worker answers the request ``key``."""
        app = self.app
        s = app.session
        if (s is None or s.game_id != game_id or key != self.asked.get(player)
                or app.conflict is not None):
            return
        self.thinking.discard(player)
        if error or move is None:
            app.toast(i18n.tp(s.name(player), "You could not move: {reason}",
                              "{player} could not move: {reason}", reason=error), "error")
            return
        if key != s.decision(player):
            self.asked.pop(player, None)  # the table moved on: ask again
            app.advance()
            app.render()
            return
        try:
            outcome = s.bot_move(player, move)
        except WondersError as exc:
            app.toast(i18n.tp(s.name(player), "You made an illegal move ({reason}); asking again",
                              "{player} made an illegal move ({reason}); asking again",
                              reason=i18n.sentence(str(exc))), "error")
            self.asked.pop(player, None)
            outcome = Outcome()
        app.after_move(outcome)
        app.render()

    def request(self, player: int) -> dict[str, Any]:
        """What the page sends to the bot worker: the save, the seat, its level and a
        seed from the position (the same position, the same move)."""
        s = self.app.session
        seed = (s.state.seed * 1_000_003 + player * 7919 + len(s.state.log)) & 0x7FFFFFFF
        key = (s.game_id, tuple(s.state.log[-1:]), len(s.state.log))
        if self._blob[0] != key:  # one packing for all the bots asked at once
            self._blob = (key, s.save_blob())
        return {"game_id": s.game_id, "blob": self._blob[1], "player": player,
                "level": s.seats[player].level, "seed": seed}
