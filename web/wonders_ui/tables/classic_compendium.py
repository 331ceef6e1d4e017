"""The 7 Wonders compendium: every card and wonder board of an edition, as printed.

Each card shows its cost, effect, the chain it takes and gives, and how many copies go
into the deck at each player count (the rulebook's "3+", "4+" marks: a card marked 3
and 4 is in a 3-player game once and from 4 players twice). Guilds are not marked: a
game deals as many guilds as players plus two, at random; nor are the Cities
expansion's black cards: one copy each, as many dealt an age as players. Each wonder
side shows its resource and its stages, cost and effect.
"""

from __future__ import annotations

from typing import Any

from engine import get_game

from .. import i18n
from ..i18n import t, tn
from ..vdom import h
from . import icons
from .classic_cities import COLOUR_NAMES, catalogue, cost_text, roman
from .glyphs import glyph_tag
from .search import search_words

GAME_ID = "7wonders"


def books() -> list[tuple[str, dict[str, Any]]]:
    """The compendia this game offers: one for each choice of edition, and the 1st
    edition with the Cities expansion (its black cards, guilds and boards)."""
    edition = next(o for o in get_game(GAME_ID).options if o.key == "edition")
    return ([(t("7 Wonders, {edition}", edition=i18n.sentence(label)), {"edition": value})
             for value, label in edition.choices]
            + [(t("7 Wonders, 1st edition with Cities"), {"edition": 1, "cities": "on"})])


def copies_text(marks: list[int], low: int, high: int) -> str:
    """The copies in the deck by player count: ``[3, 4]`` over 3-7 players ->
    "1 copy at 3 players, 2 at 4-7" (player counts with no copy are left out)."""
    runs: list[list[int]] = []  # [first, last, copies]
    for n in range(low, high + 1):
        k = sum(1 for m in marks if m <= n)
        if runs and runs[-1][2] == k:
            runs[-1][1] = n
        else:
            runs.append([n, n, k])
    parts = []
    for first, last, k in runs:
        if not k:
            continue
        players = str(first) if first == last else f"{first}–{last}"
        parts.append(tn("{n} copy at {players} players", "{n} copies at {players} players", k,
                        players=players) if not parts
                     else t("{n} at {players} players", n=k, players=players))
    return ", ".join(parts)


def card_entry(name: str, face: dict[str, Any], players: tuple[int, int]) -> tuple[str, Any]:
    """One card: its words for the search and its face."""
    colour = face.get("colour", "grey")
    marks = face.get("copies") or []
    if marks:
        copies = copies_text(marks, *players)
    elif colour == "black":
        copies = t("one copy: each age deals as many black cards as players, at random")
    else:
        copies = t("guild: players + 2 guilds are dealt at random")
    chained = face.get("chained_from") or []
    gives = face.get("chains_to") or []
    words = search_words(name, *chained, *gives, words=[
        colour, t(COLOUR_NAMES.get(colour, "")), face.get("effects", ""),
        cost_text(face.get("cost", {}))])
    node = h("article", {"class_": f"card c-{colour} compendium-card", "data_card": name},
             h("span", {"class_": "card-top"},
               h("span", {"class_": "card-cost"}, icons.cost_icons(face.get("cost", {}))),
               glyph_tag(colour)),
             h("span", {"class_": "card-name"}, i18n.name(name)),
             h("span", {"class_": "card-effect"}, icons.effect_icons(face.get("effects", ""))),
             chained and h("span", {"class_": "card-chain"},
                           icons.chain_icons(chained, "free after")),
             gives and h("span", {"class_": "card-chain gives"},
                         icons.chain_icons(gives, "frees")),
             h("span", {"class_": "card-copies muted"}, copies))
    return words, node


def wonder_entry(title: str, board: dict[str, Any]) -> tuple[str, Any]:
    """One wonder side: its resource and each stage's cost and effect."""
    stages = board.get("stages", [])
    resource = icons.WORDS.get(icons.RESOURCES.get(board.get("resource", ""), ""))
    shown = wonder_title(title)
    words = " ".join([title, shown, t(resource) if resource else ""]
                     + [s.get("effects", "") for s in stages])
    node = h("article", {"class_": "compendium-wonder", "data_wonder": title},
             h("h4", None, shown, " ", icons.resource(board["resource"])
               if board.get("resource") in icons.RESOURCES else None),
             h("ol", {"class_": "compendium-stages"},
               [h("li", {"class_": "compendium-stage"},
                  h("span", {"class_": "stage-cost"}, icons.cost_icons(s.get("cost", {}))),
                  " → ",
                  h("span", {"class_": "stage-effect"}, icons.effect_icons(s.get("effects", ""))))
                for s in stages]))
    return words, node


def wonder_title(title: str) -> str:
    """A wonder side's title ("Rhodos A", "Ephesus day") with the wonder and the 2nd
    edition's side named in the current language."""
    wonder, _, side = title.rpartition(" ")
    if wonder and (len(side) == 1 or side in icons.SIDE_WORDS):
        return f"{i18n.name(wonder)} {icons.side_word(side)}"
    return i18n.name(title)


def sections(config: dict[str, Any]) -> list[tuple[str, list[tuple[str, Any]]]]:
    """The compendium of one edition (with the Cities expansion when ``config`` says):
    the cards of each age, the guilds, the wonders; each entry as (its words for the
    search, its drawing)."""
    game = get_game(GAME_ID)
    edition = config.get("edition", 1)
    shown = {"", "cities"} if config.get("cities") == "on" else {""}
    faces = {name: face for name, face in catalogue()["editions"][str(edition)]["cards"].items()
             if face.get("expansion", "") in shown}
    marks = [m for face in faces.values() for m in face.get("copies") or []]
    # the deck's marks start at 3: the 2-player game plays the 3-player deck
    players = (min(marks), game.player_range(config)[1])
    by_age: dict[str, list[tuple[str, Any]]] = {}
    for name, face in faces.items():
        section = "guilds" if face.get("colour") == "purple" else face["age"]
        by_age.setdefault(section, []).append(card_entry(name, face, players))
    wonders = [wonder_entry(key, board) for key, board in catalogue()["wonders"].items()
               if board.get("edition", 1) == edition and board.get("expansion", "") in shown]
    titled = [(t("Age {age}", age=roman(age)), by_age[age]) for age in (1, 2, 3) if age in by_age]
    if "guilds" in by_age:
        titled.append((t("Guilds"), by_age["guilds"]))
    return [*titled, (t("Wonders"), wonders)]

