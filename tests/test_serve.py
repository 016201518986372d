"""What `build.py serve` (and the test server, the same handler) answers:
who may frame each page however its address is spelt, and revalidation by
content, so that older files put back are fetched again."""

from __future__ import annotations

import http.client
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "e2e"))

from e2e_harness import build

EMBED = "frame-ancestors *"
SELF = "frame-ancestors 'self'"


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Path, int]]:
    """A small site on 127.0.0.1: its folder and port."""
    site = tmp_path / "site"
    (site / "ui").mkdir(parents=True)
    (site / "index.html").write_text("<!doctype html><title>app</title>")
    (site / "embed.html").write_text("<!doctype html><title>embed</title>")
    (site / "ui" / "app.js").write_text("export const version = 2;\n")
    server = build.make_server(site, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield site, server.server_address[1]
    server.shutdown()
    server.server_close()


def get(port: int, path: str, headers: dict[str, str] | None = None) -> http.client.HTTPResponse:
    """The answer to a GET of `path` sent as written (no client tidies it up)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", path, headers=headers or {})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response


@pytest.mark.parametrize(("path", "policy"), [
    ("/embed.html", EMBED), ("/embed.html?x", EMBED), ("/./embed.html", EMBED),
    ("/%65mbed.html", EMBED), ("/ui/../embed.html", EMBED),
    ("/", SELF), ("/?a", SELF), ("/index.html", SELF), ("/index%2ehtml", SELF),
    ("/%69ndex.html", SELF), ("/x/../index.html", SELF), ("/./index.html", SELF),
    ("/ui/app.js", SELF), ("/missing.html", SELF), ("/embed.html/", SELF),
])
def test_only_the_embed_page_may_be_framed_by_other_sites_however_it_is_spelt(
        served: tuple[Path, int], path: str, policy: str) -> None:
    _, port = served
    assert get(port, path).getheader("Content-Security-Policy") == policy


def test_files_are_revalidated_by_their_content_not_their_time(served: tuple[Path, int]) -> None:
    site, port = served
    first = get(port, "/ui/app.js")
    tag = first.getheader("ETag")
    assert first.status == 200 and tag and tag.startswith('"')
    assert first.getheader("Last-Modified") is None
    again = get(port, "/ui/app.js", {"If-None-Match": tag})
    assert again.status == 304 and again.getheader("ETag") == tag
    # a rollback: older bytes with an older time than the browser has seen
    module = site / "ui" / "app.js"
    module.write_text("export const version = 1;\n")
    os.utime(module, (1_000_000_000, 1_000_000_000))
    rolled_back = get(port, "/ui/app.js", {"If-None-Match": tag,
                                           "If-Modified-Since": "Wed, 01 Jan 2025 00:00:00 GMT"})
    assert rolled_back.status == 200 and rolled_back.getheader("ETag") != tag
    assert get(port, "/", {"If-None-Match": get(port, "/index.html").getheader("ETag") or ""}).status == 304


def test_an_old_time_alone_never_answers_not_modified(served: tuple[Path, int]) -> None:
    site, port = served
    os.utime(site / "index.html", (1_000_000_000, 1_000_000_000))
    assert get(port, "/index.html", {"If-Modified-Since": "Wed, 01 Jan 2025 00:00:00 GMT"}).status == 200
