"""7 Wonders: its coach's scripts for "Learn to play" (``wonders_ui.coach``): what
each step of its lesson (``engine/classic/lessons.py``) says, and its "Why?", by what the
step teaches; and the lesson's last words. The words are in the catalogues (``N_``).
"""

from __future__ import annotations

from ..i18n import N_

#: what the step teaches -> its line (with the step's card, wonder, player, coins) and
#: the rule behind it
LINES: dict[str, tuple[str, str]] = {
    "choose": (
        N_("Choose a card of your hand: build {card}. It is free and makes a resource every turn."),
        N_("Everyone picks one card at once, then passes the rest of the hand on. Brown and "
           "grey cards make the resources that other cards cost.")),
    "chain": (
        N_("Build {card}: in the next age it lets you build a card for free (a chain)."),
        N_("A card names the cards of the next age it chains to: owning it, you build those "
           "without paying.")),
    "trade": (
        N_("Build {card}: you lack a resource, so buy it from {player} for {coins} coins."),
        N_("You may buy a resource your neighbours make for 2 coins each; the coins go to "
           "that neighbour.")),
    "military": (
        N_("Build {card}: its shields fight your neighbours at the end of the age."),
        N_("At the end of each age you compare shields with each neighbour: more wins points "
           "(1 in Age I, 3 in Age II, 5 in Age III), fewer costs 1 point.")),
    "sell": (
        N_("No use for {card}? Sell it: discard it for 3 coins."),
        N_("Any card may be discarded for 3 coins instead of being built.")),
    "stage": (
        N_("Build a stage of your wonder with {card}, tucked under your board."),
        N_("A stage is paid like a card (buy from neighbours if you must); the card used is "
           "hidden. Stages give points and powers.")),
    "conflicts": (
        N_("End of Age I: the conflicts. Your shields beat a neighbour's: +1 point; fewer: -1."),
        N_("Each age ends with a conflict against each neighbour; the rewards grow with the "
           "ages.")),
    "points": (
        N_("Now play on your own. Points come from military, coins (1 per 3), your wonder, "
           "blue, yellow and purple cards, and science."),
        N_("After Age III the score pad adds each kind of points; the most points wins.")),
}
