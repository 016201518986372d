"""The rules help and the first visit's welcome in Chromium: the help opens
from the table (also offline) in the person's language and direction, every
refusal and scoring item has its paragraph in every language, and a first
visit starts on the welcome, whose choice deals that game and which a reload
does not show again. Screenshots land in test-artifacts/."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import booted_page, store_settings, wait_ready
from e2e_harness import SiteServer, assert_accessible, screenshot
from playwright.sync_api import Browser, BrowserContext, Frame, Page, ViewportSize, expect

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "web" / "rules"
CATALOG = ROOT / "web" / "i18n" / "en.json"
PHONE: ViewportSize = {"width": 360, "height": 740}
# An engine answer on a machine shared with other work can take some seconds.
SLOW_MS = 30_000
DESKTOP: ViewportSize = {"width": 1280, "height": 820}
LANGUAGES = ("en", "de", "ar")
GAMES = ("doppelkopf", "schafkopf")
# The browser's own language, as a locale Chromium reports in navigator.languages.
LOCALES = {"en": "en-GB", "de": "de-DE", "ar": "ar-EG"}
# Where the engine refuses actions: in either game, or in one of them.
REFUSALS = {"common": ("engine/tricks.py", "engine/api.py"),
            "doppelkopf": ("engine/doppelkopf",), "schafkopf": ("engine/schafkopf",)}


def shot(page: Page, name: str) -> None:
    screenshot(page, f"help-{name}")



def refusal_keys(*places: str) -> set[str]:
    """The catalog keys of every refusal the engine code under `places` makes."""
    found: set[str] = set()
    for place in places:
        path = ROOT / place
        for source in [path] if path.is_file() else path.rglob("*.py"):
            found |= {f"refusal.{key}" for key in re.findall(r'refuse\(\s*"(\w+)"', source.read_text())}
    return found


@pytest.fixture
def visit(browser: Browser, server: SiteServer) -> Iterator[Callable[..., Page]]:
    """visit(viewport, language, stored settings or None) -> a page with the app
    booted, in a context whose browser language is `language`."""
    contexts: list[BrowserContext] = []
    errors: list[str] = []

    def open_(viewport: ViewportSize, language: str, stored: dict[str, object] | None) -> Page:
        context = browser.new_context(viewport=viewport, locale=LOCALES[language])
        contexts.append(context)
        if stored is not None:
            store_settings(context, stored)
        return booted_page(context, server.url, errors)

    yield open_
    for context in contexts:
        context.close()
    assert not errors, f"the page went wrong: {errors}"


def help_sections(page: Page) -> dict[str, dict[str, str]]:
    """The help paragraph of each catalog key, per game, as the engine's vocabulary names them."""
    return page.evaluate("""() => import('./ui/vocabulary.js').then((known) =>
      Object.fromEntries(known.vocabulary().games.map((game) => [game.game, game.help])))""")  # type: ignore[no-any-return]


def rules_frame(page: Page) -> Frame:
    """The page inside the open rules dialog, once loaded."""
    expect(page.locator("#dialog-rules")).to_be_visible(timeout=SLOW_MS)
    handle = page.locator("#dialog-rules iframe").element_handle()
    assert handle is not None
    frame = handle.content_frame()
    assert frame is not None
    frame.wait_for_load_state()
    return frame


# -- every key has its paragraph -----------------------------------------------------

@pytest.mark.stub_engine  # layout and words: no Pyodide (stub_engine.py)
def test_every_refusal_and_scoring_item_has_a_paragraph_in_every_language(
        visit: Callable[..., Page]) -> None:
    page = visit(DESKTOP, "en", {"game": "doppelkopf", "level": "easy"})
    sections = help_sections(page)
    catalog = json.loads(CATALOG.read_text(encoding="utf-8"))
    common = refusal_keys(*REFUSALS["common"])
    for game in GAMES:
        assert common | refusal_keys(*REFUSALS[game]) <= set(sections[game]), game
        assert set(sections[game]) <= set(catalog), game
    items = {key for key in catalog if key.startswith("item.") and key != "item.times"}
    assert items <= set(sections["doppelkopf"]) | set(sections["schafkopf"])
    for game in GAMES:
        wanted = sorted(set(sections[game].values()))
        ids = {}
        for language in LANGUAGES:
            found = page.evaluate("""async ([url, wanted]) => {
              const text = await (await fetch(url)).text();
              const doc = new DOMParser().parseFromString(text, "text/html");
              const html = doc.documentElement;
              return {lang: html.lang, dir: html.dir, missing: wanted.filter((id) => !doc.getElementById(id)),
                      ids: [...doc.querySelectorAll("[id]")].map((node) => node.id),
                      inline: doc.querySelectorAll("script, [style], style").length};
            }""", [f"rules/{language}/{game}.html", wanted])
            assert found["missing"] == [], (game, language)
            assert (found["lang"], found["dir"]) == (language, "rtl" if language == "ar" else "ltr")
            assert found["inline"] == 0, "the rules pages carry no script or inline style"
            ids[language] = found["ids"]
        assert ids["en"] == ids["de"] == ids["ar"], f"{game}: the paragraph ids differ between languages"


# -- the help from the table ------------------------------------------------------

