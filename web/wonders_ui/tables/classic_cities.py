"""The cities of the 7 Wonders table drawn as wonder boards.

A board is what a player sees of a city across the table: the wonder's name and side,
its stages as boxes along the board (each with its cost and what it gives, the built
ones marked), the buildings tucked by colour in stacks as on a real table (each card
showing its name and what it makes or gives), then the coins, shields, conflict tokens
and science symbols as icons (and, when the view has them, the Cities expansion's debt,
diplomacy and team). Tapping a board opens the city in full (``classic_sheet``).
Card colours and faces come from the game's catalogue.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine import get_game

from .. import i18n
from ..i18n import N_, t, tn
from ..vdom import h
from . import icons, speech
from .arrivals import arrival, arrival_line, arriving_name, mark
from .classic_masks import masks_stat
from .context import TableContext
from .glyphs import glyph
from .parts import edition_example, rule_link, with_nodes

GAME_ID = "7wonders"
#: the order of the stacks, as the rulebook's colour list (Cities' black cards last)
COLOURS = ["brown", "grey", "yellow", "blue", "red", "green", "purple", "black"]
COLOUR_NAMES = {"brown": N_("Raw materials"), "grey": N_("Manufactured goods"),
                "yellow": N_("Commercial"), "blue": N_("Civilian"), "red": N_("Military"),
                "green": N_("Scientific"), "purple": N_("Guilds"), "black": N_("Black (Cities)")}
#: a neighbour's military standing, by side
VERSUS = {"left": N_("vs {player} (left) {shields}: {result}"),
          "right": N_("vs {player} (right) {shields}: {result}")}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


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
        parts.append(tn("{n} coin", "{n} coins", cost["coins"]))
    parts += [t(icons.WORDS[icons.RESOURCES[x]]) for x in cost.get("resources") or ""
              if x in icons.RESOURCES]
    return ", ".join(parts) or t("free")


def standing(view: dict, ctx: TableContext, city: dict) -> list:
    """"vs Bob (left) [shield 3]: won [+1]" for each neighbour, as the end of the age
    would give now (rulebook: compare shields with each neighbour)."""
    mil = city.get("military") or {}
    parts: list = []
    for side in ("left", "right"):
        other = mil.get(side)
        if other:
            token = icons.token(other["token"])
            result = (with_nodes(t("won {token}"), token=token) if other["token"] > 0 else
                      with_nodes(t("lost {token}"), token=token) if other["token"] < 0 else
                      t("tie"))
            parts.append(h("span", {"class_": "versus"},
                           with_nodes(t(VERSUS[side], player=ctx.label(other["player"])),
                                      shields=icons.icon("shield", other["shields"]),
                                      result=result)))
    if parts or mil.get("sits_out"):
        parts.append(rule_link(conflict_example(view), N_("military conflicts")))
    return parts


def conflict_example(view: dict, spent: bool = False) -> str:
    """The worked example of the conflicts this table plays: the team variant's, or
    with a diplomacy token on the table (or ``spent`` in the conflicts just fought) the
    Cities one of a city sitting out, else its edition's."""
    if view.get("teams"):
        return "cities-teams"
    if spent or any(c.get("diplomacy") for c in view["cities"]):
        return "cities-diplomacy"
    return edition_example(view, "conflict")


def next_stage(view: dict, stage: dict) -> list:
    """Why the viewer's next stage cannot be built now, in words (its cost and effect
    are on its box)."""
    choice = (view.get("choices") or {}).get("stage") or {}
    if not choice.get("reason") or view.get("terminal"):
        return None
    return h("span", {"class_": "next-stage muted"},
             t("next stage: {reason}", reason=i18n.sentence(choice["reason"])))


def _badge(view: dict, ctx: TableContext, city: dict) -> Any:
    if view.get("terminal"):
        return None
    if city["index"] in ctx.thinking:
        return h("span", {"class_": "badge thinking"}, t("thinking…"))
    if city.get("picked"):
        return h("span", {"class_": "badge ok"}, t("chosen"))
    free = view.get("free_city")
    if city.get("free_city") and free and free.get("controller", -1) >= 0:
        return h("span", {"class_": "badge free-city"},
                 t("Free City card: {player}", player=ctx.label(free["controller"])))
    return None


# ---------------------------------------------------------------------- the pieces


