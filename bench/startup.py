"""Start-up figures of the built app in headless Chromium (a benchmark: it
prints, it asserts nothing).

    .venv/bin/python bench/startup.py [--runs N]

cold         first visit: navigation to interactive (engine up, table drawn)
bare boot    a page whose module worker only calls loadPyodide from the same
             files, precached with the app's (second visit, offline as the
             warm start is): the yardstick, measured in the same run
warm         a later visit offline (after one more visit online): server
             stopped, every request aborted, the service worker serves
             everything; navigation to interactive, with the engine's memory
             snapshot (web/memory-snapshot.js) and once more without it
first paint  navigation to the saved table drawn (before Python is up)
steps        of the warm start, from navigation: the engine's worker created,
             its runtime restored (or booted), engine ready, table interactive
snapshot     bytes of the stored memory snapshot
precache     bytes in the service worker's cache
longest      the longest UI-thread task during boot (Long Tasks API: tasks of
             50 ms or more; "none" when there was no such task)
Aims: warm ≤ 0.6 × bare boot, first paint ≤ 0.3 s, precache ≤ 16 MB, no
UI-thread task over 100 ms.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "e2e"))

from e2e_harness import SiteServer, build, launch_options
from playwright.sync_api import BrowserContext, Page, sync_playwright

# Installed before any page script runs: records every long task, when the
# engine's worker is created and when the table first shows.
WATCH_START = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({ type: "longtask", buffered: true });
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) {
    super(...args);
    window.__workerAt ??= performance.now();
  }
};
new MutationObserver((_, observer) => {
  const app = document.getElementById("app");
  if (app && !app.hidden && app.querySelector(".hand .card")) {
    requestAnimationFrame(() => (window.__paintAt ??= performance.now()));
    observer.disconnect();
  }
}).observe(document, { subtree: true, childList: true, attributes: true });
"""

INTERACTIVE = """async () => {
  await window.stichfest.ready;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const { memory, timings } = window.stichfest.boot;
  return { at: performance.now(), longest: Math.max(0, ...window.__longTasks), paint: window.__paintAt ?? 0,
           worker: window.__workerAt, memory, runtime: timings.restore ?? timings.runtime,
           engine: timings.engine };
}"""

PRECACHED_BYTES = """async () => {
  let total = 0;
  for (const name of (await caches.keys()).filter((key) => key.startsWith("stichfest-"))) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) total += (await (await cache.match(request)).blob()).size;
  }
  return total;
}"""

SNAPSHOT_BYTES = """async () => {
  const stored = await (await caches.open("memory-snapshot")).match("./memory-snapshot");
  return stored ? (await stored.blob()).size : 0;
}"""

# The yardstick: Pyodide alone, booted from the site's own files in a worker.
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module" src="bare.js"></script>"""
BARE_SCRIPT = """new Worker("bare-worker.js", { type: "module" }).onmessage = () => {
  window.__bootedAt = performance.now();
};"""
BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
postMessage("ready");"""


def interactive(page: Page) -> dict[str, Any]:
    page.wait_for_function("() => window.stichfest && window.stichfest.snapshot()", timeout=120_000)
    return page.evaluate(INTERACTIVE)  # type: ignore[no-any-return]


def bare_boot(page: Page, server: SiteServer) -> float:
    """A second visit to the bare page: navigation to Python ready in its worker."""
    for _ in range(2):
        page.goto(server.url + "bare.html")
        page.wait_for_function("() => window.__bootedAt", timeout=120_000)
    return page.evaluate("window.__bootedAt")  # type: ignore[no-any-return]


def wait_snapshot(page: Page) -> int:
    """The stored snapshot's size, once the background worker has stored it."""
    for _ in range(240):
        size: int = page.evaluate(SNAPSHOT_BYTES)
        if size:
            return size
        page.wait_for_timeout(500)
    return 0


