"""The table in motion and large cards that fit (docs/ui.md): every screen
with large cards on a phone upright and sideways and on a desktop, with no
scrolling, every playable card in view and no word broken; reduced motion
moves nothing; sounds stay off until chosen; the pace setting sets the
computer players' pace; Arabic shows one numeral system; a card's button
name carries the index it shows. Screenshots land in test-artifacts/."""

from __future__ import annotations

import itertools
import json
import re
import statistics
from collections.abc import Callable

import pytest
import test_table_play
from axe_playwright_python.sync_playwright import Axe
from e2e_harness import screenshot
from playwright.sync_api import Page
from test_table_play import NEXT_STEP

# Layout and words: the page needs no Pyodide (stub_engine.py).
pytestmark = pytest.mark.stub_engine

table = test_table_play.table  # the fixture: open(viewport, settings) -> a page with the app up
UPRIGHT = {"width": 360, "height": 740}
SIDEWAYS = {"width": 740, "height": 360}
DESKTOP = {"width": 1280, "height": 800}
STEP_TIMEOUT_MS = 120_000
ARABIC_INDIC = re.compile("[\u0660-\u0669\u06f0-\u06f9]")

# Taps the finished trick away (a trick that cleared meanwhile is gone already).
CLEAR = "document.querySelector('#app .tool-clear-trick:not([hidden])')?.click()"

# How the page fits its viewport: scrolling, playable cards out of view, and
# words that a line break cut in two ("Gegenspi|eler").
FIT = """() => {
  const root = document.documentElement;
  const inView = (box) => box.left >= 0 && box.top >= 0
    && box.right <= innerWidth + 0.5 && box.bottom <= innerHeight + 0.5;
  const outside = [...document.querySelectorAll(".hand .card.legal .card-svg")]
    .filter((svg) => !inView(svg.getBoundingClientRect())).map((svg) => svg.closest(".card").dataset.card);
  const broken = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !parent.checkVisibility()) continue;
    if (parent.closest("svg, .visually-hidden, dialog:not([open])")) continue;
    if (document.querySelector("dialog[open]") && !parent.closest("dialog[open]")) continue;
    for (const word of node.textContent.matchAll(/[\\p{L}\\p{N}]{2,}/gu)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
      if (boxes.some((box) => Math.abs(box.top - boxes[0].top) > box.height / 2)) broken.push(word[0]);
    }
  }
  const felt = document.querySelector("#app .felt")?.getBoundingClientRect();
  const spills = felt ? [...document.querySelectorAll("#app .felt > .seat")].filter((seat) => {
    const box = seat.getBoundingClientRect();
    return box.top < felt.top - 1 || box.bottom > felt.bottom + 1;
  }).map((seat) => seat.className) : [];
  const dialog = document.querySelector("dialog[open]");
  return {
    spills,
    scrolls: root.scrollHeight > innerHeight || root.scrollWidth > innerWidth,
    outside, broken,
    dialogOutside: dialog ? !inView(dialog.getBoundingClientRect()) : false,
  };
}"""

# Where a trick's "leads"/"wins" marker overlaps another card's index or the
# "tap to clear" line.
COVERED = """() => {
  const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const clear = document.querySelector("#app .tool-clear-trick:not([hidden])");
  const line = document.createRange();
  if (clear) line.selectNodeContents(clear);
  const hits = [];
  for (const marker of document.querySelectorAll("#app .trick-marker")) {
    const box = marker.getBoundingClientRect();
    const others = [...document.querySelectorAll("#app .trick-card")]
      .filter((slot) => !slot.contains(marker));
    for (const index of others.flatMap((slot) => [...slot.querySelectorAll(".card-index")])) {
      const said = `${marker.textContent} covers ${index.textContent}`;
      if (meet(box, index.getBoundingClientRect())) hits.push(said);
    }
    const onLine = clear && meet(box, line.getBoundingClientRect());
    if (onLine) hits.push(`${marker.textContent} covers the tap line`);
  }
  return hits;
}"""

# The visible text of the table and any open dialog.
SHOWN_TEXT = """() => [document.querySelector("#app"), ...document.querySelectorAll("dialog[open]")]
  .map((node) => node.innerText).join("\\n")"""


def settings(language: str, seed: int, **extra: object) -> dict[str, object]:
    return {"game": "doppelkopf", "language": language, "level": "easy", "seed": seed,
            "trickClear": "tap", "largeCards": True, **extra}


def shot(page: Page, name: str) -> None:
    screenshot(page, f"motion-{name}")


