"""What each move of a resolved turn did, as data: the ``outcomes`` of a ``turn`` event.

A ``turn`` event (``engine.game.EVENT_KINDS``) lists its moves as ``[player, text]``;
its ``outcomes`` say, one per move and in the same order, what the move changed, so that
nobody has to read the text back or compare states to learn it:

``player``  the seat that made the move
``text``    the move's text (as in ``moves``)
``city``    the city it changed: the player's, or the Free City's for the holder's
            ``free city:`` move (2 players)
``kind``    the move's kind (``moves.KINDS``)
``card``    the card built, tucked under a stage, discarded, dug from the pile or
            copied; ``None`` for ``pass`` and ``pay``, and in a view for another
            player's stage or discard (played face down: ``view.event_view``)
``stage``   the wonder stage built (1, 2, ...), else ``None``
``built``   whether something new lies in the city: a card or a wonder stage
``paid``    ``[[to, coins], ...]``: coins paid to a neighbour (its seat) or to the bank
            (``None``). Rulebook, "Commerce": the coins bought resources cost go to the
            neighbour who sold them; a card's or stage's own coin cost goes to the bank;
            a chain or Olympia's free build costs nothing. Cities: the coins of a loss
            met go to the bank.
``debt``    debt tokens taken (Cities, a ``pay`` move), else 0
``chain``   the building of the city that made a ``build`` free by chain (rulebook,
            "Chaînage": the card named on an earlier building is built for free),
            else ``None``
``losses``  what caused the coin loss a ``pay`` move met (Cities): for each card or
            wonder stage built, the city that built it (``city``), the ``card`` (None
            for a stage) or the ``wonder`` and its ``stage``, and the ``coins`` it took;
            else empty

Applying moves is the engine's hot path, so the state keeps each turn as a plain tuple
laid out as ``Turn``, with one laid out as ``Done`` per move (made as the move is
played: the stage number and the coins owed to the bank depend on the city at that
moment; plain tuples, since building a named tuple costs a call), and ``expand`` makes
the event's data when the events are read (``ClassicState.events``).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .data import ALL_CARDS, CARDS
from .moves import DebtPayment, Move
from .trade import IDS_BY_NAME

#: the kinds that put something new in the city
BUILT = frozenset({"build", "stage", "dig"})


class Done(NamedTuple):
    """One move as played (the layout of the state's plain tuples): who made it
    (``mover``), the ``city`` it changed, the ``move``, the wonder ``stage`` it built
    (0: none), the coins it paid the bank and, for a coin loss met, its ``causes``
    (``debt.LossRecord``)."""

    mover: int
    city: int
    move: Move
    stage: int = 0
    bank: int = 0
    causes: tuple = ()


class Turn(NamedTuple):
    """A resolved turn as the state keeps it (the layout of its plain tuple): its place,
    its ``[player, text]`` moves (sorted) and each move as played (in the order
    played)."""

    age: int
    turn: int
    phase: str
    moves: list[list]
    done: tuple[Done, ...]


def expand(record: tuple, n: int, wonders: list[str],
           cities: list | None = None) -> dict[str, Any]:
    """The ``turn`` event of a record laid out as ``Turn`` (``n``: the cities at the
    table, the Free City included: a city's left neighbour is the next seat, its right
    one the one before; ``wonders``: each city's wonder; ``cities``: the cities, whose
    buildings made a build free by chain)."""
    turn = Turn(*record)
    return {"kind": "turn", "age": turn.age, "turn": turn.turn, "phase": turn.phase,
            "moves": turn.moves,
            "outcomes": in_order([outcome(Done(*d), n, wonders, cities) for d in turn.done])}


def chain_source(card: str, built: set[str]) -> str | None:
    """The building among ``built`` that chains to ``card`` (a city never loses a
    building, so its buildings now hold the one it chained from)."""
    sources = [c for c in ALL_CARDS[IDS_BY_NAME[card][0]].chained_from if c in built]
    return min(sources) if sources else None


def outcome(d: Done, n: int, wonders: list[str],
            cities: list | None = None) -> dict[str, Any]:
    """One move's outcome (the fields above)."""
    move, city = d.move, d.city
    paid: list[list[Any]] = []
    if move.kind == "pay":
        if move.coins:
            paid.append([None, move.coins])
    elif move.kind in ("build", "stage"):
        if move.left:
            paid.append([(city + 1) % n, move.left])
        if move.right:
            paid.append([(city - 1) % n, move.right])
        if d.bank:
            paid.append([None, d.bank])
    return {"player": d.mover, "text": str(move), "city": city, "kind": move.kind,
            "card": move.card or None, "stage": d.stage or None,
            "built": move.kind in BUILT, "paid": paid,
            "debt": move.debt if move.kind == "pay" else 0,
            "chain": (chain_source(move.card, cities[city].names)
                      if cities and move.kind == "build" and move.free == "chain" else None),
            "losses": [cause(r, wonders) for r in d.causes]}


def cause(r: Any, wonders: list[str]) -> dict[str, Any]:
    """One part of a coin loss met (a ``debt.LossRecord``), as data."""
    card = CARDS[r.source].name if r.source >= 0 else None
    return {"city": r.builder, "card": card, "wonder": None if card else wonders[r.builder],
            "stage": None if card else -r.source, "coins": r.amount * r.count}


def facts(move: Move | DebtPayment) -> dict[str, Any]:
    """A legal move as data (the view's ``moves``): its ``text``, ``kind``, ``card``
    (``None`` for ``pass`` and ``pay``), whether it is the Free City's (``free_city``)
    and, for a coin loss met (Cities, ``pay``), the ``coins`` paid and ``debt`` taken."""
    paying = move.kind == "pay"
    return {"text": str(move), "kind": move.kind, "card": move.card or None,
            "free_city": move.free_city, "coins": move.coins if paying else 0,
            "debt": move.debt if paying else 0}


def in_order(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Outcomes in the order of their event's ``moves`` (sorted by player, then text)."""
    return sorted(results, key=lambda r: (r["player"], r["text"]))


def hidden(r: dict[str, Any], text: str) -> dict[str, Any]:
    """An outcome as the other players see it: a stage's or discard's card face down."""
    if r["kind"] in ("stage", "discard"):
        return {**r, "text": text, "card": None}
    return r