@cache
def card_strip(name: str, edition: Any = 1, full: bool = False, marked: bool = False) -> list:
    """A built card as it shows tucked under a board: its colour and glyph, its name and
    what it makes or gives as icons (``full``: the chains it gives, too; ``marked``: the
    card of the log entry tapped, ``tables.log``). The same arguments give the same
    (shared, never changed) node."""
    face = card_face(name, edition)
    colour = face.get("colour", "grey")
    chains = full and face.get("chains_to")
    return h("div", {"class_": f"bcard c-{colour}" + (" marked" if marked else ""),
                     "data_g": glyph(colour),
                     "data_name": name},
             h("span", {"class_": "bcard-name"}, i18n.name(name)),
             icons.effect_icons(face.get("effects", "")),
             chains and icons.chain_icons(list(chains), "frees"))


def colour_stacks(city: dict, edition: Any, full: bool = False,
                  marked: str | None = None, ctx: TableContext | None = None) -> list:
    """The buildings in one stack a colour, in ``COLOURS`` order (any colour the list
    does not know after them); ``full`` heads each stack with its colour and count;
    the card named ``marked`` (a log entry's) is drawn marked; with ``ctx``, the card
    that arrived in the last resolved turn is marked too (``arrivals``)."""
    new = arriving_name(ctx, city["index"]) if ctx is not None else ""
    by_colour: dict[str, list[str]] = {}
    for name in city["cards"]:
        by_colour.setdefault(card_face(name, edition).get("colour", "grey"), []).append(name)
    order = [c for c in COLOURS if c in by_colour] + [c for c in by_colour if c not in COLOURS]
    return [h("div", {"class_": f"stack c-{colour}", "data_colour": colour},
              full and h("h4", {"class_": "stack-head"}, icons.card_of(colour),
                         f" {t(COLOUR_NAMES.get(colour, colour))} · {len(by_colour[colour])}"),
              [mark(card_strip(n, edition, full, n == marked), ctx)
               if n == new and ctx is not None else card_strip(n, edition, full, n == marked)
               for n in by_colour[colour]])
            for colour in order]


@cache
def _stage_box(i: int, total: int, built: bool, coins: int, resources: str,
               effects: str, marked: bool = False) -> list:
    label = (t("stage {n} of {total}: built", n=roman(i + 1), total=roman(total)) if built
             else t("stage {n} of {total}: not built", n=roman(i + 1), total=roman(total)))
    return h("div", {"class_": "stage-box" + (" built" if built else "")
                     + (" marked" if marked else ""), "data_stage": str(i)},
             h("span", {"class_": "stage-no", "role": "img", "aria_label": label},
               ("✓ " if built else "") + roman(i + 1)),
             icons.cost_icons({"coins": coins, "resources": resources}),
             icons.effect_icons(effects))


def stage_boxes(city: dict, marked: int | None = None,
                ctx: TableContext | None = None) -> list:
    """The wonder's stages as boxes along the board, left to right: number (✓ when
    built), cost, effect (rulebook: stages are built in order, left to right); stage
    number ``marked`` (a log entry's, from 1) is drawn marked; with ``ctx``, the stage
    built in the last resolved turn is marked too (``arrivals``)."""
    stages = city["stages"]
    built = city["stages_built"]
    a = arrival(ctx, city["index"]) if ctx is not None else None
    new = built - 1 if a is not None and a.verb == "stage" else -1
    boxes = [_stage_box(i, len(stages), i < built, s["cost"].get("coins") or 0,
                        s["cost"].get("resources") or "", s["effects"], i + 1 == marked)
             for i, s in enumerate(stages)]
    return h("div", {"class_": "stage-row", "style": f"--stages: {len(stages)}"},
             [mark(box, ctx) if i == new and ctx is not None else box
              for i, box in enumerate(boxes)])


def cities_tokens(city: dict, always: bool = False, links: bool = False) -> list:
    """The Cities expansion's keys when the view has them: debt tokens, diplomacy tokens
    and the team (drawn only when present; ``always`` draws a count of 0 too; ``links``
    a "?" to the debt example beside debt tokens)."""
    out = []
    if "debt" in city and (city["debt"] or always):
        out.append(icons.icon("debt", city["debt"], class_="stat debt"))
        if links and city["debt"]:
            out.append(rule_link("cities-debt", N_("debt")))
    if "diplomacy" in city and (city["diplomacy"] or always):
        n = city["diplomacy"]
        out.append(h("span", {"class_": "stat diplomacy"},
                     icons.icon("diplomacy",
                                word=tn("{n} diplomacy token", "{n} diplomacy tokens", n)),
                     f"×{n}" if n != 1 else None))
    if city.get("team") is not None:
        out.append(h("span", {"class_": "stat team badge"}, t("Team {n}", n=city["team"] + 1)))
    return out


