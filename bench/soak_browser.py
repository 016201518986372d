"""A long session in headless Chromium: the app plays deal after deal at the
quickest pace (the person's seat takes its first legal action) and the
renderer's memory is printed every few deals, to see whether the page keeps
something per deal.

    python bench/soak_browser.py --deals 300 --every 25
    python bench/soak_browser.py --deals 60 --every 10 --game schafkopf

Each line: deals played, the renderer processes' resident memory (the page,
its engine worker and the WebAssembly heap of Pyodide live there) as found
and after a forced garbage collection, then the main thread's JavaScript
heap, the DOM's documents, nodes and listeners, the running animations and
the size of the latest snapshot, all after that collection; and Blink's
heap (the DOM's objects, discarded nodes included) before it.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "e2e"))

from e2e_harness import AUTOPLAY, build, dom_counters, launch_options, play_deals
from playwright.sync_api import CDPSession, Page, sync_playwright


def renderer_kilobytes(browser_cdp: CDPSession) -> int:
    """Resident memory of every renderer process, from /proc."""
    total = 0
    for process in browser_cdp.send("SystemInfo.getProcessInfo")["processInfo"]:
        if process["type"] != "renderer":
            continue
        try:
            status = Path(f"/proc/{process['id']}/status").read_text()
        except OSError:
            continue
        total += next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:"))
    return total


def measure(page: Page, cdp: CDPSession, browser_cdp: CDPSession) -> dict[str, Any]:
    as_found = renderer_kilobytes(browser_cdp)
    embedder_as_found = cdp.send("Runtime.getHeapUsage")["embedderHeapUsedSize"]
    counters = dom_counters(cdp)  # after a full garbage collection
    heap = cdp.send("Runtime.getHeapUsage")
    return {"deals": page.evaluate("window.dealsPlayed"),
            "renderer_mb": round(renderer_kilobytes(browser_cdp) / 1024, 1),
            "renderer_mb_before_gc": round(as_found / 1024, 1),
            "dom_heap_mb_before_gc": round(embedder_as_found / 2**20, 1),
            "js_heap_mb": round(heap["usedSize"] / 2**20, 1),
            **counters,
            "animations": page.evaluate("document.getAnimations().length"),
            "snapshot_kb": page.evaluate(
                "Math.round(JSON.stringify(window.stichfest.snapshot()).length / 1024)")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--every", type=int, default=25)
    parser.add_argument("--game", default="doppelkopf")
    parser.add_argument("--level", default="easy")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder) / "dist"
        build.build(site)
        server = build.make_server(site, 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())  # type: ignore[arg-type]
            browser_cdp = browser.new_browser_cdp_session()
            context = browser.new_context(viewport={"width": 900, "height": 700})
            settings = json.dumps({"game": args.game, "level": args.level})
            context.add_init_script(f"localStorage.setItem('stichfest.settings', {json.dumps(settings)});")
            page = context.new_page()
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/")
            page.wait_for_function("() => window.stichfest && window.stichfest.snapshot()", timeout=120_000)
            page.evaluate("window.stichfest.delay = 0")
            cdp = context.new_cdp_session(page)
            started = time.monotonic()
            page.evaluate(AUTOPLAY)
            print(json.dumps(measure(page, cdp, browser_cdp)), flush=True)
            for target in range(args.every, args.deals + 1, args.every):
                play_deals(page, target)
                row = measure(page, cdp, browser_cdp)
                row["seconds"] = round(time.monotonic() - started)
                print(json.dumps(row), flush=True)
            browser.close()
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
