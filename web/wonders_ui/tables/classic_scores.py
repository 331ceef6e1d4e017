"""The end of an age (its military conflicts) and the final score pad with a chart,
drawn from a 7 Wonders view alone.

With the Cities expansion (the view's ``expansions``) the pad has the row of black
cards, and the treasury counts each debt token as -1 (rulebook 003: Gábor's 5 coins
and 3 debt tokens score -2); its cell opens the coins and the debt that made it.
"""

from __future__ import annotations

from typing import Any

from ..i18n import N_, t
from ..vdom import h
from . import classic_log, debrief, icons, log, parts
from .classic_cities import conflict_example, roman
from .classic_teams import team_rows
from .context import TableContext

CATEGORY_LABELS = [("military", N_("Military")), ("treasury", N_("Treasury")),
                   ("wonder", N_("Wonder")), ("civilian", N_("Civilian")),
                   ("science", N_("Science")), ("commercial", N_("Commerce")),
                   ("guilds", N_("Guilds"))]
CITIES_LABELS = [*CATEGORY_LABELS, ("black", N_("Black cards"))]
CATEGORY_COLOURS = {"military": "#c0392b", "treasury": "#b07a2a", "wonder": "#8d7b68",
                    "civilian": "#2e6fbd", "science": "#2e8b57", "commercial": "#e7c441",
                    "guilds": "#7d4ba0", "black": "#8a8296"}


def categories(view: dict) -> list[tuple[str, str]]:
    """The pad's rows, labelled in the current language: the Cities row of black cards
    too when the game has it."""
    rows = CITIES_LABELS if "cities" in (view.get("expansions") or ()) else CATEGORY_LABELS
    return [(key, t(label)) for key, label in rows]


def conflicts_of(view: dict, age: int) -> dict[str, Any]:
    """The ``conflicts`` event of ``age`` from the view's log (or its recent events)."""
    for e in reversed(view.get("log") or view.get("events") or []):
        if e.get("kind") == "conflicts" and e.get("age") == age:
            return e
    return {"age": age, "results": [], "shields": []}


def _result(token: int, name: str) -> list:
    """A conflict's result against ``name``: "won" and its victory token, "lost" and a
    defeat token, or a tie (rulebook: no token for a tie)."""
    if not token:
        return [t("tie vs {player}", player=name)]
    text = (t("won {token} vs {player}", player=name) if token > 0
            else t("lost {token} vs {player}", player=name))
    return parts.with_nodes(text, token=icons.token(token))


def battles_of(e: dict, p: int, ctx: TableContext) -> list:
    """``p``'s battles of a conflicts event, each with its token ("won [+3] vs Bob"), or
    "sat out (diplomacy)", or "no token" (ties only)."""
    out: list = [[_result(token, ctx.label(q)), "; "] for pp, q, token in e.get("results", [])
                 if pp == p]
    if p in (e.get("diplomacy") or ()):
        out.append([t("sat out (diplomacy)"), "; "])
    if not out:
        return [t("no token")]
    out[-1] = out[-1][:-1]
    return out


def age_end(view: dict, ctx: TableContext, event: dict) -> list:
    """The military conflicts of the age that just ended (``event``: its ``age`` event)."""
    age = event.get("age", view["age"])
    e = conflicts_of(view, age)
    shields = e.get("shields") or []
    rows = []
    # with teams or diplomacy a city may fight others than its two neighbours, or
    # nobody: each battle is listed as the event gives it (Cities rulebook)
    battles = bool(view.get("teams") or e.get("diplomacy"))
    for p, city in enumerate(view["cities"]):
        res = {q: t for pp, q, t in e.get("results", []) if pp == p}
        if battles:
            cells = [h("td", {"colspan": "2"}, battles_of(e, p, ctx))]
        else:
            cells = [h("td", None, _result(res.get(city[side], 0), ctx.label(city[side])))
                     for side in ("left", "right")]
        rows.append(h("tr", None, h("td", None, ctx.label(p)),
                      h("td", None, icons.icon("shield", shields[p]) if p < len(shields) else ""),
                      cells,
                      h("td", None, [icons.token(t) for t in city["conflict"]],
                        f" = {sum(city['conflict']):+d}")))
    if view.get("terminal"):
        onward = t("See the score pad")
    elif age < 3:
        onward = t("On to Age {age}", age=roman(age + 1))
    else:
        onward = t("Continue")
    return [h("div", {"class_": "age-end", "id": "age-end"},
              h("h1", None, t("End of Age {age}: military conflicts", age=roman(age)), " ",
                parts.rule_link(conflict_example(view, bool(e.get("diplomacy"))),
                                N_("military conflicts"))),
              h("table", {"class_": "pad"},
                h("thead", None, h("tr", None, h("th", None, t("Player")),
                                   h("th", None, t("Shields")), h("th", None, t("Left")),
                                   h("th", None, t("Right")), h("th", None, t("Tokens")))),
                h("tbody", None, rows)),
              parts.continue_button(onward))]


