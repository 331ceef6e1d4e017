"""Saved games in the browser's localStorage.

Each game is its engine save (msgpack bytes: set-up + moves, see ``engine.saves``),
base64-encoded under its own key (``wonders.v1.save.<id>``), and what home lists of it
(name, players, age, date, a glimpse) as JSON under a key of its own
(``wonders.v1.meta.<id>``), so the list shows without unpacking every game and a move
writes its two keys and nothing of any other game's. A corrupt or foreign blob is
reported by name and never stops the others from loading; a write that fails (storage
full) raises ``StorageFull`` and leaves the previous save of that game as it was (its
metadata is only written after the game's own key was). The pages before this layout
kept every game's metadata in one index (``wonders.v1.index``): it is still read, for
the games it lists and no key of their own describes, and never written again but to
drop a deleted game from it.

A save carries its revision in its metadata: a number that grows by one with every
write (``meta["rev"]``, 0 in saves written without one) and the page that wrote it
(``meta["writer"]``). A page writes a game only over the revision it last read or wrote
(``write(..., expect=...)``); a save another tab or window wrote meanwhile raises
``SaveConflict`` instead, so an older line of play never overwrites a newer one. Two
pages that write the same number at once differ by their writer.
"""

from __future__ import annotations

import base64
import binascii
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from engine import saves
from engine.errors import SaveError

from . import i18n
from .save_dates import now_iso as now_iso
from .save_dates import save_name as save_name
from .save_dates import shown_date as shown_date
from .save_dates import shown_when as shown_when

PREFIX = "wonders.v1."
SAVE_PREFIX = PREFIX + "save."
META_PREFIX = PREFIX + "meta."  # game id -> what home lists of it (JSON)
INDEX_KEY = PREFIX + "index"  # the metadata of every game, in one key: the old layout
SETTINGS_KEY = PREFIX + "settings"
LANGUAGE_KEY = PREFIX + "language"  # the language chosen on this device
LAST_KEY = PREFIX + "last"
PACE_KEY = PREFIX + "pace"  # the bots' pace chosen on this device (``reveal.Pace``)
PREFS_KEY = PREFIX + "prefs"  # the app's settings on this device (``settings.Prefs``)
NUMBERS_KEY = PREFIX + "numbers"  # game id -> the number the last new save of it got
LAYOUT_VERSION = 1  # of the old index, which is only read now
#: the metadata of a save that home lists, from its meta
ENTRY_KEYS = ("name", "game", "title", "players", "age", "date", "over", "seats", "glimpse",
              "to_move")
MAX_IMPORT_BYTES = 256 * 1024


class Backend(Protocol):
    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...

    def keys(self) -> list[str]: ...

    def swap(self, key: str, old: str | None, value: str, cache: tuple[str, str]) -> None:
        """Write ``value`` under ``key`` if it still holds ``old`` (else ``Changed``),
        then ``cache`` (a key and its value; removed if its write fails), atomically:
        the worker's copy (``worker_page.MirrorBackend``) has the main thread do both."""
        ...


def swap_here(backend: Backend, key: str, value: str, cache: tuple[str, str]) -> None:
    """``Backend.swap`` on the thread that owns the storage, its check already made:
    the save (``StorageFull``: nothing written), then its cache."""
    backend.set(key, value)
    try:
        backend.set(*cache)
    except Exception:  # only a cache: list() then reads the metadata from the save
        backend.remove(cache[0])


class Changed(Exception):
    """A guarded write found its key holding another value than the one checked."""


class StorageFull(Exception):
    """The browser refused a write (quota exceeded or storage disabled)."""


@dataclass(frozen=True)
class Revision:
    """Which write of a game a save is: its number and the page that wrote it."""

    number: int = 0
    writer: str = ""

    @classmethod
    def of(cls, meta: Any) -> Revision:
        """A save's revision from its metadata (number 0, no writer, when it has none)."""
        meta = meta if isinstance(meta, dict) else {}
        number, writer = meta.get("rev"), meta.get("writer")
        ok = isinstance(number, int) and not isinstance(number, bool) and number >= 0
        return cls(number if ok else 0, writer if isinstance(writer, str) else "")

    def next(self, writer: str) -> Revision:
        return Revision(self.number + 1, writer)

    def meta(self) -> dict[str, Any]:
        """The revision's keys in a save's metadata."""
        return {"rev": self.number, "writer": self.writer}


