"""The table of 7 Wonders (1st edition, 3-7 players), drawn from a view alone.

``render(view, ctx)``, ``age_end(view, ctx, event)`` and ``score_pad(view, ctx)`` read
the viewer's view (``state.view(viewer)``: plain data), the ``TableContext`` and the
game's catalogue, never the state: a view saved to a file draws the same table. Every
city is a wonder board (``classic_cities``), the viewer's neighbours marked left and
right; a tap on a board opens that city in full (``classic_sheet``); the viewer's city and an
opened one show their progress at a glance, the top bar the discard pile
(``classic_glance``); the hand shows
what each card costs, how it can be played or why not, and each payment's breakdown
(``classic_hand``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .. import i18n
from ..i18n import N_, t
from ..vdom import h
from . import classic_log, classic_scores, icons, log, parts
from .classic_cities import city_panel, describe, roman
from .classic_debt import debt_block
from .classic_glance import discard_button, discard_panel, glance_panel
from .classic_hand import hand_block, power_block
from .classic_sheet import sheet_for
from .classic_teams import teammate_panel
from .context import TableContext

#: its score pads' rows (key -> label), as the author mode names them too (its other
#: parts in the page: its manifest, ``wonders_ui.games``)
SCORE_LABELS = dict(classic_scores.CITIES_LABELS)

__all__ = ["age_end", "history_facts", "news", "render", "score_pad"]

#: the rulesets of 7 Wonders a history tells apart: (edition, Cities, teams) -> label
RULESETS = {(1, False, False): N_("7 Wonders"), (2, False, False): N_("7 Wonders, 2nd edition"),
            (1, True, False): N_("7 Wonders with Cities"),
            (1, True, True): N_("7 Wonders with Cities, in teams"),
            (1, False, True): N_("7 Wonders, in teams"),
            (2, False, True): N_("7 Wonders, 2nd edition, in teams")}


def history_facts(view: dict) -> dict:
    """What the history of finished games keeps of a finished game beside its score
    pad (``history.record_of``): its ruleset (key and English label), the score pad's
    columns and each player's wonder."""
    edition = view.get("edition", 1)
    cities = "cities" in (view.get("expansions") or ())
    teams = bool(view.get("teams"))
    label = RULESETS.get((edition, cities, teams), RULESETS[edition, False, False])
    key = f"7wonders-{edition}" + ("-cities" if cities else "") + ("-teams" if teams else "")
    return {"ruleset": key, "label": label, "columns": list(SCORE_LABELS),
            "wonders": [[c["wonder"]] for c in view["cities"][:len(view["scores"])]]}

PHASE_NOTES = {"seventh": N_("Babylon plays its 7th card"), "dig": N_("Halicarnassus digs"),
               "copy": N_("Olympia copies a guild"), "debt": N_("coin losses to meet")}


def glimpse(view: dict) -> list[dict]:
    """The table in a few numbers for the home screen's card of a save: each player's
    wonder and the stages built of it, and the score so far (the Free City left out)."""
    return [{"tile": c["wonder"], "built": c["stages_built"], "of": len(c["stages"]),
             "score": c["score"]["total"]}
            for c in view["cities"] if not c.get("free_city")]


def top_bar(view: dict, ctx: TableContext) -> Any:
    """The shared top bar (``parts.top_bar``) titled with the age and turn (``turns`` an
    age), with the way hands pass (left in ages I and III, right in age II) and the
    wonder power being used, if any."""
    arrow = t("◀ passing left") if view["direction"] == "left" else t("passing right ▶")
    if view.get("free_city"):  # 2 players: the rest of each hand goes by the Border card
        arrow = t("⇄ hands swap at the Border")
    note = PHASE_NOTES.get(view["phase"], "")
    title = t("Age {age} · Turn {turn} of {turns}", age=roman(view["age"]), turn=view["turn"],
              turns=view.get("turns", 6))
    return parts.top_bar(view, ctx, title,
                         h("span", {"class_": "direction"}, arrow),
                         note and parts.badge(t(note)), discard_button(view, ctx),
                         tools=[icons.legend_button(ctx), parts.language_picker()])


def waiting_panel(view: dict, ctx: TableContext, viewer: int) -> Any:
    """The viewer has nothing to do: its pick (the top bar's Undo takes it back while
    others choose) and whom the table waits for; a replay's last step says the game
    goes on at the table (nothing comes here: it is no wait)."""
    pick = view.get("pick")
    waiting = [ctx.whom(p) for p in (ctx.waiting or view.get("current_players") or [])]
    own = pick and i18n.sentence(parts.own_words(describe, view, viewer, pick))
    if ctx.replay == "last":
        said = t("The replay ends here: the game goes on at the table.")
    elif waiting:
        said = t("Waiting for {players}…", players=", ".join(waiting))
    else:
        said = t("Waiting for the table…")
    return h("div", {"class_": "waiting", "id": "waiting"},
             pick and h("span", None, t("Your pick: {move}.", move=own), " "), said)


def with_free_city(view: dict, ctx: TableContext) -> TableContext:
    """The context with the Free City's name after the seats' (2 players), in the
    person's language: its city index comes after the players'."""
    free = view.get("free_city")
    if not free or len(ctx.names) > free["index"]:
        return ctx
    return replace(ctx, names=[*ctx.names, t("Free City")])


