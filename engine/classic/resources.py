"""Resources, production and the ways to pay for a cost (1st-edition trading rules).

Resources are indexed W S O C (raw materials) then G L P (manufactured goods).
A production is a fixed count per resource plus a tuple of "either/or" choices (a
card such as Tree Farm, Caravansery or Alexandria's stages yields one resource of
its choice each turn).

Trading (rulebook, "Commerce"): a player may buy from the two neighbours only what
their board, brown and grey cards produce, 2 coins a resource, 1 with a discount; an
either/or card sells either resource whatever its owner uses; a player cannot buy more
of a resource than the neighbour produces; selling does not stop the seller using it.
``payment_options`` lists every non-dominated way to pay, cheapest first.
"""

from __future__ import annotations

RESOURCES = "WSOCGLP"
RESOURCE_NAMES = ("wood", "stone", "ore", "clay", "glass", "loom", "papyrus")
RAW = (0, 1, 2, 3)
MANUFACTURED = (4, 5, 6)
NONE = (0, 0, 0, 0, 0, 0, 0)

Counts = tuple[int, int, int, int, int, int, int]
Choices = tuple[tuple[int, ...], ...]


def parse_letters(letters: str) -> Counts:
    """``"WWO"`` -> counts per resource (2 wood, 1 ore)."""
    counts = [0] * 7
    for ch in letters:
        i = RESOURCES.find(ch)
        if i < 0:
            raise ValueError(f"unknown resource letter {ch!r} in {letters!r}")
        counts[i] += 1
    return tuple(counts)  # type: ignore[return-value]


def letters(counts: Counts) -> str:
    """Counts per resource -> ``"WWO"``."""
    return "".join(RESOURCES[i] * n for i, n in enumerate(counts))


class Production:
    """Fixed counts plus either/or choices. Interned: equal productions are one object,
    numbered by ``id``, so that payment look-ups hash small ints (see ``make``)."""

    __slots__ = ("fixed", "choices", "id")
    _interned: dict[tuple, Production] = {}

    def __init__(self, fixed: Counts, choices: Choices, id: int):
        self.fixed = fixed
        self.choices = choices
        self.id = id

    @classmethod
    def make(cls, fixed: Counts = NONE, choices: Choices = ()) -> Production:
        choices = tuple(sorted(choices))
        key = (fixed, choices)
        prod = cls._interned.get(key)
        if prod is None:
            prod = cls._interned[key] = cls(fixed, choices, len(cls._interned))
        return prod

    def plus_fixed(self, counts: Counts) -> Production:
        return Production.make(tuple(a + b for a, b in zip(self.fixed, counts)), self.choices)

    def plus_choice(self, options: tuple[int, ...]) -> Production:
        return Production.make(self.fixed, self.choices + (options,))

    def __hash__(self) -> int:
        return self.id

    def to_json(self) -> dict:
        return {
            "fixed": letters(self.fixed),
            "choices": ["/".join(RESOURCES[i] for i in c) for c in self.choices],
        }


EMPTY = Production.make()


FREE: tuple[tuple[int, int], ...] = ((0, 0),)  # the city makes it all


def payment_options(
    cost: Counts,
    own: Production,
    left: Production,
    right: Production,
    lprice: Counts,
    rprice: Counts,
) -> tuple[tuple[int, int], ...]:
    """Every non-dominated way to get ``cost`` as (coins to left, coins to right).

    ``own`` is everything the player produces; ``left``/``right`` what the neighbours
    may sell (board resource, brown and grey cards). ``()`` means it cannot be had at
    any price; ``((0, 0),)`` means the city makes it all. Coins are not checked here.

    Two steps, each memoised on small keys so that most look-ups are shared between
    cities and games: what the player still lacks after its own production (by cost
    and the own production as far as it helps, see ``restrict``), then the ways to buy
    each such residual (by residual, the neighbours as far as they can help, prices).
    """
    residuals = own_residuals(cost, own)
    if len(residuals) == 1:
        need = residuals[0]
        return buy_options(need, left, right, lprice, rprice) if any(need) else FREE
    costs: set[tuple[int, int]] = set()
    for need in residuals:
        costs.update(buy_options(need, left, right, lprice, rprice))
    return pareto(costs)


_RESTRICTED: dict[tuple, Production] = {}
_RESIDUALS: dict[tuple, tuple[Counts, ...]] = {}
_BUYS: dict[tuple, tuple[tuple[int, int], ...]] = {}
_CACHE_LIMIT = 1 << 20  # per memo table; a full table is emptied (results never change)


def restrict(prod: Production, need: Counts) -> Production:
    """``prod`` seen only as far as it can help towards ``need``.

    Counts are capped at the need; an either/or option drops out when the fixed
    production already covers that resource (or it is not needed), and a choice left
    with one option becomes fixed. Using or buying the production and its restriction
    gives the same ways to pay, so payment memos keyed by restrictions are shared by
    the many cities that differ elsewhere.
    """
    key = (prod.id, need)
    found = _RESTRICTED.get(key)
    if found is None:
        if len(_RESTRICTED) >= _CACHE_LIMIT:
            _RESTRICTED.clear()
        fixed = list(prod.fixed)
        choices = list(prod.choices)
        while True:  # a choice turned fixed may make options of other choices useless
            rest = []
            for c in choices:
                c = tuple(r for r in c if fixed[r] < need[r])
                if len(c) == 1:
                    fixed[c[0]] += 1
                elif c:
                    rest.append(c)
            turned_fixed = len(rest) < len(choices)
            choices = rest
            if not turned_fixed:
                break
        capped = tuple(min(f, k) for f, k in zip(fixed, need))
        found = _RESTRICTED[key] = Production.make(capped, tuple(choices))  # type: ignore[arg-type]
    return found


