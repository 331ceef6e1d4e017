"""The rule-based (rbAI) and greedy bots behind ``act(view, legal)``.

7 Wonders: see ``engine.bots.classic_bots`` for the rules (Robilliard, Fonlupt and
Teytaud 2014) and the greedy lookahead. Duel: see ``engine.bots.duel_bots``; Duel has
no published rule-based bot, so rbAI plays the greedy policy there.
"""

from __future__ import annotations

from typing import Any

from ..rng import Rng
from .common import as_moves


class ViewBot:
    """A bot that decides from the view alone: ``_act`` picks among the legal moves
    (given as moves or as their text; the answer comes back in the same form)."""

    name = "view"

    def __init__(self, game: str = "7wonders", seed: int = 0):
        self.game = game
        self.rng = Rng(seed)

    def act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        moves, back = as_moves(self.game, legal)
        move = self._act(view, moves)
        return back[move] if back else move

    def _act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        raise NotImplementedError


class RbaiBot(ViewBot):
    """rbAI: the first rule that applies (Ages I-II), best immediate points (Age III)."""

    name = "rbai"

    def _act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        if self.game == "duel":
            from .duel_bots import greedy_move
            return greedy_move(view, legal, self.rng)
        from ..classic.determinize import cities_from_view
        from .classic_bots import rbai_move
        return rbai_move(cities_from_view(view), view["viewer"], view["age"], view["phase"],
                         legal, self.rng)


class GreedyBot(ViewBot):
    """Greedy: the move with the best evaluation one step ahead."""

    name = "greedy"

    def _act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        if self.game == "duel":
            from .duel_bots import greedy_move
            return greedy_move(view, legal, self.rng)
        from ..classic.determinize import cities_from_view
        from .classic_bots import greedy_move
        return greedy_move(cities_from_view(view), view["viewer"], view["age"], view["turn"],
                           view["phase"], legal)
