"""The Duel compendium: every card of the three ages and the guilds, the twelve
wonders and the ten progress tokens, drawn with the table's faces (``duel_faces``).

Duel's cards are one copy each; each age deals 20 of its 23 cards (rulebook: three
cards of each age go back to the box unseen), and Age III 3 of the 7 guilds.
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..i18n import t
from .duel_faces import (
    ROMAN,
    card_face,
    catalogue,
    colour_name,
    cost_text,
    effect_text,
    token_chip,
    wonder_tile,
)
from .search import search_words

GAME_ID = "duel"


def books() -> list[tuple[str, dict[str, Any]]]:
    return [("7 Wonders Duel", {})]


def sections(_config: dict[str, Any]) -> list[tuple[str, list[tuple[str, Any]]]]:
    """The cards by age (guilds apart), the wonders, the progress tokens; each entry
    as (its words for the search, its drawing). The search finds a card by its English
    name and by its name in the language shown."""
    i18n.use_names(GAME_ID, None)
    faces = catalogue()
    by_age: dict[str, list[tuple[str, Any]]] = {}
    for name, item in faces["cards"].items():
        colour = item.get("color", "")
        age = "Guilds" if colour == "purple" else f"Age {ROMAN.get(item.get('age'), '')}"
        words = search_words(name, words=[colour, colour_name(colour), cost_text(item),
                                          effect_text(item.get("effects"))])
        by_age.setdefault(age, []).append((words, card_face(name, "compendium-card")))
    wonders = [(search_words(name, words=[effect_text(item.get("effects")), cost_text(item)]),
                wonder_tile({"name": name})) for name, item in faces["wonders"].items()]
    tokens = [(search_words(name, words=[effect_text(item.get("effects"))]), token_chip(name))
              for name, item in faces["tokens"].items()]
    titles = {"Age I": t("Age {age}", age="I"), "Age II": t("Age {age}", age="II"),
              "Age III": t("Age {age}", age="III"), "Guilds": t("Guilds")}
    return ([(titles[age], by_age[age]) for age in titles if age in by_age]
            + [(t("Wonders"), wonders), (t("Progress tokens"), tokens)])
