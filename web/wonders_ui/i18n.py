"""The page's words in the rulebooks' languages (issue "The game in the rulebooks'
languages"): each language is declared by its manifest in ``catalogues/``
(``languages.py``: its name, number and date forms, plural rules, direction).

A message is its English text, with named placeholders (``"{player} builds {card}"``):
the code says ``t("Resume the game")``, ``tn("{n} coin", "{n} coins", n)`` for a
count (each language gives its plural forms), and ``tp(name, "You build {card}",
"{player} builds {card}", card=...)`` for a sentence about a player, which reads
differently for "You" than for a name in every language. A translation is always a
whole sentence of the catalogue: nothing is built by joining translated fragments; a
sentence with icons in it names them as placeholders and ``tables.parts.with_nodes``
puts the drawings in their places (``with_nodes(t("Build it for {coins}"), coins=...)``).

Catalogues are JSON files in ``catalogues/`` (``da.json``...): ``{"language", "name",
"messages": {msgid: text or {category: text}}}``, a text for each of the language's
CLDR plural categories (``"one"``, ``"other"``; ``"few"``, ``"many"``... where its
manifest has them); ``catalogues/messages.json``
lists every message the code uses (``tools/i18n.py`` extracts it; a test checks every
language has all of them). A message a language lacks falls back to English.

The engine words in English (moves, reasons, the log: the engine stays English
inside); each of its sentences is a message made by ``engine.words.say(template,
...)``, which keeps its template and arguments (``engine.words.Message``), and
``sentence`` looks the template up in the catalogue and fills it with its arguments in
turn (names through ``engine.names``, numbers in the language's format, nested messages
again). Nothing is found by matching an English text against the templates.

Numbers and dates take the language's format (CLDR, from its manifest): ``number(1234)``
is "1.234" in Danish, "1 234" in Swedish; ``date(t)`` is "24. nov. 03.23" in Danish. A
pseudo-language (``pseudo.py``) is spoken when asked for by its code (the stored
choice), never offered in the switch.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from engine.words import Message, is_you

from . import languages, pseudo

#: the languages of the language switch, by code, each named in itself (from their
#: manifests, ``languages.py``; a pseudo-language is spoken but never offered)
LANGUAGES: dict[str, str] = {code: lang.name for code, lang in languages.offered().items()}
DEFAULT = languages.DEFAULT

PLACEHOLDER = re.compile(r"\{(\w+)\}")


def plural_category(lang: str, n: int) -> str:
    """The CLDR cardinal category of a whole number in ``lang``, by the rules of its
    manifest ("one" is exactly 1 in English, Danish, Swedish, Dutch and Hungarian)."""
    return languages.every()[lang].plural(n)


def _language() -> languages.Language:
    return languages.every()[_current.lang]


def direction(code: str | None = None) -> str:
    """The writing direction of ``code`` (none: the current language), "ltr" or "rtl"."""
    found = languages.every().get(code or _current.lang)
    return found.direction if found else "ltr"


class Catalogue:
    """One language's messages."""

    def __init__(self, lang: str, messages: dict[str, Any] | None = None):
        self.lang = lang
        self.messages: dict[str, Any] = messages or {}

    @classmethod
    def load(cls, lang: str) -> Catalogue:
        """The catalogue of ``lang`` from ``catalogues/<lang>.json`` (English: empty; a
        pseudo-language: made from the English)."""
        if lang == DEFAULT:
            return cls(lang)
        if languages.every()[lang].pseudo:
            return Pseudo(lang)
        return cls(lang, languages.messages(lang))

    def text(self, msgid: str, n: int | None = None, other: str | None = None) -> str:
        """The translation of ``msgid`` (for the count ``n`` when it has plurals), or the
        English when the catalogue lacks it."""
        found = self.messages.get(msgid)
        if isinstance(found, dict):
            form = plural_category(self.lang, 1 if n is None else n)
            return found.get(form) or found.get("other") or msgid
        if isinstance(found, str) and found:
            return found
        if n is not None and other is not None and plural_category(DEFAULT, n) != "one":
            return other
        return msgid


