"""A guest's table: the game's own table module drawn from the view the host sent.

A guest holds no ``Session``: what a table draws besides the view (``TableContext``)
comes from the seats the host sent with it (``roster``: names, bots, who is still
choosing). The tables read views only, so a guest's table is the host's table of that
seat, drawn from the same data.
"""

from __future__ import annotations

from .. import tables
from ..tables.context import TableContext, TableUi
from .guest import Guest


def context(guest: Guest, ui: TableUi | None = None, game_id: str = "") -> TableContext:
    """The table's context from a guest's seats and view: its seat is the viewer, the
    seats still choosing are waited for (the bots among them are thinking)."""
    roster = guest.roster
    choosing = tuple(s["seat"] for s in roster if s.get("choosing"))
    bots = [s.get("kind") == "bot" for s in roster]
    return TableContext(
        game_id=game_id, names=[str(s.get("name") or "") for s in roster], bots=bots,
        viewer=guest.seat, thinking=frozenset(p for p in choosing if bots[p]),
        waiting=choosing, ui=ui or TableUi())


def draw(guest: Guest, ui: TableUi | None = None, game_id: str = "") -> list:
    """The guest's table (the score pad once the game is over); nothing before the host
    sent a view. While the guest's pick is held (``guest.held``) its table is the one of
    a player who has chosen: no move is offered (the pick is changed by Undo, above the
    table), and the table says whom it waits for; so is it while its move is on its way
    to the host (``guest.answering``): a second tap would answer a decision taken."""
    view = guest.view
    if view is None:
        return []
    if (guest.held or guest.answering()) and not view.get("terminal"):
        view = {**view, **{k: [] for k in ("legal", "moves") if k in view}}
    return _drawn(view, guest, ui, game_id)


def settled(view: dict, roster: list[dict]) -> dict:
    """The view with the players to move the host's seats say are still choosing (a
    pick the host holds until everyone has chosen counts as made: the top bar then
    waits for the others, as every page's list of who is still choosing does)."""
    if not roster or view.get("terminal") or "current_players" not in view:
        return view
    choosing = {s.get("seat") for s in roster if s.get("choosing")}
    return {**view, "current_players": [p for p in view["current_players"] if p in choosing]}


def _drawn(view: dict, guest: Guest, ui: TableUi | None, game_id: str) -> list:
    view = settled(view, guest.roster)
    table = tables.for_game(view["game"])
    ctx = context(guest, ui, game_id)
    return table.score_pad(view, ctx) if view.get("terminal") else table.render(view, ctx)
