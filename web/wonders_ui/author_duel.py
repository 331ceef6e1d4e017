"""7 Wonders Duel in the author mode (``author.html``, ``wonders_ui.embed_author``):
its set-up, the pickers of its cards and wonders, what a seat's form edits, and a new
example's first position (Age I with the wonders drafted)."""

from __future__ import annotations

from typing import Any

from engine import get_game, new_game

from .author_setup import Setup
from .i18n import N_

#: key -> the set-up an example may start from
SETUPS = {"duel": Setup(N_("7 Wonders Duel"), {}, (2,))}
#: what a seat's form edits: its wonders (each built or not), and the coins (7 at the
#: start: rulebook, "Game set-up"); Duel has no hands
SEAT = {"board": False, "wonders": True, "coins": 7, "hand_on_table": False}
#: the players of Duel's own rulebook examples
NAMES = ["Antoine", "Bruno"]


def choices(edition: int) -> dict[str, Any]:
    """The pickers of a Duel example: its wonders and cards (one edition: ``names``
    None)."""
    catalogue = get_game("duel").catalogue()
    return {"wonders": list(catalogue["wonders"]), "sides": [], "cards": catalogue["cards"],
            "expansion": [], "names": None}


def start(config: dict[str, Any], names: list[str], seed: int) -> dict[str, Any]:
    """A position at the start of Age I: the wonders drafted as the first of each
    choice, then the table written out (``engine.duel.position_of``)."""
    state = new_game("duel", seed=seed, names=NAMES)
    positions = get_game("duel").positions
    while positions.position_of(state) is None:
        player = state.current_players()[0]
        state.apply(player, state.legal_actions(player)[0])
    return positions.position_of(state)
