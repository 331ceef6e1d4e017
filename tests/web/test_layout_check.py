"""The layout checker (``tools/layout_check.py``) sees what a person sees: here, a text
that a sibling's box covers though the text is painted on top of it (an earlier inline
box grown over the next line, as a wonder stage's either/or resource box once lay over
its "not for sale"): the hit test finds the text itself there, so only the boxes of the
text's siblings show it."""

from __future__ import annotations

from tools.layout_check import OVERLAPS

#: a stage's effect: a resource box (inline-block, bordered) and its words on the next
#: line; ``{margin}`` pulls the line up under the box
STAGE = """<!doctype html><html><body style="margin: 0"><main>
<div style="width: 90px; font: 14px sans-serif; line-height: 1.1">
  <span class="choice" style="display: inline-block; width: 80px; height: 30px;
    border: 1px solid #6a6f99; background: rgba(255, 255, 255, 0.06);
    vertical-align: top; margin-bottom: {margin}"><i class="ico"></i></span>
  <span class="word">not for sale</span>
</div></main></body></html>"""


def overlaps(browser, margin: str) -> list[str]:
    context = browser.new_context(viewport={"width": 400, "height": 300})
    try:
        page = context.new_page()
        page.set_content(STAGE.replace("{margin}", margin))
        return page.evaluate(OVERLAPS)
    finally:
        context.close()


def test_a_text_under_a_sibling_box_is_covered(browser):
    found = overlaps(browser, "-20px")
    assert found == ['"not for sale" (span.word) under span.choice ""'], found


def test_a_text_below_the_box_is_not(browser):
    assert overlaps(browser, "0") == []
