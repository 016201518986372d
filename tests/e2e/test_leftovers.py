"""Three things a player or a site's owner ran into: the top bar's marks on a
phone held sideways fit their bar in English, German and Arabic instead of
scrolling out of sight; the embed names the parameters it ignored, in the
console and to its host page; and a history the browser will not let be read
says so, instead of saying it could not be saved.

The table starts from a save made in CPython (explain_deals.py).
Screenshots: test-artifacts/leftovers-*.png.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from e2e_harness import catalog, screenshot
from explain_deals import Snapshot, find, run, settings
from playwright.sync_api import ConsoleMessage, Page, expect
from test_embed import by_iframe, by_script, embedded, foreign_requests, heard, host, origin  # noqa: F401  (the host page's fixtures)

SIDEWAYS = [{"width": 740, "height": 360}, {"width": 844, "height": 390}]
PHONE = {"width": 360, "height": 740}

# The longest marks a Doppelkopf table shows: a tournament round with every
# Pflichtsolo still owed, the Schweinchen rule and the longest Dulle rule.
LONG_MARKS_RULES = {"preset": "schweinchen", "dulleRule": "secondWinsExceptLast"}


def announced_everything(language: str) -> Snapshot:
    """A normal game of the Schweinchen preset, the person's turn to play, after Re,
    Kontra and at least two of "no 90", "no 60", ... were said."""
    def announce(snapshot: Snapshot) -> dict[str, Any] | None:
        return next((a for a in snapshot["view"]["legal"] if a["type"] == "announce"), None)

    def stop(snapshot: Snapshot) -> bool:
        view = snapshot["view"]
        said = [a["value"] for a in view["announcements"]]
        return (snapshot["turn"] == "person" and view["phase"] == "play" and len(said) >= 4
                and {"re", "kontra"} <= set(said) and view["contract"]["type"] == "normal")

    def make(seed: int) -> Snapshot | None:
        setup = settings("doppelkopf", language, seed, rules=LONG_MARKS_RULES, dkPreset="schweinchen")
        snapshot = run(setup, announce, stop=stop)
        return snapshot if snapshot["turn"] != "over" else None
    return find(make)


# Every element of the top bar whose content is wider or taller than its own
# box (cut off or scrolled), any that pokes out of the bar or the window, and
# any line of words that runs under the menu's buttons.
SPILLS = """() => {
  const bar = document.querySelector(".topbar");
  const outer = bar.getBoundingClientRect();
  const name = (node) => `${node.tagName.toLowerCase()}.${node.className}: ${node.textContent.slice(0, 60)}`;
  const spills = [];
  const shown = [bar, ...bar.querySelectorAll("*")]
    .filter((node) => !node.closest(".visually-hidden") && node.getClientRects().length);
  for (const node of shown) {
    const cut = node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1;
    if (cut) spills.push(`overflows: ${name(node)}`);
    const box = node.getBoundingClientRect();
    const out = box.left < outer.left - 1 || box.right > outer.right + 1;
    if (out) spills.push(`outside the bar: ${name(node)}`);
  }
  if (outer.left < -1 || outer.right > innerWidth + 1) spills.push("the bar is wider than the window");
  const menu = bar.querySelector(".menu").getBoundingClientRect();
  const covers = (line) => line.left < menu.right - 1 && menu.left < line.right - 1
    && line.top < menu.bottom - 1 && menu.top < line.bottom - 1;
  for (const node of bar.querySelectorAll(".contract, .status, .marks li")) {
    if ([...node.getClientRects()].some(covers)) spills.push(`under the menu: ${name(node)}`);
  }
  return spills;
}"""


@pytest.mark.stub_engine  # layout and words: no Pyodide (stub_engine.py)
@pytest.mark.parametrize("language, large", [("en", False), ("de", False), ("ar", False), ("de", True)])
def test_the_marks_fit_the_top_bar_on_a_phone_held_sideways(
        resumed: Callable[[dict[str, int], Snapshot], Page], language: str, large: bool) -> None:
    snapshot = announced_everything(language)
    snapshot = {**snapshot, "settings": {**snapshot["settings"], "largeCards": large}}
    page = resumed(SIDEWAYS[0], snapshot)
    marks = page.locator(".topbar .marks li")
    expect(marks).to_have_count(4)  # the round, the debts, the Schweinchen, the Dulle
    expected = [text.strip() for text in marks.all_text_contents()]
    for viewport in SIDEWAYS:
        page.set_viewport_size(viewport)  # type: ignore[arg-type]
        page.wait_for_timeout(300)
        cards = "-large" if large else ""
        screenshot(page, f"leftovers-marks-{language}{cards}-{viewport['width']}x{viewport['height']}")
        assert page.evaluate(SPILLS) == [], f"{language} {viewport}"
        assert [text.strip() for text in marks.all_text_contents()] == expected  # every word still there
        for mark in marks.all():
            assert mark.is_visible()


def test_the_embed_names_what_it_ignored_in_the_console_and_to_its_host(
        page: Page, server: object, host: object) -> None:  # noqa: F811
    page.set_viewport_size(PHONE)
    warnings: list[str] = []

    def listen(message: ConsoleMessage) -> None:
        if message.type == "warning":
            warnings.append(message.text)
    page.on("console", listen)
    page.goto(by_iframe(server, host, game="doppelkopf", levle="strong", deck="xyz", lang="en",  # type: ignore[arg-type]
                        origin=origin(host)))  # type: ignore[arg-type]
    frame = embedded(page)
    ready = heard(page, "ready")[0]["data"]
    assert ready["ignored"] == [
        {"name": "levle", "value": "strong", "reason": "unknown"},
        {"name": "deck", "value": "xyz", "reason": "unusable", "used": "french"},
    ]
    assert (ready["game"], ready["deck"], ready["lang"]) == ("doppelkopf", "french", "en")
    assert any("levle=\"strong\"" in warning and "not known" in warning for warning in warnings), warnings
    assert frame.evaluate("window.stichfest.snapshot().settings.level") == "normal"
    screenshot(page, "leftovers-embed-ignored-en-phone")


def test_an_embed_by_script_passes_a_misspelt_attribute_on_to_be_named(
        page: Page, server: object, host: object) -> None:  # noqa: F811
    page.set_viewport_size(PHONE)
    page.goto(by_script(server, host, game="schafkopf", levle="strong", lang="de", title="Schafkopf"))  # type: ignore[arg-type]
    embedded(page)
    ready = heard(page, "ready")[0]["data"]
    assert ready["ignored"] == [{"name": "levle", "value": "strong", "reason": "unknown"}]
    assert page.locator("iframe.stichfest-embed").get_attribute("title") == "Schafkopf"


def test_a_flood_of_unknown_parameters_is_named_in_short(
        page: Page, server: object, host: object) -> None:  # noqa: F811
    page.set_viewport_size(PHONE)
    flood = {f"x{n}": "v" * 1000 for n in range(30)}
    page.goto(by_iframe(server, host, game="schafkopf", lang="en", origin=origin(host), **flood))  # type: ignore[arg-type]
    embedded(page)
    ignored = heard(page, "ready")[0]["data"]["ignored"]
    assert [item["name"] for item in ignored] == [f"x{n}" for n in range(10)]
    assert all(item["value"] == "v" * 100 + "…" for item in ignored)


def test_a_flood_of_language_requests_costs_the_frame_one_change(
        page: Page, server: object, host: object) -> None:  # noqa: F811
    page.set_viewport_size(PHONE)
    page.goto(by_iframe(server, host, game="doppelkopf", lang="en", origin=origin(host)))  # type: ignore[arg-type]
    frame = embedded(page)
    frame.evaluate("""() => {
        window.languageChanges = 0;
        new MutationObserver((changes) => { window.languageChanges += changes.length; })
            .observe(document.documentElement, {attributeFilter: ['lang']});
    }""")
    started = page.evaluate("""(o) => {
        const target = document.querySelector('iframe').contentWindow;
        const started = performance.now();
        for (let n = 0; n < 20000; n++) {
            target.postMessage({type: 'stichfest:set-language', lang: ['ar', 'de', 'en'][n % 3]}, o);
        }
        target.postMessage({type: 'stichfest:set-language', lang: 'ar'}, o);
        return started;
    }""", origin(server))  # type: ignore[arg-type]
    frame.wait_for_function("() => document.documentElement.dir === 'rtl'", timeout=30_000)
    took = page.evaluate("(started) => performance.now() - started", started)
    page.wait_for_timeout(500)
    changes = frame.evaluate("window.languageChanges")
    assert 1 <= changes <= 3, changes  # at most a change a frame while the requests arrive
    print(f"20,001 language requests: {changes} change(s), settled in {took:.0f} ms")


def test_a_ready_with_every_parameter_used_names_nothing_ignored(
        page: Page, server: object, host: object) -> None:  # noqa: F811
    page.set_viewport_size(PHONE)
    page.goto(by_iframe(server, host, game="schafkopf", lang="en", level="easy"))  # type: ignore[arg-type]
    embedded(page)
    assert "ignored" not in heard(page, "ready")[0]["data"]


# indexedDB.open throws, as in a browser that blocks the storage.
BLOCKED_DATABASE = """IDBFactory.prototype.open = function () {
  throw new DOMException('The user denied permission to access the database.', 'SecurityError');
};"""


@pytest.mark.parametrize("language", ["en", "de", "ar"])
def test_a_history_the_browser_will_not_let_be_read_says_so(
        resumed: Callable[[dict[str, int], Snapshot], Page], language: str) -> None:
    snapshot = run(settings("schafkopf", language, 3), lambda _: None, deals=2,
                   stop=lambda s: s["session"]["deal"] == 2 and s["turn"] == "person")
    page = resumed(PHONE, snapshot)
    page.context.add_init_script(BLOCKED_DATABASE)
    page.reload()
    page.wait_for_function("() => window.stichfest?.snapshot()", timeout=60_000)
    text = catalog(language)
    page.locator(".tool-scores").click()
    page.locator("#dialog-scores .open-history").click()
    history = page.locator("#dialog-history")
    said = history.locator(".kept-unavailable")
    expect(said).to_have_text(f"{text['historyRead.blocked']} {text['historyRead.gameSaved']}")
    expect(history).not_to_contain_text(str(text["notice.historyFailed"]))
    assert page.evaluate("localStorage.getItem('stichfest.save') !== null")  # the game in play is saved
    screenshot(page, f"leftovers-history-blocked-{language}-phone")
    history.locator(".dialog-footer button").first.click()
    expect(page.locator("#dialog-statistics .kept-unavailable")).to_have_text(
        f"{text['historyRead.blocked']} {text['historyRead.gameSaved']}")
