"""Building blocks every game's table shares: the top bar, badges, the log panel and
the score pad's frame. Each takes the view (``state.view(viewer)``, with the common
keys ``game``, ``current_players``, ``terminal``, ``scores``, ``winners``, ``log``) and
the ``TableContext``, plus what only the game knows (a title, its score categories).

The ids, classes and ``data_act`` names are the ones the page's tests click:
``#age``, ``#turn``, ``#thinking``, ``#log-button``, ``#log``, ``#undo``
(``undo-solo``), ``#score-pad``, ``#winner``; actions ``home``, ``toggle`` (``log``),
``export`` (the saved game's id), ``new``, ``continue`` (``#continue``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from engine import get_game

from .. import i18n
from ..i18n import t, tp
from ..vdom import h
from .buttons import pace_button, settings_button
from .context import TableContext, is_you

#: the site's page of the rulebooks' worked examples (``rules.html``), one anchor an
#: example: the file name of ``web/examples/<id>.json``
RULES_PAGE = "rules.html"
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def with_nodes(text: str, **nodes: Any) -> list:
    """A translated message whose placeholders are drawings (coins, icons, links):
    ``with_nodes(t("Build it for {coins}"), coins=icons.coins(3))`` -> the text around
    the icon, in the language's word order."""
    out: list = []
    pos = 0
    for m in PLACEHOLDER.finditer(text):
        if m.group(1) in nodes:
            out += [text[pos:m.start()], nodes[m.group(1)]]
            pos = m.end()
    out.append(text[pos:])
    return [x for x in out if not (isinstance(x, str) and x == "")]


def rule_link(example_id: str, what: str = "this rule") -> list:
    """A "?" that opens the Rules page at the worked example of the rule that comes up
    here (``rules.html#<example_id>``), in a new tab, so the game is never left
    (``what``: the rule's name, an English message marked ``N_`` by the caller)."""
    label = t("The rule, with an example: {rule}", rule=t(what))
    return h("a", {"class_": "rule-link", "href": f"{RULES_PAGE}#{example_id}",
                   "target": "_blank", "rel": "noopener",
                   "aria_label": label, "title": label}, "?")


def edition_example(view: dict[str, Any], rule: str) -> str:
    """The example of ``rule`` in the view's edition: ``chains`` -> ``chains-2e``."""
    return f"{rule}-{'2e' if view.get('edition') == 2 else '1e'}"


def badge(text: str, kind: str = "", **attrs: Any) -> list:
    """A small label: ``badge("chosen", "ok")`` -> ``<span class="badge ok">``."""
    return h("span", {"class_": f"badge {kind}".strip(), **attrs}, text)


def thinking_badge(ctx: TableContext) -> list | None:
    """``#thinking``: "Bob thinking…", "Bob, Cy and Di thinking…" (a label) while bots
    compute, else None."""
    if not ctx.thinking:
        return None
    who = i18n.listing([ctx.label(p) for p in sorted(ctx.thinking)])
    return badge(t("{players} thinking…", players=who), "thinking", id="thinking")


def whose_turn(view: dict[str, Any], ctx: TableContext) -> str:
    """"Your turn" (pass-and-play: "Ann's turn"), "Waiting for Bob, Cy", or "" when over."""
    current = list(view["current_players"])
    if view["terminal"] or not current:
        return ""
    if ctx.viewer is not None and ctx.viewer in current:
        if ctx.pass_and_play:
            return tp(ctx.name(ctx.viewer), "Your turn", "{player}'s turn")
        return t("Your turn")
    return t("Waiting for {players}", players=", ".join(ctx.whom(p) for p in current))


def undo_button(ctx: TableContext) -> list | None:
    """``#undo`` (action ``undo-solo``) when the viewer may take a pick back, else None."""
    if not ctx.can_undo:
        return None
    return h("button", {"class_": "small", "data_act": "undo-solo", "id": "undo"}, t("Undo"))


