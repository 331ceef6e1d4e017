"""The table of 7 Wonders Duel (2 players), drawn from a view and a ``TableContext``.

``render(view, ctx)``: the Age's card structure (``duel_board``), both cities
(``duel_city``), the conflict track and the progress tokens on the board, the wonder
draft and every sub-choice (``duel_panels``); ``age_end(view, ctx, event)``: the end
of the draft, of an Age, or the victory; ``score_pad(view, ctx)``: the final scores.
Everything comes from the view (``state.view(viewer)``: plain data) and the card faces
from the catalogue (``duel_faces``), so a view saved as JSON draws the same table, and
what the view hides (face-down cards, the cards removed unseen, the other player's
Great Library draw) never reaches the page.
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..i18n import N_, t, tp
from ..vdom import h
from . import debrief, duel_log, icons, log, parts
from .duel_board import conflict_track, structure_block
from .duel_city import city_panel
from .duel_faces import ROMAN, token_chip
from .duel_glance import glance_panel
from .duel_panels import (
    actions_panel,
    choice_panel,
    chosen_wonders,
    draft_block,
    side_panel,
)
from .parts import continue_button, hint_bar, language_picker, whose_turn, with_nodes

VICTORY_NAMES = {"military": N_("Military supremacy"), "science": N_("Scientific supremacy"),
                 "civilian": N_("Civilian victory")}
VICTORY_WHY = {"military": N_("The conflict pawn reached a capital."),
               "science": N_("Six different science symbols gathered."),
               "civilian": N_("Age III is over: the most victory points win.")}
SCORE_ROWS = [("military", N_("Military")), ("buildings", N_("Buildings")),
              ("wonders", N_("Wonders")), ("progress", N_("Progress tokens")),
              ("treasury", N_("Treasury"))]
#: its score pads' rows (key -> label), as the author mode names them too (its other
#: parts in the page: its manifest, ``wonders_ui.games``)
SCORE_LABELS = dict(SCORE_ROWS)

#: the sub-choices a player may be waiting on, as the waiting line names them
PHASE_NAMES = {"draft": N_("draft"), "token": N_("token"), "destroy": N_("destroy"),
               "mausoleum": N_("mausoleum"), "start": N_("start")}


def history_facts(view: dict) -> dict:
    """What the history of finished games keeps of a finished game beside its score
    pad (``history.record_of``): the ruleset, the score pad's columns and each player's
    wonders built."""
    return {"ruleset": "duel", "label": N_("7 Wonders Duel"), "columns": list(SCORE_LABELS),
            "wonders": [[w["name"] for w in pv["wonders"] if w["built"]]
                        for pv in view["players"]]}


def use_names(view: dict) -> None:
    """Cards, wonders and tokens in the language's Duel rulebook (one edition)."""
    i18n.use_names(view["game"], None)


def played_again(view: dict) -> bool:
    """The player to move also made the last move of this Age: an extra turn."""
    cur, log = view["current_players"], view["log"]
    if view["phase"] != "play" or not cur or not log or log[-1][0] != cur[0]:
        return False
    return any(s is None for s in view["structure"])  # not the first turn of the Age


def turn_text(view: dict, ctx: Any) -> str:
    """Whose turn (``parts.whose_turn``), with " (again)" when the viewer plays an extra
    turn (a wonder's "play again", rulebook p. 7)."""
    text = whose_turn(view, ctx)
    viewer = view["viewer"]
    if viewer is not None and viewer in view["current_players"] and (
            view["extra_turn"] or played_again(view)):
        text = t("{turn} (again)", turn=text)
    return text


def glimpse(view: dict) -> list[dict]:
    """The table in a few numbers for the home screen's card of a save: each player's
    wonders built of the four, and the score so far (no single wonder names a city)."""
    return [{"tile": None, "built": sum(1 for w in city["wonders"] if w["built"]),
             "of": len(city["wonders"]), "score": score["total"]}
            for city, score in zip(view["players"], view["scores"])]


def top_bar(view: dict, ctx: Any) -> list:
    """The shared top bar (``parts.top_bar``): the draft or the Age, whose turn, the
    wonders built (seven at most), the discard pile's button and the icons' legend."""
    title = (t("Wonder draft") if view["phase"] == "draft"
             else t("Age {age}", age=ROMAN.get(view["age"], "")))
    return parts.top_bar(
        view, ctx, title,
        h("span", {"class_": "muted", "title": t("wonders built of 7")},
          t("Wonders {n}/7", n=view["wonders_built"])),
        h("button", {"class_": "small", "data_act": "toggle", "data_arg": "discard",
                     "id": "discard-button",
                     "aria_pressed": "true" if ctx.ui.is_open("discard") else "false"},
          t("Discard pile ({n})", n=len(view["discard"]))),
        tools=[icons.legend_button(ctx), language_picker()], turn=turn_text(view, ctx),
        class_="duel-bar")


