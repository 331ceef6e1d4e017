"""Duel tests' configuration: the ``slow`` marker. The helpers live in ``helpers.py``."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: long random runs (deselect with -m 'not slow')")
