"""The author mode (``author.html``, ``web/author.js``): a position set up by tapping,
a move played from it and a caption typed; the embed code copied from the page and
pasted into a tutorial of another origin shows the same table."""

from __future__ import annotations

from tests.web.helpers import BOOT_MS, Server

DRAWN = "#x-example:not([hidden])"


def test_a_position_set_up_by_tapping_is_shown_where_its_code_is_pasted(
        page, context, server, tmp_path):
    page.goto(server.url + "author.html")
    page.wait_for_selector("body[data-checked]", timeout=BOOT_MS)
    ann = ".a-seat[data-seat='0']"
    page.select_option(f"{ann} select[data-field=wonder]", "Giza")
    page.click(f"{ann} [data-kind=cards] button[data-card='Lumber Yard']")
    page.click(f"{ann} [data-kind=cards] button[data-card='Loom']")
    page.fill(f"{ann} input[data-field=coins]", "5")
    page.fill("#a-caption", "Ann's city, as set up.")
    checked = page.get_attribute("body", "data-checked")
    page.wait_for_function("(was) => document.body.dataset.checked !== was", arg=checked)
    page.locator("#a-moves button[data-move^='build']").first.click()
    page.fill("#a-steps input[data-caption='0']", "Bob builds.")
    checked = page.get_attribute("body", "data-checked")
    page.wait_for_function("(was) => document.body.dataset.checked !== was", arg=checked)
    assert "1 step" in page.inner_text("#a-status")
    page.click("#a-copy-code")
    code = page.input_value("#a-code")
    assert code.startswith(f'<iframe src="{server.url}embed.html#x1.')

    preview = page.frame_locator("#a-preview")
    preview.locator("#x-count", has_text="0 / 1").wait_for(timeout=BOOT_MS)
    city = "section.city[data-seat='0']"
    shown = preview.locator(city).inner_text()
    assert "Lumber Yard" in shown and "Loom" in shown and "Giza" in shown

    (tmp_path / "tutorial.html").write_text(
        f'<!doctype html><html><head><meta charset="utf-8"></head><body>{code}</body></html>')
    tutorial = Server(tmp_path)
    try:
        other = context.new_page()
        other.goto(tutorial.url + "tutorial.html")
        pasted = other.frame_locator("iframe")
        pasted.locator(DRAWN).wait_for(timeout=BOOT_MS)
        assert pasted.locator(city).inner_text() == shown
        assert pasted.locator("#x-caption").inner_text() == "Ann's city, as set up."
        pasted.locator("#x-next").click()
        assert pasted.locator("#x-caption").inner_text() == "Bob builds."
    finally:
        tutorial.stop()
