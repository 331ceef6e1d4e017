"""The home screen: the game boxes (a new game of that kind in one tap) and the saved
games as cards, each with a small picture of its table drawn from the save's metadata
(``saving.save_meta``: each player's wonder as a coloured tile with the stages built,
the age reached), the game, the players, whose turn or "finished", and when it was last
played ("today 14:05"). HTML and CSS only: no image files.
"""

from __future__ import annotations

import time
import zlib
from collections import Counter
from itertools import cycle
from typing import Any

from engine import get_game
from engine.errors import WondersError
from engine.games import ABOUT, About

from . import i18n, newgame, storage
from .i18n import t, tn
from .newgame_screen import game_box as box_words
from .tables.buttons import settings_button
from .tables.context import is_you
from .tables.icons import card_of, icon
from .tables.parts import language_picker
from .vdom import h

#: the tiles' colours (``.tile.hue-N`` in styles.css), one a wonder by its name
HUES = 8
#: the Roman numerals of the ages a card shows
AGES = ("", "I", "II", "III")


def game_title(meta: dict[str, Any]) -> str:
    """A saved game's title: from its metadata, else from its game (loaded then)."""
    if meta.get("title"):
        return str(meta["title"])
    try:
        return get_game(str(meta.get("game"))).title
    except WondersError:
        return str(meta.get("game"))


def box_picture(about: About) -> list:
    """A game's box drawn from its own facts (``engine.games.About``): the cards a
    player first sees, the face-up ones in the game's colours with their colour-blind
    glyphs and the face-down ones as Age I backs (7 Wonders: a hand of 7; Duel: Age I's
    pyramid), and its science symbols. A picture only: the box's words say the game."""
    colours = cycle(about.colours)
    rows = [h("span", {"class_": "box-row"},
              [card_of(next(colours)) if c == 2 else h("span", {"class_": "box-back"}, "I")
               for c in row if c])
            for row in about.opening]
    return h("span", {"class_": "box-picture", "aria_hidden": "true"},
             h("span", {"class_": "box-cards"}, rows),
             h("span", {"class_": "box-science"}, [icon(s) for s in about.science]))


def game_box(about: About, primary: bool) -> list:
    """A game to start in one tap: its picture, title, player counts and what it is in
    a line."""
    return h("button", {"class_": "game-box" + (" primary" if primary else ""),
                        "data_act": "new", "data_arg": about.id, "id": f"new-{about.id}"},
             box_picture(about), box_words(about, False),
             h("span", {"class_": "box-line"}, i18n.sentence(about.line)))


def save_labels(games: list[dict[str, Any]]) -> dict[str, str]:
    """Each listed save's label: its name, numbered "(1)", "(2)"... in the order the
    saves were made (their ids are their times) when several share it: saves named
    after their players alone ("You, Bot 1, Bot 2"), from before saves had numbers (an
    import of a save already here is renamed when stored: ``SaveStore.import_blob``)."""
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


def save_details(g: dict[str, Any], now: time.struct_time | None = None) -> str:
    """The line under a save's name, from its data: "7 Wonders · 3 players · age 2 ·
    today 03:23" (the date as ``storage.shown_when`` says it)."""
    players = tn("{n} player", "{n} players", len(g.get("players") or []))
    status = (t("finished") if g.get("over")
              else t("age {age}", age=g["age"]) if g.get("age") else "")
    return t("{game} · {players} · {status} · {date}", game=i18n.sentence(game_title(g)),
             players=players, status=status, date=storage.shown_when(g.get("date"), now))


def whose_turn(g: dict[str, Any]) -> str:
    """Who the game waits for: "finished", "Your turn", "Ann's turn", "the bots' turn"
    (from the save's ``to_move`` and seats; "" for a save from before they were kept)."""
    if g.get("over"):
        return t("finished")
    seats = g.get("seats") if isinstance(g.get("seats"), list) else []
    to_move = g.get("to_move")
    if not isinstance(to_move, list) or not seats:
        return ""
    people = [str(seats[p].get("name", "")) for p in to_move
              if isinstance(p, int) and 0 <= p < len(seats) and isinstance(seats[p], dict)
              and seats[p].get("kind") != "bot"]
    if not people:
        return t("the bots' turn")
    if len(people) == 1:
        return i18n.tp(people[0], "Your turn", "{player}'s turn")
    others = [n for n in people if not is_you(n)]
    if len(others) < len(people):  # "you" as a subject ("Tur: Ann og du"), not "til dig"
        return t("Turn of {players} and you", players=i18n.listing(others))
    return t("Turn of {players}", players=i18n.listing(others))


def hue(name: Any) -> int:
    """A tile's colour, the same for a wonder everywhere."""
    return zlib.crc32(str(name).encode()) % HUES


