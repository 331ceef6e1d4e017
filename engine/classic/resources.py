"""Resources, production and the ways to pay for a cost (1st-edition trading rules).

Resources are indexed W S O C (raw materials) then G L P (manufactured goods).
A production is a fixed count per resource plus a tuple of "either/or" choices (a
card such as Tree Farm, Caravansery or Alexandria's stages yields one resource of
its choice each turn).

Trading (rulebook, "Commerce"): a player may buy from the two neighbours only what
their board, brown and grey cards produce, 2 coins a resource, 1 with a discount; an
either/or card sells either resource whatever its owner uses; a player cannot buy more
of a resource than the neighbour produces; selling does not stop the seller using it.
``payment_options`` lists every non-dominated way to pay, cheapest first
(``packed_payments``: the same as interned ``Payments``, for the hot paths).
"""

from __future__ import annotations

from collections.abc import Iterator

from .buying import Options, _buy_costs, _buy_fixed, _choice_residuals, _options, pareto
from .counts import (
    GUARD,
    GUARDS,
    KEEP,
    MANUFACTURED,
    MAX_COUNT,
    NONE,
    RAW,
    RESOURCE_NAMES,
    RESOURCES,
    SEVENS,
    SHIFTS,
    Choices,
    Counts,
    deficit,
    letters,
    pack,
    parse_letters,
    plus,
    present,
    unpack,
)

__all__ = [
    "EMPTY", "FREE", "FREE_PAYMENTS", "GUARD", "GUARDS", "KEEP", "MANUFACTURED",
    "MAX_COUNT", "NONE", "NOTHING", "RAW", "RESOURCE_NAMES", "RESOURCES", "SEVENS", "SHIFTS",
    "Choices", "Counts", "Options", "Payments", "Production", "buy_payments", "deficit",
    "letters", "pack", "packed_payments", "pareto", "parse_letters", "payment_options",
    "plus", "present", "reduce_choices", "unpack", "_buy_costs", "_buy_fixed",
    "_choice_residuals", "_options",
]


class Production:
    """Fixed counts plus either/or choices. Interned: equal productions are one object,
    numbered by ``id``, so that payment look-ups hash small ints (see ``make``)."""

    __slots__ = ("fixed", "choices", "id", "packed", "spare", "choice_masks", "most",
                 "lacks", "leaves")
    _interned: dict[tuple, Production] = {}

    def __init__(self, fixed: Counts, choices: Choices, id: int):
        self.fixed = fixed
        self.choices = choices
        self.id = id
        # for payments: the fixed counts packed (capped at 7, more never helps), and
        # each choice as the guard bits of its resources (see "Packed counts" below)
        packed = 0
        for shift, f in zip(SHIFTS, fixed):
            packed |= (f if f < MAX_COUNT else MAX_COUNT) << shift
        self.packed = packed
        self.spare = GUARDS - packed  # cost + spare == (cost | GUARDS) - packed
        self.choice_masks = masks = tuple(
            sum(GUARD << (4 * r) for r in set(c)) for c in choices)
        # the most of each resource it can make (each choice counted for all its options):
        # one unit more of each resource a choice offers, capped at 7 (``plus``)
        most = packed
        for m in masks:
            most = plus(most, m >> 3)
        self.most = most
        # with either/or cards, memos by packed cost (a city asks the same few costs):
        # what its owner still lacks (``residuals``), what a buyer is short of (``short_of``)
        self.lacks: dict[int, tuple[int, ...]] = {}
        self.leaves: dict[int, tuple[int, tuple[int, ...]]] = {}

    def residuals(self, need: int) -> tuple[int, ...]:
        """What the owner of this production still lacks of packed ``need`` (what its
        fixed units leave), for each useful way of using its either/or cards: only the
        minimal ones, fewest first; ``(0,)`` when it has it all."""
        found = self.lacks.get(need)
        if found is None:
            short, choices = reduce_choices(self.choice_masks, need)
            if not (short and choices):
                found = (short,)
            else:
                key = (short, choices)
                found = _RESIDUALS.get(key)
                if found is None:
                    if len(_RESIDUALS) >= _CACHE_LIMIT:
                        _RESIDUALS.clear()
                    found = _RESIDUALS[key] = _choice_residuals(short, choices)
            self.lacks[need] = found
        return found

    def short_of(self, need: int) -> tuple[int, tuple[int, ...]]:
        """What a buyer of packed ``need`` (what its fixed units leave) is still short of
        after this production's either/or cards with one useful resource, and its other
        either/or cards reduced to the resources still short."""
        found = self.leaves.get(need)
        if found is None:
            found = self.leaves[need] = reduce_choices(self.choice_masks, need)
        return found

    @classmethod
    def make(cls, fixed: Counts = NONE, choices: Choices = ()) -> Production:
        choices = tuple(sorted(choices))
        key = (fixed, choices)
        prod = cls._interned.get(key)
        if prod is None:
            prod = cls._interned[key] = cls(fixed, choices, len(cls._interned))
        return prod

    def plus_fixed(self, counts: Counts) -> Production:
        key = (self.id, counts)
        found = _PLUS_FIXED.get(key)
        if found is None:
            found = _PLUS_FIXED[key] = Production.make(
                tuple(a + b for a, b in zip(self.fixed, counts)), self.choices)  # type: ignore[arg-type]
        return found

    def plus_choice(self, options: tuple[int, ...]) -> Production:
        key = (self.id, options)
        found = _PLUS_CHOICE.get(key)
        if found is None:
            found = _PLUS_CHOICE[key] = Production.make(self.fixed, self.choices + (options,))
        return found

    def __hash__(self) -> int:
        return self.id

    def to_json(self) -> dict:
        return {
            "fixed": letters(self.fixed),
            "choices": ["/".join(RESOURCES[i] for i in c) for c in self.choices],
        }


