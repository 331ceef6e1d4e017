"""A city's masks on the 7 Wonders table (the Cities expansion), drawn from its view.

Cities rulebook 003 (Pigeon Loft, Spy Ring, Torture Chamber): at the end of the game
each mask copies the science symbol of a green card of one of the two neighbours, a
card once at most; the copies are chosen as they score most. The city's view holds its
``masks`` and ``masks_copy``, the symbols they would copy as the table stands now.
"""

from __future__ import annotations

from typing import Any

from ..i18n import N_, t, tn
from ..vdom import h
from . import icons

#: the science symbols a mask may copy, as its label names them
SYMBOLS = {"compass": N_("compass"), "gear": N_("gear"), "tablet": N_("tablet")}


def masks_stat(city: dict) -> Any:
    """"masks ×2 → [compass] [gear]" ("nothing yet" when no neighbour's green
    card helps); None for a city without masks."""
    masks = city.get("masks") or 0
    if not masks:
        return None
    copies = city.get("masks_copy") or []
    copying = (", ".join(t(SYMBOLS[s]) if s in SYMBOLS else s for s in copies)
               if copies else t("nothing yet"))
    spoken = tn("{n} mask, copying {symbols}", "{n} masks, copying {symbols}", masks,
                symbols=copying)
    return h("span", {"class_": "stat masks", "role": "group", "aria_label": spoken,
                      "data_masks": str(masks)},
             h("span", {"class_": "muted"}, t("masks") if masks > 1 else t("mask")),
             f" ×{masks} " if masks > 1 else " ", "→ ",
             [icons.icon(s) for s in copies if s in icons.SCIENCE]
             or h("span", {"class_": "muted"}, t("nothing yet")))
