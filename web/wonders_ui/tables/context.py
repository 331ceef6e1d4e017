"""What a table draws besides the view: the page's own state, never the game's.

A table module offers ``render(view, ctx)``, ``age_end(view, ctx, event)`` and
``score_pad(view, ctx)``, each returning a list of ``vdom`` nodes drawn from the view
(``state.view(viewer)``: plain data) and this context alone; the game's static data
(card faces) comes from ``engine.get_game(view["game"]).catalogue()``. So a view saved
to a file draws the same table (the embeds need this).

A seat may be named "You" (the new-game form's first seat): a sentence about a player
is one whole message for "You" and one for a name, in every language:
``tp(ctx.name(p), "You lead", "{player} leads")`` (``i18n.tp``, written at the call so
the catalogue's extractor finds both); a seat's name as a label
is ``ctx.label(p)`` ("You" in the current language). ``says`` / ``whose`` / ``whom``
join English words and serve only English sentences not yet written whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.words import IRREGULAR, is_you, plain_verb, says, whom, whose

from .. import i18n

# the grammar of sentences that name players lives with the engine's, so that the log
# (``Game.describe_move``) and the tables agree
__all__ = ["IRREGULAR", "TableContext", "TableUi", "is_you", "plain_verb", "says", "whom",
           "whose"]

#: what a person opened at the table that stays open through moves and turns
KEPT_OPEN = frozenset({"log"})


@dataclass
class TableUi:
    """What the person has chosen or opened on a table: the page's own passing state,
    changed by the screen's actions (``select``, ``opt``, ``toggle``, ``log_mark``)."""

    selected: str | None = None  # the card chosen in the hand (its actions are shown)
    #: the choice made of each kind: the way to pay for a ``build`` or a ``stage`` (its
    #: index among the ways), the ``city`` whose sheet is open (its seat)
    options: dict[str, int] = field(default_factory=dict)
    #: the panels open: ``log``, ``legend``, ``discard``, ``bar-tools``, a score cell
    #: (``parts.cell_key``), a price's breakdown (``classic_hand``, ``duel_panels``)
    opened: set[str] = field(default_factory=set)
    mark: str | None = None  # the log entry whose card is marked (``tables.log``)
    picked: str = ""  # pass-and-play: the move just picked (the screen that hides it)
    handover: int | None = None  # pass-and-play: whom the device is handed to

    def is_open(self, key: str) -> bool:
        """Whether the panel ``key`` is open."""
        return key in self.opened

    def toggle(self, key: str) -> None:
        """Open the panel ``key``, or close it if it is open."""
        self.opened ^= {key}

    def select(self, card: str) -> None:
        """Choose ``card`` (its actions open), or let it go if it was chosen."""
        self.selected = None if self.selected == card else card

    def choose(self, kind: str, index: int) -> None:
        """The choice of ``kind`` made: a way to pay, a city's sheet."""
        self.options[kind] = index

    def marked(self, ref: str) -> None:
        """Mark the log entry ``ref``'s card, or unmark it if it was marked."""
        self.mark = None if self.mark == ref else ref

    def fresh(self) -> TableUi:
        """The passing choices cleared (the selection, ways to pay, marks), the panels
        that stay open kept (``KEPT_OPEN``)."""
        return TableUi(opened=self.opened & KEPT_OPEN)


@dataclass(frozen=True)
class TableContext:
    game_id: str  # the saved game's id (the Export button's argument)
    names: list[str]  # seat names, by player index
    bots: list[bool]  # which seats are bots
    viewer: int | None  # whose side the table is drawn from (None: a spectator)
    pass_and_play: bool = False  # two or more people share the device
    thinking: frozenset[int] = frozenset()  # bots computing a move now
    waiting: tuple[int, ...] = ()  # the players the table waits for
    can_undo: bool = False  # the viewer may take back a pick now
    ui: TableUi = field(default_factory=TableUi)  # selection, chosen payment, open panels
    #: the last resolved turn's moves, by the city they changed (``reveal.Arrival``)
    arrivals: dict[int, Any] = field(default_factory=dict)
    reveal_ms: int = 0  # how long the reveal's animation lasts (0: marks only)
    #: a replay's table: "step" (a step of the replay), "last" (its last step: the game as
    #: it stands, going on at the table, not here); "" at the table itself
    replay: str = ""
    #: "Suggest a move" (``wonders_ui.hint``): None when not offered, else ``offer``,
    #: and once asked ``pending`` or the ``line`` with the ``card`` and ``move`` suggested
    hint: dict[str, Any] | None = None
    #: "Learn to play" (``wonders_ui.coach``): None, or the coach's ``line``, its ``why``,
    #: the ``card`` outlined, ``refused`` ("Try this instead...") and ``done`` (last words)
    coach: dict[str, Any] | None = None

    def name(self, player: int | None) -> str:
        """A player's name as a label (a city's heading, a score column): "You", "Ann"."""
        if player is None or not 0 <= player < len(self.names):
            return "the bank"
        return self.names[player]

    def label(self, player: int | None) -> str:
        """A player's name as shown: the "You" seat in the current language."""
        return i18n.player(self.name(player))

    def says(self, players: int | None | Sequence[int | None], verb: str) -> str:
        """Players and their verb: ``says(0, "leads")`` -> "You lead" / "Ann leads";
        ``says([0, 1], "wins")`` -> "Ann and you win"."""
        seq = players if isinstance(players, Sequence) else [players]
        return says([self.name(p) for p in seq], verb)

    def agree(self, player: int | None, verb: str) -> str:
        """The verb alone, agreeing with the player (a second verb of one subject:
        "You have the weaker military and *choose*")."""
        return plain_verb(verb) if is_you(self.name(player)) else verb

    def whose(self, player: int | None, start: bool = False) -> str:
        """"Ann's" / "your" ("Your" at the ``start`` of a sentence)."""
        return whose(self.name(player), start)

    def whom(self, player: int | None) -> str:
        """A player after a verb or a preposition: "Ann" / "you" (in the current
        language)."""
        name = self.name(player)
        return i18n.t("you") if is_you(name) else whom(name)
