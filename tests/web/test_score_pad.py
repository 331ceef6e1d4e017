"""The score pad explains itself: each cell opens what made it (the engine's
``score_lines``), for 7 Wonders as for Duel, and the chart shows negative military."""

from __future__ import annotations

from pathlib import Path

import pytest
from wonders_ui.tables import classic_scores, duel, parts
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import is_node, text_of

from engine import saves
from tests.web.table_ui import ui_of

FIXTURES = Path(__file__).resolve().parents[1] / "engine" / "fixtures" / "saves"


def finished(name: str):
    return saves.replay(saves.read_save((FIXTURES / f"{name}.wonders").read_bytes()))


def nodes(tree, pred) -> list:
    out = []
    if is_node(tree):
        if pred(tree):
            out.append(tree)
        for c in tree[2:]:
            out += nodes(c, pred)
    elif isinstance(tree, list):
        for c in tree:
            out += nodes(c, pred)
    return out


def ctx_for(state, ui=None) -> TableContext:
    names = [f"P{i}" for i in range(state.num_players())]
    return TableContext(game_id="g", names=names, bots=[False] * len(names), viewer=0,
                        ui=ui_of(ui))


@pytest.mark.parametrize("name,table,rows", [
    ("7wonders-7p-over", classic_scores, classic_scores.CATEGORY_LABELS),
    ("7wonders-3p-over", classic_scores, classic_scores.CATEGORY_LABELS),
    ("duel-over", duel, duel.SCORE_ROWS)])
def test_every_cell_opens_lines_that_add_up_to_it(name, table, rows):
    state = finished(name)
    view = state.view(0)
    pad = table.score_pad(view, ctx_for(state))
    cells = nodes(pad, lambda n: n[0] == "button" and "cell" in n[1].get("class", ""))
    assert len(cells) == len(view["scores"]) * len(rows)
    for p, score in enumerate(view["scores"]):
        for key, label in rows:
            cell = parts.cell_key(p, key)
            opened = table.score_pad(view, ctx_for(state, {cell: True}))
            detail, = nodes(opened, lambda n, cell=cell: n[1].get("data-cell") == cell)
            points = [int(text_of(x).strip()) for x in
                      nodes(detail, lambda n: n[0] == "strong")]
            assert sum(points) == score[key], (p, key, text_of(detail))
            assert text_of(detail).startswith(f"P{p} · {label}: {score[key]}")


def test_the_chart_draws_defeats_left_of_zero():
    ctx = ctx_for(finished("7wonders-3p-over"))
    scores = [{"military": -3, "treasury": 2, "total": -1},
              {"military": 5, "treasury": 1, "total": 6},
              {"military": 0, "treasury": 0, "total": 0}]
    svg = classic_scores.chart(ctx, scores)
    neg, = nodes(svg, lambda n: n[0] == "rect" and n[1].get("class") == "negative")
    zero, = nodes(svg, lambda n: n[0] == "line")
    assert float(neg[1]["x"]) + float(neg[1]["width"]) == pytest.approx(float(zero[1]["x1"]))
    assert float(neg[1]["width"]) > 0


def test_in_chromium_a_tap_on_a_cell_opens_its_lines_and_the_history_counts(page, server):
    from tests.web.helpers import boot
    from tests.web.test_targets import SAVES
    from tools.layout_check import check

    boot(page, server.url)
    page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) "
                  "localStorage.setItem(k, v); }", SAVES)
    page.reload()
    page.click("button.open[data-arg='7wonders-7p-over']")
    page.wait_for_selector("#score-pad")
    state = finished("7wonders-7p-over")
    science = state.scores()[0]["science"]
    page.click("tr[data-category=science] button.cell >> nth=0")
    detail = page.wait_for_selector("#score-detail [data-cell='cell:0:science']")
    points = [int(x) for x in detail.eval_on_selector_all(
        "li strong", "els => els.map(e => e.textContent.trim())")]
    assert sum(points) == science
    page.click("tr[data-category=military] button.cell >> nth=6")
    page.wait_for_selector("#score-detail [data-cell='cell:6:military']")
    check(page, "the score pad, two cells open")
    # the debrief (one boot with the cells): the moments, the cards under the wonders,
    # a name on the pad opening the city
    view = state.view(0)
    kinds = page.eval_on_selector_all("#moments li", "els => els.map(e => e.dataset.moment)")
    assert kinds == [m["kind"] for m in view["moments"]]
    under = page.eval_on_selector_all("#wonder-cards .stage-card",
                                      "els => els.map(e => e.textContent)")
    assert len(under) == sum(c["stages_built"] for c in view["cities"])
    page.click("#score-pad th button.city-link >> nth=2")
    page.wait_for_selector("#city-sheet[data-seat='2']")
    page.click("#city-sheet-close")
    page.wait_for_selector("#city-sheet", state="detached")
    # the history (still the same boot): made from the two finished saves, kept when
    # one is deleted
    page.click("button[data-act=home]")
    page.click("#history-button")
    page.wait_for_selector("#history-total")
    assert page.text_content("#history-total") == "Ann played 2 games and won " \
        f"{int(0 in state.winners()) + int(0 in finished('duel-over').view(0)['winners'])}."
    check(page, "the history")
    page.click("button[data-act=home]")
    page.once("dialog", lambda d: d.accept())
    page.click("button[data-act=delete][data-arg='7wonders-7p-over']")
    page.wait_for_selector("button.open[data-arg='7wonders-7p-over']", state="detached")
    page.click("#history-button")
    page.wait_for_selector("#history-total")
    assert page.text_content("#history-total").startswith("Ann played 2 games")
    assert not page.errors
