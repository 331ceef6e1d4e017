"""What made each cell of the score pad: the lines a player reads when opening a cell.

Rulebook, "Einde van het spel": each column is counted from the city as it stands at
the end: the conflict tokens, 1 point per 3 coins, the wonder stages' points, the blue
cards' points, the science symbols (each count squared, plus 7 per set of three
different; a symbol of choice as it scores most), the yellow cards' and the guilds'
points per element counted. ``score_lines`` gives, per column, lines of
``{"what": words, "points": n, "card": name}`` whose points add up to the column's
total (``scoring.score_city``; a test holds them to it), ``card`` naming the building
a line is for (no ``card`` on a line of tokens, coins, symbols or a wonder stage).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..words import say
from .data import ALL_CARDS
from .effect_hooks import count_where
from .effects import Gain
from .scoring import CITIES_CATEGORIES, mask_copies, science_points

AGE_OF_VICTORY = {1: say("Age I"), 3: say("Age II"), 5: say("Age III")}
#: what a gain counts: its kind ("red card") and the templates of a count of it
COUNTED = {
    "brown": (say("brown card"), say("{n} brown card"), say("{n} brown cards")),
    "grey": (say("grey card"), say("{n} grey card"), say("{n} grey cards")),
    "blue": (say("blue card"), say("{n} blue card"), say("{n} blue cards")),
    "yellow": (say("yellow card"), say("{n} yellow card"), say("{n} yellow cards")),
    "red": (say("red card"), say("{n} red card"), say("{n} red cards")),
    "green": (say("green card"), say("{n} green card"), say("{n} green cards")),
    "purple": (say("purple card"), say("{n} purple card"), say("{n} purple cards")),
    "black": (say("black card"), say("{n} black card"), say("{n} black cards")),
    "stage": (say("wonder stage"), say("{n} wonder stage"), say("{n} wonder stages")),
    "defeat": (say("defeat token"), say("{n} defeat token"), say("{n} defeat tokens")),
    "wonder": (say("finished wonder"), say("{n} finished wonder"),
               say("{n} finished wonders")),
    "victory": (say("victory token"), say("{n} victory token"), say("{n} victory tokens")),
}
SYMBOL_WORDS = (say("compass"), say("gear"), say("tablet"))


def counted_words(what: str, n: int) -> str:
    """"3 red cards", "2 wonder stages"."""
    _kind, one, many = COUNTED[what]
    return say(one if n == 1 else many, n=n)


def joined(parts: list[str], template: str) -> str:
    """Parts of one sentence joined by a ``template`` of ``{first}`` and ``{rest}``
    ("{first} and {rest}"): "a and b and c"."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = say(template, first=part, rest=out)
    return out


def line(what: str, points: int, card: str | None = None) -> dict[str, Any]:
    return {"what": what, "points": points, "card": card} if card else {"what": what,
                                                                         "points": points}


def military_lines(city) -> list[dict[str, Any]]:
    """One line per kind of token: "2 victories in Age III (+5 each)", "1 defeat"."""
    out = []
    for value, k in sorted(Counter(city.conflict).items(), key=lambda kv: -kv[0]):
        if value < 0:
            text = (say("{n} defeat token ({points} each)", n=k, points=value) if k == 1
                    else say("{n} defeat tokens ({points} each)", n=k, points=value))
            out.append(line(text, value * k))
        else:
            age = AGE_OF_VICTORY.get(value, f"+{value}")
            text = (say("{n} victory in {age} (+{points} each)", n=k, age=age, points=value)
                    if k == 1 else
                    say("{n} victories in {age} (+{points} each)", n=k, age=age, points=value))
            out.append(line(text, value * k))
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
    out = [line(_symbol(SYMBOL_WORDS[i], n, _sources(copied[i], n - base[i])), n * n)
           for i, n in enumerate(best) if n]
    sets = min(best)
    if sets:
        text = (say("{n} set of three different (7 each)", n=sets) if sets == 1 else
                say("{n} sets of three different (7 each)", n=sets))
        out.append(line(text, 7 * sets))
    return out


