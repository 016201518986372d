"""The site with a stand-in for the engine's worker, for the browser tests that
check layout and language: the page asks as it asks web/worker.js, and the
real engine answers in CPython in the test process (engine.api.dispatch, as
the worker calls it in Pyodide). A page then boots in a moment instead of
starting Pyodide, and the stand-in has no data of its own that could drift
from the engine. The tests of what crosses the worker (boot, saves, the
memory snapshot, updates, embedding, offline, whole deals) keep the real one.

A test asks for it with the `stub_engine` marker (tests/e2e/conftest.py)."""

from __future__ import annotations

import http
import http.server
import json
import threading
from pathlib import Path
from types import ModuleType
from urllib.parse import urlsplit

from engine import api

STUB_WORKER = Path(__file__).resolve().parent / "stub" / "worker.js"
ENDPOINT = "/stub-engine"


class Engines:
    """One engine session per page's worker, as each worker has an interpreter of
    its own: engine.api keeps the session it plays in a module global, which is
    set to the asking worker's session for the length of one call."""

    def __init__(self) -> None:
        self._sessions: dict[str, api.Table | None] = {}
        self._lock = threading.Lock()

    def dispatch(self, engine: str, method: str, params: str) -> str:
        with self._lock:
            api._table = self._sessions.get(engine)
            try:
                return api.dispatch(method, params)
            finally:
                self._sessions[engine] = api._table
                api._table = None


def handler_for(build: ModuleType, engines: Engines) -> type[http.server.SimpleHTTPRequestHandler]:
    """build.py's handler, with worker.js the stand-in and its requests answered."""

    class StubEngineHandler(build.SiteHandler):  # type: ignore[name-defined,misc]
        def translate_path(self, path: str) -> str:
            if urlsplit(path).path == "/worker.js":
                return str(STUB_WORKER)
            return super().translate_path(path)  # type: ignore[no-any-return]

        def do_POST(self) -> None:
            if urlsplit(self.path).path != ENDPOINT:
                self.send_error(http.HTTPStatus.NOT_FOUND)
                return
            request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            reply = engines.dispatch(request["engine"], request["method"], request["params"]).encode()
            self.send_response(http.HTTPStatus.OK)
            self.send_header("Content-type", "application/json")
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)

    return StubEngineHandler


def make_server(build: ModuleType, site: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    """Like build.make_server: `site` on 127.0.0.1, with the engine answered here."""
    return build.make_server(site, port, handler_for(build, Engines()))  # type: ignore[no-any-return]
