"""The saved games as the page's store (``store.Store``) handles them: the
home list, resume, delete, export and import (through loading's boundary, ``opened``),
the autosave after every move, and the other tabs or windows playing the same game.
A lesson's save names its lesson in its metadata while the coach leads (``"lesson"``:
``coach.Coach.meta``), so that the game resumed from home goes on coached; every other
save is written as before.

A game may be open in several tabs or windows of one browser: each tab writes its save
only over the revision it last read or wrote (``storage.SaveStore.write``), learns of
another tab's save from the page's ``storage`` event (the command ``storage``), and of
another tab opening the same game from the page's broadcast (the command ``tab``). A tab
whose game was saved elsewhere shows the choice (``screens.conflict``) and saves
nothing until the person has chosen which line of play goes on.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from engine import saves
from engine.errors import SaveError

from . import i18n, screens, storage
from .commands import Command, Effect, Then, broadcast, download, metric, toast, unb64
from .i18n import t, tn
from .session import Session
from .state import Screen, State, view_of, viewer
from .tables.context import TableUi
from .together import kept


# ------------------------------------------------------------------ saved games
def go_home(st: State) -> list[Effect]:
    """Home, with the saved games listed anew; a table played together is left."""
    out = st.together.leave() if st.together is not None else []
    st.session = None
    st.conflict = None
    st.notice = None
    st.screen = Screen.HOME
    st.games, st.problems = st.saves.list()
    guest = kept.remembered(st.saves.backend)
    st.hosted = guest["table"] if guest else None
    st.ui = TableUi()
    return out


def act_home(st: State, _tap: Command) -> list:
    return go_home(st)


def act_resume(st: State, tap: Command) -> list:
    """Open a saved game; a hosted game not over is hosted again (``together``: its
    guests take their seats back)."""
    game_id = str(tap["arg"])
    t0 = time.perf_counter()
    metas: list[dict] = []

    def load() -> tuple[Any, dict, str]:
        state, meta = st.saves.load(game_id)
        metas.append(meta)
        return state, meta, game_id

    done, out = opened(st, repr(st.saves.name_of(game_id)), load)
    if done is None:
        return out
    out.append(metric("load_ms", (time.perf_counter() - t0) * 1000))
    hosted = metas[0].get("together")
    if isinstance(hosted, dict) and not done[0].state.is_terminal():
        return [*out, Then("rehost", *done, hosted)]
    return [*out, Then("begin", *done)]


def opened(st: State, label: str, load: Callable[[], tuple[Any, dict, str]],
           imported: bool = False) -> tuple[tuple[Session, storage.Revision] | None, list]:
    """Loading's boundary in the page: the session of the save ``load`` returns (state,
    meta, id) and the save's revision, or ``None`` after one message naming the save
    (``label``: a stored save's name, or an ``imported`` file's), whatever is wrong
    with it: the other saves stay usable."""
    try:
        state, meta, game_id = load()
        return (Session.from_save(state, meta, game_id), storage.Revision.of(meta)), []
    except storage.StorageFull:
        raise
    except SaveError as exc:
        reason = i18n.sentence(str(exc))
    except Exception:  # a damaged save's metadata of the wrong shape (no class name:
        reason = t("the save is damaged")  # "KeyError" means nothing to a player)
    text = (t("{file} cannot be imported: {reason}", file=label, reason=reason) if imported
            else t("Saved game {name} cannot be opened: {reason}", name=label,
                   reason=reason))
    return None, [toast(saves.one_line(text), "error"), *go_home(st)]


def act_delete(st: State, tap: Command) -> list:
    st.saves.delete(str(tap["arg"]))
    return go_home(st)


def act_export(st: State, tap: Command) -> list:
    """Download a saved game; the game being played is exported as this page has it,
    saved or not (storage full, or saved over by another tab)."""
    s = st.session
    game_id = str(tap["arg"] or (s and s.game_id) or "")
    out: list[Effect] = []
    if s is not None and s.game_id == game_id:
        out += autosave(st)
        blob = s.save_blob({**save_meta(st), **st.rev.meta()})
    else:
        blob = st.saves.read(game_id)
    return [*out, download(f"wonders-{game_id}.wonders", blob),
            toast(t("Game exported"))]


def act_import(st: State, tap: Command) -> list:
    """Import a file (the argument: its name, or ``example``: a rule example's link)
    whose bytes the tap carries; the page's own errors ("too-large", "damaged-link") are
    worded here, in the page's language."""
    arg = tap["arg"]
    info = json.loads(arg) if isinstance(arg, str) else (arg or {})
    name = t("the example") if info.get("example") else str(info.get("name", "file"))
    if info.get("error") == "damaged-link":
        return [toast(t("This link to a game is damaged"), "error")]
    if info.get("error") == "too-large":
        return [toast(t("{file} is too large to be a saved game (at most {kb} KB)",
                        file=name, kb=storage.MAX_IMPORT_BYTES // 1024), "error")]
    blob = unb64(tap.get("file"))
    stored: list[str] = []
    titles: list[str] = []

    def load() -> tuple[Any, dict, str]:
        game_id, state, meta = st.saves.import_blob(blob)
        stored.append(game_id)
        titles.append(str(meta.get("name") or name))
        return state, meta, game_id

    try:
        done, out = opened(st, name, load, imported=True)
    except storage.StorageFull:
        return [toast(t("Storage is full: delete a saved game and import again"), "error")]
    if done is None:
        for game_id in stored:  # imported, but the page cannot open it: not kept
            st.saves.delete(game_id)
        return [*out, *go_home(st)]
    return [toast(saves.one_line(t("Imported {name}", name=titles[0]))), Then("begin", *done)]


def autosave(st: State) -> list[Effect]:
    """Save the game over the revision this page has (never over a newer save from
    another tab: that shows the choice instead); a full storage shows a notice. The
    storage work is timed (``save_ms``: the save packed, then its two keys written)."""
    s = st.session
    if s is None or st.conflict is not None:
        return []
    try:
        t0 = time.perf_counter()
        rev = st.rev.next(st.tab)
        meta = {**save_meta(st), **rev.meta()}
        blob = s.save_blob(meta)
        st.saves.write(s.game_id, blob, meta, expect=st.rev)
        st.rev = rev
        out = [metric("save_ms", (time.perf_counter() - t0) * 1000),
               metric("save_bytes", len(blob))]
        if st.notice is not None and st.notice.about == "storage-full" \
                and not st.saves.answered_later:
            st.notice = None
        return out
    except storage.SaveConflict as exc:
        st.conflict = exc.stored
    except storage.StorageFull:
        return told_full(st)
    return []


def told_full(st: State) -> list[Effect]:
    """A save the storage refused: the notice of what is kept, and a toast."""
    st.notice = storage_full(st)
    return [toast(t("Could not save: the browser's storage is full"), "error")]


def save_meta(st: State) -> dict[str, Any]:
    """What a save's card at home shows without replaying it: the session's metadata,
    who is to move and the table in a few numbers (``glimpse``)."""
    s = st.session
    view = view_of(st, viewer(st))
    return {**s.meta(view), "to_move": list(view.get("current_players") or []),
            "glimpse": st.table.glimpse(view), **st.coach.meta(s.game_id)}


def unsaved(st: State) -> bool:
    """Whether this page holds moves that no save has (storage full, or the game saved
    elsewhere): leaving the page then asks first."""
    full = st.notice is not None and st.notice.about == "storage-full"
    return st.session is not None and (full or st.conflict is not None)


def storage_full(st: State) -> screens.Notice:
    """What is true after a refused save: the save kept (if any), what is not in it,
    and the export that keeps the game whatever happens."""
    s = st.session
    kept_save = st.saves.stored(s.game_id)
    if kept_save is None:
        text = t("Could not save this game: the browser's storage is full, and the game "
                 "has never been saved. Closing or reloading this page loses it: export "
                 "it to a file now, or delete old games to make room.")
    elif len(s.state.log) > kept_save.moves:
        text = tn("Could not save the last moves: the browser's storage is full. The save "
                  "from move {kept} is kept; the {n} move since is only on this page. "
                  "Export the game to a file now, or delete old games to make room.",
                  "Could not save the last moves: the browser's storage is full. The save "
                  "from move {kept} is kept; the {n} moves since are only on this page. "
                  "Export the game to a file now, or delete old games to make room.",
                  len(s.state.log) - kept_save.moves, kept=kept_save.moves)
    else:
        text = t("Could not save the last moves: the browser's storage is full. The save "
                 "from move {kept} is kept. Export the game to a file now, or delete old "
                 "games to make room.", kept=kept_save.moves)
    return screens.Notice(text, "error",
                          (("export", s.game_id, t("Export this game now")),),
                          "storage-full")


# ------------------------------------------------------------------ other tabs
def storage_changed(st: State, cmd: Command) -> list:
    """Another tab or window changed a save (the command ``storage``, its key; "" when
    it cleared the storage): the home screen lists the saves again; a table whose game
    was saved elsewhere shows the choice, with the save as it is now. In PyScript's
    worker the main thread may refuse a save the worker's copy of the storage took
    (``refused``, ``worker_page.MirrorBackend.swap``): "conflict", as another tab's
    save; anything else is a full storage, whose save is still the one this page
    wrote last, as ``autosave`` tells it; ``saved``: the main thread wrote a save of
    the worker's after refusing one, so a full storage's notice goes."""
    s = st.session
    if s is None:
        return go_home(st) if st.screen == Screen.HOME else []
    if str(cmd.get("key") or "") not in ("", storage.SAVE_PREFIX + s.game_id):
        return []
    if cmd.get("saved"):
        if st.notice is not None and st.notice.about == "storage-full":
            st.notice = None
        return []
    now = st.saves.revision(s.game_id)
    if cmd.get("refused") not in (None, "", "conflict"):
        st.rev = now or storage.Revision()
        return told_full(st)
    if now is not None and now != st.rev:
        st.conflict = st.saves.stored(s.game_id) or st.conflict
    return []


def tab_message(st: State, cmd: Command) -> list:
    """Another tab opened a game (``open``) or answers that it has it open (``here``):
    if it is this page's game, both tabs say so."""
    msg = cmd.get("message")
    msg = json.loads(msg) if isinstance(msg, str) else msg
    s = st.session
    if (not isinstance(msg, dict) or s is None or msg.get("tab") == st.tab
            or msg.get("game") != s.game_id):
        return []
    out: list[Effect] = []
    if msg.get("kind") == "open":
        out.append(broadcast({"kind": "here", "game": s.game_id, "tab": st.tab}))
    if st.notice is None:
        st.notice = also_open()
    return out


def also_open() -> screens.Notice:
    return screens.Notice(
        t("This game is also open in another tab or window. Play it in one place: "
          "if both go on, the second to save is asked which moves to keep."),
        "info", (("dismiss", "", t("OK")),), "also-open")


def reword_notice(st: State) -> None:
    """The notice above the screen again, in the language now spoken."""
    about = st.notice.about if st.notice is not None else ""
    if about == "storage-full" and st.session is not None:
        st.notice = storage_full(st)
    elif about == "also-open":
        st.notice = also_open()


def act_dismiss(st: State, _tap: Command) -> list:
    st.notice = None
    return []


def act_load_other(st: State, _tap: Command) -> list:
    """The other tab's line goes on here: its save is opened."""
    s = st.session
    return act_resume(st, {"arg": s.game_id}) if s is not None else []


def act_keep_copy(st: State, _tap: Command) -> list:
    """This tab's line goes on as a new game; the other tab's save stays as it is."""
    s = st.session
    if s is None or st.conflict is None:
        return []
    st.conflict = None
    s.game_id = st.saves.new_id()
    s.title = f"{s.title} (copy)"
    st.rev = storage.Revision()
    st.bots.forget()
    out = autosave(st)
    return [*out, toast(saves.one_line(t("This tab's game is saved as “{name}”", name=s.title))),
            Then("advance")]
