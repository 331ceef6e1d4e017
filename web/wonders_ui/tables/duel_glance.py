"""A Duel city at a glance, drawn from the view alone (``view["glance"][p]``).

Under each city, one row each in icons: science (the symbols held, how many different
of the six that win, which next symbol would make a pair and take a progress token,
which would win: "Vetenskap & utveckling"), the way to military supremacy (the
shields each player still needs to reach the other's capital: "Militär övermakt") and
the points so far by category (the view's ``scores``, labelled an estimate). The
prices at the bank are on the city itself (``duel_city``).
"""

from __future__ import annotations

from typing import Any

from ..i18n import t
from ..vdom import h
from . import icons, speech

SUPREMACY = 6  # different symbols that win at once


def science_row(sci: dict, have: dict) -> list:
    """The symbols held, ``n/6``, and the next symbols that pair or win."""
    held = [[icons.icon(k), f"×{have[k]}" if have[k] > 1 else None]
            for k in icons.DUEL_SCIENCE if have.get(k)]
    pairs = [icons.icon(k) for k in icons.DUEL_SCIENCE if sci["next"].get(k) == "pair"]
    wins = [icons.icon(k) for k in icons.DUEL_SCIENCE if sci["next"].get(k) == "supremacy"]
    return [h("dt", None, t("Science")),
            h("dd", {"class_": "gl-science"}, held,
              h("span", {"class_": "gl-distinct"}, f"{sci['distinct']}/{SUPREMACY}"),
              pairs and sci["tokens_left"] and h(
                  "span", {"class_": "gl-next", "data_next": "pair"},
                  h("span", {"class_": "muted"}, t("A pair, a progress token:")), pairs),
              wins and h("span", {"class_": "gl-next", "data_next": "supremacy"},
                         h("span", {"class_": "muted"}, t("Scientific supremacy:")), wins))]


def military_row(view: dict, ctx: Any, p: int) -> list:
    """The shields each player needs to reach the other's capital, ``p`` first."""
    mil = view["glance"][p]["military"]
    return [h("dt", None, t("Military supremacy")),
            h("dd", {"class_": "gl-military",
                     "title": t("shields each player still needs to reach the other's capital")},
              [h("span", {"class_": "gl-versus", "data_player": str(q)}, ctx.label(q), " ",
                 icons.icon("shield", n))
               for q, n in ((p, mil["to_win"]), (1 - p, mil["to_lose"]))])]


def points_row(view: dict, p: int, rows: list[tuple[str, str]]) -> list:
    """The points so far by category (``rows``: the score pad's keys and labels)."""
    score = view["scores"][p]
    cells = [h("span", {"class_": "gl-points", "data_cat": key, "title": t(label), "role": "img",
                        "aria_label": speech.score_chip(t(label), score.get(key, 0))},
               h("span", {"class_": "muted"}, t(label)), f" {score.get(key, 0)}")
             for key, label in rows]
    return [h("dt", None, t("Points so far (estimate)")),
            h("dd", {"class_": "gl-score"}, cells, " = ", icons.points(score.get("total", 0)))]


def glance_panel(view: dict, ctx: Any, p: int, rows: list[tuple[str, str]]) -> Any:
    """Player ``p``'s city at a glance (``None`` for a view without it, or over)."""
    glances = view.get("glance") or []
    if p >= len(glances) or view.get("phase") == "draft" or view.get("terminal"):
        return None
    have = view["players"][p].get("science_counts") or {}
    return h("dl", {"class_": "glance", "data_seat": str(p), "aria_label": t("At a glance")},
             science_row(glances[p]["science"], have),
             military_row(view, ctx, p),
             points_row(view, p, rows))