def _controls(view: dict, ctx: Any, legal: list[dict[str, Any]]) -> Any:
    """Below the structure: the selected card's moves, a sub-choice, or who we wait for."""
    phase, cur, viewer = view["phase"], view["current_players"], view["viewer"]
    if legal and phase == "play":
        return actions_panel(view, ctx, legal)
    if legal:
        return choice_panel(view, ctx, viewer, legal)
    if not cur:
        return None
    who = ctx.name(cur[0])
    if ctx.replay == "last":  # the game goes on at the table, not in the replay
        waiting = t("The replay ends here: the game goes on at the table.")
    elif phase == "library":
        waiting = tp(who, "Waiting for you (choosing a Great Library token: hidden from you)…",
                     "Waiting for {player} (choosing a Great Library token: hidden from you)…")
    elif phase != "play":
        step = t(PHASE_NAMES[phase]) if phase in PHASE_NAMES else phase
        waiting = tp(who, "Waiting for you ({phase})…", "Waiting for {player} ({phase})…",
                     phase=step)
    else:
        waiting = tp(who, "Waiting for you…", "Waiting for {player}…")
    return h("div", {"class_": "waiting", "id": "waiting"}, waiting)


def render(view: dict, ctx: Any) -> list:
    """The table as the view's viewer sees it (player 0's side for a spectator)."""
    use_names(view)
    viewer = view["viewer"]
    me = viewer if viewer is not None else 0
    mine = viewer is not None and viewer in view["current_players"]
    legal = list(view.get("moves") or []) if mine else []  # the moves as data
    if view["phase"] == "draft":
        centre, controls = draft_block(view, ctx, legal), None
    else:
        marked = (ctx.coach or {}).get("card") or (ctx.hint or {}).get("card", "")
        centre = structure_block(view, ctx.ui, legal if view["phase"] == "play" else [],
                                 marked)
        controls = _controls(view, ctx, legal)
    board_tokens = h("div", {"class_": "board-tokens", "id": "board-tokens",
                             "title": t("progress tokens on the board")},
                     [token_chip(tok) for tok in view["board_tokens"]]
                     or h("span", {"class_": "muted"}, t("no progress tokens left")))
    side = side_panel(view, ctx)
    mark = duel_log.mark(view, ctx)
    extent = view.get("layout")
    cols = f"--cols:{extent['cols']:g}" if view["structure"] and extent else None
    return [top_bar(view, ctx),
            h("div", {"class_": "duel-top"}, conflict_track(view, ctx, me),
              board_tokens),
            h("div", {"class_": "duel-body" + (" log-toggled" if ctx.ui.is_open("log") else "")
                      + (" with-side" if ctx.ui.opened & {"log", "discard"} else "")},
              city_panel(view, ctx, 1 - me, False, glance_panel(view, ctx, 1 - me, SCORE_ROWS),
                         mark),
              h("div", {"class_": "duel-centre", "style": cols}, centre, hint_bar(ctx), controls,
                ctx.ui.is_open("legend") and icons.legend_panel(icons.DUEL_LEGEND,
                                                            icons.DUEL_COLOURS)),
              city_panel(view, ctx, me, viewer is not None,
                         glance_panel(view, ctx, me, SCORE_ROWS), mark),
              side)]


# ---------------------------------------------------------------------- age end, score pad


def victory_line(view: dict, ctx: Any) -> str:
    victory = view.get("victory")
    if not victory:
        return ""
    kind = victory.get("type")
    kind = t(VICTORY_NAMES[kind]) if kind in VICTORY_NAMES else str(kind)
    if len(view["winners"]) != 1:
        return t("{victory}: a shared victory", victory=kind)
    return tp(ctx.name(view["winners"][0]), "{victory}: You win", "{victory}: {player} wins",
              victory=kind)


