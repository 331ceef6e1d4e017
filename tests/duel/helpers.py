"""Helpers for the Duel tests: set a table from a few facts."""

from __future__ import annotations

from typing import Any

from engine.bots import make_bot
from engine.duel.positions import state_from_position
from engine.duel.state import DuelState
from engine.duel.structure import LAYOUTS
from engine.games import new_game


def table(age: int = 1, available: tuple[str, ...] = (), current: int = 0,
          players: tuple[dict[str, Any], dict[str, Any]] | None = None,
          **top: Any) -> DuelState:
    """A state in Age ``age`` whose structure holds only the ``available`` cards (all
    uncovered), with the given players (position-file dicts) and top-level keys."""
    layout = LAYOUTS[age]
    structure: list[str | None] = [None] * layout.size
    chosen: set[int] = set()
    for s in reversed(range(layout.size)):  # uncovered slots, nearest row first
        if len(chosen) == len(available):
            break
        if not chosen & set(layout.covered_by[s]):
            chosen.add(s)
    assert len(chosen) == len(available), "too many available cards for this Age"
    for s, name in zip(sorted(chosen), available):
        structure[s] = name
    pl = players or ({}, {})
    data = {"game": "duel", "age": age, "current": current, "structure": structure,
            "players": [{"name": "Antoine", **pl[0]}, {"name": "Bruno", **pl[1]}], **top}
    return state_from_position(data)


def names(actions: list[Any]) -> list[str]:
    """The actions' printed names, for readable comparisons."""
    return [str(a) for a in actions]


def midgame(seed: int = 3, plies: int = 14):
    """A game some moves into Age I, played by the greedy bots."""
    st = new_game("duel", seed=seed)
    bots = [make_bot("duel", "greedy", seed + p) for p in (0, 1)]
    for _ in range(plies):
        p = st.current_players()[0]
        st.apply(p, bots[p].act(st.view(p), st.legal_actions(p)))
    return st
