"""The pages link each game's stylesheets as its page manifest lists them
(``tools/site/game_pages.py``): no page lists a game's stylesheet by hand, the build
writes exactly the manifests' in place of the pages' mark, and a page without its mark
is a build error."""

from __future__ import annotations

import re

import pytest

from tools.site import ROOT, game_pages, page_styles
from tools.site.assemble import PAGES

LINK = re.compile(r'<link rel="stylesheet" href="\./web/([^"]+)">')


def manifests_sheets() -> list[str]:
    return [s for page in game_pages.manifests().values() for s in page.stylesheets]


def test_the_manifests_list_every_game_s_stylesheets() -> None:
    sheets = game_pages.stylesheets()
    assert sheets == manifests_sheets()
    assert {"classic.css", "cities.css", "duel.css"} <= set(sheets)


@pytest.mark.parametrize("name", PAGES)
def test_no_page_links_a_game_s_stylesheet_by_hand(name: str) -> None:
    source = (ROOT / name).read_text()
    assert not set(LINK.findall(source)) & set(manifests_sheets())
    assert source.count(game_pages.MARK) == (1 if name in game_pages.STYLED else 0)


@pytest.mark.parametrize("name", game_pages.STYLED)
def test_the_build_links_exactly_the_manifests_stylesheets_in_place_of_the_mark(
        name: str) -> None:
    source = (ROOT / name).read_text()
    written = game_pages.with_game_styles(source, name)
    before, after = source.split(game_pages.MARK)
    assert written.startswith(before) and written.endswith(after)
    assert LINK.findall(written[len(before):len(written) - len(after)]) == manifests_sheets()
    assert game_pages.MARK not in written


def test_a_page_without_its_mark_or_with_it_twice_is_a_build_error() -> None:
    page = (ROOT / "index.html").read_text()
    with pytest.raises(ValueError, match="found 0 times"):
        game_pages.with_game_styles(page.replace(game_pages.MARK, ""), "index.html")
    with pytest.raises(ValueError, match="found 2 times"):
        game_pages.with_game_styles(page + game_pages.MARK, "index.html")
    with pytest.raises(ValueError, match="draws no table"):
        game_pages.with_game_styles(game_pages.MARK, "rules.html")
    with pytest.raises(ValueError, match="web/nowhere.css is not found"):
        game_pages.with_game_styles(page, "index.html", ["nowhere.css"])
    rules = (ROOT / "rules.html").read_text()
    assert game_pages.with_game_styles(rules, "rules.html") == rules


@pytest.mark.parametrize("name", game_pages.STYLED)
def test_the_built_pages_link_exactly_the_manifests_stylesheets(dist, name: str) -> None:
    """In ``dist/``: the page's stylesheets are the source's, the games' in place of
    the mark, each a file of the site, in that order in the page's one stylesheet
    (``tools/site/page_styles.py``)."""
    source = LINK.findall((ROOT / name).read_text().replace(
        game_pages.MARK, '<link rel="stylesheet" href="./web/GAMES">'))
    at = source.index("GAMES")
    expected = source[:at] + manifests_sheets() + source[at + 1:]
    built = LINK.findall((dist / name).read_text())
    assert built == [page_styles.bundle_name(name).removeprefix("web/")]
    bundle = (dist / page_styles.bundle_name(name)).read_text()
    assert re.findall(r"^/\* web/([\w-]+\.css) \*/$", bundle, re.M) == expected
    assert all((dist / "web" / sheet).is_file() for sheet in expected)


def test_the_snapshot_imports_each_game_s_table() -> None:
    from tools.site import pyodide_node

    tables = [page.table for page in game_pages.manifests().values()]
    assert pyodide_node.app_imports()[-len(tables):] == tables
