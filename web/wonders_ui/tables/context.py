"""What a table draws besides the view: the page's own state, never the game's.

A table module offers ``render(view, ctx)``, ``age_end(view, ctx, event)`` and
``score_pad(view, ctx)``, each returning a list of ``vdom`` nodes drawn from the view
(``state.view(viewer)``: plain data) and this context alone; the game's static data
(card faces) comes from ``engine.get_game(view["game"]).catalogue()``. So a view saved
to a file draws the same table (the embeds need this).

A seat may be named "You" (the new-game form's first seat): every sentence that names a
player goes through ``says`` / ``whose`` / ``whom`` (``ctx.says(p, "leads")``: "You
lead", "Ann leads"), so it reads right for "You" and for a name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

#: third-person verbs whose other form is not the verb without its "s"
IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}


def is_you(name: str) -> bool:
    """Whether a seat's name is the second person ("You", "you")."""
    return name.strip().lower() == "you"


def plain_verb(verb: str) -> str:
    """The verb after "you" or a plural subject, from its third-person singular form:
    "leads" -> "lead", "chooses" -> "choose", "passes" -> "pass", "has" -> "have"."""
    if verb in IRREGULAR:
        return IRREGULAR[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def says(names: Sequence[str], verb: str) -> str:
    """Subjects and their verb (given as "leads", "has", "chooses"...): "You lead",
    "Ann leads", "Ann and you win", "Ann and Bob win"."""
    if not names:
        return ""
    words = [whom(n) if i else n for i, n in enumerate(names)]
    words[0] = "You" if is_you(words[0]) else words[0]
    subject = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
    one = len(names) == 1 and not is_you(names[0])
    return f"{subject} {verb if one else plain_verb(verb)}"


def whose(name: str, start: bool = False) -> str:
    """The possessive: "Ann's", "your" ("Your" at the ``start`` of a sentence)."""
    if is_you(name):
        return "Your" if start else "your"
    return name + "'s"


def whom(name: str) -> str:
    """A player named after a verb or a preposition: "Ann", "you"."""
    return "you" if is_you(name) else name


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
    ui: dict[str, Any] = field(default_factory=dict)  # selection, chosen payment, open panels

    def name(self, player: int | None) -> str:
        """A player's name as a label (a city's heading, a score column): "You", "Ann"."""
        if player is None or not 0 <= player < len(self.names):
            return "the bank"
        return self.names[player]

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
        """A player after a verb or a preposition: "Ann" / "you"."""
        return whom(self.name(player))
