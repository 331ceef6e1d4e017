from tests.web.helpers import HOME_READY, boot, to_first_table
from tools.site import assemble, pwa


def test_shell_boots(page, server):
    page.goto(server.url)
    assert page.locator("#loading").count() == 1 or page.locator("main.screen").count() == 1
    boot(page, server.url)
    assert page.locator("#new-game").is_visible()
    page.screenshot(path="/tmp/home.png")


def test_request_recorder_sees_workers_and_other_hosts(page, server, requests_seen):
    boot(page, server.url)
    page.click("#new-game")
    page.click("#start")
    page.wait_for_selector("#hand .card")
    page.wait_for_function("() => window.__botsReady", timeout=60_000)
    # the bot worker's own requests are recorded too (only it fetches build-info.json)
    assert any(u.endswith("/build-info.json") for u in requests_seen.urls)
    # a request to another host would be caught: try one, then forget it (from a blank
    # page: the site's Content-Security-Policy refuses it before it leaves)
    blank = page.context.new_page()
    with blank.expect_request("http://192.0.2.1/x"):  # recorded once the page sent it
        blank.evaluate("() => fetch('http://192.0.2.1/x', {mode: 'no-cors'}).catch(() => 0)")
    blank.close()
    assert requests_seen.outside() == ["http://192.0.2.1/x"]
    requests_seen.urls = [u for u in requests_seen.urls if "192.0.2.1" not in u]


def test_manifest_icons_and_service_worker_are_built(site):
    dist = site
    import json

    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    for icon in manifest["icons"]:
        assert (dist / icon["src"]).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    sw = (dist / "sw.js").read_text()
    info = json.loads((dist / "build-info.json").read_text())
    assert f'"{info["build"]}"' in sw
    files = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file())
    # compressed copies, the snapshot (fetched later) and files never loaded are not
    # precached: tests/web/test_first_visit.py checks that list against a visit
    core, later = pwa.precache_lists(files, assemble.not_precached_in(dist))
    assert later == ["pyodide/snapshot.bin.gz"] and len(core) >= 25
    for rel in core:
        if rel != "sw.js":
            assert f'"./{rel}"' in sw, f"{rel} is not precached"
    assert info["pyodide"] == "314.0.7" and info["pyscript"] == "0.7.31"
    assert info["msgpack"] == "1.2.4"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json"):
        assert (dist / "pyodide" / name).exists()
    # nothing from a CDN: PyScript runs the vendored Pyodide through the site's loader,
    # which fetches the build's wheels itself (PyScript has no files to fetch)
    assert json.loads((dist / "web/pyscript.json").read_text()) == {
        "interpreter": "./web/pyodide_loader.mjs"}
    assert info["snapshot"] and all((dist / w).exists() for w in info["wheels"])


def test_new_build_replaces_the_old_cache(page, site, tmp_path):
    """A new build (new service worker, new cache name) deletes the old build's cache."""
    import shutil

    from tests.web.helpers import Server

    shutil.copytree(site, tmp_path / "site")
    site = tmp_path / "site"
    srv = Server(site)
    try:
        boot(page, srv.url)
        to_first_table(page)
        keys_js = "async () => (await caches.keys()).filter(k => k.startsWith('wonders-'))"
        old = page.evaluate(keys_js)
        assert len(old) == 1
        # "rebuild": same files, a new build id in the service worker
        sw = (site / "sw.js").read_text()
        build_id = old[0][len("wonders-"):]
        (site / "sw.js").write_text(sw.replace(build_id, "f" * len(build_id)))
        page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).update()")
        new_name = "wonders-" + "f" * len(build_id)
        # the new worker installs, activates and drops the old cache: wait for that state
        # (in the page, as each cache change lands; at most a minute)
        page.evaluate("""async name => {
            const end = performance.now() + 60000;
            while (performance.now() < end) {
                const k = (await caches.keys()).filter(k => k.startsWith('wonders-'));
                if (k.length === 1 && k[0] === name) return;
                await new Promise(r => setTimeout(r, 50));
            }
        }""", new_name)
        assert page.evaluate(keys_js) == [new_name]
        page.reload()
        page.wait_for_selector(HOME_READY)
    finally:
        srv.stop()
