"""The table's "?" links to the Rules page (issue 16: "each linked from the table where
that rule comes up"): a price's breakdown (trading, chains), the science and debt of
one's own city, the military standing and the age's conflicts, and in Duel the price
breakdown and the conflict track. Each opens ``rules.html#<example>`` in a new tab, and
every example linked has its anchor on the Rules page (no dead link); in chromium the
"?" is at least 44x44 px and opens the Rules page at its example."""

from __future__ import annotations

import json
import re
from pathlib import Path

from wonders_ui.tables import classic, duel, parts
from wonders_ui.tables.context import TableContext

from engine import examples
from tests.web.table_ui import ui_of
from tests.web.test_classic_table import nodes
from tests.web.test_explain import open_save, select, table_page  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "rules.html").read_text()
ANCHORS = set(re.findall(r'\bid="([^"]+)"', PAGE))
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def example_state(name: str, frame: int = 0):
    data = json.loads((ROOT / "web" / "examples" / f"{name}.json").read_text())
    return examples.states(examples.parse(data))[frame]


def ctx_for(view: dict, **ui) -> TableContext:
    n = len(view.get("cities") or view.get("players"))
    return TableContext(game_id="g1", names=NAMES[:n], bots=[False] * n,
                        viewer=view["viewer"], ui=ui_of(ui))


def links(tree) -> list[dict]:
    return [a for _, a, *_ in nodes(tree, lambda t, a: "rule-link" in a.get("class", "").split())]


def linked(tree) -> list[str]:
    return [a["href"].split("#", 1)[1] for a in links(tree)]


def test_a_rule_link_opens_the_rules_page_at_its_example_in_a_new_tab():
    tag, attrs, text = parts.rule_link("trade-1e", "trading")
    assert (tag, text) == ("a", "?")
    assert attrs["href"] == "rules.html#trade-1e"
    assert (attrs["target"], attrs["rel"]) == ("_blank", "noopener")
    assert "trading" in attrs["aria-label"]


def test_every_example_the_tables_can_link_has_its_anchor_on_the_rules_page():
    source = "\n".join(p.read_text() for p in (ROOT / "web/wonders_ui/tables").glob("*.py"))
    named = set(re.findall(r'rule_link\(\s*"([^"]+)"', source))
    named |= {f"{rule}-{ed}" for rule in re.findall(r'edition_example\(view, "([^"]+)"\)', source)
              for ed in ("1e", "2e")}
    named |= set(re.findall(r'"(cities-[a-z]+)"', source))
    assert len(named) >= 7
    assert named <= ANCHORS, named - ANCHORS
    for ident in named:
        assert (ROOT / "web" / "examples" / f"{ident}.json").exists(), ident


def test_an_open_breakdown_links_trading_and_a_chain_links_chains():
    view = example_state("trade-1e").view(0)
    tree = classic.render(view, ctx_for(view, selected="University",
                                        **{"price:University:build:0": True}))
    assert "trade-1e" in linked(tree)
    view = example_state("chains-2e").view(0)
    card = json.loads((ROOT / "web/examples/chains-2e.json").read_text())["select"]
    tree = classic.render(view, ctx_for(view, selected=card, **{f"price:{card}:build:0": True}))
    assert "chains-2e" in linked(tree)


def test_one_s_own_city_links_its_standing_and_the_sheet_its_science():
    view = example_state("conflict-1e").view(0)
    assert "conflict-1e" in linked(classic.render(view, ctx_for(view)))
    view = example_state("score-pad-1e").view(0)
    sheet = classic.render(view, ctx_for(view, opt_city=0))
    assert {"score-pad-1e"} <= set(linked(sheet))


def test_the_cities_tables_link_diplomacy_and_debt():
    view = example_state("cities-diplomacy").view(1)
    assert "cities-diplomacy" in linked(classic.render(view, ctx_for(view)))
    after = example_state("cities-diplomacy", 1).view(1)
    assert "cities-diplomacy" in linked(classic.age_end(after, ctx_for(after), {"age": 2}))
    teams = example_state("cities-teams").view(0)
    assert "cities-teams" in linked(classic.render(teams, ctx_for(teams)))
    owing = example_state("cities-debt", 1).view(0)
    assert "cities-debt" in linked(classic.render(owing, ctx_for(owing)))


def test_duel_links_its_trading_and_its_conflict_track():
    data = json.loads((ROOT / "web/examples/duel-trading.json").read_text())
    state = example_state("duel-trading")
    viewer = examples.viewer(examples.parse(data), state)
    view = state.view(viewer)
    tree = duel.render(view, ctx_for(view, selected=data["select"],
                                     **{f"price:{data['select']}:build": True}))
    assert {"duel-trading", "duel-wonder"} <= set(linked(tree))


def test_an_embed_draws_no_link_a_reader_could_follow():
    css = (ROOT / "web" / "embed.css").read_text()
    assert re.search(r"\.x-embed \.rule-link \{ display: none; \}", css)


def test_the_question_mark_is_44_px_and_opens_the_rules_at_its_example(table_page):  # noqa: F811
    page = table_page
    open_save(page, "explain-classic", "#hand .card")
    select(page, "Stables")
    page.locator("#actions .move-row[data-kind=build] .price-tap").click()
    link = page.locator("#actions .breakdown .bd-rule a.rule-link")
    link.wait_for()
    box = link.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44
    with page.context.expect_page() as opened:
        link.click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url.endswith("/rules.html#trade-1e")
    assert rules.evaluate("() => !!document.getElementById('trade-1e')")
    rules.close()
    # the standing on one's own board, inside a tappable city, opens the rules too
    standing = page.locator("section.city.me .standing a.rule-link")
    assert standing.count() == 1
    with page.context.expect_page() as opened:
        standing.click()
    assert opened.value.url.endswith("/rules.html#conflict-1e")
    assert not page.locator("#city-sheet").count()
    assert not page.errors