def chart(ctx: TableContext, scores: list[dict],
          labels: list[tuple[str, str]] | None = None) -> list:
    """Points per player, one bar a player, stacked by category (``labels``: the
    ``categories`` of the view, the base game's by default); negative points (defeat
    tokens, a treasury in debt) drawn left of the zero line."""
    labels = labels or [(key, t(label)) for key, label in CATEGORY_LABELS]
    width, bar, gap = 520, 26, 10

    def below_zero(s: dict) -> int:
        return -sum(min(0, s.get(key, 0)) for key, _ in labels)

    top = max((s["total"] + below_zero(s) for s in scores), default=1) or 1
    below = max((below_zero(s) for s in scores), default=0)
    scale = (width - 160) / (top + below)
    zero = 110.0 + below * scale
    height = len(scores) * (bar + gap) + 10
    items = []
    for i, s in enumerate(scores):
        y = 5 + i * (bar + gap)
        x = left = zero
        items.append(h("text", {"x": "0", "y": str(y + bar * 0.7), "class_": "chart-label"},
                       ctx.label(i)[:14]))
        for key, _label in labels:
            value = s.get(key, 0)
            w = abs(value) * scale
            if value < 0:
                left -= w
                items.append(h("rect", {"x": f"{left:.1f}", "y": str(y), "width": f"{w:.1f}",
                                        "height": str(bar), "fill": CATEGORY_COLOURS[key],
                                        "class_": "negative", "opacity": "0.6"}))
            elif w > 0:
                items.append(h("rect", {"x": f"{x:.1f}", "y": str(y), "width": f"{w:.1f}",
                                        "height": str(bar), "fill": CATEGORY_COLOURS[key]}))
                x += w
        items.append(h("text", {"x": f"{x + 6:.1f}", "y": str(y + bar * 0.7),
                                "class_": "chart-total"}, str(s["total"])))
    if below:
        items.append(h("line", {"x1": f"{zero:.1f}", "x2": f"{zero:.1f}", "y1": "0",
                                "y2": str(height), "class_": "chart-zero",
                                "stroke": "#f3ead7", "stroke-width": "1"}))
    legend = h("div", {"class_": "legend"},
               [h("span", {"class_": "legend-item"},
                  h("span", {"class_": "swatch", "style": f"background:{CATEGORY_COLOURS[k]}"}),
                  label) for k, label in labels])
    return [h("svg", {"class_": "chart", "viewBox": f"0 0 {width} {height}",
                      "role": "img", "aria-label": t("points per player by category")}, items),
            legend]


def with_tie_note(view: dict, verdict: str) -> str:
    """The verdict, and "(tied on points; most coins wins)" after it when the best
    totals tie (rulebook: a tie goes to the most coins; still tied, the victory is
    shared)."""
    totals = [s["total"] for s in view["scores"]]
    if sum(1 for t in totals if t == max(totals, default=0)) < 2:
        return verdict
    return (t("{verdict} (tied on points; most coins wins)", verdict=verdict)
            if len(view.get("winners") or []) == 1
            else t("{verdict} (tied on points and coins)", verdict=verdict))


def wonder_rows(view: dict) -> list:
    """Each city's wonder and the card under each stage built (the view's
    ``stage_cards``, shown once the game is over: stages are built face down)."""
    return [(seat, city["wonder"],
             [(roman(i + 1), card) for i, card in enumerate(city.get("stage_cards") or ())])
            for seat, city in enumerate(view["cities"])]


def score_pad(view: dict, ctx: TableContext) -> list:
    """The final scores by category, the coins (the tie-break), a chart, the moments of
    the game, the cards under the wonders, the log; a player's name opens the city
    (``classic.score_pad`` draws its sheet)."""
    free = view.get("free_city")
    # the Free City scores and cannot win (rulebook 002: "De speler met de meeste
    # winstpunten wint het spel"): its column comes last, headed "cannot win"
    others = ([(t("Free City (cannot win)"), view["cities"][free["index"]]["score"])]
              if free else [])
    cities = view["cities"][:len(view["scores"]) + len(others)]
    coins = (t("Coins (tie-break)"), [c["coins"] for c in cities], {"class_": "coins"})
    return parts.score_pad_frame(
        ctx, t("Final scores"), with_tie_note(view, parts.verdict(view, ctx)),
        parts.score_table(view, ctx, categories(view), [coins, *team_rows(view, ctx)],
                          others=others),
        chart(ctx, view["scores"], categories(view)),
        debrief.moments_panel(view, ctx),
        debrief.wonders_panel(wonder_rows(view), ctx),
        log=ctx.ui.is_open("log") and log.log_panel(classic_log.entries(view, ctx), ctx))
