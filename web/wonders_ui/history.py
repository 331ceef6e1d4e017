"""The history of this device's finished games: a small record kept for each, even
after its save is deleted (nothing leaves the device).

What counts: every game finished on this device: against bots, pass-and-play (each
person at this device by name) and played together (each device keeps its own record,
its own seat the person's); not a lesson (its save names the ``lesson``), a rule
example played on (a set-up from a ``position``) or an imported game already over (a
replay): those only when the person adds them (``History.add``). The first time the
history is used it is made from the finished games already saved (``backfill``), each
save once: a record is known by its save's id.

The records live in localStorage under ``KEY`` as JSON: ``{"version", "backfilled",
"records": [...], "skipped": [ids]}``, read again before every change and merged by id,
so that two tabs finishing games add both. A full storage keeps the new records on this
page (``pending``, written with the next change that fits) and says so (``full``);
nothing else is written or lost.

A record (``record_of``) is plain data: ``id``, ``date``, ``game``, ``ruleset`` and
its English ``label``, ``players``, ``mode`` ("bots", "pass" or "together"),
``victory`` (Duel's kind, else None), ``added`` (the person added it), and per seat
``name``, ``bot`` (its level, None for a person), ``here`` (a person at this device),
``won``, ``total``, ``points`` (the score pad's columns) and ``wonders``.
``stats`` reads them: games and wins by ruleset, player count and bots' level, points
per category game by game, best scores, favourite wonders, Duel's victories by kind;
``to_csv``/``from_csv`` write and read them back as one CSV row a seat.
"""

from __future__ import annotations

import io
import json
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from engine import saves

from . import storage

KEY = storage.PREFIX + "history"
VERSION = 1
#: the columns of a seat's row in the CSV, before its points (one column a category)
CSV_FIELDS = ("id", "date", "game", "ruleset", "label", "players", "mode", "victory",
              "added", "seat", "name", "bot", "here", "won", "total", "wonders")
MIXED = "mixed"  # the bots' level of a game whose bots play at several levels


# ---------------------------------------------------------------------- records
def counted(data: dict[str, Any], meta: dict[str, Any]) -> bool:
    """Whether a finished save counts by itself: not a lesson, not a game set up from a
    position (a rule example played on)."""
    return not meta.get("lesson") and not data.get("position")


def record_of(game_id: str, state: Any, meta: dict[str, Any],
              facts: Callable[[dict], dict[str, Any]], added: bool = False,
              date: str | None = None) -> dict[str, Any]:
    """The record of a finished game (``state``) saved under ``game_id`` with ``meta``
    (its seats, whether it was played together and which seat is this device's);
    ``facts(view)``: the game's ruleset, its score pad's columns and each seat's
    wonders (its table module's ``history_facts``)."""
    view = state.view(None)
    found = facts(view)
    raw = meta.get("seats") or []
    together = meta.get("together") if isinstance(meta.get("together"), dict) else None
    mine = together.get("mine") if together else None
    winners = set(view.get("winners") or [])
    seats = []
    for p, score in enumerate(view["scores"]):
        s = raw[p] if p < len(raw) and isinstance(raw[p], dict) else {}
        bot = str(s.get("level") or "random") if s.get("kind") == "bot" else None
        here = (p == mine) if together else bot is None
        seats.append({"name": str(s.get("name") or f"Player {p + 1}"), "bot": bot,
                      "here": here, "won": p in winners, "total": int(score.get("total", 0)),
                      "points": {k: int(score[k]) for k in found["columns"] if k in score},
                      "wonders": list(found["wonders"][p]) if p < len(found["wonders"]) else []})
    people = sum(1 for s in seats if s["bot"] is None)
    mode = "together" if together else "pass" if people > 1 else "bots"
    victory = next((e.get("victory") for e in state.events if e["kind"] == "over"), None)
    return {"id": game_id, "date": date or str(meta.get("date") or storage.now_iso()),
            "game": state.game, "ruleset": found["ruleset"], "label": found["label"],
            "players": len(seats), "mode": mode, "victory": victory, "added": added,
            "seats": seats}


def bots_level(record: dict[str, Any]) -> str | None:
    """The bots' level of a game: theirs when they all play at one, ``MIXED`` when not,
    None without bots."""
    levels = {s["bot"] for s in record["seats"] if s["bot"] is not None}
    return None if not levels else levels.pop() if len(levels) == 1 else MIXED


