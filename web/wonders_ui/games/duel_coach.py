"""7 Wonders Duel: its coach's scripts for "Learn to play" (``wonders_ui.coach``): what
each step of its lesson (``engine/duel/lessons.py``) says, and its "Why?", by what the
step teaches; and the lesson's last words. The words are in the catalogues (``N_``).
"""

from __future__ import annotations

from ..i18n import N_

#: what the step teaches -> its line (with the step's card, wonder, player, coins) and
#: the rule behind it
LINES: dict[str, tuple[str, str]] = {
    "draft": (
        N_("Pick a wonder: take {card}."),
        N_("Each player drafts four wonders, from two sets of four, in turn: A, B, B, A.")),
    "choose": (
        N_("Take {card}: only cards no other card covers can be taken. This one is free."),
        N_("Each turn you take one uncovered card and build it, sell it or put it under a "
           "wonder.")),
    "trade": (
        N_("Build {card}: buy the resource you lack from the bank."),
        N_("A resource costs 2 coins, plus 1 for each of it your opponent makes with brown "
           "and grey cards.")),
    "chain": (
        N_("Build {card}: its symbol lets you build a later card with that symbol for free."),
        N_("A card showing a chain symbol makes the card of a later age with the same "
           "symbol free.")),
    "military": (
        N_("Build {card}: each shield moves the conflict pawn towards the opponent."),
        N_("Reaching the opponent's capital wins at once; the zones on the way take their "
           "coins and give points.")),
    "take": (
        N_("Take {card} and build it."),
        N_("Each turn you take one uncovered card and build it, sell it or put it under a "
           "wonder.")),
    "wonder": (
        N_("Build the wonder {wonder}: tuck {card} under it."),
        N_("A wonder is paid like a card and takes a card of the structure; only seven of "
           "the eight wonders get built.")),
    "points": (
        N_("Now play on your own. Win by science (six symbols), by the pawn reaching the "
           "capital, or by points after Age III."),
        N_("Points come from cards, wonders, progress tokens, the conflict track and coins "
           "(1 per 3).")),
}