class Pseudo(Catalogue):
    """A pseudo-language's messages: the English ones, accented and lengthened
    (``pseudo.accent``), made as they are shown."""

    def text(self, msgid: str, n: int | None = None, other: str | None = None) -> str:
        english = Catalogue(DEFAULT).text(msgid, n, other)
        return _accented(english)


@lru_cache(maxsize=4096)
def _accented(english: str) -> str:
    return pseudo.accent(english)


_current = Catalogue(DEFAULT)
_listeners: list[Callable[[str], None]] = []


def language() -> str:
    return _current.lang


def set_language(lang: str) -> str:
    """Speak ``lang`` from now on (an unknown code: English); the code in use."""
    global _current
    code = lang if lang in languages.every() else DEFAULT
    if code != _current.lang:
        _current = Catalogue.load(code)
        if _game:
            use_names(*_game[0][:2])
        _forget_words()
    return code


def on_change(fn: Callable[[str], None]) -> None:
    """Call ``fn(code)`` whenever the words in use change (caches of drawn words)."""
    _listeners.append(fn)


def reset(catalogue: Catalogue | None = None) -> Catalogue:
    """Speak ``catalogue`` from now on (a test's own words; none: the catalogue in use,
    edited in place) and forget everything made from the words before: the texts
    translated and every drawing cached by an ``on_change`` listener. The catalogue
    spoken until now."""
    global _current
    before = _current
    _current = catalogue or _current
    _forget_words()
    return before


def _forget_words() -> None:
    """The words in use changed: the texts translated and the drawings cached in the
    old words are stale."""
    _plain.cache_clear()
    for fn in _listeners:
        fn(_current.lang)


def choose(stored: str | None, preferred: list[str]) -> str:
    """The language to speak: the one the person chose here before (``stored``), else
    the first of the browser's ``preferred`` (``navigator.languages``: "da-DK", "nb"...)
    that we have, else English."""
    if stored in languages.every():
        return stored
    for tag in preferred:
        code = tag.split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


# ---------------------------------------------------------------------- formatting
def number(n: int | float) -> str:
    """``n`` in the language's format: 1,234 / 1.234 / 1 234; minus signs as CLDR's."""
    lang = _language()
    group, decimal, minus = lang.group, lang.decimal, lang.minus
    sign = minus if n < 0 else ""
    whole, _, frac = f"{abs(n):.10g}".partition(".")
    if len(whole) > 3:
        whole = f"{int(whole):,}".replace(",", group)
    return sign + whole + (decimal + frac if frac else "")


def date(when: time.struct_time | float) -> str:
    """A day and a time as the language writes it: "24 Nov 03:23", "24. nov. 03.23"."""
    tm = time.localtime(when) if isinstance(when, (int, float)) else when
    lang = _language()
    return lang.date_pattern.format(d=tm.tm_mday, mon=lang.months[tm.tm_mon - 1],
                                      H=f"{tm.tm_hour:02d}", M=f"{tm.tm_min:02d}")


def clock(tm: time.struct_time) -> str:
    """A time of day as the language writes it (its date pattern's hour and minute):
    "14:05", "14.05"."""
    pattern = _language().date_pattern
    sep = pattern[pattern.index("{H}") + 3:pattern.index("{M}")]
    return f"{tm.tm_hour:02d}{sep}{tm.tm_min:02d}"


def _fill(text: str, args: dict[str, Any]) -> str:
    def one(m: re.Match) -> str:
        key = m.group(1)
        if key not in args:
            return m.group(0)
        value = args[key]
        if isinstance(value, bool):
            return str(value)
        return number(value) if isinstance(value, (int, float)) else str(value)
    return PLACEHOLDER.sub(one, text)


# ---------------------------------------------------------------------- messages
def t(msgid: str, **args: Any) -> str:
    """The message ``msgid`` in the current language, its placeholders filled (a
    message with plural forms takes the form of its ``{n}``)."""
    return _fill(_current.text(msgid, _count(args)), args)


def _count(args: dict[str, Any]) -> int | None:
    """The count ``{n}`` of a message's arguments, if it has one."""
    n = args.get("n")
    if isinstance(n, int) and not isinstance(n, bool):
        return n
    return int(n) if isinstance(n, str) and re.fullmatch(r"-?\d+", n) else None


