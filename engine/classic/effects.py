"""The closed list of effect kinds of 7 Wonders cards and wonder stages.

Following joffrey-bion/seven-wonders, a card is data and its effects are drawn from
a short list of kinds; a new card needs a new line of data, a new kind of rule a new
effect class here, never a branch on a card's name.

Kinds (rulebook "Beschrijving van de symbolen" / symbol sheet; the Cities expansion's
kinds are described at their classes), each a class that owns its hooks (``Effect``, in
``effect_hooks``):

* ``Produce``  resources each turn, fixed or either/or; ``sold=False`` for those the
  neighbours cannot buy (Caravansery, Forum, Alexandria's stages).
* ``Coins``    coins from the bank once, when built (Tavern, Ephesus).
* ``Points``   victory points at the end (blue cards, wonder stages).
* ``Shields``  military strength (red cards, Rhodes).
* ``Science``  a science symbol, or ``any``: one of the player's choice at the end
  (Scientists Guild, Babylon).
* ``Discount`` trading price 1 for a kind of resource from one or both neighbours
  (East/West Trading Post, Marketplace, Olympia B).
* ``Gain``     coins when built and/or points at the end, per element counted in the
  player's own city, the neighbours' or all three (Vineyard, Haven, the guilds): a
  colour, ``stage`` (built wonder stages), ``defeat`` (-1 tokens) or ``wonder`` (1 when
  every stage of the wonder is built: the 2nd edition's Decorators Guild, 7 points).
* ``Power``    a special wonder power that opens a phase or a move of its own:
  ``play_seventh`` (Babylon B, Babylon night), ``free_build`` (Olympia A),
  ``copy_guild`` (Olympia B), ``build_discard`` (Halicarnassus); the 2nd edition's
  Olympia builds some cards free (``engine.classic.free_builds``):
  ``free_first_colour`` (day: an Age card of a colour the city lacks),
  ``free_first_turn`` and ``free_last_turn`` (night: the card built on the first and on
  the 6th turn of each Age). See ``engine.classic.state``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .effect_hooks import PACKED_PRICES, Effect, count_where, science_points
from .resources import RESOURCES

SCIENCE_SYMBOLS = ("compass", "gear", "tablet")
COLOURS = ("brown", "grey", "blue", "yellow", "red", "green", "purple", "black")
POWERS = ("play_seventh", "free_build", "copy_guild", "build_discard",
          "free_first_colour", "free_first_turn", "free_last_turn")
# what a Gain counts besides colours; ``victory``: victory tokens, whatever their value
COUNTED = ("stage", "defeat", "wonder", "victory")
LOSS_PER = ("flat", "victory", "stage")  # what a Loss is counted per
EXTRA_MODES = ("own", "missing")  # Secret Warehouse, Black Market


@dataclass(frozen=True, slots=True)
class Produce(Effect):
    options: tuple[int, ...]  # resource indices: one of them (or a fixed run like WW)
    fixed: bool  # True: all of ``options`` each turn (e.g. WW); False: one of them
    sold: bool = True
    counts: tuple[int, ...] = field(init=False, repr=False, compare=False)  # per resource

    def __post_init__(self) -> None:
        object.__setattr__(self, "counts", tuple(self.options.count(i) for i in range(7)))

    def text(self) -> str:
        sep = "" if self.fixed else "/"
        return "produce " + sep.join(RESOURCES[i] for i in self.options) + (
            "" if self.sold else " unsold")

    @property
    def resources(self) -> tuple[int, ...]:  # type: ignore[override]
        return self.options

    def build(self, city: Any, sellable: bool) -> None:
        if self.fixed:
            city.production = city.production.plus_fixed(self.counts)
            if sellable and self.sold:
                city.sellable = city.sellable.plus_fixed(self.counts)
        else:
            city.production = city.production.plus_choice(self.options)
            if sellable and self.sold:
                city.sellable = city.sellable.plus_choice(self.options)


@dataclass(frozen=True, slots=True)
class Coins(Effect):
    amount: int
    moves_coins = True

    def text(self) -> str:
        return f"coins {self.amount}"

    def income(self, cities: list, p: int) -> int:
        return self.amount

    def foresee(self, cities: list, p: int, colour: str) -> tuple[int, int]:
        return self.amount, 0


@dataclass(frozen=True, slots=True)
class Points(Effect):
    amount: int

    def text(self) -> str:
        return f"points {self.amount}"

    @property
    def points(self) -> int:  # type: ignore[override]
        return self.amount

    def foresee(self, cities: list, p: int, colour: str) -> tuple[int, int]:
        return 0, self.amount


@dataclass(frozen=True, slots=True)
class Shields(Effect):
    amount: int

    def text(self) -> str:
        return f"shields {self.amount}"

    @property
    def shields(self) -> int:  # type: ignore[override]
        return self.amount

    def build(self, city: Any, sellable: bool) -> None:
        city.shields += self.amount


@dataclass(frozen=True, slots=True)
class Science(Effect):
    symbol: int  # index in SCIENCE_SYMBOLS, or -1 for a symbol of choice

    def text(self) -> str:
        return "science " + ("any" if self.symbol < 0 else SCIENCE_SYMBOLS[self.symbol])

    @property
    def symbols(self) -> tuple[int, ...]:  # type: ignore[override]
        return (self.symbol,)

    @property
    def wild(self) -> int:  # type: ignore[override]
        return int(self.symbol < 0)

    def build(self, city: Any, sellable: bool) -> None:
        if self.symbol < 0:
            city.science_any += 1
        else:
            city.science[self.symbol] += 1

    def foresee(self, cities: list, p: int, colour: str) -> tuple[int, int]:
        city = cities[p]
        sci = list(city.science)
        wild = city.science_any
        if self.symbol < 0:
            wild += 1
        else:
            sci[self.symbol] += 1
        return 0, science_points(*sci, wild) - science_points(*city.science, city.science_any)


@dataclass(frozen=True, slots=True)
class Discount(Effect):
    left: bool
    right: bool
    raw: bool  # True: wood/stone/ore/clay; False: glass/loom/papyrus

    def text(self) -> str:
        side = "both" if self.left and self.right else ("left" if self.left else "right")
        return f"discount {side} {'raw' if self.raw else 'manufactured'}"

    def build(self, city: Any, sellable: bool) -> None:
        if self.raw:
            city.left_raw |= self.left
            city.right_raw |= self.right
        else:
            city.manufactured = True
        city.lprice = PACKED_PRICES[city.left_raw, city.manufactured]
        city.rprice = PACKED_PRICES[city.right_raw, city.manufactured]

    def discounts(self, side: str, raw: bool) -> bool:
        return self.raw == raw and (self.left if side == "left" else self.right)


@dataclass(frozen=True, slots=True)
class Gain(Effect):
    what: str  # "coins" (once, when built) or "points" (at the end)
    amount: int
    counted: tuple[str, ...]  # colours or COUNTED: "stage", "defeat", "wonder" (complete)
    where: str  # "self", "neighbours" or "all"

    def text(self) -> str:
        return f"gain {self.what} {self.amount} per {'+'.join(self.counted)} in {self.where}"

    def count(self, cities: list, p: int) -> int:
        """What it gives as the cities stand: its amount per element counted."""
        return self.amount * sum(count_where(cities, p, w, self.where) for w in self.counted)

    @property
    def moves_coins(self) -> bool:  # type: ignore[override]
        return self.what == "coins"

    @property
    def scores_counted(self) -> bool:  # type: ignore[override]
        return self.what == "points"

    def income(self, cities: list, p: int) -> int:
        return self.count(cities, p) if self.what == "coins" else 0

    def counted_points(self, cities: list, p: int) -> int:
        return self.count(cities, p) if self.what == "points" else 0

    def foresee(self, cities: list, p: int, colour: str) -> tuple[int, int]:
        amount = self.count(cities, p)
        if self.where != "neighbours" and colour in self.counted:
            amount += self.amount
        return (amount, 0) if self.what == "coins" else (0, amount)

    def own_points_per(self, colour: str) -> int:
        return (self.amount if self.what == "points" and self.where != "neighbours"
                and colour in self.counted else 0)


@dataclass(frozen=True, slots=True)
class Power(Effect):
    name: str

    def text(self) -> str:
        return f"power {self.name}"

    def build(self, city: Any, sellable: bool) -> None:
        city.powers.add(self.name)


@dataclass(frozen=True, slots=True)
class Loss(Effect):
    """Cities: every other city loses coins, flat or per victory token or built stage
    it has; what it does not pay becomes debt (``debt``)."""

    amount: int
    per: str  # LOSS_PER: flat, or per victory token / built wonder stage of the loser
    moves_coins = True

    def text(self) -> str:
        return f"loss {self.amount}" + ("" if self.per == "flat" else f" per {self.per}")

    def count(self, city: Any) -> int:
        """How many of what it counts the losing city has (1 for a flat loss)."""
        return 1 if self.per == "flat" else city.count(self.per)

    def owed(self, cities: list, p: int) -> list[tuple[int, int]]:
        out = []
        for q, city in enumerate(cities):
            if q != p:
                amount = self.amount * self.count(city)
                if amount:
                    out.append((q, amount))
        return out


@dataclass(frozen=True, slots=True)
class Gift(Effect):
    """Cities (Gambling Den): each neighbour takes coins from the bank."""

    amount: int  # coins each neighbour takes from the bank
    moves_coins = True

    def text(self) -> str:
        return f"gift {self.amount}"

    def gifts(self, cities: list, p: int) -> tuple[tuple[int, int], ...]:
        n = len(cities)
        return ((p + 1) % n, self.amount), ((p - 1) % n, self.amount)


@dataclass(frozen=True, slots=True)
class Diplomacy(Effect):
    """Cities: a diplomacy token (the city sits out the next conflicts)."""

    def text(self) -> str:
        return "diplomacy"

    def build(self, city: Any, sellable: bool) -> None:
        city.diplomacy += 1


@dataclass(frozen=True, slots=True)
class Mask(Effect):
    """Cities: a mask, which copies a neighbour's science symbol (``masks``)."""

    def text(self) -> str:
        return "mask"

    def build(self, city: Any, sellable: bool) -> None:
        city.masks += 1