def next_step(page: Page) -> str:
    return page.wait_for_function(NEXT_STEP, timeout=STEP_TIMEOUT_MS).json_value()  # type: ignore[no-any-return]


def settle(page: Page) -> None:
    """Waits until nothing on the table moves."""
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")


def assert_fits(page: Page, where: str) -> None:
    settle(page)
    fit = page.evaluate(FIT)
    assert not fit["scrolls"], f"{where}: the page scrolls"
    assert not fit["outside"], f"{where}: playable cards out of view: {fit['outside']}"
    assert not fit["broken"], f"{where}: words broken across lines: {fit['broken']}"
    assert not fit["spills"], f"{where}: seats reach beyond the felt: {fit['spills']}"
    assert not fit["dialogOutside"], f"{where}: the dialog leaves the screen"


def assert_one_numeral_system(page: Page, where: str) -> None:
    text = page.evaluate(SHOWN_TEXT)
    assert not ARABIC_INDIC.search(text), f"{where}: Arabic-Indic digits beside Western ones: {text!r}"


def look_at(page: Page, name: str, language: str) -> None:
    """Screenshot, fit and (in Arabic) numerals of what is on screen now."""
    settle(page)
    shot(page, name)
    assert_fits(page, name)
    if language == "ar":
        assert_one_numeral_system(page, name)


def dialog_screens(page: Page, name: str, language: str) -> None:
    """Each dialog of the menu and the toolbar, looked at and closed again."""
    for tool in ("new-game", "settings", "history", "scores", "last-trick"):
        button = page.locator(f".tool-{tool}")
        if not button.count() or button.is_disabled():
            continue
        button.click()
        page.locator("dialog[open]").wait_for()
        look_at(page, f"{name}-{tool}", language)
        page.keyboard.press("Escape")
        page.locator("dialog[open]").wait_for(state="detached")


VIEWPORTS = {"upright": UPRIGHT, "sideways": SIDEWAYS, "desktop": DESKTOP}
# Each viewport plays one whole deal (every screen); the other languages look at the table.
WHOLE_DEAL = {("en", "upright"), ("de", "sideways"), ("ar", "desktop")}


@pytest.mark.parametrize("language", ["en", "de", "ar"])
@pytest.mark.parametrize("where", list(VIEWPORTS))
def test_large_cards_fit_every_screen(table: Callable[..., Page], language: str, where: str) -> None:
    viewport = VIEWPORTS[where]
    page = table(viewport, settings(language, 5))
    name = f"{language}-{where}"
    played = 0
    while (step := next_step(page)) != "over":
        if step == "clear":
            if played == 1:
                look_at(page, f"{name}-trick", language)
                assert not page.evaluate(COVERED), page.evaluate(COVERED)
            page.evaluate(CLEAR)
        elif step == "choice":
            look_at(page, f"{name}-choice", language)
            page.locator(".actions .choice").first.click()
        else:
            if played == 0:
                look_at(page, f"{name}-table", language)
                if (language, where) not in WHOLE_DEAL:
                    return
                page.locator(".tool-hint").click()
                page.locator(".message").wait_for()
                look_at(page, f"{name}-hint", language)
            if played == 2:
                dialog_screens(page, name, language)
            page.locator(".hand .card.legal").first.click()
            played += 1
    look_at(page, f"{name}-result", language)
    page.keyboard.press("Escape")
    page.locator(".tool-scores").click()
    look_at(page, f"{name}-scores", language)


ANIMATION_PROBE = """() => {
window.__moves = 0;
const probe = () => {
  window.__moves = Math.max(window.__moves, document.getAnimations()
    .filter((a) => a.effect?.target?.closest?.("#app, .motion-layer")).length);
  requestAnimationFrame(probe);
};
requestAnimationFrame(probe);
}"""


def play_one_trick(page: Page) -> None:
    """Plays cards until a trick is complete and gathered again."""
    while (step := next_step(page)) != "clear":
        if step == "choice":
            page.locator(".actions .choice").first.click()
        else:
            page.locator(".hand .card.legal").first.click()
    page.evaluate(CLEAR)
    page.wait_for_timeout(600)


@pytest.mark.parametrize("reduced", [True, False], ids=["reduced", "full"])
def test_reduced_motion_moves_nothing(table: Callable[..., Page], reduced: bool) -> None:
    page = table(UPRIGHT, settings("en", 7))
    page.emulate_media(reduced_motion="reduce" if reduced else "no-preference")
    settle(page)  # the deal came in before the preference was set
    page.evaluate(ANIMATION_PROBE)
    play_one_trick(page)
    moves = page.evaluate("window.__moves")
    if reduced:
        assert moves == 0, f"{moves} animations ran although the person asked for reduced motion"
    else:
        assert moves >= 4, f"the deal and the trick should move, {moves} animations ran"
        assert page.locator(".motion-layer").count() == 1


