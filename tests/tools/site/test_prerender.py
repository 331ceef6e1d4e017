"""The home screen drawn by the build (tools/site/prerender.py): the front end's own tree
as the HTML web/ui.js would build from it, one a language, put into index.html."""

from __future__ import annotations

import re

import pytest
from wonders_ui import home, i18n, screens
from wonders_ui.vdom import h

from tools.site import ROOT, prerender


def test_text_and_attributes_are_escaped_as_text():
    tree = h("p", {"title": 'a "b" <c>', "data_arg": "x&y"}, "<script>alert(1)</script> & co")
    out = prerender.to_html(tree)
    assert out == ('<p title="a &quot;b&quot; &lt;c&gt;" data-arg="x&amp;y">'
                   "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p>")


def test_booleans_void_elements_and_missing_attributes():
    tree = h("select", {"id": "language", "disabled": False},
             h("option", {"value": "en", "selected": True}, "English"),
             h("input", {"type": "file", "hidden": None}))
    assert prerender.to_html(tree) == ('<select id="language"><option value="en" selected>'
                                       'English</option><input type="file"></select>')


@pytest.mark.parametrize("attr", ["style", "onclick", "srcdoc"])
def test_what_the_policy_refuses_is_a_build_error(attr):
    with pytest.raises(ValueError, match=attr):
        prerender.to_html(h("div", {attr: "x"}))


def test_the_home_of_each_language_is_the_runtime_home_of_a_device_with_no_saves():
    pages = prerender.home_pages()
    assert list(pages) == list(i18n.LANGUAGES)
    i18n.set_language("da")
    try:
        danish = prerender.to_html(screens.frame("home", home.screen([], [], None, None)))
    finally:
        i18n.set_language(i18n.DEFAULT)
    assert pages["da"] == danish
    assert pages["da"] != pages["en"]
    assert 'id="new-game"' in pages["en"] and "No saved games yet." in pages["en"]
    assert i18n.language() == i18n.DEFAULT  # the build leaves the words as it found them


def test_index_html_takes_english_in_app_and_a_template_for_each_other_language():
    pages = prerender.home_pages()
    page = prerender.with_home((ROOT / "index.html").read_text(), pages)
    app = re.search(r'<div id="app" class="early">(.*?)</div>\n<template', page, re.S)
    assert app and app.group(1) == pages["en"]
    langs = re.findall(r'<template class="early-home" lang="(\w+)">', page)
    assert langs == [code for code in i18n.LANGUAGES if code != "en"]
    with pytest.raises(ValueError):
        prerender.with_home("<body></body>", pages)


def test_embed_html_lists_each_shipped_example_s_file_and_its_drawings_key():
    """web/embed.js asks for a ?src= file's drawing with the file (by the key listed),
    and shows it only when the file's text has that key."""
    page = prerender.with_drawn_keys((ROOT / "embed.html").read_text())
    listed = re.search(r'<meta name="wonders-drawn" content="([^"]*)">', page).group(1)
    pairs = dict(pair.split("=") for pair in listed.split())
    examples = sorted((ROOT / "web" / "examples").glob("*.json"))
    assert len(pairs) == len(examples) > 10
    for source in examples:
        assert pairs[f"web/examples/{source.name}"] == prerender.example_key(
            source.read_text(encoding="utf-8"))
    with pytest.raises(ValueError, match="not found once"):
        prerender.with_drawn_keys(page)
