"""A player's city: wonder board, buildings, coins, and what they produce.

Derived figures (production, shields, trading prices) are kept up to date as
buildings and stages are added, so that legal moves are cheap to list.
"""

from __future__ import annotations

from .data import ALL_WONDERS, CARDS, Card, WonderSide
from .effect_hooks import PACKED_PRICES, PRICES, Effect
from .resources import EMPTY, RESOURCES, Production, pack

# the wonder stages' costs (resources packed, coins) in order, by (wonder, side)
STAGE_PLANS = {(w.name, w.side): tuple((pack(s.cost), s.cost_coins) for s in w.stages)
               for w in ALL_WONDERS.values()}
# what a wonder board makes, by the letter of its resource
BOARDS = {r: EMPTY.plus_fixed(tuple(int(x == r) for x in RESOURCES)) for r in RESOURCES}


class City:
    """One player's city. ``left``/``right`` discount flags set the trading prices."""

    __slots__ = (
        "wonder", "stages", "coins", "cards", "names", "under", "colours", "shields",
        "science", "science_any", "production", "sellable", "left_raw", "right_raw",
        "manufactured", "powers", "free_build_age", "conflict", "copied",
        "lprice", "rprice", "plan", "debt", "diplomacy", "masks", "dock", "extra",
        "extra_choices",
    )

    def __init__(self, wonder: WonderSide, coins: int = 3):
        self.wonder = wonder
        self.stages = 0
        self.coins = coins
        self.cards: list[int] = []
        self.names: set[str] = set()
        self.under: list[int] = []  # cards tucked under built stages
        self.colours: dict[str, int] = {}
        self.shields = 0
        self.science = [0, 0, 0]
        self.science_any = 0
        board = BOARDS[wonder.resource]
        self.production: Production = board  # everything the city makes for itself
        self.sellable: Production = board  # what neighbours may buy (board, brown, grey)
        self.left_raw = self.right_raw = self.manufactured = False
        self.lprice = self.rprice = PACKED_PRICES[False, False]  # the prices, packed
        self.plan = STAGE_PLANS[wonder.name, wonder.side]  # stage by stage: (packed, coins)
        self.powers: set[str] = set()
        self.free_build_age = 0  # the age in which Olympia's free build was used
        self.conflict: list[int] = []  # military tokens: +1/+3/+5 victories, -1 defeats
        self.copied: int = -1  # Olympia B: id of the guild copied at the end
        self.debt = 0  # Cities: debt tokens, -1 point each at the end, never repaid
        self.diplomacy = 0  # Cities: diplomacy tokens held, one spent per conflict sat out
        self.masks = 0  # Cities: science symbols to copy from the neighbours at the end
        self.dock = (0, 0)  # Cities: coins off the first purchase a turn (left, right)
        self.extra: tuple[str, ...] = ()  # Cities: Secret Warehouse / Black Market modes
        self.extra_choices: tuple[tuple[int, ...], ...] = ()  # the choices they add now

    def clone(self) -> City:
        c = City.__new__(City)
        c.wonder = self.wonder
        c.stages = self.stages
        c.coins = self.coins
        c.cards = self.cards[:]
        c.names = set(self.names)
        c.under = self.under[:]
        c.colours = dict(self.colours)
        c.shields = self.shields
        c.science = self.science[:]
        c.science_any = self.science_any
        c.production = self.production
        c.sellable = self.sellable
        c.left_raw = self.left_raw
        c.right_raw = self.right_raw
        c.manufactured = self.manufactured
        c.lprice = self.lprice
        c.rprice = self.rprice
        c.plan = self.plan
        c.powers = set(self.powers)
        c.free_build_age = self.free_build_age
        c.conflict = self.conflict[:]
        c.copied = self.copied
        c.debt = self.debt
        c.diplomacy = self.diplomacy
        c.masks = self.masks
        c.dock = self.dock
        c.extra = self.extra
        c.extra_choices = self.extra_choices
        return c

    # -- prices ------------------------------------------------------------------
    def left_prices(self) -> tuple[int, ...]:
        return PRICES[(self.left_raw, self.manufactured)]

    def right_prices(self) -> tuple[int, ...]:
        return PRICES[(self.right_raw, self.manufactured)]

    # -- growth ------------------------------------------------------------------
    def add_card(self, card: Card) -> None:
        """Place a building in the city (its lasting effects take hold at once)."""
        self.cards.append(card.id)
        self.names.add(card.name)
        self.colours[card.colour] = self.colours.get(card.colour, 0) + 1
        self._add_effects(card.effects, sellable=card.colour in ("brown", "grey"))

    def add_stage(self, card_id: int) -> tuple[Effect, ...]:
        """Build the next wonder stage with ``card_id`` tucked under it."""
        stage = self.wonder.stages[self.stages]
        self.stages += 1
        self.under.append(card_id)
        self._add_effects(stage.effects, sellable=False)
        return stage.effects

    def _add_effects(self, effects: tuple[Effect, ...], sellable: bool) -> None:
        """Each effect's lasting change (``Effect.build``); Secret Warehouse and Black
        Market follow the production."""
        for e in effects:
            e.build(self, sellable)
        if self.extra:
            self._refresh_extra()

    def _refresh_extra(self) -> None:
        """Secret Warehouse and Black Market: one more resource of the player's choice,
        among those its board, brown and grey cards make (``own``) or do not make
        (``missing``): what ``sellable`` makes (rulebook 003: yellow, white and black
        cards do not count). Recomputed as the city grows."""
        choices = list(self.production.choices)
        for old in self.extra_choices:
            choices.remove(old)
        made = {r for r in range(7) if self.sellable.fixed[r]}
        made.update(r for opts in self.sellable.choices for r in opts)
        new = []
        for mode in self.extra:
            opts = tuple(sorted(made if mode == "own" else set(range(7)) - made))
            if opts:
                new.append(opts)
        self.extra_choices = tuple(new)
        self.production = Production.make(self.production.fixed, tuple(choices + new))

    # -- counting ----------------------------------------------------------------
    def count(self, what: str) -> int:
        """How many of ``what`` the city has: a colour, ``stage``, ``defeat`` or
        ``victory`` tokens (whatever their value) or ``wonder`` (1 when every stage is
        built: Decorators Guild, 2nd edition)."""
        if what == "stage":
            return self.stages
        if what == "wonder":
            return int(self.stages == len(self.wonder.stages))
        if what == "defeat":
            return sum(1 for t in self.conflict if t < 0)
        if what == "victory":
            return sum(1 for t in self.conflict if t > 0)
        return self.colours.get(what, 0)

    def guilds(self) -> list[int]:
        return [c for c in self.cards if CARDS[c].is_guild]
