"""What the browser tests and bench/startup.py share: the build, a stoppable
server for dist/, and how Chromium is launched on these machines."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import threading
from collections.abc import Callable
from http.server import ThreadingHTTPServer
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import CDPSession, Page

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
STAND_INS = Path(__file__).resolve().parent / "stub"  # files tests serve in place of the site's
ARTIFACTS = ROOT / "test-artifacts"  # screenshots to look at, kept out of git
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic"]


def load_build() -> ModuleType:
    """build.py as a module: tests and benchmarks build and serve as the CLI does."""
    spec = importlib.util.spec_from_file_location("stichfest_build", ROOT / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


build = load_build()


# Waits for the page's finite animations (the moving cards) to end.
SETTLED = """() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .map((animation) => animation.finished.catch(() => null)))"""


# Plays on by itself: the person's first legal action on his turn, a
# finished trick cleared at once (as a tap does), the next deal once one is
# over, nothing while the table waits for the engine. It stops after deal
# window.holdAt, with the result on show, until holdAt is raised.
AUTOPLAY = """() => {
  window.dealsPlayed = 0;
  window.holdAt = 0;
  let counted = false;
  setInterval(() => {
    const app = document.getElementById('app');
    const snapshot = window.stichfest.snapshot();
    if (!snapshot || app.getAttribute('aria-busy') === 'true') return;
    if (app.querySelector('.felt .trick-card.winner')) window.stichfest.dispatch({type: 'clear-trick'});
    if (snapshot.turn === 'person') {
      const action = snapshot.view.legal.find((a) => a.seat === 0 && a.type !== 'announce');
      if (action) window.stichfest.dispatch({type: 'act', action});
    } else if (snapshot.turn === 'over') {
      if (!counted) window.dealsPlayed += 1;
      counted = true;
      if (window.dealsPlayed < window.holdAt) window.stichfest.dispatch({type: 'next-deal'});
    } else counted = false;
  }, 20);
}"""


def play_deals(page: Page, deals: int) -> None:
    """With AUTOPLAY started, until `deals` deals in all are over; the table
    then rests on that result, its cards landed."""
    page.evaluate("(n) => { window.holdAt = n; }", deals)
    page.wait_for_function("(n) => window.dealsPlayed >= n", arg=deals, timeout=deals * 60_000)
    page.evaluate(SETTLED)


def dom_counters(cdp: CDPSession) -> dict[str, int]:
    """The page's documents, nodes and listeners after a full garbage collection."""
    cdp.send("HeapProfiler.collectGarbage")
    counters = cdp.send("Memory.getDOMCounters")
    return {"documents": counters["documents"], "nodes": counters["nodes"],
            "listeners": counters["jsEventListeners"]}


def screenshot(page: Page, name: str, full_page: bool = False) -> None:
    """A screenshot in test-artifacts/, named after what it shows: the table at
    rest, with any card still flying put where it lands."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full_page, animations="disabled")


def assert_accessible(page: Page, where: str) -> None:
    """axe-core finds nothing on the table at rest: cards still flying (a
    fading copy has no contrast to speak of) land first."""
    page.evaluate(SETTLED)
    results = Axe().run(page)
    assert results.violations_count == 0, f"{where}:\n{results.generate_report()}"


def catalog(language: str) -> dict[str, Any]:
    """The words the table uses in `language`."""
    return json.loads((ROOT / "web" / "i18n" / f"{language}.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


class NoSnapshotBuilderHandler(build.SiteHandler):  # type: ignore[name-defined,misc]
    """The site with web/memory-snapshot-worker.js replaced by one that builds
    nothing (tests/e2e/stub/memory-snapshot-worker.js)."""

    def translate_path(self, path: str) -> str:
        if urlsplit(path).path == "/memory-snapshot-worker.js":
            return str(STAND_INS / "memory-snapshot-worker.js")
        return super().translate_path(path)  # type: ignore[no-any-return]


def make_server_building_no_snapshot(site: Path, port: int = 0) -> ThreadingHTTPServer:
    """build.make_server, but the app never builds its memory snapshot."""
    return build.make_server(site, port, NoSnapshotBuilderHandler)  # type: ignore[no-any-return]


def launch_options() -> dict[str, object]:
    """Debian's Chromium where installed (Playwright cannot download one here),
    otherwise Playwright's own; HEADED=1 shows the window."""
    options: dict[str, object] = {"args": CHROMIUM_ARGS,
                                  "headless": os.environ.get("HEADED") is None}
    if CHROMIUM.exists():
        options["executable_path"] = str(CHROMIUM)
    return options


class SiteServer:
    """A directory over HTTP on a fixed 127.0.0.1 port, so a restart keeps the origin;
    `make` is build.make_server, or another server of a site with the same arguments."""

    def __init__(self, directory: Path,
                 make: Callable[[Path, int], ThreadingHTTPServer] | None = None) -> None:
        self.directory = directory
        self.make = make or build.make_server
        self.port = 0
        self._server = None
        self.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> None:
        self._server = self.make(self.directory, self.port)
        self.port = self._server.server_address[1]
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def serve(self, directory: Path) -> None:
        """Serve another directory (a new version of the site) on the same origin."""
        self.stop()
        self.directory = directory
        self.start()
