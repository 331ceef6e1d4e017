"""Card and wonder data of 7 Wonders (1st edition), loaded from ``engine/data/``.

The data files are the project's own plain-text tables (see their headers); this
module turns them into frozen records. Names are matched without regard to case, and
wonders are also accepted as printed on the boards (Rhodos, Gizah, Ephesos,
Halikarnassus). An unknown name raises ``UnknownNameError`` with the closest names.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any

from ..data import read_text
from ..errors import UnknownNameError
from .effects import Effect, parse_effects
from .resources import Counts, letters, parse_letters


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

    @property
    def cost_letters(self) -> str:
        return letters(self.cost)

    @property
    def is_guild(self) -> bool:
        return self.colour == "purple"

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

    def to_json(self) -> dict:
        return {"name": self.name, "side": self.side, "resource": self.resource,
                "stages": [s.to_json() for s in self.stages]}


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


def _lines(filename: str) -> list[list[str]]:
    text = read_text(filename)
    rows = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            rows.append([c.strip() for c in line.split("|")])
    return rows


def _load_cards() -> tuple[Card, ...]:
    cards: list[Card] = []
    for i, (age, name, colour, cost, chain, copies, effects) in enumerate(_lines("classic1e.txt")):
        coins, res = _parse_cost(cost)
        cards.append(Card(
            id=i, age=int(age), name=name, colour=colour, cost_coins=coins, cost=res,
            chained_from=() if chain == "-" else tuple(c.strip() for c in chain.split(",")),
            copies=() if copies == "guild" else tuple(int(c) for c in copies.split()),
            effects=parse_effects(effects), effect_text=effects,
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


def _load_wonders() -> dict[tuple[str, str], WonderSide]:
    out: dict[tuple[str, str], WonderSide] = {}
    for name, side, resource, *stages in _lines("wonders1e.txt"):
        parsed = []
        for stage in stages:
            cost, effects = stage.split(":", 1)
            coins, res = _parse_cost(cost)
            parsed.append(Stage(coins, res, parse_effects(effects), effects.strip()))
        out[(name, side)] = WonderSide(name, side, resource, tuple(parsed))
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
    """All cards by id, with name look-up (case-insensitive, with suggestions)."""

    def __init__(self, cards: tuple[Card, ...]):
        self.cards = cards
        self._by_name: dict[str, Card] = {}
        for c in cards:
            self._by_name.setdefault(_norm(c.name), c)  # the earliest age for Loom etc.
        for alias, name in CARD_ALIASES.items():
            self._by_name[alias] = self._by_name[_norm(name)]

    def __getitem__(self, card_id: int) -> Card:
        return self.cards[card_id]

    def __len__(self) -> int:
        return len(self.cards)

    def values_unique(self) -> tuple[Card, ...]:
        return self.cards

    def names(self) -> list[str]:
        return sorted({c.name for c in self.cards})

    def by_name(self, name: str, age: int | None = None) -> Card:
        """The card called ``name`` (any case); of ``age`` if several ages print it."""
        key = _norm(name)
        if age is not None:
            for c in self.cards:
                if c.age == age and _norm(c.name) == key:
                    return c
        try:
            return self._by_name[key]
        except KeyError:
            raise UnknownNameError("card", name, suggest(name, self.names())) from None


def suggest(name: str, known: list[str]) -> list[str]:
    """The closest known names to ``name`` (case-insensitive), best first."""
    lower = {k.lower(): k for k in known}
    close = difflib.get_close_matches(name.lower(), list(lower), n=3, cutoff=0.5)
    if not close:
        close = [k for k in lower if name.lower()[:3] in k][:3]
    return [lower[c] for c in close]


CARDS = CardTable(_load_cards())
WONDERS = _load_wonders()
WONDER_NAMES = sorted({name for name, _ in WONDERS})
GUILD_IDS = tuple(c.id for c in CARDS.cards if c.is_guild)


def wonder_name(name: str) -> str:
    """The canonical name of a wonder given as printed or in English, any case."""
    key = _norm(name)
    for w in WONDER_NAMES:
        if w.lower() == key:
            return w
    if key in WONDER_ALIASES:
        return WONDER_ALIASES[key]
    raise UnknownNameError(
        "wonder", name, suggest(name, WONDER_NAMES + [a.title() for a in WONDER_ALIASES]))


_DECKS: dict[tuple[int, int], tuple[int, ...]] = {}


def deck(age: int, players: int) -> list[int]:
    """The card ids of an age's deck for ``players`` (guilds excluded)."""
    key = (age, players)
    if key not in _DECKS:
        _DECKS[key] = tuple(c.id for c in CARDS.cards if c.age == age and not c.is_guild
                            for _ in range(c.copies_at(players)))
    return list(_DECKS[key])


def catalogue() -> dict[str, Any]:
    """Every card and wonder side as plain data, for the page's card faces and tooltips
    (``GAME.catalogue``)."""
    cards: dict[str, Any] = {}
    for c in CARDS.cards:
        cards.setdefault(c.name, c.to_json())
    return {"cards": cards,
            "wonders": {f"{name} {side}": w.to_json() for (name, side), w in WONDERS.items()}}
