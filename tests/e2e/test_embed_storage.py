"""The embedded game framed by a page of another *site* (the host on
127.0.0.1, the game on localhost: a port alone makes another origin of the
same site), in every storage situation a browser makes for such a frame
(docs/embed.md "Storage"):

- blocked: Chromium as Playwright launches it (storage partitioning off)
  denies the frame localStorage, IndexedDB, Cache Storage, Web Locks and the
  service worker; the game plays without saving, says so once in the page's
  language with a link to the game in a tab of its own, and the host hears
  `ready` (with what the frame could use) and `deal-finished`;
- partitioned: a separate launch with third-party storage partitioning on;
  the frame keeps its game per host site and a reload of the host resumes;
- parts missing: Web Locks, IndexedDB, Cache Storage or the service worker
  refused one by one; the game keeps what it can;
- a sandboxed frame without allow-same-origin says it needs it.

Also: embeds below the fold send `ready` and `resize` unseen; the history's
database that never answers; the demo rules site's score in money and words.
Screenshots: test-artifacts/embed-storage-*.png.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from urllib.parse import urlencode

import pytest
import test_embed
from conftest import BOOT_TIMEOUT_MS
from e2e_harness import SiteServer, catalog, launch_options, screenshot
from playwright.sync_api import Browser, BrowserContext, Frame, Page, Playwright, expect
from test_embed import HOST_SCRIPT, embedded, heard, host_page, load_site_maker, origin
from test_hostile_input import GOOD, KEEP_SESSIONS, resting_page
from test_platform import deal_over, play

PHONE = {"width": 360, "height": 740}

# Playwright turns third-party storage partitioning off among other features
# (its --disable-features list); a later --disable-features replaces that
# list, so this one repeats it without ThirdPartyStoragePartitioning, whose
# default in Chromium is on. (--enable-features cannot win over a disable.)
PLAYWRIGHT_DISABLED_FEATURES = [
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding",
    "AvoidCorsURLLoaderRestartOnRedirect", "OptimizationHints", "NetworkTimeServiceQuerying",
    "AimEnabled", "PreconnectToSearch"]
PARTITIONING = ["--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES),
                "--enable-features=ThirdPartyStoragePartitioning"]

BLOCKED = {"save": False, "history": False, "offline": False}
EVERYTHING = {"save": True, "history": True, "offline": True}


@pytest.fixture(scope="module")
def partitioned_browser(playwright: Playwright) -> Iterator[Browser]:
    """Chromium with third-party storage partitioned, as browsers ship it."""
    options = launch_options()
    options["args"] = [*options["args"], *PARTITIONING]  # type: ignore[misc]
    launched = playwright.chromium.launch(**options)  # type: ignore[arg-type]
    yield launched
    launched.close()


@pytest.fixture
def partitioned_page(partitioned_browser: Browser) -> Iterator[Page]:
    context = partitioned_browser.new_context()
    errors: list[str] = []
    opened = context.new_page()
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert not errors, f"uncaught errors in the page: {errors}"


host = test_embed.host  # the host site's fixture, on 127.0.0.1


@pytest.fixture
def game(server: SiteServer) -> str:
    """The game's address on another site than the host's: localhost."""
    return server.url.replace("127.0.0.1", "localhost")


@pytest.fixture
def foreign_requests(context: BrowserContext, server: SiteServer, host: SiteServer, game: str) -> list[str]:
    """Every request that left the game's and the host's origins."""
    seen: list[str] = []
    allowed = (server.url, host.url, game)
    context.on("request", lambda request: request.url.startswith(("http:", "https:"))
               and not request.url.startswith(allowed) and seen.append(request.url))
    return seen


def frame_address(at: str, /, **params: str) -> str:
    """embed.html of the game served at `at`, with `params`."""
    return f"{at}embed.html?{urlencode(params)}"


def framing(host: SiteServer, at: str, attributes: str = "", /, **params: str) -> str:
    """A host page with an iframe of the game served at `at`; its address."""
    return host_page(host, "iframe.html", f"<iframe class='stichfest-embed host-sized' {attributes} "
                     f"src='{frame_address(at, **params)}' title='Stichfest' "
                     "style='width:100%;height:700px;border:0'></iframe>")


def scripted(host: SiteServer, at: str, /, **params: str) -> str:
    data = " ".join(f"data-{name}='{value}'" for name, value in params.items())
    return host_page(host, "script.html", f"<script src='{at}embed.js' {data}></script>")


def told_nothing_kept(frame: Frame, language: str) -> None:
    """The frame says once, in `language`, that the game is not saved, and links
    to the same game in a tab of its own; no other tab is imagined."""
    words = catalog(language)
    message = frame.locator("#notice-message")
    expect(message).to_contain_text(str(words["notice.nothingKeptFramed"]))
    link = message.get_by_role("link", name=str(words["notice.openOwnTab"]))
    assert link.get_attribute("href") == frame.url
    assert link.get_attribute("target") == "_blank"
    expect(frame.locator("#notice-close")).to_be_visible()
    assert words["notice.otherTab"] not in message.inner_text()


def plays_a_whole_deal(page: Page, frame: Frame) -> None:
    """The person plays the frame's deal to its end; the host hears it."""
    frame.locator("#notice-close").click()
    snapshot = play(frame, deal_over)  # type: ignore[arg-type]
    finished = heard(page, "deal-finished")[0]["data"]
    assert finished["scores"] == snapshot["view"]["result"]["scores"]
    expect(frame.locator("#notice")).to_be_hidden()  # said once, not after every move


