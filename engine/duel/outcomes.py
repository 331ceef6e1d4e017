"""What each move of a resolved turn did, as data: the ``outcomes`` of a ``turn`` event.

The same fields as 7 Wonders' (``engine.classic.outcomes``), one per move of the turn's
``moves`` and in the same order: ``player``, ``text``, ``city`` (the player's: Duel has
no Free City), ``kind`` (the move's verb, ``actions.VERBS``), ``card`` (the card built,
discarded, tucked under a wonder, destroyed or built from the discard pile), ``wonder``
(drafted or built), ``token`` (taken), ``target`` (the seat chosen to start the next
Age), ``stage`` (``None``: Duel's wonders have no stages), ``built`` (a card or wonder
now lies in the city: a build, a wonder, the Mausoleum's card), ``paid`` (``[[to, coins],
...]``: to the bank, ``None``, or to the opponent's seat), ``debt`` (0) and ``losses``
(empty: Duel has no coin losses to meet), and ``chain``: the building whose chain
symbol made a ``build`` free ("Kedjor": a card showing the symbol of a building the
city has is built for free), else ``None``.

Rulebook "Construction": a card's coin cost and the resources bought go to the bank;
with the Economy progress token, the opponent takes the coins spent on trade. What was
paid depends on the position before the move, so the state keeps it as it happens
(``DuelState.paid``: ``(log index, total, to the opponent)`` for each move that cost
coins) and the outcomes read it from there.
"""

from __future__ import annotations

from typing import Any

from . import moves as M
from .data import CARDS, TOKENS, WONDERS

#: the verbs that put a card or a wonder in the mover's city
BUILT = frozenset({"build", "wonder", "mausoleum"})


def facts(act: M.Move) -> dict[str, Any]:
    """A move as data: ``text``, ``kind`` (its verb), and what it names: ``card``,
    ``wonder``, ``token``, or the ``target`` seat chosen to start the next Age (each
    ``None`` when the move names none). The view's ``moves`` and each outcome."""
    kind = act.kind
    card = wonder = token = target = None
    if kind in (M.BUILD, M.DISCARD, M.DESTROY, M.MAUSOLEUM):
        card = CARDS[act.a].name
    elif kind == M.WONDER:
        wonder, card = WONDERS[act.a].name, CARDS[act.b].name
    elif kind == M.DRAFT:
        wonder = WONDERS[act.a].name
    elif kind == M.TOKEN:
        token = TOKENS[act.a].name
    else:
        target = act.a
    return {"text": act.text, "kind": M.VERBS[kind], "card": card, "wonder": wonder,
            "token": token, "target": target}


def chain_source(card: int, built: list[int]) -> str | None:
    """The building among ``built`` (ids) whose chain symbol is ``card``'s: chains run
    from one Age to the next, so a city holding it now held it when ``card`` was built."""
    symbol = CARDS[card].chain_from
    if symbol < 0:
        return None
    return next((CARDS[c].name for c in built if CARDS[c].chain_to == symbol), None)


def outcome(player: int, text: str, paid: tuple[int, int] | None,
            built: list[int] | None = None) -> dict[str, Any]:
    """One move's outcome (``paid``: its ``(total, to the opponent)``, or None;
    ``built``: the mover's buildings, for ``chain``)."""
    coins: list[list[Any]] = []
    if paid is not None:
        total, other = paid
        if total - other:
            coins.append([None, total - other])
        if other:
            coins.append([1 - player, other])
    act = M.parse(text)
    done = facts(act)
    chain = (chain_source(act.a, built)
             if built is not None and act.kind == M.BUILD and not coins else None)
    return {"player": player, **done, "city": player, "stage": None,
            "built": done["kind"] in BUILT, "paid": coins, "debt": 0, "losses": [],
            "chain": chain}


def outcomes(log: list[tuple[int, str]], start: int, end: int,
             paid: tuple[tuple[int, int, int], ...],
             cards: list[list[int]] | None = None) -> list[dict[str, Any]]:
    """The outcomes of the log entries ``start`` to ``end`` (``paid``: ``DuelState.paid``;
    ``cards``: each city's buildings, ``DuelState.cards``)."""
    costs = {i: (total, other) for i, total, other in paid if start <= i < end}
    return [outcome(p, text, costs.get(i), None if cards is None else cards[p])
            for i, (p, text) in enumerate(log[start:end], start)]