def go_offline(context: BrowserContext, server: SiteServer) -> None:
    server.stop()
    context.route("**/*", lambda route: route.abort("internetdisconnected"))
    context.set_offline(True)


def one_run(playwright: object, site: Path) -> dict[str, float]:
    server = SiteServer(site)
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(  # type: ignore[attr-defined]
            profile, **launch_options())
        context.add_init_script(WATCH_START)
        page = context.new_page()
        page.goto(server.url)
        cold = interactive(page)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        precached = page.evaluate(PRECACHED_BYTES)
        snapshot = wait_snapshot(page)
        page.reload()  # a second visit online: the browser's caches settle as they would
        interactive(page)
        go_offline(context, server)
        bare = bare_boot(page, server)
        page.goto(server.url)
        warm = interactive(page)
        page.evaluate("caches.delete('memory-snapshot')")
        page.reload()
        unsnapped = interactive(page)
        context.close()
    server.stop()
    return {"cold": cold["at"], "bare": bare, "warm": warm["at"], "paint": warm["paint"],
            "worker": warm["worker"], "runtime": warm["worker"] + warm["runtime"],
            "engine": warm["worker"] + warm["engine"], "restored": warm["memory"] == "restored",
            "unsnapped": unsnapped["at"], "snapshot": snapshot, "precached": precached,
            "longest_cold": cold["longest"], "longest_warm": warm["longest"]}


def add_bare_page(site: Path) -> None:
    """The bare page beside the app, precached with it (the site sealed again)."""
    (site / "bare.html").write_text(BARE_PAGE)
    (site / "bare.js").write_text(BARE_SCRIPT)
    (site / "bare-worker.js").write_text(BARE_WORKER)
    build.seal(site)


def seconds(ms: float) -> str:
    return f"{ms / 1000:.2f} s"


def main(argv: list[str]) -> None:
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 3
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder) / "dist"
        build.build(site)
        add_bare_page(site)
        with sync_playwright() as playwright:
            results = [one_run(playwright, site) for _ in range(runs)]
    median = {key: statistics.median(r[key] for r in results) for key in results[0]}
    longest = {key: max(r[f"longest_{key}"] for r in results) for key in ("cold", "warm")}
    restored = sum(bool(r["restored"]) for r in results)
    print(f"runs                          {runs} (median; longest task: worst run)")
    print(f"machine                       {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}"
          " (other work on the machine slows every figure)")
    print(f"cold load to interactive      {seconds(median['cold'])}")
    print(f"bare Pyodide boot (yardstick) {seconds(median['bare'])}")
    print(f"warm offline to interactive   {seconds(median['warm'])}   "
          f"= {median['warm'] / median['bare']:.2f} × bare boot (aim ≤ 0.6×); "
          f"snapshot restored in {restored} of {runs} runs")
    print(f"  first paint of the table    {seconds(median['paint'])}   (aim ≤ 0.3 s)")
    print(f"  engine worker created       {seconds(median['worker'])}")
    print(f"  runtime restored or booted  {seconds(median['runtime'])}")
    print(f"  engine ready                {seconds(median['engine'])}")
    print(f"  table interactive           {seconds(median['warm'])}")
    print(f"warm offline, no snapshot     {seconds(median['unsnapped'])}   "
          f"= {median['unsnapped'] / median['bare']:.2f} × bare boot")
    print(f"snapshot stored               {median['snapshot'] / 1e6:.2f} MB ({int(median['snapshot'])} B)")
    print(f"bytes precached               {median['precached'] / 1e6:.2f} MB ({int(median['precached'])} B)"
          f"   (aim ≤ 16 MB)")
    for key, label in (("cold", "cold boot"), ("warm", "warm boot")):
        figure = f"{longest[key]:.0f} ms" if longest[key] else "none of 50 ms or more"
        print(f"longest UI-thread task, {label:9} {figure}   (aim ≤ 100 ms)")


if __name__ == "__main__":
    main(sys.argv[1:])