# ---------------------------------------------------------------------- the store
@dataclass
class History:
    """The history in ``backend`` (localStorage): records read, added, backfilled,
    cleared; ``full`` once a write was refused, ``pending`` the records it kept."""

    backend: storage.Backend
    pending: list[dict[str, Any]] = field(default_factory=list)
    full: bool = False

    def _data(self) -> dict[str, Any]:
        try:
            data = json.loads(self.backend.get(KEY) or "{}")
        except ValueError:
            data = {}
        if not isinstance(data, dict) or data.get("version", VERSION) != VERSION:
            data = {}
        records = [r for r in data.get("records") or [] if _valid(r)]
        skipped = [str(i) for i in data.get("skipped") or []]
        return {"version": VERSION, "backfilled": bool(data.get("backfilled")),
                "records": records, "skipped": skipped}

    def _write(self, data: dict[str, Any]) -> bool:
        """Store ``data`` with the pending records merged in; False when the storage is
        full (the new records stay pending, on this page)."""
        merged = _merge(data["records"], self.pending)
        try:
            self.backend.set(KEY, json.dumps({**data, "records": merged},
                                             separators=(",", ":")))
        except Exception:  # (a full storage, or storage disabled)
            self.full = True
            return False
        self.pending, self.full = [], False
        return True

    def flush(self) -> bool:
        """Write the records kept on this page (once the storage has room again)."""
        return self._write(self._data()) if self.pending else True

    def records(self) -> list[dict[str, Any]]:
        """Every record, oldest first (the ones kept on this page too)."""
        return sorted(_merge(self._data()["records"], self.pending),
                      key=lambda r: (r["date"], r["id"]))

    def known(self, game_id: str) -> bool:
        data = self._data()
        return (any(r["id"] == game_id for r in data["records"] + self.pending)
                or game_id in data["skipped"])

    def note(self, record: dict[str, Any]) -> bool:
        """Keep ``record`` unless its game is known already (a record, or a game left
        out); whether it is new."""
        data = self._data()
        if any(r["id"] == record["id"] for r in data["records"] + self.pending) \
                or record["id"] in data["skipped"]:
            return False
        self.pending.append(record)
        self._write(data)
        return True

    def add(self, record: dict[str, Any]) -> None:
        """The person adds a game that does not count by itself (an imported replay, a
        lesson, a rule example played on)."""
        data = self._data()
        data["skipped"] = [i for i in data["skipped"] if i != record["id"]]
        data["records"] = [r for r in data["records"] if r["id"] != record["id"]]
        self.pending = [r for r in self.pending if r["id"] != record["id"]]
        self.pending.append({**record, "added": True})
        self._write(data)

    def skip(self, game_id: str) -> None:
        """Leave a game out (an imported game already over) unless the person adds it."""
        data = self._data()
        if game_id not in data["skipped"]:
            data["skipped"].append(game_id)
            self._write(data)

    def clear(self) -> None:
        """Forget every record (the person confirmed); the saves are not touched, and
        the finished games saved now are not made into records again."""
        self.pending = []
        self._write({"version": VERSION, "backfilled": True, "records": [], "skipped": []})

    def backfill(self, saved: Iterable[tuple[str, Callable[[], dict[str, Any] | None]]]
                 ) -> int:
        """Once, on first use: a record for each finished save (``saved``: its id and
        how to make its record, None when it does not count); how many were made."""
        data = self._data()
        if data["backfilled"]:
            return 0
        have = {r["id"] for r in data["records"] + self.pending} | set(data["skipped"])
        made = 0
        for game_id, make in saved:
            if game_id in have:
                continue
            try:
                record = make()
            except Exception:  # a damaged save: nothing to remember of it
                record = None
            if record is not None:
                self.pending.append(record)
                have.add(game_id)
                made += 1
        data["backfilled"] = True
        self._write(data)
        return made


def _valid(r: Any) -> bool:
    return (isinstance(r, dict) and isinstance(r.get("id"), str)
            and isinstance(r.get("seats"), list) and isinstance(r.get("date"), str))