def top_bar(view: dict[str, Any], ctx: TableContext, title: str, *extra: Any,
            turn: str | None = None, class_: str = "", tools: Sequence[Any] = ()) -> list:
    """The table's top bar: Home (☰), ``#age`` title, ``#turn`` whose turn (``turn``
    overrides ``whose_turn``), the thinking badge, then ``extra`` nodes (the game's own
    badges and buttons), then Undo (when ``ctx.can_undo``; draw no other ``#undo``),
    then the tools (``bar_tools``: the game's ``tools``, e.g. the icons' legend, then
    the bots' pace, Share set-up, Cards, Log and Export). E.g. ``top_bar(view, ctx,
    "Age I · Turn 3 of 6", badge("◀ passing left"))``."""
    return h("header", {"class_": f"table-bar {class_}".strip()},
             # named by its words, not its glyph (a screen reader said "☰")
             h("button", {"class_": "small", "data_act": "home", "title": t("Saved games"),
                          "aria_label": t("Saved games")}, "☰"),
             # the table's heading: where the focus waits while others choose
             h("span", {"class_": "age", "id": "age", "role": "heading", "aria_level": "1"},
               title),
             h("span", {"class_": "turn", "id": "turn"},
               whose_turn(view, ctx) if turn is None else turn),
             thinking_badge(ctx),
             h("span", {"class_": "spacer"}),
             list(extra),
             undo_button(ctx),
             hint_button(ctx),
             bar_tools(ctx, tools))


def bar_tools(ctx: TableContext, tools: Sequence[Any]) -> list:
    """The top bar's tools: in the bar on a wide screen; below 1440 px or in a short
    window (``styles.css``) folded behind ``#bar-more`` ("⋯", action ``toggle`` of
    ``bar-tools``), which opens them as a row of their own, so that the bar keeps to
    one or two rows and the hand stays in view."""
    opened = bool(ctx.ui.is_open("bar-tools"))
    return [
        h("button", {"class_": "small", "data_act": "toggle", "data_arg": "bar-tools",
                     "id": "bar-more", "aria_expanded": "true" if opened else "false",
                     "aria_controls": "bar-tools", "title": t("More"),
                     "aria_label": t("More")}, "⋯"),
        h("span", {"class_": "bar-tools" + (" open" if opened else ""), "id": "bar-tools"},
          list(tools),
          pace_button(),
          h("button", {"class_": "small", "data_act": "share-setup", "id": "share-setup",
                       "title": t("A link that deals this game again")}, t("Share set-up")),
          h("button", {"class_": "small", "data_act": "compendium", "id": "cards-button",
                       "title": t("Every card and wonder of this game")}, t("Cards")),
          h("button", {"class_": "small", "data_act": "toggle", "data_arg": "log",
                       "id": "log-button",
                       "aria_pressed": "true" if ctx.ui.is_open("log") else "false"}, t("Log")),
          h("button", {"class_": "small", "data_act": "export", "data_arg": ctx.game_id},
            t("Export")),
          settings_button(icon=True))]


def hint_button(ctx: TableContext) -> list | None:
    """``#hint-button`` (action ``hint``): "Suggest a move", in the top bar; None when no
    hint is offered here (``wonders_ui.hint``: against bots, or in pass-and-play when
    Settings allow it)."""
    if not ctx.hint or ctx.replay:
        return None
    return h("button", {"class_": "small hint-button", "data_act": "hint", "id": "hint-button",
                        "title": t("What a bot would play here, and why; nothing is played"),
                        # both words it shows (a phone shows "Hint"), not in brackets
                        # (axe drops a bracketed word from the name): WCAG 2.5.3
                        "aria_label": t("Suggest a move: hint")},
             h("span", {"class_": "hint-word"}, t("Suggest a move")),
             h("span", {"class_": "hint-short", "aria_hidden": "true"}, t("Hint")))


def hint_bar(ctx: TableContext) -> list | None:
    """``#hint``: once "Suggest a move" was asked, its one line (``#hint-line``: the
    bot's answer, or "Thinking…" until it comes), with the play zone; else None."""
    if ctx.coach and not ctx.replay:
        return coach_bar(ctx)
    hint = ctx.hint
    if not hint or ctx.replay or not (hint.get("pending") or hint.get("line")):
        return None
    text = t("Thinking…") if hint.get("pending") else hint.get("line")
    return h("div", {"class_": "hint-bar", "id": "hint"},
             h("span", {"class_": "hint-line", "id": "hint-line", "role": "status",
                        "data_move": hint.get("move") or None}, text))


