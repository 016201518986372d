"""The offline platform end to end in Chromium: boot through the worker,
offline resume, installability, damaged saves, boot failure and updates."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import wait_ready
from e2e_harness import SiteServer, build
from playwright.sync_api import BrowserContext, Page, Route, expect

Snapshot = dict


# The person's controls as the table draws them: a legal card in the hand,
# a choice button per action type, and the next-deal button.
PERSON_CONTROL = """(snapshot) => {
    const action = snapshot.view.legal.find((a) => a.seat === 0 && a.type !== 'announce'
                                                && a.type !== 'double');
    if (!action) return null;
    return action.type === 'play' ? '#app .hand .legal' : `#app .choice-${action.type}`;
}"""


@pytest.fixture(autouse=True)
def quick_opponents(context: BrowserContext) -> None:
    """Unless a test stores its own, settings with the quickest computer players."""
    context.add_init_script("""if (!localStorage.getItem('stichfest.settings'))
        localStorage.setItem('stichfest.settings', JSON.stringify({game: 'doppelkopf', level: 'easy'}));""")


def play(page: Page, until: Callable[[Snapshot], bool], limit: int = 200) -> Snapshot:
    """Click the person's first choice on his turns until `until` holds."""
    page.evaluate("window.stichfest.delay = 0")
    for _ in range(limit):
        page.wait_for_function("() => window.stichfest.snapshot().turn !== 'computer'",
                               timeout=60_000)
        snapshot: Snapshot = page.evaluate("window.stichfest.snapshot()")
        if until(snapshot):
            return snapshot
        if snapshot["turn"] == "over":
            raise AssertionError("the deal ended first")
        selector = page.evaluate(f"({PERSON_CONTROL})(window.stichfest.snapshot())")
        page.locator(selector).first.click()
        page.wait_for_function(
            "n => window.stichfest.snapshot().record.actions.length > n",
            arg=len(snapshot["record"]["actions"]), timeout=60_000)
    raise AssertionError(f"not reached within {limit} actions")


def actions_made(count: int) -> Callable[[Snapshot], bool]:
    return lambda snapshot: len(snapshot["record"]["actions"]) >= count


def deal_over(snapshot: Snapshot) -> bool:
    return snapshot["turn"] == "over"


def built_version(site: Path) -> str:
    return json.loads((site / "build.json").read_text())["version"]  # type: ignore[no-any-return]


def go_offline(context: BrowserContext, server: SiteServer) -> None:
    """Offline for real: the server stops as well, since set_offline alone
    does not stop the service worker's own fetches."""
    server.stop()
    context.route("**/*", lambda route: route.abort("internetdisconnected"))
    context.set_offline(True)


def eventually(page: Page, condition: str, seconds: float = 60) -> None:
    """Until the (possibly asynchronous) `condition` holds in the page."""
    for _ in range(int(seconds * 4)):
        if page.evaluate(condition):
            return
        page.wait_for_timeout(250)
    raise AssertionError(f"never held: {condition}")


