"""The together screens in the page's dispatch: their actions are known without
loading them (the page's start does not import ``together.play``), each is
``Together``'s own, and a name the App's parts answer too is refused at the start."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from wonders_ui import controller, storage, store
from wonders_ui.together.acts import ACTS, TABLE_ACTS
from wonders_ui.together.mail import Mail
from wonders_ui.together.play import Together

from tests.web.fakepage import FakePage

ROOT = Path(__file__).resolve().parents[3]


def test_every_together_action_is_known_to_the_dispatch():
    own = {a.removeprefix("act_") for cls in (Together, Mail) for a in dir(cls)
           if a.startswith("act_")}
    assert own == ACTS | TABLE_ACTS


def test_an_action_answered_twice_is_refused_at_the_start(monkeypatch):
    monkeypatch.setattr(store, "TOGETHER_ACTS", ACTS | {"home"})
    with pytest.raises(TypeError, match="home"):
        controller.App(FakePage(), storage.SaveStore(storage.MemoryBackend()))


def test_the_page_starts_without_loading_the_together_screens():
    code = ("import sys; sys.path[:0] = ['.', 'web', 'tests/..'];"
            "from wonders_ui import controller, storage;"
            "from tests.web.fakepage import FakePage;"
            "app = controller.App(FakePage(), storage.SaveStore(storage.MemoryBackend()));"
            "app.start(); app.on_action('new');"
            "assert 'wonders_ui.together.play' not in sys.modules, 'loaded';"
            "app.on_action('tg-join');"
            "assert 'wonders_ui.together.play' in sys.modules and app.screen == 'together'")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_the_by_message_actions_are_mails_and_the_others_the_together_pages():
    """Each action of play by message has its handler on ``Mail``, each other together
    action on ``Together``: the page routes by the declared sets, never by probing."""
    from wonders_ui.together.acts import ACTS, POST_ACTS
    from wonders_ui.together.mail import Mail
    from wonders_ui.together.play import Together

    assert {n for n in dir(Mail) if n.startswith("act_")} == {"act_" + a for a in POST_ACTS}
    assert all(callable(getattr(Together, "act_" + a, None)) for a in ACTS - POST_ACTS)
