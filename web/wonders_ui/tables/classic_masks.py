"""A city's masks on the 7 Wonders table (the Cities expansion), drawn from its view.

Cities rulebook 003 (Pigeon Loft, Spy Ring, Torture Chamber): at the end of the game
each mask copies the science symbol of a green card of one of the two neighbours, a
card once at most; the copies are chosen as they score most. The city's view holds its
``masks`` and ``masks_copy``, the symbols they would copy as the table stands now.
"""

from __future__ import annotations

from typing import Any

from ..vdom import h
from . import icons


def masks_stat(city: dict) -> Any:
    """"masks ×2 → [compass] [gear]" ("nothing yet" when no neighbour's green
    card helps); None for a city without masks."""
    masks = city.get("masks") or 0
    if not masks:
        return None
    copies = city.get("masks_copy") or []
    spoken = (f"{masks} mask{'s' if masks > 1 else ''}, copying "
              + (", ".join(copies) if copies else "nothing yet"))
    return h("span", {"class_": "stat masks", "role": "group", "aria_label": spoken,
                      "data_masks": str(masks)},
             h("span", {"class_": "muted"}, "masks" if masks > 1 else "mask"),
             f" ×{masks} " if masks > 1 else " ", "→ ",
             [icons.icon(s) for s in copies if s in icons.SCIENCE]
             or h("span", {"class_": "muted"}, "nothing yet"))
