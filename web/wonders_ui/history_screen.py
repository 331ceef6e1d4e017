"""The History screen (``Screen.HISTORY``), reached from home, and its part of the
store: the records of this device's finished games (``history.py``) kept as their saves
are written (``Keeper.finished``, told by ``storage.SaveStore.on_finished``: the save
after a move, ``Store.moved``'s autosave, and every other save of a finished game), made
from the finished saves on first use, shown as games and wins by ruleset, player count
and bots' level, the points per category game by game in a chart, the best scores and
favourite wonders, Duel's victories by kind; exported as CSV, cleared after a
confirmation, and the finished games that do not count by themselves (imported
replays, lessons, rule examples) added one by one. Its actions are functions of the
state and the tap returning effects, as every part's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.games import ABOUT
from engine.words import is_you

from . import history, i18n, storage, tables
from .commands import Command, Effect, b64, toast
from .i18n import t, tn, tp
from .state import Screen, State
from .vdom import h

#: a colour a score pad's column: 7 Wonders' (``classic_scores``) and Duel's
COLOURS = {"military": "#c0392b", "treasury": "#b07a2a", "wonder": "#8d7b68",
           "civilian": "#2e6fbd", "science": "#2e8b57", "commercial": "#e7c441",
           "guilds": "#7d4ba0", "black": "#8a8296", "buildings": "#2e6fbd",
           "wonders": "#8d7b68", "progress": "#2e8b57"}
CHART_GAMES = 20  # the newest games a chart shows


def facts_of(game: str) -> Any:
    """The game's ``history_facts`` (its table module's)."""
    return tables.for_game(game).history_facts


@dataclass
class Keeper:
    """The history's state in the store (``State.history``): the records in
    localStorage (``store``), whose games the screen counts (``person``), the clearing
    asked (``confirm``), and what the saves written since the last step have to say
    (``said``: the store's step turns it into toasts)."""

    store: history.History
    person: str | None = None
    confirm: bool = False
    said: list[str] = field(default_factory=list)

    def finished(self, game_id: str, blob: bytes, meta: dict, imported: bool) -> None:
        """A finished game's save was written: its record, once (an imported game that
        was already over is left out unless the person adds it)."""
        if imported:
            self.store.skip(game_id)
            return
        if self.store.known(game_id):
            return
        try:
            record = history.from_save(game_id, blob, facts_of, meta)
        except Exception:  # (a table without history facts; never stops a save)
            return
        if record is not None and self.store.note(record) and self.store.full:
            self.said.append(t("The history is full: this game is kept on this page only"))

    def news(self) -> list[Effect]:
        """What the saves since the last step had to say, as toasts (said once)."""
        out = [toast(text, "error") for text in self.said]
        self.said.clear()
        return out


def keeper(saves: storage.SaveStore) -> Keeper:
    """The history of the games saved in ``saves``, told of each finished game's save."""
    kept = Keeper(history.History(saves.backend))
    saves.on_finished = kept.finished
    return kept


def backfill(st: State) -> None:
    """On first use, a record for each finished save already here."""
    games, _problems = st.saves.list()

    def maker(g: dict) -> Any:
        def make() -> dict | None:
            record = history.from_save(g["id"], st.saves.read(g["id"]), facts_of)
            if record is not None and g.get("date"):
                record["date"] = str(g["date"])
            return record
        return make

    # a save from before saves said whether their game is over is replayed to know
    st.history.store.backfill((g["id"], maker(g)) for g in games if g.get("over", True))


# ---------------------------------------------------------------------- actions
def act_history(st: State, _tap: Command) -> list:
    """Open the History screen (made from the finished saves the first time; the
    records a full storage kept on this page written if it has room now)."""
    st.history.store.flush()
    backfill(st)
    st.history.confirm = False
    st.screen = Screen.HISTORY
    return []


def act_history_person(st: State, tap: Command) -> list:
    st.history.person = str(tap["arg"])
    return []


def act_history_clear(st: State, tap: Command) -> list:
    """Clear: asks first (the argument "yes" clears, "no" keeps it)."""
    arg, kept = tap["arg"], st.history
    if arg == "yes":
        kept.store.clear()
        kept.confirm = False
        return [toast(t("History cleared"))]
    kept.confirm = arg != "no"
    return []


def act_history_export(st: State, _tap: Command) -> list:
    text = history.to_csv(st.history.store.records())
    return [{"kind": "download", "name": history.file_name(), "blob": b64(text.encode("utf-8"))},
            toast(t("History exported"))]


def act_history_add(st: State, tap: Command) -> list:
    """Add a finished save that does not count by itself (the person asked)."""
    game_id = str(tap["arg"])
    try:
        record = history.from_save(game_id, st.saves.read(game_id), facts_of, force=True)
    except Exception:
        record = None
    if record is None:
        return [toast(t("This game cannot be added to the history"), "error")]
    st.history.store.add(record)
    return [toast(t("Added to the history"))]


def draw(st: State) -> list:
    """The History screen as the state has it."""
    kept = st.history
    records = kept.store.records()
    everyone = history.people(records)
    person = kept.person if kept.person in everyone else (everyone[0] if everyone else "")
    games, _problems = st.saves.list()
    extra = [g for g in games if g.get("over") and not kept.store.known(g["id"])]
    return screen(records, person, everyone, extra, kept.store.full, len(kept.store.pending),
                  kept.confirm)


# ---------------------------------------------------------------------- markup
def rate_line(person: str, row: dict) -> str:
    """"You win 62% against medium bots at 4 players (8 of 13)"."""
    args = {"rate": row["rate"], "players": row["players"], "wins": row["wins"],
            "games": row["games"]}
    level = row["level"]
    if level is None:
        return tp(person, "You win {rate}% of games among people at {players} players "
                          "({wins} of {games})",
                  "{player} wins {rate}% of games among people at {players} players "
                  "({wins} of {games})", **args)
    if level == history.MIXED:
        return tp(person, "You win {rate}% against bots of mixed levels at {players} players "
                          "({wins} of {games})",
                  "{player} wins {rate}% against bots of mixed levels at {players} players "
                  "({wins} of {games})", **args)
    return tp(person, "You win {rate}% against {level} bots at {players} players "
                      "({wins} of {games})",
              "{player} wins {rate}% against {level} bots at {players} players "
              "({wins} of {games})", level=i18n.sentence(level), **args)


def by_ruleset(person: str, rows: list[dict]) -> list:
    """Under each ruleset's name, a line a player count and bots' level."""
    groups: dict[str, list[dict]] = {}
    for row in rows:
        groups.setdefault(row["label"], []).append(row)
    return [[h("h3", None, t(label)),
             h("ul", {"class_": "history-rates"},
               [h("li", {"data_ruleset": row["ruleset"], "data_players": str(row["players"]),
                         "data_level": row["level"] or ""}, rate_line(person, row))
                for row in group])]
            for label, group in groups.items()]


def chart(game: str, series: list[dict]) -> list:
    """The points per category of the newest games, one stacked bar a game, oldest
    left (negative points below the zero line)."""
    shown = series[-CHART_GAMES:]
    labels = [(k, t(v)) for k, v in tables.for_game(game).SCORE_LABELS.items()
              if any(k in s["points"] for s in shown)]
    width, height, gap = 520, 200, 4
    bar = min(36, (width - 40) / max(len(shown), 1) - gap)
    top = max((sum(max(0, v) for v in s["points"].values()) for s in shown), default=1) or 1
    low = max((-sum(min(0, v) for v in s["points"].values()) for s in shown), default=0)
    scale = (height - 20) / (top + low)
    zero = 10 + top * scale
    items = []
    for i, s in enumerate(shown):
        x = 30 + i * (bar + gap)
        up, down = zero, zero
        for key, _label in labels:
            value = s["points"].get(key, 0)
            if not value:
                continue
            size = abs(value) * scale
            if value > 0:
                up -= size
                y = up
            else:
                y, down = down, down + size
            items.append(h("rect", {"x": f"{x:.1f}", "y": f"{y:.1f}", "width": f"{bar:.1f}",
                                    "height": f"{size:.1f}",
                                    "fill": COLOURS.get(key, "#888"),
                                    "opacity": "1" if value > 0 else "0.6"}))
        items.append(h("text", {"x": f"{x + bar / 2:.1f}", "y": f"{up - 3:.1f}",
                                "class_": "chart-total", "text-anchor": "middle"},
                       str(s["total"])))
    items.append(h("line", {"x1": "28", "x2": str(width), "y1": f"{zero:.1f}",
                            "y2": f"{zero:.1f}", "stroke": "#8a8296", "stroke-width": "1"}))
    legend = h("div", {"class_": "legend"},
               [h("span", {"class_": "legend-item"},
                  h("span", {"class_": "swatch", "style": f"background:{COLOURS.get(k, '#888')}"}),
                  label) for k, label in labels])
    return [h("svg", {"class_": "chart history-chart", "viewBox": f"0 0 {width} {height}",
                      "role": "img", "data_game": game,
                      "aria_label": tn("points per category in the last game",
                                       "points per category in the last {n} games",
                                       len(shown))}, items),
            legend]


def best_list(best: list[dict]) -> Any:
    return h("ol", {"class_": "history-best"},
             [h("li", None, tn("{n} point", "{n} points", b["total"]), " · ", t(b["label"]),
               " · ", tn("{n} player", "{n} players", b["players"]),
               b["wonders"] and [" · ", ", ".join(i18n.name(w) for w in b["wonders"])],
               " · ", storage.shown_date(b["date"]),
               b["won"] and [" · ", h("strong", None, t("won"))]) for b in best])


def duel_line(duel: dict) -> list:
    kinds = (("military", t("military")), ("science", t("science")),
             ("civilian", t("civilian")))
    won, lost = duel.get("won") or {}, duel.get("lost") or {}
    return [h("li", {"data_victory": k},
              t("{kind} victories: {won} won, {lost} lost", kind=label,
                won=won.get(k, 0), lost=lost.get(k, 0))) for k, label in kinds]


def total_line(person: str, games: int, wins: int) -> str:
    """"You played 12 games and won 5."."""
    if is_you(person):
        return tn("You played {n} game and won {wins}.", "You played {n} games and won {wins}.",
                  games, wins=wins)
    return tn("{player} played {n} game and won {wins}.",
              "{player} played {n} games and won {wins}.", games, wins=wins, player=person)


def screen(records: list[dict], person: str, everyone: list[str], extra: list[dict],
           full: bool, kept: int, confirm: bool) -> list:
    """``#history``: the History screen (``person``: whose games it counts)."""
    bar = h("header", {"class_": "bar"},
            h("button", {"data_act": "home"}, t("‹ Home")),
            h("h1", None, t("History of your games")))
    counts = h("p", {"class_": "muted history-what"},
               t("Counted: games against bots, pass-and-play (each person by name) and "
                 "games played together (on each device). Not counted: lessons, rule "
                 "examples and imported replays, unless you add them. Nothing leaves "
                 "this device."))
    notice = full and h("p", {"class_": "notice history-full", "role": "alert"},
                        tn("The browser's storage is full: {n} finished game is kept on "
                           "this page only. Delete saved games to make room; your saved "
                           "games are not touched.",
                           "The browser's storage is full: {n} finished games are kept on "
                           "this page only. Delete saved games to make room; your saved "
                           "games are not touched.", kept))
    body: list = []
    if not records:
        body.append(h("p", {"class_": "history-empty"},
                      t("No finished games yet. Each game you finish on this device is "
                        "kept here, even after its save is deleted.")))
    else:
        s = history.stats(records, person)
        who = len(everyone) > 1 and h(
            "div", {"class_": "history-people", "role": "group",
                    "aria_label": t("Whose games")},
            [h("button", {"class_": "chip" + (" selected" if n == person else ""),
                          "data_act": "history-person", "data_arg": n,
                          "aria_pressed": "true" if n == person else "false"},
               i18n.player(n)) for n in everyone])
        body += [
            who,
            h("p", {"class_": "history-total", "id": "history-total"},
              total_line(person, s["games"], s["wins"])),
            h("section", {"class_": "history-part", "id": "history-rates"},
              h("h2", None, t("Wins by ruleset, players and bots")),
              by_ruleset(person, s["rows"])),
            [h("section", {"class_": "history-part", "data_game": game},
               h("h2", None, t("Points per category, game by game: {game}",
                               game=i18n.sentence(ABOUT[game].title))),
               chart(game, series)) for game, series in s["series"].items()],
            h("section", {"class_": "history-part", "id": "history-best"},
              h("h2", None, t("Best scores")), best_list(s["best"])),
            bool(s["wonders"]) and h(
                "section", {"class_": "history-part", "id": "history-wonders"},
                h("h2", None, t("Favourite wonders")),
                h("ul", None, [h("li", None, tn("{wonder}: {n} game, {wins} won",
                                                "{wonder}: {n} games, {wins} won", n,
                                                wonder=i18n.name(w), wins=won))
                               for w, n, won in s["wonders"]])),
            bool(s["duel"]["won"] or s["duel"]["lost"]) and h(
                "section", {"class_": "history-part", "id": "history-duel"},
                h("h2", None, t("Duel: victories by kind")), h("ul", None, duel_line(s["duel"]))),
        ]
    adds = extra and h(
        "section", {"class_": "history-part", "id": "history-extra"},
        h("h2", None, t("Finished games not counted")),
        h("ul", {"class_": "history-extra"},
          [h("li", None, h("span", None, str(g.get("name") or g["id"])),
             h("button", {"class_": "small", "data_act": "history-add", "data_arg": g["id"]},
               t("Add to the history"))) for g in extra]))
    actions = h("div", {"class_": "row history-actions"},
                h("button", {"class_": "big", "data_act": "history-export",
                             "id": "history-export", "disabled": not records},
                  t("Export as CSV")),
                not confirm and h("button", {"class_": "big danger", "data_act": "history-clear",
                                             "id": "history-clear", "disabled": not records},
                                  t("Clear the history…")))
    ask = confirm and h(
        "div", {"class_": "confirm", "role": "alertdialog", "id": "history-confirm"},
        h("p", None, tn("Clear the history of {n} game? Your saved games stay.",
                        "Clear the history of {n} games? Your saved games stay.",
                        len(records))),
        h("button", {"class_": "big danger", "data_act": "history-clear", "data_arg": "yes",
                     "id": "history-clear-yes"}, t("Clear it")),
        h("button", {"class_": "big", "data_act": "history-clear", "data_arg": "no"},
          t("Keep it")))
    return [h("div", {"class_": "history", "id": "history"}, bar, notice, counts, body,
              adds, actions, ask)]