def age_end(view: dict, ctx: Any, event: dict) -> list:
    """Between Ages: the victory (game over), the wonders chosen (the draft's end, Age
    0), or the end of an Age with the conflict and who starts the next one."""
    use_names(view)
    if view["terminal"]:
        v = view["victory"] or {}
        return [h("div", {"class_": "age-end duel-age-end", "id": "age-end",
                          "data_victory": v.get("type")},
                  h("h1", {"id": "victory"}, victory_line(view, ctx)),
                  h("p", {"class_": "muted"},
                    t(VICTORY_WHY[v["type"]]) if v.get("type") in VICTORY_WHY else ""),
                  continue_button(t("See the score pad")))]
    ended = event.get("age", 0)
    if ended == 0:
        return [h("div", {"class_": "age-end duel-age-end", "id": "age-end"},
                  h("h1", None, t("The wonders are chosen")),
                  h("div", {"class_": "draft-cities"}, chosen_wonders(view, ctx)),
                  continue_button(t("On to Age {age}", age="I")))]
    age = ROMAN.get(view["age"], view["age"])
    military = view["military"]
    leader = military["leader"]
    lead = (t("Nobody leads the conflict") if leader is None else
            tp(ctx.name(leader), "You lead the conflict by {n}",
               "{player} leads the conflict by {n}", n=abs(military["pawn"])))
    chooser = ctx.name(view["current_players"][0] if view["current_players"] else None)
    if view["phase"] == "start":
        nxt = tp(chooser, "You have the weaker military and choose who starts Age {age}.",
                 "{player} has the weaker military and chooses who starts Age {age}.",
                 age=age)
    else:
        nxt = tp(chooser, "You played the last card and start Age {age}.",
                 "{player} played the last card and starts Age {age}.", age=age)
    coins = [[", " if p else None, f"{i18n.player(ctx.name(p))} ",
              icons.coins(view["players"][p]["coins"])] for p in (0, 1)]
    return [h("div", {"class_": "age-end duel-age-end", "id": "age-end"},
              h("h1", None, t("End of Age {age}", age=ROMAN.get(ended, ended))),
              conflict_track(view, ctx, 0),
              h("p", None, with_nodes(t("{lead}. Coins: {coins}.", lead=lead), coins=coins)),
              h("p", None, nxt),
              continue_button(t("On to Age {age}", age=age)))]


def wonder_rows(view: dict) -> list:
    """Each player's wonders built and the card under each."""
    return [(p, None, [(i18n.name(w["name"]), w["card"]) for w in pv["wonders"]
                       if w["built"] and w["card"]])
            for p, pv in enumerate(view["players"])]


def city_dialog(view: dict, ctx: Any) -> Any:
    """The city a name of the score pad opened (``ctx.ui.options["city"]``), over the pad."""
    seat = ctx.ui.options.get("city")
    if not isinstance(seat, int) or not 0 <= seat < len(view["players"]):
        return None
    return h("div", {"class_": "sheet-backdrop", "id": "city-sheet", "data_seat": str(seat)},
             h("div", {"class_": "city-sheet", "role": "dialog", "aria_modal": "true",
                       "aria_label": i18n.player(ctx.name(seat))},
               h("header", {"class_": "sheet-head"},
                 h("button", {"class_": "small close", "id": "city-sheet-close",
                              "data_act": "opt", "data_arg": "city:-1", "data_escape": True},
                   t("Close"))),
               city_panel(view, ctx, seat, seat == view.get("viewer"))))


def score_pad(view: dict, ctx: Any) -> list:
    """The final scores by category, the blue cards' points (the tie-break), the
    moments of the game, the cards under the wonders and the log; a player's name
    opens the city."""
    use_names(view)
    victory = view.get("victory") or {}
    blue = (t("Blue cards' points (tie-break)"), [s["civilian"] for s in view["scores"]],
            {"class_": "coins", "data_category": "civilian"})
    note = ""
    if victory.get("type") in ("military", "science"):
        note = t("The game ended at once; the score pad is shown for the record.")
    rows = [(key, t(label)) for key, label in SCORE_ROWS]
    return parts.score_pad_frame(
        ctx, t("7 Wonders Duel: final scores"), victory_line(view, ctx),
        note and h("p", {"class_": "muted"}, note),
        parts.score_table(view, ctx, rows, [blue], corner=""),
        debrief.moments_panel(view, ctx),
        debrief.wonders_panel(wonder_rows(view), ctx),
        city_dialog(view, ctx),
        log=ctx.ui.is_open("log") and log.log_panel(duel_log.entries(view, ctx), ctx, "move"),
        class_="duel-score",
        winner_attrs={"data_victory": victory.get("type")})


def news(view: dict, ctx: Any) -> list:
    """What the live region says of the latest moves (``duel_log.news``)."""
    use_names(view)
    return duel_log.news(view, ctx)