# production + what a card adds, by (production id, counts or choice): cities grow
# along the same few paths
_PLUS_FIXED: dict[tuple, Production] = {}
_PLUS_CHOICE: dict[tuple, Production] = {}
EMPTY = Production.make()


FREE: tuple[tuple[int, int], ...] = ((0, 0),)  # the city makes it all


class Payments:
    """The non-dominated (left, right) payments of a cost, cheapest first. Interned
    (equal lists are one object, never freed), so that they are cheap to hash: cards
    keep the moves paying them by it (``moves.CardMoves``)."""

    __slots__ = ("options", "dearest", "cheapest")
    _interned: dict[Options, Payments] = {}

    def __init__(self, options: Options):
        self.options = options
        self.dearest = max((lo + ro for lo, ro in options), default=0)
        self.cheapest = sum(options[0]) if options else 0  # the first option's coins

    @classmethod
    def of(cls, options: Options) -> Payments:
        found = cls._interned.get(options)
        if found is None:
            found = cls._interned[options] = cls(options)
        return found

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return iter(self.options)

    def affordable(self, budget: int) -> Options:
        """The options that cost at most ``budget`` coins."""
        return self.options[:self.count(budget)]

    def count(self, budget: int) -> int:
        """How many options (the cheapest) cost at most ``budget`` coins."""
        if self.dearest <= budget:
            return len(self.options)
        k = 0
        for lo, ro in self.options:
            if lo + ro > budget:
                break
            k += 1
        return k


NOTHING = Payments.of(())  # cannot be had at any price
FREE_PAYMENTS = Payments.of(FREE)


def payment_options(
    cost: Counts,
    own: Production,
    left: Production,
    right: Production,
    lprice: Counts,
    rprice: Counts,
) -> Options:
    """Every non-dominated way to get ``cost`` as (coins to left, coins to right).

    ``own`` is everything the player produces; ``left``/``right`` what the neighbours
    may sell (board resource, brown and grey cards). ``()`` means it cannot be had at
    any price; ``((0, 0),)`` means the city makes it all. Coins are not checked here.
    """
    return packed_payments(pack(cost), own, left, right, pack(lprice), pack(rprice)).options


_RESIDUALS: dict[tuple, tuple[int, ...]] = {}
_BUYS: dict[tuple, Payments] = {}
_CACHE_LIMIT = 1 << 17  # per memo table; a full table is emptied (results never change)


def packed_payments(
    cost: int, own: Production, left: Production, right: Production,
    lprice: int, rprice: int,
) -> Payments:
    """``payment_options`` with cost and prices packed, as interned ``Payments``.

    Two steps, each memoised on keys that leave out whatever cannot matter, so that
    most look-ups are shared by cities and games: what the player still lacks after its
    own production (one residual for each useful way of using its either/or cards),
    then the ways to buy a residual from the neighbours (``buy_payments``). (``deficit``
    is written out on this hot path.)
    """
    x = cost + own.spare  # deficit(cost, own.packed), written out
    need = x & KEEP[x & GUARDS]
    if not need:
        return FREE_PAYMENTS
    if own.choice_masks:
        residuals = own.lacks.get(need) or own.residuals(need)
        if len(residuals) > 1:
            costs: set[tuple[int, int]] = set()
            for need in residuals:
                costs.update(buy_payments(need, left, right, lprice, rprice).options)
            return Payments.of(pareto(costs))
        need = residuals[0]
        if not need:
            return FREE_PAYMENTS
    return buy_payments(need, left, right, lprice, rprice)


