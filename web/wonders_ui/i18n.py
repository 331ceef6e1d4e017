"""The page's words in the rulebooks' languages: English, Danish, Swedish, Dutch and
Hungarian (issue "The game in the rulebooks' languages").

A message is its English text, with named placeholders (``"{player} builds {card}"``):
the code says ``t("Resume the game")``, ``tn("{n} coin", "{n} coins", n)`` for a
count (each language gives its plural forms), and ``tp(name, "You build {card}",
"{player} builds {card}", card=...)`` for a sentence about a player, which reads
differently for "You" than for a name in every language. A translation is always a
whole sentence of the catalogue: nothing is built by joining translated fragments; a
sentence with icons in it names them as placeholders and ``tables.parts.with_nodes``
puts the drawings in their places (``with_nodes(t("Build it for {coins}"), coins=...)``).

Catalogues are JSON files in ``catalogues/`` (``da.json``...): ``{"language", "name",
"messages": {msgid: text or {"one": ..., "other": ...}}}``; ``catalogues/messages.json``
lists every message the code uses (``tools/i18n.py`` extracts it; a test checks every
language has all of them). A message a language lacks falls back to English.

The engine words in English (moves, reasons, the log: the engine stays English
inside); each of its sentences is a message made by ``engine.words.say(template,
...)``, which keeps its template and arguments (``engine.words.Message``), and
``sentence`` looks the template up in the catalogue and fills it with its arguments in
turn (names through ``engine.names``, numbers in the language's format, nested messages
again). Nothing is found by matching an English text against the templates.

Numbers and dates take the language's format (CLDR): ``number(1234)`` is "1.234" in
Danish, "1 234" in Swedish; ``date(t)`` is "24. nov. 03.23" in Danish.
"""

from __future__ import annotations

import json
import pkgutil
import re
import time
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from engine.words import Message, is_you

#: the languages offered, by code, each named in itself
LANGUAGES: dict[str, str] = {"en": "English", "da": "Dansk", "sv": "Svenska",
                              "nl": "Nederlands", "hu": "Magyar"}
DEFAULT = "en"

#: CLDR number symbols: (group separator, decimal separator, minus sign)
NUMBER_SYMBOLS = {"en": (",", ".", "-"), "da": (".", ",", "-"), "sv": ("\u00a0", ",", "\u2212"),
                  "nl": (".", ",", "-"), "hu": ("\u00a0", ",", "-")}
#: CLDR abbreviated month names (format context) and the "day month time" pattern
MONTHS = {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    "da": "jan. feb. mar. apr. maj jun. jul. aug. sep. okt. nov. dec.",
    "sv": "jan. feb. mars apr. maj juni juli aug. sep. okt. nov. dec.",
    "nl": "jan feb mrt apr mei jun jul aug sep okt nov dec",
    "hu": "jan. febr. márc. ápr. máj. jún. júl. aug. szept. okt. nov. dec.",
}
DATE_PATTERNS = {"en": "{d} {mon} {H}:{M}", "da": "{d}. {mon} {H}.{M}", "sv": "{d} {mon} {H}:{M}",
                 "nl": "{d} {mon} {H}:{M}", "hu": "{mon} {d}. {H}:{M}"}

PLACEHOLDER = re.compile(r"\{(\w+)\}")
#: placeholders that hold a number, and only a number, in every template


def plural_category(lang: str, n: int) -> str:
    """CLDR cardinal category of a whole number: in all five languages "one" is exactly
    1 (Danish's other "one" cases need decimals) and everything else is "other"."""
    return "one" if abs(n) == 1 else "other"


class Catalogue:
    """One language's messages."""

    def __init__(self, lang: str, messages: dict[str, Any] | None = None):
        self.lang = lang
        self.messages: dict[str, Any] = messages or {}

    @classmethod
    def load(cls, lang: str) -> Catalogue:
        """The catalogue of ``lang`` from ``catalogues/<lang>.json`` (English: empty)."""
        if lang == DEFAULT:
            return cls(lang)
        data = json.loads(_catalogue_file(lang))
        return cls(lang, data["messages"])

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


def _catalogue_file(lang: str) -> bytes:
    """The JSON of ``lang``'s catalogue: the package's own (CPython, the tests and the
    tools, read through the package's loader), else the site's copy beside the pages'
    JavaScript (``web/catalogues/``, where ``pyodide_loader.mjs`` says), fetched when the
    language is first spoken: the wheel the page imports holds no catalogue, so a first
    visit downloads only the person's language (issue 53)."""
    try:
        found = pkgutil.get_data(__package__, f"catalogues/{lang}.json")
    except OSError:
        found = None
    if found:
        return found
    from js import XMLHttpRequest, wondersCatalogues  # the browser alone gets here

    request = XMLHttpRequest.new()
    request.open("GET", f"{wondersCatalogues}{lang}.json", False)  # a synchronous read
    request.send()
    if request.status != 200:
        raise OSError(f"the catalogue of {lang} was not found ({request.status})")
    return request.responseText.encode()


_current = Catalogue(DEFAULT)
_listeners: list[Callable[[str], None]] = []


def language() -> str:
    return _current.lang


def set_language(lang: str) -> str:
    """Speak ``lang`` from now on (an unknown code: English); the code in use."""
    global _current
    code = lang if lang in LANGUAGES else DEFAULT
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
    if stored in LANGUAGES:
        return stored
    for tag in preferred:
        code = tag.split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


# ---------------------------------------------------------------------- formatting
def number(n: int | float) -> str:
    """``n`` in the language's format: 1,234 / 1.234 / 1 234; minus signs as CLDR's."""
    group, decimal, minus = NUMBER_SYMBOLS[_current.lang]
    sign = minus if n < 0 else ""
    whole, _, frac = f"{abs(n):.10g}".partition(".")
    if len(whole) > 3:
        whole = f"{int(whole):,}".replace(",", group)
    return sign + whole + (decimal + frac if frac else "")


def date(when: time.struct_time | float) -> str:
    """A day and a time as the language writes it: "24 Nov 03:23", "24. nov. 03.23"."""
    tm = time.localtime(when) if isinstance(when, (int, float)) else when
    lang = _current.lang
    return DATE_PATTERNS[lang].format(d=tm.tm_mday, mon=MONTHS[lang].split()[tm.tm_mon - 1],
                                      H=f"{tm.tm_hour:02d}", M=f"{tm.tm_min:02d}")


def clock(tm: time.struct_time) -> str:
    """A time of day as the language writes it (``DATE_PATTERNS``' hour and minute):
    "14:05", "14.05"."""
    pattern = DATE_PATTERNS[_current.lang]
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
    set_names(None if lang == DEFAULT else
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