def person_to_play(page: Page) -> dict[str, Any]:
    """Takes the person's first choice until he is to play a card."""
    for _ in range(60):
        page.wait_for_function("() => window.stichfest.snapshot().turn !== 'computer'", timeout=60_000)
        snapshot: dict[str, Any] = page.evaluate("window.stichfest.snapshot()")
        view: dict[str, Any] = snapshot["view"]
        if any(action["type"] == "play" for action in view["legal"]):
            return view
        page.evaluate("(action) => window.stichfest.dispatch({type: 'act', action})", view["legal"][0])
        page.wait_for_function("(n) => window.stichfest.snapshot().record.actions.length > n",
                               arg=len(snapshot["record"]["actions"]), timeout=60_000)
    raise AssertionError("the person was never to play a card")


@pytest.mark.parametrize(("language", "viewport", "label"), [
    ("en", DESKTOP, "desktop"), ("de", PHONE, "360"), ("ar", PHONE, "360"), ("ar", DESKTOP, "desktop")])
def test_help_opens_from_the_table_offline_in_the_persons_language(
        visit: Callable[..., Page], server: SiteServer, language: str, viewport: ViewportSize,
        label: str) -> None:
    page = visit(viewport, language, {"game": "doppelkopf", "level": "easy", "language": language})
    expect(page.locator("#dialog-welcome")).to_have_count(0)  # settings are stored: no welcome
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    server.stop()
    page.context.route("**/*", lambda route: route.abort("internetdisconnected"))
    page.context.set_offline(True)

    page.locator(".tool-rules").click()
    frame = rules_frame(page)
    expect(frame.locator("html")).to_have_attribute("lang", language)
    expect(frame.locator("html")).to_have_attribute("dir", "rtl" if language == "ar" else "ltr")
    expect(frame.locator("#following")).to_be_attached()
    shot(page, f"rules-{language}-{label}")
    page.locator("#dialog-rules").get_by_role("button").last.click()
    expect(page.locator("#dialog-rules")).to_be_hidden()

    # A card that is not the person's own is refused; the message links to its rule.
    view = person_to_play(page)
    foreign = next(f"{suit}{rank}" for suit in "CSHD" for rank in ("A", "10", "K", "Q", "J", "9")
                   if f"{suit}{rank}" not in view["hand"])
    page.evaluate("(card) => window.stichfest.dispatch({type: 'act', action: {type: 'play', card}})", foreign)
    why = page.locator(".message .help-link")
    expect(why).to_be_visible(timeout=SLOW_MS)
    why.scroll_into_view_if_needed()
    shot(page, f"refusal-{language}-{label}")
    why.click()
    frame = rules_frame(page)
    assert frame.url.endswith("/doppelkopf.html#following") and f"/rules/{language}/" in frame.url
    expect(frame.locator("#following")).to_be_in_viewport()
    shot(page, f"refusal-rule-{language}-{label}")
    if language == "ar" and label == "360":
        assert_accessible(page, "the rules dialog (RTL)")


# -- the welcome ------------------------------------------------------------------

def test_a_first_visit_starts_on_the_welcome_and_a_reload_resumes(visit: Callable[..., Page]) -> None:
    page = visit(PHONE, "de", None)
    welcome = page.locator("#dialog-welcome")
    expect(welcome).to_be_visible(timeout=SLOW_MS)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(welcome.locator("h2")).to_have_text("Willkommen bei Stichfest")
    shot(page, "welcome-de-360")
    assert_accessible(page, "the welcome")
    page.reload()  # the default deal behind it is saved, yet the welcome is still due
    wait_ready(page)
    expect(welcome).to_be_visible(timeout=SLOW_MS)
    welcome.get_by_label("Schafkopf").check()
    expect(welcome.locator("#welcome-variant-points")).to_be_attached()
    welcome.locator("#welcome-variant-points").check()
    shot(page, "welcome-de-360-schafkopf")
    welcome.get_by_role("button", name="Spielen").click()
    expect(welcome).to_be_hidden()
    page.wait_for_function("() => window.stichfest.snapshot().view.game === 'schafkopf'")
    started = page.evaluate("window.stichfest.snapshot()")
    assert started["settings"]["rules"]["profile"] == "points"
    assert started["settings"]["language"] == "de"

    page.reload()
    resumed = wait_ready(page)
    expect(page.locator("#dialog-welcome")).to_have_count(0)
    assert resumed["record"]["hands"] == started["record"]["hands"]
    assert resumed["view"]["game"] == "schafkopf"


@pytest.mark.stub_engine  # layout and words: no Pyodide (stub_engine.py)
@pytest.mark.parametrize(("language", "viewport", "label"),
                         [("ar", PHONE, "360"), ("en", DESKTOP, "desktop")])
def test_the_welcome_speaks_the_browsers_language(
        visit: Callable[..., Page], language: str, viewport: ViewportSize, label: str) -> None:
    page = visit(viewport, language, None)
    welcome = page.locator("#dialog-welcome")
    expect(welcome).to_be_visible(timeout=SLOW_MS)
    expect(page.locator("html")).to_have_attribute("dir", "rtl" if language == "ar" else "ltr")
    expect(welcome.locator(f"#welcome-language-{language}")).to_be_checked()
    shot(page, f"welcome-{language}-{label}")
    welcome.locator(".dialog-footer button").first.click()  # the rules, over the welcome
    frame = rules_frame(page)
    expect(frame.locator("html")).to_have_attribute("lang", language)
    shot(page, f"welcome-rules-{language}-{label}")
