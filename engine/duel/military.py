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

from typing import Any

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


def track(pawn: int, loot: list[int]) -> dict[str, Any]:
    """The conflict track as plain data: the pawn, the capital's distance, the zones
    (steps from the middle, points), the looting tokens still on the board (which
    player would lose the coins, at how many steps towards their capital), each
    player's distance to military supremacy and points if the game ended now."""
    tokens = []
    for side in (0, 1):
        for d, i in enumerate(LOOT_STEP):
            if i >= 0 and loot[side * 2 + i]:
                tokens.append({"loser": side, "step": d, "coins": loot[side * 2 + i]})
    return {
        "pawn": pawn,
        "capital": CAPITAL,
        "zones": [{"from": z["from"], "to": z["to"], "points": z["points"]}
                  for z in DATA.zones],
        "loot": tokens,
        "leader": 0 if pawn > 0 else 1 if pawn < 0 else None,
        "to_supremacy": [CAPITAL - pawn, CAPITAL + pawn],
        "points": [military_points(pawn, 0), military_points(pawn, 1)],
    }
