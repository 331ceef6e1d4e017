"""The one small API every game of the family implements.

Modelled on OpenSpiel's python games, with boardgame.io's "a game is its set-up plus
its log":

* ``state.current_players()`` lists the players who must act now. In a simultaneous
  phase (7 Wonders' card pick) that is everybody who has not picked yet; each pick is
  applied on its own with ``apply(player, action)`` and the phase resolves when the
  last pick arrives, all picks together, as the rulebook says.
* ``state.legal_actions(player)`` lists that player's legal actions: small immutable
  hashable values with a text form (``str(action)``), like python-chess moves.
* ``state.apply(player, action)`` accepts an action or its text; an illegal one raises
  ``IllegalMoveError`` and leaves the state untouched.
* ``state.is_terminal()``, ``state.returns()`` (winners share 1.0) and
  ``state.scores()`` (the score pad, category by category).
* ``state.view(player)`` is the per-player view: plain JSON-able data that hides what
  that player may not see. Bots and the page only ever see views.
* ``state.log`` is the list of ``(player, action_text)`` applied since set-up, so that
  ``config + seed + log`` replays to the same state (see ``engine.saves``).
* Randomness comes from ``state.rng`` (``engine.rng.Rng``), part of the state.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Action(Protocol):
    """An immutable, hashable move with a text form: ``str(action)`` parses back."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


class GameState(Protocol):
    """What every game state offers (7 Wonders, Duel, later editions)."""

    game: str
    config: dict[str, Any]
    seed: int
    log: list[tuple[int, str]]

    def num_players(self) -> int: ...

    def current_players(self) -> list[int]: ...

    def legal_actions(self, player: int) -> list[Any]: ...

    def parse_action(self, text: str) -> Any: ...

    def apply(self, player: int, action: Any) -> None: ...

    def is_terminal(self) -> bool: ...

    def returns(self) -> list[float]: ...

    def scores(self) -> list[dict[str, int]]: ...

    def view(self, player: int | None) -> dict[str, Any]: ...

    def clone(self) -> GameState: ...


def winners_returns(totals: list[tuple[int, ...]]) -> list[float]:
    """Returns for a ranked finish: the players with the best key share 1.0."""
    best = max(totals)
    won = [i for i, t in enumerate(totals) if t == best]
    return [1.0 / len(won) if i in won else 0.0 for i in range(len(totals))]
