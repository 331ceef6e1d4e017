"""The cities of the 7 Wonders table and its log, drawn from a view alone.

Every city at a glance: wonder and stages, cards by colour, production, coins, shields
and the military standing against each neighbour (what the end of the age would give
now), science and conflict tokens. Card colours come from the game's catalogue.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine import get_game

from ..vdom import h
from . import icons
from .classic_masks import masks_stat
from .context import TableContext
from .parts import sentences

GAME_ID = "7wonders"
COLOURS = ["brown", "grey", "yellow", "blue", "red", "green", "purple", "black"]
COLOUR_NAMES = {"brown": "Raw materials", "grey": "Manufactured", "yellow": "Commerce",
                "blue": "Civilian", "red": "Military", "green": "Science", "purple": "Guilds",
                "black": "Black (Cities)"}
ROMAN = {1: "I", 2: "II", 3: "III"}


@cache
def catalogue() -> dict[str, Any]:
    """The game's cards and wonders (static data: card faces)."""
    return get_game(GAME_ID).catalogue()


def card_face(name: str, edition: Any = 1) -> dict[str, Any]:
    """A card's face by name, as ``edition`` prints it ({} for a name the catalogue
    does not hold)."""
    faces = catalogue().get("editions", {}).get(str(edition), {}).get("cards", {})
    return faces.get(name) or catalogue()["cards"].get(name, {})


def roman(age: Any) -> str:
    return ROMAN.get(age, str(age))


def cost_text(cost: dict[str, Any]) -> str:
    """A cost in words for a label: ``{"coins": 1, "resources": "WO"}`` -> ``"1 coin,
    wood, ore"`` (``"free"`` when nothing)."""
    parts = []
    if cost.get("coins"):
        parts.append(f"{cost['coins']} coin" + ("s" if cost["coins"] > 1 else ""))
    parts += [icons.WORDS[icons.RESOURCES[x]] for x in cost.get("resources") or ""
              if x in icons.RESOURCES]
    return ", ".join(parts) or "free"


def token_text(token: int) -> str:
    return "tie" if not token else (f"won +{token}" if token > 0 else "lost −1")


def standing(view: dict, ctx: TableContext, city: dict) -> list:
    """"vs Bob (left) [shield 3]: won [+1]" for each neighbour, as the end of the age
    would give now (rulebook: compare shields with each neighbour)."""
    mil = city.get("military") or {}
    parts: list = []
    for side in ("left", "right"):
        other = mil.get(side)
        if other:
            result = (icons.token(other["token"]) if other["token"] else "tie")
            parts.append(h("span", {"class_": "versus"},
                           f"vs {ctx.name(other['player'])} ({side}) ",
                           icons.icon("shield", other["shields"]), ": ",
                           "won " if other["token"] > 0 else
                           "lost " if other["token"] < 0 else "", result))
    return parts


def next_stage(view: dict, stage: dict) -> list:
    """The viewer's next stage spelled out with icons (touch screens show no tooltips):
    its cost, what it gives, and why it cannot be built now."""
    choice = (view.get("choices") or {}).get("stage") or {}
    reason = choice.get("reason") and not view.get("terminal")
    return h("span", {"class_": "next-stage muted"}, "next stage: ",
             icons.cost_icons(stage["cost"]), " → ", icons.effect_icons(stage["effects"]),
             reason and f" ({choice['reason']})")


def _badge(view: dict, ctx: TableContext, city: dict) -> Any:
    if view.get("terminal"):
        return None
    if city["index"] in ctx.thinking:
        return h("span", {"class_": "badge thinking"}, "thinking…")
    if city.get("picked"):
        return h("span", {"class_": "badge ok"}, "chosen")
    free = view.get("free_city")
    if city.get("free_city") and free and free.get("controller", -1) >= 0:
        return h("span", {"class_": "badge free-city"},
                 f"Free City card: {ctx.name(free['controller'])}")
    return None


def _card_groups(city: dict) -> list:
    by_colour: dict[str, list[str]] = {}
    for name in city["cards"]:
        by_colour.setdefault(card_face(name).get("colour", "grey"), []).append(name)
    return [h("div", {"class_": f"group c-{colour}", "title": COLOUR_NAMES[colour]},
              [h("span", {"class_": f"chip c-{colour}"}, n) for n in by_colour[colour]])
            for colour in COLOURS if by_colour.get(colour)]


def _stats(view: dict, ctx: TableContext, city: dict) -> Any:
    """Coins, shields, conflict tokens, science symbols and production as icons."""
    tokens = city["conflict"]
    sci = city["science"]
    science = [[icons.icon("science-any" if k == "any" else k),
                f"×{sci[k]} " if sci[k] > 1 else " "]
               for k in (*icons.SCIENCE, "any") if sci[k]]
    return h(
        "div", {"class_": "stats"},
        icons.icon("coin", city["coins"], class_="stat coins"),
        icons.icon("shield", city["shields"], class_="stat shields"),
        tokens and h("span", {"class_": "stat conflict", "data_total": str(sum(tokens))},
                      [icons.token(t) for t in tokens]),
        science and h("span", {"class_": "stat science"}, science),
        masks_stat(city),  # Cities (classic_masks)
        h("span", {"class_": "stat prod"}, h("span", {"class_": "muted"}, "makes "),
          icons.production_icons(city["production"])))


def city_panel(view: dict, ctx: TableContext, city: dict, tag: str | None, me: bool) -> list:
    """One city; ``tag`` is ``"left"``/``"right"`` for the viewer's neighbours."""
    stages = city["stages"]
    built = city["stages_built"]
    return h(
        "section", {"class_": "city" + (" me" if me else "") + (f" {tag}" if tag else ""),
                    "data_seat": str(city["index"])},
        h("header", {"class_": "city-head"},
          tag == "left" and h("span", {"class_": "side-tag"}, "◀ Left"),
          h("strong", {"class_": "city-name"}, ctx.name(city["index"])),
          tag == "right" and h("span", {"class_": "side-tag"}, "Right ▶"),
          _badge(view, ctx, city)),
        h("div", {"class_": "wonder"},
          h("span", {"class_": "wonder-name"}, f"{city['wonder']} {city['side']}"),
          h("span", {"class_": "stages", "title": f"{built} of {len(stages)} stages built"},
            [h("span", {"class_": "stage" + (" built" if i < built else ""),
                        "title": f"{cost_text(s['cost'])} → {s['effects']}"}, str(i + 1))
             for i, s in enumerate(stages)]),
          me and built < len(stages) and next_stage(view, stages[built])),
        _stats(view, ctx, city),
        me and not view.get("terminal") and h(
            "div", {"class_": "standing muted"}, standing(view, ctx, city)),
        h("div", {"class_": "cards"},
          _card_groups(city) or h("span", {"class_": "muted"}, "no buildings")),
    )


# ---------------------------------------------------------------------- log


def describe(view: dict, player: int, text: str) -> str:
    """The move as a sentence (``Game.describe_move``)."""
    return get_game(GAME_ID).describe_move(view, player, text)


def log_lines(view: dict, ctx: TableContext) -> list[str]:
    """The whole public log (``view["log"]``): others' face-down cards stay hidden
    until the game is over; the viewer's own cards are named."""
    out = []
    for e in view.get("log", []):
        if e.get("kind") == "conflicts":
            out.append(f"Age {roman(e['age'])}: military conflicts resolved")
            continue
        head = f"{roman(e.get('age'))}.{e.get('turn')} "
        out += sentences(view, ctx, e.get("moves", []), head)
    return out