def _symbol(symbol: str, n: int, sources: str) -> str:
    """"gear ×2: 2×2", "gear ×2 (1 by choice): 2×2"."""
    if sources:
        return say("{symbol} ×{n} ({sources}): {n}×{n}", symbol=symbol, n=n, sources=sources)
    return say("{symbol} ×{n}: {n}×{n}", symbol=symbol, n=n)


def _sources(masked: int, chosen: int) -> str:
    """"1 copied by a mask, 1 by choice": where symbols not on the city's cards come
    from ("" when all are its own)."""
    copies = ("" if not masked else say("{n} copied by a mask", n=masked) if masked == 1
              else say("{n} copied by masks", n=masked))
    if not chosen:
        return copies
    if copies:
        return say("{copied}, {n} by choice", copied=copies, n=chosen)
    return say("{n} by choice", n=chosen)


def treasury_lines(city) -> list[dict[str, Any]]:
    """"8 coins ÷ 3" and, with Cities, "3 debt tokens (-1 each)"."""
    out = ([line(say("{n} coins ÷ 3", n=city.coins), city.coins // 3)]
           if city.coins >= 3 else [])
    if city.debt:
        k = city.debt
        text = (say("{n} debt token (-1 each)", n=k) if k == 1
                else say("{n} debt tokens (-1 each)", n=k))
        out.append(line(text, -k))
    return out


def gain_line(cities: list, p: int, name: str, gain: Gain) -> dict[str, Any]:
    """"Lighthouse: 1 per yellow card in the city, 4 counted"."""
    counts = [(w, count_where(cities, p, w, gain.where)) for w in gain.counted]
    total = sum(n for _, n in counts)
    args = {"card": name, "amount": gain.amount, "counted": joined(
        [counted_words(w, n) for w, n in counts], "{first} and {rest}"),
        "kinds": joined([COUNTED[w][0] for w in gain.counted], "{first} or {rest}")}
    if gain.where == "self":
        text = say("{card}: {amount} per {kinds} in the city ({counted})", **args)
    elif gain.where == "neighbours":
        text = say("{card}: {amount} per {kinds} in the neighbours' cities ({counted})", **args)
    else:
        text = say("{card}: {amount} per {kinds} in the city and its neighbours' ({counted})",
                   **args)
    return line(text, gain.amount * total)


def score_lines(cities: list, p: int) -> dict[str, list[dict[str, Any]]]:
    """Per column of ``p``'s score pad (``scoring.CITIES_CATEGORIES``; the black row
    empty without the expansion), the lines that make it (empty: 0 points)."""
    city = cities[p]
    out: dict[str, list[dict[str, Any]]] = {c: [] for c in CITIES_CATEGORIES}
    out["military"] = military_lines(city)
    out["treasury"] = treasury_lines(city)
    for i, stage in enumerate(city.wonder.stages[:city.stages], 1):
        pts = sum(e.points for e in stage.effects)
        if pts:
            out["wonder"].append(line(say("{wonder} stage {n}", wonder=city.wonder.name, n=i), pts))
    ids = city.cards + ([city.copied] if city.copied >= 0 else [])
    wild = city.science_any
    for cid in ids:
        card = ALL_CARDS[cid]
        name = say("{card} (copied)", card=card.name) if cid == city.copied else card.name
        flat = sum(e.points for e in card.effects)
        if flat:
            out[_flat_column(card)].append(line(name, flat, card.name))
        for e in card.effects:
            if e.scores_counted:
                col = "black" if card.is_black else "guilds" if card.is_guild else "commercial"
                out[col].append({**gain_line(cities, p, name, e), "card": card.name})
            elif cid == city.copied:
                wild += e.wild
    copied = mask_copies(cities, p) if city.masks else (0, 0, 0)
    out["science"] = science_lines(list(city.science), wild, copied)
    return out


def _flat_column(card) -> str:
    """The row of a card's printed points: black cards', blue ones' (civilian), the
    rest's (guilds)."""
    return "black" if card.is_black else "civilian" if card.colour == "blue" else "guilds"
