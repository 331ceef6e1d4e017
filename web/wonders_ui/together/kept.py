"""What a page keeps of a game played together, in this browser's storage.

The host saves the hosted game after every move, with its table's record (the seats'
rejoin codes, the host's own seat, the letters of play by message): reopened from the
saved games, it is hosted again (``save_hosted``). A guest's page keeps of the game it
sits at its rejoin code, seat, move number, unconfirmed moves and the table's title and
host (never its view). With it the guest takes its seat back after a reload, and home
lists the game ("… (hosted by Ann)") until it ends. Plain JSON under one key; a full or
refused storage only means rejoining is not offered. Once the game is over, the guest
keeps the whole game among its saved games, for the replay (``keep_game``)."""

from __future__ import annotations

import json
from typing import Any

from .. import storage
from ..session import Session

#: where a guest's page keeps what it needs to take its seat back after a reload
GUEST_KEY = "wonders.v1.together.guest"


def save_hosted(saves: storage.SaveStore, session: Session, record: dict[str, Any],
                expect: storage.Revision, tab: str) -> storage.Revision | None:
    """The host's save of the hosted ``session`` after a move, over the revision it
    wrote last (``expect``), with the table's ``record`` in its metadata (``together``):
    the revision written, or None when the storage refused it (full, or another page
    saved this game since: the game goes on, unsaved)."""
    rev = expect.next(tab)
    meta = {**session.meta(session.state.view(0)), "together": record, **rev.meta()}
    try:
        saves.write(session.game_id, session.save_blob(meta), meta, expect=expect)
    except (storage.StorageFull, storage.SaveConflict):
        return None
    return rev


def remember(backend: Any, record: dict[str, Any] | None) -> None:
    """Keep a guest's ``record`` (``Guest.record``), or with None forget it."""
    try:
        if record is None:
            backend.remove(GUEST_KEY)
            return
        kept = {k: record.get(k) for k in ("name", "token", "seat", "seq", "table", "post")}
        kept["unacked"] = [bytes(b).decode() for b in record.get("unacked") or []]
        backend.set(GUEST_KEY, json.dumps(kept))
    except Exception:  # a full or refused storage: rejoining is then not offered
        pass


def remembered(backend: Any) -> dict[str, Any] | None:
    """The record kept (its moves as bytes again), or None: none, or not readable."""
    try:
        kept = json.loads(backend.get(GUEST_KEY) or "{}")
        if isinstance(kept, dict) and isinstance(kept.get("token"), str):
            kept["unacked"] = [str(m).encode() for m in kept.get("unacked") or []]
            if not isinstance(kept.get("table"), dict):
                kept["table"] = {}
            return kept
    except (ValueError, TypeError, AttributeError):
        pass
    return None


def keep_game(store: Any, guest: Any) -> tuple[bool, str]:
    """A guest keeps the whole game, once over (``guest.save``), among ``store``'s saved
    games ("… (hosted by Ann)"), for the replay: whether it is kept, and the line that
    says why not (empty when all is well, or when there is no game yet)."""
    from engine import saves
    from engine.errors import WondersError

    from ..i18n import t

    if guest.save is None:
        return False, ""
    try:
        meta = saves.read_save(guest.save)["meta"]
        meta["name"] = t("{name} (hosted by {player})", name=str(meta.get("name") or ""),
                         player=str(guest.table.get("host") or ""))
        # this device's seat: the history of finished games counts it as the person's
        meta["together"] = {**(meta.get("together") or {}), "mine": guest.seat}
        store.write(store.new_id(), saves.dumps(saves.loads(guest.save), meta), meta)
    except (WondersError, storage.StorageFull):
        return False, t("Could not save: the browser's storage is full")
    return True, ""
