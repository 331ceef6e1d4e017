"""The replay's "Make an example from here" (``replay.bar``, ``docs/examples.md``): the
table of the step shown, written as a position (the game's ``position_of``:
``engine/classic/positions.py``, ``engine/duel/positions.py``) and handed to the
author mode in its address (``author.html#x1...``, the example's link form), shown
from the side the replay shows.

Only once the game is over: while it goes on, a position would name the cards of the
other players' hands, which the replay never shows (its docstring). ``None`` too at a
moment no position can tell (a pick half made, Duel's wonder draft)."""

from __future__ import annotations

from typing import Any

from engine import examples, get_game
from engine.errors import WondersError

AUTHOR_PAGE = "author.html"


def example_link(state: Any, names: list[str], viewer: int | None, over: bool) -> str | None:
    """The author mode's address with the example of ``state`` seen by ``viewer``
    (the players named as the replay names them), or ``None`` (see above)."""
    if not over:
        return None
    writer = getattr(get_game(state.game).positions, "position_of", None)
    position = writer(state) if writer else None
    if position is None:
        return None
    for player, name in zip(position["players"], names):
        player["name"] = name
    example = {"example": 1, "position": position, "view": viewer or 0}
    try:
        return f"{AUTHOR_PAGE}#{examples.encode(example)}"
    except WondersError:  # too long for an address: no button rather than a broken one
        return None
