"""Card and wonder data of 7 Wonders, both editions, loaded from ``engine/data/``.

The data files are the project's own plain-text tables (see their headers); this
module turns them into frozen records. The 1st edition (``classic1e.txt``,
``wonders1e.txt``) and the 2nd (``classic2e.txt``, ``wonders2e.txt``) share one id
space: the 1st edition's cards keep ids 0, 1, 2... and the 2nd edition's follow, so a
card id says its edition and every per-id table (``ALL_CARDS``, ``trade.PLAYABLE``,
``scoring.READINGS``) holds both. Wonder sides are named A/B in the 1st edition and
day/night in the 2nd, so ``ALL_WONDERS[(name, side)]`` holds both too; ``CARDS`` and
``WONDERS`` are the 1st edition's. A game never mixes
editions: ``cards_of(edition)`` looks names up among one edition's cards only. Names
are matched without regard to case, and wonders are also accepted as printed on the
boards (Rhodos, Gizah, Ephesos, Halikarnassus), and wonders as the rulebooks name
them in Danish, Dutch and Hungarian (``engine.names``); ``CardTable.english`` renames
a card given in those languages (positions read it so). An unknown name raises
``UnknownNameError`` with the closest English names, found by their local names too.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any

from .. import names as local
from ..data import read_text
from ..errors import UnknownNameError
from .effect_hooks import Effect
from .effects import parse_effects
from .resources import Counts, letters, parse_letters

GAME_ID = "7wonders"


@dataclass(frozen=True, slots=True)
class Card:
    """One age card or guild, as printed."""

    id: int
    age: int
    name: str
    colour: str
    cost_coins: int
    cost: Counts
    chained_from: tuple[str, ...]
    copies: tuple[int, ...]  # player-count marks, e.g. (3, 4); () for guilds
    effects: tuple[Effect, ...]
    effect_text: str
    chains_to: tuple[str, ...] = field(default=())
    edition: int = 1
    expansion: str = ""  # "cities": a card of the Cities expansion (``CITIES``)

    @property
    def cost_letters(self) -> str:
        return letters(self.cost)

    @property
    def is_guild(self) -> bool:
        return self.colour == "purple"

    @property
    def is_black(self) -> bool:
        return self.colour == "black"

    def copies_at(self, players: int) -> int:
        """How many copies go into the deck at this player count."""
        return sum(1 for m in self.copies if m <= players)

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "age": self.age,
            "colour": self.colour,
            "cost": {"coins": self.cost_coins, "resources": self.cost_letters},
            "chained_from": list(self.chained_from),
            "chains_to": list(self.chains_to),
            "effects": self.effect_text,
            "copies": list(self.copies),
            "expansion": self.expansion,
        }


@dataclass(frozen=True, slots=True)
class Stage:
    cost_coins: int
    cost: Counts
    effects: tuple[Effect, ...]
    effect_text: str

    @property
    def cost_letters(self) -> str:
        return letters(self.cost)

    def to_json(self) -> dict:
        return {"cost": {"coins": self.cost_coins, "resources": self.cost_letters},
                "effects": self.effect_text}


@dataclass(frozen=True, slots=True)
class WonderSide:
    name: str
    side: str
    resource: str  # the letter of the resource the board produces
    stages: tuple[Stage, ...]
    edition: int = 1
    expansion: str = ""  # "cities": Petra and Byzantium

    def to_json(self) -> dict:
        return {"name": self.name, "side": self.side, "resource": self.resource,
                "stages": [s.to_json() for s in self.stages], "edition": self.edition,
                "expansion": self.expansion}


WONDER_ALIASES = {
    "rhodos": "Rhodes", "colossus": "Rhodes", "gizah": "Giza", "gizeh": "Giza",
    "ephesos": "Ephesus", "efeze": "Ephesus", "halikarnassus": "Halicarnassus",
    "halikarnassos": "Halicarnassus", "alexandrie": "Alexandria", "olympie": "Olympia",
    "babylone": "Babylon",
}


def _parse_cost(text: str) -> tuple[int, Counts]:
    text = text.strip()
    if text in ("-", ""):
        return 0, parse_letters("")
    coins = 0
    res = ""
    for part in text.split():
        if part.isdigit():
            coins += int(part)
        else:
            res += part
    return coins, parse_letters(res)


EDITIONS = (1, 2)
FILES = {1: ("classic1e.txt", "wonders1e.txt"), 2: ("classic2e.txt", "wonders2e.txt")}
# the sides of each edition's boards, and the other edition's names accepted for them
SIDES = {1: ("A", "B"), 2: ("day", "night")}
SIDE_ALIASES = {1: {"day": "A", "night": "B"}, 2: {"A": "day", "B": "night"}}


def _lines(filename: str) -> list[list[str]]:
    """The data rows of a file: comments (``#`` to the end of a line) and blanks out."""
    text = read_text(filename)
    rows = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            rows.append([c.strip() for c in line.split("|")])
    return rows


def _load_cards(edition: int, first_id: int, filename: str = "",
                expansion: str = "") -> tuple[Card, ...]:
    cards: list[Card] = []
    rows = _lines(filename or FILES[edition][0])
    for i, (age, name, colour, cost, chain, copies, effects) in enumerate(rows, first_id):
        coins, res = _parse_cost(cost)
        cards.append(Card(
            id=i, age=int(age), name=name, colour=colour, cost_coins=coins, cost=res,
            chained_from=() if chain == "-" else tuple(c.strip() for c in chain.split(",")),
            copies=() if copies in ("guild", "black") else tuple(int(c) for c in copies.split()),
            effects=parse_effects(effects), effect_text=effects, edition=edition,
            expansion=expansion,
        ))
    children: dict[str, list[str]] = {}
    for c in cards:
        for parent in c.chained_from:
            children.setdefault(parent, []).append(c.name)
    return tuple(
        Card(**{**{f: getattr(c, f) for f in Card.__dataclass_fields__},
                "chains_to": tuple(children.get(c.name, ()))})
        for c in cards
    )


def _load_wonders(edition: int, filename: str = "",
                  expansion: str = "") -> dict[tuple[str, str], WonderSide]:
    out: dict[tuple[str, str], WonderSide] = {}
    for name, side, resource, *stages in _lines(filename or FILES[edition][1]):
        parsed = []
        for stage in stages:
            cost, effects = stage.split(":", 1)
            coins, res = _parse_cost(cost)
            parsed.append(Stage(coins, res, parse_effects(effects), effects.strip()))
        out[(name, side)] = WonderSide(name, side, resource, tuple(parsed), edition,
                                       expansion)
    return out


CARD_ALIASES = {
    "bazaar": "Bazar", "caravanserai": "Caravansery", "theatre": "Theater",
    "training grounds": "Training Ground", "craftsmen guild": "Craftsmens Guild",
    "glass works": "Glassworks", "town hall": "Town Hall",
}


def _norm(name: str) -> str:
    """Case, spacing and apostrophes do not matter in names (Scientists' Guild)."""
    return " ".join(name.replace("'", "").replace("\u2019", "").split()).lower()


class CardTable:
    """One edition's cards (``cards``), and name look-up among them (case-insensitive,
    with suggestions); ``table[id]`` finds a card of either edition by its id."""

    def __init__(self, everything: tuple[Card, ...], edition: int = 1):
        self.everything = everything  # both editions', by id
        self.edition = edition
        # ``own``: every card of the edition, the Cities expansion's included (names
        # are looked up among them); ``cards``: the base game's
        self.own = tuple(c for c in everything if c.edition == edition)
        self.cards = tuple(c for c in self.own if not c.expansion)
        self._by_name: dict[str, Card] = {}
        for c in self.own:
            self._by_name.setdefault(_norm(c.name), c)  # the earliest age for Loom etc.
        for alias, name in CARD_ALIASES.items():
            self._by_name[alias] = self._by_name[_norm(name)]
        self._names = tuple(sorted({c.name for c in self.own}))

    def __getitem__(self, card_id: int) -> Card:
        return self.everything[card_id]

    def __len__(self) -> int:
        return len(self.cards)

    def values_unique(self) -> tuple[Card, ...]:
        """This edition's base cards (a card printed in two ages is two cards)."""
        return self.cards

    def names(self) -> list[str]:
        return list(self._names)

    def english(self, name: str, age: int | None = None) -> str:
        """``name`` as an English position writes it: as given if it is an English
        name (any case, or an alias), else the English name of the card a rulebook
        prints as ``name`` (``engine.names``; a name printed for two cards, as
        Stenbrud for Stone Pit and Quarry, is the one of ``age`` if given), else as
        given."""
        if _norm(name) in self._by_name:
            return name
        found = local.english_names(name, self._names, GAME_ID)
        of_age = [n for n in found if any(c.age == age and c.name == n for c in self.own)]
        return (of_age or found or [name])[0]

    def by_name(self, name: str, age: int | None = None) -> Card:
        """The card called ``name`` (any case); of ``age`` if several ages print it.
        An unknown name's suggestions draw on the rulebooks' local names too."""
        key = _norm(name)
        if age is not None:
            for c in self.own:
                if c.age == age and _norm(c.name) == key:
                    return c
        try:
            return self._by_name[key]
        except KeyError:
            raise UnknownNameError("card", name, suggest_name(name, self.names())) from None


def suggest(name: str, known: list[str]) -> list[str]:
    """The closest known names to ``name`` (case-insensitive), best first."""
    lower = {k.lower(): k for k in known}
    close = difflib.get_close_matches(name.lower(), list(lower), n=3, cutoff=0.5)
    if not close:
        close = [k for k in lower if name.lower()[:3] in k][:3]
    return [lower[c] for c in close]


def suggest_name(name: str, known: list[str]) -> list[str]:
    """The closest card or wonder names to ``name``, best first: English names, found
    by their English or printed local names alike (``engine.names.suggest``)."""
    return local.suggest(name, known, GAME_ID) or suggest(name, known)


_FIRST = _load_cards(1, 0)
_BOTH = _FIRST + _load_cards(2, len(_FIRST))
# the Cities expansion's cards belong to the 1st edition and follow both editions' ids
CITIES = "cities"
ALL_CARDS = _BOTH + _load_cards(1, len(_BOTH), "cities1e.txt", CITIES)
CARD_TABLES = {e: CardTable(ALL_CARDS, e) for e in EDITIONS}
CARDS = CARD_TABLES[1]
ALL_WONDERS = {k: w for e in EDITIONS for k, w in _load_wonders(e).items()}
ALL_WONDERS.update(_load_wonders(1, "wonders_cities.txt", CITIES))
WONDERS = {k: w for k, w in ALL_WONDERS.items()
           if w.edition == 1 and not w.expansion}  # the 1st edition's base boards
WONDER_NAMES = sorted({name for name, _ in WONDERS})
CITIES_WONDER_NAMES = sorted({w.name for w in ALL_WONDERS.values() if w.expansion})
GUILDS = {e: tuple(c.id for c in ALL_CARDS if c.edition == e and c.is_guild
                   and not c.expansion) for e in EDITIONS}
GUILD_IDS = GUILDS[1]
CITIES_GUILDS = tuple(c.id for c in ALL_CARDS if c.expansion and c.is_guild)
# the Cities expansion's black cards of each Age
BLACK = {age: tuple(c.id for c in ALL_CARDS if c.expansion and c.is_black and c.age == age)
         for age in (1, 2, 3)}


def wonder_names(cities: bool = False) -> list[str]:
    """The 1st edition's boards, and with the Cities expansion Petra and Byzantium."""
    return sorted(WONDER_NAMES + CITIES_WONDER_NAMES) if cities else WONDER_NAMES


def guild_pool(edition: int, cities: bool = False) -> tuple[int, ...]:
    """The guilds of ``edition``, with the Cities expansion's three (rulebook 003:
    "Az új céheket a régiekhez adjuk")."""
    return GUILDS[edition] + CITIES_GUILDS if cities else GUILDS[edition]


def cards_of(edition: int) -> CardTable:
    """The card table of ``edition`` (1 or 2)."""
    return CARD_TABLES[edition]


def edition_side(side: str, edition: int) -> str:
    """A side as ``edition`` names it: A/B or day/night, each accepted for the other."""
    return SIDE_ALIASES[edition].get(side, side)


def wonder_side(name: str, side: str, edition: int = 1) -> WonderSide:
    """The board of wonder ``name`` (canonical), ``side`` of ``edition``."""
    return ALL_WONDERS[(name, edition_side(side, edition))]


def english_wonder(name: str) -> str:
    """A wonder's name as an English position writes it: as given if it is an English
    or board name, else the English name of a rulebook's local name, else as given."""
    key = _norm(name)
    if key in WONDER_ALIASES or any(w.lower() == key for w in wonder_names(True)):
        return name
    return local.english_name(name, wonder_names(True), GAME_ID) or name


def wonder_name(name: str) -> str:
    """The canonical name of a wonder given as printed or in English, any case (the
    Cities expansion's Petra and Byzantium too), or as a rulebook names it in another
    language ("Kolossen i Rhodos")."""
    key = _norm(name)
    for w in WONDER_NAMES + CITIES_WONDER_NAMES:
        if w.lower() == key:
            return w
    if key in WONDER_ALIASES:
        return WONDER_ALIASES[key]
    english = local.english_name(name, WONDER_NAMES + CITIES_WONDER_NAMES, GAME_ID)
    if english is not None:
        return english
    raise UnknownNameError("wonder", name, suggest_name(
        name, WONDER_NAMES + CITIES_WONDER_NAMES) or suggest(
        name, WONDER_NAMES + [a.title() for a in WONDER_ALIASES]))


_DECKS: dict[tuple[int, int, int], tuple[int, ...]] = {}


def deck(age: int, players: int, edition: int = 1) -> list[int]:
    """The card ids of an age's deck for ``players`` (guilds excluded)."""
    key = (age, players, edition)
    if key not in _DECKS:
        _DECKS[key] = tuple(c.id for c in CARD_TABLES[edition].own
                            if c.age == age and not c.is_guild and not c.expansion
                            for _ in range(c.copies_at(players)))
    return list(_DECKS[key])


def catalogue() -> dict[str, Any]:
    """Every card and wonder side as plain data, for the page's card faces and tooltips
    (``GAME.catalogue``): ``cards`` by name (the 1st edition's face where both editions
    print a name), ``editions`` each edition's own faces, ``wonders`` every side of
    both ("Olympia A", "Olympia day")."""
    editions: dict[str, Any] = {}
    for e in EDITIONS:
        faces: dict[str, Any] = {}
        for c in CARD_TABLES[e].own:
            faces.setdefault(c.name, c.to_json())
        editions[str(e)] = {"cards": faces}
    cards: dict[str, Any] = {}
    for e in EDITIONS:
        for name, face in editions[str(e)]["cards"].items():
            cards.setdefault(name, face)
    return {"cards": cards, "editions": editions,
            "wonders": {f"{name} {side}": w.to_json()
                        for (name, side), w in ALL_WONDERS.items()}}
