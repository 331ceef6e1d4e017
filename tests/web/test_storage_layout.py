"""Where a saved game lies in localStorage: its save under its own key, and what home
lists of it under a key of its own, so a move writes that game's two keys and reads
or rewrites no other game's; the games a page of the old layout saved (every game's
metadata in one index) still list, open and delete."""

from __future__ import annotations

import json

from wonders_ui import storage

from engine import new_game, saves


class Counting(storage.MemoryBackend):
    """A backend that counts what is read and written, by key."""

    def __init__(self) -> None:
        super().__init__()
        self.reads: list[str] = []
        self.writes: list[str] = []

    def get(self, key: str) -> str | None:
        self.reads.append(key)
        return super().get(key)

    def set(self, key: str, value: str) -> None:
        self.writes.append(key)
        super().set(key, value)


def game_after(moves: int, name: str = "Ann's game"):
    state = new_game("7wonders", seed=5, players=3, names=["Ann", "Bob", "Cleo"])
    for _ in range(moves):
        for p in list(state.current_players()):
            state.apply(p, state.legal_actions(p)[0])
    meta = {"name": name, "game": "7wonders", "players": ["Ann", "Bob", "Cleo"],
            "age": 1, "date": "2026-01-02 10:00", "over": False}
    return state, meta


def write(store: storage.SaveStore, game_id: str, moves: int, expect=None) -> storage.Revision:
    state, meta = game_after(moves)
    rev = (expect or storage.Revision()).next("tab")
    meta = {**meta, **rev.meta()}
    store.write(game_id, saves.dumps(state, meta), meta, expect=expect)
    return rev


def test_a_move_writes_its_save_and_its_own_metadata_and_reads_one_key():
    backend = Counting()
    store = storage.SaveStore(backend)
    for k in range(20):  # other games, saved before
        write(store, f"other-{k}", 1)
    rev = write(store, "mine", 1)
    backend.reads.clear()
    backend.writes.clear()
    write(store, "mine", 2, expect=rev)
    assert backend.writes == [storage.SAVE_PREFIX + "mine", storage.META_PREFIX + "mine"]
    assert backend.reads == [storage.SAVE_PREFIX + "mine"]  # the revision, to compare


def test_the_last_game_key_is_written_when_it_changes():
    backend = Counting()
    store = storage.SaveStore(backend)
    rev = write(store, "first", 1)
    assert storage.LAST_KEY in backend.writes
    backend.writes.clear()
    write(store, "first", 2, expect=rev)
    assert storage.LAST_KEY not in backend.writes
    write(store, "second", 1)
    assert storage.LAST_KEY in backend.writes and store.last() == "second"


def test_the_list_shows_each_games_own_metadata():
    store = storage.SaveStore(storage.MemoryBackend())
    write(store, "a", 1)
    games, problems = store.list()
    assert problems == []
    assert [(g["id"], g["name"], g["players"]) for g in games] == [
        ("a", "Ann's game", ["Ann", "Bob", "Cleo"])]
    assert json.loads(store.backend.get(storage.META_PREFIX + "a"))["name"] == "Ann's game"
    assert store.backend.get(storage.INDEX_KEY) is None  # the old index is never made


def old_layout() -> storage.MemoryBackend:
    """Two games saved by a page of the old layout: each save under its key, and their
    metadata in the one index."""
    backend = storage.MemoryBackend()
    index = {}
    for game_id, name, moves in (("20250101-100000", "Monday's game", 2),
                                 ("20250102-100000", "Tuesday's game", 1)):
        state, meta = game_after(moves, name)
        backend.set(storage.SAVE_PREFIX + game_id, storage.encode(saves.dumps(state, meta)))
        index[game_id] = {**meta, "date": f"2025-01-0{moves} 10:00"}
    backend.set(storage.INDEX_KEY, json.dumps({"layout": 1, "games": index}))
    backend.set(storage.LAST_KEY, "20250101-100000")
    return backend


def test_games_saved_by_the_old_layout_still_list_and_open():
    store = storage.SaveStore(old_layout())
    games, problems = store.list()
    assert problems == []
    assert sorted(g["name"] for g in games) == ["Monday's game", "Tuesday's game"]
    assert store.name_of("20250101-100000") == "Monday's game"
    state, meta = store.load("20250101-100000")
    assert len(state.log) == 6 and meta["name"] == "Monday's game"
    assert store.last() == "20250101-100000"


def test_an_old_game_played_on_gets_its_own_key_and_the_rest_stay_listed():
    store = storage.SaveStore(old_layout())
    state, meta = store.load("20250102-100000")
    for p in list(state.current_players()):
        state.apply(p, state.legal_actions(p)[0])
    meta = {**meta, "age": 1, "date": "2026-03-01 09:00", "name": "Tuesday's game"}
    store.write("20250102-100000", saves.dumps(state, meta), meta,
                expect=storage.Revision.of(meta))
    games, _ = store.list()
    assert [g["name"] for g in games] == ["Tuesday's game", "Monday's game"]  # newest first
    assert games[0]["date"] == "2026-03-01 09:00"


def test_deleting_an_old_game_drops_it_from_the_old_index():
    store = storage.SaveStore(old_layout())
    store.delete("20250101-100000")
    games, _ = store.list()
    assert [g["name"] for g in games] == ["Tuesday's game"]
    index = json.loads(store.backend.get(storage.INDEX_KEY))["games"]
    assert list(index) == ["20250102-100000"]
    assert store.last() is None


class FullAfterTheSave(storage.MemoryBackend):
    """Storage that takes a save but has no room left for its metadata."""

    def set(self, key: str, value: str) -> None:
        if key.startswith(storage.META_PREFIX) and key in self.data:
            raise storage.StorageFull("quota exceeded")
        super().set(key, value)


def test_metadata_that_finds_no_room_is_read_from_the_save_itself():
    store = storage.SaveStore(FullAfterTheSave())
    write(store, "g", 1)
    state, meta = game_after(3)
    meta = {**meta, "age": 2}
    store.write("g", saves.dumps(state, meta), meta)
    assert store.backend.get(storage.META_PREFIX + "g") is None  # no stale entry stays
    games, _ = store.list()
    assert [(g["id"], g["age"]) for g in games] == [("g", 2)]
