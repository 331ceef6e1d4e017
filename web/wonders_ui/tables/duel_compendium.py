"""The Duel compendium: every card of the three ages and the guilds, the twelve
wonders and the ten progress tokens, drawn with the table's faces (``duel_faces``).

Duel's cards are one copy each; each age deals 20 of its 23 cards (rulebook: three
cards of each age go back to the box unseen), and Age III 3 of the 7 guilds.
"""

from __future__ import annotations

from typing import Any

from .duel_faces import (
    COLOUR_NAMES,
    ROMAN,
    card_face,
    catalogue,
    cost_text,
    effect_text,
    token_chip,
    wonder_tile,
)

GAME_ID = "duel"


def books() -> list[tuple[str, dict[str, Any]]]:
    return [("7 Wonders Duel", {})]


def sections(_config: dict[str, Any]) -> list[tuple[str, list[tuple[str, Any]]]]:
    """The cards by age (guilds apart), the wonders, the progress tokens; each entry
    as (its words for the search, its drawing)."""
    faces = catalogue()
    by_age: dict[str, list[tuple[str, Any]]] = {}
    for name, item in faces["cards"].items():
        colour = item.get("color", "")
        title = "Guilds" if colour == "purple" else f"Age {ROMAN.get(item.get('age'), '')}"
        words = " ".join([name, colour, COLOUR_NAMES.get(colour, ""), cost_text(item),
                          effect_text(item.get("effects"))])
        by_age.setdefault(title, []).append((words, card_face(name, "compendium-card")))
    wonders = [(" ".join([name, effect_text(item.get("effects")), cost_text(item)]),
                wonder_tile({"name": name})) for name, item in faces["wonders"].items()]
    tokens = [(" ".join([name, effect_text(item.get("effects"))]), token_chip(name))
              for name, item in faces["tokens"].items()]
    order = ["Age I", "Age II", "Age III", "Guilds"]
    return ([(t, by_age[t]) for t in order if t in by_age]
            + [("Wonders", wonders), ("Progress tokens", tokens)])