@dataclass(frozen=True)
class Stored:
    """What a game's save in storage holds now: its revision and how many moves."""

    revision: Revision
    moves: int


class SaveConflict(Exception):
    """The save was written elsewhere (another tab or window) since this page read it."""

    def __init__(self, stored: Stored):
        super().__init__(f"the save is at revision {stored.revision.number}")
        self.stored = stored


class MemoryBackend:
    """A dict behaving like localStorage (tests, and a fallback without storage)."""

    def __init__(self, quota: int | None = None):
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull("quota exceeded")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)

    def swap(self, key: str, old: str | None, value: str, cache: tuple[str, str]) -> None:
        if self.data.get(key) != old:
            raise Changed(key)
        swap_here(self, key, value, cache)


@dataclass
class Problem:
    """A saved game that cannot be opened, reported by its name."""

    game_id: str
    name: str
    message: str


def _stored(raw: str) -> Stored | None:
    """What a stored save holds (None: unreadable)."""
    try:
        data = saves.read_save(decode(raw))
    except SaveError:
        return None
    return Stored(Revision.of(data.get("meta")), len(data["moves"]))


def encode(blob: bytes) -> str:
    return base64.b64encode(blob).decode("ascii")


def decode(text: str) -> bytes:
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        raise SaveError("save is corrupt (not a packed game)") from None


