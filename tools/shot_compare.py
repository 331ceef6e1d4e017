"""A screenshot compared with its committed image, within a small tolerance: the main
screens' (``tests/web/test_screens.py``, ``docs/screens/``) and the rule examples'
embeds' (``tests/web/test_embed_looks.py``, ``docs/embeds/``).

A pixel differs when one of its channels moves by more than ``CHANNEL`` (of 255); an
image matches when at most ``TOLERANCE`` of its pixels differ and its size is the same.
The images are compared in the browser (two canvases, in ``comparer``: a blank page in
a window of its own, ``comparing``), so no image library is needed.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

#: a pixel differs when one of its channels moves by more than this (of 255)
CHANNEL = 48
#: a screen matches its image when at most this share of its pixels differ
TOLERANCE = 0.002

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


@contextmanager
def comparing(browser: Any) -> Iterator[Any]:
    """A blank page to compare images in, in a window of its own (a new context of
    ``browser``): opened as a second tab beside the page that is shot, it would hide
    that page, which Chromium then draws (its animation frames, its screenshots) only
    now and then: a screen's shot took 2 s rather than 0.1 s."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.set_content("<!doctype html><title>compare</title>")
        yield page
    finally:
        context.close()


def compare(comparer: Any, committed: Path, png: bytes, out: Path) -> str:
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
