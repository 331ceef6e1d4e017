"""The author mode's Python (``author.html``, ``web/author.js``): what a set-up may
name, a game's set-up as a first position, and an example checked while it is made.

The page builds a position and a script on the drawn table (``docs/examples.md``,
"Making an example"); each change is sent here through the embeds' worker.
``choices`` lists the game's wonders and cards by age; ``setup`` is the position of a
new game of a ruleset (its hands dealt, written out so they can be edited);
``answer`` draws the frame being edited (``author_draft``) and, only when the author
asks (``strict``) or when it passes, the engine's whole check (``engine.examples``):
its link, who may move next with which moves, the scores a caption may claim, or the
one line naming what is wrong.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

from engine import examples, get_game, saves
from engine.errors import WondersError

from . import games, i18n, tables
from .author_draft import draft_state, draft_tree
from .i18n import t

#: a score pad's categories as the score pads name them (every game's: ``tables``)
LABELS = {key: label for module in tables.registered().values()
          for key, label in module.SCORE_LABELS.items()} | {"total": "Total"}

#: the set-ups a new example may start from: key -> (game, its ``Setup``), as each
#: game's author module offers them (its page manifest's ``author``: ``games``)
AUTHORS = {game: importlib.import_module(page.author)
           for game, page in games.manifests().items()}
SETUPS = {key: (game, setup) for game, author in AUTHORS.items()
          for key, setup in author.SETUPS.items()}
#: the names the players of a new example get
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def kinds() -> str:
    """JSON ``[{"key", "label": in the current language, "players": [counts]}]``: the
    set-ups of the page's list, every game's, in the registry's order."""
    return json.dumps([{"key": key, "label": t(setup.label), "players": list(setup.players)}
                       for key, (_game, setup) in SETUPS.items()])


def choices(game: str = "", edition: int = 1) -> str:
    """JSON ``{"wonders": [names], "sides": [a board's sides], "cards": {"1": [...],
    ...}, "expansion": [the Cities' cards and wonders], "seat": what a seat's form edits
    (``board``, ``wonders``, ``coins``, ``hand_on_table``), "names": {English name:
    name in the current language}}``, from the game's author module: the example names
    its cards and wonders in English (``docs/examples.md``), the picker shows each as
    printed in the language's rulebook (``i18n.name``). No ``game``: the game of a
    position that names none."""
    game = game or examples.DEFAULT_GAME
    author = AUTHORS[game]
    picks = author.choices(edition)
    by_age: dict[str, list[str]] = {}
    for name, card in picks["cards"].items():
        by_age.setdefault(str(card["age"]), []).append(name)
    i18n.use_names(game, picks["names"])
    names = {n: i18n.name(n) for n in [*picks["wonders"], *picks["cards"]]}
    return json.dumps({"wonders": picks["wonders"], "sides": picks["sides"], "cards": by_age,
                       "expansion": picks["expansion"], "seat": author.SEAT,
                       "names": {k: v for k, v in names.items() if v != k}})


def setup(kind: str, players: int = 3, seed: int = 1) -> str:
    """JSON of a new example at the start of a new game of ``kind`` (``SETUPS``): its
    first position written out whole (the game's author module: ``start``); or
    ``{"error": one line}``."""
    try:
        game, chosen = SETUPS[kind]
        config = dict(chosen.options)
        config.setdefault("players", players)
        position = AUTHORS[game].start(config, list(NAMES), seed)
        return json.dumps({"example": 1, "position": position, "view": 0})
    except (KeyError, WondersError) as exc:
        return json.dumps({"error": saves.one_line(str(exc)) if isinstance(exc, WondersError)
                           else t("this example cannot be made")})