def wait_service_worker(page: Page) -> None:
    """Until the service worker is active (so the whole precache is in place)
    and controls the page."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")


def test_first_visit_boots_and_plays_through_the_worker(
        page: Page, open_app: Callable[[Page], Snapshot], foreign_requests: list[str],
        site: Path) -> None:
    first = open_app(page)
    expect(page.locator("#splash")).to_be_hidden()
    expect(page.locator("#app")).to_be_visible()
    assert first["view"]["seat"] == 0 and first["record"]["actions"] == []
    assert page.evaluate("typeof loadPyodide === 'undefined' && !('pyodide' in window)"), \
        "Python runs in the worker only"
    snapshot = play(page, actions_made(8))
    assert snapshot["record"]["hands"] == first["record"]["hands"]
    assert page.evaluate("window.stichfest.version") == built_version(site)
    wait_service_worker(page)
    assert foreign_requests == []


def played_then_offline(context: BrowserContext, page: Page, server: SiteServer,
                        open_app: Callable[[Page], Snapshot], moves: int) -> Snapshot:
    """Open the app, let the service worker take over, play `moves` actions,
    then cut the network and stop the server; the snapshot before that."""
    open_app(page)
    wait_service_worker(page)
    before = play(page, actions_made(moves))
    go_offline(context, server)
    return before


def test_offline_reload_resumes_the_same_deal(
        context: BrowserContext, page: Page, server: SiteServer,
        open_app: Callable[[Page], Snapshot]) -> None:
    before = played_then_offline(context, page, server, open_app, 10)
    page.reload()
    after = wait_ready(page)
    assert after["record"] == before["record"]
    assert after["session"] == before["session"]
    assert after["view"] == before["view"]
    play(page, actions_made(len(before["record"]["actions"]) + 4))


def test_chromium_finds_the_app_installable(
        profile_context: BrowserContext, open_app: Callable[[Page], Snapshot]) -> None:
    page = profile_context.new_page()
    open_app(page)
    wait_service_worker(page)
    cdp = profile_context.new_cdp_session(page)
    assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["errors"] == []
    parsed = json.loads(manifest["data"])
    assert parsed["display"] == "standalone"
    purposes = {(icon["sizes"], icon.get("purpose", "any")) for icon in parsed["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= purposes


def test_the_service_worker_precaches_every_built_file(
        page: Page, open_app: Callable[[Page], Snapshot], site: Path) -> None:
    open_app(page)
    wait_service_worker(page)
    cached = page.evaluate("""async () => {
        const cache = await caches.open((await caches.keys()).find((key) => key.startsWith('stichfest-')));
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }""")
    built = {"/" + path.relative_to(site).as_posix() for path in site.rglob("*")
             if path.is_file() and path.name != "service-worker.js"}
    assert set(cached) == built | {"/"}


@pytest.mark.parametrize("stored", [
    "{not json",
    json.dumps(["a", "list"]),
    json.dumps({"format": "stichfest-save/0", "record": {}}),
])
def test_a_damaged_save_means_a_message_and_a_fresh_deal(
        page: Page, open_app: Callable[[Page], Snapshot], stored: str) -> None:
    page.add_init_script(f"localStorage.setItem('stichfest.save', {json.dumps(stored)})")
    snapshot = open_app(page)
    expect(page.locator("#save-error")).to_be_visible()
    assert snapshot["record"]["actions"] == []
    play(page, actions_made(3))
    page.locator("#save-error-close").click()
    expect(page.locator("#save-error")).to_be_hidden()


def leave_app(page: Page, server: SiteServer) -> None:
    """Go from the app to another page of its site, as a person closes the
    tab: storage changed after this cannot be overwritten by a save of the
    move a computer player was making."""
    page.goto(server.url + "manifest.webmanifest")


def test_a_save_that_no_longer_replays_is_replaced(
        page: Page, server: SiteServer, open_app: Callable[[Page], Snapshot]) -> None:
    """A save from an incompatible version: well-formed, but its record breaks the rules."""
    open_app(page)
    played = play(page, actions_made(5))
    record = played["record"]
    record["actions"].insert(0, {"seat": 2, "type": "play", "card": record["hands"][2][0]})
    leave_app(page, server)
    page.evaluate("save => localStorage.setItem('stichfest.save', JSON.stringify(save))",
                  {"format": "stichfest-save/1", "settings": played["settings"],
                   "session": played["session"], "record": record})
    fresh = open_app(page)
    expect(page.locator("#save-error")).to_be_visible()
    assert fresh["record"]["actions"] == []


def test_settings_survive_a_reload(page: Page, server: SiteServer,
                                   open_app: Callable[[Page], Snapshot]) -> None:
    open_app(page)
    leave_app(page, server)
    page.evaluate("""localStorage.setItem('stichfest.settings', JSON.stringify(
        {language: 'ar', game: 'doppelkopf', rules: {preset: 'no-nines'}, level: 'easy', deck: 'german'}))""")
    page.evaluate("localStorage.removeItem('stichfest.save')")
    snapshot = open_app(page)
    assert snapshot["settings"]["rules"] == {"preset": "no-nines"}
    assert snapshot["settings"]["level"] == "easy"
    assert len(snapshot["view"]["hand"]) == 10


def test_a_failed_boot_shows_an_error_and_retry_recovers(
        page: Page, server: SiteServer, open_app: Callable[[Page], Snapshot]) -> None:
    page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=503, body="down"))
    page.goto(server.url)
    expect(page.locator("#boot-error")).to_be_visible(timeout=60_000)
    expect(page.locator("#splash")).to_be_hidden()
    assert page.locator("#boot-error-message").text_content()
    page.unroute("**/pyodide.asm.wasm")
    page.locator("#boot-retry").click()
    snapshot = wait_ready(page)
    expect(page.locator("#boot-error")).to_be_hidden()
    assert snapshot["turn"] in {"person", "computer"}


def next_release_served(page: Page, server: SiteServer, site: Path, folder: Path) -> tuple[str, str]:
    """Once the open app's service worker is active, a new release (one
    stylesheet changed) is served from `folder`: the old and new versions."""
    wait_service_worker(page)
    old_version = page.evaluate("window.stichfest.version")
    new_version = release(site, folder, mark_next)
    server.serve(folder)
    return old_version, new_version


def mark_next(folder: Path) -> None:
    with (folder / "shell.css").open("a") as css:
        css.write("\n/* the next release */\n")


def test_an_update_waits_for_the_end_of_the_deal(
        page: Page, server: SiteServer, site: Path, tmp_path: Path,
        open_app: Callable[[Page], Snapshot]) -> None:
    open_app(page)
    old_version, new_version = next_release_served(page, server, site, tmp_path / "site")

    play(page, actions_made(4))
    page.evaluate("window.stichfest.checkForUpdate()")
    eventually(page, "navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)")
    mid_deal = play(page, actions_made(8))
    expect(page.locator("#update-ready")).to_be_hidden()
    assert page.evaluate("window.stichfest.version") == old_version
    assert mid_deal["session"]["deal"] == 1

    over = play(page, deal_over)
    expect(page.locator("#update-ready")).to_be_visible()
    expect(page.locator("#update-apply")).to_be_enabled()
    assert page.evaluate("window.stichfest.version") == old_version
    with page.expect_navigation():
        page.locator("#app .tool-next-deal").click()
    resumed = wait_ready(page)
    assert page.evaluate("window.stichfest.version") == new_version != old_version
    assert resumed["session"]["deal"] == 2
    assert resumed["session"]["totals"] == over["view"]["result"]["scores"]
    assert resumed["record"]["actions"] == [], "the new deal starts under the new version"


# Looks for an update and waits until the worker it found has installed or
# failed; its final state and the caches there are then.
INSTALL_UPDATE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  const found = new Promise((resolve) => registration.addEventListener(
      'updatefound', () => resolve(registration.installing), {once: true}));
  registration.update().catch(() => {});
  const worker = await found;
  await new Promise((resolve) => {
    const settled = () => worker.state === 'installed' || worker.state === 'redundant';
    if (settled()) resolve();
    else worker.addEventListener('statechange', () => settled() && resolve());
  });
  return [worker.state, await caches.keys()];
}"""


