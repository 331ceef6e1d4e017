"""A 7 Wonders table written as a position file (``positions``: the format), the way
a tutorial author writes it down looking at the table; ``positions.state_from_position``
sets it up again. Duel's is ``engine.duel.position_of``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import CARDS
from .teams import teams_on

if TYPE_CHECKING:
    from .state import ClassicState


def position_of(state: ClassicState) -> dict[str, Any] | None:
    """The position file of a table at the start of a turn (every player about to
    pick, hands of two cards or more): what a tutorial author writes down looking at
    it, and what ``state_from_position`` sets up again; ``None`` at any other moment
    (a pick made, a free build or a guild to copy pending, the game over)."""
    if (state.phase != "pick" or any(m is not None for m in state.pending)
            or len(state.hands[0]) < 2):
        return None
    names = state.config["names"]

    def city(i: int) -> dict[str, Any]:
        c = state.cities[i]
        out: dict[str, Any] = {"wonder": c.wonder.name, "side": c.wonder.side,
                               "stages": c.stages, "coins": c.coins,
                               "cards": [CARDS[x].name for x in c.cards],
                               "conflict": list(c.conflict)}
        if c.copied >= 0:
            out["copied"] = CARDS[c.copied].name
        if state.expansion:
            out |= {"debt": c.debt, "diplomacy": c.diplomacy}
        return out

    data: dict[str, Any] = {
        "game": "7wonders", "edition": state.cities[0].wonder.edition, "age": state.age,
        "seed": state.seed, "discard": [CARDS[x].name for x in state.discard],
        "players": [{"name": names[p], **city(p),
                     "hand": [CARDS[x].name for x in state.hands[p]]}
                    for p in range(state.players)]}
    if state.expansion:
        data["cities"] = True
    if teams_on(state.config):
        data["teams"] = True
    if state.free_city >= 0:
        data["free_city"] = {**city(state.free_city), "holder": state.holder,
                             "pile": [CARDS[x].name for x in state.hands[state.free_city]]}
    return data
