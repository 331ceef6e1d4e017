"""Moves of 7 Wonders: small immutable values with a text form (like python-chess).

A move names everything the player decides, payment included::

    build Temple (left 2, right 1)   build, paying 2 coins to the left neighbour, 1 right
    build Aqueduct (chain)           build for free through a chain (Baths)
    build Palace (olympia)           Olympia A: the one free building of the age
    stage Lumber Yard (right 2)      build the next wonder stage, the card tucked under
    discard Lumber Yard              sell the card for 3 coins
    dig Aqueduct                     Halicarnassus: build a discarded card for free
    pass                             Halicarnassus: build nothing from the pile
    copy Scientists Guild            Olympia B: copy a neighbour's guild at the end
    free city: build Temple (left 2) the 2-player Free City's move, made by the player
                                     holding the Free City card (``freecity``)
    pay 2 debt 1                     Cities: a coin loss of 3 met with 2 coins to the bank
                                     and 1 debt token (``DebtPayment``, ``debt``)

Coins owed to the bank (a card's coin cost) follow from the card and are not written.
``Move.parse`` reads the text back; ``str(move)`` writes it.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import NamedTuple

from ..errors import InvalidMoveError
from ..words import say

KINDS = ("build", "stage", "discard", "dig", "copy", "pass", "pay")
FREE = ("", "chain", "olympia")
MAX_TEXT = 200  # characters of a move text (the longest real move has about 50)
MAX_DIGITS = 3  # of a payment (a player never owns 1,000 coins)


class Move(NamedTuple):
    kind: str
    card: str
    left: int = 0
    right: int = 0
    free: str = ""  # "chain" or "olympia" when the build costs nothing
    free_city: bool = False  # the Free City's move (2 players), made by its controller

    def __str__(self) -> str:
        text = TEXTS.get(self)
        if text is None:
            if len(TEXTS) >= 1 << 16:
                TEXTS.clear()
            text = TEXTS[self] = self._text()
        return text

    def _text(self) -> str:
        if self.free_city:
            return FREE_CITY_PREFIX + self._replace(free_city=False)._text()
        if self.kind == "pass":
            return "pass"
        text = f"{self.kind} {self.card}"
        if self.free:
            return f"{text} ({self.free})"
        pay = []
        if self.left:
            pay.append(f"left {self.left}")
        if self.right:
            pay.append(f"right {self.right}")
        return f"{text} ({', '.join(pay)})" if pay else text

    @property
    def trade(self) -> int:
        """Coins paid to the neighbours."""
        return self.left + self.right

    @classmethod
    def parse(cls, text: str) -> Move | DebtPayment:
        """Read a move's text form (case of the kind and spacing are forgiven).

        Strict, so that a damaged save cannot escape the named errors: at most
        ``MAX_TEXT`` characters, a card name without brackets, each neighbour paid once
        with 1 to 3 ASCII digits."""
        if not isinstance(text, str):
            raise InvalidMoveError(say("a move must be text, not {kind}",
                                       kind=type(text).__name__))
        if len(text) > MAX_TEXT:
            raise InvalidMoveError(say("a move text is at most {limit} characters, not {n}",
                                       limit=MAX_TEXT, n=len(text)))
        raw = " ".join(text.split())
        if raw[:len(FREE_CITY_PREFIX)].lower() == FREE_CITY_PREFIX:
            move = cls.parse(raw[len(FREE_CITY_PREFIX):])
            if move.free_city:
                raise InvalidMoveError(say("cannot read move {move}: one prefix at most",
                                           move=repr(text)))
            return move._replace(free_city=True)
        kind, _, rest = raw.partition(" ")
        kind = kind.lower()
        if kind == "pass" and not rest:
            return PASS
        if kind == "pay":
            return pay_move(rest, text)
        if kind not in KINDS or kind == "pass" or not rest:
            raise InvalidMoveError(say(
                "cannot read move {move}: expected e.g. 'build Temple (left 2)', "
                "'stage Loom', 'discard Loom', 'dig Aqueduct' or 'copy Spies Guild'",
                move=repr(text)))
        card, extra = rest, None
        if rest.endswith(")") and " (" in rest:
            card, _, extra = rest.rpartition(" (")
            extra = extra[:-1]
        if not card or any(c in card for c in "()"):
            raise InvalidMoveError(say("cannot read the card's name in move {move}",
                                       move=repr(text)))
        if extra is None:
            return cls(kind, card)
        return cls(kind, card, *_payment(extra, text))


class DebtPayment(NamedTuple):
    """Cities' coin loss met: ``coins`` to the bank and ``debt`` tokens taken (Cities
    rulebook, "Debt"), its text ``pay 2 debt 1``. Its kind, card and neighbours' coins
    are those of every move, so that code reading any move reads this one too."""

    coins: int
    debt: int
    free_city: bool = False  # the Free City's loss, met by its card's holder

    kind = "pay"
    card = ""
    left = 0
    right = 0
    free = ""
    trade = 0  # nothing is paid to the neighbours

    def __str__(self) -> str:
        text = f"pay {self.coins} debt {self.debt}"
        return FREE_CITY_PREFIX + text if self.free_city else text


def pay_move(rest: str, text: str) -> DebtPayment:
    """``pay 2 debt 1``: coins to the bank and debt tokens for a coin loss (Cities)."""
    words = rest.lower().split()
    if (len(words) != 3 or words[1] != "debt"
            or not all(w.isascii() and w.isdigit() and len(w) <= MAX_DIGITS
                       for w in (words[0], words[2]))):
        raise InvalidMoveError(say("cannot read move {move}: expected e.g. 'pay 2 debt 1'",
                                   move=repr(text)))
    return pay(int(words[0]), int(words[2]))


def pay(coins: int, debt: int) -> DebtPayment:
    """The move that meets a coin loss with ``coins`` to the bank and ``debt`` tokens."""
    return DebtPayment(coins, debt)


def _payment(extra: str, text: str) -> tuple[int, int, str]:
    """The bracket of a move: ``chain``, ``olympia`` or coins to each neighbour."""
    extra = extra.strip().lower()
    if extra in ("chain", "olympia"):
        return 0, 0, extra
    paid: dict[str, int] = {}
    for part in extra.split(","):
        words = part.split()
        if (len(words) != 2 or words[0] not in ("left", "right") or words[0] in paid
                or not (words[1].isascii() and words[1].isdigit())
                or len(words[1]) > MAX_DIGITS):
            raise InvalidMoveError(say("cannot read the payment in move {move}",
                                       move=repr(text)))
        paid[words[0]] = int(words[1])
    return paid.get("left", 0), paid.get("right", 0), ""


MOVE_TYPES = (Move, DebtPayment)  # what a 7 Wonders move is, for isinstance
FREE_CITY_PREFIX = "free city: "  # the text form of a Free City's move
PASS = Move("pass", "")  # Halicarnassus: the player "may" build from the discard pile
#: move -> text (logs write the same few moves again and again; ``apply`` reads it first)
TEXTS: dict[Move, str] = {}


class CardMoves:
    """The moves that name one card, made once and handed out again: moves are
    immutable values, so ``legal_actions`` need not build new ones each time.
    ``by_build``/``by_stage`` hold the paid moves by payment options (any hashable
    sequence of (left, right) coins, e.g. ``state.Payments``), in order."""

    __slots__ = ("name", "discard", "chain", "olympia", "by_build", "by_stage")

    def __init__(self, name: str):
        self.name = name
        self.discard = Move("discard", name)
        self.chain = Move("build", name, 0, 0, "chain")
        self.olympia = Move("build", name, 0, 0, "olympia")
        self.by_build: dict[Hashable, tuple[Move, ...]] = {}
        self.by_stage: dict[Hashable, tuple[Move, ...]] = {}

    def builds(self, options: Iterable[tuple[int, int]]) -> tuple[Move, ...]:
        """Build moves paying each of ``options`` ((left, right) coins), in order."""
        return self._paying("build", self.by_build, options)

    def stages(self, options: Iterable[tuple[int, int]]) -> tuple[Move, ...]:
        """Stage moves (this card tucked under) paying each of ``options``, in order."""
        return self._paying("stage", self.by_stage, options)

    def _paying(self, kind: str, made: dict[Hashable, tuple[Move, ...]],
                options: Iterable[tuple[int, int]]) -> tuple[Move, ...]:
        moves = made.get(options)
        if moves is None:
            moves = made[options] = tuple(
                Move(kind, self.name, lo, ro) for lo, ro in options)
        return moves
