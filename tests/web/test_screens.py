"""Every screen fits every device (issue 27): at each viewport of the matrix
(``tools/screen_matrix.py``: ten, from 1920x1080 to a phone held both ways), in one page
booted once, every screen (home, new game, the tables of each ruleset at 2 to 8 players,
a card chosen, a coin loss, a city opened, Duel, the score pad, the replay, the
compendium, the hand-over) is measured by the layout checker (``tools/layout_check.py``:
no text clipped or covered, no target under 44 px, no sideways overflow, the play zone
in view) and shot, and the shot compared with its committed image in ``docs/screens/``
within a small tolerance. After an intended change: ``python3 tools/screens.py
--update``, then look at every changed image before committing it.

The images are compared in the browser (two canvases): no image library is needed.
"""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

from tools import screen_matrix
from tools.layout_check import measure
from tools.screens import SHOTS, shot_name

#: a pixel differs when one of its channels moves by more than this (of 255)
CHANNEL = 48
#: a screen matches its image when at most this share of its pixels differ
TOLERANCE = 0.002

#: what the checker still finds, one entry per problem left: (viewport, screen, kind)
#: -> why it is left. Each must still be found (the list only shrinks): fix one, and
#: the test says to take its entry out.
KNOWN: dict[tuple[str, str, str], str] = {}

#: the two PNGs (base64) drawn on canvases: how many pixels differ, and a picture of
#: them (the differing pixels red over the new image, faded), as a PNG data URL
COMPARE = """async ([a, b, channel]) => {
    const load = src => new Promise((ok, fail) => {
        const img = new Image();
        img.onload = () => ok(img);
        img.onerror = fail;
        img.src = 'data:image/png;base64,' + src;
    });
    const [x, y] = await Promise.all([load(a), load(b)]);
    if (x.width !== y.width || x.height !== y.height)
        return {size: [x.width, x.height, y.width, y.height], differ: -1, total: 0, diff: ''};
    const pixels = img => {
        const c = document.createElement('canvas');
        c.width = img.width; c.height = img.height;
        const g = c.getContext('2d');
        g.drawImage(img, 0, 0);
        return [c, g, g.getImageData(0, 0, c.width, c.height)];
    };
    const [, , p] = pixels(x);
    const [c, g, q] = pixels(y);
    let differ = 0;
    for (let i = 0; i < p.data.length; i += 4) {
        const d = Math.max(Math.abs(p.data[i] - q.data[i]), Math.abs(p.data[i + 1] - q.data[i + 1]),
                           Math.abs(p.data[i + 2] - q.data[i + 2]));
        if (d > channel) {
            differ++;
            q.data[i] = 255; q.data[i + 1] = 0; q.data[i + 2] = 0;
        } else {
            q.data[i] >>= 2; q.data[i + 1] >>= 2; q.data[i + 2] >>= 2;
        }
    }
    g.putImageData(q, 0, 0);
    return {differ, total: p.data.length / 4, size: null,
            diff: differ ? c.toDataURL('image/png') : ''};
}"""


def compare(comparer, committed: Path, png: bytes, out: Path) -> str:
    """'' when ``png`` matches the image at ``committed``; else what differs, with the new
    image and a picture of the difference written into ``out``."""
    if not committed.exists():
        (out / committed.name).write_bytes(png)
        return f"{committed.name}: no committed image (new one: {out / committed.name})"
    seen = comparer.evaluate(COMPARE, [base64.b64encode(committed.read_bytes()).decode(),
                                       base64.b64encode(png).decode(), CHANNEL])
    if seen["size"] is None and seen["differ"] <= TOLERANCE * seen["total"]:
        return ""
    new = out / committed.name
    new.write_bytes(png)
    what = (f"size {seen['size'][:2]} now {seen['size'][2:]}" if seen["size"]
            else f"{seen['differ']} of {seen['total']} pixels differ")
    if seen["diff"]:
        diff = new.with_suffix(".diff.png")
        diff.write_bytes(base64.b64decode(seen["diff"].split(",", 1)[1]))
        what += f"; difference: {diff}"
    return f"{committed.name}: {what}; new image: {new}"


@pytest.mark.parametrize("size", screen_matrix.VIEWPORTS, ids=screen_matrix.size_name)
def test_every_screen_fits_and_looks_as_committed(size, browser, server, tmp_path):
    viewport = screen_matrix.size_name(size)
    problems: list[str] = []
    found: set[tuple[str, str, str]] = set()
    looked = 0
    with screen_matrix.viewport_page(browser, size) as page:
        comparer = page.context.new_page()
        comparer.set_content("<!doctype html><title>compare</title>")
        for screen in screen_matrix.screens(page, server.url):
            looked += 1
            for kind, items in measure(page).items():
                if items:
                    found.add((viewport, screen, kind))
                    if (viewport, screen, kind) not in KNOWN:
                        problems.append(f"{screen}: {kind}: {items[:6]}")
            png = page.screenshot(animations="disabled", caret="hide")
            differs = compare(comparer, SHOTS / shot_name(viewport, screen), png, tmp_path)
            if differs:
                problems.append(differs)
        assert not page.errors, page.errors
    assert looked == len(screen_matrix.TABLES) + screen_matrix.BESIDES, f"{looked} screens"
    gone = [f"{k}: {why}" for k, why in KNOWN.items() if k[0] == viewport and k not in found]
    assert not gone, f"fixed, take them out of KNOWN: {gone}"
    assert not problems, (f"{viewport}: {len(problems)} problems (after an intended "
                          "change: python3 tools/screens.py --update):\n" + "\n".join(problems))


#: larger text (the settings' 130 %, held on a phone to a 360 x 390 px window): the
#: viewports it is checked at, and what it still does, (viewport, screen, kind) -> why
LARGER_AT = ("1280x800", "768x1024", "390x844")
LARGER_KNOWN = {
    ("390x844", "free-city", "play_zone"):
        "a phone's seven-card hand at 108 % (the most a 390 px phone zooms): the last"
        " card's foot is under the fold",
}
PREFS_LARGER = ("localStorage.setItem('wonders.v1.prefs', "
                "JSON.stringify({motion: 'none', text: 'larger'}))")


@pytest.mark.parametrize("size", [s for s in screen_matrix.VIEWPORTS
                                  if screen_matrix.size_name(s) in LARGER_AT],
                         ids=screen_matrix.size_name)
def test_every_screen_fits_in_larger_text(size, browser, server):
    """With the text at 130 % the page is laid out for the smaller window it amounts to
    (its @media rules scaled, what fills the window divided by the zoom): the same
    checks, zeros but for ``LARGER_KNOWN``."""
    viewport = screen_matrix.size_name(size)
    problems, found = [], set()
    with screen_matrix.viewport_page(browser, size) as page:
        page.context.add_init_script(PREFS_LARGER)
        for screen in screen_matrix.screens(page, server.url):
            zoom = float(page.evaluate("() => getComputedStyle(document.body).zoom"))
            assert zoom == (1.3 if size[0] > 700 else round(size[0] / 360, 3)), zoom
            for kind, items in measure(page).items():
                if items:
                    found.add((viewport, screen, kind))
                    if (viewport, screen, kind) not in LARGER_KNOWN:
                        problems.append(f"{screen}: {kind}: {items[:6]}")
        assert not page.errors, page.errors
    gone = [k for k in LARGER_KNOWN if k[0] == viewport and k not in found]
    assert not gone, f"fixed, take them out of LARGER_KNOWN: {gone}"
    assert not problems, f"{viewport} at 130 %: {len(problems)} problems:\n" + "\n".join(problems)