def answer(text: Any, frame: int = -1, pick: str = "", strict: bool = True,
           options: str = "") -> str:
    """JSON for an example in the making, its frame ``frame`` shown (-1: the last),
    ``pick`` (a card the author tapped) selected with the ways to pay the author tapped
    (``options``, ``"build:1,stage:0"``: the action panel's ``opt`` taps):

    ``{"tree": the table, "frames": n, "frame": k, "to_move": [{"player", "name",
    "moves"}], "picks": [cards], "scores": [{"name", "pad"}], "payments": [...],
    "link": ..., "checked": [claims], "error": one line or absent, "ok": bool}``.

    The whole check runs every time; its fault is named (``error``) when ``strict`` or
    when the table cannot be drawn at all, else it is only ``"ok": false``."""
    try:
        if hasattr(text, "to_py"):
            text = text.to_py()
        data = examples.read(text)
        example = examples.parse(data)
    except WondersError as exc:
        return json.dumps({"error": saves.one_line(str(exc)), "ok": False})
    except Exception:  # a value of a shape no check caught: one line (issue 32)
        return json.dumps({"error": t("this example cannot be made"), "ok": False})
    out: dict[str, Any] = {"ok": True}
    if not str(text).lstrip().startswith("{"):  # a link: the page edits its JSON
        out["example"] = data
    try:
        states = examples.states(example)
        out["link"] = examples.encode(data)
        out["checked"] = [c for k, (f, s) in enumerate(zip(example.frames, states))
                          for c in examples.check_claims(example, s, f, k)]
    except WondersError as exc:
        out["ok"] = False
        fault = saves.one_line(str(exc))
        if strict:
            out["error"] = fault
        try:
            states = _draft_states(example)
        except WondersError:
            return json.dumps({"error": fault, "ok": False})
    except Exception:
        return json.dumps({"error": t("this example cannot be made"), "ok": False})
    return json.dumps(out | _drawn(example, states, frame, pick, _options(options)))


def _options(text: str) -> dict[str, int]:
    """``"build:1,stage:0"``, the ways to pay the author tapped, as the table's
    ``TableUi.options`` keeps them (``{"build": 1, ...}``); anything else left out."""
    out = {}
    for item in str(text).split(",")[:4]:
        kind, _, index = item.partition(":")
        if kind in ("build", "stage") and index.isascii() and index.isdigit() and len(index) < 4:
            out[kind] = int(index)
    return out


def _draft_states(example: examples.Example) -> list[Any]:
    """The frames that can be drawn while the example is not whole: the position
    (``draft_state``), then each step until the first that cannot be played."""
    state = draft_state(example.position)
    out = [state]
    for number, frame in enumerate(example.frames[1:], 1):
        state = state.clone()
        try:
            examples.apply_step(state, frame, number)
        except WondersError:
            break
        out.append(state)
    return out


def _drawn(example: examples.Example, states: list[Any], frame: int, pick: str,
           options: dict[str, int]) -> dict:
    """The shown frame's table and what the author may do or claim there."""
    k = len(states) - 1 if frame < 0 or frame >= len(states) else frame
    state = states[k]
    names = list(state.config["names"])
    try:
        viewer = examples.viewer(example, state)
    except WondersError:
        viewer = 0
    shown = example.frames[k]
    where = "the position" if k == 0 else f"step {k}"
    tree, missing = draft_tree(state, viewer, shown.highlight, pick or shown.select, where,
                               options if pick else None)
    last = k == len(states) - 1
    to_move = [{"player": p, "name": names[p] if p < len(names) else str(p),
                "moves": [str(m) for m in state.legal_actions(p)]}
               for p in state.current_players()] if last else []
    out = {"tree": tree, "frames": len(example.frames), "drawn": len(states), "frame": k,
           "viewer": viewer, "names": names, "to_move": to_move, "over": state.is_terminal(),
           "missing": missing, "picks": _picks(tree),
           "scores": [{"name": names[p], "pad": pad} for p, pad in enumerate(state.scores())
                      if p < len(names)],
           "labels": {key: t(LABELS[key]) for pad in state.scores() for key in pad
                      if key in LABELS}}
    if k == 0 and shown.select:
        out["payments"] = _payments(example, names, viewer, shown.select)
    return out


def _picks(tree: list) -> list[str]:
    """The cards the table lets the viewer tap (its hand, Duel's open cards)."""
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, list) and len(node) > 1 and isinstance(node[1], dict):
            if node[1].get("data-act") == "select" and node[1].get("data-arg") not in found:
                found.append(str(node[1].get("data-arg")))
            for child in node[2:]:
                walk(child)

    for node in tree:
        walk(node)
    return found


def _payments(example: examples.Example, names: list[str], viewer: int,
              card: str) -> list | None:
    """The ways the viewer may pay for the selected card in the position (a claim
    ``expect.payments`` may make), or ``None`` when the engine lists none."""
    game = get_game(examples.game_of(example.position))
    try:
        return game.positions.cli_payments(example.position, viewer, card)
    except WondersError:
        return None
