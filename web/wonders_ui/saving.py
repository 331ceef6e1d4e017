"""The saved games as the page's controller (``controller.App``) handles them: the
home list, resume, delete, export and import (through loading's boundary, ``opened``),
the autosave after every move, and the other tabs or windows playing the same game.
A lesson's save names its lesson in its metadata while the coach leads (``"lesson"``:
``coach.Coach.meta``), so that the game resumed from home goes on coached; every other
save is written as before.

A game may be open in several tabs or windows of one browser: each tab writes its save
only over the revision it last read or wrote (``storage.SaveStore.write``), learns of
another tab's save from the page's ``storage`` event (``storage-changed``), and of
another tab opening the same game from the page's broadcast (``tab-message``). A tab
whose game was saved elsewhere shows the choice (``screens.conflict``) and saves
nothing until the person has chosen which line of play goes on.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import saves
from engine.errors import SaveError

from . import i18n, screens, storage
from .i18n import t, tn
from .session import Session
from .tables.context import TableUi
from .together import kept

if TYPE_CHECKING:
    from .controller import App


class SavedGames:
    """The saved games, a part of ``controller.App`` (``app.saved``): home's list,
    resume, delete, export and import, the autosave, and the other tabs' saves."""

    def __init__(self, app: App) -> None:
        self.app = app
        #: the table of the hosted game this device sits at as a guest, if any
        self.hosted: dict | None = None


    # ------------------------------------------------------------------ saved games
    def go_home(self) -> None:
        if self.app._together is not None:  # a table played together is left
            self.app._together.leave()
        self.app.session = None
        self.app.conflict = None
        self.app.notice = None
        self.app.screen = "home"
        games, self.app.problems = self.app.store.list()
        self.app.games = games
        guest = kept.remembered(self.app.store.backend)
        self.hosted = guest["table"] if guest else None
        self.app.ui = TableUi()
        self.app.render()

    def act_home(self, _arg: Any) -> None:
        self.go_home()

    def act_resume(self, game_id: Any) -> None:
        """Open a saved game; a hosted game not over is hosted again (``together``:
        its guests take their seats back)."""
        game_id = str(game_id)
        t0 = time.perf_counter()
        metas: list[dict] = []

        def load() -> tuple[Any, dict, str]:
            state, meta = self.app.store.load(game_id)
            metas.append(meta)
            return state, meta, game_id

        opened = self.opened(repr(self.app.store.name_of(game_id)), load)
        if opened is None:
            return
        self.app.page.metric("load_ms", (time.perf_counter() - t0) * 1000)
        hosted = metas[0].get("together")
        if isinstance(hosted, dict) and not opened[0].state.is_terminal():
            self.app.together.rehost(*opened, hosted)
            return
        self.app.begin(*opened)

    def opened(self, label: str, load: Callable[[], tuple[Any, dict, str]],
               imported: bool = False) -> tuple[Session, storage.Revision] | None:
        """Loading's boundary in the page: the session of the save ``load`` returns
        (state, meta, id) and the save's revision, or ``None`` after one message naming
        the save (``label``: a stored save's name, or an ``imported`` file's), whatever
        is wrong with it: the other saves stay usable."""
        try:
            state, meta, game_id = load()
            return Session.from_save(state, meta, game_id), storage.Revision.of(meta)
        except storage.StorageFull:
            raise
        except SaveError as exc:
            reason = i18n.sentence(str(exc))
        except Exception:  # a damaged save's metadata of the wrong shape (no class name:
            reason = t("the save is damaged")  # "KeyError" means nothing to a player)
        text = (t("{file} cannot be imported: {reason}", file=label, reason=reason) if imported
                else t("Saved game {name} cannot be opened: {reason}", name=label,
                       reason=reason))
        self.app.toast(saves.one_line(text), "error")
        self.go_home()
        return None

    def act_delete(self, game_id: Any) -> None:
        self.app.store.delete(str(game_id))
        self.go_home()

    def act_export(self, game_id: Any) -> None:
        """Download a saved game; the game being played is exported as this page has
        it, saved or not (storage full, or saved over by another tab)."""
        s = self.app.session
        game_id = str(game_id or (s and s.game_id) or "")
        if s is not None and s.game_id == game_id:
            self.autosave()
            blob = s.save_blob({**self.save_meta(), **self.app.rev.meta()})
        else:
            blob = self.app.store.read(game_id)
        self.app.page.download(f"wonders-{game_id}.wonders", blob)
        self.app.toast(t("Game exported"))

    def act_import(self, arg: Any) -> None:
        """Import a file (``arg``: its name, or ``example``: a rule example's link) whose
        bytes the page holds; the page's own errors ("too-large", "damaged-link") are
        worded here, in the page's language."""
        info = json.loads(arg) if isinstance(arg, str) else (arg or {})
        name = t("the example") if info.get("example") else str(info.get("name", "file"))
        if info.get("error") == "damaged-link":
            self.app.toast(t("This link to a game is damaged"), "error")
            return
        if info.get("error") == "too-large":
            self.app.toast(t("{file} is too large to be a saved game (at most {kb} KB)",
                         file=name, kb=storage.MAX_IMPORT_BYTES // 1024), "error")
            return
        blob = self.app.page.take_import()
        stored: list[str] = []
        titles: list[str] = []

        def load() -> tuple[Any, dict, str]:
            game_id, state, meta = self.app.store.import_blob(blob)
            stored.append(game_id)
            titles.append(str(meta.get("name") or name))
            return state, meta, game_id

        try:
            opened = self.opened(name, load, imported=True)
        except storage.StorageFull:
            self.app.toast(t("Storage is full: delete a saved game and import again"), "error")
            return
        if opened is None:
            for game_id in stored:  # imported, but the page cannot open it: not kept
                self.app.store.delete(game_id)
            self.go_home()
            return
        self.app.toast(saves.one_line(t("Imported {name}", name=titles[0])))
        self.app.begin(*opened)

    def autosave(self) -> None:
        """Save the game over the revision this page has (never over a newer save from
        another tab: that shows the choice instead); a full storage shows a notice."""
        s = self.app.session
        if s is None or self.app.conflict is not None:
            return
        try:
            t0 = time.perf_counter()
            rev = self.app.rev.next(self.app.tab)
            meta = {**self.save_meta(), **rev.meta()}
            blob = s.save_blob(meta)
            self.app.store.write(s.game_id, blob, meta, expect=self.app.rev)
            self.app.rev = rev
            self.app.page.metric("save_ms", (time.perf_counter() - t0) * 1000)
            self.app.page.metric("save_bytes", len(blob))
            if self.app.notice is not None and self.app.notice.about == "storage-full":
                self.app.notice = None
        except storage.SaveConflict as exc:
            self.app.conflict = exc.stored
        except storage.StorageFull:
            self.app.notice = self.storage_full()
            self.app.toast(t("Could not save: the browser's storage is full"), "error")

    def save_meta(self) -> dict[str, Any]:
        """What a save's card at home shows without replaying it: the session's
        metadata, who is to move and the table in a few numbers (``glimpse``)."""
        s = self.app.session
        view = self.app.view(self.app.viewer())
        return {**s.meta(view), "to_move": list(view.get("current_players") or []),
                "glimpse": self.app.table.glimpse(view), **self.app.coaching.coach.meta(s.game_id)}

    def unsaved(self) -> bool:
        """Whether this page holds moves that no save has (storage full, or the game
        saved elsewhere): leaving the page then asks first."""
        full = self.app.notice is not None and self.app.notice.about == "storage-full"
        return self.app.session is not None and (full or self.app.conflict is not None)

    def storage_full(self) -> screens.Notice:
        """What is true after a refused save: the save kept (if any), what is not in it,
        and the export that keeps the game whatever happens."""
        s = self.app.session
        kept = self.app.store.stored(s.game_id)
        if kept is None:
            text = t("Could not save this game: the browser's storage is full, and the game "
                     "has never been saved. Closing or reloading this page loses it: export "
                     "it to a file now, or delete old games to make room.")
        elif len(s.state.log) > kept.moves:
            text = tn("Could not save the last moves: the browser's storage is full. The save "
                      "from move {kept} is kept; the {n} move since is only on this page. "
                      "Export the game to a file now, or delete old games to make room.",
                      "Could not save the last moves: the browser's storage is full. The save "
                      "from move {kept} is kept; the {n} moves since are only on this page. "
                      "Export the game to a file now, or delete old games to make room.",
                      len(s.state.log) - kept.moves, kept=kept.moves)
        else:
            text = t("Could not save the last moves: the browser's storage is full. The save "
                     "from move {kept} is kept. Export the game to a file now, or delete old "
                     "games to make room.", kept=kept.moves)
        return screens.Notice(text, "error",
                              (("export", s.game_id, t("Export this game now")),),
                              "storage-full")

    # ------------------------------------------------------------------ other tabs
    def act_storage_changed(self, key: Any) -> None:
        """Another tab or window changed a save (``key``; "" when it cleared the storage):
        the home screen lists the saves again; a table whose game was saved elsewhere
        shows the choice, with the save as it is now."""
        s = self.app.session
        if s is None:
            if self.app.screen == "home":
                self.go_home()
            return
        if str(key or "") not in ("", storage.SAVE_PREFIX + s.game_id):
            return
        now = self.app.store.revision(s.game_id)
        if now is not None and now != self.app.rev:
            self.app.conflict = self.app.store.stored(s.game_id) or self.app.conflict

    def act_tab_message(self, arg: Any) -> None:
        """Another tab opened a game (``open``) or answers that it has it open (``here``):
        if it is this page's game, both tabs say so."""
        msg = json.loads(arg) if isinstance(arg, str) else arg
        s = self.app.session
        if (not isinstance(msg, dict) or s is None or msg.get("tab") == self.app.tab
                or msg.get("game") != s.game_id):
            return
        if msg.get("kind") == "open":
            self.app.page.broadcast({"kind": "here", "game": s.game_id, "tab": self.app.tab})
        if self.app.notice is None:
            self.app.notice = self.also_open()

    @staticmethod
    def also_open() -> screens.Notice:
        return screens.Notice(
            t("This game is also open in another tab or window. Play it in one place: "
              "if both go on, the second to save is asked which moves to keep."),
            "info", (("dismiss", "", t("OK")),), "also-open")

    def reword_notice(self) -> None:
        """The notice above the screen again, in the language now spoken."""
        about = self.app.notice.about if self.app.notice is not None else ""
        if about == "storage-full" and self.app.session is not None:
            self.app.notice = self.storage_full()
        elif about == "also-open":
            self.app.notice = self.also_open()

    def act_dismiss(self, _arg: Any) -> None:
        self.app.notice = None

    def act_load_other(self, _arg: Any) -> None:
        """The other tab's line goes on here: its save is opened."""
        s = self.app.session
        if s is not None:
            self.act_resume(s.game_id)

    def act_keep_copy(self, _arg: Any) -> None:
        """This tab's line goes on as a new game; the other tab's save stays as it is."""
        s = self.app.session
        if s is None or self.app.conflict is None:
            return
        self.app.conflict = None
        s.game_id = self.app.store.new_id()
        s.title = f"{s.title} (copy)"
        self.app.rev = storage.Revision()
        self.app.bots.forget()
        self.autosave()
        self.app.toast(saves.one_line(t("This tab's game is saved as “{name}”", name=s.title)))
        self.app.advance()
