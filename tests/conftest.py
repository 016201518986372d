"""Markers that let a change in progress run the fast tests alone
(`python3 build.py test --quick`, which deselects browser, pyodide and slow).

    browser   runs in Chromium through Playwright: set here for every test in
              tests/e2e and every test that asks for a browser fixture
    pyodide   runs the engine inside Pyodide under Node (marked where written)
    slow      takes more than about ten seconds of CPU without either (marked
              where written)

A browser test of layout or language marked `stub_engine` is served a page
whose engine answers from CPython instead of Pyodide (tests/e2e/stub_engine.py);
only a browser test marked `memory_snapshot` has the app build its memory
snapshot, as that boots a second interpreter (tests/e2e/conftest.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

BROWSER_TESTS = Path(__file__).resolve().parent / "e2e"
# Playwright's objects, directly or through another fixture (fixturenames is the closure).
BROWSER_FIXTURES = frozenset({"playwright", "browser", "context", "profile_context", "page"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(BROWSER_TESTS) or BROWSER_FIXTURES & set(
                getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.browser)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "stub_engine: a browser test whose page gets the engine from CPython, without Pyodide")
    config.addinivalue_line(
        "markers", "memory_snapshot: a browser test whose app builds its memory snapshot after a start")
