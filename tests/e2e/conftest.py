"""Shared fixtures for the browser tests: the built site, a server that can be
stopped and restarted on the same origin, and Chromium through Playwright.

    site      the site as build.py builds dist/, built once per test run
    server    a SiteServer for `site` on 127.0.0.1 (stop(), start(), serve(dir)); a
              test marked stub_engine gets the engine without Pyodide (stub_engine.py),
              and only one marked memory_snapshot has the memory snapshot built
    browser   Chromium: Debian's /usr/bin/chromium where present
    context   a fresh browser context (its own storage and service workers)
    profile_context  a context with a profile on disk (installability needs one)
    page      a page in `context` that fails the test on any request that
              leaves the origin and on uncaught page errors
    open_app  open_app(page) loads the app and waits until the engine is up
    resumed   resumed(viewport, snapshot) boots the app on the save of a
              snapshot made in CPython (explain_deals.py), in a new context
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import stub_engine
from e2e_harness import SiteServer, build, launch_options, make_server_building_no_snapshot
from explain_deals import Snapshot, save_of
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

BOOT_TIMEOUT_MS = 60_000


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built afresh into a folder of this test run: a build or another
    run replacing dist/ meanwhile cannot pull files from under the server."""
    built = tmp_path_factory.mktemp("site") / "dist"
    build.build(built)
    return built


@pytest.fixture
def server(site: Path, request: pytest.FixtureRequest) -> Iterator[SiteServer]:
    """The site; for a test marked stub_engine, with the engine answered in CPython
    (stub_engine.py) instead of booting Pyodide in the page. Only a test marked
    memory_snapshot gets the site's own snapshot builder: the others are served
    one that builds nothing, since building boots a second interpreter."""
    if request.node.get_closest_marker("stub_engine"):
        make = functools.partial(stub_engine.make_server, build)
    elif request.node.get_closest_marker("memory_snapshot"):
        make = build.make_server
    else:
        make = make_server_building_no_snapshot
    served = SiteServer(site, make)
    yield served
    served.stop()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as started:
        yield started


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    launched = playwright.chromium.launch(**launch_options())  # type: ignore[arg-type]
    yield launched
    launched.close()


@pytest.fixture
def profile_context(playwright: Playwright, tmp_path: Path) -> Iterator[BrowserContext]:
    """A context with a profile on disk: what Chromium needs to offer installation
    (an incognito context never is installable)."""
    created = playwright.chromium.launch_persistent_context(
        tmp_path / "profile", **launch_options())  # type: ignore[arg-type]
    yield created
    created.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    created = browser.new_context(viewport={"width": 900, "height": 700})
    yield created
    created.close()


@pytest.fixture
def foreign_requests(context: BrowserContext, server: SiteServer) -> list[str]:
    """Every request (from pages and service workers) that left the origin."""
    seen: list[str] = []
    origin = urlsplit(server.url).netloc

    def check(request: object) -> None:
        url = request.url  # type: ignore[attr-defined]
        parts = urlsplit(url)
        if parts.scheme in {"http", "https", "ws", "wss"} and parts.netloc != origin:
            seen.append(url)

    context.on("request", check)
    return seen


@pytest.fixture
def page(context: BrowserContext, foreign_requests: list[str]) -> Iterator[Page]:
    errors: list[str] = []
    opened = context.new_page()
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    assert not foreign_requests, f"requests left the origin: {foreign_requests}"
    assert not errors, f"uncaught errors in the page: {errors}"


@pytest.fixture
def open_app(server: SiteServer) -> Callable[[Page], dict]:
    """Load the app and return its first snapshot once the engine is up."""
    def open_(page: Page) -> dict:
        page.goto(server.url)
        return wait_ready(page)
    return open_


def store_settings(context: BrowserContext, stored: dict[str, object]) -> None:
    """Settings the app in `context` finds on its first start (unless it stored its own)."""
    context.add_init_script(
        "if (!localStorage.getItem('stichfest.settings')) "
        f"localStorage.setItem('stichfest.settings', {json.dumps(json.dumps(stored))});")


def booted_page(context: BrowserContext, url: str, errors: list[str]) -> Page:
    """A new page of the app at `url`, booted, with the computer players at once;
    its script errors go to `errors`."""
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    wait_ready(page)
    page.evaluate("window.stichfest.delay = 0")
    return page


def wait_ready(page: Page) -> dict:
    """The snapshot the app shows once booted (window.stichfest.ready, docs/api.md)."""
    page.wait_for_function("() => window.stichfest && window.stichfest.snapshot()",
                           timeout=BOOT_TIMEOUT_MS)
    return page.evaluate("window.stichfest.ready")  # type: ignore[no-any-return]


@pytest.fixture
def resumed(browser: Browser, server: SiteServer) -> Iterator[Callable[[dict[str, int], Snapshot], Page]]:
    """open(viewport, snapshot) -> the app booted on the save of `snapshot`,
    in the language of its settings, computer players without pause. The save
    is in place before the app first starts: one written into a running app
    could be overwritten by the move a computer player was making."""
    contexts: list[BrowserContext] = []
    errors: list[str] = []

    def open_(viewport: dict[str, int], snapshot: Snapshot) -> Page:
        context = browser.new_context(viewport=viewport)  # type: ignore[arg-type]
        contexts.append(context)
        store_settings(context, snapshot["settings"])
        context.add_init_script(
            "if (!localStorage.getItem('stichfest.save')) "
            f"localStorage.setItem('stichfest.save', {json.dumps(json.dumps(save_of(snapshot)))});")
        return booted_page(context, server.url, errors)

    yield open_
    for context in contexts:
        context.close()
    assert not errors, f"the page went wrong: {errors}"
