"""The closed list of effect kinds of 7 Wonders cards and wonder stages.

Following joffrey-bion/seven-wonders, a card is data and its effects are drawn from
a short list of kinds; a new card needs a new line of data, a new kind of rule a new
effect class here, never a branch on a card's name.

Kinds (rulebook "Beschrijving van de symbolen" / symbol sheet):

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

from dataclasses import dataclass

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
class Produce:
    options: tuple[int, ...]  # resource indices: one of them (or a fixed run like WW)
    fixed: bool  # True: all of ``options`` each turn (e.g. WW); False: one of them
    sold: bool = True

    def text(self) -> str:
        sep = "" if self.fixed else "/"
        return "produce " + sep.join(RESOURCES[i] for i in self.options) + (
            "" if self.sold else " unsold")


@dataclass(frozen=True, slots=True)
class Coins:
    amount: int

    def text(self) -> str:
        return f"coins {self.amount}"


@dataclass(frozen=True, slots=True)
class Points:
    amount: int

    def text(self) -> str:
        return f"points {self.amount}"


@dataclass(frozen=True, slots=True)
class Shields:
    amount: int

    def text(self) -> str:
        return f"shields {self.amount}"


@dataclass(frozen=True, slots=True)
class Science:
    symbol: int  # index in SCIENCE_SYMBOLS, or -1 for a symbol of choice

    def text(self) -> str:
        return "science " + ("any" if self.symbol < 0 else SCIENCE_SYMBOLS[self.symbol])


@dataclass(frozen=True, slots=True)
class Discount:
    left: bool
    right: bool
    raw: bool  # True: wood/stone/ore/clay; False: glass/loom/papyrus

    def text(self) -> str:
        side = "both" if self.left and self.right else ("left" if self.left else "right")
        return f"discount {side} {'raw' if self.raw else 'manufactured'}"


@dataclass(frozen=True, slots=True)
class Gain:
    what: str  # "coins" (once, when built) or "points" (at the end)
    amount: int
    counted: tuple[str, ...]  # colours or COUNTED: "stage", "defeat", "wonder" (complete)
    where: str  # "self", "neighbours" or "all"

    def text(self) -> str:
        return f"gain {self.what} {self.amount} per {'+'.join(self.counted)} in {self.where}"


@dataclass(frozen=True, slots=True)
class Power:
    name: str

    def text(self) -> str:
        return f"power {self.name}"


@dataclass(frozen=True, slots=True)
class Loss:
    amount: int
    per: str  # LOSS_PER: flat, or per victory token / built wonder stage of the loser

    def text(self) -> str:
        return f"loss {self.amount}" + ("" if self.per == "flat" else f" per {self.per}")


@dataclass(frozen=True, slots=True)
class Gift:
    amount: int  # coins each neighbour takes from the bank

    def text(self) -> str:
        return f"gift {self.amount}"


@dataclass(frozen=True, slots=True)
class Diplomacy:
    def text(self) -> str:
        return "diplomacy"


@dataclass(frozen=True, slots=True)
class Mask:
    def text(self) -> str:
        return "mask"


@dataclass(frozen=True, slots=True)
class Dock:
    left: bool  # West: the left neighbour; East: the right one

    def text(self) -> str:
        return f"dock {'left' if self.left else 'right'}"


@dataclass(frozen=True, slots=True)
class Extra:
    mode: str  # EXTRA_MODES

    def text(self) -> str:
        return f"extra {self.mode}"


@dataclass(frozen=True, slots=True)
class FreeStages:
    def text(self) -> str:
        return "free stages"


Effect = (Produce | Coins | Points | Shields | Science | Discount | Gain | Power | Loss
          | Gift | Diplomacy | Mask | Dock | Extra | FreeStages)


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