def stats(city: dict, always: bool = False, links: bool = False) -> Any:
    """Coins, shields, conflict tokens, science symbols, the Cities' tokens and what the
    city makes, as icons; ``links`` adds a "?" to the worked examples beside the science
    (the score pad's sets) and the debt."""
    tokens = city["conflict"]
    sci = city["science"]
    science = [[icons.icon("science-any" if k == "any" else k),
                f"×{sci[k]} " if sci[k] > 1 else " "]
               for k in (*icons.SCIENCE, "any") if sci.get(k)]
    return h(
        "div", {"class_": "stats"},
        icons.icon("coin", city["coins"], class_="stat coins"),
        icons.icon("shield", city["shields"], class_="stat shields"),
        tokens and h("span", {"class_": "stat conflict", "data_total": str(sum(tokens))},
                     [icons.token(t) for t in tokens]),
        science and h("span", {"class_": "stat science"}, science,
                      links and rule_link("score-pad-1e", N_("scoring science"))),
        cities_tokens(city, always, links),
        masks_stat(city),  # Cities (classic_masks)
        h("span", {"class_": "stat prod"},
          [h("span", {"class_": "muted"}, x) if isinstance(x, str) else x
           for x in with_nodes(t("makes {resources}"),
                               resources=icons.production_icons(city["production"]))]))


def paid_badge(seat: int, mark: Any) -> Any:
    """The coins the marked log entry's move paid this city: "+ (2)", a coin icon."""
    coins = sum(n for p, n in (mark.paid if mark else ()) if p == seat)
    if not coins:
        return None
    return h("span", {"class_": "badge mark-paid"}, "+", icons.coins(coins))


def city_panel(view: dict, ctx: TableContext, city: dict, tag: str | None, me: bool,
               mark: Any = None) -> list:
    """One city as a board; ``tag`` is ``"left"``/``"right"`` for the viewer's
    neighbours. A tap anywhere on it (or on its name, a button) opens it in full.
    ``mark``: the log entry tapped (``tables.log.Entry``): its card or stage is drawn
    marked in its city, and the coins it paid beside the city that got them."""
    stages = city["stages"]
    built = city["stages_built"]
    seat = city["index"]
    ours = mark is not None and mark.city == seat
    edition = view.get("edition", 1)
    opens = {"data_act": "opt", "data_arg": f"city:{seat}"}
    return h(
        "section", {"class_": "city board" + (" me" if me else "") + (f" {tag}" if tag else "")
                    + (" has-mark" if ours else ""),
                    "data_seat": str(seat), **opens},
        h("header", {"class_": "city-head"},
          h("button", {"class_": "city-open", "aria_haspopup": "dialog", **opens,
                       "aria_label": speech.city(ctx, city, tag)},
            # the words it shows (side, owner, wonder) begin its name, in their order
            # (WCAG 2.5.3, label in name); the spaces between them (not drawn: a flex
            # row) keep them apart as words for a checker reading the text
            tag == "left" and [h("span", {"class_": "side-tag", "aria_hidden": "true"},
                                 t("◀ Left")), " "],
            h("strong", {"class_": "city-name", "aria_hidden": "true"}, ctx.label(seat)), " ",
            tag == "right" and [h("span", {"class_": "side-tag", "aria_hidden": "true"},
                                  t("Right ▶")), " "],
            h("span", {"class_": "wonder-name"},
              f"{i18n.name(city['wonder'])} {icons.side_word(city['side'])}")),
          _badge(view, ctx, city), paid_badge(seat, mark)),
        stats(city, links=me),
        arrival_line(view, ctx, seat),
        stage_boxes(city, mark.stage if ours else None, ctx),
        me and built < len(stages) and next_stage(view, stages[built]),
        me and not view.get("terminal") and h(
            "div", {"class_": "standing muted"}, standing(view, ctx, city)),
        h("div", {"class_": "cards"},
          colour_stacks(city, edition, marked=mark.card if ours else None, ctx=ctx)
          or h("span", {"class_": "muted"}, t("no buildings"))),
    )


i18n.on_change(lambda _code: (card_strip.cache_clear(), _stage_box.cache_clear()))

# ---------------------------------------------------------------------- moves


def describe(view: dict, player: int, text: str) -> str:
    """The move as a sentence (``Game.describe_move``)."""
    return get_game(GAME_ID).describe_move(view, player, text)
