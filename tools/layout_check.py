"""What a person sees on one screen, measured in the page (issue 27): texts cut off,
texts covered by another box, targets under 44 px, sideways overflow, and the play
zone out of view. Each measure is a JavaScript function run by Playwright's
``page.evaluate``; ``measure(page)`` runs them all and returns, per kind, the list of
what is wrong (empty lists: the screen fits). The browser tests and ``tools/screens.py``
use these, and ``python3 tools/layout_check.py`` walks the whole matrix of screens and
viewports (``tools/screen_matrix.py``) and prints the counts.

    python3 tools/layout_check.py [--only 390x844] [--screen duel] [-v]
    python3 tools/layout_check.py --pseudo [--only 1280x800]

``--pseudo`` walks the screens at one viewport (1280x800 unless ``--only`` names
another) in the pseudo-language (``wonders_ui/pseudo.py``: every message accented and
40% longer) and counts, besides the rest, the texts that are not accented: text the
catalogue never saw (``untranslated``). ``tests/web/test_languages.py`` runs the same
measures over its screens.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

MIN = 44  # the smallest target a finger hits reliably, in CSS pixels

#: what a person can tap: every visible button, select, input and link smaller than
#: ``min`` either way; a file input is tapped through its label (``.button``)
TARGETS = """min => {
    const out = [];
    for (const el of document.querySelectorAll(
            'button, select, input, a[href], .button, [data-act]')) {
        if (el.classList.contains('hidden-file')) continue;
        const r = el.getBoundingClientRect(), s = getComputedStyle(el);
        if (!r.width || !r.height || s.visibility === 'hidden' || s.display === 'none') continue;
        if (r.width < min || r.height < min)
            out.push(`${el.tagName.toLowerCase()}#${el.id}.${el.className} `
                     + `"${(el.textContent || el.value || '').trim().slice(0, 30)}" `
                     + `${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return out;
}"""

#: the page wider than its window, and the boxes of the screen that stick out of it
#: (Duel's side panels slide in from the edge on purpose)
OVERFLOW = """() => {
    const w = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('main *')].filter(el => {
        const r = el.getBoundingClientRect();
        return r.width && (r.right > w + 1 || r.left < -1);
    }).filter(el => !el.closest('.dpanel')
              && !(el.closest('details:not([open])') && !el.closest('summary')));
    return {scroll: document.documentElement.scrollWidth, width: w,
            wide: wide.slice(0, 5).map(el => el.tagName + '.' + el.className)};
}"""

#: the boxes of ``selector`` a person cannot see without scrolling: outside the
#: viewport or outside a box that clips them (a scrolling region, ``overflow: hidden``)
HIDDEN = """selector => [...document.querySelectorAll(selector)].filter(el => {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) return true;
    if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1)
        return true;
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (!/(auto|scroll|hidden|clip)/.test(s.overflowX + ' ' + s.overflowY)) continue;
        const q = p.getBoundingClientRect();
        if (r.top < q.top - 1 || r.bottom > q.bottom + 1 || r.left < q.left - 1
            || r.right > q.right + 1) return true;
    }
    return false;
}).map(el => (el.dataset.card || el.dataset.kind || el.textContent).trim().slice(0, 40)
          + ' ' + JSON.stringify(el.getBoundingClientRect()))"""

#: the texts clipped inside ``selector``'s boxes (wider than the box that shows them)
CLIPPED_IN = """selector => [...document.querySelectorAll(selector)].flatMap(root =>
    [root, ...root.querySelectorAll('*')]).filter(el => el.clientWidth
    && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible'
    || el.clientWidth && el.scrollWidth > el.clientWidth + 1
       && getComputedStyle(el).textOverflow === 'ellipsis')
    .map(el => el.className + ': ' + el.textContent.trim().slice(0, 40))"""

#: text cut off inside its box: each element with its own text whose content is wider
#: or taller than the box that hides the rest (overflow other than visible), keyed by
#: its first class and its place among the elements of that class (the same in every
#: language for the same game). ``ellipsis``: a text shortened with an ellipsis counts
#: too, unless the same text shows whole elsewhere on the screen or in the ``title``
#: of its box (a hover or a long press shows it); without, it never counts (the
#: languages' check compares with English, which has the same ellipses). Text of
#: Duel's covered cards is left out: the structure covers them on purpose.
CLIPPED = """ellipsis => {
    const seen = {}, out = {}, whole = new Set(), cut = [];
    const own = el => [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    for (const el of document.querySelectorAll('main *')) {
        const key = el.tagName + '.' + (el.classList[0] || '');
        seen[key] = (seen[key] || 0) + 1;
        if (!own(el)) continue;
        const s = getComputedStyle(el);
        if (!el.getClientRects().length || s.visibility === 'hidden') continue;
        if (el.closest('.visually-hidden') || el.clientWidth <= 1) continue;  // for readers
        if (el.closest('#structure .dcard:not(.available)')) continue;
        const text = el.textContent.trim();
        if (s.textOverflow === 'ellipsis') {
            if (el.scrollWidth > el.clientWidth + 1) {
                // a card's name is never cut ("Tømmerp…" for Tømmerplads), in any language
                if (ellipsis || el.matches('.bcard-name'))
                    cut.push([key + '#' + seen[key], el, text]);
            } else whole.add(text);
            continue;
        }
        if (s.overflowX === 'visible' && s.overflowY === 'visible') { whole.add(text); continue; }
        const scrolls = s.overflowY === 'auto' || s.overflowY === 'scroll';
        if (el.scrollWidth > el.clientWidth + 1
                || (!scrolls && el.scrollHeight > el.clientHeight + 1))
            out[key + '#' + seen[key]] = text.slice(0, 40);
        else whole.add(text);
    }
    for (const [key, el, text] of cut) {
        const titled = el.closest('[title]');
        if (whole.has(text) || (titled && titled.title.includes(text))) continue;
        out[key] = text.slice(0, 40) + ' (ellipsis)';
    }
    return out;
}"""

#: texts another box covers: each line of visible text in ``main`` is hit-tested at
#: its middle and near its two ends (scrolled into the middle of the window when
#: needed, as a person would); a hit on anything but the text's own element, its
#: ancestors or descendants is a box lying over it. Text outside a box that clips it
#: (scrolled away in a scrolling region) is not looked at, nor the text of Duel's
#: covered cards (the structure overlaps on purpose; its available cards are looked at
#: like every text), nor, under a modal dialog, the text the dialog hides. Two lines of
#: text overlapping each other count too.
OVERLAPS = """() => {
    const out = new Set(), lines = [];
    const dialog = document.querySelector('[role=dialog][aria-modal=true]');
    const root = dialog || document.querySelector('main') || document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const clipOf = el => {
        let box = {left: -1e9, top: -1e9, right: 1e9, bottom: 1e9};
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            const s = getComputedStyle(p);
            if (!/(auto|scroll|hidden|clip)/.test(s.overflowX + ' ' + s.overflowY)) continue;
            const q = p.getBoundingClientRect();
            box = {left: Math.max(box.left, q.left), top: Math.max(box.top, q.top),
                   right: Math.min(box.right, q.right), bottom: Math.min(box.bottom, q.bottom)};
        }
        return box;
    };
    // a bar pinned to the window (sticky or fixed: the new game's Start) moves as the
    // page scrolls: its own texts are not hit-tested or paired at one scroll position
    const pinned = el => {
        for (let p = el; p && p !== document.body; p = p.parentElement) {
            const at = getComputedStyle(p).position;
            if (at === 'sticky' || at === 'fixed') return true;
        }
        return false;
    };
    const x0 = scrollX, y0 = scrollY;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent.trim()) continue;
        const el = n.parentElement;
        if (el.closest('.visually-hidden, #structure .dcard:not(.available), .dcard.back'))
            continue;
        const folded = el.closest('details:not([open])');  // not drawn, but has boxes
        if (folded && !folded.querySelector(':scope > summary')?.contains(el)) continue;
        const s = getComputedStyle(el);
        if (s.visibility === 'hidden' || s.display === 'none') continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const clip = clipOf(el);
        for (const r of range.getClientRects()) {
            if (r.width < 2 || r.height < 2) continue;
            const inside = {left: Math.max(r.left, clip.left),
                            right: Math.min(r.right, clip.right),
                            top: Math.max(r.top, clip.top),
                            bottom: Math.min(r.bottom, clip.bottom)};
            if (inside.right - inside.left < 2 || inside.bottom - inside.top < 2) continue;
            lines.push({el, text: n.textContent.trim().slice(0, 30), pin: pinned(el),
                        left: inside.left + x0, right: inside.right + x0,
                        top: inside.top + y0, bottom: inside.bottom + y0});
        }
    }
    // a label's own control lying over its text (a chip's radio button) is one target
    const labelled = (a, b) => b.labels && [...b.labels].some(l => l.contains(a));
    // a side panel the person opened over the table (the log, Duel's discard pile) hides
    // what is under it on purpose: only its own texts are looked at among themselves
    const OVER = '.dpanel, .table-body.log-toggled > .log, .duel-body.log-toggled .log';
    const over = el => el.closest(OVER);
    const apart = (a, b) => over(a) !== over(b);
    const related = (a, b) => a === b || a.contains(b) || b.contains(a) || labelled(a, b)
        || labelled(b, a);
    // a card drawn around its button (``.face-slot``: the button covers the card, its
    // other parts drawn on it let the pointer through) is one target, not text covered
    const drawnOn = (box, el) => box.matches('.face-slot > button')
        && box.parentElement.contains(el) && !box.contains(el);
    const name = el => el.tagName.toLowerCase() + '.' + (el.classList[0] || '');
    for (const line of lines) {
        if (line.pin) continue;
        const y = (line.top + line.bottom) / 2;
        if (y - scrollY < innerHeight * 0.25 || y - scrollY > innerHeight * 0.75)
            scrollTo(x0, Math.max(0, y - innerHeight / 2));
        const inset = Math.min(3, (line.right - line.left) / 4);
        for (const x of [line.left + inset, (line.left + line.right) / 2, line.right - inset]) {
            const vx = x - scrollX, vy = y - scrollY;
            if (vx < 0 || vy < 0 || vx >= innerWidth || vy >= innerHeight) continue;
            const hit = document.elementFromPoint(vx, vy);
            if (hit && !related(hit, line.el) && !drawnOn(hit, line.el)
                    && !hit.closest('#toast')
                    && !apart(hit, line.el)) {
                out.add(`"${line.text}" (${name(line.el)}) under ${name(hit)} `
                        + `"${(hit.textContent || '').trim().slice(0, 20)}"`);
                break;
            }
        }
    }
    scrollTo(x0, y0);
    // a box of a sibling drawn across a line of text but painted under it (an earlier
    // inline box grown over the next line: the hit test finds the text itself): the
    // painted boxes (a background, an image, a border) among the siblings of the
    // text's element and of its two nearest ancestors, and inside those siblings; not
    // when the text lies on a background of its own above that sibling (Duel's card
    // over the card it covers), nor a bar pinned to the window
    const painted = el => {
        const s = getComputedStyle(el);
        // an image (an icon's drawing), not a gradient (the disc of a "?" inside its
        // larger target)
        return s.visibility !== 'hidden' && (s.backgroundImage.startsWith('url(')
            || !['transparent', 'rgba(0, 0, 0, 0)'].includes(s.backgroundColor)
            || parseFloat(s.borderTopWidth) + parseFloat(s.borderBottomWidth) > 0);
    };
    const across = (line, q) => {
        const w = Math.min(line.right, q.right + x0) - Math.max(line.left, q.left + x0);
        const h = Math.min(line.bottom, q.bottom + y0) - Math.max(line.top, q.top + y0);
        return w > 2 && h > 2;
    };
    for (const line of lines) {
        if (line.pin) continue;
        let el = line.el, backed = false;
        for (let depth = 0; depth < 3 && el && el !== root && el.parentElement; depth++) {
            backed = backed || painted(el);
            if (backed) break;
            for (const sib of el.parentElement.children) {
                if (sib === el || related(sib, line.el) || apart(sib, line.el)
                        || pinned(sib) || drawnOn(sib, line.el)) continue;
                if (!across(line, sib.getBoundingClientRect())) continue;
                const box = [sib, ...sib.querySelectorAll('*')].find(b =>
                    painted(b) && across(line, b.getBoundingClientRect()));
                if (box) out.add(`"${line.text}" (${name(line.el)}) under ${name(box)} `
                                 + `"${(sib.textContent || '').trim().slice(0, 20)}"`);
            }
            el = el.parentElement;
        }
    }
    for (let i = 0; i < lines.length; i++) for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i], b = lines[j];
        if (a.pin || b.pin || related(a.el, b.el) || apart(a.el, b.el)) continue;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 2 && h > 2)
            out.add(`"${a.text}" (${name(a.el)}) over "${b.text}" (${name(b.el)})`);
    }
    return [...out];
}"""

#: every visible text of the screen, one per text node, whitespace collapsed; a text in
#: a language of its own (``lang`` set on it or around it: the language switch's
#: options, each named in itself) is left out
TEXTS = """() => {
    const root = document.querySelector('main.screen') || document.body;
    const out = [];
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
        const el = walk.currentNode.parentElement;
        const text = walk.currentNode.textContent.replace(/\\s+/g, ' ').trim();
        if (!text || !el || !el.getClientRects().length) continue;
        const tagged = el.closest('[lang]');
        if (tagged && tagged !== document.documentElement) continue;
        out.push(text);
    }
    return out;
}"""


def untranslated(page, names: set[str]) -> list[str]:
    """The visible texts of a page speaking the pseudo-language that did not go through
    the catalogue: a text with a letter but no accented letter
    (``wonders_ui.pseudo``) once the ``names`` in it (cards, wonders, tokens, games,
    players, saves: shown as they are) and Roman numerals (the ages: II) are taken
    out."""
    from wonders_ui import pseudo

    ordered = sorted(names, key=len, reverse=True)
    out = []
    for text in page.evaluate(TEXTS):
        if pseudo.is_accented(text):
            continue
        rest = text
        for name in ordered:
            rest = rest.replace(name, " ")
        rest = re.sub(r"\b[IVX]+\b", " ", rest)
        if re.search(r"[^\W\d_]{2,}", rest):
            out.append(text)
    return out


def names_shown() -> set[str]:
    """The names a page shows as the engine gives them: every card's, wonder's and
    token's (``engine.names``), every game's title, the seats of its lessons, the screen
    matrix's and the tests' players', the site's (the saves' names are the caller's)."""
    from engine.games import all_games
    from engine.names import engine_names
    from tools.screen_matrix import NAMES

    found = {name for rows in engine_names().values() for _, name in rows}
    for game in all_games():  # the seats of its "Learn to play"
        found |= set(game.lessons().lesson.config.get("names", ())) if game.lessons else set()
    return found | {g.title for g in all_games()} | set(NAMES) | {"Wonders", "Ann", "Bot"}


#: what a person plays with, which must show without scrolling: the hand, the chosen
#: card's actions, a rules choice (a coin loss, a wonder's power), Duel's takeable cards
PLAY_ZONE = ("#hand .card, #actions button.act, #debt button.act, #power button.act, "
             "#structure .dcard[data-act]")

KINDS = ("clipped", "overlaps", "targets", "overflow", "play_zone")


def check(page, where: str) -> None:
    """No target under ``MIN`` px and nothing sticking out sideways (``where``: the
    screen, named in the failure)."""
    small = page.evaluate(TARGETS, MIN)
    assert not small, f"{where}: targets under {MIN}px: {small}"
    flow = page.evaluate(OVERFLOW)
    assert flow["scroll"] <= flow["width"] and not flow["wide"], f"{where}: overflow {flow}"


def measure(page) -> dict[str, list[str]]:
    """Everything wrong on the screen ``page`` shows now, by kind (``KINDS``)."""
    flow = page.evaluate(OVERFLOW)
    wide = ([f"page {flow['scroll']}px wide in {flow['width']}px"]
            if flow["scroll"] > flow["width"] else []) + flow["wide"]
    return {
        "clipped": [f"{k}: {v}" for k, v in page.evaluate(CLIPPED, True).items()],
        "overlaps": page.evaluate(OVERLAPS),
        "targets": page.evaluate(TARGETS, MIN),
        "overflow": wide,
        "play_zone": page.evaluate(HIDDEN, PLAY_ZONE),
    }


def counts(found: dict[str, list[str]]) -> dict[str, int]:
    return {kind: len(items) for kind, items in found.items()}


def table(rows: list[tuple[str, dict[str, int]]]) -> str:
    """The screens x counts table and the totals line."""
    width = max([len(name) for name, _ in rows] + [6])
    kinds = list(rows[0][1]) if rows else list(KINDS)
    lines = [f"{'screen':<{width}}  " + "  ".join(f"{k:>9}" for k in kinds)]
    totals = dict.fromkeys(kinds, 0)
    for name, row in rows:
        lines.append(f"{name:<{width}}  " + "  ".join(f"{row[k]:>9}" for k in kinds))
        for k in kinds:
            totals[k] += row[k]
    lines.append(f"{len(rows)} screens checked, totals: "
                 + ", ".join(f"{k} {v}" for k, v in totals.items()))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    sys.path[:0] = [str(ROOT), str(ROOT / "web")]
    from tools import screen_matrix

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="only the viewports whose name has this")
    parser.add_argument("--screen", default="", help="only the screens whose name has this")
    parser.add_argument("-v", "--verbose", action="store_true", help="list what is wrong")
    parser.add_argument("--pseudo", action="store_true",
                        help="at one viewport, in the pseudo-language: untranslated text too")
    args = parser.parse_args(argv)
    rows: list[tuple[str, dict[str, int]]] = []
    names = (names_shown() | {key.removeprefix("wonders.v1.save.")
                              for key in screen_matrix.games()}) if args.pseudo else set()

    def look(page: Any, viewport: str, screen: str) -> None:
        found = measure(page)
        if args.pseudo:
            found["untranslated"] = untranslated(page, names)
        rows.append((f"{viewport} {screen}", counts(found)))
        if args.verbose:
            for kind, items in found.items():
                for item in items:
                    print(f"  {viewport} {screen} {kind}: {item}")

    if args.pseudo:
        from wonders_ui.pseudo import CODE

        screen_matrix.walk_all(look, only=args.only or "1280x800", screens_=args.screen,
                               language=CODE)
    else:
        screen_matrix.walk_all(look, only=args.only, screens_=args.screen)
    print(table(rows))
    return 1 if any(any(row.values()) for _, row in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