def test_a_failed_update_install_leaves_no_cache_behind(
        page: Page, server: SiteServer, site: Path, tmp_path: Path,
        open_app: Callable[[Page], Snapshot]) -> None:
    open_app(page)
    old_version, new_version = next_release_served(page, server, site, tmp_path / "site")
    (tmp_path / "site" / "review.css").unlink()  # the new precache lists a file no longer there
    state, caches = page.evaluate(INSTALL_UPDATE)
    assert state == "redundant" and new_version != old_version
    assert caches == [f"stichfest-{old_version}"], "the failed install's cache is deleted, the old one stays"
    expect(page.locator("#update-ready")).to_be_hidden()


def test_a_closed_tab_resumes_where_it_was(
        context: BrowserContext, page: Page, open_app: Callable[[Page], Snapshot]) -> None:
    open_app(page)
    before = play(page, actions_made(6))
    page.close()
    again = context.new_page()
    after = open_app(again)
    assert (after["record"], after["session"]) == (before["record"], before["session"])


CSP_WATCH = """window.__violations = [];
document.addEventListener('securitypolicyviolation', (event) =>
    window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));"""


def test_the_app_runs_under_a_strict_content_security_policy(
        page: Page, open_app: Callable[[Page], Snapshot]) -> None:
    console_errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and console_errors.append(message.text))
    page.add_init_script(CSP_WATCH)
    open_app(page)
    policy = page.evaluate(
        "document.querySelector(\"meta[http-equiv='Content-Security-Policy']\")?.content")
    assert policy and "default-src 'self'" in policy
    assert "script-src 'self' 'wasm-unsafe-eval'" in policy
    assert "unsafe-inline" not in policy and "'unsafe-eval'" not in policy
    play(page, lambda snapshot: any(action["type"] == "play" and action.get("seat") == 0
                                    for action in snapshot["record"]["actions"]))
    page.locator("#app .tool-scores").click()
    expect(page.locator("dialog[open]")).to_be_visible()
    assert page.evaluate("window.__violations") == []
    assert console_errors == []


