"""The page's screens that are not a game's table: home (saved games), new game,
hand-over, "you chose" and waiting. Markup only: each function turns what it is given
into ``vdom`` nodes; the controller (``controller.App``) decides which screen shows.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from engine import get_game
from engine.errors import WondersError

from . import i18n, newgame, storage
from .i18n import t, tn
from .tables.context import is_you, whom
from .tables.parts import language_picker
from .vdom import h


def game_title(meta: dict[str, Any]) -> str:
    """A saved game's title: from its metadata, else from its game (loaded then)."""
    if meta.get("title"):
        return str(meta["title"])
    try:
        return get_game(str(meta.get("game"))).title
    except WondersError:
        return str(meta.get("game"))


def save_labels(games: list[dict[str, Any]]) -> dict[str, str]:
    """Each listed save's label: its name, numbered "(1)", "(2)"... in the order the
    saves were made (their ids are their times) when several share it: a file imported
    twice, or saves named after their players alone ("You, Bot 1, Bot 2")."""
    def name(g: dict[str, Any]) -> str:
        return str(g.get("name") or g["id"])

    counts = Counter(name(g) for g in games)
    seen: Counter[str] = Counter()
    labels = {}
    for g in sorted(games, key=lambda g: str(g["id"])):
        label = name(g)
        if counts[label] > 1:
            seen[label] += 1
            label = f"{label} ({seen[label]})"
        labels[g["id"]] = label
    return labels


def save_details(g: dict[str, Any]) -> str:
    """The line under a save's name, from its data: " 7 Wonders · 3 players · age 2 ·
    24 Nov 03:23" (the date in the language's format)."""
    players = tn("{n} player", "{n} players", len(g.get("players") or []))
    status = (t("finished") if g.get("over")
              else t("age {age}", age=g["age"]) if g.get("age") else "")
    return " " + t("{game} · {players} · {status} · {date}", game=i18n.sentence(game_title(g)),
                   players=players, status=status, date=storage.shown_date(g.get("date")))


def _save_row(g: dict[str, Any], label: str) -> list:
    return h("li", {"class_": "save-row", "data_game": g["id"]},
             h("button", {"class_": "open", "data_act": "resume", "data_arg": g["id"]},
               h("strong", {"class_": "save-name"}, label),
               h("span", {"class_": "muted"}, save_details(g))),
             h("button", {"class_": "small", "data_act": "export", "data_arg": g["id"],
                          "title": t("Export to a file")}, t("Export")),
             h("button", {"class_": "small danger", "data_act": "delete",
                          "data_arg": g["id"]}, t("Delete")))


def home(games: list[dict[str, Any]], problems: list[storage.Problem],
         last: str | None) -> list:
    """The saved games (newest first), the damaged ones, and New game / Import."""
    resume = next((g for g in games if g["id"] == last and not g.get("over")), None)
    labels = save_labels(games)
    rows = [_save_row(g, labels[g["id"]]) for g in games]
    damaged = [h("li", {"class_": "problem", "data_game": p.game_id},
                 h("span", None, t("Saved game “{name}” cannot be loaded: {reason}",
                                   name=p.name, reason=i18n.sentence(p.message))),
                 h("button", {"class_": "small danger", "data_act": "delete",
                              "data_arg": p.game_id}, t("Delete")))
               for p in problems]
    return [
        h("header", {"class_": "home-head"}, language_picker(), h("h1", None, "Wonders"),
          h("p", {"class_": "muted"},
            t("The 7 Wonders family at one table: bots or friends, offline."))),
        h("div", {"class_": "home-actions"},
          resume and h("button", {"class_": "primary big", "data_act": "resume",
                                  "data_arg": resume["id"], "id": "resume"},
                       t("Resume {game}", game=labels[resume["id"]])),
          h("button", {"class_": "primary big" if not resume else "big",
                       "data_act": "new", "id": "new-game"}, t("New game")),
          h("button", {"class_": "big", "data_act": "compendium", "id": "cards-button"},
            t("Cards and wonders")),
          h("label", {"class_": "button big"}, t("Import a game…"),
            h("input", {"type": "file", "id": "import-file",
                        "accept": ".wonders,application/octet-stream",
                        "data_file": "import", "data_max": str(storage.MAX_IMPORT_BYTES),
                        "class_": "hidden-file"})),
          h("a", {"class_": "button big", "href": "rules.html", "id": "rules-link"},
            t("Rules, with live examples"))),
        damaged and h("section", {"class_": "problems", "id": "problems"},
                      h("h2", None, t("Damaged saves")), h("ul", None, damaged)),
        h("section", {"class_": "saves", "id": "saves"}, h("h2", None, t("Saved games")),
          h("ul", None, rows) if rows
          else h("p", {"class_": "muted"}, t("No saved games yet."))),
    ]


