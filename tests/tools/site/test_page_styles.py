"""Each page's stylesheets as one file (``tools/site/page_styles.py``): the same rules in
the same order behind one render-blocking request, and what cannot be bundled so a
build error."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.site import ROOT, game_pages, page_styles
from tools.site.assemble import PAGES


def site_with(tmp_path: Path, sheets: dict[str, str]) -> Path:
    (tmp_path / "web").mkdir()
    for name, text in sheets.items():
        (tmp_path / "web" / name).write_text(text)
    return tmp_path


def test_a_page_s_run_of_links_becomes_one_link_to_their_rules_in_order(tmp_path):
    dist = site_with(tmp_path, {"a.css": ".a { color: red; }\n", "b.css": ".b { top: 0; }"})
    page = ('<head>\n<style>x</style>\n<link rel="stylesheet" href="./web/a.css">\n'
            '<link rel="stylesheet" href="./web/b.css">\n<script src="x.js"></script>')
    html, held = page_styles.bundled(page, "index.html", dist)
    assert held == ["web/a.css", "web/b.css"]
    assert html == ('<head>\n<style>x</style>\n'
                    '<link rel="stylesheet" href="./web/page-index.css">\n'
                    '<script src="x.js"></script>')
    text = (dist / "web" / "page-index.css").read_text()
    assert text.index(".a { color: red; }") < text.index(".b { top: 0; }")
    assert "/* web/a.css */" in text and "/* web/b.css */" in text
    # the precache leaves out what the pages take from their bundles
    assert page_styles.held_in_bundles(dist) == {"web/a.css", "web/b.css"}


def test_a_page_with_one_stylesheet_or_none_is_left_as_it_is(tmp_path):
    dist = site_with(tmp_path, {"a.css": ".a {}"})
    page = '<link rel="stylesheet" href="./web/a.css">'
    assert page_styles.bundled(page, "rules.html", dist) == (page, [])
    assert not (dist / "web" / "page-rules.css").exists()


def test_what_would_not_be_read_the_same_from_a_bundle_is_a_build_error(tmp_path):
    dist = site_with(tmp_path, {"a.css": ".a {}", "b.css": "@import url(c.css);",
                                "c.css": ".c { background: url(pic.png); }",
                                "d.css": '.d { background: url("data:image/svg+xml,x"); }'})
    links = '<link rel="stylesheet" href="./web/{}">'.format
    for bad in ("b.css", "c.css"):
        with pytest.raises(ValueError, match=bad):
            page_styles.bundled(links("a.css") + "\n" + links(bad), "embed.html", dist)
    page_styles.bundled(links("a.css") + "\n" + links("d.css"), "embed.html", dist)
    with pytest.raises(ValueError, match="between"):
        page_styles.bundled(links("a.css") + "\n<style>.x {}</style>\n" + links("d.css"),
                            "embed.html", dist)


def test_the_site_s_pages_bundle_every_sheet_they_link(tmp_path):
    """Every sheet of the site's pages can be bundled (no @import, no relative url())."""
    dist = tmp_path
    (dist / "web").mkdir()
    for sheet in (ROOT / "web").glob("*.css"):
        (dist / "web" / sheet.name).write_text(sheet.read_text())
    for name in PAGES:
        page = game_pages.with_game_styles((ROOT / name).read_text(), name)
        html, held = page_styles.bundled(page, name, dist)
        assert html.count('rel="stylesheet"') == (1 if held else page.count('rel="stylesheet"'))
        if name != "rules.html":
            assert "web/styles.css" in held and "web/icons-art.css" in held
