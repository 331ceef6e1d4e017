"""Share links: a game's set-up, and a finished game's replay, in the page's address.

``#setup=1.<base64url of JSON>``: the new-game form's set-up (game, player count,
seed, options, seats with their names, bots' levels and chosen wonders) in the shape
``newgame.default_setup`` reads, which checks every field as it does the remembered
form. Opened on another device it fills the new-game screen, ready to start: the same
seed and set-up deal the same game.

``#replay=1.<base64url of the save>``: a finished game's save (msgpack, as exported),
opened on the replay screen without being stored. It is checked like an import: at most
``storage.MAX_IMPORT_BYTES`` bytes, then ``saves`` reads and replays it; a damaged,
unknown or oversized link gives one line and leaves every save as it was.

The leading ``1.`` is the link format's version.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from typing import Any

from engine import get_game, saves
from engine.errors import SaveError, WondersError

from . import newgame, storage
from .commands import Command, Effect, copy, toast
from .i18n import t
from .replay import Replay
from .session import Session
from .state import Screen, State
from .vdom import h

VERSION = "1"
#: a set-up is a few hundred bytes; anything much longer is not one
MAX_SETUP_CHARS = 4096
MAX_REPLAY_CHARS = (storage.MAX_IMPORT_BYTES * 4 + 2) // 3
_LINK = re.compile(r"^([0-9]+)\.([A-Za-z0-9_-]*)$")


class LinkError(WondersError):
    """A share link that cannot be opened (damaged, too long, of an unknown version)."""


def encode(data: bytes) -> str:
    """``VERSION.`` and the bytes in base64url, without padding."""
    return VERSION + "." + base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def decode(text: str, limit: int) -> bytes:
    """The bytes of a link's payload; ``LinkError`` when it is damaged or too long."""
    text = str(text or "")
    if len(text) > limit + len(VERSION) + 1:
        raise LinkError(t("This link is too long to be a game (at most {kb} KB)",
                          kb=storage.MAX_IMPORT_BYTES // 1024))
    match = _LINK.match(text)
    if match is None:
        raise LinkError(t("This link to a game is damaged"))
    if match.group(1) != VERSION:
        raise LinkError(t("This link was made by a newer version of this page"))
    body = match.group(2)
    try:
        return base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise LinkError(t("This link to a game is damaged")) from None


# ---------------------------------------------------------------- set-up links
def setup_of_session(session: Any) -> dict[str, Any]:
    """The set-up a game at the table was started from, in the form's shape."""
    game = get_game(session.state.game)
    config = dict(session.state.config)
    options: dict[str, str] = {}
    choices: list[dict[str, str]] = [{} for _ in session.seats]
    for option in game.options:
        value = config.get(option.key, option.default)
        if option.per_seat and isinstance(value, list):
            chosen = next((v for v, _label in option.choices if v is not None), None)
            options[option.key] = newgame.form_value(chosen)
            for i, seat_value in enumerate(value[:len(choices)]):
                choices[i][option.key] = newgame.form_value(seat_value)
        else:
            options[option.key] = newgame.form_value(value)
    return {"game": game.id, "players": len(session.seats), "seed": str(session.state.seed),
            "options": {game.id: options},
            "seats": [{"kind": s.kind, "name": s.name, "level": s.level, "choices": c}
                      for s, c in zip(session.seats, choices)]}


def setup_link(setup: dict[str, Any]) -> str:
    """The ``#setup=`` payload of a form's set-up (only its game's options)."""
    n = int(setup["players"])
    data = {"game": setup["game"], "players": n, "seed": str(setup.get("seed", "")),
            "options": {setup["game"]: dict(setup["options"].get(setup["game"], {}))},
            "seats": [{k: seat.get(k) for k in ("kind", "name", "level", "choices")}
                      for seat in setup["seats"][:n]]}
    return encode(json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode())


def read_setup_link(text: str) -> dict[str, Any]:
    """The new-game form filled from a ``#setup=`` payload; ``LinkError`` if damaged."""
    raw = decode(text, MAX_SETUP_CHARS)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise LinkError(t("This link to a game is damaged")) from None
    if not isinstance(data, dict) or data.get("game") not in [
            g.id for g in newgame.offered_games()]:
        raise LinkError(t("This link to a game is damaged"))
    setup = newgame.default_setup(data)
    setup["seed"] = str(data.get("seed") or "")[:newgame.SEED_CHARS]
    return setup


# ---------------------------------------------------------------- replay links
def replay_link(blob: bytes) -> str:
    """The ``#replay=`` payload of a save."""
    return encode(bytes(blob))


def read_replay_link(text: str) -> tuple[Any, dict[str, Any]]:
    """The state and metadata of a ``#replay=`` payload, checked like an import;
    ``LinkError`` or ``SaveError`` (one line) when it cannot be opened."""
    blob = decode(text, MAX_REPLAY_CHARS)
    if len(blob) > storage.MAX_IMPORT_BYTES:
        raise LinkError(t("This link is too long to be a game (at most {kb} KB)",
                          kb=storage.MAX_IMPORT_BYTES // 1024))
    data = saves.read_save(blob)
    state = saves.replay(data)
    meta = data.get("meta") if isinstance(data.get("meta"), dict) else {}
    if not state.is_terminal():
        raise SaveError(t("This game is not over: only a finished game is shared as a replay"))
    return state, meta


def panel(link: str) -> list:
    """``#share``: the link just copied, in a field to copy by hand as well."""
    return h("div", {"class_": "share-panel", "id": "share", "role": "dialog"},
             h("label", {"class_": "field"}, t("Link (copied)") + " ",
               h("input", {"id": "share-link", "value": link, "readonly": True,
                           "aria_label": t("Link to share")})),
             h("button", {"class_": "small", "data_act": "share_close", "id": "share-close",
                          "data_escape": True}, t("Close")))


def act_share_setup(st: State, tap: Command) -> list:
    """Copy a link to this set-up: the new-game form's (a seed is drawn now when the
    form has none, so both devices deal the same game) or the table's game's."""
    if st.screen == Screen.SETUP:
        newgame.read_form(st.setup, tap.get("form") or {})
        if not str(st.setup.get("seed") or "").strip():
            st.setup["seed"] = str(newgame.seed_of(""))
        payload = setup_link(st.setup)
    elif st.session is not None:
        payload = setup_link(setup_of_session(st.session))
    else:
        return []
    return show_link(st, "setup=" + payload)


def act_share_replay(st: State, _tap: Command) -> list:
    """Copy a link to this finished game's replay (its save in the link)."""
    s = st.session
    if s is None or not s.state.is_terminal():
        return []
    blob = s.save_blob(s.meta(s.state.view(None)))
    if len(blob) > storage.MAX_IMPORT_BYTES:
        raise LinkError(t("This game is too long to share as a link: export it instead"))
    return show_link(st, "replay=" + replay_link(blob))


def show_link(st: State, fragment: str) -> list[Effect]:
    """The share panel shows this page's address with ``fragment``, copied."""
    st.share = f"{st.url}#{fragment}"
    return [copy(st.share)]


def act_share_close(st: State, _tap: Command) -> list:
    st.share = ""
    return []


def act_setup_link(st: State, tap: Command) -> list:
    """A shared set-up link was opened: the new-game screen, filled, ready to start."""
    st.setup = read_setup_link(str(tap["arg"] or ""))
    st.screen = Screen.SETUP
    return [toast(t("The shared set-up is ready: start the game when you are"))]


def act_replay_link(st: State, tap: Command) -> list:
    """A shared replay link was opened: the replay screen over the home screen; the game
    is not stored (export it from nowhere: it is the sender's)."""
    from . import tables

    state, meta = read_replay_link(str(tap["arg"] or ""))
    session = Session.from_save(state, meta, "shared-replay")
    st.table = tables.for_game(state.game)
    st.session = session
    st.replay = Replay(state, [seat.name for seat in session.seats],
                       [seat.is_bot for seat in session.seats], None)
    st.back_to = Screen.HOME
    st.screen = Screen.REPLAY
    return []