def reduce_choices(masks: tuple[int, ...], short: int) -> tuple[int, tuple[int, ...]]:
    """Either/or cards (as guard bits) reduced to the resources still lacking (packed
    ``short``). A card left with one of them is as good as a fixed unit of it and is
    taken off ``short``; one left with none is dropped. Returns the new ``short`` and
    the cards that still offer a choice.

    Memoised on (cards, ``short``): the productions' own memos (``lacks``, ``leaves``)
    start empty with each new production, but the same few either/or cards come back."""
    key = (masks, short)
    found = _REDUCED.get(key)
    if found is None:
        if len(_REDUCED) >= _CACHE_LIMIT:
            _REDUCED.clear()
        found = _REDUCED[key] = _reduce(masks, short)
    return found


_REDUCED: dict[tuple, tuple[int, tuple[int, ...]]] = {}


def _reduce(masks: tuple[int, ...], short: int) -> tuple[int, tuple[int, ...]]:
    """``reduce_choices`` worked out (on a memo miss)."""
    while True:
        useful = (short + SEVENS) & GUARDS  # present(short), written out
        rest = []
        folded = False
        for m in masks:
            m &= useful
            if m & (m - 1):  # two resources or more
                rest.append(m)
            elif m:
                x = (short | GUARDS) - (m >> 3)  # deficit(short, m >> 3), written out
                short = x & KEEP[x & GUARDS]
                folded = True
        if not folded:
            return short, tuple(rest)
        masks = tuple(rest)


def buy_payments(need: int, left: Production, right: Production, lprice: int,
                 rprice: int) -> Payments:
    """The non-dominated (left, right) coins that buy packed ``need`` from the neighbours.

    Memoised on what matters: the need, what each neighbour's production leaves short
    of it (fixed units, and either/or cards with a single useful resource), the
    neighbours' other either/or cards reduced to those resources, and the prices.
    """
    x = need + left.spare  # deficit(need, left.packed), written out
    lshort = x & KEEP[x & GUARDS]
    x = need + right.spare
    rshort = x & KEEP[x & GUARDS]
    lch = rch = ()
    if left.choice_masks:
        lshort, lch = left.leaves.get(lshort) or left.short_of(lshort)
    if right.choice_masks:
        rshort, rch = right.leaves.get(rshort) or right.short_of(rshort)
    if not (lch or rch):
        # the two together make less than needed of some resource: the left is short
        # of more than the right makes (lshort > need - rshort), a guard bit borrowed
        if (((need - rshort) | GUARDS) - lshort) & GUARDS != GUARDS:
            return NOTHING
    key: tuple = (need, lshort, rshort, lprice, rprice)
    if lch or rch:
        key += (lch, rch)
    found = _BUYS.get(key)
    if found is None:
        if len(_BUYS) >= _CACHE_LIMIT:
            _BUYS.clear()
        found = _BUYS[key] = Payments.of(_buy(*key))
    return found


def _buy(need: int, lshort: int, rshort: int, lprice: int, rprice: int,
         lch: tuple[int, ...] = (), rch: tuple[int, ...] = ()) -> Options:
    """``buy_options`` worked out (on a memo miss) from its key."""
    counts = unpack(need)
    lfix, rfix = unpack(need - lshort), unpack(need - rshort)
    lp, rp = unpack(lprice), unpack(rprice)
    if lch or rch:
        return pareto(_buy_costs(counts, lfix, rfix, _options(lch), _options(rch), lp, rp))
    # without either/or cards the payments are the sums of each resource's splits
    # between the two sides, whichever resource it is: memoised on the splits, sorted
    # (a need of 2 wood and one of 2 stone, each sold alike, pay alike)
    splits = tuple(sorted([(k, lfix[r], rfix[r], lp[r], rp[r])
                           for r, k in enumerate(counts) if k]))
    found = _SPLITS.get(splits)
    if found is None:
        if len(_SPLITS) >= _CACHE_LIMIT:
            _SPLITS.clear()
        found = _SPLITS[splits] = pareto(_buy_fixed(counts, lfix, rfix, lp, rp))
    return found


_SPLITS: dict[tuple, Options] = {}