class SaveStore:
    def __init__(self, backend: Backend, answered_later: bool = False):
        self.backend = backend
        #: a write taken may yet be refused by the storage's own thread (PyScript's worker)
        self.answered_later = answered_later
        # game id -> (the text stored, its revision): the saves this store wrote or
        # read, known again by their text without unpacking them
        self._known: dict[str, tuple[str, Revision]] = {}
        # the text of a save -> what listing it found: its data, or why it cannot open
        self._verdicts: dict[str, dict | SaveError] = {}
        # the game this store last wrote as the last one played (None: not yet)
        self._last: str | None = None
        #: told of every save written of a finished game: ``(game id, blob, meta,
        #: imported)`` (the history of finished games: ``history_screen.Keeper``, set
        #: by the store's first state)
        self.on_finished: Callable[[str, bytes, dict, bool], None] | None = None

    # ---- what home lists of each game
    def _legacy(self) -> dict[str, dict]:
        """The old layout's index: every game's metadata in one key (read only)."""
        raw = self.backend.get(INDEX_KEY)
        if not raw:
            return {}
        try:
            data = json.loads(raw)
        except ValueError:
            return {}
        games = data.get("games") if isinstance(data, dict) else None
        if not isinstance(games, dict):
            return {}
        return {k: v for k, v in games.items() if isinstance(v, dict)}

    def _own(self, game_id: str) -> dict | None:
        """What the game's own metadata key holds (None: nothing readable)."""
        raw = self.backend.get(META_PREFIX + game_id)
        try:
            entry = json.loads(raw) if raw else None
        except ValueError:
            return None
        return entry if isinstance(entry, dict) else None

    def _entry(self, game_id: str) -> dict:
        """What home lists of one game: its own key's, else the old index's ({}: none)."""
        own = self._own(game_id)
        return own if own is not None else dict(self._legacy().get(game_id) or {})

    def _index(self) -> dict[str, dict]:
        """Every game's entry: the old index's, each game's own key over it."""
        index = self._legacy()
        for key in self.backend.keys():
            if key.startswith(META_PREFIX):
                own = self._own(key[len(META_PREFIX):])
                if own is not None:
                    index[key[len(META_PREFIX):]] = own
        return index

    # ---- games
    def list(self) -> tuple[list[dict], list[Problem]]:
        """Every saved game that can be read (newest first), and the ones that cannot."""
        index = self._index()
        ok: list[dict] = []
        problems: list[Problem] = []
        for key in sorted(self.backend.keys()):
            if not key.startswith(SAVE_PREFIX):
                continue
            game_id = key[len(SAVE_PREFIX):]
            meta = dict(index.get(game_id) or {})
            name = str(meta.get("name") or game_id)
            try:
                raw = self.backend.get(key)
                data = self._checked(raw or "")
            except SaveError as exc:
                problems.append(Problem(game_id, name, str(exc)))
                continue
            except Exception as exc:  # never let one save stop the others
                problems.append(Problem(game_id, name, f"cannot be read ({exc})"))
                continue
            if not meta:
                meta = dict(data.get("meta") or {})
            meta.setdefault("name", name)
            meta["id"] = game_id
            meta.setdefault("game", data["game"])
            ok.append(meta)
        ok.sort(key=lambda m: str(m.get("date", "")), reverse=True)
        return ok, problems

    def _checked(self, raw: str) -> dict:
        """A stored save read and its set-up checked (``saves.check_set_up``: cheap, a
        deal and no move replayed), so the list marks a save whose set-up cannot be
        made (teams of 5, the Cities expansion with the 2nd edition, a position the
        gate refuses) before it is opened; a verdict is kept for the same text."""
        known = self._verdicts.get(raw)
        if known is None:
            data = saves.read_save(decode(raw))
            try:
                saves.check_set_up(data)
                known = data
            except SaveError as exc:
                known = exc
            if len(self._verdicts) > 200:
                self._verdicts.clear()
            self._verdicts[raw] = known
        if isinstance(known, SaveError):
            raise known
        return known

    def name_of(self, game_id: str) -> str:
        """The save's name from the index (the id when the index does not know it)."""
        return str(self._entry(game_id).get("name") or game_id)

    def read(self, game_id: str) -> bytes:
        raw = self.backend.get(SAVE_PREFIX + game_id)
        if raw is None:
            raise SaveError(f"there is no saved game {game_id!r}")
        blob = decode(raw)
        saves.read_save(blob)
        return blob

    def stored(self, game_id: str) -> Stored | None:
        """The save of ``game_id`` as it is in storage now (None: none, or unreadable)."""
        raw = self.backend.get(SAVE_PREFIX + game_id)
        return None if raw is None else _stored(raw)

    def revision(self, game_id: str) -> Revision | None:
        """The revision of the save of ``game_id`` in storage now (None: none, or
        unreadable); unpacked only when its text is not the one last written or read."""
        return self._revision(game_id, self.backend.get(SAVE_PREFIX + game_id))

    def _revision(self, game_id: str, raw: str | None) -> Revision | None:
        """The revision of ``raw``, the text stored under the save of ``game_id``."""
        if raw is None:
            return None
        known = self._known.get(game_id)
        if known is not None and known[0] == raw:
            return known[1]
        stored = _stored(raw)
        if stored is None:
            return None
        self._known[game_id] = (raw, stored.revision)
        return stored.revision

    def load(self, game_id: str) -> tuple[Any, dict]:
        """The game state (replayed) and the save's metadata."""
        blob = self.read(game_id)
        data = saves.read_save(blob)
        return saves.replay(data), dict(data.get("meta") or {})

    def write(self, game_id: str, blob: bytes, meta: dict,
              expect: Revision | None = None, imported: bool = False) -> None:
        """Store one game (``meta``: the metadata packed in ``blob``); on failure the
        previous save of that game is kept. With ``expect`` (the revision the page read
        or wrote last), a save of another revision in storage is not overwritten:
        ``SaveConflict``. A finished game's save is told to ``on_finished``."""
        key = SAVE_PREFIX + game_id
        before = self.backend.get(key)
        if expect is not None:
            now = self._revision(game_id, before)
            stored = self.stored(game_id) if now is not None and now != expect else None
            if stored is not None:
                raise SaveConflict(stored)
        text = encode(blob)
        entry = {k: v for k, v in meta.items() if k in ENTRY_KEYS}
        entry["date"] = entry.get("date") or now_iso()
        try:  # written only over the text just checked (``Backend.swap``)
            self.backend.swap(key, before, text, (META_PREFIX + game_id, json.dumps(entry)))
        except Changed:
            raise SaveConflict(self.stored(game_id) or Stored(Revision(), 0)) from None
        except StorageFull:
            raise
        except Exception as exc:
            raise StorageFull(str(exc)) from None
        self._known[game_id] = (text, Revision.of(meta))
        if self._last != game_id:  # written when it changes, not at every move
            try:
                self.backend.set(LAST_KEY, game_id)
                self._last = game_id
            except Exception:
                pass
        if meta.get("over") and self.on_finished is not None:
            self.on_finished(game_id, blob, meta, imported)

    def delete(self, game_id: str) -> None:
        self.backend.remove(SAVE_PREFIX + game_id)
        self.backend.remove(META_PREFIX + game_id)
        legacy = self._legacy()
        if legacy.pop(game_id, None) is not None:  # a game listed by the old index
            try:
                self.backend.set(INDEX_KEY, json.dumps({"layout": LAYOUT_VERSION,
                                                        "games": legacy}))
            except Exception:
                pass
        if self.backend.get(LAST_KEY) == game_id:
            self.backend.remove(LAST_KEY)
        self._last = None

    def last(self) -> str | None:
        value = self.backend.get(LAST_KEY)
        if value and self.backend.get(SAVE_PREFIX + value) is not None:
            return value
        return None

    def new_id(self) -> str:
        base = time.strftime("%Y%m%d-%H%M%S", time.localtime())
        n = 0
        existing = set(self.backend.keys())
        while True:
            game_id = base if n == 0 else f"{base}-{n}"
            if SAVE_PREFIX + game_id not in existing:
                return game_id
            n += 1

    def new_name(self, game: str, title: str, players: list[str]) -> str:
        """The name of a new save of ``game`` (``save_name``), numbered one more than
        the last new save of that game (or than the saves of it already stored)."""
        numbers = self._numbers()
        stored = sum(1 for entry in self._index().values() if entry.get("game") == game)
        number = max(numbers.get(game, 0), stored) + 1
        try:
            self.backend.set(NUMBERS_KEY, json.dumps({**numbers, game: number}))
        except Exception:
            pass  # a full storage: the number is only part of a name
        return save_name(title, number, players, time.localtime())

    def _numbers(self) -> dict[str, int]:
        try:
            data = json.loads(self.backend.get(NUMBERS_KEY) or "{}")
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(v, int) and not isinstance(v, bool)}

    def free_name(self, name: str) -> str:
        """``name``, or "name (copy 2)", "(copy 3)"... when a stored save has it: an
        imported copy is told apart by its name, not by a "(1)" the list adds."""
        if not name:
            return name
        taken = {str(entry.get("name")) for entry in self._index().values()}
        k = 1
        candidate = name
        while candidate in taken:
            k += 1
            candidate = i18n.t("{name} (copy {n})", name=name, n=k)
        return candidate

    def import_blob(self, blob: bytes) -> tuple[str, Any, dict]:
        """Check, replay and store an exported game under a new id."""
        if len(blob) > MAX_IMPORT_BYTES:
            raise SaveError(
                f"the file is too large ({len(blob)} bytes, at most {MAX_IMPORT_BYTES})")
        data = saves.read_save(blob)
        state = saves.replay(data)
        meta = dict(data.get("meta") or {})
        name = self.free_name(str(meta.get("name") or ""))
        if name != meta.get("name"):  # a copy of a save already here: its own name
            meta["name"] = name
            blob = saves.dumps(state, meta)
        game_id = self.new_id()
        self.write(game_id, blob, meta, imported=True)
        return game_id, state, meta

    # ---- settings
    def settings(self) -> dict:
        return self._read_dict(SETTINGS_KEY)

    def save_settings(self, settings: dict) -> None:
        self._write_dict(SETTINGS_KEY, settings)

    def _read_dict(self, key: str) -> dict:
        """A JSON object stored under ``key``; {} when absent or damaged."""
        try:
            data = json.loads(self.backend.get(key) or "{}")
        except ValueError:
            data = {}
        return data if isinstance(data, dict) else {}

    def _write_dict(self, key: str, value: dict) -> None:
        """Store ``value`` as JSON (a full storage keeps it for this visit only)."""
        try:
            self.backend.set(key, json.dumps(value))
        except Exception:
            pass

    # ---- the language chosen here
    def language(self) -> str | None:
        return self.backend.get(LANGUAGE_KEY)

    def save_language(self, code: str) -> None:
        """Remember the language (a full storage keeps it for this visit only)."""
        try:
            self.backend.set(LANGUAGE_KEY, code)
        except Exception:
            pass

    # ---- the bots' pace chosen here
    def pace(self) -> dict:
        """The stored pace (``reveal.Pace.stored``), {} when none was chosen."""
        return self._read_dict(PACE_KEY)

    def save_pace(self, pace: dict) -> None:
        """Remember the pace (a full storage keeps it for this visit only)."""
        self._write_dict(PACE_KEY, pace)

    # ---- the app's settings chosen here (motion, palette, text size, hints)
    def prefs(self) -> dict:
        """The stored settings (``settings.Prefs.stored``), {} when none were chosen."""
        return self._read_dict(PREFS_KEY)

    def save_prefs(self, prefs: dict) -> None:
        """Remember the settings (a full storage keeps them for this visit only)."""
        self._write_dict(PREFS_KEY, prefs)
