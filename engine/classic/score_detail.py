"""What made each cell of the score pad: the lines a player reads when opening a cell.

Rulebook, "Einde van het spel": each column is counted from the city as it stands at
the end: the conflict tokens, 1 point per 3 coins, the wonder stages' points, the blue
cards' points, the science symbols (each count squared, plus 7 per set of three
different; a symbol of choice as it scores most), the yellow cards' and the guilds'
points per element counted. ``score_lines`` gives, per column, lines of
``{"what": words, "points": n}`` whose points add up to the column's total
(``scoring.score_city``); a test holds them to it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .data import ALL_CARDS
from .effects import Gain, Points, Science
from .scoring import CITIES_CATEGORIES, count_where, mask_copies, science_points

AGE_OF_VICTORY = {1: "Age I", 3: "Age II", 5: "Age III"}
COUNTED_WORDS = {"stage": ("wonder stage", "wonder stages"),
                 "defeat": ("defeat token", "defeat tokens"),
                 "wonder": ("finished wonder", "finished wonders"),
                 "victory": ("victory token", "victory tokens")}
WHERE_WORDS = {"self": "in the city", "neighbours": "in the neighbours' cities",
               "all": "in the city and its neighbours'"}


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def counted_words(what: str, n: int) -> str:
    """"3 red cards", "2 wonder stages"."""
    one, many = COUNTED_WORDS.get(what, (f"{what} card", f"{what} cards"))
    return plural(n, one, many)


def line(what: str, points: int) -> dict[str, Any]:
    return {"what": what, "points": points}


def military_lines(city) -> list[dict[str, Any]]:
    """One line per kind of token: "2 victories in Age III (+5 each)", "1 defeat"."""
    out = []
    for value, k in sorted(Counter(city.conflict).items(), key=lambda kv: -kv[0]):
        if value < 0:
            out.append(line(f"{plural(k, 'defeat token', 'defeat tokens')} ({value} each)",
                            value * k))
        else:
            age = AGE_OF_VICTORY.get(value, f"+{value}")
            out.append(line(f"{plural(k, 'victory', 'victories')} in {age} (+{value} each)",
                            value * k))
    return out


def science_lines(symbols: list[int], wild: int,
                  copied: tuple[int, int, int] = (0, 0, 0)) -> list[dict[str, Any]]:
    """The symbols (those the masks copy added, the wildcards placed as they score
    most), each count squared, and the sets of three."""
    base = [n + k for n, k in zip(symbols, copied)]
    best = list(base)
    if wild:
        best = max(([base[0] + a, base[1] + b, base[2] + wild - a - b]
                    for a in range(wild + 1) for b in range(wild + 1 - a)),
                   key=lambda c: science_points(*c))
    names = ("compass", "gear", "tablet")
    out = [line(f"{names[i]} ×{n}" + _sources(copied[i], n - base[i]) + f": {n}×{n}", n * n)
           for i, n in enumerate(best) if n]
    sets = min(best)
    if sets:
        out.append(line(f"{plural(sets, 'set', 'sets')} of three different (7 each)", 7 * sets))
    return out


def _sources(masked: int, chosen: int) -> str:
    """" (1 copied by a mask, 1 by choice)": where symbols not on the city's cards
    come from ("" when all are its own)."""
    parts = []
    if masked:
        parts.append(f"{masked} copied by {'a mask' if masked == 1 else 'masks'}")
    if chosen:
        parts.append(f"{chosen} by choice")
    return f" ({', '.join(parts)})" if parts else ""


def treasury_lines(city) -> list[dict[str, Any]]:
    """"8 coins ÷ 3" and, with Cities, "3 debt tokens (-1 each)"."""
    out = [line(f"{city.coins} coins ÷ 3", city.coins // 3)] if city.coins >= 3 else []
    if city.debt:
        out.append(line(f"{plural(city.debt, 'debt token', 'debt tokens')} (-1 each)",
                        -city.debt))
    return out


def gain_line(cities: list, p: int, name: str, gain: Gain) -> dict[str, Any]:
    """"Lighthouse: 1 per yellow card in the city, 4 counted"."""
    counts = [(w, count_where(cities, p, w, gain.where)) for w in gain.counted]
    total = sum(n for _, n in counts)
    what = " and ".join(counted_words(w, n) for w, n in counts)
    kinds = " or ".join(COUNTED_WORDS.get(w, (f"{w} card",))[0] for w in gain.counted)
    return line(f"{name}: {gain.amount} per {kinds} {WHERE_WORDS[gain.where]} "
                f"({what})", gain.amount * total)


def score_lines(cities: list, p: int) -> dict[str, list[dict[str, Any]]]:
    """Per column of ``p``'s score pad (``scoring.CITIES_CATEGORIES``; the black row
    empty without the expansion), the lines that make it (empty: 0 points)."""
    city = cities[p]
    out: dict[str, list[dict[str, Any]]] = {c: [] for c in CITIES_CATEGORIES}
    out["military"] = military_lines(city)
    out["treasury"] = treasury_lines(city)
    for i, stage in enumerate(city.wonder.stages[:city.stages], 1):
        pts = sum(e.amount for e in stage.effects if isinstance(e, Points))
        if pts:
            out["wonder"].append(line(f"{city.wonder.name} stage {i}", pts))
    ids = city.cards + ([city.copied] if city.copied >= 0 else [])
    wild = city.science_any
    for cid in ids:
        card = ALL_CARDS[cid]
        name = card.name + (" (copied)" if cid == city.copied else "")
        flat = sum(e.amount for e in card.effects if isinstance(e, Points))
        if flat:
            out[_flat_column(card)].append(line(name, flat))
        for e in card.effects:
            if isinstance(e, Gain) and e.what == "points":
                col = "black" if card.is_black else "guilds" if card.is_guild else "commercial"
                out[col].append(gain_line(cities, p, name, e))
            elif cid == city.copied and isinstance(e, Science) and e.symbol < 0:
                wild += 1
    copied = mask_copies(cities, p) if city.masks else (0, 0, 0)
    out["science"] = science_lines(list(city.science), wild, copied)
    return out


def _flat_column(card) -> str:
    """The row of a card's printed points: black cards', blue ones' (civilian), the
    rest's (guilds)."""
    return "black" if card.is_black else "civilian" if card.colour == "blue" else "guilds"
