"""The debrief under both score pads: the moments of the game in words, and the cards
under each wonder, drawn from the view alone.

The engine finds the moments (``engine.moments``: the view's ``moments``, plain data:
who pulled ahead and when, how the game was won, the biggest military swing, the card
that scored most, a chain that paid off); this module only words them, each a whole
sentence of the catalogue in the person's language. The wonders' cards come from each
table (7 Wonders' stages are played face down and shown once the game is over; Duel's
wonders show their card all along) as rows of ``(seat, wonder, [(label, card)])``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.words import is_you

from .. import i18n
from ..i18n import t, tn, tp
from ..vdom import h
from .context import TableContext

ROMAN = {0: "0", 1: "I", 2: "II", 3: "III"}


def _age(age: int) -> str:
    return ROMAN.get(age, str(age))


def _names(ctx: TableContext, players: Sequence[int]) -> str:
    """"Ann", "Ann and Bob", "you and Bob"."""
    return i18n.listing([ctx.label(p) if i == 0 else ctx.whom(p)
                         for i, p in enumerate(players)])


def lead(m: dict[str, Any], ctx: TableContext) -> str:
    """"Ann pulled ahead for good in Age II, turn 4."."""
    players, age, turn = m["players"], _age(m["age"]), m["turn"]
    if m.get("last"):
        if len(players) == 1:
            return tp(ctx.name(players[0]), "Only the last turn put you ahead.",
                      "Only the last turn put {player} ahead.")
        return t("Only the last turn put {players} ahead.", players=_names(ctx, players))
    if len(players) == 1:
        return tp(ctx.name(players[0]), "You pulled ahead for good in Age {age}, turn {turn}.",
                  "{player} pulled ahead for good in Age {age}, turn {turn}.",
                  age=age, turn=turn)
    others = [ctx.label(p) for p in players if not is_you(ctx.name(p))]
    if len(others) < len(players):  # "you" as a subject ("Ann og du"), not "til dig"
        return t("{players} and you pulled ahead for good in Age {age}, turn {turn}.",
                 players=i18n.listing(others), age=age, turn=turn)
    return t("{players} pulled ahead for good in Age {age}, turn {turn}.",
             players=_names(ctx, players), age=age, turn=turn)


def victory(m: dict[str, Any], ctx: TableContext) -> str:
    """"Ann won by military supremacy." (Duel's three kinds of victory)."""
    players, kind = m["players"], m["victory"]
    if len(players) != 1:
        return t("A shared civilian victory: tied on points and on blue cards.")
    name = ctx.name(players[0])
    if kind == "military":
        return tp(name, "You won by military supremacy: the pawn reached the capital.",
                  "{player} won by military supremacy: the pawn reached the capital.")
    if kind == "science":
        return tp(name, "You won by scientific supremacy: six different symbols.",
                  "{player} won by scientific supremacy: six different symbols.")
    return tp(name, "You won a civilian victory: the most points after Age III.",
              "{player} won a civilian victory: the most points after Age III.")


def military(m: dict[str, Any], ctx: TableContext) -> str:
    """"Biggest military swing: Ann gained 10 points in the conflicts of Age III."."""
    name, n, age = ctx.name(m["player"]), m["points"], _age(m["age"])
    if m.get("card"):
        card = i18n.name(m["card"])
        if is_you(name):
            return tn("Biggest military swing: your {card} gained you {n} point (Age {age}).",
                      "Biggest military swing: your {card} gained you {n} points (Age {age}).",
                      n, card=card, age=age)
        return tn("Biggest military swing: {player}'s {card} gained {n} point (Age {age}).",
                  "Biggest military swing: {player}'s {card} gained {n} points (Age {age}).",
                  n, card=card, age=age, player=name)
    if is_you(name):
        return tn("Biggest military swing: you gained {n} point in the conflicts of Age {age}.",
                  "Biggest military swing: you gained {n} points in the conflicts of Age {age}.",
                  n, age=age)
    return tn("Biggest military swing: {player} gained {n} point in the conflicts of Age {age}.",
              "Biggest military swing: {player} gained {n} points in the conflicts of Age {age}.",
              n, age=age, player=name)


def best_card(m: dict[str, Any], ctx: TableContext) -> str:
    """"Best card: Ann's Palace, 8 points."."""
    name, n, card = ctx.name(m["player"]), m["points"], i18n.name(m["card"])
    if is_you(name):
        return tn("Best card: your {card}, {n} point.", "Best card: your {card}, {n} points.",
                  n, card=card)
    return tn("Best card: {player}'s {card}, {n} point.",
              "Best card: {player}'s {card}, {n} points.", n, card=card, player=name)


def chain(m: dict[str, Any], ctx: TableContext) -> str:
    """"A chain that paid off: Ann built the Library free through the Scriptorium (Age
    II), 2 points."."""
    name, n = ctx.name(m["player"]), m["points"]
    args = {"card": i18n.name(m["card"]), "chain": i18n.name(m["chain"]), "age": _age(m["age"])}
    if is_you(name):
        return tn("A chain that paid off: you built {card} free through {chain} "
                  "(Age {age}); it scored {n} point.",
                  "A chain that paid off: you built {card} free through {chain} "
                  "(Age {age}); it scored {n} points.", n, **args)
    return tn("A chain that paid off: {player} built {card} free through {chain} "
              "(Age {age}); it scored {n} point.",
              "A chain that paid off: {player} built {card} free through {chain} "
              "(Age {age}); it scored {n} points.", n, player=name, **args)


WORDS = {"lead": lead, "victory": victory, "military": military, "card": best_card,
         "chain": chain}


def moment_lines(view: dict[str, Any], ctx: TableContext) -> list[tuple[str, str]]:
    """Each moment of the view as ``(kind, sentence)``, in the engine's order (a kind
    this page does not know is left out)."""
    return [(m["kind"], WORDS[m["kind"]](m, ctx)) for m in view.get("moments") or ()
            if m.get("kind") in WORDS]


def moments_panel(view: dict[str, Any], ctx: TableContext) -> Any:
    """``#moments``: the moments of the game, one sentence each (None when the view has
    none)."""
    lines = moment_lines(view, ctx)
    if not lines:
        return None
    return h("section", {"class_": "debrief", "id": "moments", "aria_labelledby": "moments-title"},
             h("h2", {"id": "moments-title"}, t("Moments of the game")),
             h("ul", {"class_": "moments"},
               [h("li", {"data_moment": kind}, text) for kind, text in lines]))


def wonders_panel(rows: Sequence[tuple[int, str | None, Sequence[tuple[str, str]]]],
                  ctx: TableContext) -> Any:
    """``#wonder-cards``: under each city's wonder, the cards used to build it (``rows``:
    ``(seat, wonder or None, [(label, card)])``: 7 Wonders' stages labelled I, II...
    under its one wonder, Duel's wonders each labelled by its name); each seat's name
    opens its city."""
    items = []
    for seat, wonder, cards in rows:
        who = h("button", {"class_": "link city-link", "data_act": "opt",
                           "data_arg": f"city:{seat}",
                           "aria_label": t("Open the city of {player}",
                                           player=i18n.player(ctx.name(seat)))},
                i18n.player(ctx.name(seat)))
        under = ([h("span", {"class_": "stage-card"}, h("span", {"class_": "muted"}, label),
                    " ", i18n.name(card)) for label, card in cards]
                 or [h("span", {"class_": "muted"}, t("nothing built"))])
        items.append(h("li", {"data_seat": str(seat)}, who, " · ",
                       wonder and [i18n.name(wonder), ": "], under))
    return h("section", {"class_": "debrief", "id": "wonder-cards",
                         "aria_labelledby": "wonder-cards-title"},
             h("h2", {"id": "wonder-cards-title"}, t("The cards under the wonders")),
             h("ul", {"class_": "wonder-cards"}, items))
