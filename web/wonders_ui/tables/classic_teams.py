"""The team variant on the 7 Wonders table (Cities rulebook, "Csapatjáték"):
teammates may look at each other's hands, so the viewer's teammate's hand shows beside
the viewer's own; the score pad adds each player's team and the team's total (the best
team wins).
"""

from __future__ import annotations

from typing import Any

from ..i18n import t, tp
from ..vdom import h
from .classic_cities import card_strip
from .context import TableContext


def teammate_panel(view: dict, ctx: TableContext, viewer: int) -> list | None:
    """``#teammate-hand``: the teammate's hand as the view shows it (``teammate_hand``),
    each card drawn as it shows under a board; None without teams."""
    if not view.get("teams"):
        return None
    mate = viewer ^ 1
    hand = view.get("teammate_hand") or []
    edition = view.get("edition", 1)
    return h("section", {"class_": "teammate-hand", "id": "teammate-hand"},
             h("h3", None, tp(ctx.name(mate), "Your hand (your teammate)",
                              "{player}'s hand (your teammate)")),
             h("div", {"class_": "stack"}, [card_strip(name, edition) for name in hand])
             if hand else h("p", {"class_": "muted"}, t("No cards in hand.")))


def team_rows(view: dict, ctx: TableContext) -> list[tuple[str, list[Any], dict[str, Any]]]:
    """The score pad's team rows (``scores[p]["team"]``, ``["team_total"]``)."""
    scores = view["scores"]
    if not view.get("teams") or not scores or "team_total" not in scores[0]:
        return []
    return [(t("Team"), [t("Team {n}", n=s["team"] + 1) for s in scores], {"class_": "team"}),
            (t("Team total"), [s["team_total"] for s in scores],
             {"class_": "team-total", "data_category": "team_total"})]
