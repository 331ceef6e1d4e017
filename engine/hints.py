"""A suggested move and why: what a bot would play now, with its immediate gain.

``suggest(state, player)`` asks the game's bot (``HINT_LEVEL``: the greedy one, which
takes the move worth most right now and answers at once) for ``player``'s move, and
says what the move does to ``player``'s score pad at once: ``{"move": text, "verb":
its kind ("build", "stage", "discard", "wonder", ...), "facts": the move as data (as in
the view's ``moves``), "points": total points gained, "coins": coins gained}``
(``points`` and ``coins``
None when the game cannot say without resolving other players' moves). The numbers
come from the game's own scoring:

* 7 Wonders (picks are simultaneous): the player's city after the move alone
  (``classic.bots.evaluation.play_on_city``, the bots' own model: trade paid, the card
  or stage placed, its coins taken) scored by ``classic.scoring.score_city``;
* Duel (one move at a time): a copy of the state with the move applied, its
  ``scores()`` and coins.

The bot sees only the player's view (``engine.game.Bot``), so a hint reveals nothing
hidden; the page words it in the person's language.
"""

from __future__ import annotations

from typing import Any

from .bots import make_bot
from .errors import IllegalMoveError
from .games import get_game

#: the bot level a hint asks (``engine.bots.LEVELS``)
HINT_LEVEL = "medium"
#: the 7 Wonders move kinds whose effect on one city the bots' model knows
CLASSIC_KINDS = frozenset({"build", "stage", "discard", "dig"})


def suggest(state: Any, player: int, level: str = HINT_LEVEL, seed: int = 0) -> dict[str, Any]:
    """The move the bot at ``level`` plays for ``player`` now, and its immediate gain."""
    legal = state.legal_actions(player)
    if not legal:
        raise IllegalMoveError(f"seat {player} has nothing to do")
    view = state.view(player)
    move = make_bot(state.game, level, seed).act(view, legal)
    text = str(move)
    points, coins = gain(state, player, text)
    facts = next(m for m in view["moves"] if m["text"] == text)
    return {"move": text, "verb": facts["kind"], "facts": facts, "points": points,
            "coins": coins}


def gain(state: Any, player: int, text: str) -> tuple[int | None, int | None]:
    """(points, coins) the move ``text`` adds to ``player``'s score pad and treasury at
    once; (None, None) when the game cannot tell."""
    game = get_game(state.game)
    if game.id == "7wonders":
        return _classic_gain(state.view(player), player, game.parse_move(text))
    if len(state.current_players()) != 1:
        return None, None  # simultaneous picks: the turn resolves with others' moves
    after = state.clone()
    after.apply(player, text)
    return (after.scores()[player]["total"] - state.scores()[player]["total"],
            _coins(after.view(player), player) - _coins(state.view(player), player))


def _coins(view: dict[str, Any], player: int) -> int:
    return int(view["players"][player]["coins"])


def _classic_gain(view: dict[str, Any], player: int, move: Any) -> tuple[int | None, int | None]:
    """A 7 Wonders move's gain, from the bots' model of one city."""
    if move.kind not in CLASSIC_KINDS or view.get("phase") not in ("pick", "seventh", "dig"):
        return None, None
    from .classic.bots.evaluation import card_of, play_on_city
    from .classic.determinize import cities_from_view
    from .classic.scoring import score_city

    cities = cities_from_view(view)
    city = cities[player]
    after = play_on_city(cities, player, move, card_of(move, view["age"], city.wonder.edition),
                         view["age"])
    return (score_city(after, player)["total"] - score_city(cities, player)["total"],
            after[player].coins - city.coins)
