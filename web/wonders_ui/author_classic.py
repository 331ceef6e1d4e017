"""7 Wonders in the author mode (``author.html``, ``wonders_ui.embed_author``): the
set-ups an example may start from, the pickers of its cards and wonders, what a seat's
form edits, and a new example's first position (the hands as dealt, written out whole
so that the author edits them)."""

from __future__ import annotations

from typing import Any

from engine import get_game, new_game

from .author_setup import Setup
from .i18n import N_

#: key -> the set-up an example may start from (its label, options and player counts)
SETUPS = {
    "7wonders/1": Setup(N_("7 Wonders (1st edition)"), {"edition": 1}, (3, 4, 5, 6, 7)),
    "7wonders/2": Setup(N_("7 Wonders (2nd edition)"), {"edition": 2}, (3, 4, 5, 6, 7)),
    "free-city": Setup(N_("Two players: the Free City"), {"edition": 1, "players": 2}, (2,)),
    "cities": Setup(N_("7 Wonders: Cities"), {"edition": 1, "cities": "on"},
                    (3, 4, 5, 6, 7, 8)),
}
#: what a seat's form edits: a wonder board and its side, the coins (3 at the start:
#: rulebook, "Set-up"), and the hand, whose cards are also taken off the drawn hand
SEAT = {"board": True, "wonders": False, "coins": 3, "hand_on_table": True}
#: each edition's two sides of a board (1st: A and B; 2nd: Day and Night)
SIDES = {1: ["A", "B"], 2: ["day", "night"]}


def choices(edition: int) -> dict[str, Any]:
    """The pickers of an example of ``edition``: its boards, their sides, its cards
    (name -> catalogue entry), the Cities' cards and boards (``expansion``), and the
    edition whose rulebook names them (``names``)."""
    catalogue = get_game("7wonders").catalogue()
    cards = dict(catalogue["editions"][str(edition)]["cards"])
    sides = SIDES[edition]
    boards = {name.rsplit(" ", 1)[0]: board for name, board in catalogue["wonders"].items()
              if name.rsplit(" ", 1)[1] in sides}
    expansion = ({n for n, c in cards.items() if c.get("expansion")}
                 | {n for n, b in boards.items() if b.get("expansion")})
    return {"wonders": sorted(boards), "sides": sides, "cards": cards,
            "expansion": sorted(expansion), "names": edition}


def start(config: dict[str, Any], names: list[str], seed: int) -> dict[str, Any]:
    """The first position of a new game of ``config``: the hands as dealt."""
    state = new_game("7wonders", seed=seed, **config, names=names[:config["players"]])
    return get_game("7wonders").positions.position_of(state)
