"""Duel moves: small immutable values with a text form that parses back.

Every move, including every sub-choice, is a ``Move``:

==============================  =====================================================
``draft The Colossus``          take a wonder in the wonder draft
``build Aqueduct``              build an available card (cheapest payment, or chain)
``discard Aqueduct``            discard an available card for 2 coins + 1 per yellow
``wonder The Pyramids with X``  build one of your wonders, tucking card X under it
``token Economy``               take a progress token (science pair, Great Library)
``destroy Lumber Yard``         discard an opponent's card (Circus Maximus, Zeus)
``mausoleum Aqueduct``          build a discarded card for free (The Mausoleum)
``start 1``                     choose who starts the next Age (player 0 or 1)
==============================  =====================================================

Names are matched without regard to case or extra spaces; "The" is optional before
a wonder's name. All actions are built once at import time and shared.
"""

from __future__ import annotations

from typing import NamedTuple

from ..errors import InvalidMoveError, UnknownNameError, quoted
from ..words import say
from .data import CARDS, DATA, TOKENS, WONDERS

DRAFT, BUILD, DISCARD, WONDER, TOKEN, DESTROY, MAUSOLEUM, START = range(8)
MAX_TEXT = 200  # characters of a move text (the longest real move has about 60)
VERBS = ("draft", "build", "discard", "wonder", "token", "destroy", "mausoleum", "start")


class Move(NamedTuple):
    """A move: ``kind`` (one of the constants above), ``a`` (card, wonder, token or
    player), ``b`` (the card tucked under a wonder, else -1) and its canonical text."""

    kind: int
    a: int
    b: int
    text: str

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Move({self.text!r})"


DRAFT_A = tuple(Move(DRAFT, w.id, -1, f"draft {w.name}") for w in WONDERS)
BUILD_A = tuple(Move(BUILD, c.id, -1, f"build {c.name}") for c in CARDS)
DISCARD_A = tuple(Move(DISCARD, c.id, -1, f"discard {c.name}") for c in CARDS)
WONDER_A = tuple(tuple(Move(WONDER, w.id, c.id, f"wonder {w.name} with {c.name}")
                       for c in CARDS) for w in WONDERS)
TOKEN_A = tuple(Move(TOKEN, t.id, -1, f"token {t.name}") for t in TOKENS)
DESTROY_A = tuple(Move(DESTROY, c.id, -1, f"destroy {c.name}") for c in CARDS)
MAUSOLEUM_A = tuple(Move(MAUSOLEUM, c.id, -1, f"mausoleum {c.name}") for c in CARDS)
START_A = (Move(START, 0, -1, "start 0"), Move(START, 1, -1, "start 1"))

INDEX: dict[str, Move] = {}
for _group in (DRAFT_A, BUILD_A, DISCARD_A, TOKEN_A, DESTROY_A, MAUSOLEUM_A, START_A,
               *WONDER_A):
    for _act in _group:
        INDEX[_act.text.lower()] = _act


def parse(text: object) -> Move:
    """Parse a move text (InvalidMoveError if it cannot be read)."""
    if isinstance(text, Move):
        return text
    if not isinstance(text, str):
        raise InvalidMoveError(say("a move must be text, not {kind}", kind=type(text).__name__))
    if len(text) > MAX_TEXT:
        raise InvalidMoveError(say("a move text is at most {limit} characters, not {n}",
                                   limit=MAX_TEXT, n=len(text)))
    norm = " ".join(text.split())
    hit = INDEX.get(norm.lower())
    if hit is not None:
        return hit
    verb, _, rest = norm.partition(" ")
    verb = verb.lower()
    try:
        if verb == "draft":
            return DRAFT_A[DATA.wonder_id(rest)]
        if verb == "build":
            return BUILD_A[DATA.card_id(rest)]
        if verb == "discard":
            return DISCARD_A[DATA.card_id(rest)]
        if verb == "destroy":
            return DESTROY_A[DATA.card_id(rest)]
        if verb == "mausoleum":
            return MAUSOLEUM_A[DATA.card_id(rest)]
        if verb == "token":
            return TOKEN_A[DATA.token_id(rest)]
        if verb == "wonder":
            cut = rest.lower().rfind(" with ")
            if cut < 0:
                raise InvalidMoveError(say(
                    "cannot read move {move}: write 'wonder <wonder> with <card>'",
                    move=quoted(text)))
            return WONDER_A[DATA.wonder_id(rest[:cut])][DATA.card_id(rest[cut + 6:])]
        if verb == "start":
            if rest in ("0", "1"):
                return START_A[int(rest)]
            raise InvalidMoveError(say("cannot read move {move}: write 'start 0' or 'start 1'",
                                       move=quoted(text)))
    except UnknownNameError as exc:
        raise InvalidMoveError(say("cannot read move {move}: {error}",
                                   move=quoted(text), error=str(exc))) from None
    raise InvalidMoveError(say("cannot read move {move}; a move starts with one of: {verbs}",
                               move=quoted(text), verbs=", ".join(VERBS)))
