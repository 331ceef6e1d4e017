"""What made each cell of Duel's score pad ("Civilseger"): the lines a player reads on
opening a cell, whose points add up to it (``DuelState.scores``).

Rulebook: at the end of Age III each player counts the military track's zone the pawn
stands in, the points of its buildings (blue, green, yellow cards and the guilds, each
guild counting the cards of the city that has the most), its wonders, its progress
tokens, and 1 point per 3 coins. A tie goes to the most civilian (blue) points.
Each line is ``{"what": words, "points": n, "card": name}``, ``card`` naming the
building or wonder a line is for (none on the lines of the pawn, tokens and coins).
"""

from __future__ import annotations

from typing import Any

from ..words import say
from .city import count
from .data import CARDS, COLORS, COUNT_NAMES, TOKENS, WONDERS
from .military import military_points

COUNTED = {v: k for k, v in COUNT_NAMES.items()}
#: what a guild counts, one and several
KIND_WORDS = {"brown": (say("brown card"), say("brown cards")),
              "grey": (say("grey card"), say("grey cards")),
              "blue": (say("blue card"), say("blue cards")),
              "green": (say("green card"), say("green cards")),
              "yellow": (say("yellow card"), say("yellow cards")),
              "red": (say("red card"), say("red cards")),
              "purple": (say("purple card"), say("purple cards")),
              "wonders": (say("wonder"), say("wonders")),
              "coins": (say("coins"), say("coins"))}
#: a building's line: its name and its colour
BUILDING_LINES = {"brown": say("{card} (brown)"), "grey": say("{card} (grey)"),
                  "blue": say("{card} (blue)"), "green": say("{card} (green)"),
                  "yellow": say("{card} (yellow)"), "red": say("{card} (red)"),
                  "purple": say("{card} (purple)")}


def line(what: str, points: int, card: str | None = None) -> dict[str, Any]:
    return {"what": what, "points": points, "card": card} if card else {"what": what,
                                                                         "points": points}


def _counted(k: int, n: int = 2) -> str:
    """What a guild counts, in words: "brown card(s)", "wonder(s)", "coins"."""
    one, many = KIND_WORDS[COUNTED[k]]
    return one if n == 1 else many


def _guild_line(state: Any, card: Any) -> dict[str, Any]:
    """"Shipowners Guild: 1 per brown or grey card in the city with the most (3
    counted)"; "Moneylenders Guild: 1 per 3 coins in the city with the most (9)"."""
    spec, n, per = card.majority_points
    counts = [count(state, q, spec) for q in (0, 1)]
    most = max(counts)
    kinds = _counted(spec[-1], per)
    for k in reversed(spec[:-1]):
        kinds = say("{first} or {rest}", first=_counted(k, per), rest=kinds)
    if per == 1:
        text = say("{card}: {n} per {kinds} in the city with the most ({most} counted)",
                   card=card.name, n=n, kinds=kinds, most=most)
    else:
        text = say("{card}: {n} per {per} {kinds} in the city with the most ({most} counted)",
                   card=card.name, n=n, per=per, kinds=kinds, most=most)
    return line(text, n * (most // per), card.name)


def _military_line(towards: int, points: int) -> dict[str, Any]:
    """Where the pawn stands, ``towards`` steps towards the opponent's capital."""
    if points:
        return line(say("the pawn {n} step towards the opponent's capital", n=towards)
                    if towards == 1 else
                    say("the pawn {n} steps towards the opponent's capital", n=towards), points)
    if towards == 0:
        return line(say("the pawn stands in the middle: nobody scores"), 0)
    back = -towards
    return line(say("the pawn is {n} step towards this city's capital: the opponent scores",
                    n=back) if back == 1 else
                say("the pawn is {n} steps towards this city's capital: the opponent scores",
                    n=back), 0)


def score_lines(state: Any, p: int) -> dict[str, list[dict[str, Any]]]:
    """Per column of ``p``'s score pad (``DuelState.scores``), the lines that make it."""
    out: dict[str, list[dict[str, Any]]] = {
        "military": [], "buildings": [], "wonders": [], "progress": [], "treasury": []}
    military = military_points(state.pawn, p)
    towards = state.pawn if p == 0 else -state.pawn  # steps towards the opponent
    out["military"].append(_military_line(towards, military))
    for c in state.cards[p]:
        card = CARDS[c]
        if card.points:
            text = say(BUILDING_LINES[COLORS[card.color]], card=card.name)
            out["buildings"].append(line(text, card.points, card.name))
        if card.majority_points is not None:
            out["buildings"].append(_guild_line(state, card))
    for w in state.wbuilt[p]:
        if WONDERS[w].points:
            out["wonders"].append(line(WONDERS[w].name, WONDERS[w].points,
                                       WONDERS[w].name))
    tokens = state.tokens[p]
    for t in tokens:
        token = TOKENS[t]
        pts = token.points + token.points_per_token * len(tokens)
        if pts:
            text = (say("{token} ({n} per token, {held} held)", token=token.name,
                        n=token.points_per_token, held=len(tokens))
                    if token.points_per_token else token.name)
            out["progress"].append(line(text, pts))
    coins = state.coins[p]
    if coins >= 3:
        out["treasury"].append(line(say("{n} coins ÷ 3", n=coins), coins // 3))
    return out
