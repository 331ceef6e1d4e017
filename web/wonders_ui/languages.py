"""The languages the page speaks, each declared by its manifest (issue 60).

A language is its files in ``catalogues/``: ``<code>.manifest.json`` says what it is,
``<code>.json`` holds its messages (English, the code's own language, has none). Every
part that needs the languages (the page, the build, the JavaScript through the file the
build writes, the tools) finds them here, from that folder: no list of languages is
typed anywhere else. A manifest holds

* ``code`` and ``name``: the language's code (BCP 47) and its name in itself
  ("Dansk"); ``english``: its name in English ("Danish"), for the tools' reports;
* ``direction``: ``ltr`` or ``rtl``;
* ``numbers``: CLDR's number symbols, ``group``, ``decimal`` and ``minus``;
* ``dates``: CLDR's abbreviated month names (``months``, twelve) and the pattern of a
  day and a time (``pattern``: ``{d}``, ``{mon}``, ``{H}``, ``{M}``);
* ``plurals``: CLDR's cardinal plural categories, in order, each with the rule that
  picks it (CLDR's syntax: ``"one": "i = 1 and v = 0"``; ``other``, the rest, has an
  empty rule). A message about a count gives a text for each category;
* ``pseudo`` (optional): the language is made from the English by ``pseudo.py``
  (every letter accented, about 40% longer) to find untranslated text and clipping; it
  is never offered in the language switch.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable

FOLDER = "catalogues"
SUFFIX = ".manifest.json"
DEFAULT = "en"
CATEGORIES = ("zero", "one", "two", "few", "many", "other")  # CLDR's plural categories
FIELDS = ("code", "name", "english", "direction", "numbers", "dates", "plurals")


# ---------------------------------------------------------------------- CLDR plural rules
#: a CLDR plural rule's relation: operand [% mod] (= | !=) ranges, e.g. "n % 10 = 2..4"
_RELATION = re.compile(r"\s*([niftvwe])\s*(?:%\s*(\d+))?\s*(!=|=)\s*([\d.,\s]+?)\s*$")


def _operands(n: int) -> dict[str, int]:
    """CLDR's operands of a whole number: n and i its value, the others 0 (no fraction
    digits); counts in the page are whole numbers."""
    return {"n": abs(n), "i": abs(n), "v": 0, "w": 0, "f": 0, "t": 0, "e": 0}


def _ranges(text: str) -> list[tuple[int, int]]:
    out = []
    for part in text.split(","):
        low, _, high = part.strip().partition("..")
        out.append((int(low), int(high or low)))
    return out


def parse_rule(rule: str) -> list[list[tuple[str, int | None, bool, list[tuple[int, int]]]]]:
    """A CLDR rule as ``or`` of ``and`` of relations (operand, modulus, equal?, ranges);
    a rule CLDR's grammar does not allow raises ``ValueError``."""
    if not rule.strip():
        return []
    alternatives = []
    for alternative in rule.split(" or "):
        relations = []
        for relation in alternative.split(" and "):
            m = _RELATION.fullmatch(relation)
            if not m:
                raise ValueError(f"not a CLDR plural relation: {relation.strip()!r}")
            operand, mod, op, ranges = m.groups()
            relations.append((operand, int(mod) if mod else None, op == "=", _ranges(ranges)))
        alternatives.append(relations)
    return alternatives


@cache
def _parsed(rule: str) -> list:
    return parse_rule(rule)


def rule_matches(rule: str, n: int) -> bool:
    """Whether the CLDR rule holds for the whole number ``n`` (an empty rule: always)."""
    parsed = _parsed(rule)
    if not parsed:
        return True
    ops = _operands(n)
    for relations in parsed:
        ok = True
        for operand, mod, equal, ranges in relations:
            value = ops[operand] % mod if mod else ops[operand]
            if any(low <= value <= high for low, high in ranges) != equal:
                ok = False
                break
        if ok:
            return True
    return False


def rule_js(rule: str) -> str:
    """The rule as a JavaScript expression of a whole number ``n`` (the build writes the
    JavaScript's plural rules with it)."""
    parsed = parse_rule(rule)
    if not parsed:
        return "true"
    ors = []
    for relations in parsed:
        ands = []
        for operand, mod, equal, ranges in relations:
            value = "Math.abs(n)" if operand in "ni" else "0"
            value = f"({value} % {mod})" if mod else value
            tests = " || ".join(f"{value} === {low}" if low == high
                                else f"({value} >= {low} && {value} <= {high})"
                                for low, high in ranges)
            ands.append(f"({tests})" if equal else f"!({tests})")
        ors.append(" && ".join(ands))
    return " || ".join(f"({a})" for a in ors)


