"""Start-up figures of the built app in headless Chromium (a benchmark: it
prints, it asserts nothing).

    .venv/bin/python bench/startup.py [--runs N]

cold      first visit: navigation to interactive (engine up, table drawn)
warm      a later visit offline (after one more visit online): server
          stopped, every request aborted, the service worker serves
          everything; navigation to interactive
precache  bytes in the service worker's cache
longest   the longest UI-thread task during boot (Long Tasks API: tasks of
          50 ms or more; "none" when there was no such task)
Aims: warm ≤ 2.5 s, precache ≤ 16 MB, no UI-thread task over 100 ms.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "e2e"))

from e2e_harness import SiteServer, build, launch_options
from playwright.sync_api import Page, sync_playwright

# Installed before any page script runs: records every long task from the
# very start of the page.
WATCH_LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({ type: "longtask", buffered: true });
"""

INTERACTIVE = """async () => {
  await window.stichfest.ready;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return { at: performance.now(), longest: Math.max(0, ...window.__longTasks) };
}"""

PRECACHED_BYTES = """async () => {
  let total = 0;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) total += (await (await cache.match(request)).blob()).size;
  }
  return total;
}"""


def interactive(page: Page) -> dict[str, float]:
    page.wait_for_function("window.stichfest && window.stichfest.snapshot()", timeout=120_000)
    return page.evaluate(INTERACTIVE)  # type: ignore[no-any-return]


def one_run(playwright: object, site: Path) -> dict[str, float]:
    server = SiteServer(site)
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(  # type: ignore[attr-defined]
            profile, **launch_options())
        context.add_init_script(WATCH_LONG_TASKS)
        page = context.new_page()
        page.goto(server.url)
        cold = interactive(page)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.wait_for_function("navigator.serviceWorker.controller !== null")
        precached = page.evaluate(PRECACHED_BYTES)
        page.reload()  # a second visit online: the browser's caches settle as they would
        interactive(page)
        server.stop()
        context.route("**/*", lambda route: route.abort("internetdisconnected"))
        context.set_offline(True)
        page.reload()
        warm = interactive(page)
        context.close()
    return {"cold": cold["at"], "warm": warm["at"], "precached": precached,
            "longest_cold": cold["longest"], "longest_warm": warm["longest"]}


def main(argv: list[str]) -> None:
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 3
    site = build.DIST
    build.build(site)
    with sync_playwright() as playwright:
        results = [one_run(playwright, site) for _ in range(runs)]
    median = {key: statistics.median(r[key] for r in results) for key in results[0]}
    longest = {key: max(r[f"longest_{key}"] for r in results) for key in ("cold", "warm")}
    print(f"runs                          {runs} (median; longest task: worst run)")
    print(f"machine                       {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}"
          " (other work on the machine slows every figure)")
    print(f"cold load to interactive      {median['cold'] / 1000:.2f} s")
    print(f"warm offline to interactive   {median['warm'] / 1000:.2f} s   (aim ≤ 2.5 s)")
    print(f"bytes precached               {median['precached'] / 1e6:.2f} MB ({int(median['precached'])} B)"
          f"   (aim ≤ 16 MB)")
    for key, label in (("cold", "cold boot"), ("warm", "warm boot")):
        figure = f"{longest[key]:.0f} ms" if longest[key] else "none of 50 ms or more"
        print(f"longest UI-thread task, {label:9} {figure}   (aim ≤ 100 ms)")


if __name__ == "__main__":
    main(sys.argv[1:])