def _select(attrs: dict[str, Any], choices: list[tuple[str, str]], chosen: str,
            titles: dict[str, str] | None = None) -> list:
    return h("select", attrs,
             [h("option", {"value": v, "selected": v == chosen,
                           "title": (titles or {}).get(v)}, label) for v, label in choices])


def _option_field(game: Any, setup: dict[str, Any], option: Any) -> list:
    chosen = setup["options"].get(game.id, {}).get(option.key)
    choices = [(newgame.form_value(v), i18n.sentence(label)) for v, label in option.choices]
    return h("label", {"class_": "field"}, i18n.sentence(option.label) + " ",
             _select({"name": option.key, "id": option.key, "data_change": "setup-change"},
                     choices, chosen))


def _seat_row(game: Any, setup: dict[str, Any], i: int, seat: dict[str, Any]) -> list:
    bot = seat.get("kind") == "bot"
    levels = [(lv.name, i18n.sentence(lv.name)) for lv in game.bot_levels]
    summaries = {lv.name: i18n.sentence(lv.summary) for lv in game.bot_levels}
    per_seat = [o for o in game.options
                if o.per_seat and newgame.seats_choose(game, setup, o.key)]
    return h(
        "div", {"class_": "seat-row"},
        h("span", {"class_": "seat-no"}, str(i + 1)),
        _select({"name": f"seat{i}-kind", "data_change": "setup-change",
                 "aria_label": t("Seat {n}", n=i + 1)},
                [("human", t("Person")), ("bot", t("Bot"))], "bot" if bot else "human"),
        h("input", {"name": f"seat{i}-name", "value": i18n.player(seat.get("name", "")),
                    "maxlength": "24", "aria_label": t("Name of seat {n}", n=i + 1)}),
        bot and _select({"name": f"seat{i}-level", "aria_label": t("Bot level"),
                         "title": summaries.get(seat.get("level", ""))},
                        levels, seat.get("level", ""), summaries),
        [_select({"name": f"seat{i}-{o.key}",
                  "aria_label": t("{option} of seat {n}", option=i18n.sentence(o.label),
                                  n=i + 1)},
                 [(newgame.ANY, t("Any"))] + [(c, i18n.name(c)) for c in o.seat_choices],
                 newgame.form_value(newgame.seat_value(o, seat)))
         for o in per_seat],
    )


def new_game(setup: dict[str, Any]) -> list:
    """The new-game form: game, players, the game's options, seed, one row a seat."""
    game = get_game(setup["game"])
    n = setup["players"]
    counts = newgame.player_counts(game, setup)
    has_edition = any(o.key == "edition" for o in game.options)
    i18n.use_names(game.id, newgame.option_value(game, setup, "edition") if has_edition else None)
    levels = "; ".join(t("{level}: {summary}", level=i18n.sentence(lv.name),
                           summary=i18n.sentence(lv.summary)) for lv in game.bot_levels)
    return [
        h("header", {"class_": "bar"},
          h("button", {"data_act": "home"}, t("‹ Back")), h("h1", None, t("New game"))),
        h("div", {"class_": "setup"},
          h("label", {"class_": "field"}, t("Game") + " ",
            _select({"name": "game", "data_change": "setup-change", "id": "game"},
                    [(g.id, i18n.sentence(g.title)) for g in newgame.offered_games()], game.id)),
          h("label", {"class_": "field"}, t("Players") + " ",
            _select({"name": "players", "data_change": "setup-change", "id": "players"},
                    [(str(k), str(k)) for k in counts],
                    str(n))),
          [_option_field(game, setup, o) for o in game.options],
          h("label", {"class_": "field"}, t("Seed (optional)") + " ",
            h("input", {"name": "seed", "value": setup.get("seed", ""), "inputmode": "numeric",
                        "id": "seed", "maxlength": str(newgame.SEED_CHARS)})),
          h("div", {"class_": "seats"},
            [_seat_row(game, setup, i, seat) for i, seat in enumerate(setup["seats"][:n])]),
          levels and h("p", {"class_": "muted levels", "id": "levels"},
                        t("Bots: {levels}.", levels=levels)),
          h("div", {"class_": "row"},
            h("button", {"class_": "primary big", "data_act": "start", "id": "start"},
              t("Start the game")),
            h("button", {"class_": "big", "data_act": "share-setup", "id": "share-setup"},
              t("Share set-up")))),
    ]


