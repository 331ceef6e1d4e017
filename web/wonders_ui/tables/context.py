"""What a table draws besides the view: the page's own state, never the game's.

A table module offers ``render(view, ctx)``, ``age_end(view, ctx, event)`` and
``score_pad(view, ctx)``, each returning a list of ``vdom`` nodes drawn from the view
(``state.view(viewer)``: plain data) and this context alone; the game's static data
(card faces) comes from ``engine.get_game(view["game"]).catalogue()``. So a view saved
to a file draws the same table (the embeds need this).

A seat may be named "You" (the new-game form's first seat): every sentence that names a
player goes through ``says`` / ``whose`` / ``whom`` (``ctx.says(p, "leads")``: "You
lead", "Ann leads"), so it reads right for "You" and for a name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.words import IRREGULAR, is_you, plain_verb, says, whom, whose

# the grammar of sentences that name players lives with the engine's, so that the log
# (``Game.describe_move``) and the tables agree
__all__ = ["IRREGULAR", "TableContext", "is_you", "plain_verb", "says", "whom", "whose"]


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
        """A player's name as a label (a city's heading, a score column): "You", "Ann"."""
        if player is None or not 0 <= player < len(self.names):
            return "the bank"
        return self.names[player]

    def says(self, players: int | None | Sequence[int | None], verb: str) -> str:
        """Players and their verb: ``says(0, "leads")`` -> "You lead" / "Ann leads";
        ``says([0, 1], "wins")`` -> "Ann and you win"."""
        seq = players if isinstance(players, Sequence) else [players]
        return says([self.name(p) for p in seq], verb)

    def agree(self, player: int | None, verb: str) -> str:
        """The verb alone, agreeing with the player (a second verb of one subject:
        "You have the weaker military and *choose*")."""
        return plain_verb(verb) if is_you(self.name(player)) else verb

    def whose(self, player: int | None, start: bool = False) -> str:
        """"Ann's" / "your" ("Your" at the ``start`` of a sentence)."""
        return whose(self.name(player), start)

    def whom(self, player: int | None) -> str:
        """A player after a verb or a preposition: "Ann" / "you"."""
        return whom(self.name(player))