@dataclass(frozen=True, slots=True)
class Dock(Effect):
    """Cities: a resource bought from one neighbour costs a coin less."""

    left: bool  # West: the left neighbour; East: the right one

    def text(self) -> str:
        return f"dock {'left' if self.left else 'right'}"

    def build(self, city: Any, sellable: bool) -> None:
        left, right = city.dock
        city.dock = (left + 1, right) if self.left else (left, right + 1)


@dataclass(frozen=True, slots=True)
class Extra(Effect):
    """Cities (Secret Warehouse, Black Market): one more resource of the player's
    choice, among those the city makes or does not make (``City``)."""

    mode: str  # EXTRA_MODES

    def text(self) -> str:
        return f"extra {self.mode}"

    def build(self, city: Any, sellable: bool) -> None:
        city.extra += (self.mode,)


@dataclass(frozen=True, slots=True)
class FreeStages(Effect):
    """Cities (Architect Cabinet): wonder stages need no resources."""

    def text(self) -> str:
        return "free stages"

    def build(self, city: Any, sellable: bool) -> None:
        # "nem kell nyersanyagokat fizetnie", coins still paid
        city.plan = tuple((0, coins) for _, coins in city.plan)


KINDS = (Produce, Coins, Points, Shields, Science, Discount, Gain, Power, Loss, Gift,
         Diplomacy, Mask, Dock, Extra, FreeStages)


