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

from ..vdom import h
from .duel_board import conflict_track, structure_block
from .duel_city import city_panel
from .duel_faces import ROMAN, token_chip
from .duel_panels import (
    actions_panel,
    choice_panel,
    chosen_wonders,
    draft_block,
    log_lines,
    side_panel,
)

VICTORY_NAMES = {"military": "Military supremacy", "science": "Scientific supremacy",
                 "civilian": "Civilian victory"}
VICTORY_WHY = {"military": "The conflict pawn reached a capital.",
               "science": "Six different science symbols gathered.",
               "civilian": "Age III is over: the most victory points win."}
SCORE_ROWS = [("military", "Military"), ("buildings", "Buildings"), ("wonders", "Wonders"),
              ("progress", "Progress tokens"), ("treasury", "Treasury")]


def played_again(view: dict) -> bool:
    """The player to move also made the last move of this Age: an extra turn."""
    cur, log = view["current_players"], view["log"]
    if view["phase"] != "play" or not cur or not log or log[-1][0] != cur[0]:
        return False
    return any(s is None for s in view["structure"])  # not the first turn of the Age


def _turn_text(view: dict, ctx: Any) -> str:
    viewer, cur = view["viewer"], view["current_players"]
    if viewer is not None and viewer in cur:
        text = "Your turn" if not ctx.pass_and_play else f"{ctx.name(viewer)}'s turn"
        return text + (" (again)" if view["extra_turn"] or played_again(view) else "")
    return f"{ctx.name(cur[0])}'s turn" if cur else ""


def _top_bar(view: dict, ctx: Any) -> list:
    title = "Wonder draft" if view["phase"] == "draft" else f"Age {ROMAN.get(view['age'], '')}"
    thinking = [ctx.name(p) for p in sorted(ctx.thinking)]
    return h("header", {"class_": "table-bar duel-bar"},
             h("button", {"class_": "small", "data_act": "home", "title": "Saved games"}, "☰"),
             h("span", {"class_": "age", "id": "age"}, title),
             h("span", {"class_": "turn", "id": "turn"}, _turn_text(view, ctx)),
             thinking and h("span", {"class_": "badge thinking", "id": "thinking"},
                            " and ".join(thinking) + " thinking…"),
             h("span", {"class_": "spacer"}),
             h("span", {"class_": "muted", "title": "wonders built of 7"},
               f"Wonders {view['wonders_built']}/7"),
             h("button", {"class_": "small", "data_act": "toggle", "data_arg": "discard",
                          "id": "discard-button",
                          "aria_pressed": "true" if ctx.ui.get("discard") else "false"},
               f"Discard pile ({len(view['discard'])})"),
             h("button", {"class_": "small", "data_act": "toggle", "data_arg": "log",
                          "id": "log-button"}, "Log"),
             h("button", {"class_": "small", "data_act": "export",
                          "data_arg": ctx.game_id}, "Export"))


def _controls(view: dict, ctx: Any, legal: list[str]) -> Any:
    """Below the structure: the selected card's moves, a sub-choice, or who we wait for."""
    phase, cur, viewer = view["phase"], view["current_players"], view["viewer"]
    if legal and phase == "play":
        return actions_panel(view, ctx, legal)
    if legal:
        return choice_panel(view, ctx, viewer, legal)
    if not cur:
        return None
    waiting = f"Waiting for {ctx.name(cur[0])}"
    if phase == "library":
        waiting += " (choosing a Great Library token: hidden from you)"
    elif phase != "play":
        waiting += f" ({phase})"
    return h("div", {"class_": "waiting", "id": "waiting"}, waiting + "…")


def render(view: dict, ctx: Any) -> list:
    """The table as the view's viewer sees it (player 0's side for a spectator)."""
    viewer = view["viewer"]
    me = viewer if viewer is not None else 0
    mine = viewer is not None and viewer in view["current_players"]
    legal = list(view.get("legal") or []) if mine else []
    if view["phase"] == "draft":
        centre, controls = draft_block(view, ctx, legal), None
    else:
        centre = structure_block(view, ctx.ui, legal if view["phase"] == "play" else [])
        controls = _controls(view, ctx, legal)
    board_tokens = h("div", {"class_": "board-tokens", "id": "board-tokens",
                             "title": "progress tokens on the board"},
                     [token_chip(t) for t in view["board_tokens"]]
                     or h("span", {"class_": "muted"}, "no progress tokens left"))
    side = side_panel(view, ctx)
    extent = view.get("layout")
    cols = f"--cols:{extent['cols']:g}" if view["structure"] and extent else None
    return [_top_bar(view, ctx),
            h("div", {"class_": "duel-top"}, conflict_track(view, ctx.name, me),
              board_tokens),
            h("div", {"class_": "duel-body" + (" with-side" if side else "")},
              city_panel(view, ctx, 1 - me, False),
              h("div", {"class_": "duel-centre", "style": cols}, centre, controls),
              city_panel(view, ctx, me, viewer is not None),
              side)]


