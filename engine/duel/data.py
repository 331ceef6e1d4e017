"""The Duel card, wonder and progress-token data, loaded from ``engine/data/duel.json``.

Cards are data: every card, wonder and token is a name, a cost and a list of effects
taken from a short closed list of kinds (``EFFECT_KINDS``). Loading compiles each
effect list into the flat integer fields of an ``Item`` so that the rules code reads
fields, never names: a new card needs new data, never a new branch in the rules.

Rule references are to the 7 Wonders Duel rulebook (the Swedish edition of record):
"Kortkostnad" (costs), "Produktion", "Handel", "Kedjor" (chains), "Militär",
"Vetenskap & utveckling", "Beskrivning av symbolerna" (card, wonder, token effects).
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Callable
from typing import Any

from .. import names as local
from ..data import read_text
from ..errors import UnknownNameError

GAME_ID = "duel"

RESOURCES = ("wood", "clay", "stone", "glass", "papyrus")
WOOD, CLAY, STONE, GLASS, PAPYRUS = range(5)
COLORS = ("brown", "grey", "blue", "green", "yellow", "red", "purple")
BROWN, GREY, BLUE, GREEN, YELLOW, RED, PURPLE = range(7)
#: extra "colours" a guild or yellow card can count: built wonders, coins
COUNT_WONDERS, COUNT_COINS = 7, 8
COUNT_NAMES = {**{c: i for i, c in enumerate(COLORS)}, "wonders": COUNT_WONDERS,
               "coins": COUNT_COINS}
SCIENCE = ("wheel", "plumb", "quill", "mortar", "sundial", "globe", "law")

#: The closed list of effect kinds (a new card may use these, never add a branch).
EFFECT_KINDS = frozenset({
    "produce",            # brown/grey: fixed production, raises the opponent's prices
    "produce_one_of",     # yellow cards and wonders: one of several, each turn
    "trade_at_1",         # reserves, Customs House: buy these resources at 1 coin
    "points",             # victory points
    "shields",            # move the conflict pawn
    "science",            # a scientific symbol
    "coins",              # take coins from the bank once
    "coins_per",          # coins once per card of a colour (or wonder) in your city
    "majority_points",    # guild: points per counted card in the city with the most
    "majority_coins",     # guild: coins once per counted card in the city with the most
    "opponent_loses",     # the opponent loses coins (Appian Way)
    "extra_turn",         # play again at once
    "destroy",            # discard one of the opponent's cards of a colour
    "build_discarded",    # build a card from the discard pile for free (Mausoleum)
    "draw_tokens",        # draw progress tokens set aside at setup (Great Library)
    "discount",           # Architecture / Masonry: 2 fewer resources, you choose which
    "receive_trade",      # Economy: the opponent's trading coins come to you
    "red_shield_bonus",   # Strategy: +1 shield on later red cards
    "wonders_extra_turn",  # Theology: later wonders give an extra turn
    "chain_coins",        # Urbanism: coins each time you build through a chain
    "points_per_token",   # Mathematics: points per progress token
})


class Item:
    """One card, wonder or progress token, its effects compiled to plain fields."""

    __slots__ = (
        "id", "name", "age", "color", "cost_coins", "cost", "chain_from", "chain_to",
        "produce", "choice_raw", "choice_goods", "trade_mask", "points", "shields",
        "science", "coins", "coins_per", "majority_points", "majority_coins",
        "opponent_loses", "extra_turn", "destroy", "build_discarded", "draw_tokens",
        "discount_on", "discount", "receive_trade", "red_bonus", "wonders_extra_turn",
        "chain_coins", "points_per_token", "makes_production", "changes_rules", "gives_coins",
        "produced", "effects",
    )

    def __init__(self, ident: int, name: str) -> None:
        self.id = ident
        self.name = name
        self.age = 0
        self.color = -1
        self.cost_coins = 0
        self.cost: tuple[int, ...] = (0, 0, 0, 0, 0)
        self.chain_from = -1
        self.chain_to = -1
        self.produce: tuple[int, ...] = (0, 0, 0, 0, 0)
        self.produced: tuple[tuple[int, int], ...] = ()
        self.choice_raw = 0
        self.choice_goods = 0
        self.trade_mask = 0
        self.points = 0
        self.shields = 0
        self.science = -1
        self.coins = 0
        self.coins_per: tuple[tuple[int, ...], int] | None = None
        self.majority_points: tuple[tuple[int, ...], int, int] | None = None
        self.majority_coins: tuple[tuple[int, ...], int] | None = None
        self.opponent_loses = 0
        self.extra_turn = False
        self.destroy = -1
        self.build_discarded = False
        self.draw_tokens = 0
        self.discount_on = -1   # BLUE, or COUNT_WONDERS for wonders
        self.discount = 0
        self.receive_trade = False
        self.red_bonus = 0
        self.wonders_extra_turn = False
        self.chain_coins = 0
        self.points_per_token = 0
        self.makes_production = False
        self.changes_rules = False
        self.gives_coins = False
        self.effects: list[dict[str, Any]] = []

    def __repr__(self) -> str:
        return f"<{self.name}>"


def _count_spec(names: list[str], where: str) -> tuple[int, ...]:
    try:
        return tuple(COUNT_NAMES[n] for n in names)
    except KeyError as exc:
        raise ValueError(f"{where}: unknown count {exc.args[0]!r}") from None


def _res(name: str, where: str) -> int:
    try:
        return RESOURCES.index(name)
    except ValueError:
        raise ValueError(f"{where}: unknown resource {name!r}") from None


def _one_of(eff: dict[str, Any], where: str) -> dict[str, Any]:
    """One of several resources each turn: all raw materials or all goods."""
    res = sorted(_res(r, where) for r in eff["resources"])
    if res == [WOOD, CLAY, STONE]:
        return {"choice_raw": 1}
    if res == [GLASS, PAPYRUS]:
        return {"choice_goods": 1}
    raise ValueError(f"{where}: produce_one_of must be all raw or all goods")


def _produce(eff: dict[str, Any], where: str) -> dict[str, Any]:
    vector = [0] * 5
    vector[_res(eff["resource"], where)] = eff["amount"]
    return {"produce": tuple(vector)}


def _amount(field: str) -> Callable[[dict[str, Any], str], dict[str, Any]]:
    return lambda eff, where: {field: eff["amount"]}


def _flag(field: str) -> Callable[[dict[str, Any], str], dict[str, Any]]:
    return lambda eff, where: {field: True}


ADD, SET, OR = "add", "set", "or"
#: How each effect kind (``EFFECT_KINDS``) is read into an ``Item``'s fields: (how the
#: value combines with the field's: added, set or or-ed, the reader: effect, item
#: name -> {field: value}). Numbers and production vectors add up over an item's
#: effects; the trading mask ors; everything else is set.
EFFECT_READERS: dict[str, tuple[str, Callable[[dict[str, Any], str], dict[str, Any]]]] = {
    "produce": (ADD, _produce),
    "produce_one_of": (ADD, _one_of),
    "trade_at_1": (OR, lambda eff, where: {"trade_mask": sum(
        1 << r for r in {_res(x, where) for x in eff["resources"]})}),
    "points": (ADD, _amount("points")),
    "shields": (ADD, _amount("shields")),
    "science": (SET, lambda eff, where: {"science": SCIENCE.index(eff["symbol"])}),
    "coins": (ADD, _amount("coins")),
    "coins_per": (SET, lambda eff, where: {"coins_per": (
        _count_spec(eff["count"], where), eff["amount"])}),
    "majority_points": (SET, lambda eff, where: {"majority_points": (
        _count_spec(eff["count"], where), eff["amount"], eff.get("per", 1))}),
    "majority_coins": (SET, lambda eff, where: {"majority_coins": (
        _count_spec(eff["count"], where), eff["amount"])}),
    "opponent_loses": (ADD, _amount("opponent_loses")),
    "extra_turn": (SET, _flag("extra_turn")),
    "destroy": (SET, lambda eff, where: {"destroy": COLORS.index(eff["color"])}),
    "build_discarded": (SET, _flag("build_discarded")),
    "draw_tokens": (SET, _amount("draw_tokens")),
    "discount": (SET, lambda eff, where: {"discount_on": COUNT_NAMES[eff["on"]],
                                          "discount": eff["amount"]}),
    "receive_trade": (SET, _flag("receive_trade")),
    "red_shield_bonus": (SET, _amount("red_bonus")),
    "wonders_extra_turn": (SET, _flag("wonders_extra_turn")),
    "chain_coins": (SET, _amount("chain_coins")),
    "points_per_token": (SET, _amount("points_per_token")),
}
assert set(EFFECT_READERS) == EFFECT_KINDS


def _read_effect(item: Item, eff: dict[str, Any]) -> None:
    kind = eff.get("kind")
    if kind not in EFFECT_READERS:
        raise ValueError(f"{item.name}: unknown effect kind {kind!r}")
    how, read = EFFECT_READERS[kind]
    for field, value in read(eff, item.name).items():
        old = getattr(item, field)
        if how == ADD:
            value = (tuple(a + b for a, b in zip(old, value)) if isinstance(old, tuple)
                     else old + value)
        elif how == OR:
            value = old | value
        setattr(item, field, value)


def _compile(item: Item, raw: dict[str, Any], chains: dict[str, int]) -> None:
    """Read an item's cost, chain symbols and effects (``EFFECT_READERS``) into its
    fields, then the flags the rules test first (``makes_production``...)."""
    cost = [0] * 5
    for key, n in raw.get("cost", {}).items():
        if key == "coins":
            item.cost_coins = n
        else:
            cost[_res(key, item.name)] += n
    item.cost = tuple(cost)
    if "chain_from" in raw:
        item.chain_from = chains.setdefault(raw["chain_from"], len(chains))
    if "chain_to" in raw:
        item.chain_to = chains.setdefault(raw["chain_to"], len(chains))
    item.effects = list(raw.get("effects", []))
    for eff in item.effects:
        _read_effect(item, eff)
    #: the resources it makes, (resource, units) each, for the rules' loop
    item.produced = tuple((r, n) for r, n in enumerate(item.produce) if n)
    item.makes_production = bool(any(item.produce) or item.choice_raw or item.choice_goods
                                 or item.trade_mask or item.discount)
    item.gives_coins = bool(item.coins or item.coins_per or item.majority_coins)
    item.changes_rules = bool(item.receive_trade or item.red_bonus or item.wonders_extra_turn
                              or item.chain_coins)


class DuelData:
    """All Duel facts: cards (ids 0..72), wonders (0..11), tokens (0..9), layouts."""

    def __init__(self, raw: dict[str, Any]) -> None:
        if raw.get("format") != "wonders-duel-data":
            raise ValueError("not a Duel data file")
        self.raw = raw
        self.chain_symbols: dict[str, int] = {}
        self.cards: list[Item] = []
        for i, c in enumerate(raw["cards"]):
            item = Item(i, c["name"])
            item.age = c["age"]
            item.color = COLORS.index(c["color"])
            _compile(item, c, self.chain_symbols)
            self.cards.append(item)
        self.wonders: list[Item] = []
        for i, w in enumerate(raw["wonders"]):
            item = Item(i, w["name"])
            _compile(item, w, self.chain_symbols)
            self.wonders.append(item)
        self.tokens: list[Item] = []
        for i, t in enumerate(raw["tokens"]):
            item = Item(i, t["name"])
            _compile(item, t, self.chain_symbols)
            self.tokens.append(item)
        self.layouts: dict[int, list[list[int]]] = {
            int(k): v for k, v in raw["layouts"].items()}
        setup = raw["setup"]
        self.start_coins: int = setup["coins"]
        self.board_tokens: int = setup["board_tokens"]
        self.removed_per_age: int = setup["removed_per_age"]
        self.guilds_in_age_3: int = setup["guilds_in_age_3"]
        self.draft_group_size: int = setup["draft_group_size"]
        self.max_wonders_built: int = setup["max_wonders_built"]
        self.discard_coins: int = raw["discard"]["coins"]
        self.trade_base: int = raw["trading"]["base"]
        self.capital: int = raw["military"]["capital"]
        self.zones = raw["military"]["zones"]
        self.supremacy: int = raw["science"]["supremacy"]
        #: cards of each age (Age III without the guilds) and the guilds
        self.age_cards: dict[int, list[int]] = {1: [], 2: [], 3: []}
        self.guilds: list[int] = []
        for c in self.cards:
            (self.guilds if c.color == PURPLE else self.age_cards[c.age]).append(c.id)
        self._card_names = [c.name for c in self.cards]
        self._wonder_names = [w.name for w in self.wonders]
        self._token_names = [t.name for t in self.tokens]
        self._card_ids = {c.name.lower(): c.id for c in self.cards}
        self._wonder_ids = {w.name.lower(): w.id for w in self.wonders}
        for w in self.wonders:  # "Pyramids" for "The Pyramids"
            if w.name.lower().startswith("the "):
                self._wonder_ids.setdefault(w.name.lower()[4:], w.id)
        self.first_game = [[self.wonder_id(n) for n in group]
                           for group in raw["first_game_wonders"]]
        self._token_ids = {t.name.lower(): t.id for t in self.tokens}

    @staticmethod
    def _match(table: dict[str, int], name: str) -> int | None:
        """The id ``name`` names in ``table`` (any case, hyphens and spacing aside)."""
        hit = table.get(name.lower())
        if hit is not None:
            return hit
        key = " ".join(name.lower().replace("-", " ").split())
        hit = table.get(key)
        return table.get(key.replace(" ", "")) if hit is None else hit

    @staticmethod
    def _find(kind: str, table: dict[str, int], names: list[str], name: Any) -> int:
        if not isinstance(name, str):
            raise UnknownNameError(kind, str(name), [])
        hit = table.get(name.lower())  # the usual case, first
        if hit is None:
            hit = DuelData._match(table, name)
        if hit is None:
            key = " ".join(name.lower().replace("-", " ").split())
            sugg = local.suggest(name, names, GAME_ID)
            if not sugg:
                lower = {n.lower(): n for n in names}
                sugg = [lower[s] for s in difflib.get_close_matches(key, list(lower), 3, 0.5)]
            raise UnknownNameError(kind, name, sugg)
        return hit

    def card_id(self, name: Any) -> int:
        """The id of a card by name, case-insensitive (UnknownNameError if none, with
        suggestions drawn on the rulebooks' local names too)."""
        return self._find("card", self._card_ids, self._card_names, name)

    def wonder_id(self, name: Any) -> int:
        """The id of a wonder by name, case-insensitive, "The" optional."""
        return self._find("wonder", self._wonder_ids, self._wonder_names, name)

    def token_id(self, name: Any) -> int:
        """The id of a progress token by name, case-insensitive."""
        return self._find("progress token", self._token_ids, self._token_names, name)

    def english(self, kind: str, name: Any) -> Any:
        """``name`` of a ``kind`` ("card", "wonder" or "token") as an English position
        writes it: as given if it is an English name, else the English name of what
        a rulebook prints as ``name`` (``engine.names``: "Timmeranläggning",
        "Kolossen", "Ekonomi"), else as given."""
        table, names = {"card": (self._card_ids, self._card_names),
                        "wonder": (self._wonder_ids, self._wonder_names),
                        "token": (self._token_ids, self._token_names)}[kind]
        if not isinstance(name, str) or self._match(table, name) is not None:
            return name
        return local.english_name(name, names, GAME_ID) or name


def load(name: str = "duel.json") -> DuelData:
    """Read and compile the Duel data file."""
    return DuelData(json.loads(read_text(name)))


DATA = load()
CARDS = DATA.cards
WONDERS = DATA.wonders
TOKENS = DATA.tokens