def tn(one: str, other: str, n: int, **args: Any) -> str:
    """A message about a count ``n`` (``{n}`` in it): ``tn("{n} coin", "{n} coins", 3)``."""
    return _fill(_current.text(one, n, other), {"n": n, **args})


def tp(name: str, you: str, other: str, **args: Any) -> str:
    """A sentence about the player ``name``: the ``you`` message when the seat is
    "You", else ``other`` with ``{player}`` = the name."""
    if is_you(name):
        return t(you, **args)
    return t(other, player=name, **args)


def listing(items: list[str]) -> str:
    """Names in a row, as the language lists them: "Ann, Bob and you"."""
    if len(items) <= 1:
        return "".join(items)
    return t("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


def N_(msgid: str) -> str:
    """Marks a message for the catalogue where it is written; translated where shown."""
    return msgid


def is_you_word(name: str) -> bool:
    """Whether a typed seat name is the second person in English or in the current
    language ("You", "Du", "Jij", "Te"): that seat is "You" in the game's data."""
    word = name.strip().casefold()
    return bool(word) and word in ("you", t("You").casefold())


def player(name: str) -> str:
    """A seat's name as shown: the first seat's "You" in the current language."""
    return t("You") if is_you(name) else name


# ---------------------------------------------------------------------- the engine's sentences
_names: dict[str, Callable[[str], str]] = {}
_game: list[tuple[str, int | None, str]] = []  # the game whose names are in use


def set_names(fn: Callable[[str], str] | None) -> None:
    """How names (cards, wonders, tokens) inside the engine's sentences are shown in
    the current language (a table sets it for its game and edition)."""
    _names.clear()
    _game.clear()
    if fn is not None:
        _names["fn"] = fn
    _plain.cache_clear()


def use_names(game_id: str, edition: int | None = None) -> None:
    """Show the names of ``game_id`` (and its edition) as printed in the language's
    rulebook (``engine.names``; English where no rulebook gives one)."""
    from engine.names import local_name

    lang = _current.lang
    if _game == [(game_id, edition, lang)]:
        return  # the names in use already: the translated sentences stay cached
    set_names(None if lang == DEFAULT or languages.every()[lang].pseudo else
              (lambda english: local_name(game_id, english, lang, edition)))
    _game[:] = [(game_id, edition, lang)]


def name(english: str) -> str:
    """A card's, wonder's or token's name in the current language (``use_names``)."""
    return _names["fn"](english) if "fn" in _names else english


def sentence(text: str) -> str:
    """A sentence of the engine (a reason, a log line, a breakdown) in the current
    language. A ``Message`` (``engine.words``) is its template, looked up in the
    catalogue, filled with its arguments, each shown in turn (``_argument``). A plain
    text is a message without arguments, a name or a number (``_plain``); any other is
    shown as it is: no English text is ever matched back against the templates."""
    if _current.lang == DEFAULT or not text:
        return text
    if isinstance(text, Message):
        return _message(text)
    return _plain(str(text))


def _message(message: Message) -> str:
    """A ``Message`` in the current language: its template's translation (the English
    template where the catalogue has none), its arguments filled."""
    args = {key: _argument(value) for key, value in message.args.items()}
    return _fill(_current.text(message.template, _count(message.args)), args)


def _argument(value: Any) -> Any:
    """A message's argument as shown: a message in turn, a count as a number (filled by
    ``_fill``), any other text by ``_plain`` (a player's name stays as it is)."""
    if isinstance(value, Message):
        return _message(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    return _plain(str(value))


@lru_cache(maxsize=8192)
def _plain(text: str) -> str:
    """A plain text in the current language: a message of the catalogue without
    arguments, a card's, wonder's or token's name as the language's rulebook prints it
    (``use_names``), a number; else as it is."""
    exact = _current.messages.get(text)
    if isinstance(exact, str) and exact:
        return exact
    if "fn" in _names:
        named = _names["fn"](text)
        if named != text:
            return named
    if re.fullmatch(r"-?\d+", text):
        return number(int(text))
    return text
