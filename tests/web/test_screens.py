"""Every screen fits every device (issue 27): at each viewport of the matrix
(``tools/screen_matrix.py``: ten, from 1920x1080 to a phone held both ways), in one page
booted once, every screen (home, new game, the tables of each ruleset at 2 to 8 players,
a card chosen, a coin loss, a city opened, Duel, the score pad, the replay, the
compendium, the hand-over) is measured by the layout checker (``tools/layout_check.py``:
no text clipped or covered, no target under 44 px, no sideways overflow, the play zone
in view) and shot, and the shot compared with its committed image in ``docs/screens/``
within a small tolerance. After an intended change: ``python3 tools/screens.py
--update``, then look at every changed image before committing it.

The images are compared in the browser (``tools/shot_compare.py``, shared with the
embeds' screenshots): no image library is needed.
"""

from __future__ import annotations

import pytest

from tools import screen_matrix
from tools.layout_check import measure
from tools.screens import SHOTS, shot_name
from tools.shot_compare import compare, comparing
from tools.site import AXE_VERSION, NODE_MODULES

#: what the checker still finds, one entry per problem left: (viewport, screen, kind)
#: -> why it is left. Each must still be found (the list only shrinks): fix one, and
#: the test says to take its entry out.
KNOWN: dict[tuple[str, str, str], str] = {}

#: the viewports where axe-core (pinned: ``tools.site.AXE_VERSION``, installed by the
#: build) audits every screen against WCAG 2.2 AA, in the same boot: a laptop and a phone
AXE_AT = ("1280x800", "390x844")
AXE = NODE_MODULES / "axe-core" / "axe.min.js"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
#: axe's rules of those tags but its experimental ones (which axe leaves off), every
#: finding failing the test but those of ``AXE_SPARED``: rule -> (the elements spared,
#: why). Each must still be found at each audited viewport (the list only shrinks).
AXE_SPARED: dict[str, tuple[str, str]] = {}
AXE_RUN = """([tags, spared]) => axe.run(document, {resultTypes: ['violations'],
    runOnly: {type: 'rule',
        values: axe.getRules(tags).filter(r => !r.tags.includes('experimental'))
                    .map(r => r.ruleId)}})
    .then(r => r.violations.map(v => [v, v.nodes.map(n => n.target.join(' ')).filter(t =>
            !(spared[v.id] && document.querySelector(t)?.matches(spared[v.id])))]))
    .then(found => ({
        spared: found.filter(([v, left]) => left.length < v.nodes.length).map(([v]) => v.id),
        violations: found.filter(([v, left]) => left.length).map(([v, left]) =>
            `${v.id} (${v.impact}): ` + left.slice(0, 3).join(' | '))}))"""

def axe_violations(page) -> list[str]:
    """axe-core's WCAG 2.2 AA violations on the screen ``page`` shows (the script put in
    by the test, past the site's Content-Security-Policy, once per document)."""
    if not page.evaluate("() => !!window.axe"):
        page.evaluate(AXE.read_text() + "\n;0")
        assert page.evaluate("() => axe.version") == AXE_VERSION
    found = page.evaluate(AXE_RUN, [AXE_TAGS, {k: v[0] for k, v in AXE_SPARED.items()}])
    page.axe_spared = getattr(page, "axe_spared", set()) | set(found["spared"])
    return found["violations"]


@pytest.mark.parametrize("size", screen_matrix.VIEWPORTS, ids=screen_matrix.size_name)
def test_every_screen_fits_and_looks_as_committed(size, browser, server, tmp_path):
    viewport = screen_matrix.size_name(size)
    problems: list[str] = []
    found: set[tuple[str, str, str]] = set()
    looked = audited = 0
    with screen_matrix.viewport_page(browser, size) as page, comparing(browser) as comparer:
        for screen in screen_matrix.screens(page, server.url):
            looked += 1
            for kind, items in measure(page).items():
                if items:
                    found.add((viewport, screen, kind))
                    if (viewport, screen, kind) not in KNOWN:
                        problems.append(f"{screen}: {kind}: {items[:6]}")
            if viewport in AXE_AT:
                audited += 1
                problems += [f"{screen}: axe: {v}" for v in axe_violations(page)]
            png = page.screenshot(animations="disabled", caret="hide")
            differs = compare(comparer, SHOTS / shot_name(viewport, screen), png, tmp_path)
            if differs:
                problems.append(differs)
        assert not page.errors, page.errors
    assert looked == len(screen_matrix.TABLES) + screen_matrix.BESIDES, f"{looked} screens"
    assert audited == (looked if viewport in AXE_AT else 0)
    spared = getattr(page, "axe_spared", set())
    unseen = [r for r in AXE_SPARED if viewport in AXE_AT and r not in spared]
    assert not unseen, f"fixed, take them out of AXE_SPARED: {unseen}"
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
