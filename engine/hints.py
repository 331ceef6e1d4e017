"""A suggested move and why: what a bot would play now, with its immediate gain.

``suggest(state, player)`` asks the game's bot (``HINT_LEVEL``: the greedy one, which
takes the move worth most right now and answers at once) for ``player``'s move, and
says what the move does to ``player``'s score pad at once: ``{"move": text, "verb":
its kind ("build", "stage", "discard", "wonder", ...), "facts": the move as data (as in
the view's ``moves``), "points": total points gained, "coins": coins gained}``
(``points`` and ``coins``
None when the game cannot say without resolving other players' moves). The numbers
come from the game's own scoring:

* 7 Wonders (picks are simultaneous): the player's city after the move alone, scored
  (``classic.bots.gain``);
* Duel (one move at a time): a copy of the state with the move applied, its
  ``scores()`` and coins.

The bot sees only the player's view (``engine.game.Bot``), so a hint reveals nothing
hidden; the page words it in the person's language.

A game that knows a better answer than "apply the move to a copy" gives its own
(``Game.move_gain``): 7 Wonders does.
"""

from __future__ import annotations

from typing import Any

from .bots import make_bot
from .errors import IllegalMoveError
from .games import get_game

#: the bot level a hint asks (``engine.bots.LEVELS``)
HINT_LEVEL = "medium"


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
    if game.move_gain is not None:
        return game.move_gain(state, player, text)
    if len(state.current_players()) != 1:
        return None, None  # simultaneous picks: the turn resolves with others' moves
    after = state.clone()
    after.apply(player, text)
    return (after.scores()[player]["total"] - state.scores()[player]["total"],
            _coins(after.view(player), player) - _coins(state.view(player), player))


def _coins(view: dict[str, Any], player: int) -> int:
    return int(view["players"][player]["coins"])