def coach_bar(ctx: TableContext) -> list | None:
    """``#coach``: "Learn to play"'s line above the play zone (``wonders_ui.coach``):
    the step in one line (``#coach-line``), its rule behind "Why?", and after a move
    that is not the lesson's "Try this instead: ..." with "Do it my way" (action
    ``coach_leave``); the last words end with "Got it" (``coach_done``)."""
    coach = ctx.coach
    if not coach:
        return None
    refused = coach.get("refused")
    return h("div", {"class_": "coach-bar" + (" refused" if refused else ""), "id": "coach"},
             h("span", {"class_": "coach-line", "id": "coach-line", "role": "status"},
               refused or coach.get("line", "")),
             h("details", {"class_": "coach-why"},
               h("summary", {"id": "coach-why"}, t("Why?")),
               h("span", None, coach.get("why", ""))),
             refused and h("button", {"class_": "small", "data_act": "coach_leave",
                                      "id": "coach-leave"}, t("Do it my way")),
             coach.get("done") and h("button", {"class_": "small", "data_act": "coach_done",
                                                "id": "coach-done"}, t("Got it")))


def hinted(ctx: TableContext, name: str) -> str:
    """" hinted" for the card the hint (or the coach) suggests (a class to add)."""
    if ctx.coach and ctx.coach.get("card") == name:
        return " hinted"
    return " hinted" if ctx.hint and ctx.hint.get("card") == name else ""


def hinted_move(ctx: TableContext, move: str) -> str:
    """" hinted" for a button of the move the hint suggests (a rules choice: a dig, a
    copy, a coin loss), by the move's text."""
    return " hinted" if ctx.hint and ctx.hint.get("move") == move else ""


def sentences(view: dict[str, Any], ctx: TableContext,
              moves: Iterable[Sequence[Any]], head: str = "") -> list[str]:
    """Log lines for ``(player, move text)`` pairs: the player's name and
    ``GAME.describe_move(view, p, text)``, which agrees with it ("Ann builds Temple",
    "You build Temple"), each after ``head`` (e.g. "I.3 "), in the current language
    (the engine's "You" form of a verb is a message of its own)."""
    describe = get_game(view["game"]).describe_move
    named = {**view, "names": list(ctx.names)}  # the table's names, "You" included
    return [head + t("{player} {move}", player=ctx.label(p),
                     move=i18n.sentence(describe(named, p, text)))
            for p, text in moves]


def subject(ctx: TableContext, player: int | None) -> str:
    """A player as a sentence's subject: "Ann", "You"."""
    return ctx.label(player)


def log_panel(lines: list[str], closable: bool = False, limit: int = 200,
              class_: str = "") -> list:
    """``#log``: the last ``limit`` lines (build them with ``sentences``), with a Close
    button (``#log-close``) when ``closable``; ``class_`` adds the table's own classes
    (e.g. a side panel's), and "Replay so far" (action ``replay``). Show it when
    ``ctx.ui.is_open("log")``."""
    close = closable and h("button", {"class_": "small close", "data_act": "toggle",
                                      "data_arg": "log", "id": "log-close"}, t("Close"))
    replay = h("button", {"class_": "small", "data_act": "replay", "id": "log-replay"},
               t("Replay so far"))
    return h("div", {"class_": f"log {class_}".strip(), "id": "log", "data_keep_scroll": True},
             h("h3", None, t("Game log"), lines and replay, close),
             h("ol", None, [h("li", None, line) for line in lines[-limit:]]) if lines
             else h("p", {"class_": "muted"}, t("Nothing has happened yet.")))


