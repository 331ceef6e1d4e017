"""The app shell: screens (home, new game, table, hand-over, age end, score pad), saves,
bots and pass-and-play. Game-specific drawing lives in ``wonders_ui.tables``: one
renderer per game, so Duel and the expansions get their own tables without touching this.

The shell talks to the page through a ``Page`` object (``BrowserPage`` in the browser,
a fake in CPython tests) and to localStorage through ``storage.SaveStore``.
"""

from __future__ import annotations

import json
import time
from typing import Any

import engine
from engine.errors import SaveError, WondersError

from . import storage, tables
from .session import Seat, Session
from .vdom import h

LEVELS = ["random"]
try:  # the bots' levels, when engine.bots exists (aliases such as rbai/greedy left out)
    from engine import bots as _bots

    _known = list(getattr(_bots, "LEVELS", LEVELS))
    LEVELS = [lv for lv in ("easy", "medium", "hard", "strong", "random") if lv in _known] \
        or _known or LEVELS
except Exception:  # pragma: no cover - engine.bots not written yet
    pass
DEFAULT_LEVEL = "medium" if "medium" in LEVELS else LEVELS[0]


class App:
    def __init__(self, page: Any, store: storage.SaveStore):
        self.page = page
        self.store = store
        self.screen = "home"
        self.session: Session | None = None
        self.table: Any = None
        self.ui: dict[str, Any] = {}  # screen state: selected card, open panels...
        self.problems: list[storage.Problem] = []
        self.asked: dict[int, int] = {}  # bot seat -> turn number it was asked for
        self.thinking: set[int] = set()
        self.age_key: Any = None
        self.message: str = ""
        self.setup: dict = {}
        self._blob_cache: tuple[Any, bytes] = (None, b"")

    # ------------------------------------------------------------------ plumbing
    def start(self) -> None:
        self.page.set_handler(self.on_action)
        self.setup = self.default_setup()
        self.go_home()
        self.page.start_bots()

    def render(self) -> None:
        t0 = time.perf_counter()
        tree = self.build()
        self.page.metric("render_py_ms", (time.perf_counter() - t0) * 1000)
        self.page.render(tree)

    def toast(self, text: str, kind: str = "info") -> None:
        self.page.toast(text, kind)

    def on_action(self, act: str, arg: Any = None) -> None:
        method = getattr(self, "act_" + act.replace("-", "_"), None)
        if method is None:
            self.toast(f"Unknown action {act}", "error")
            return
        try:
            method(arg)
        except WondersError as exc:
            self.toast(str(exc), "error")
        self.render()

    # ------------------------------------------------------------------ home
    def go_home(self) -> None:
        self.session = None
        self.screen = "home"
        games, self.problems = self.store.list()
        self.ui = {"games": games}
        self.render()

    def act_home(self, _arg: Any) -> None:
        self.go_home()

    def act_resume(self, game_id: Any) -> None:
        self.open_game(str(game_id))

    def open_game(self, game_id: str) -> None:
        try:
            t0 = time.perf_counter()
            state, meta = self.store.load(game_id)
            self.page.metric("load_ms", (time.perf_counter() - t0) * 1000)
        except SaveError as exc:
            self.toast(f"Saved game {game_id} cannot be opened: {exc}", "error")
            return
        self.begin(Session.from_save(state, meta, game_id))

    def act_delete(self, game_id: Any) -> None:
        self.store.delete(str(game_id))
        self.go_home()

    def act_export(self, game_id: Any) -> None:
        game_id = str(game_id or (self.session and self.session.game_id) or "")
        if self.session and self.session.game_id == game_id:
            self.autosave()
        blob = self.store.read(game_id)
        self.page.download(f"wonders-{game_id}.wonders", blob)
        self.toast("Game exported")

    def act_import(self, arg: Any) -> None:
        info = json.loads(arg) if isinstance(arg, str) else (arg or {})
        name = str(info.get("name", "file"))
        if info.get("error") == "too-large":
            self.toast(f"{name} is too large to be a saved game (at most "
                       f"{storage.MAX_IMPORT_BYTES // 1024} KB)", "error")
            return
        blob = self.page.take_import()
        try:
            game_id, state, meta = self.store.import_blob(blob)
        except SaveError as exc:
            self.toast(f"{name} cannot be imported: {exc}", "error")
            return
        except storage.StorageFull:
            self.toast("Storage is full: delete a saved game and import again", "error")
            return
        self.toast(f"Imported {meta.get('name') or name}")
        self.begin(Session.from_save(state, meta, game_id))

    # ------------------------------------------------------------------ new game
    def default_setup(self) -> dict:
        saved = self.store.settings()
        setup = {"game": "7wonders", "players": 3, "seats": [], "sides": "A",
                 "wonders": "random", "seed": ""}
        setup.update({k: v for k, v in saved.items() if k in setup})
        seats = list(setup.get("seats") or [])
        while len(seats) < 7:
            i = len(seats)
            seats.append({"kind": "human" if i == 0 else "bot",
                          "name": "You" if i == 0 else f"Bot {i}", "level": DEFAULT_LEVEL,
                          "wonder": "random"})
        setup["seats"] = seats[:7]
        return setup

    def act_new(self, _arg: Any) -> None:
        self.screen = "setup"

    def read_setup_form(self) -> None:
        values = self.page.form()
        s = self.setup
        if values.get("game") in tables.RENDERERS:
            s["game"] = str(values["game"])
        lo, hi = tables.player_range(s["game"])
        if "players" in values:
            s["players"] = int(values["players"] or lo)
        s["players"] = max(lo, min(hi, int(s.get("players") or lo)))
        for key in ("sides", "seed", "wonders"):
            if key in values:
                s[key] = str(values[key])
        for i, seat in enumerate(s["seats"]):
            for field in ("kind", "name", "level", "wonder"):
                if f"seat{i}-{field}" in values:
                    seat[field] = str(values[f"seat{i}-{field}"])[:24]

    def act_setup_change(self, _arg: Any) -> None:
        self.read_setup_form()

    def act_start(self, _arg: Any) -> None:
        self.read_setup_form()
        s = self.setup
        self.store.save_settings(s)
        n = s["players"]
        seats = []
        for i, raw in enumerate(s["seats"][:n]):
            name = " ".join(str(raw.get("name", "")).split()) or f"Player {i + 1}"
            seats.append(Seat("bot" if raw.get("kind") == "bot" else "human", name,
                              str(raw.get("level") or DEFAULT_LEVEL)))
        seed_text = str(s.get("seed", "")).strip()
        if seed_text:
            try:
                seed = int(seed_text)
            except ValueError:
                seed = int.from_bytes(seed_text.encode()[:8], "big")
        else:
            seed = int(time.time() * 1000) & 0x7FFFFFFF
        renderer = tables.for_game(s["game"])
        config = renderer.config_from_setup(s, seats)
        state = engine.new_game(s["game"], seed=seed, **config)
        session = Session(state, seats, self.store.new_id())
        self.begin(session)
        self.autosave()

    # ------------------------------------------------------------------ playing
    def begin(self, session: Session) -> None:
        try:
            table = tables.for_game(session.state.game)
        except ValueError as exc:  # e.g. a Duel save before Duel has its table
            self.toast(f"This game cannot be played here yet: {exc}", "error")
            self.go_home()
            return
        self.session = session
        self.table = table
        self.asked = {}
        self.thinking = set()
        self.ui = {}
        self.age_key = self.table.age_key(session.state)
        self.screen = "table"
        self.advance()

    def viewer(self) -> int | None:
        """Whose hand the screen shows now (None: nobody's, e.g. hand-over)."""
        s = self.session
        if s is None:
            return None
        humans = s.humans
        if not humans:
            return None
        if not s.pass_and_play:
            return humans[0]
        return s.revealed

    def advance(self) -> None:
        """After any change: ask bots, pick the next screen."""
        s = self.session
        if s is None:
            return
        if s.state.is_terminal():
            self.screen = "end" if self.screen != "age-end" else self.screen
            self.ui = {}
            return
        self.ask_bots()
        if s.pass_and_play and self.screen in ("table", "handover", "wait"):
            todo = s.humans_to_move()
            if s.revealed is not None and s.revealed in todo:
                self.screen = "table"
            elif todo:
                s.revealed = None
                self.ui = {"handover": todo[0]}
                self.screen = "handover"
            else:
                s.revealed = None
                self.screen = "wait"

    def ask_bots(self) -> None:
        s = self.session
        for p in s.bots_to_move():
            if self.asked.get(p) == s.turns_resolved:
                continue
            self.asked[p] = s.turns_resolved
            self.thinking.add(p)
            self.page.ask_bot(self, p, s.turns_resolved)

    def bot_answer(self, game_id: str, player: int, turn: int, move: str | None,
                   error: str | None = None) -> None:
        """Called (from the page) when the bot worker answers."""
        s = self.session
        if s is None or s.game_id != game_id or turn != s.turns_resolved:
            return
        self.thinking.discard(player)
        if error or move is None:
            self.toast(f"{s.name(player)} could not move: {error}", "error")
            return
        try:
            resolved = s.bot_move(player, move)
        except WondersError as exc:
            self.toast(f"{s.name(player)} made an illegal move ({exc}); asking again", "error")
            self.asked.pop(player, None)
            resolved = False
        self.after_move(resolved)
        self.render()

    def bot_request(self, player: int) -> dict:
        """What the page sends to the bot worker."""
        s = self.session
        seed = (s.state.seed * 1_000_003 + player * 7919 + len(s.state.log)) & 0x7FFFFFFF
        key = (s.game_id, tuple(s.state.log[-1:]), len(s.state.log))
        if self._blob_cache[0] != key:  # one packing for all the bots asked at once
            self._blob_cache = (key, s.save_blob())
        return {"game_id": s.game_id, "blob": self._blob_cache[1], "player": player,
                "level": s.seats[player].level, "seed": seed}

    def after_move(self, resolved: bool) -> None:
        s = self.session
        if resolved:
            self.ui = {}
            self.autosave()
            key = self.table.age_key(s.state)
            if key != self.age_key:
                self.ui = {"age_end": self.age_key}
                self.age_key = key
                self.screen = "age-end"
                self.ask_bots()
                return
        self.advance()

    def autosave(self) -> None:
        s = self.session
        try:
            t0 = time.perf_counter()
            blob = s.save_blob(self.table.meta(s.state))
            self.store.write(s.game_id, blob, s.meta(self.table.meta(s.state)))
            self.page.metric("save_ms", (time.perf_counter() - t0) * 1000)
            self.page.metric("save_bytes", len(blob))
            self.message = ""
        except storage.StorageFull as exc:
            self.message = (f"Could not save the game: the browser's storage is full ({exc}). "
                            "The previous save is kept; delete old games to free space.")
            self.toast(self.message, "error")

    # ---- people's actions at the table
    def act_select(self, card: Any) -> None:
        self.ui["selected"] = None if self.ui.get("selected") == card else card
        self.ui.pop("paying", None)

    def act_opt(self, arg: Any) -> None:
        kind, _, index = str(arg).partition(":")
        self.ui[f"opt_{kind}"] = int(index or 0)

    def act_undo_solo(self, _arg: Any) -> None:
        s = self.session
        p = self.viewer()
        if s and p is not None and s.undo_applied(p):
            self.ui = {}
            self.toast("Pick taken back")

    def act_move(self, text: Any) -> None:
        s = self.session
        p = self.viewer()
        if s is None or p is None:
            return
        resolved = s.choose(p, str(text))
        self.ui = {}
        if s.pass_and_play:
            self.ui = {"picked": str(text)}
            self.screen = "picked"
            return
        self.after_move(resolved)

    def act_undo(self, _arg: Any) -> None:
        s = self.session
        p = s.revealed if s else None
        if s and p is not None and s.undo(p):
            self.ui = {}
            self.screen = "table"
            self.toast("Pick taken back")

    def act_done(self, _arg: Any) -> None:
        s = self.session
        s.revealed = None
        self.screen = "handover"
        resolved = s.flush()
        self.after_move(resolved)

    def act_reveal(self, player: Any) -> None:
        s = self.session
        p = int(player)
        if p in s.humans_to_move():
            s.revealed = p
            self.screen = "table"
            self.ui = {}

    def act_continue(self, _arg: Any) -> None:
        self.screen = "table"
        self.ui = {}
        if self.session and self.session.state.is_terminal():
            self.screen = "end"
            return
        self.advance()

    def act_toggle(self, what: Any) -> None:
        self.ui[str(what)] = not self.ui.get(str(what))

    # ------------------------------------------------------------------ screens
    def build(self) -> list:
        screen = getattr(self, "screen_" + self.screen.replace("-", "_"))
        body = screen()
        banner = h("div", {"class_": "banner error"}, self.message) if self.message else None
        return [h("main", {"class_": f"screen screen-{self.screen}",
                           "data_screen": self.screen}, banner, body)]

    def screen_home(self) -> list:
        games = self.ui.get("games", [])
        last = self.store.last()
        resume = next((g for g in games if g["id"] == last and not g.get("over")), None)
        rows = []
        for g in games:
            status = "finished" if g.get("over") else (f"age {g['age']}" if g.get("age") else "")
            rows.append(h("li", {"class_": "save-row", "data_game": g["id"]},
                          h("button", {"class_": "open", "data_act": "resume", "data_arg": g["id"]},
                            h("strong", None, g.get("name", g["id"])),
                            h("span", {"class_": "muted"},
                              f" {dict(tables.GAMES).get(g.get('game'), '7 Wonders')} ·"
                              f" {len(g.get('players') or [])} players · {status}"
                              f" · {g.get('date', '')}")),
                          h("button", {"class_": "small", "data_act": "export", "data_arg": g["id"],
                                       "title": "Export to a file"}, "Export"),
                          h("button", {"class_": "small danger", "data_act": "delete",
                                       "data_arg": g["id"]}, "Delete")))
        problems = [h("li", {"class_": "problem", "data_game": p.game_id},
                      h("span", None, f"Saved game “{p.name}” cannot be loaded: {p.message}"),
                      h("button", {"class_": "small danger", "data_act": "delete",
                                   "data_arg": p.game_id}, "Delete"))
                    for p in self.problems]
        return [
            h("header", {"class_": "home-head"}, h("h1", None, "Wonders"),
              h("p", {"class_": "muted"}, "7 Wonders at one table: bots or friends, offline.")),
            h("div", {"class_": "home-actions"},
              resume and h("button", {"class_": "primary big", "data_act": "resume",
                                      "data_arg": resume["id"], "id": "resume"},
                            f"Resume {resume.get('name', '')}"),
              h("button", {"class_": "primary big" if not resume else "big",
                           "data_act": "new", "id": "new-game"}, "New game"),
              h("label", {"class_": "button big"}, "Import a game…",
                h("input", {"type": "file", "id": "import-file",
                            "accept": ".wonders,application/octet-stream",
                            "data_file": "import", "data_max": str(storage.MAX_IMPORT_BYTES),
                            "class_": "hidden-file"}))),
            problems and h("section", {"class_": "problems", "id": "problems"},
                           h("h2", None, "Damaged saves"), h("ul", None, problems)),
            h("section", {"class_": "saves", "id": "saves"}, h("h2", None, "Saved games"),
              h("ul", None, rows) if rows else h("p", {"class_": "muted"}, "No saved games yet.")),
        ]

    def screen_setup(self) -> list:
        s = self.setup
        lo, hi = tables.player_range(s["game"])
        n = s["players"] = max(lo, min(hi, int(s.get("players") or lo)))
        renderer = tables.for_game(s["game"])
        seat_rows = []
        for i, seat in enumerate(s["seats"][:n]):
            bot = seat.get("kind") == "bot"
            seat_rows.append(h(
                "div", {"class_": "seat-row"},
                h("span", {"class_": "seat-no"}, str(i + 1)),
                h("select", {"name": f"seat{i}-kind", "data_change": "setup-change",
                             "aria_label": f"Seat {i + 1}"},
                  h("option", {"value": "human", "selected": not bot}, "Person"),
                  h("option", {"value": "bot", "selected": bot}, "Bot")),
                h("input", {"name": f"seat{i}-name", "value": seat.get("name", ""),
                            "maxlength": "24", "aria_label": f"Name of seat {i + 1}"}),
                bot and h("select", {"name": f"seat{i}-level", "aria_label": "Bot level"},
                          [h("option", {"value": lv, "selected": lv == seat.get("level")}, lv)
                           for lv in LEVELS]),
                renderer.seat_options(i, seat, s),
            ))
        return [
            h("header", {"class_": "bar"},
              h("button", {"data_act": "home"}, "‹ Back"), h("h1", None, "New game")),
            h("div", {"class_": "setup"},
              h("label", {"class_": "field"}, "Game ",
                h("select", {"name": "game", "data_change": "setup-change", "id": "game"},
                  [h("option", {"value": g, "selected": g == s["game"]}, title)
                   for g, title in tables.GAMES])),
              h("label", {"class_": "field"}, "Players ",
                h("select", {"name": "players", "data_change": "setup-change", "id": "players"},
                  [h("option", {"value": str(k), "selected": k == n}, str(k))
                   for k in range(lo, hi + 1)])),
              renderer.game_options(s),
              h("label", {"class_": "field"}, "Seed (optional) ",
                h("input", {"name": "seed", "value": s.get("seed", ""), "inputmode": "numeric",
                            "id": "seed", "maxlength": "18"})),
              h("div", {"class_": "seats"}, seat_rows),
              h("button", {"class_": "primary big", "data_act": "start", "id": "start"},
                "Start the game")),
        ]

    def screen_table(self) -> list:
        s = self.session
        return self.table.render(self, s, self.viewer())

    def screen_wait(self) -> list:
        s = self.session
        names = ", ".join(s.name(p) for p in sorted(self.thinking)) or "the bots"
        return [h("div", {"class_": "handover"},
                  h("div", {"class_": "thinking", "id": "thinking"}, f"Waiting for {names}…"),
                  h("p", {"class_": "muted"}, "Everyone at the table has chosen."))]

    def screen_handover(self) -> list:
        s = self.session
        p = self.ui.get("handover")
        if p is None:
            todo = s.humans_to_move()
            p = todo[0] if todo else None
        if p is None:
            return self.screen_wait()
        return [h("div", {"class_": "handover", "id": "handover"},
                  h("p", {"class_": "muted"}, "Pass the device to"),
                  h("h1", {"class_": "handover-name"}, s.name(p)),
                  h("p", {"class_": "muted"}, "Nobody else should look at the screen."),
                  h("button", {"class_": "primary big", "data_act": "reveal", "data_arg": str(p),
                               "id": "reveal"}, f"I am {s.name(p)}: show my hand"),
                  h("button", {"class_": "small", "data_act": "home"}, "Leave the game"))]

    def screen_picked(self) -> list:
        s = self.session
        p = s.revealed
        others = [q for q in s.humans_to_move() if q != p]
        nxt = f"Done: pass to {s.name(others[0])}" if others else "Done: reveal the turn"
        return [h("div", {"class_": "handover", "id": "picked"},
                  h("p", {"class_": "muted"}, f"{s.name(p)}, you chose"),
                  h("h2", None, self.table.describe_move(s, p, self.ui.get("picked", ""))),
                  h("div", {"class_": "row"},
                    h("button", {"class_": "big", "data_act": "undo", "id": "undo"}, "Undo"),
                    h("button", {"class_": "primary big", "data_act": "done", "id": "done"}, nxt)))]

    def screen_age_end(self) -> list:
        return self.table.age_end(self, self.session, self.ui.get("age_end"))

    def screen_end(self) -> list:
        return self.table.score_pad(self, self.session)


