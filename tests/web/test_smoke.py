from conftest import boot


def test_shell_boots(page, server):
    page.goto(server.url)
    assert page.locator("#loading").count() == 1 or page.locator("main.screen").count() == 1
    boot(page, server.url)
    assert page.locator("#new-game").is_visible()
    page.screenshot(path="/tmp/home.png")