@pytest.mark.parametrize("stored", [
    {"level": ["x"]},
    {"game": "doppelkopf", "level": "x", "language": "de", "largeCards": True},
    {"game": 7, "rules": "none", "think": {"a": 1}, "language": "de"},
])
def test_bad_stored_settings_fall_back_to_the_defaults_with_a_notice(
        page: Page, open_app: Callable[[Page], Snapshot], stored: dict) -> None:
    page.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{
        sessionStorage.setItem('seeded', '1');
        localStorage.removeItem('stichfest.save');
        localStorage.setItem('stichfest.settings', {json.dumps(json.dumps(stored))});
    }}""")
    snapshot = open_app(page)
    expect(page.locator("#notice")).to_be_visible()
    assert page.locator("#notice-message").text_content()
    expect(page.locator("#boot-error")).to_be_hidden()
    assert snapshot["settings"]["level"] == "normal"
    repaired = json.loads(page.evaluate("localStorage.getItem('stichfest.settings')"))
    assert repaired["level"] == "normal" or "level" not in repaired
    assert repaired.get("language", "en") == stored.get("language", "en"), "valid settings stay"
    assert repaired.get("largeCards") == stored.get("largeCards")
    page.reload()
    again = wait_ready(page)
    expect(page.locator("#notice")).to_be_hidden()
    assert again["record"]["hands"] == snapshot["record"]["hands"], "the same deal goes on"


def stall_is_told_and_retry_recovers(context: BrowserContext, page: Page, stalled: str,
                                     held: list[Route]) -> None:
    """Time runs on (Playwright's clock) until the start says it stalled; the
    stalled requests then fail, the address answers again, and Retry boots
    the app."""
    for _ in range(40):
        page.clock.run_for(60_000)
        if page.locator("#boot-error").is_visible():
            break
        page.wait_for_timeout(500)
    expect(page.locator("#boot-error")).to_be_visible()
    expect(page.locator("#splash")).to_be_hidden()
    assert "45" in (page.locator("#boot-error-message").text_content() or "")
    for route in held:  # not let through when the route goes
        route.abort()
    context.unroute(stalled)
    page.locator("#boot-retry").click()
    snapshot = wait_ready(page)
    assert snapshot["turn"] in {"person", "computer"}


def open_with_stall(context: BrowserContext, page: Page, server: SiteServer, stalled: str,
                    until: str = "true") -> list[Route]:
    """The app opened under Playwright's clock with `stalled` never answered,
    once that address was asked for and `until` holds in the page: the
    requests held."""
    held: list[Route] = []
    context.route(stalled, lambda route: held.append(route))
    page.clock.install()
    page.goto(server.url, wait_until="commit")  # a stalled module holds back the load event
    for _ in range(240):
        if held and page.evaluate(until):
            return held
        page.wait_for_timeout(500)
    raise AssertionError(f"{stalled} was not asked for, or {until} never held")


@pytest.mark.parametrize("stalled", ["**/pyodide.asm.wasm", "**/*.whl"])
def test_a_stalled_download_times_out_with_a_message_and_retry_recovers(
        context: BrowserContext, page: Page, server: SiteServer, stalled: str) -> None:
    held = open_with_stall(context, page, server, stalled)
    stall_is_told_and_retry_recovers(context, page, stalled, held)


@pytest.mark.parametrize("stalled", ["**/ui/app.js", "**/i18n/en.json"])
def test_a_stalled_file_of_the_page_times_out_with_a_message_and_retry_recovers(
        context: BrowserContext, page: Page, server: SiteServer, stalled: str) -> None:
    # the engine is up (its bar full) while the page still waits for the file
    held = open_with_stall(context, page, server, stalled,
                           "document.getElementById('splash-progress').value === 1")
    stall_is_told_and_retry_recovers(context, page, stalled, held)


@pytest.mark.parametrize("stalled", ["**/storage.js", "**/boot.js"])
def test_a_stalled_module_of_the_first_step_times_out_with_a_message_and_retry_recovers(
        context: BrowserContext, page: Page, server: SiteServer, stalled: str) -> None:
    # main.js never runs: the watch over the page's first files tells it
    held = open_with_stall(context, page, server, stalled)
    stall_is_told_and_retry_recovers(context, page, stalled, held)


def test_an_unknown_address_offline_leads_to_the_app(
        context: BrowserContext, page: Page, server: SiteServer,
        open_app: Callable[[Page], Snapshot]) -> None:
    before = played_then_offline(context, page, server, open_app, 3)
    page.goto(server.url + "nonexistent/path")
    after = wait_ready(page)
    assert after["record"]["hands"] == before["record"]["hands"]
    expect(page.locator("#app")).to_be_visible()


def release(site: Path, folder: Path, change: Callable[[Path], None]) -> str:
    """A copy of the site with one change, sealed as a new version."""
    shutil.copytree(site, folder)
    change(folder)
    return build.seal(folder)


def take_new_version(page: Page) -> None:
    """Let the version now served install and take over at once, then reload."""
    page.evaluate("window.stichfest.checkForUpdate()")
    eventually(page, "navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)")
    # Asked again while it stays waiting: Chromium may park a worker whose
    # switch met a fetch to the outgoing one (the app's own switch repeats too).
    try:
        eventually(page, """navigator.serviceWorker.getRegistration().then((r) => {
            r.waiting?.postMessage({type: 'skip-waiting'});
            return r.waiting === null && r.active.state === 'activated';
        })""")
    except AssertionError as stuck:
        states = page.evaluate("""navigator.serviceWorker.getRegistration().then((r) =>
            [r.installing, r.waiting, r.active].map((w) => w?.state ?? null))""")
        raise AssertionError(f"{stuck}; installing, waiting, active: {states}") from None
    page.reload()


def test_a_broken_release_can_be_left_for_the_fixed_one(
        page: Page, server: SiteServer, site: Path, tmp_path: Path,
        open_app: Callable[[Page], Snapshot]) -> None:
    open_app(page)
    wait_service_worker(page)
    broken = tmp_path / "broken"
    release(site, broken, lambda folder: (folder / "worker.js").write_text(
        'throw new Error("this release is broken");\n'))
    server.serve(broken)
    take_new_version(page)
    expect(page.locator("#boot-error")).to_be_visible(timeout=60_000)
    expect(page.locator("#boot-latest")).to_be_visible()

    fixed = release(site, tmp_path / "fixed", lambda folder: (folder / "shell.css").open("a").write(
        "\n/* the fixed release */\n"))
    server.serve(tmp_path / "fixed")
    page.locator("#boot-latest").click()
    wait_ready(page)
    expect(page.locator("#boot-error")).to_be_hidden()
    assert page.evaluate("window.stichfest.version") == fixed


def test_a_lost_engine_worker_is_restarted_and_the_deal_goes_on(
        page: Page, open_app: Callable[[Page], Snapshot]) -> None:
    page.clock.install()
    open_app(page)
    before = play(page, actions_made(4))
    # The worker stops without a word; the next engine call (a computer move,
    # or the person's own card when it is their turn) is never answered.
    page.evaluate("window.stichfest.delay = 3000")
    page.evaluate("window.stichfest.rpc.worker.terminate()")
    person_turn = page.evaluate("window.stichfest.snapshot().turn") == "person"
    if person_turn:
        selector = page.evaluate(f"({PERSON_CONTROL})(window.stichfest.snapshot())")
        page.locator(selector).first.click()
    for _ in range(40):  # time passes until the engine counts as lost and restarts
        if page.locator("#splash").is_visible() or page.locator("#notice").is_visible():
            break  # from here the new engine boots in real time
        page.clock.run_for(5_000)
        page.wait_for_timeout(250)
    expect(page.locator("#notice")).to_be_visible(timeout=60_000)
    assert page.locator("#notice-message").text_content()
    page.evaluate("window.stichfest.delay = 0")
    made = len(before["record"]["actions"])
    after = play(page, actions_made(made + 5))
    assert after["record"]["actions"][:made] == before["record"]["actions"]
    if person_turn:  # the card played while the engine was lost still counts
        assert after["record"]["actions"][made]["seat"] == 0
    expect(page.locator("#app")).not_to_have_attribute("aria-busy", "true")


FILL_STORAGE = """() => {
    let n = 0;
    for (let size = 1 << 20; size >= 1; ) {
        try { localStorage.setItem(`filler-${n++}`, 'x'.repeat(size)); } catch { size >>= 1; }
    }
}"""


def test_a_full_storage_is_told_at_once_and_the_save_catches_up_later(
        page: Page, open_app: Callable[[Page], Snapshot]) -> None:
    open_app(page)
    filled_at = play(page, actions_made(3))
    page.evaluate(FILL_STORAGE)
    # At least the person's next action and its save come after the filling.
    full = play(page, actions_made(len(filled_at["record"]["actions"]) + 1))
    expect(page.locator("#notice")).to_be_visible()
    assert page.locator("#notice-message").text_content()
    page.evaluate("""() => Object.keys(localStorage).filter((key) => key.startsWith('filler-'))
        .forEach((key) => localStorage.removeItem(key))""")
    latest = play(page, actions_made(len(full["record"]["actions"]) + 1))
    expect(page.locator("#notice")).to_be_hidden()
    page.evaluate("window.stichfest.delay = 60000")
    latest = page.evaluate("window.stichfest.snapshot()")
    page.reload()
    again = wait_ready(page)
    assert again["record"]["actions"][:len(latest["record"]["actions"])] == latest["record"]["actions"]


def test_the_save_keeps_only_the_recent_deals_in_full(
        page: Page, open_app: Callable[[Page], Snapshot]) -> None:
    open_app(page)
    sizes = page.evaluate("""async () => {
        const { saveOf } = await import('./storage.js');
        const snapshot = window.stichfest.snapshot();
        const row = (deal) => ({deal, dealer: deal % 4, scores: [3, -1, -1, -1],
            result: {value: 1, scores: [3, -1, -1, -1], items: [{name: 'won', party: 're', points: 1}],
                     card_points: {re: 150, kontra: 90}}});
        const sized = (deals) => {
            const sheet = Array.from({length: deals}, (_, i) => row(i + 1));
            return JSON.stringify(saveOf({...snapshot, session: {...snapshot.session, sheet}})).length;
        };
        return [sized(100), sized(200)];
    }""")
    per_deal = (sizes[1] - sizes[0]) / 100
    assert per_deal <= 80, f"each deal adds {per_deal} bytes to the save"


def test_a_second_tab_offers_to_take_over_and_never_writes_blindly(
        context: BrowserContext, page: Page, server: SiteServer,
        open_app: Callable[[Page], Snapshot]) -> None:
    open_app(page)
    play(page, actions_made(4))
    second = context.new_page()
    errors: list[str] = []
    second.on("pageerror", lambda error: errors.append(str(error)))
    second.goto(server.url)
    expect(second.locator("#notice")).to_be_visible(timeout=60_000)
    expect(second.locator("#notice-action")).to_be_visible()
    assert second.locator("#notice-message").text_content()

    made = len(page.evaluate("window.stichfest.snapshot()")["record"]["actions"])
    played = play(page, actions_made(made + 4))
    page.evaluate("window.stichfest.delay = 600000")
    page.wait_for_function("() => document.getElementById('app').getAttribute('aria-busy') === 'false'")
    first = page.evaluate("window.stichfest.snapshot()")
    stored = json.loads(page.evaluate("localStorage.getItem('stichfest.save')"))
    assert stored["record"] == first["record"], "only the first tab writes the save"
    assert len(first["record"]["actions"]) >= len(played["record"]["actions"])

    second.locator("#notice-action").click()
    taken = wait_ready(second)
    assert taken["record"]["actions"][:len(first["record"]["actions"])] == first["record"]["actions"]
    expect(page.locator("#notice")).to_be_visible()
    expect(page.locator("#notice-action")).to_be_visible()
    assert page.evaluate("document.getElementById('app').inert")
    assert errors == []