def test_a_frame_whose_storage_is_blocked_plays_in_its_language_without_saving(
        page: Page, host: SiteServer, game: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(framing(host, game, game="schafkopf", deck="doppeldeutsch", lang="ar", level="easy",
                      origin=origin(host)))
    frame = embedded(page)
    assert frame.evaluate("(() => { try { localStorage; return false } catch { return true } })()")
    ready = heard(page, "ready")[0]["data"]
    assert (ready["game"], ready["deck"], ready["lang"]) == ("schafkopf", "doppeldeutsch", "ar")
    assert ready["storage"] == BLOCKED
    assert frame.evaluate("[document.documentElement.lang, document.documentElement.dir]") == ["ar", "rtl"]
    told_nothing_kept(frame, "ar")
    screenshot(page, "embed-storage-blocked-ar-phone", full_page=True)
    plays_a_whole_deal(page, frame)


def test_a_script_embed_whose_storage_is_blocked_plays_in_german(
        page: Page, host: SiteServer, game: str) -> None:
    page.set_viewport_size(PHONE)
    # (a seed: a random deal might be thrown in and dealt again, which `play` does not follow)
    page.goto(scripted(host, game, game="doppelkopf", lang="de", level="easy", seed="3", origin=origin(host)))
    frame = embedded(page)
    ready = heard(page, "ready")[0]["data"]
    assert (ready["lang"], ready["storage"]) == ("de", BLOCKED)
    told_nothing_kept(frame, "de")
    screenshot(page, "embed-storage-blocked-script-de-phone", full_page=True)
    own_tab = str(frame.locator("#notice-message a").get_attribute("href"))
    plays_a_whole_deal(page, frame)
    # The link opens the same game in a tab of its own, where it is kept.
    tab = page.context.new_page()
    tab.goto(own_tab)
    tab.wait_for_function("() => window.stichfest && window.stichfest.snapshot()",
                          timeout=2 * BOOT_TIMEOUT_MS)
    shown = tab.evaluate("[document.documentElement.lang, window.stichfest.snapshot().view.game]")
    assert shown == ["de", "doppelkopf"]
    assert tab.evaluate("Object.keys(localStorage).some((key) => key.endsWith('.save'))")
    expect(tab.locator("#notice")).to_be_hidden()


def test_the_demo_rules_site_on_another_site_plays_without_storage(
        page: Page, host: SiteServer, game: str) -> None:
    load_site_maker().make_site(host.directory / "site", game)  # type: ignore[attr-defined]
    page.set_viewport_size(PHONE)
    page.goto(f"{host.url}site/de/schafkopf-points.html")
    page.locator(".play-button").click()
    frame = embedded(page)
    assert frame.evaluate("document.documentElement.lang") == "de"
    told_nothing_kept(frame, "de")
    page.locator("iframe.stichfest-embed").scroll_into_view_if_needed()
    screenshot(page, "embed-storage-blocked-site-de-phone")


def test_a_partitioned_frame_keeps_its_game_per_host_site_and_resumes(
        partitioned_page: Page, host: SiteServer, game: str) -> None:
    page = partitioned_page
    page.set_viewport_size(PHONE)
    page.goto(framing(host, game, game="doppelkopf", lang="en", level="easy", seed="3", origin=origin(host)))
    frame = embedded(page)
    assert heard(page, "ready")[0]["data"]["storage"] == EVERYTHING
    expect(frame.locator("#notice")).to_be_hidden()
    before = play(frame, lambda snapshot: len(snapshot["record"]["actions"]) >= 6)  # type: ignore[arg-type]
    # Partitioned, not shared: the game's own site at the top sees none of it.
    top = page.context.new_page()
    top.goto(f"{game}build.json")
    assert top.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('stichfest.embed:'))") == []
    top.close()
    page.reload()
    frame = embedded(page)
    assert frame.evaluate("window.stichfest.snapshot().record") == before["record"]


