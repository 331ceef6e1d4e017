"""The site's own rule examples drawn by the build (issue 53): every frame of each
shipped example, in each language, by the embeds' own Python (``wonders_ui.embed``);
an embed of one shows it without starting Python, and an example of anyone else's is
drawn by Python as before."""

from __future__ import annotations

import json

from tools.site import WEB, prerender

TRADE = WEB / "examples" / "trade-1e.json"


def test_each_shipped_example_is_drawn_in_each_language(site):
    from wonders_ui import embed, i18n

    for source in sorted((WEB / "examples").glob("*.json")):
        key = prerender.example_key(source.read_text(encoding="utf-8"))
        for code in i18n.LANGUAGES:
            drawn = json.loads((site / prerender.DRAWN / f"{key}.{code}.json").read_text())
            # (a highlight named by its English text is not found in another language:
            # that example's embed says so in that language, drawn or not)
            assert drawn.get("frames") or (code != "en" and drawn["error"]), source.name
    english = (site / prerender.DRAWN / f"{prerender.example_key(TRADE.read_text())}.en.json")
    try:
        assert english.read_text() == embed.draw(TRADE.read_text(), ["en"])
    finally:
        i18n.set_language(i18n.DEFAULT)


def test_an_embed_of_a_shipped_example_starts_no_python(page, server):
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url.removeprefix(server.url)))
    page.goto(server.url + "embed.html?src=web/examples/trade-1e.json")
    page.wait_for_function("() => window.__embed.drawn")
    assert page.evaluate("() => window.__embed.prerendered") is True
    assert page.locator("#x-table main.screen-table").count() == 1
    assert page.locator("#x-caption").inner_text().startswith("Rulebook, trading")
    assert not [u for u in asked if "embed_worker" in u or u.startswith("pyodide/")], asked
    page.click("#x-next")
    assert page.evaluate("() => document.body.dataset.step") == "1"
    assert not page.errors, page.errors


def test_an_example_of_anyones_own_is_drawn_by_python(page, server):
    text = json.loads(TRADE.read_text())
    text["title"] = "My own trading example"
    link_free = json.dumps(text)
    page.route("**/mine.json", lambda route: route.fulfill(body=link_free,
                                                            content_type="application/json"))
    page.goto(server.url + "embed.html?src=mine.json")
    page.wait_for_function("() => window.__embed.drawn || window.__embed.error",
                           timeout=120_000)
    assert page.evaluate("() => window.__embed.prerendered") is False
    assert page.evaluate("() => window.__embed.pythonMs") > 0
    assert not page.errors, page.errors
