"""The position file of a Duel table (``engine/duel/positions.py`` reads it back):
what a tutorial author writes down looking at the table, and the author mode's
"Make an example from here" (``docs/examples.md``).

Only at a moment a position can describe: a player about to take a card of the
structure (rulebook, "Game turn"), no progress token, destroyed card or replayed
turn pending; ``None`` at any other moment (the wonder draft, the game over)."""

from __future__ import annotations

from typing import Any

from .data import CARDS, DATA, TOKENS
from .state import PLAY, DuelState


def position_of(state: DuelState) -> dict[str, Any] | None:
    """The position of ``state`` (see the module docstring), or ``None``."""
    if state.phase != PLAY or not state.remaining:
        return None
    names = state.config["names"]

    def wonders(p: int) -> list[Any]:
        out: list[Any] = []
        for w in state.wonders[p]:
            if w in state.removed_wonders:  # the eighth, set aside once 7 are built
                continue
            name = DATA.wonders[w].name
            if w in state.wbuilt[p]:
                tucked = state.tucked[p][state.wbuilt[p].index(w)]
                out.append({"name": name, "built": True,
                            **({"card": CARDS[tucked].name} if tucked >= 0 else {})})
            else:
                out.append(name)
        return out

    structure: list[Any] = []
    for s, c in enumerate(state.slots):
        structure.append(None if c < 0 else CARDS[c].name if state.face_up[s] else "?")
    return {"game": "duel", "age": state.age, "seed": state.seed,
            "players": [{"name": names[p], "coins": state.coins[p],
                         "cards": [CARDS[c].name for c in state.cards[p]],
                         "wonders": wonders(p),
                         "tokens": [TOKENS[t].name for t in state.tokens[p]]}
                        for p in (0, 1)],
            "pawn": state.pawn,
            "military_tokens": [[a for a in state.loot[q * 2:q * 2 + 2] if a]
                                for q in (0, 1)],
            "board_tokens": [TOKENS[t].name for t in state.board_tokens],
            "discard": [CARDS[c].name for c in state.discard],
            "current": state.player,
            "structure": structure}
