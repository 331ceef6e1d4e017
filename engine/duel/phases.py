"""The phases of a Duel game and the constants every part of the rules shares.

========== ===================================================================
phase      who acts and what they choose
========== ===================================================================
draft      the wonder draft ("Val av Underverk")
play       take an available card: build it, discard it, or build a wonder
token      take a progress token after a pair of identical science symbols
library    The Great Library: take one of 3 tokens drawn from those set aside
destroy    Circus Maximus / Statue of Zeus: discard an opponent's grey/brown card
mausoleum  The Mausoleum: build a card from the discard pile for free
start      the player with the weaker military chooses who starts the next Age
over       the game has ended
========== ===================================================================

Per-player lists that rarely change are shared by a state and its clones and
replaced, never changed in place (``with_``, ``added``, ``removed``).
"""

from __future__ import annotations

from typing import Any

from .data import CARDS, DATA

PHASES = ("draft", "play", "token", "library", "destroy", "mausoleum", "start", "over")
DRAFT, PLAY, TOKEN, LIBRARY, DESTROY, MAUSOLEUM, START, OVER = range(8)

#: Draft order per round: the pickers of the first three wonders; the last wonder of
#: the four goes to the round's first picker ("Val av Underverk").
DRAFT_ORDER = ((0, 1, 1), (1, 0, 0))
NCARDS = len(CARDS)
MAX_BUILT = DATA.max_wonders_built
DISCARD_COINS = DATA.discard_coins


def with_(values: list[Any], p: int, value: Any) -> list[Any]:
    """A copy of a per-player list with player p's entry replaced (copy on write:
    clones share these rarely changing lists)."""
    out = list(values)
    out[p] = value
    return out


def added(nested: list[list[int]], p: int, x: int) -> list[list[int]]:
    """A copy of a per-player list of lists with ``x`` appended to p's list."""
    out = list(nested)
    out[p] = nested[p] + [x]
    return out


def removed(nested: list[list[int]], p: int, x: int) -> list[list[int]]:
    """A copy of a per-player list of lists with ``x`` removed from p's list."""
    out = list(nested)
    out[p] = [y for y in nested[p] if y != x]
    return out
