"""The embedded game (docs/embed.md) framed by a page of another origin: by
iframe and by script, in Arabic and German, its messages to the host, the
host's commands from trusted origins only, a session apart from the app's,
and offline play after the first visit."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

import pytest
from conftest import BOOT_TIMEOUT_MS, wait_ready
from e2e_harness import ROOT, SiteServer, screenshot
from playwright.sync_api import BrowserContext, Frame, Page, expect
from test_platform import CSP_WATCH, deal_over, play

Message = dict
PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 820}

# The host page records every message it hears, with the sender's origin,
# and fits its own iframe (class host-sized) to the height the game reports.
HOST_SCRIPT = """window.heard = [];
window.addEventListener('message', (event) => {
  window.heard.push({origin: event.origin, data: event.data});
  const frame = document.querySelector('iframe.host-sized');
  if (frame && event.source === frame.contentWindow && event.data.type === 'stichfest:resize')
    frame.style.height = `${event.data.height}px`;
});
"""


@pytest.fixture
def host(tmp_path: Path) -> Iterator[SiteServer]:
    """A page of another origin that embeds the game."""
    folder = tmp_path / "host"
    folder.mkdir()
    (folder / "listen.js").write_text(HOST_SCRIPT)
    served = SiteServer(folder)
    yield served
    served.stop()


def origin(server: SiteServer) -> str:
    return server.url.rstrip("/")


def host_page(host: SiteServer, name: str, body: str) -> str:
    """Writes a host page around `body` and returns its address."""
    (host.directory / name).write_text(
        "<!doctype html><html><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        "<title>A rules site</title><script src='listen.js'></script></head>"
        f"<body><h1>Try it</h1>{body}<p>Text below the game.</p></body></html>")
    return host.url + name


def by_iframe(server: SiteServer, host: SiteServer, **params: str) -> str:
    address = f"{server.url}embed.html?{urlencode(params)}"
    return host_page(host, "iframe.html", f"<iframe class='stichfest-embed host-sized' src='{address}' "
                     "title='Stichfest' style='width:100%;height:700px;border:0'></iframe>")


def by_script(server: SiteServer, host: SiteServer, **params: str) -> str:
    data = " ".join(f"data-{name}='{value}'" for name, value in params.items())
    return host_page(host, "script.html", f"<script src='{server.url}embed.js' {data}></script>")


@pytest.fixture
def foreign_requests(context: BrowserContext, server: SiteServer, host: SiteServer) -> list[str]:
    """Every request that left the game's and the host's origins."""
    seen: list[str] = []
    allowed = (server.url, host.url)
    context.on("request", lambda request: request.url.startswith(("http:", "https:"))
               and not request.url.startswith(allowed) and seen.append(request.url))
    return seen


def embedded(page: Page) -> Frame:
    """The game's frame once its table is up."""
    frame = page.wait_for_selector("iframe.stichfest-embed").content_frame()
    assert frame is not None
    # Twice the app's time: a frame may boot while another page plays.
    frame.wait_for_function("() => window.stichfest && window.stichfest.snapshot()",
                            timeout=2 * BOOT_TIMEOUT_MS)
    return frame


def heard(page: Page, kind: str, count: int = 1) -> list[Message]:
    """The messages of type stichfest:`kind` the host heard, once there are `count`."""
    page.wait_for_function(
        "([kind, count]) => window.heard.filter((m) => m.data.type === kind).length >= count",
        arg=[f"stichfest:{kind}", count], timeout=BOOT_TIMEOUT_MS)
    return [m for m in page.evaluate("window.heard") if m["data"].get("type") == f"stichfest:{kind}"]


def shoot(page: Page, name: str, full_page: bool = True) -> None:
    screenshot(page, f"embed-{name}", full_page=full_page)


def test_an_iframe_in_arabic_plays_right_to_left_and_says_it_is_ready(
        page: Page, server: SiteServer, host: SiteServer) -> None:
    page.set_viewport_size(PHONE)
    page.add_init_script(CSP_WATCH)  # in every frame: the game's policy holds inside the host
    rules = json.dumps({"profile": "points", "deck": "short"})  # docs/record.md rules as JSON
    page.goto(by_iframe(server, host, game="schafkopf", rules=rules, deck="doppeldeutsch",
                        lang="ar", level="easy", seed="5", origin=origin(host)))
    frame = embedded(page)
    ready = heard(page, "ready")[0]
    assert ready == {"origin": origin(server), "data": {
        "type": "stichfest:ready", "game": "schafkopf", "deck": "doppeldeutsch", "lang": "ar",
        "rules": ready["data"]["rules"], "storage": {"save": True, "history": True, "offline": True}}}
    assert (ready["data"]["rules"]["profile"], ready["data"]["rules"]["deck"]) == ("points", "short")
    assert frame.evaluate("[document.documentElement.lang, document.documentElement.dir]") == ["ar", "rtl"]
    assert frame.evaluate("window.stichfest.snapshot().session.seed") == 5
    expect(frame.locator("#notice")).to_be_hidden()
    assert "wasm-unsafe-eval" in frame.evaluate(
        "document.querySelector(\"meta[http-equiv='Content-Security-Policy']\").content")
    assert frame.evaluate("window.__violations") == []
    shoot(page, "iframe-ar-phone")
    page.set_viewport_size(DESKTOP)
    page.wait_for_timeout(1500)  # the table settles (cards dealt, played)
    shoot(page, "iframe-ar-desktop")