def own_words(describe: Any, view: dict[str, Any], player: int, text: str) -> str:
    """A player's own move in their own words, the verbs agreeing with "you" ("discard
    Loom for 3 coins", not "discards"): for "Your pick: ..." and "You chose"."""
    names = list(view.get("names") or [])
    if 0 <= player < len(names):
        names[player] = "You"
    return describe({**view, "names": names}, player, text)


def continue_button(label: str) -> list:
    """``#continue`` (action ``continue``): leave an age's end (``label``: where to)."""
    return h("button", {"class_": "primary big", "data_act": "continue", "id": "continue"},
             label)


def verdict(view: dict[str, Any], ctx: TableContext) -> str:
    """"Ann wins" / "You win" / "Ann and Bob win" from ``view["winners"]``."""
    winners = list(view.get("winners") or [])
    if not winners:
        return ""
    if len(winners) == 1:
        return tp(ctx.name(winners[0]), "You win", "{player} wins")
    others = [ctx.label(p) for p in winners if not is_you(ctx.name(p))]
    if len(others) < len(winners):
        return t("{players} and you win", players=i18n.listing(others))
    return t("{players} win", players=i18n.listing(others))


def score_table(view: dict[str, Any], ctx: TableContext,
                categories: Sequence[tuple[str, str]],
                extra_rows: Sequence[tuple[str, Sequence[Any], dict[str, Any]]] = (),
                corner: str = "",
                others: Sequence[tuple[str, dict[str, Any]]] = ()) -> list:
    """``table.pad``: a column a player (winners' heads ``.winner``), a row a category
    (``(key, label)`` read from ``view["scores"]``, ``data-category`` = key), the total,
    then ``extra_rows`` as ``(label, values, attrs)`` (e.g. a tie-break row). ``others``
    are columns of ``(heading, scores)`` after the players' for a city that scores but
    plays for no one (7 Wonders' Free City), headed ``.other``; an extra row's values
    then run on into them. Once the view says what made each cell (``score_lines``),
    a cell is a button that opens its lines below the table (``score_details``); a
    player's name opens the city (``city_button``)."""
    scores = [*view["scores"], *(score for _, score in others)]
    winners = set(view.get("winners") or [])
    head = h("tr", None, h("th", None, corner or t("Category")),
             [h("th", {"class_": "winner" if p in winners else None}, city_button(ctx, p))
              for p in range(len(view["scores"]))],
             [h("th", {"class_": "other"}, heading) for heading, _ in others])
    body = [h("tr", {"data_category": key}, h("th", None, label),
              [score_cell(view, ctx, p, key, f"{who}, {label}", s.get(key, 0))
               for p, (who, s) in enumerate(zip(column_heads(ctx, view, others), scores))])
            for key, label in categories]
    body.append(h("tr", {"class_": "total", "data_category": "total"}, h("th", None, t("Total")),
                  [h("td", None, str(s["total"])) for s in scores]))
    body += [h("tr", attrs, h("th", None, label), [h("td", None, str(v)) for v in values])
             for label, values, attrs in extra_rows]
    return [h("table", {"class_": "pad"}, h("thead", None, head), h("tbody", None, body)),
            score_details(view, ctx, categories, len(scores), others)]


def city_button(ctx: TableContext, p: int) -> Any:
    """A column's head: the player's name, a button opening the city (``opt city:p``)."""
    return h("button", {"class_": "link city-link", "data_act": "opt", "data_arg": f"city:{p}",
                        "aria_label": t("Open the city of {player}",
                                        player=i18n.player(ctx.name(p)))},
             ctx.label(p))


def cell_key(p: int, key: str) -> str:
    """The ``ctx.ui`` flag of an open score cell (action ``toggle``)."""
    return f"cell:{p}:{key}"


def column_heads(ctx: TableContext, view: dict[str, Any],
                 others: Sequence[tuple[str, dict[str, Any]]] = ()) -> list[str]:
    """Whose each column of the pad is: the players, then the ``others``."""
    return ([ctx.label(p) for p in range(len(view["scores"]))]
            + [heading for heading, _ in others])


