"""Card, wonder and token names as the rulebooks print them in their languages.

The engine is English inside: moves, saves, views and positions name every card,
wonder and progress token by its English name. The rulebooks of record come in
Danish, Swedish, Dutch and Hungarian, and those that print a list of names are copied
into ``engine/data/names/`` (one table a book, its header citing the book's section
and naming its language: the languages are those of the tables found there):
``da-1e.txt`` (Danish 1st edition, "KORTLISTER OG KÆDER"), ``da-2e.txt`` (Danish 2nd
edition), ``nl-1e.txt`` (Dutch 1st edition, "Kaartoverzicht en Ketens"),
``hu-cities.txt`` (Hungarian Cities) and ``sv-duel.txt`` (Swedish Duel, "ÖVERSÄTTNING
AV KORTEN"). ``docs/names.md`` says which book gives which names, and lists the names
no book gives.

* ``local_name(game, english, lang, edition)``: the name printed in that language for
  that game and edition, or the English name where no rulebook gives one (a name is
  never invented).
* ``english_name(text, known)``: the engine's English name for a name typed in any of
  the tables' languages, without regard to case, accents, spacing or punctuation.
* ``suggest(text, known)``: the closest English names to an unknown name, drawing on
  the local names too.
* ``missing(lang)``: the names of every registered game that no rulebook gives in
  ``lang``.

The tables are read once, on first use.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from .data import names_in, read_text
from .errors import ConfigError, UnknownNameError, quoted

ENGLISH = "en"  # the engine's own names
KINDS = ("card", "guild", "wonder", "token")
FOLDER = "names"
#: a language's code (BCP 47's primary subtag, a region maybe): da, pt-BR
_CODE = re.compile(r"[a-z]{2,3}(-[A-Z]{2})?")

# letters that Unicode decomposition leaves whole, folded as a reader would type them
_PLAIN = str.maketrans({"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ð": "d",
                        "þ": "th", "ł": "l", "ı": "i"})
# the usual transliterations without the letter (Danish "oe" for ø, "aa" for å...)
_SPELLED = str.maketrans({"ø": "oe", "å": "aa", "ä": "ae", "ö": "oe", "ü": "ue",
                          "ő": "oe", "ű": "ue"})


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a table: a card, guild, wonder or token and its printed name."""

    kind: str
    english: str
    local: str


@dataclass(frozen=True, slots=True)
class Table:
    """One rulebook's names: the game (and edition) and language it gives them for."""

    file: str
    game: str
    edition: int | None
    language: str
    entries: tuple[Entry, ...]

    def covers(self, game: str, edition: int | None) -> bool:
        """The table names this game's cards at this edition (none given: the 1st)."""
        return self.game == game and self.edition in (None, edition or 1)


def read_table(file: str) -> Table:
    """Read ``engine/data/names/<file>``: ``@game``, ``@edition`` and ``@language``
    lines, then ``kind | English | local`` entries; ``#`` starts a comment."""
    meta: dict[str, str] = {}
    entries: list[Entry] = []
    text = read_text(f"{FOLDER}/{file}")
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("@"):
            key, _, value = line[1:].partition(" ")
            meta[key] = value.strip()
            continue
        cells = [c.strip() for c in line.split("|")]
        if len(cells) != 3 or cells[0] not in KINDS or not all(cells):
            raise ValueError(f"{file}:{number}: expected 'kind | English | local name'")
        entries.append(Entry(*cells))
    if not _CODE.fullmatch(meta.get("language", "")) or "game" not in meta:
        raise ValueError(f"{file}: the header needs @game and @language (a code: da)")
    edition = int(meta["edition"]) if "edition" in meta else None
    return Table(file, meta["game"], edition, meta["language"], tuple(entries))


@cache
def tables() -> tuple[Table, ...]:
    """Every table of ``engine/data/names/``, by file name (a language's books in the
    order of their names: ``da-1e.txt`` before ``da-2e.txt``)."""
    return tuple(read_table(f) for f in names_in(FOLDER) if f.endswith(".txt"))


@cache
def languages() -> tuple[str, ...]:
    """The languages names are known in: English, then every table's, by code."""
    return (ENGLISH, *sorted({t.language for t in tables()} - {ENGLISH}))


def _check(game: object, lang: object, edition: object = None) -> str:
    """``lang`` once game, language and edition are known to be usable (else a
    named error)."""
    if lang not in languages():
        text = str(lang)
        raise UnknownNameError("language", text,
                               difflib.get_close_matches(text, languages(), 2, 0.4))
    if not isinstance(game, str) or not (edition is None or type(edition) is int):
        raise ConfigError(f"names need a game id and an edition number, not {quoted(game)}"
                          f" and {quoted(edition)}")
    return str(lang)


