"""Describe DOM trees as plain lists: ``h("div", {"class": "x"}, "text", h(...))``.

``web/ui.js`` builds them with createElement and text nodes, so any string in a tree,
a player's name included, can only ever become text, never HTML.
"""

from __future__ import annotations

import json
from typing import Any


def is_node(x: Any) -> bool:
    return isinstance(x, list) and len(x) >= 2 and isinstance(x[0], str) and isinstance(x[1], dict)


def _add(out: list, c: Any) -> None:
    if c is None or c is False:
        return
    if is_node(c):
        out.append(c)
    elif isinstance(c, (list, tuple)):
        for x in c:
            _add(out, x)
    else:
        out.append(str(c))


def h(tag: str, attrs: dict[str, Any] | None = None, *children: Any) -> list:
    """A node; attribute names may end in ``_`` (``class_``) and use ``_`` for ``-``."""
    clean = {}
    for k, v in (attrs or {}).items():
        if v is None or v is False:
            continue
        clean[k.rstrip("_").replace("_", "-")] = v
    out: list = [tag, clean]
    for c in children:
        _add(out, c)
    return out


def to_json(nodes: list) -> str:
    return json.dumps(nodes, separators=(",", ":"))


def text_of(node: Any) -> str:
    """All the text in a tree (for tests)."""
    if isinstance(node, str):
        return node
    if is_node(node):
        return " ".join(text_of(c) for c in node[2:])
    if isinstance(node, list):
        return " ".join(text_of(c) for c in node)
    return str(node)