def score_cell(view: dict[str, Any], ctx: TableContext, p: int, key: str, label: str,
               value: Any) -> list:
    """One cell of the pad (``label``: "Ann, Military"): its number, a button that
    opens what made it when the view says."""
    lines = view.get("score_lines") or []
    if p >= len(lines) or key not in lines[p]:
        return h("td", None, str(value))
    opened = bool(ctx.ui.is_open(cell_key(p, key)))
    return h("td", None,
             h("button", {"class_": "cell" + (" open" if opened else ""), "data_act": "toggle",
                          "data_arg": cell_key(p, key),
                          "aria_pressed": "true" if opened else "false",
                          "aria_label": t("{cell}: {value}. What made it", cell=label,
                                          value=value)},
               str(value)))


def score_details(view: dict[str, Any], ctx: TableContext,
                  categories: Sequence[tuple[str, str]], columns: int,
                  others: Sequence[tuple[str, dict[str, Any]]] = ()) -> list | None:
    """``#score-detail``: each open cell's lines ("Ann · Military 13: 2 victories in Age
    III (+5 each) +10, ..."), with a note when no line made points."""
    lines = view.get("score_lines") or []
    heads = column_heads(ctx, view, others)
    scores = [*view["scores"], *(score for _, score in others)]
    shown = []
    for p in range(min(columns, len(lines))):
        for key, label in categories:
            if not ctx.ui.is_open(cell_key(p, key)) or key not in lines[p]:
                continue
            items = [h("li", None, i18n.sentence(x["what"]),
                       h("strong", None, f" {x['points']:+d}"))
                     for x in lines[p][key]]
            shown.append(h("section", {"class_": "cell-detail", "data_cell": cell_key(p, key)},
                           h("h4", None, f"{heads[p]} · {label}: {scores[p].get(key, 0)}",
                             h("button", {"class_": "small close", "data_act": "toggle",
                                          "data_arg": cell_key(p, key)}, t("Close"))),
                           h("ul", None, items) if items
                           else h("p", {"class_": "muted"}, t("Nothing scored here."))))
    return h("div", {"class_": "score-detail", "id": "score-detail"}, shown) if shown else None


def score_pad_frame(ctx: TableContext, title: str, winner_line: str, *content: Any,
                    log_lines: list[str] | None = None, class_: str = "",
                    winner_attrs: dict[str, Any] | None = None, log: Any = None) -> list:
    """``#score-pad``: a bar (Saved games, ``title``), ``#winner`` (``winner_line``, e.g.
    ``verdict(view, ctx)``), ``content`` (``score_table(...)``, a chart...), the New game /
    Log / Export buttons, and when ``ctx.ui.is_open("log")`` the ``log`` panel (``tables.log``) or
    one of ``log_lines``."""
    return [h("div", {"class_": f"score {class_}".strip(), "id": "score-pad"},
              h("header", {"class_": "bar"},
                h("button", {"data_act": "home"}, t("‹ Saved games")), h("h1", None, title)),
              h("p", {"class_": "winner-line", "id": "winner", **(winner_attrs or {})},
                winner_line),
              list(content),
              h("div", {"class_": "row"},
                h("button", {"class_": "primary big", "data_act": "new"}, t("New game")),
                h("button", {"class_": "big", "data_act": "replay", "id": "replay-button"},
                  t("Replay the game")),
                h("button", {"class_": "big", "data_act": "share-replay", "id": "share-replay"},
                  t("Share the replay")),
                h("button", {"class_": "big", "data_act": "toggle", "data_arg": "log"}, t("Log")),
                h("button", {"class_": "big", "data_act": "export", "data_arg": ctx.game_id},
                  t("Export"))),
              ctx.ui.is_open("log") and (log if log is not None else log_panel(log_lines or [])))]


def language_picker() -> list:
    """The language switch (home screen and table): each language named in itself."""
    return h("label", {"class_": "language-picker"},
             h("span", {"class_": "visually-hidden"}, i18n.t("Language")),
             h("select", {"id": "language", "data_change": "language",
                          "aria_label": i18n.t("Language")},
               [h("option", {"value": code, "selected": code == i18n.language(),
                             "lang": code}, name)
                for code, name in i18n.LANGUAGES.items()]))