# Each storage the page may find refused on its own, the way a browser
# refuses it: Web Locks, IndexedDB, Cache Storage, the service worker.
REFUSED = {
    "locks": "LockManager.prototype.request = function () {"
             " return Promise.reject(new DOMException('The request was denied.', 'SecurityError')); };",
    "no-locks": "Object.defineProperty(Navigator.prototype, 'locks', {get: () => undefined});",
    "indexeddb": "IDBFactory.prototype.open = function () {"
                 " throw new DOMException('The user denied permission.', 'SecurityError'); };",
    "caches": "CacheStorage.prototype.match = CacheStorage.prototype.open = function () {"
              " return Promise.reject(new DOMException('denied', 'SecurityError')); };",
    "service-worker": "ServiceWorkerContainer.prototype.register = function () {"
                      " return Promise.reject(new DOMException('denied', 'NotSupportedError')); };",
}


@pytest.mark.parametrize("refused", [["locks"], ["no-locks"], ["indexeddb", "caches", "service-worker"]])
def test_a_frame_keeps_what_it_can_when_parts_of_storage_are_refused(
        partitioned_page: Page, host: SiteServer, game: str, refused: list[str]) -> None:
    page = partitioned_page
    for name in refused:
        page.context.add_init_script(REFUSED[name])
    page.set_viewport_size(PHONE)
    page.goto(framing(host, game, game="schafkopf", lang="de", level="easy", origin=origin(host)))
    frame = embedded(page)
    storage = heard(page, "ready")[0]["data"]["storage"]
    assert storage == {"save": True, "history": "indexeddb" not in refused,
                       "offline": "service-worker" not in refused}
    page.wait_for_timeout(2000)  # past the tab lock's hand-over wait
    expect(frame.locator("#notice")).to_be_hidden()  # one frame is not two tabs
    before = play(frame, lambda snapshot: len(snapshot["record"]["actions"]) >= 4  # type: ignore[arg-type]
                  or deal_over(snapshot))
    page.reload()
    frame = embedded(page)
    assert frame.evaluate("window.stichfest.snapshot().record") == before["record"]
    expect(frame.locator("#notice")).to_be_hidden()


