"""Same seeds, same games: the first games of every case of ``tools/golden.py`` give
the fingerprints recorded in ``tests/engine/fixtures/golden.json`` (save bytes and score
pads of seeded games between every kind of bot). ``python3 tools/golden.py check``
compares all of them (2,562 games)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tools import golden

RECORDED = json.loads((Path(__file__).parent / "fixtures" / "golden.json").read_text())


@pytest.mark.parametrize("case", golden.CASES, ids=[c[0] for c in golden.CASES])
def test_first_games_of_each_case_are_unchanged(case):
    name, game, config, lineups = case
    h = hashlib.sha256()
    for seed in range(golden.QUICK):
        h.update(golden.play(game, config, lineups[seed % len(lineups)], seed).encode())
    assert h.hexdigest() == RECORDED[name][f"first{golden.QUICK}"]


@pytest.mark.parametrize("case", golden.SEARCH_CASES, ids=[c[0] for c in golden.SEARCH_CASES])
def test_search_bot_games_are_unchanged(case):
    name, game, config, levels = case
    h = hashlib.sha256()
    for seed in range(RECORDED[name]["games"]):
        h.update(golden.play(game, config, levels, seed).encode())
    assert h.hexdigest() == RECORDED[name]["sha256"]
