"""A rule example drawn for an embed (``embed.html``, ``docs/examples.md``).

The embed worker (``web/embed_worker.js``, one Python for every embed of a page) calls
``draw`` with what the embed was given (an example's JSON, or its ``x1.`` link); the
engine checks it whole (``engine.examples``), then every frame is drawn once: the
table of the chosen player's view (``state.view(p)``, the game's table module, as the
site draws it), the step's highlights on it, its caption, and the save that "play
from here" opens as a new game (``engine.saves``, set up from the position). The
frame then only shows the drawings: stepping back and forth needs no Python.
"""

from __future__ import annotations

import base64
import json
from typing import Any

from engine import examples, saves
from engine.errors import WondersError

from . import i18n, tables
from .embed_marks import apply_marks, inert, taken_out
from .i18n import t
from .tables.context import TableContext, TableUi

#: the level of the bots that take the other seats of a game opened from an example
BOT_LEVEL = "medium"


def draw(text: Any, languages: Any = None) -> str:
    """JSON ``{"title", "game", "viewer", "frames": [{"caption", "tree", "save"}]}``,
    or ``{"error": one line}`` naming what is wrong with the example; in the first of
    ``languages`` (language tags, best first: the page's choice, then the browser's)
    that the site speaks, else English."""
    try:
        if hasattr(text, "to_py"):
            text = text.to_py()
        if languages is not None:
            tags = languages.to_py() if hasattr(languages, "to_py") else languages
            i18n.set_language(i18n.choose(None, [str(x) for x in
                                                  ([tags] if isinstance(tags, str) else tags)]))
        return json.dumps(draw_example(examples.read(text)), separators=(",", ":"))
    except WondersError as exc:
        return json.dumps({"error": saves.one_line(i18n.sentence(str(exc)))})
    except Exception:  # a value of a shape no check caught: still one line, and no
        # Python exception's name (issue 32)
        return json.dumps({"error": t("this example cannot be drawn")})


def draw_example(data: Any) -> dict[str, Any]:
    """Every frame of an example, drawn (see the module docstring): each frame's table,
    and apart from it its log (``log``); the table's language menu (``languages``).
    The embed shows those two only when its author asks (``?show=log,lang``)."""
    example = examples.parse(data)
    states = examples.states(example)
    viewer = examples.viewer(example, states[0])
    table = tables.for_game(states[0].game)
    names = list(states[0].config["names"])
    frames = []
    languages = None
    for number, (frame, state) in enumerate(zip(example.frames, states)):
        where = "the position" if number == 0 else f"step {number}"
        tree, out = taken_out(draw_frame(table, state, viewer, frame, where))
        languages = languages or out["languages"]
        frames.append({"caption": i18n.sentence(frame.caption), "tree": tree,
                       "log": out["log"], "save": save_link(state, viewer, example.title)})
    return {"title": i18n.sentence(example.title), "game": states[0].game, "viewer": viewer,
            "names": names, "frames": frames, "languages": languages}


def draw_frame(table: Any, state: Any, viewer: int, frame: examples.Frame,
               where: str) -> list:
    """One frame's table: the game's own drawing of the viewer's view, as a picture,
    with the frame's highlights."""
    view = state.view(viewer)
    names = list(view["names"])
    ui = TableUi(selected=frame.select or None)
    ctx = TableContext(game_id="example", names=names, bots=[False] * len(names),
                       viewer=viewer, ui=ui)
    tree = table.score_pad(view, ctx) if state.is_terminal() else table.render(view, ctx)
    tree = [inert(node) for node in tree]
    apply_marks(tree, frame.highlight, names, where)
    return tree


def save_link(state: Any, viewer: int, title: str) -> str:
    """The save of a new game at this frame, base64url: the viewer's seat is a person,
    the others bots (``index.html#play=`` opens it as a new saved game)."""
    names = list(state.config["names"])
    seats = [{"kind": "human" if p == viewer else "bot", "name": name, "level": BOT_LEVEL}
             for p, name in enumerate(names)]
    meta = {"name": (t("From the example: {title}", title=i18n.sentence(title)) if title
                     else t("From an example")),
            "seats": seats}
    return base64.urlsafe_b64encode(saves.dumps(state, meta)).decode().rstrip("=")