# ---------------------------------------------------------------------- a language
@dataclass(frozen=True)
class Language:
    """One language, as its manifest declares it."""

    code: str
    name: str
    english: str
    direction: str
    group: str
    decimal: str
    minus: str
    months: tuple[str, ...]
    date_pattern: str
    plurals: tuple[tuple[str, str], ...]
    pseudo: bool = False

    @classmethod
    def from_manifest(cls, data: dict, where: str = "manifest") -> Language:
        """The language a manifest's JSON declares; an incomplete or wrong manifest
        raises ``ValueError`` naming what is wrong."""
        lacking = [f for f in FIELDS if f not in data]
        if lacking:
            raise ValueError(f"{where}: lacks {', '.join(lacking)}")
        numbers, dates, plurals = data["numbers"], data["dates"], data["plurals"]
        if data["direction"] not in ("ltr", "rtl"):
            raise ValueError(f"{where}: direction is ltr or rtl")
        if not all(isinstance(numbers.get(k), str) for k in ("group", "decimal", "minus")):
            raise ValueError(f"{where}: numbers needs group, decimal and minus")
        months = dates.get("months")
        if not (isinstance(months, list) and len(months) == 12 and all(months)):
            raise ValueError(f"{where}: dates needs the twelve months")
        pattern = dates.get("pattern", "")
        if not all(p in pattern for p in ("{d}", "{mon}", "{H}", "{M}")):
            raise ValueError(f"{where}: the date pattern needs {{d}} {{mon}} {{H}} {{M}}")
        if not (isinstance(plurals, dict) and list(plurals)[-1:] == ["other"]):
            raise ValueError(f"{where}: the plural categories end with other")
        for category, rule in plurals.items():
            if category not in CATEGORIES:
                raise ValueError(f"{where}: {category!r} is not a CLDR plural category")
            parse_rule(rule)
        return cls(str(data["code"]), str(data["name"]), str(data["english"]),
                   data["direction"], numbers["group"], numbers["decimal"],
                   numbers["minus"], tuple(months), pattern,
                   tuple(plurals.items()), bool(data.get("pseudo")))

    @property
    def categories(self) -> tuple[str, ...]:
        """The language's plural categories (CLDR), "other" last."""
        return tuple(c for c, _ in self.plurals)

    def plural(self, n: int) -> str:
        """The CLDR plural category of the whole number ``n``: the first whose rule
        holds."""
        for category, rule in self.plurals:
            if rule_matches(rule, n):
                return category
        return "other"


def folder() -> Traversable:
    """The catalogue folder, read through the package's loader (the page imports the
    package from a zip)."""
    return resources.files(__package__).joinpath(FOLDER)


def _manifest_files() -> list[tuple[str, bytes]]:
    """(file name, bytes) of every manifest of the catalogue folder, by name."""
    return sorted((p.name, p.read_bytes()) for p in folder().iterdir()
                  if p.name.endswith(SUFFIX))


def messages(code: str) -> dict:
    """The messages of the language ``code``'s catalogue, ``<code>.json``."""
    return json.loads(_catalogue_file(code))["messages"]


def _catalogue_file(code: str) -> bytes:
    """The JSON of ``code``'s catalogue: the package's own (CPython, the tests and the
    tools), else the site's copy beside the pages' JavaScript (``web/catalogues/``, where
    ``pyodide_loader.mjs`` says), fetched when the language is first spoken: the wheel
    the page imports holds the manifests but no catalogue, so a first visit downloads
    only the person's language (issue 53)."""
    try:
        return folder().joinpath(f"{code}.json").read_bytes()
    except OSError:
        pass
    from js import XMLHttpRequest, wondersCatalogues  # the browser alone gets here

    request = XMLHttpRequest.new()
    request.open("GET", f"{wondersCatalogues}{code}.json", False)  # a synchronous read
    request.send()
    if request.status != 200:
        raise OSError(f"the catalogue of {code} was not found ({request.status})")
    return request.responseText.encode()


@cache
def every() -> dict[str, Language]:
    """Every language of the catalogue folder, by code: English first, then by code."""
    found = {}
    for name, data in _manifest_files():
        lang = Language.from_manifest(json.loads(data), name)
        if name != lang.code + SUFFIX:
            raise ValueError(f"{name}: its code is {lang.code!r}")
        found[lang.code] = lang
    return dict(sorted(found.items(), key=lambda kv: (kv[0] != DEFAULT, kv[0])))


def offered() -> dict[str, Language]:
    """The languages of the language switch: all but the pseudo-languages."""
    return {code: lang for code, lang in every().items() if not lang.pseudo}
