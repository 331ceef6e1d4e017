"""The reveal's marks on a table (``wonders_ui.reveal``): what each city got when the
last turn resolved, from ``TableContext.arrivals`` (city -> ``Arrival``) and
``TableContext.reveal_ms`` (how long its animation lasts; 0: none, the marks only)."""

from __future__ import annotations

from typing import Any

from ..vdom import h
from .context import TableContext
from .parts import sentences


def arrival(ctx: TableContext, player: int) -> Any:
    """The arrival in ``player``'s city (a city's index: the Free City's too) of the
    last resolved turn, or None."""
    return (ctx.arrivals or {}).get(player)


def arriving_name(ctx: TableContext, player: int) -> str:
    """The card (or wonder) that arrived in ``player``'s city, "" when none did."""
    a = arrival(ctx, player)
    return a.name if a is not None and a.builds else ""


def mark(node: list, ctx: TableContext) -> list:
    """A copy of ``node`` (a card, stage or wonder, maybe shared between draws) marked
    as just arrived: class ``arriving`` (with ``still`` when nothing moves), the pace's
    time as the CSS variable ``--reveal``."""
    ms = ctx.reveal_ms
    attrs = dict(node[1])
    attrs["class"] = f"{attrs.get('class', '')} arriving{'' if ms else ' still'}".strip()
    attrs["style"] = f"{attrs.get('style', '')}; --reveal: {ms}ms".lstrip("; ")
    return [node[0], attrs, *node[2:]]


def arrival_line(view: dict[str, Any], ctx: TableContext, player: int,
                 note: Any = None) -> Any:
    """``.arrival`` in a city: its move of the last resolved turn as the log says it,
    what was paid to whom included ("Bob builds Temple, pays 2 coins to Ann (left)"),
    then ``note`` (``.paid``: a price the move's words do not say)."""
    a = arrival(ctx, player)
    if a is None:
        return None
    line = sentences(view, ctx, [(player, a.text)])[0]
    return mark(h("p", {"class_": f"arrival {a.verb}", "data_seat": str(player),
                        "role": "status"},
                  line, note and h("span", {"class_": "paid"}, " · ", note)), ctx)