# ---------------------------------------------------------------------- age end, score pad


def victory_line(view: dict, ctx: Any) -> str:
    victory = view.get("victory")
    if not victory:
        return ""
    kind = VICTORY_NAMES.get(victory.get("type"), str(victory.get("type")))
    if len(view["winners"]) != 1:
        return f"{kind}: a shared victory"
    return f"{kind}: {ctx.name(view['winners'][0])} wins"


def _continue(label: str) -> list:
    return h("button", {"class_": "primary big", "data_act": "continue", "id": "continue"},
             label)


def age_end(view: dict, ctx: Any, event: dict) -> list:
    """Between Ages: the victory (game over), the wonders chosen (the draft's end, Age
    0), or the end of an Age with the conflict and who starts the next one."""
    if view["terminal"]:
        v = view["victory"] or {}
        return [h("div", {"class_": "age-end duel-age-end", "id": "age-end",
                          "data_victory": v.get("type")},
                  h("h1", {"id": "victory"}, victory_line(view, ctx)),
                  h("p", {"class_": "muted"}, VICTORY_WHY.get(v.get("type"), "")),
                  _continue("See the score pad"))]
    ended = event.get("age", 0)
    if ended == 0:
        return [h("div", {"class_": "age-end duel-age-end", "id": "age-end"},
                  h("h1", None, "The wonders are chosen"),
                  h("div", {"class_": "draft-cities"}, chosen_wonders(view, ctx)),
                  _continue("On to Age I"))]
    age = view["age"]
    military = view["military"]
    leader = military["leader"]
    lead = ("nobody leads the conflict" if leader is None else
            f"{ctx.name(leader)} leads the conflict by {abs(military['pawn'])}")
    chooser = view["current_players"][0] if view["current_players"] else None
    if view["phase"] == "start":
        nxt = (f"{ctx.name(chooser)} (the weaker military) chooses who starts Age "
               f"{ROMAN.get(age, age)}.")
    else:
        nxt = f"{ctx.name(chooser)} played the last card and starts Age {ROMAN.get(age, age)}."
    coins = ", ".join(f"{ctx.name(p)} {view['players'][p]['coins']}¢" for p in (0, 1))
    return [h("div", {"class_": "age-end duel-age-end", "id": "age-end"},
              h("h1", None, f"End of Age {ROMAN.get(ended, ended)}"),
              conflict_track(view, ctx.name, 0),
              h("p", None, lead[0].upper() + lead[1:] + f". Coins: {coins}."),
              h("p", None, nxt),
              _continue(f"On to Age {ROMAN.get(age, age)}"))]


def score_pad(view: dict, ctx: Any) -> list:
    """The final scores by category, the blue cards' points (the tie-break) and the log."""
    scores = view["scores"]
    victory = view.get("victory") or {}
    head = h("tr", None, h("th", None, ""),
             [h("th", {"class_": "winner" if p in view["winners"] else None}, ctx.name(p))
              for p in (0, 1)])
    body = [h("tr", {"data_category": key}, h("th", None, label),
              [h("td", None, str(s[key])) for s in scores]) for key, label in SCORE_ROWS]
    body.append(h("tr", {"class_": "total", "data_category": "total"}, h("th", None, "Total"),
                  [h("td", None, str(s["total"])) for s in scores]))
    body.append(h("tr", {"class_": "coins", "data_category": "civilian"},
                  h("th", None, "Blue cards' points (tie-break)"),
                  [h("td", None, str(s["civilian"])) for s in scores]))
    note = ""
    if victory.get("type") in ("military", "science"):
        note = "The game ended at once; the score pad is shown for the record."
    return [h("div", {"class_": "score duel-score", "id": "score-pad"},
              h("header", {"class_": "bar"},
                h("button", {"data_act": "home"}, "‹ Saved games"),
                h("h1", None, "7 Wonders Duel: final scores")),
              h("p", {"class_": "winner-line", "id": "winner",
                      "data_victory": victory.get("type")}, victory_line(view, ctx)),
              note and h("p", {"class_": "muted"}, note),
              h("table", {"class_": "pad"}, h("thead", None, head), h("tbody", None, body)),
              h("div", {"class_": "row"},
                h("button", {"class_": "primary big", "data_act": "new"}, "New game"),
                h("button", {"class_": "big", "data_act": "toggle", "data_arg": "log"}, "Log"),
                h("button", {"class_": "big", "data_act": "export",
                             "data_arg": ctx.game_id}, "Export")),
              ctx.ui.get("log") and h("div", {"class_": "dpanel log", "id": "log"},
                                      h("ol", None, [h("li", None, ln)
                                                     for ln in log_lines(view, ctx)])))]
