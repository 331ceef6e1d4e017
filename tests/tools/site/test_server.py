"""Content negotiation of tools/site/server.py: the best precompressed copy the request's
Accept-Encoding allows (RFC 9110, 12.5.3), the file itself otherwise."""

from __future__ import annotations

import gzip
import http.client
import threading

import pytest

from tools.site.server import accepted, make_server


@pytest.mark.parametrize(("header", "codings"), [
    ("gzip, deflate, br", {"gzip", "deflate", "br"}),
    ("gzip;q=1.0, br;q=0", {"gzip"}),
    ("*", {"br", "gzip"}),
    ("*, br;q=0", {"gzip"}),
    ("identity", {"identity"}),
    ("", set()),
    (None, set()),
])
def test_accept_encoding(header, codings):
    assert accepted(header) == codings


@pytest.fixture
def served(tmp_path):
    page = b"<p>Wonders</p>" * 100
    (tmp_path / "index.html").write_bytes(page)
    (tmp_path / "index.html.gz").write_bytes(gzip.compress(page))
    (tmp_path / "index.html.br").write_bytes(b"pretend brotli")
    (tmp_path / "plain.txt").write_text("no copies")
    server = make_server(0, tmp_path)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server, page
    server.shutdown()
    server.server_close()


def fetch(server, path, accept=None):
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    conn.request("GET", path, headers={"Accept-Encoding": accept} if accept else {})
    res = conn.getresponse()
    return res, res.read()


def test_brotli_first_then_gzip_then_the_file(served):
    server, page = served
    res, body = fetch(server, "/index.html", "gzip, br")
    assert (res.getheader("Content-Encoding"), body) == ("br", b"pretend brotli")
    res, body = fetch(server, "/", "gzip")
    assert res.getheader("Content-Encoding") == "gzip" and gzip.decompress(body) == page
    assert res.getheader("Content-Type") == "text/html; charset=utf-8"
    assert res.getheader("Vary") == "Accept-Encoding"
    res, body = fetch(server, "/index.html")
    assert res.getheader("Content-Encoding") is None and body == page
    assert res.getheader("Vary") == "Accept-Encoding"


def test_a_file_without_copies_is_sent_as_it_is(served):
    server, _ = served
    res, body = fetch(server, "/plain.txt", "gzip, br")
    assert (res.status, body, res.getheader("Content-Encoding")) == (200, b"no copies", None)
    assert res.getheader("Vary") is None
    res, _ = fetch(server, "/missing.js", "br")
    assert res.status == 404
    assert [(path, size) for _, path, size in server.seen] == [("/plain.txt", 9),
                                                               ("/missing.js", 0)]


def test_a_revalidation_of_an_unchanged_file_is_not_modified(served):
    server, _ = served
    res, _ = fetch(server, "/index.html", "br")
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    conn.request("GET", "/index.html", headers={
        "Accept-Encoding": "br", "If-Modified-Since": res.getheader("Last-Modified")})
    again = conn.getresponse()
    assert again.status == 304 and again.read() == b""


@pytest.fixture
def pages(tmp_path):
    from tools.site import csp

    for name in ("index.html", "embed.html"):
        (tmp_path / name).write_text(csp.with_policy(
            f'<meta charset="utf-8"><title>{name}</title>', name))
    (tmp_path / "app.js").write_text("export {};")
    (tmp_path / "worker.mjs").write_text("postMessage(1);")
    (tmp_path / "data.json").write_text("{}")
    (tmp_path / "tutorial.html").write_text(
        '<meta charset="utf-8"><iframe src="http://127.0.0.1:9/embed.html"></iframe>')
    server = make_server(0, tmp_path)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()
    server.server_close()


def test_the_game_pages_refuse_another_origins_frame_and_the_embed_does_not(pages):
    """What a well-configured static host sends (docs/build.md, "Headers"): a page's
    policy as a header, with frame-ancestors, which a meta tag cannot hold."""
    res, body = fetch(pages, "/index.html")
    policy = res.getheader("Content-Security-Policy")
    assert policy.endswith("; frame-ancestors 'self'")
    assert policy.removesuffix("; frame-ancestors 'self'") in body.decode()
    res, _ = fetch(pages, "/")
    assert res.getheader("Content-Security-Policy") == policy
    res, _ = fetch(pages, "/embed.html")
    assert "frame-ancestors" not in res.getheader("Content-Security-Policy")


def test_a_script_carries_the_policy_a_worker_started_from_it_runs_under(pages):
    """A worker's policy is its script's header, not its page's (CSP Level 3): every
    script is sent with the site's policy for workers; a file that cannot be a worker's
    script has none."""
    from tools.site import csp

    for path in ("/app.js", "/worker.mjs"):
        res, _ = fetch(pages, path)
        assert res.getheader("Content-Security-Policy") == csp.worker_policy(), path
    assert "script-src 'self' 'wasm-unsafe-eval'" in csp.worker_policy()
    res, _ = fetch(pages, "/data.json")
    assert res.getheader("Content-Security-Policy") is None


def test_a_page_that_is_not_the_sites_gets_no_policy(pages):
    """A page without a policy of its own (a tutorial served by the same server in the
    tests, framing the embeds of another origin) is sent as it is: the site's policy
    (default-src 'self') would block its frames."""
    res, _ = fetch(pages, "/tutorial.html")
    assert res.getheader("Content-Security-Policy") is None


def test_every_file_is_sent_with_nosniff(pages):
    for path in ("/", "/embed.html", "/app.js", "/missing.txt"):
        res, _ = fetch(pages, path)
        assert res.getheader("X-Content-Type-Options") == "nosniff", path


def test_a_name_too_long_for_the_file_system_is_not_found(pages):
    res, _ = fetch(pages, "/" + "a" * 20_000)
    assert res.status == 404
