"""The table of 7 Wonders (1st edition, 3-7 players), drawn from a view alone.

``render(view, ctx)``, ``age_end(view, ctx, event)`` and ``score_pad(view, ctx)`` read
the viewer's view (``state.view(viewer)``: plain data), the ``TableContext`` and the
game's catalogue, never the state: a view saved to a file draws the same table. The
viewer's neighbours are marked left and right; the hand shows what each card costs,
how it can be played or why not, and each payment's breakdown (``classic_hand``).
"""

from __future__ import annotations

from typing import Any

from ..vdom import h
from . import parts
from .classic_cities import city_panel, describe, log_lines, roman
from .classic_hand import hand_block, power_block
from .classic_scores import age_end, score_pad
from .context import TableContext

__all__ = ["age_end", "render", "score_pad"]

PHASE_NOTES = {"seventh": "Babylon plays its 7th card", "dig": "Halicarnassus digs",
               "copy": "Olympia copies a guild"}


def top_bar(view: dict, ctx: TableContext) -> Any:
    """The shared top bar (``parts.top_bar``) titled with the age and turn (six turns an
    age), with the way hands pass (left in ages I and III, right in age II) and the
    wonder power being used, if any."""
    arrow = "◀ passing left" if view["direction"] == "left" else "passing right ▶"
    note = PHASE_NOTES.get(view["phase"], "")
    return parts.top_bar(view, ctx, f"Age {roman(view['age'])} · Turn {view['turn']} of 6",
                         h("span", {"class_": "direction"}, arrow),
                         note and parts.badge(note))


def waiting_panel(view: dict, ctx: TableContext, viewer: int) -> Any:
    """The viewer has nothing to do: its pick (the top bar's Undo takes it back while
    others choose) and whom the table waits for."""
    pick = view.get("pick")
    waiting = [ctx.name(p) for p in (ctx.waiting or view.get("current_players") or [])]
    return h("div", {"class_": "waiting", "id": "waiting"},
             pick and h("span", None, f"You chose: {describe(view, viewer, pick)}. "),
             "Waiting for " + (", ".join(waiting) or "the table") + "…")


def my_side(view: dict, ctx: TableContext, viewer: int) -> list:
    """The viewer's city and what the viewer may do now."""
    mine = [city_panel(view, ctx, view["cities"][viewer], None, True)]
    legal = view.get("legal") or []
    if legal and view["phase"] in ("dig", "copy"):
        mine += power_block(view)
    elif legal:
        if view["phase"] == "seventh":
            mine.append(h("div", {"class_": "banner"}, "Babylon: play your 7th card"))
        mine += hand_block(view, ctx)
    else:
        mine.append(waiting_panel(view, ctx, viewer))
    return mine


def render(view: dict, ctx: TableContext) -> list:
    """The table as ``view["viewer"]`` sees it (a spectator: from seat 0, every city
    and no hand)."""
    viewer = view.get("viewer")
    n = view["players"]
    me = viewer if viewer is not None else 0
    cities = view["cities"]
    left, right = cities[me]["left"], cities[me]["right"]
    order = [(me + k) % n for k in range(1, n)]  # left neighbour first, right one last
    others = [city_panel(view, ctx, cities[p], "left" if p == left else
                         "right" if p == right else None, False) for p in order]
    mine = (my_side(view, ctx, viewer) if viewer is not None
            else [city_panel(view, ctx, cities[me], None, False)])
    return [top_bar(view, ctx),
            h("div", {"class_": "table-body" + (" with-log" if ctx.ui.get("log") else "")},
              h("div", {"class_": "others", "style": f"--others: {len(others)}"}, others),
              h("div", {"class_": "mine"}, mine),
              ctx.ui.get("log") and parts.log_panel(log_lines(view, ctx), closable=True))]
