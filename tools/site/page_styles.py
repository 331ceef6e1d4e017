"""Each page's stylesheets as one file (``web/page-<page>.css``), linked in their place.

A page that draws a table links a dozen stylesheets (``web/styles.css``, each game's,
the icons', the log's...), every one render-blocking. On a slow link each is a request
of its own: at Lighthouse's mobile throttling (562 ms a request, six at a time over
HTTP/1.1) the home's fourteen took three rounds before its first paint (issue 53,
bench/RESULTS.md). The build writes a page's run of ``<link rel="stylesheet">`` tags
as one stylesheet, the same rules in the same order (the sheets hold no ``@import``,
``@layer``, ``@charset`` or relative ``url()``: checked here), so the page looks the
same and its first paint waits for one request. The sheets stay in ``web/`` as they are
written (the tests and the tools read them); the site's service worker leaves out of
its precache every sheet that a page now takes from its bundle."""

from __future__ import annotations

import re
from pathlib import Path

#: one stylesheet of the site, as the pages link them (one a line)
LINK = re.compile(r'<link rel="stylesheet" href="\./web/([\w-]+\.css)">')
#: what a sheet may not hold to be read the same from another file
UNBUNDLEABLE = re.compile(r"@import|@layer|@charset|@namespace|url\((?!\s*[\"']?data:)")


#: a sheet's header in a bundle
HEADER = re.compile(r"^/\* (web/[\w-]+\.css) \*/$", re.M)


def held_in_bundles(dist: Path) -> set[str]:
    """The sheets the site's pages take from their bundles (site paths, read from each
    bundle's headers): the precache leaves them out."""
    return {m.group(1) for bundle in (dist / "web").glob("page-*.css")
            for m in HEADER.finditer(bundle.read_text(encoding="utf-8"))}


def bundle_name(page: str) -> str:
    """The site path of ``page``'s stylesheet (``index.html`` -> ``web/page-index.css``)."""
    return f"web/page-{Path(page).stem}.css"


def bundled(html: str, page: str, dist: Path) -> tuple[str, list[str]]:
    """``html`` (the page ``page`` of the site in ``dist``) with its stylesheets' links
    replaced by one to their bundle, which is written beside them; and the sheets it
    holds (site paths). A page with fewer than two is left as it is. The links must
    follow each other (nothing between them but white space): what stood between two
    sheets would be moved after both."""
    found = list(LINK.finditer(html))
    if len(found) < 2:
        return html, []
    first, last = found[0], found[-1]
    between = LINK.sub("", html[first.start():last.end()])
    if between.strip():
        raise ValueError(f"{page}: something stands between its stylesheets' links "
                         f"({between.strip()[:60]!r}): they would be bundled out of order")
    sheets = [f"web/{m.group(1)}" for m in found]
    parts = []
    for sheet in sheets:
        text = (dist / sheet).read_text(encoding="utf-8")
        bad = UNBUNDLEABLE.search(text)
        if bad:
            raise ValueError(f"{sheet}: holds {bad.group(0)!r}, which would not be read "
                             "the same from a bundle")
        parts.append(f"/* {sheet} */\n{text.rstrip()}\n")
    name = bundle_name(page)
    (dist / name).write_text(
        f"/* {page}'s stylesheets, one file (tools/site/page_styles.py) */\n"
        + "".join(parts), encoding="utf-8")
    link = f'<link rel="stylesheet" href="./{name}">'
    return html[:first.start()] + link + html[last.end():], sheets