def wait(names: list[str]) -> list:
    """Pass-and-play: every person has chosen, the bots have not."""
    who = ", ".join(t("you") if is_you(n) else whom(n) for n in names) or t("the bots")
    return [h("div", {"class_": "handover"},
              h("div", {"class_": "thinking", "id": "thinking"},
                t("Waiting for {players}…", players=who)),
              h("p", {"class_": "muted"}, t("Everyone at the table has chosen.")))]


def handover(player: int, name: str) -> list:
    """Pass-and-play: give the device to the next person; nothing of any hand shows."""
    return [h("div", {"class_": "handover", "id": "handover"},
              h("p", {"class_": "muted"}, t("Pass the device to")),
              h("h1", {"class_": "handover-name"}, i18n.player(name)),
              h("p", {"class_": "muted"}, t("Nobody else should look at the screen.")),
              h("button", {"class_": "primary big", "data_act": "reveal", "data_arg": str(player),
                           "id": "reveal"},
                i18n.tp(name, "Show my hand", "I am {player}: show my hand")),
              h("button", {"class_": "small", "data_act": "home"}, t("Leave the game")))]


def picked(name: str, sentence: str, next_name: str | None) -> list:
    """Pass-and-play: the pick just made (held until all have chosen), Undo or Done."""
    nxt = (t("Done: pass to {player}", player=i18n.player(next_name)) if next_name
           else t("Done: reveal the turn"))
    return [h("div", {"class_": "handover", "id": "picked"},
              h("p", {"class_": "muted"}, i18n.tp(name, "You chose", "{player}, you chose")),
              h("h2", None, i18n.sentence(sentence)),
              h("div", {"class_": "row"},
                h("button", {"class_": "big", "data_act": "undo", "id": "undo"}, t("Undo")),
                h("button", {"class_": "primary big", "data_act": "done", "id": "done"}, nxt)))]


@dataclass(frozen=True)
class Notice:
    """A message above every screen until it no longer holds (e.g. storage full): its
    text, its kind ("info" or "error"), its buttons (action, argument, label) and what it
    is about (``about``: the controller replaces or clears notices by it)."""

    text: str
    kind: str = "info"
    actions: tuple[tuple[str, str, str], ...] = ()
    about: str = ""


def conflict(name: str, there: int, here: int) -> list:
    """The game was saved by another tab or window since this one read it: say so, and
    let the person choose which line of play goes on (nothing is dropped before)."""
    return [h("div", {"class_": "handover conflict", "id": "conflict"},
              h("h1", None, t("This game was continued in another tab")),
              h("p", None,
                t("“{name}” was played on in another tab or window of this browser: its "
                  "save has {there} moves now, this tab has {here}. Nothing is lost yet: "
                  "choose what goes on here.", name=name, there=there, here=here)),
              h("div", {"class_": "row"},
                h("button", {"class_": "primary big", "data_act": "load-other",
                             "id": "load-other"}, t("Load that game")),
                h("button", {"class_": "big", "data_act": "keep-copy", "id": "keep-copy"},
                  t("Keep this one as a copy"))),
              h("p", {"class_": "muted"},
                t("Load that game: this tab goes on from the other tab's moves, and the "
                  "moves made only here are dropped. Keep this one as a copy: this tab's "
                  "moves are saved as a new game, “{name} (copy)”; the other tab's game "
                  "stays as it is.", name=name)))]


def banner(notice: Notice) -> list:
    """A notice as a banner with its buttons."""
    return h("div", {"class_": f"banner {notice.kind}", "id": "notice"},
             h("span", None, notice.text),
             [h("button", {"class_": "small", "data_act": act, "data_arg": arg}, label)
              for act, arg, label in notice.actions])


def frame(screen: str, body: list, notice: Notice | None = None) -> list:
    """Every screen's outer ``<main>``, with the notice's banner (e.g. storage full)."""
    return [h("main", {"class_": f"screen screen-{screen}", "data_screen": screen},
              notice and banner(notice), body)]
