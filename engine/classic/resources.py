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


def _own_residuals(need: Counts, choices: Choices) -> set[Counts]:
    """What is still missing after the player's own either/or cards, for every use of them."""
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
    # keep only the minimal residuals (a residual that needs more of everything is useless)
    res = sorted(out, key=sum)
    minimal: list[Counts] = []
    for r in res:
        if not any(all(a <= b for a, b in zip(m, r)) for m in minimal):
            minimal.append(r)
    return set(minimal)


def _buy_costs(
    need: Counts,
    left: Production,
    right: Production,
    lprice: Counts,
    rprice: Counts,
) -> set[tuple[int, int]]:
    """Every (coins to left, coins to right) that buys ``need`` from the neighbours."""
    if not left.choices and not right.choices:
        return _buy_fixed(need, left.fixed, right.fixed, lprice, rprice)
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


_CACHE: dict[tuple, tuple[tuple[int, int], ...]] = {}
_CACHE_LIMIT = 1 << 17


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
    Results are memoised on (cost, productions, prices): cities change slowly.
    """
    mask = _MASKS.get(cost)
    if mask is None:
        mask = _MASKS[cost] = sum(1 << i for i, c in enumerate(cost) if c)
    own, left, right = project(own, mask), project(left, mask), project(right, mask)
    key = (cost, own.id, left.id, right.id, lprice, rprice)
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        found = _CACHE[key] = _payment_options(cost, own, left, right, lprice, rprice)
    return found


_MASKS: dict[Counts, int] = {}
_PROJECTED: dict[tuple[int, int], Production] = {}


def project(prod: Production, mask: int) -> Production:
    """``prod`` seen only through the resources in ``mask`` (a bit per resource).

    Only the resources a cost names matter for paying it; projecting makes payment
    look-ups shared across the many cities that differ elsewhere. A choice reduced to
    one resource becomes a fixed one.
    """
    key = (prod.id, mask)
    found = _PROJECTED.get(key)
    if found is None:
        fixed = [f if mask >> i & 1 else 0 for i, f in enumerate(prod.fixed)]
        rest = []
        for c in prod.choices:
            c = tuple(r for r in c if mask >> r & 1)
            if len(c) == 1:
                fixed[c[0]] += 1
            elif c:
                rest.append(c)
        found = _PROJECTED[key] = Production.make(tuple(fixed), tuple(rest))  # type: ignore[arg-type]
    return found


def _payment_options(
    cost: Counts,
    own: Production,
    left: Production,
    right: Production,
    lprice: Counts,
    rprice: Counts,
) -> tuple[tuple[int, int], ...]:
    need = tuple(max(0, c - f) for c, f in zip(cost, own.fixed))
    if not any(need):
        return ((0, 0),)
    relevant = tuple(c for c in own.choices if any(need[r] for r in c))
    if not relevant:
        return pareto(_buy_costs(need, left, right, lprice, rprice))  # type: ignore[arg-type]
    costs: set[tuple[int, int]] = set()
    for rest in _own_residuals(need, relevant):  # type: ignore[arg-type]
        if not any(rest):
            return ((0, 0),)
        costs |= _buy_costs(rest, left, right, lprice, rprice)
    return pareto(costs)
