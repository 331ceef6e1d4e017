"""What a table draws besides the view: the page's own state, never the game's.

A table module offers ``render(view, ctx)``, ``age_end(view, ctx, event)`` and
``score_pad(view, ctx)``, each returning a list of ``vdom`` nodes drawn from the view
(``state.view(viewer)``: plain data) and this context alone; the game's static data
(card faces) comes from ``engine.get_game(view["game"]).catalogue()``. So a view saved
to a file draws the same table (the embeds need this).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class TableContext:
    game_id: str  # the saved game's id (the Export button's argument)
    names: list[str]  # seat names, by player index
    bots: list[bool]  # which seats are bots
    viewer: int | None  # whose side the table is drawn from (None: a spectator)
    pass_and_play: bool = False  # two or more people share the device
    thinking: frozenset[int] = frozenset()  # bots computing a move now
    waiting: tuple[int, ...] = ()  # the players the table waits for
    can_undo: bool = False  # the viewer may take back a pick now
    ui: dict[str, Any] = field(default_factory=dict)  # selection, chosen payment, open panels

    def name(self, player: int | None) -> str:
        if player is None or not 0 <= player < len(self.names):
            return "the bank"
        return self.names[player]
