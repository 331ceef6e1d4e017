"""The author mode's table while an example is being made (``author.html``,
``docs/examples.md``, "Making an example without writing JSON").

An author edits a position card by card: between two taps the hands may hold
different numbers of cards, which no game allows (rulebook, "Game turn": every player
holds the same hand size). The position's counts are checked only when the author asks
(``embed_author.answer`` with ``strict``); until then ``draft_state`` still draws the
table: the position set up with its hands dealt, then each player's hand replaced by
the one the author gave. ``draft_tree`` draws one frame as the game's table does
(``tables``), keeping the actions the author mode plays with (tapping a card of the
hand, then Build, Wonder or Discard) and the highlights that are on the table.
"""

from __future__ import annotations

from typing import Any

from engine import saves
from engine.errors import ExampleError

from . import tables
from .embed_marks import DROPPED_ACTS, DROPPED_IDS, apply_marks, taken_out
from .tables.context import TableContext, TableUi
from .vdom import is_node

#: the table's actions the author mode plays with: a card tapped, a move made
KEPT_ACTS = ("select", "move", "opt")


def draft_state(position: Any) -> Any:
    """The table of ``position``; a 7 Wonders position whose hands differ in size is
    drawn with those hands all the same (the engine's check waits for "Check")."""
    return saves.draft_from_position(position)


def _kept(node: Any) -> Any:
    """The tree without the table's chrome, keeping only the actions ``KEPT_ACTS``."""
    if not is_node(node):
        return node
    attrs = dict(node[1])
    if attrs.get("data-act") not in KEPT_ACTS:
        attrs.pop("data-act", None)
        attrs.pop("data-arg", None)
    children = [_kept(c) for c in node[2:]
                if not (is_node(c) and (c[1].get("data-act") in DROPPED_ACTS
                                        or c[1].get("id") in DROPPED_IDS))]
    return [node[0], attrs, *children]


def draft_tree(state: Any, viewer: int, marks: tuple[dict[str, Any], ...],
               selected: str | None, where: str,
               options: dict[str, int] | None = None) -> tuple[list, list[str]]:
    """One frame's table from ``viewer``'s side, ``selected`` shown selected (with the
    ways to pay the author chose, ``options``: ``{"build": 1}`` as the game's own
    ``act_opt`` keeps them), each highlight marked; and the highlights that are not on
    the table, one line each."""
    view = state.view(viewer)
    names = list(view["names"])
    ui = TableUi(selected=selected, options=dict(options or {})) if selected else TableUi()
    ctx = TableContext(game_id="example", names=names, bots=[False] * len(names),
                       viewer=viewer, ui=ui)
    table = tables.for_game(state.game)
    tree = table.score_pad(view, ctx) if state.is_terminal() else table.render(view, ctx)
    tree, _out = taken_out([_kept(node) for node in tree])
    missing = []
    for i, mark in enumerate(marks):
        try:
            apply_marks(tree, (mark,), names, where)
        except ExampleError as exc:
            missing.append(str(exc).replace("highlight[0]", f"highlight[{i}]"))
    return tree, missing
