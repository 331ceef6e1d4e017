"""What a 7 Wonders move adds at once to its player's score pad and treasury, for
"Suggest a move" (``engine.hints``): picks are simultaneous, so the move is played on
the player's city alone with the bots' own model (``evaluation.play_on_city``: trade
paid, the card or stage placed, its coins taken) and scored by the score pad's rules
(``classic.scoring.score_city``)."""

from __future__ import annotations

from typing import Any

from ..determinize import cities_from_view
from ..moves import Move
from ..scoring import score_city
from .evaluation import card_of, play_on_city

#: the move kinds whose effect on one city the bots' model knows
KINDS = frozenset({"build", "stage", "discard", "dig"})
#: the phases in which such a move is played on its city at once
PHASES = frozenset({"pick", "seventh", "dig"})


def move_gain(state: Any, player: int, text: str) -> tuple[int | None, int | None]:
    """(points, coins) the move ``text`` adds to ``player``'s city at once; (None, None)
    for a move whose effect the model does not know (a copy, a debt payment)."""
    view = state.view(player)
    move = Move.parse(text)
    if move.kind not in KINDS or view.get("phase") not in PHASES:
        return None, None
    cities = cities_from_view(view)
    city = cities[player]
    after = play_on_city(cities, player, move, card_of(move, view["age"], city.wonder.edition),
                         view["age"])
    return (score_city(after, player)["total"] - score_city(cities, player)["total"],
            after[player].coins - city.coins)
