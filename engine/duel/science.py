"""Science and progress tokens ("Vetenskap & utveckling", "Utvecklingsmarkörer").

Seven scientific symbols exist: six on green cards (each on exactly two cards) and
Law's on a progress token. Each time a player gathers a pair of identical symbols
they take a progress token from the board at once (one per pair, if any is left);
six different symbols win the game at once (scientific supremacy).
"""

from __future__ import annotations

from .data import DATA, TOKENS

SUPREMACY: int = DATA.supremacy
NOTHING, PAIR, SUPREMACY_WIN = range(3)


def distinct(symbols: list[int]) -> int:
    """How many different symbols a city has (``symbols[i]``: count of symbol i)."""
    return sum(1 for n in symbols if n)


def after_symbol(symbols: list[int], symbol: int) -> int:
    """What gaining ``symbol`` (already counted in ``symbols``) brings about."""
    if distinct(symbols) >= SUPREMACY:
        return SUPREMACY_WIN
    if symbols[symbol] == 2:
        return PAIR
    return NOTHING


def progress_points(tokens: list[int]) -> int:
    """Points of a city's progress tokens: Agriculture 4, Philosophy 7, Mathematics
    3 per token (itself included)."""
    n = len(tokens)
    return sum(TOKENS[t].points + TOKENS[t].points_per_token * n for t in tokens)
