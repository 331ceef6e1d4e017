"""The exhaustive searches behind a payment memo miss (``resources``): the uses of a
player's either/or cards, the ways to buy a need from two neighbours, and the
non-dominated (left, right) payments among them (rulebook, "Commerce")."""

from __future__ import annotations

from .counts import GUARD, Choices, Counts, pack, unpack

Options = tuple[tuple[int, int], ...]


def _options(masks: tuple[int, ...]) -> Choices:
    """Choices given as guard bits -> the resource indices of each."""
    return tuple(tuple(r for r in range(7) if m >> (4 * r) & GUARD) for m in masks)


def _choice_residuals(need: int, masks: tuple[int, ...]) -> tuple[int, ...]:
    """What is still missing (packed) after the player's either/or cards, for every use
    of them; only minimal residuals (one that lacks more of everything is useless)."""
    choices = _options(masks)
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

    go(0, list(unpack(need)))
    minimal: list[Counts] = []
    for r in sorted(out, key=sum):
        if not any(all(a <= b for a, b in zip(m, r)) for m in minimal):
            minimal.append(r)
    return tuple(pack(r) for r in minimal)


def _buy_costs(
    need: Counts,
    lfix: Counts,
    rfix: Counts,
    lch: Choices,
    rch: Choices,
    lprice: Counts,
    rprice: Counts,
) -> set[tuple[int, int]]:
    """Every (coins to left, coins to right) that buys ``need`` from neighbours making
    ``lfix``/``rfix`` plus the either/or cards ``lch``/``rch``."""
    units = [r for r in range(7) for _ in range(need[r])]
    out: set[tuple[int, int]] = set()
    lleft = list(lfix)
    rleft = list(rfix)
    lused = [False] * len(lch)
    rused = [False] * len(rch)

    def go(k: int, lc: int, rc: int) -> None:
        if k == len(units):
            out.add((lc, rc))
            return
        r = units[k]
        if lleft[r]:
            lleft[r] -= 1
            go(k + 1, lc + lprice[r], rc)
            lleft[r] += 1
        else:
            for i, opts in enumerate(lch):
                if not lused[i] and r in opts:
                    lused[i] = True
                    go(k + 1, lc + lprice[r], rc)
                    lused[i] = False
        if rleft[r]:
            rleft[r] -= 1
            go(k + 1, lc, rc + rprice[r])
            rleft[r] += 1
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


def pareto(costs: set[tuple[int, int]]) -> Options:
    """The non-dominated (left, right) payments, cheapest first (then less to the left)."""
    ordered = sorted(costs, key=lambda c: (c[0] + c[1], c[0]))
    keep: list[tuple[int, int]] = []
    for c in ordered:
        if not any(k[0] <= c[0] and k[1] <= c[1] for k in keep):
            keep.append(c)
    return tuple(keep)