# ---------------------------------------------------------------------- browser glue


class LocalStorageBackend:
    def __init__(self, ls: Any):
        self.ls = ls

    def get(self, key: str) -> str | None:
        value = self.ls.getItem(key)
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        try:
            self.ls.setItem(key, value)
        except Exception as exc:  # QuotaExceededError, SecurityError
            raise storage.StorageFull(getattr(exc, "name", None) or str(exc)) from None

    def remove(self, key: str) -> None:
        self.ls.removeItem(key)

    def keys(self) -> list[str]:
        return [self.ls.key(i) for i in range(int(self.ls.length))]


class BrowserPage:
    def __init__(self) -> None:
        import js
        from pyodide.ffi import create_proxy, to_js

        self.js = js
        self.ui = js.wondersUI
        self.create_proxy = create_proxy
        self.to_js = to_js
        self._handler = None

    def set_handler(self, fn: Any) -> None:
        self._handler = self.create_proxy(fn)
        self.ui.setHandler(self._handler)

    def render(self, tree: list) -> None:
        from .vdom import to_json

        self.ui.render(to_json(tree))

    def toast(self, text: str, kind: str) -> None:
        self.ui.toast(text, kind)

    def metric(self, name: str, value: float) -> None:
        self.ui.metric(name, value)

    def form(self) -> dict:
        return json.loads(self.ui.formValues())

    def download(self, name: str, blob: bytes) -> None:
        self.ui.download(name, self.to_js(blob))

    def take_import(self) -> bytes:
        data = self.ui.takeImport()
        return bytes(data.to_py()) if data is not None and hasattr(data, "to_py") else b""

    def start_bots(self) -> None:
        self.ui.startBots()

    def ask_bot(self, app: App, player: int, turn: int) -> None:
        import asyncio

        req = app.bot_request(player)

        async def ask() -> None:
            try:
                answer = await self.ui.botAct(req["game_id"], self.to_js(req["blob"]), player,
                                              req["level"], req["seed"])
                app.bot_answer(req["game_id"], player, turn, str(answer.move))
            except Exception as exc:
                app.bot_answer(req["game_id"], player, turn, None, str(exc))

        asyncio.ensure_future(ask())


def start() -> App:
    import js

    page = BrowserPage()
    try:
        backend: Any = LocalStorageBackend(js.localStorage)
        backend.keys()
    except Exception:
        backend = storage.MemoryBackend()
    app = App(page, storage.SaveStore(backend))
    js.window.wondersApp = page.create_proxy(lambda: app.screen)
    app.start()
    return app