def picture(g: dict[str, Any]) -> list:
    """The table in small: one tile a player (the wonder's colour and initial, its
    stages built as pips), and the age reached; nothing for a save without a glimpse."""
    seats = g.get("glimpse")
    names = [str(n) for n in g.get("players") or []]
    if not isinstance(seats, list) or not seats:
        return []
    if g.get("game") in ABOUT:
        # the wonders' names of the save's own game, whatever table was drawn last: the
        # home Python draws at its start, the one it draws back from a table and the one
        # shown before Python (kept from the last) are the same (issue 53)
        i18n.use_names(str(g["game"]))
    tiles = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            continue
        who = i18n.player(names[i]) if i < len(names) else ""
        wonder = i18n.name(str(seat["tile"])) if seat.get("tile") else ""
        built, of = int(seat.get("built") or 0), int(seat.get("of") or 0)
        words = t("{player}: {wonder}, {built} of {of} built", player=who,
                  wonder=wonder or t("wonders"), built=built, of=of)
        tiles.append(h("span", {"class_": f"tile hue-{hue(seat.get('tile') or who)}",
                                "title": words},
                       h("span", {"class_": "tile-who"}, (who or "?")[:1].upper()),
                       h("span", {"class_": "pips", "aria_hidden": "true"},
                         "●" * built + "○" * max(0, of - built)),
                       h("span", {"class_": "sr-only"}, words)))
    age = g.get("age")
    return h("span", {"class_": "glimpse"}, tiles,
             isinstance(age, int) and 0 < age < len(AGES)
             and h("span", {"class_": "glimpse-age"}, t("Age {age}", age=AGES[age])))


def save_card(g: dict[str, Any], label: str, now: time.struct_time | None = None) -> list:
    """A saved game as a card: tapping it resumes; Export and Delete below."""
    names = ", ".join(i18n.player(str(n)) for n in g.get("players") or [])
    turn = whose_turn(g)
    return h("li", {"class_": "save-row save-card" + (" over" if g.get("over") else ""),
                    "data_game": g["id"]},
             h("button", {"class_": "open", "data_act": "resume", "data_arg": g["id"]},
               picture(g),
               h("strong", {"class_": "save-name"}, label),
               h("span", {"class_": "save-players"}, names),
               h("span", {"class_": "save-meta muted"},
                 h("span", {"class_": "save-turn"}, turn) if turn else None,
                 h("span", {"class_": "save-when"}, save_details(g, now)))),
             h("span", {"class_": "save-actions"},
               h("button", {"class_": "small", "data_act": "export", "data_arg": g["id"],
                            "title": t("Export to a file")}, t("Export")),
               h("button", {"class_": "small danger", "data_act": "delete",
                            "data_arg": g["id"]}, t("Delete"))))


def hosted_card(table: dict[str, Any]) -> list:
    """The hosted game this device sits at as a guest (its seat kept, its game on the
    host's device): tapping it goes to joining, where the host's new invitation is
    pasted or scanned; Forget lets the seat go."""
    player = str(table.get("host") or "")
    return h("li", {"class_": "save-row save-card hosted", "id": "hosted-game"},
             h("button", {"class_": "open", "data_act": "tg-join"},
               h("strong", {"class_": "save-name"},
                 t("{name} (hosted by {player})", name=str(table.get("title") or ""),
                   player=player)),
               h("span", {"class_": "save-meta muted"},
                 t("Ask {player} for a new invitation to take your seat back.",
                   player=player))),
             h("span", {"class_": "save-actions"},
               h("button", {"class_": "small danger", "data_act": "tg-forget"},
                 t("Forget"))))


def screen(games: list[dict[str, Any]], problems: list[storage.Problem],
           last: str | None, hosted: dict[str, Any] | None = None) -> list:
    """Home: the game boxes, the saved games as cards (newest first), the damaged
    saves, and the other ways in (cards and wonders, import, the rules)."""
    resume = next((g for g in games if g["id"] == last and not g.get("over")), None)
    labels = save_labels(games)
    now = time.localtime()
    cards = [hosted and hosted_card(hosted),
             *(save_card(g, labels[g["id"]], now) for g in games)]
    damaged = [h("li", {"class_": "problem", "data_game": p.game_id},
                 h("span", None, t("Saved game “{name}” cannot be loaded: {reason}",
                                   name=p.name, reason=i18n.sentence(p.message))),
                 h("button", {"class_": "small danger", "data_act": "delete",
                              "data_arg": p.game_id}, t("Delete")))
               for p in problems]
    return [
        h("header", {"class_": "home-head"}, language_picker(), settings_button(),
          h("h1", None, "Wonders"),
          h("p", {"class_": "muted"},
            t("The 7 Wonders family at one table: bots or friends, offline."))),
        resume and h("div", {"class_": "home-actions"},
                     h("button", {"class_": "primary big", "data_act": "resume",
                                  "data_arg": resume["id"], "id": "resume"},
                       t("Resume {game}", game=labels[resume["id"]]))),
        h("section", {"class_": "home-games", "id": "games"},
          h("h2", None, t("Start a game")),
          h("div", {"class_": "game-boxes"},
            [game_box(g, not resume) for g in newgame.offered_boxes()])),
        h("div", {"class_": "home-actions"},
          h("button", {"class_": "big", "data_act": "new", "id": "new-game"},
            t("New game")),
          h("button", {"class_": "big", "data_act": "learn", "id": "learn-button"},
            t("Learn to play")),
          h("button", {"class_": "big", "data_act": "tg-join", "id": "tg-join-button"},
            t("Join a game on another device")),
          h("button", {"class_": "big", "data_act": "compendium", "id": "cards-button"},
            t("Cards and wonders")),
          h("button", {"class_": "big", "data_act": "history", "id": "history-button"},
            t("History of your games")),
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
          h("ul", {"class_": "save-cards"}, cards) if any(cards)
          else h("p", {"class_": "muted"}, t("No saved games yet."))),
    ]