def _merge(stored: list[dict[str, Any]], new: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The stored records with the new ones, one a game (a new one replaces its id's)."""
    ids = {r["id"] for r in new}
    return [r for r in stored if r["id"] not in ids] + list(new)


def from_save(game_id: str, blob: bytes, facts: Callable[[str], Callable[[dict], dict]],
              meta: dict[str, Any] | None = None, force: bool = False
              ) -> dict[str, Any] | None:
    """The record of a saved game (``facts(game)``: that game's ``history_facts``), or
    None when it is not over or does not count by itself (``force``: the person adds
    it)."""
    data = saves.read_save(blob)
    meta = dict(meta if meta is not None else data.get("meta") or {})
    if not force and not counted(data, meta):
        return None
    state = saves.replay(data)
    if not state.is_terminal():
        return None
    return record_of(game_id, state, meta, facts(state.game), added=force)


# ---------------------------------------------------------------------- stats
def people(records: list[dict[str, Any]]) -> list[str]:
    """The people at this device, the most games first (then by name)."""
    games = Counter(s["name"] for r in records for s in r["seats"] if s["here"])
    return sorted(games, key=lambda n: (-games[n], n))


def seat_of(record: dict[str, Any], person: str) -> dict[str, Any] | None:
    return next((s for s in record["seats"] if s["here"] and s["name"] == person), None)


def stats(records: list[dict[str, Any]], person: str) -> dict[str, Any]:
    """What the History screen shows of ``person``'s games:

    ``games``, ``wins``; ``rows``: per (ruleset, players, bots' level) ``{"ruleset",
    "label", "players", "level", "games", "wins", "rate"}`` (rate in whole percent);
    ``series``: per game family, the points per category game by game (oldest first);
    ``best``: the five best totals; ``wonders``: the wonders played most, with wins;
    ``duel``: Duel's wins and losses by kind of victory."""
    mine = [(r, s) for r in records if (s := seat_of(r, person)) is not None]
    rows: dict[tuple, dict[str, Any]] = {}
    series: dict[str, list[dict[str, Any]]] = {}
    wonders: dict[str, list[int]] = {}
    duel = {"won": Counter(), "lost": Counter()}
    for r, s in mine:
        key = (r["ruleset"], r["players"], bots_level(r))
        row = rows.setdefault(key, {"ruleset": r["ruleset"], "label": r["label"],
                                    "players": r["players"], "level": key[2],
                                    "games": 0, "wins": 0})
        row["games"] += 1
        row["wins"] += s["won"]
        series.setdefault(r["game"], []).append(
            {"id": r["id"], "date": r["date"], "points": s["points"], "total": s["total"],
             "won": s["won"]})
        for w in s["wonders"]:
            wonders.setdefault(w, [0, 0])
            wonders[w][0] += 1
            wonders[w][1] += s["won"]
        if r["victory"]:
            duel["won" if s["won"] else "lost"][r["victory"]] += 1
    for row in rows.values():
        row["rate"] = round(100 * row["wins"] / row["games"])
    best = sorted(mine, key=lambda rs: (-rs[1]["total"], rs[0]["date"]))[:5]
    return {
        "games": len(mine), "wins": sum(s["won"] for _, s in mine),
        "rows": sorted(rows.values(), key=lambda x: (x["ruleset"], x["players"],
                                                     x["level"] or "")),
        "series": series,
        "best": [{"id": r["id"], "date": r["date"], "label": r["label"], "total": s["total"],
                  "wonders": s["wonders"], "won": s["won"], "players": r["players"]}
                 for r, s in best],
        "wonders": sorted(([w, n, won] for w, (n, won) in wonders.items()),
                          key=lambda x: (-x[1], -x[2], x[0]))[:5],
        "duel": {k: dict(v) for k, v in duel.items()},
    }


# ---------------------------------------------------------------------- CSV
def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "1" if value else "0"
    return str(value)


def to_csv(records: list[dict[str, Any]]) -> str:
    """The records as CSV: one row a seat, its points one column a category (empty
    where its game has no such column)."""
    import csv  # (loaded when the person exports, not as the page boots)

    columns = sorted({k for r in records for s in r["seats"] for k in s["points"]})
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*CSV_FIELDS, *columns])
    for r in records:
        for i, s in enumerate(r["seats"]):
            row = {**{k: r[k] for k in CSV_FIELDS if k in r}, "seat": i,
                   **{k: s[k] for k in ("name", "bot", "here", "won", "total")},
                   "wonders": "|".join(s["wonders"])}
            writer.writerow([_cell(row.get(k)) for k in CSV_FIELDS]
                            + [_cell(s["points"].get(k)) for k in columns])
    return out.getvalue()


class CsvError(ValueError):
    """A CSV that is not a history's."""


def from_csv(text: str) -> list[dict[str, Any]]:
    """The records of a CSV written by ``to_csv`` (``CsvError`` when it is not one)."""
    import csv

    rows = list(csv.reader(io.StringIO(text)))
    if not rows or tuple(rows[0][:len(CSV_FIELDS)]) != CSV_FIELDS:
        raise CsvError("not a history of games (its first row is not the columns')")
    columns = rows[0][len(CSV_FIELDS):]
    records: dict[str, dict[str, Any]] = {}
    try:
        for row in rows[1:]:
            cells = dict(zip(CSV_FIELDS, row))
            r = records.setdefault(cells["id"], {
                "id": cells["id"], "date": cells["date"], "game": cells["game"],
                "ruleset": cells["ruleset"], "label": cells["label"],
                "players": int(cells["players"]), "mode": cells["mode"],
                "victory": cells["victory"] or None, "added": cells["added"] == "1",
                "seats": []})
            points = {k: int(v) for k, v in zip(columns, row[len(CSV_FIELDS):]) if v != ""}
            r["seats"].append({"name": cells["name"], "bot": cells["bot"] or None,
                               "here": cells["here"] == "1", "won": cells["won"] == "1",
                               "total": int(cells["total"]), "points": points,
                               "wonders": cells["wonders"].split("|") if cells["wonders"]
                               else []})
    except (KeyError, ValueError) as exc:
        raise CsvError(f"a row of the history is damaged ({exc})") from None
    return list(records.values())


def file_name(when: time.struct_time | None = None) -> str:
    """The exported file's name: ``wonders-history-20261129.csv``."""
    return time.strftime("wonders-history-%Y%m%d.csv", when or time.localtime())