def own_residuals(cost: Counts, own: Production) -> tuple[Counts, ...]:
    """The minimal amounts still to buy after the player's own production, one for each
    way of using its either/or cards that is not worse than another."""
    own = restrict(own, cost)
    key = (cost, own.id)
    found = _RESIDUALS.get(key)
    if found is None:
        if len(_RESIDUALS) >= _CACHE_LIMIT:
            _RESIDUALS.clear()
        need = tuple(c - f for c, f in zip(cost, own.fixed))  # fixed is capped at cost
        found = _RESIDUALS[key] = (
            _choice_residuals(need, own.choices) if own.choices else (need,))  # type: ignore[arg-type]
    return found


def _choice_residuals(need: Counts, choices: Choices) -> tuple[Counts, ...]:
    """What is still missing after the player's either/or cards, for every use of them
    (only minimal residuals: one that lacks more of everything is useless)."""
    out: set[Counts] = set()

    def go(i: int, rest: list[int]) -> None:
        if i == len(choices):
            out.add(tuple(rest))  # type: ignore[arg-type]
            return
        used = False
        for r in choices[i]:
            if rest[r]:
                used = True
                rest[r] -= 1
                go(i + 1, rest)
                rest[r] += 1
        if not used:
            go(i + 1, rest)

    go(0, list(need))
    minimal: list[Counts] = []
    for r in sorted(out, key=sum):
        if not any(all(a <= b for a, b in zip(m, r)) for m in minimal):
            minimal.append(r)
    return tuple(minimal)


def buy_options(
    need: Counts, left: Production, right: Production, lprice: Counts, rprice: Counts,
) -> tuple[tuple[int, int], ...]:
    """The non-dominated (left, right) coins that buy ``need`` from the neighbours."""
    left, right = restrict(left, need), restrict(right, need)
    key = (need, left.id, right.id, lprice, rprice)
    found = _BUYS.get(key)
    if found is None:
        if len(_BUYS) >= _CACHE_LIMIT:
            _BUYS.clear()
        if left.choices or right.choices:
            costs = _buy_costs(need, left, right, lprice, rprice)
        else:
            costs = _buy_fixed(need, left.fixed, right.fixed, lprice, rprice)
        found = _BUYS[key] = pareto(costs)
    return found


def _buy_costs(
    need: Counts,
    left: Production,
    right: Production,
    lprice: Counts,
    rprice: Counts,
) -> set[tuple[int, int]]:
    """Every (coins to left, coins to right) that buys ``need`` from the neighbours."""
    units = [r for r in range(7) for _ in range(need[r])]
    out: set[tuple[int, int]] = set()
    lfix = list(left.fixed)
    rfix = list(right.fixed)
    lch = left.choices
    rch = right.choices
    lused = [False] * len(lch)
    rused = [False] * len(rch)

    def go(k: int, lc: int, rc: int) -> None:
        if k == len(units):
            out.add((lc, rc))
            return
        r = units[k]
        if lfix[r]:
            lfix[r] -= 1
            go(k + 1, lc + lprice[r], rc)
            lfix[r] += 1
        else:
            for i, opts in enumerate(lch):
                if not lused[i] and r in opts:
                    lused[i] = True
                    go(k + 1, lc + lprice[r], rc)
                    lused[i] = False
        if rfix[r]:
            rfix[r] -= 1
            go(k + 1, lc, rc + rprice[r])
            rfix[r] += 1
        else:
            for i, opts in enumerate(rch):
                if not rused[i] and r in opts:
                    rused[i] = True
                    go(k + 1, lc, rc + rprice[r])
                    rused[i] = False

    go(0, 0, 0)
    return out


def _buy_fixed(
    need: Counts, lfix: Counts, rfix: Counts, lprice: Counts, rprice: Counts
) -> set[tuple[int, int]]:
    """``_buy_costs`` when neither neighbour has an either/or card: split each resource."""
    sums = {(0, 0)}
    for r in range(7):
        k = need[r]
        if not k:
            continue
        lo, hi = max(0, k - rfix[r]), min(k, lfix[r])
        if lo > hi:
            return set()
        splits = [(i * lprice[r], (k - i) * rprice[r]) for i in range(lo, hi + 1)]
        sums = {(a + x, b + y) for a, b in sums for x, y in splits}
    return sums


def pareto(costs: set[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The non-dominated (left, right) payments, cheapest first (then less to the left)."""
    ordered = sorted(costs, key=lambda c: (c[0] + c[1], c[0]))
    keep: list[tuple[int, int]] = []
    for c in ordered:
        if not any(k[0] <= c[0] and k[1] <= c[1] for k in keep):
            keep.append(c)
    return tuple(keep)
