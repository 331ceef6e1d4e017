"""The saved games and the page the browser tests share (``stored``, ``SAVES``, ``sized``)
and the page honouring ``prefers-reduced-motion``. Every target at least 44x44 CSS
pixels and nothing overflowing sideways is checked over every screen of the matrix,
at ten viewports, by ``test_screens.py`` (``tools/layout_check.py``)."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from engine import saves
from tests.web.helpers import BOOT_MS, boot, with_errors

FIXTURES = Path(__file__).resolve().parents[1] / "engine" / "fixtures" / "saves"
VIEWPORTS = [(768, 1024, True)]  # motion: a tablet


def stored(name: str, seats: list[tuple[str, str]]) -> tuple[str, str]:
    """A fixture game saved again with ``seats`` (kind, name): its key and value."""
    state = saves.replay(saves.read_save((FIXTURES / f"{name}.wonders").read_bytes()))
    meta = {"name": name, "game": state.game, "players": [n for _, n in seats],
            "seats": [{"kind": k, "name": n, "level": "random"} for k, n in seats]}
    return f"wonders.v1.save.{name}", base64.b64encode(saves.dumps(state, meta)).decode()


def one_person(n: int) -> list[tuple[str, str]]:
    return [("human", "Ann")] + [("bot", f"Bot {i}") for i in range(1, n)]


SAVES = dict([stored("7wonders-7p-mid", one_person(7)),
              stored("7wonders-3p-mid", one_person(3)),
              stored("duel-mid", [("bot", "Bot"), ("human", "Ann")]),
              stored("7wonders-7p-over", one_person(7)),
              stored("duel-over", one_person(2))])


@contextmanager
def sized(browser, requests_seen, width: int, height: int,
          touch: bool) -> Iterator:
    """A page in a fresh profile at ``width`` x ``height`` CSS pixels (``touch``: a
    touch screen), motion reduced, no service worker; its uncaught errors in
    ``page.errors``; no request it made may leave 127.0.0.1."""
    ctx = browser.new_context(
        viewport={"width": width, "height": height}, has_touch=touch,
        is_mobile=touch, reduced_motion="reduce", service_workers="block")
    ctx.on("request", requests_seen.add)
    ctx.set_default_timeout(BOOT_MS)
    yield with_errors(ctx.new_page())
    ctx.close()
    assert not requests_seen.outside()


@pytest.fixture(params=VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}{'-touch' if v[2] else ''}")
def sized_page(request, browser, requests_seen, site):
    with sized(browser, requests_seen, *request.param) as page:
        yield page


def open_saves(page, url: str, games: dict[str, str]) -> None:
    """Boot the site at ``url`` with ``games`` (storage key -> value) in its storage,
    on the home screen listing them."""
    boot(page, url)
    page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) "
                  "localStorage.setItem(k, v); }", games)
    page.reload()
    page.wait_for_selector("#saves li.save-row")


def test_motion_stops_when_the_person_asks_for_less(sized_page, server):
    """``prefers-reduced-motion: reduce``: no animation and no transition anywhere."""
    page = sized_page
    boot(page, server.url)
    moving = page.evaluate("""() => {
        const probe = document.createElement('span');
        probe.className = 'badge thinking';
        document.body.append(probe);
        const s = getComputedStyle(probe);
        const toast = getComputedStyle(document.querySelector('#toast') || probe);
        return [s.animationName, s.animationDuration, toast.transitionDuration];
    }""")
    assert moving[0] == "none" or moving[1] in ("0s", "1e-05s"), moving
    assert all(float(t.rstrip("s")) < 0.01 for t in moving[2].split(",")), moving
