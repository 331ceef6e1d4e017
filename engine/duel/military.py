"""The conflict pawn ("Militär", "Militärmarkörer", "Militär övermakt").

The pawn stands on a track of 19 steps: the middle, 8 steps towards each capital and
the capitals themselves. ``pawn`` counts the steps from the middle towards player 1's
capital (positive: player 0 leads; negative: player 1 leads). Each shield moves the
pawn one step towards the opponent's capital. Entering a zone whose looting token is
still there makes the opponent lose 2 or 5 coins (as many as they have); the token
then goes back to the box. Reaching a capital wins at once (military supremacy).
At the end of the game the leading player scores 2, 5 or 10 points by the pawn's zone
(nobody scores with the pawn in the middle).
"""

from __future__ import annotations

from .data import DATA

CAPITAL: int = DATA.capital
#: POINTS[d]: military points for the leading player when the pawn is d steps out
POINTS: list[int] = [0] * (CAPITAL + 1)
#: LOOT_STEP[d]: index of the looting token entered at d steps out, or -1
LOOT_STEP: list[int] = [-1] * (CAPITAL + 1)
LOOT_COINS: list[int] = []
for _zone in DATA.zones:
    for _d in range(_zone["from"], _zone["to"] + 1):
        POINTS[_d] = _zone["points"]
    if "loot" in _zone:
        LOOT_STEP[_zone["from"]] = len(LOOT_COINS)
        LOOT_COINS.append(_zone["loot"])


def initial_loot() -> list[int]:
    """The looting tokens on the board: ``loot[side * 2 + i]`` coins (0 once taken);
    ``side`` is the player who would lose the coins."""
    return LOOT_COINS * 2


def military_points(pawn: int, player: int) -> int:
    """Points for ``player`` at the end of the game from the pawn's zone."""
    if player == 0:
        return POINTS[pawn] if pawn > 0 else 0
    return POINTS[-pawn] if pawn < 0 else 0