AUDIO_PROBE = """() => {
window.__audio = {contexts: 0, sounds: 0};
const Original = window.AudioContext;
window.AudioContext = class extends Original {
  constructor(...args) { super(...args); window.__audio.contexts += 1; }
};
const start = AudioScheduledSourceNode.prototype.start;
AudioScheduledSourceNode.prototype.start = function (...args) {
  window.__audio.sounds += 1;
  return start.apply(this, args);
};
}"""


def test_sounds_are_off_by_default_and_play_once_chosen(table: Callable[..., Page]) -> None:
    page = table(UPRIGHT, settings("en", 7))
    page.evaluate(AUDIO_PROBE)
    play_one_trick(page)
    assert page.evaluate("window.__audio") == {"contexts": 0, "sounds": 0}
    page.locator(".tool-settings").click()
    dialog = page.locator("#dialog-settings")
    sound = dialog.get_by_label("Sounds")
    assert not sound.is_checked()
    sound.check()
    page.keyboard.press("Escape")
    assert json.loads(page.evaluate("localStorage.getItem('stichfest.settings')"))["sound"] is True
    play_one_trick(page)
    audio = page.evaluate("window.__audio")
    assert audio["contexts"] == 1 and audio["sounds"] >= 4, audio


# Logs when each action of the deal arrives, for the computer players' pace.
PACE_PROBE = """() => {
window.__arrivals = [];
const watch = () => {
  const snapshot = window.stichfest?.snapshot();
  const count = snapshot?.record?.actions?.length ?? 0;
  const last = window.__arrivals.at(-1);
  if (snapshot && (!last || last.count !== count)) {
    window.__arrivals.push({count, at: performance.now(), computer: snapshot.turn === "computer"});
  }
  requestAnimationFrame(watch);
};
requestAnimationFrame(watch);
}"""


TRICK_WAIT_MS = 3000  # a longer gap waited for a finished trick to be cleared


def computer_gaps(page: Page) -> list[float]:
    """The time between consecutive computer actions so far (after one by a computer)."""
    arrivals = page.evaluate("window.__arrivals")
    page.evaluate("window.__arrivals = []")
    return [b["at"] - a["at"] for a, b in itertools.pairwise(arrivals)
            if a["computer"] and b["count"] == a["count"] + 1 and b["at"] - a["at"] < TRICK_WAIT_MS]


def test_the_pace_setting_sets_the_computer_players_pace(table: Callable[..., Page]) -> None:
    page = table(DESKTOP, settings("en", 7, largeCards=False, pace="slow"))
    page.evaluate("window.stichfest.delay = null")  # the default: the setting decides
    page.evaluate(PACE_PROBE)
    play_one_trick(page)
    slow = computer_gaps(page)
    assert_fits(page, "the desktop with normal cards")
    page.locator(".tool-settings").click()
    page.locator("#dialog-settings").get_by_label("quickly").check()
    page.keyboard.press("Escape")
    play_one_trick(page)
    fast = computer_gaps(page)
    assert len(slow) >= 3 and len(fast) >= 3, (slow, fast)
    # slow waits 900 ms and fast 150 ms before each action; the engine's own time comes on top
    assert statistics.median(slow) >= 850, slow
    assert statistics.median(slow) - statistics.median(fast) >= 500, (slow, fast)
    # The test handle still overrides the setting.
    page.evaluate("window.stichfest.delay = 1200")
    play_one_trick(page)
    held = computer_gaps(page)
    assert held and min(held) >= 1150, held


def test_a_card_buttons_name_carries_the_index_it_shows(table: Callable[..., Page]) -> None:
    page = table(UPRIGHT, settings("de", 5))
    next_step(page)
    settle(page)
    cards = page.evaluate("""() => [...document.querySelectorAll('.hand .card')].map((card) => ({
      name: card.getAttribute('aria-label'), index: card.querySelector('.card-index')?.textContent }))""")
    assert cards
    for card in cards:
        assert card["index"] and card["name"].startswith(card["index"]), card
    # The whole table, the hand included, passes axe's check of names against visible text.
    results = Axe().run(page, options={
        "runOnly": {"type": "rule", "values": ["label-content-name-mismatch"]}})
    assert results.violations_count == 0, results.generate_report()
