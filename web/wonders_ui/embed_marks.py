"""Highlights on a drawn table: what a rule example's step points at (``docs/examples.md``).

A table (``tables/``) is a tree of ``vdom`` nodes drawn from a view; the tables mark a
city with ``data-seat``, a card with ``data-card`` (a built card's strip with
``data-name``, or a ``chip`` whose text is its name) and a Duel wonder with
``data-wonder``, and name their parts by class (``prod``, ``coins``, ``cost``...). A highlight
``{"card", "seat", "part", "text", "label"}`` marks every node that matches all it
gives, with the class ``x-mark`` (and its ``label`` beside it). A highlight that marks
nothing is an error naming it, so a typo in an example is caught by its test, never
shown as a step that points at nothing.

An embed's table is a picture: its own controls (saved games, export, panels, the
bots' pace, Share set-up, Cards, the settings, the discard pile's count) are dropped
and no node keeps an action (``inert``); the log and the language menu are taken out of it
(``taken_out``), for the embed to show below the table when its author asks.
"""

from __future__ import annotations

from typing import Any

from engine.errors import ExampleError
from engine.examples import player_index

from .vdom import is_node

MARK = "x-mark"
#: the table's controls that have no meaning in a picture
DROPPED_ACTS = ("home", "export", "toggle", "pace_open", "share-setup", "compendium",
                "replay", "undo", "settings")
#: the table's chrome, by id, that an example leaves out (the discard pile's count)
DROPPED_IDS = ("discard-count",)
#: what ``taken_out`` takes out of a table: the log panel and the language menu
TAKEN = {"log": lambda attrs: attrs.get("id") == "log",
         "languages": lambda attrs: "language-picker" in str(attrs.get("class", "")).split()}


def classes(node: list) -> list[str]:
    return str(node[1].get("class", "")).split()


def own_text(node: list) -> str:
    return "".join(c for c in node[2:] if isinstance(c, str)).strip()


def _is_card(node: list, name: str) -> bool:
    attrs = node[1]
    card = attrs.get("data-card", attrs.get("data-wonder", attrs.get("data-name")))
    if isinstance(card, str):
        return card.lower() == name
    return any("chip" in c for c in classes(node)) and own_text(node).lower() == name


def _matches(node: list, mark: dict[str, Any]) -> bool:
    if "card" in mark and not _is_card(node, mark["card"].lower()):
        return False
    if "part" in mark and mark["part"] not in classes(node):
        return False
    if "text" in mark and mark["text"].lower() not in own_text(node).lower():
        return False
    return any(k in mark for k in ("card", "part", "text"))


def _seat_of(node: list) -> int | None:
    seat = node[1].get("data-seat")
    return (int(seat) if isinstance(seat, str) and seat.isascii() and seat.isdigit()
            and len(seat) <= 4 else None)


def _walk(node: Any, mark: dict[str, Any], seat: int | None, inside: int | None,
          found: list[list]) -> None:
    if not is_node(node):
        return
    here = _seat_of(node)
    inside = here if here is not None else inside
    if seat is not None and here == seat and not any(k in mark for k in ("card", "part",
                                                                           "text")):
        found.append(node)
        return
    if (seat is None or inside == seat) and _matches(node, mark):
        found.append(node)
        return
    for child in node[2:]:
        _walk(child, mark, seat, inside, found)


def _describe(mark: dict[str, Any]) -> str:
    return ", ".join(f"{k} {mark[k]!r}" for k in ("seat", "card", "part", "text") if k in mark)


def _seat(ref: Any, names: list[str], where: str) -> int | None:
    """A highlight's seat: a player's name, or a city's index (the Free City's is 2)."""
    if ref is None or type(ref) is int:
        return ref
    return player_index(names, ref, f"{where}: highlight")


def apply_marks(tree: list, marks: tuple[dict[str, Any], ...], names: list[str],
                where: str) -> None:
    """Mark ``tree`` (in place) with each highlight; ``ExampleError`` for one that
    marks nothing."""
    for i, mark in enumerate(marks):
        seat = _seat(mark.get("seat"), names, where)
        found: list[list] = []
        for node in tree:
            _walk(node, mark, seat, None, found)
        if not found:
            raise ExampleError(f"{where}: highlight[{i}] ({_describe(mark)}) is not on "
                               "the table")
        for node in found:
            node[1]["class"] = " ".join([*classes(node), MARK])
            if mark.get("label"):
                node.append(["span", {"class": "x-label"}, mark["label"]])


def _dropped(node: Any) -> bool:
    return is_node(node) and (node[1].get("data-act") in DROPPED_ACTS
                              or node[1].get("id") in DROPPED_IDS)


def inert(node: Any) -> Any:
    """The tree without the table's controls, and without actions on any node."""
    if not is_node(node):
        return node
    attrs = {k: v for k, v in node[1].items() if k not in ("data-act", "data-arg")}
    children = [inert(c) for c in node[2:] if not _dropped(c)]
    return [node[0], attrs, *children]


def taken_out(tree: list) -> tuple[list, dict[str, Any]]:
    """``tree`` without its log panel and language menu, and those two (``TAKEN``'s
    keys; ``None`` for one the table does not draw)."""
    found: dict[str, Any] = dict.fromkeys(TAKEN)

    def walk(node: Any) -> Any:
        if not is_node(node):
            return node
        for key, test in TAKEN.items():
            if test(node[1]):
                if found[key] is None:
                    found[key] = node
                return None
        return [node[0], node[1], *[c for c in map(walk, node[2:]) if c is not None]]

    return [n for n in map(walk, tree) if n is not None], found