def test_a_sandboxed_frame_without_same_origin_says_what_it_needs(
        page: Page, host: SiteServer, game: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(framing(host, game, "sandbox='allow-scripts'", game="doppelkopf", lang="de"))
    frame = page.frame_locator("iframe.stichfest-embed")
    expect(frame.locator("#sandboxed p:visible")).to_have_text(str(catalog("de")["embed.sandboxed"]),
                                                              timeout=BOOT_TIMEOUT_MS)
    expect(frame.locator("#splash")).to_be_hidden()
    screenshot(page, "embed-storage-sandboxed-de-phone", full_page=True)


# The host hears which of its frames sent each message.
FRAMES_SCRIPT = """window.heard = [];
window.addEventListener('message', (event) => {
  const frames = [...document.querySelectorAll('iframe')];
  window.heard.push({frame: frames.findIndex((f) => f.contentWindow === event.source), data: event.data});
});
"""


def test_embeds_below_the_fold_say_ready_and_their_height_unseen(
        page: Page, host: SiteServer, server: SiteServer) -> None:
    (host.directory / "listen.js").write_text(FRAMES_SCRIPT)
    count = 3
    style = "display:block;width:100%;height:700px;border:0;margin-block-end:2000px"
    frames = "".join(
        f"<iframe src='{frame_address(server.url, game='doppelkopf', lang='en', seed=str(n))}' "
        f"title='Stichfest' style='{style}'></iframe>" for n in range(count))
    page.set_viewport_size(PHONE)
    page.goto(host_page(host, "many.html", frames))
    # Only the first frame is in view; none is scrolled to.
    below = page.evaluate("[...document.querySelectorAll('iframe')]"
                          ".map((f) => f.getBoundingClientRect().top > innerHeight)")
    assert below == [False] + [True] * (count - 1)
    for kind in ("ready", "resize"):
        page.wait_for_function(
            "([kind, count]) => new Set(window.heard.filter((m) => m.data.type === kind)"
            ".map((m) => m.frame)).size === count",
            arg=[f"stichfest:{kind}", count], timeout=count * BOOT_TIMEOUT_MS)
    assert page.evaluate("scrollY") == 0


# indexedDB.open answers neither success nor error, as some browsers do.
SILENT_DATABASE = """IDBFactory.prototype.open = function () { return {}; };"""


def test_a_history_database_that_never_answers_counts_as_unavailable(
        page: Page, host: SiteServer, server: SiteServer) -> None:
    page.context.add_init_script(SILENT_DATABASE)
    page.set_viewport_size(PHONE)
    page.goto(framing(host, server.url, game="doppelkopf", lang="de", level="easy", seed="3",
                      origin=origin(host)))
    frame = embedded(page)
    assert heard(page, "ready")[0]["data"]["storage"] == {"save": True, "history": False, "offline": True}
    words = catalog("de")
    frame.evaluate("window.stichfest.dispatch({type: 'open', dialog: 'history'})")
    expect(frame.locator("dialog[open] .kept-unavailable")).to_contain_text(
        str(words["historyRead.blocked"]), timeout=30_000)
    frame.locator("dialog[open] .dialog-footer button").last.click()
    play(frame, deal_over)  # type: ignore[arg-type]
    frame.evaluate("window.stichfest.dispatch({type: 'next-deal'})")  # the deal is booked
    expect(frame.locator("#notice-message")).to_have_text(str(words["notice.historyFailed"]), timeout=30_000)
    screenshot(page, "embed-storage-history-silent-de-phone", full_page=True)


# A kept session whose game and rule set have no words (damaged, or written by
# another version): the history leaves it out with its plain note.
UNNAMED = {"id": "constructor:1:1", "game": "constructor", "rules": {"preset": "__proto__"},
           "started": "2026-01-01T10:00:00Z", "updated": "2026-01-01T11:00:00Z",
           "totals": [3, -1, -1, -1], "deals": [{"deal": 1, "scores": [3, -1, -1, -1]}]}


def test_a_kept_session_without_words_is_left_out_plainly(page: Page, server: SiteServer) -> None:
    app, _ = resting_page(page.context, server)
    app.evaluate(KEEP_SESSIONS, [GOOD, UNNAMED])
    app.evaluate("window.stichfest.dispatch({type: 'open', dialog: 'history'})")
    history = app.locator("dialog[open]").last
    expect(history.locator(".kept-session")).to_have_count(1)
    expect(history).to_contain_text(str(catalog("en")["sessions.unreadable"]))
    assert "constructor" not in history.inner_text() and "__proto__" not in history.inner_text()


def test_the_demo_rules_site_shows_a_money_score_as_money_in_familiar_words(
        page: Page, host: SiteServer, server: SiteServer) -> None:
    load_site_maker().make_site(host.directory / "site", server.url)  # type: ignore[attr-defined]
    page.add_init_script(HOST_SCRIPT)  # the test hears the messages the site hears
    page.set_viewport_size(PHONE)
    page.goto(f"{host.url}site/de/schafkopf-money.html")
    # The site speaks to its reader as the game does, with "du".
    own_words = " ".join([*page.locator("main > p").all_inner_texts(),
                          page.locator(".last-deal").get_attribute("data-text") or ""])
    assert not re.search(r"\b(Sie|Ihr|Ihnen)\b", own_words), own_words
    assert re.search(r"\b(du|Dein)\b", own_words), own_words
    page.locator(".play-button").click()
    frame = embedded(page)
    snapshot = play(frame, deal_over)  # type: ignore[arg-type]
    finished = heard(page, "deal-finished")[0]["data"]
    assert (finished["unit"], finished["currency"]) == ("cents", "EUR")
    cents = snapshot["view"]["result"]["scores"][0]
    euros = page.evaluate("(cents) => new Intl.NumberFormat('de', {style: 'currency', currency: 'EUR'})"
                          ".format(cents / 100)", cents)
    status = page.locator(".last-deal")
    expect(status).to_have_text(f"Dein Ergebnis im letzten Spiel: {euros}")
    assert "€" in euros
    screenshot(page, "embed-storage-site-money-de-phone")
    print(json.dumps({"cents": cents, "shown": status.inner_text()}, ensure_ascii=False))