def test_a_script_in_german_fits_its_frame_and_tells_the_finished_deal(
        page: Page, server: SiteServer, host: SiteServer) -> None:
    page.set_viewport_size(DESKTOP)
    page.goto(by_script(server, host, game="doppelkopf", rules="schweinchen", lang="de",
                        deck="french", level="easy", origin=origin(host)))
    frame = embedded(page)
    ready = heard(page, "ready")[0]["data"]
    assert (ready["game"], ready["deck"], ready["lang"], ready["rules"]) == (
        "doppelkopf", "french", "de", {"preset": "schweinchen"})
    # The frame takes the height the game reports: its content, no scroll bar.
    height = heard(page, "resize")[-1]["data"]["height"]
    page.wait_for_function("h => document.querySelector('iframe.stichfest-embed').offsetHeight === h",
                           arg=height)
    assert frame.evaluate("document.documentElement.scrollHeight <= innerHeight")
    shoot(page, "script-de-desktop")
    page.set_viewport_size(PHONE)
    page.wait_for_function("() => document.querySelector('iframe.stichfest-embed').offsetWidth < 400")
    shoot(page, "script-de-phone")

    snapshot = play(frame, deal_over)  # type: ignore[arg-type]
    finished = heard(page, "deal-finished")[0]
    assert finished["origin"] == origin(server)
    result = snapshot["view"]["result"]
    assert finished["data"]["scores"] == result["scores"]
    assert (finished["data"]["game"], finished["data"]["deal"]) == ("doppelkopf", 1)
    assert finished["data"]["winner"] == result["winner"]
    shoot(page, "script-de-finished-phone")

    # The trusted host changes the language, then asks for a new deal.
    page.evaluate("([o]) => document.querySelector('iframe.stichfest-embed').contentWindow"
                  ".postMessage({type: 'stichfest:set-language', lang: 'ar'}, o)", [origin(server)])
    frame.wait_for_function("() => document.documentElement.dir === 'rtl'")
    page.evaluate("([o]) => document.querySelector('iframe.stichfest-embed').contentWindow"
                  ".postMessage({type: 'stichfest:new-deal'}, o)", [origin(server)])
    heard(page, "ready", 2)
    frame = embedded(page)
    assert frame.evaluate("window.stichfest.snapshot().record.hands") != snapshot["record"]["hands"]


def test_an_untrusted_origin_is_ignored_and_bad_parameters_are_told(
        page: Page, server: SiteServer, host: SiteServer) -> None:
    page.set_viewport_size(PHONE)
    page.goto(by_iframe(server, host, game="chess", rules="nonsense", deck="tarot", lang="de",
                        level="easy", origin="https://elsewhere.example"))
    frame = embedded(page)
    expect(frame.locator("#notice-message")).to_contain_text("„\u2068chess\u2069“")  # in words, in German
    expect(frame.locator("#notice-message")).to_contain_text("„\u2068tarot\u2069“")
    assert frame.evaluate("window.stichfest.snapshot().view.game") == "doppelkopf"
    shoot(page, "bad-parameters-de-phone")
    page.evaluate("([o]) => document.querySelector('iframe.stichfest-embed').contentWindow"
                  ".postMessage({type: 'stichfest:set-language', lang: 'ar'}, o)", [origin(server)])
    page.wait_for_timeout(500)
    assert frame.evaluate("document.documentElement.lang") == "de"
    # Messages go to the trusted origin only, so this host hears none.
    assert page.evaluate("window.heard") == []


