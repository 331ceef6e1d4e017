"""What the bots of every game share: legal moves given as text, and the view bot."""

from __future__ import annotations

from typing import Any

from ..game import Game
from ..rng import Rng


def as_moves(game: Game, legal: list[Any]) -> tuple[list[Any], dict[Any, Any] | None]:
    """Legal moves as move objects (read with ``game.parse_move``), and a map back to
    what was given when the caller passed their text (e.g. the page's bot worker);
    ``None`` when they already are moves."""
    if not legal or not isinstance(legal[0], str):
        return legal, None
    moves = [game.parse_move(x) for x in legal]
    return moves, dict(zip(moves, legal))


class ViewBot:
    """A bot that decides from the view alone: ``_act`` picks among the legal moves
    (given as moves or as their text; the answer comes back in the same form). With a
    single legal move it answers at once, drawing nothing from its generator."""

    name = "view"

    def __init__(self, game: Game, seed: int = 0):
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
