"""The author mode's Python (``author.html``, ``web/author.js``): what a set-up may
name, and an example checked while it is being made.

The page builds a position and a script by taps (``docs/examples.md``, "Making an
example"); each change is sent here through the embeds' worker. ``choices`` lists the
game's wonders and cards by age; ``answer`` checks the example whole with the engine
(``engine.examples``) and returns its link and who may move next with which moves, so
that playing on is one more tap, or the error naming what is wrong.
"""

from __future__ import annotations

import json
from typing import Any

from engine import examples, get_game, saves
from engine.errors import WondersError

from . import i18n
from .i18n import t


def choices(game: str, edition: int = 1) -> str:
    """JSON ``{"wonders": [names], "sides": [two sides], "cards": {"1": [...], ...},
    "names": {English name: name in the current language}}``: the example names its
    cards and wonders in English (``docs/examples.md``), the chips show each as printed
    in the language's rulebook (``i18n.name``)."""
    catalogue = get_game(game).catalogue()
    if game == "duel":
        cards = catalogue["cards"]
        wonders = list(catalogue["wonders"])
        sides: list[str] = []
    else:
        # the base game's cards and boards (the author mode sets up no expansion)
        cards = {name: card for name, card in catalogue["editions"][str(edition)]["cards"].items()
                 if not card.get("expansion")}
        sides = ["A", "B"] if edition == 1 else ["day", "night"]
        wonders = sorted({name.rsplit(" ", 1)[0] for name, board in catalogue["wonders"].items()
                          if name.rsplit(" ", 1)[1] in sides and not board.get("expansion")})
    by_age: dict[str, list[str]] = {}
    for name, card in cards.items():
        by_age.setdefault(str(card["age"]), []).append(name)
    i18n.use_names(game, None if game == "duel" else edition)
    names = {n: i18n.name(n) for n in [*wonders, *cards]}
    return json.dumps({"wonders": wonders, "sides": sides, "cards": by_age,
                       "names": {k: v for k, v in names.items() if v != k}})


def answer(text: Any) -> str:
    """JSON ``{"link", "to_move": [{"player", "name", "moves"}]}`` for an example in
    the making, or ``{"error": one line}``."""
    try:
        if hasattr(text, "to_py"):
            text = text.to_py()
        data = examples.read(text)
        example = examples.parse(data)
        state = examples.states(example)[-1]
        names = list(state.config["names"])
        to_move = [{"player": p, "name": names[p] if p < len(names) else str(p),
                    "moves": [str(m) for m in state.legal_actions(p)]}
                   for p in state.current_players()]
        return json.dumps({"link": examples.encode(data), "to_move": to_move,
                           "over": state.is_terminal()})
    except WondersError as exc:
        return json.dumps({"error": saves.one_line(str(exc))})
    except Exception:  # a value of a shape no check caught: still one line, and no
        # Python exception's name (issue 32)
        return json.dumps({"error": t("this example cannot be made")})
