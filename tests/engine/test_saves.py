"""Saves (``engine/saves.py``): bad bytes of any kind give ``SaveError``, never another
exception; a save is bytes."""

from __future__ import annotations

import msgpack
import pytest

from engine import saves
from engine.errors import SaveError
from engine.rng import Rng
from tests.engine.helpers import good_save, repack


@pytest.mark.parametrize("blob", [
    pytest.param(good_save()[:-7], id="truncated"),
    pytest.param(good_save()[:1], id="truncated-to-one-byte"),
    pytest.param(b"", id="empty"),
    pytest.param(b"\xc1\xc1\xc1garbage", id="corrupt"),
    pytest.param(msgpack.packb({"format": "chess-save", "format_version": 1}), id="foreign"),
    pytest.param(msgpack.packb([1, 2, 3]), id="not-a-map"),
    pytest.param(b'{"format": "wonders-save"}', id="json"),
    pytest.param(repack(format_version=99), id="too-new"),
    pytest.param(repack(format_version="1"), id="bad-version"),
    pytest.param(repack(game="monopoly"), id="unknown-game"),
    pytest.param(repack(seed="x"), id="bad-seed"),
    pytest.param(repack(moves=[[0, "build Palace"]]), id="moves-that-do-not-replay"),
    pytest.param(repack(moves="build"), id="bad-moves"),
    pytest.param(repack(config={"players": 9}), id="impossible-set-up"),
])
def test_bad_saves_raise_save_error(blob):
    with pytest.raises(SaveError):
        saves.loads(blob)


def test_a_save_must_be_bytes():
    with pytest.raises(SaveError):
        saves.loads("not bytes")  # type: ignore[arg-type]


def test_damaged_bytes_give_save_error_or_a_game():
    """Any damage gives a SaveError or a valid game, never another exception."""
    blob = good_save()
    rng = Rng(7)
    for _ in range(3000):
        damaged = bytearray(blob)
        for _ in range(1 + rng.below(3)):
            damaged[rng.below(len(damaged))] = rng.below(256)
        try:
            saves.loads(bytes(damaged))
        except SaveError:
            pass