def test_the_embedded_session_keeps_apart_from_the_app(
        context: BrowserContext, page: Page, server: SiteServer, host: SiteServer) -> None:
    app = context.new_page()
    # A returning player of the app (no welcome), with quick computer players.
    app.add_init_script("""if (!localStorage.getItem('stichfest.settings'))
        localStorage.setItem('stichfest.settings', JSON.stringify({game: 'doppelkopf', level: 'easy'}));""")
    app.goto(server.url)
    wait_ready(app)
    play(app, lambda snapshot: len(snapshot["record"]["actions"]) >= 6)
    stored = app.evaluate("JSON.stringify(localStorage)")
    page.goto(by_iframe(server, host, game="schafkopf", lang="en", level="easy", origin=origin(host)))
    frame = embedded(page)
    # (four passes may end a Schafkopf deal early)
    play(frame, lambda snapshot: len(snapshot["record"]["actions"]) >= 6  # type: ignore[arg-type]
         or deal_over(snapshot))
    # Both play at once: no "another tab" notice on either side.
    expect(frame.locator("#notice")).to_be_hidden()
    expect(app.locator("#notice")).to_be_hidden()
    keys = json.loads(frame.evaluate("JSON.stringify(Object.keys(localStorage))"))
    saves = [key for key in keys if key.startswith("stichfest.embed:") and key.endswith(".save")]
    assert len(saves) == 1 and saves[0].removesuffix(".save") + ".settings" in keys
    before = json.loads(stored)
    now = json.loads(app.evaluate("JSON.stringify(localStorage)"))
    assert {k: now[k] for k in before} == before, "the app's save and settings are untouched"
    app.reload()
    resumed = wait_ready(app)
    assert resumed["record"] == json.loads(before["stichfest.save"])["record"]


def test_the_embed_plays_offline_after_the_first_visit(
        context: BrowserContext, page: Page, server: SiteServer, host: SiteServer) -> None:
    # By iframe: embed.js is the host page's own script, which the host's
    # caching keeps (or not); the game's frame is the service worker's.
    page.goto(by_iframe(server, host, game="doppelkopf", lang="ar", level="easy", origin=origin(host)))
    frame = embedded(page)
    frame.evaluate("navigator.serviceWorker.ready.then(() => true)")
    frame.wait_for_function("() => navigator.serviceWorker.controller !== null")
    before = play(frame, lambda snapshot: len(snapshot["record"]["actions"]) >= 4)  # type: ignore[arg-type]
    server.stop()
    context.route(f"{server.url}**", lambda route: route.abort("internetdisconnected"))
    page.reload()
    frame = embedded(page)
    heard(page, "ready")
    assert frame.evaluate("window.stichfest.snapshot().record") == before["record"]


def test_only_the_embed_may_be_framed_by_other_sites(page: Page, server: SiteServer) -> None:
    embed = page.request.get(f"{server.url}embed.html?game=schafkopf")
    assert embed.headers["content-security-policy"] == "frame-ancestors *"
    app = page.request.get(server.url)
    assert app.headers["content-security-policy"] == "frame-ancestors 'self'"


def load_site_maker() -> object:
    """examples/rules-site/make_site.py as a module (its folder is no package)."""
    path = ROOT / "examples" / "rules-site" / "make_site.py"
    spec = importlib.util.spec_from_file_location("make_site", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("language", "name", "expected"), [
    ("ar", "doppelkopf-schweinchen", {"game": "doppelkopf", "rules": {"preset": "schweinchen"}}),
    ("de", "deck-doppeldeutsch", {"game": "schafkopf", "deck": "doppeldeutsch"}),
])
def test_the_demo_rules_site_plays_each_page_s_variant_and_deck(
        page: Page, server: SiteServer, host: SiteServer, language: str, name: str,
        expected: dict) -> None:
    load_site_maker().make_site(host.directory / "site", server.url)  # type: ignore[attr-defined]
    page.set_viewport_size(PHONE)
    page.goto(f"{host.url}site/{language}/{name}.html")
    expect(page.locator("main h2").first).to_be_visible()  # the game's own rules text
    page.locator(".play-button").click()
    frame = embedded(page)
    snapshot = frame.evaluate("window.stichfest.snapshot()")
    assert snapshot["view"]["game"] == expected["game"]
    if "rules" in expected:
        assert snapshot["record"]["rules"]["preset"] == expected["rules"]["preset"]
    settings = frame.evaluate("Object.entries(localStorage).find(([key]) => key.endsWith('.settings'))[1]")
    if "deck" in expected:
        assert json.loads(settings)["deck"] == expected["deck"]
    assert frame.evaluate("document.documentElement.lang") == language
    page.locator("iframe.stichfest-embed").scroll_into_view_if_needed()
    shoot(page, f"site-{name}-{language}-phone", full_page=False)
    page.set_viewport_size(DESKTOP)
    page.wait_for_timeout(1500)  # the table settles (cards dealt, played)
    page.locator("iframe.stichfest-embed").scroll_into_view_if_needed()
    shoot(page, f"site-{name}-{language}-desktop", full_page=False)