def parse_effect(text: str) -> Effect:
    """Parse one effect written as in ``engine/data/classic1e.txt``."""
    words = text.split()
    kind, args = words[0], words[1:]
    if kind == "produce":
        spec = args[0]
        sold = "unsold" not in args[1:]
        if "/" in spec:
            return Produce(tuple(RESOURCES.index(c) for c in spec.split("/")), False, sold)
        return Produce(tuple(RESOURCES.index(c) for c in spec), True, sold)
    if kind == "coins":
        return Coins(int(args[0]))
    if kind == "points":
        return Points(int(args[0]))
    if kind == "shields":
        return Shields(int(args[0]))
    if kind == "science":
        return Science(-1 if args[0] == "any" else SCIENCE_SYMBOLS.index(args[0]))
    if kind == "discount":
        side, what = args
        if side not in ("left", "right", "both") or what not in ("raw", "manufactured"):
            raise ValueError(f"bad discount {text!r}")
        return Discount(side in ("left", "both"), side in ("right", "both"), what == "raw")
    if kind == "gain":
        # gain coins 1 per brown+grey in all
        what, amount, per, counted, in_, where = args
        if per != "per" or in_ != "in" or where not in ("self", "neighbours", "all"):
            raise ValueError(f"bad gain {text!r}")
        kinds = tuple(counted.split("+"))
        for k in kinds:
            if k not in COLOURS and k not in COUNTED:
                raise ValueError(f"bad counted element {k!r} in {text!r}")
        return Gain(what, int(amount), kinds, where)
    if kind == "power":
        if args[0] not in POWERS:
            raise ValueError(f"unknown power {args[0]!r}")
        return Power(args[0])
    return _parse_cities(kind, args, text)


def _parse_cities(kind: str, args: list[str], text: str) -> Effect:
    """The Cities expansion's kinds (``engine/data/cities1e.txt``)."""
    if kind == "loss":
        per = "flat" if len(args) == 1 else args[2]
        if len(args) not in (1, 3) or (len(args) == 3 and args[1] != "per") \
                or per not in LOSS_PER:
            raise ValueError(f"bad loss {text!r}")
        return Loss(int(args[0]), per)
    if kind == "gift":
        return Gift(int(args[0]))
    if kind == "dock" and args in (["left"], ["right"]):
        return Dock(args[0] == "left")
    if kind == "extra" and len(args) == 1 and args[0] in EXTRA_MODES:
        return Extra(args[0])
    if not args and kind in ("diplomacy", "mask"):
        return Diplomacy() if kind == "diplomacy" else Mask()
    if kind == "free" and args == ["stages"]:
        return FreeStages()
    raise ValueError(f"unknown effect kind {kind!r} in {text!r}")


def parse_effects(text: str) -> tuple[Effect, ...]:
    return tuple(parse_effect(part.strip()) for part in text.split(";") if part.strip())