@cache
def _names_for(game: str, lang: str, edition: int | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for table in tables():
        if table.language == lang and table.covers(game, edition):
            for e in table.entries:
                out.setdefault(e.english, e.local)
    return out


def local_names(game: str, lang: str, edition: int | None = None) -> dict[str, str]:
    """English name -> printed name in ``lang`` for ``game`` (and ``edition``), from
    every table that covers them; a name printed twice keeps its first printing."""
    return dict(_names_for(game, _check(game, lang, edition), edition))


def local_name(game_id: str, english: str, lang: str, edition: int | None = None) -> str:
    """The name of ``english`` printed in ``lang`` for that game: the 1st edition's
    tables for a 1st-edition game (the Cities expansion's with it), the 2nd edition's
    for edition 2, Duel's for Duel; the English name where no rulebook gives one."""
    if lang == ENGLISH:
        return english
    found = _names_for(game_id, _check(game_id, lang, edition), edition)
    return found.get(english, english) if isinstance(english, str) else english


def fold(text: str) -> str:
    """``text`` as names are compared: letters and digits only, case-folded, accents
    dropped (NFKD, combining marks removed), ø as o, æ as ae, ß as ss."""
    text = unicodedata.normalize("NFKD", text.casefold().translate(_PLAIN))
    return "".join(c for c in text if c.isalnum() and not unicodedata.combining(c))


def _keys(name: str) -> tuple[str, ...]:
    """The folded forms a name is found by: plain, and with ø, å, ä, ö, ü spelled out
    (Tømmerplads as "tommerplads" and "toemmerplads")."""
    plain = fold(name)
    spelled = fold(name.casefold().translate(_SPELLED))
    return (plain,) if spelled == plain else (plain, spelled)


@cache
def _local_index(game: str | None) -> dict[str, tuple[str, ...]]:
    """Folded local name -> the English names it is printed for, ``game``'s tables
    first, then in the tables' order."""
    index: dict[str, list[str]] = {}
    for t in sorted(tables(), key=lambda t: t.game != game):
        for e in t.entries:
            for key in _keys(e.local):
                found = index.setdefault(key, [])
                if e.english not in found:
                    found.append(e.english)
    return {key: tuple(found) for key, found in index.items()}


@lru_cache(maxsize=64)
def _folded(known: tuple[str, ...]) -> dict[str, str]:
    """Folded English name -> the name, of a list of known names (the first of two
    that fold alike)."""
    out: dict[str, str] = {}
    for name in known:
        out.setdefault(fold(name), name)
    return out


def english_names(text: str, known: Iterable[str], game_id: str | None = None) -> list[str]:
    """Every English name among ``known`` that ``text`` may name, best first: the
    English name itself (case, accents, spacing and punctuation aside), else the
    names a rulebook prints as ``text``, ``game_id``'s tables first, then in the
    tables' order (Danish Tømmerplads: Lumber Yard, then Timber Yard)."""
    if not isinstance(text, str):
        return []
    key = fold(text)
    if not key:
        return []
    english = _folded(tuple(known))
    if key in english:
        return [english[key]]
    wanted = set(english.values())
    return [name for name in _local_index(game_id).get(key, ()) if name in wanted]


def english_name(text: str, known: Iterable[str], game_id: str | None = None) -> str | None:
    """The English name among ``known`` that ``text`` names, in English or as any
    rulebook prints it (case, accents, spacing and punctuation aside); ``None`` if
    none. An English name wins over a local one; a local name printed for several
    cards names the first (``english_names``)."""
    found = english_names(text, known, game_id)
    return found[0] if found else None


def suggest(text: str, known: Iterable[str], game_id: str | None = None,
            n: int = 3) -> list[str]:
    """The English names among ``known`` closest to ``text``, best first, compared
    with the English names and the printed local names alike (a Swedish typo
    suggests the English name of the card it is close to)."""
    if not isinstance(text, str) or not fold(text):
        return []
    wanted = list(dict.fromkeys(known))
    by_key: dict[str, list[str]] = {}
    for name in wanted:
        by_key.setdefault(fold(name), []).append(name)
    allowed = set(wanted)
    for key, found in _local_index(game_id).items():
        for english in found:
            if english in allowed:
                by_key.setdefault(key, []).append(english)
    close = difflib.get_close_matches(fold(text), list(by_key), n=len(by_key), cutoff=0.5)
    out: list[str] = []
    for key in close:
        for english in by_key[key]:
            if english not in out:
                out.append(english)
    return out[:n]


def engine_names() -> dict[tuple[str, int | None], list[tuple[str, str]]]:
    """(game, edition) -> the (kind, English name) of every card, guild, wonder and
    token of each registered game, from its catalogue (``Game.catalogue``); a game
    whose catalogue has ``editions`` is listed once an edition."""
    from .games import all_games

    out: dict[tuple[str, int | None], list[tuple[str, str]]] = {}
    for game in all_games():
        cat = game.catalogue()
        editions = cat.get("editions") or {None: cat}
        for ed, book in editions.items():
            edition = None if ed is None else int(ed)
            rows = [("guild" if face.get("colour", face.get("color")) == "purple"
                     else "card", face["name"]) for face in book["cards"].values()]
            rows += [("wonder", w["name"]) for w in cat.get("wonders", {}).values()
                     if w.get("edition", edition) == edition]
            rows += [("token", t["name"]) for t in cat.get("tokens", {}).values()]
            out[(game.id, edition)] = list(dict.fromkeys(rows))
    return out


def missing(lang: str) -> list[tuple[str, str, str]]:
    """(game, kind, English name) of every name no rulebook gives in ``lang``; the
    game is its id, with its edition where it has several ("7wonders edition 2")."""
    if _check("", lang) == ENGLISH:
        return []
    out = []
    for (game, edition), rows in engine_names().items():
        given = _names_for(game, lang, edition)
        label = game if edition in (None, 1) else f"{game} edition {edition}"
        out += [(label, kind, name) for kind, name in rows if name not in given]
    return out