def free_city_side(view: dict, ctx: TableContext) -> list:
    """The Free City card's holder picks the Free City's card first: its hand with
    the Free City's choices and payments (the view's ``free_city``), drawn as the
    Free City's own hand."""
    free = view["free_city"]
    choices = free.get("choices") or {"cards": [], "stage": {}}
    fv = {**view, "viewer": free["index"], "choices": choices,
          "hand": [c["card"] for c in choices["cards"]]}
    legal = view.get("legal") or []
    banner = h("div", {"class_": "banner free-city-turn"},
               t("You hold the Free City card: choose the Free City's card first "
                 "(it plays it before yours)"))
    if view["phase"] in ("dig", "copy"):
        return [banner, *power_block(view, ctx)]
    return [banner, *hand_block(fv, ctx)] if legal else []


def my_side(view: dict, ctx: TableContext, viewer: int, mark: Any = None) -> list:
    """The viewer's city and what the viewer may do now (``mark``: the log entry
    tapped, its card marked in its city)."""
    mine = [city_panel(view, ctx, view["cities"][viewer], None, True, mark),
            glance_panel(view, ctx, viewer)]
    legal = view.get("legal") or []
    free = view.get("free_city") or {}
    if free.get("pick"):
        mine.append(h("div", {"class_": "muted free-city-pick"}, t(
            "For the Free City: {move}",
            move=i18n.sentence(describe(view, free["index"], free["pick"])))))
    if view.get("debt"):  # Cities: a coin loss to meet (the view's block: classic_debt)
        mine += debt_block(view, ctx)
    elif free.get("acting"):
        mine += free_city_side(view, ctx)
    elif legal and view["phase"] in ("dig", "copy"):
        mine += power_block(view, ctx)
    elif legal:
        if view["phase"] == "seventh":
            mine.append(h("div", {"class_": "banner"}, t("Babylon: play your 7th card")))
        mine += hand_block(view, ctx)
    else:
        mine.append(waiting_panel(view, ctx, viewer))
    mine.append(teammate_panel(view, ctx, viewer))  # the team variant (classic_teams)
    return mine


def around(view: dict, ctx: TableContext, me: int, mark: Any = None) -> list:
    """The other cities in the order of the seats from the viewer's left neighbour round
    to its right one: the left neighbour's board, the far cities' (``.far``), the right
    neighbour's. Narrow screens flow them all in one grid; wide ones set the
    neighbours beside the viewer's city and the far cities above (``web/classic.css``)."""
    cities = view["cities"]
    n = len(cities)
    left, right = cities[me]["left"], cities[me]["right"]
    order = [(me + k) % n for k in range(1, n)]
    far = [city_panel(view, ctx, cities[p], None, False, mark) for p in order
           if p not in (left, right)]
    return [city_panel(view, ctx, cities[left], "left", False, mark),
            far and h("div", {"class_": "far", "style": f"--far: {len(far)}"}, far),
            right != left and city_panel(view, ctx, cities[right], "right", False, mark)]


def render(view: dict, ctx: TableContext) -> list:
    """The table as ``view["viewer"]`` sees it (a spectator: from seat 0, every city
    and no hand). With 2 players the Free City is a third city among the others. A
    tapped city opens over the table (``classic_sheet``). The log (``tables.log``) is a
    column on wide screens, a panel the Log button opens on narrow ones; a tap on one
    of its moves marks that card in its city."""
    i18n.use_names(view["game"], view.get("edition", 1))
    ctx = with_free_city(view, ctx)
    viewer = view.get("viewer")
    n = len(view["cities"])
    me = viewer if viewer is not None else 0
    mark = classic_log.mark(view, ctx)
    mine = (my_side(view, ctx, viewer, mark) if viewer is not None
            else [city_panel(view, ctx, view["cities"][me], None, False, mark)])
    body = "table-body" + (" log-toggled" if ctx.ui.is_open("log") else "")
    return [top_bar(view, ctx),
            h("div", {"class_": body, "style": f"--others: {n - 1}", "data_cities": str(n)},
              h("div", {"class_": "others"}, around(view, ctx, me, mark)),
              h("div", {"class_": "mine"}, mine, discard_panel(view, ctx),
                ctx.ui.is_open("legend") and icons.legend_panel()),
              log.log_panel(classic_log.entries(view, ctx), ctx, closable=True,
                            opens=classic_log.open_button)),
            sheet_for(view, ctx, mark)]


def age_end(view: dict, ctx: TableContext, event: dict) -> list:
    """The military conflicts of the age that just ended (``classic_scores.age_end``)."""
    i18n.use_names(view["game"], view.get("edition", 1))
    return classic_scores.age_end(view, with_free_city(view, ctx), event)


def score_pad(view: dict, ctx: TableContext) -> list:
    """The final score pad (``classic_scores.score_pad``) and the city a name on it
    opened (``classic_sheet``)."""
    i18n.use_names(view["game"], view.get("edition", 1))
    ctx = with_free_city(view, ctx)
    return [*classic_scores.score_pad(view, ctx), sheet_for(view, ctx)]


def news(view: dict, ctx: TableContext) -> list:
    """What the live region says of the latest turn (``classic_log.news``)."""
    i18n.use_names(view["game"], view.get("edition", 1))
    return classic_log.news(view, with_free_city(view, ctx))
