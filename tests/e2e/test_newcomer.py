"""What a newcomer ran into over 31 deals on a phone upright and sideways and
on a desktop, in English, German and Arabic: the person's own verb forms, the
score sheet's headings, lists in the language's list format, the hint's
reason, the table on a short phone with everything showing at once, the
statistics' labels, the welcome on a phone, the trick sideways, Cancel in the
new-game dialog, one count of deals, and the result's links, money and a
shared deal's seat.

The tables start from saves made in CPython (explain_deals.py).
Screenshots: test-artifacts/newcomer-*.png.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from e2e_harness import SETTLED, catalog, screenshot
from explain_deals import Snapshot, failed_no90, find, run, settings
from playwright.sync_api import Browser, Page, expect
from test_review_share import deal_code, phone  # noqa: F401  (the phone fixture)

# Layout and words: the page needs no Pyodide (stub_engine.py).
pytestmark = pytest.mark.stub_engine

PHONE = {"width": 360, "height": 740}
SHORT_PHONE = {"width": 360, "height": 640}
SIDEWAYS = {"width": 740, "height": 360}
LONG_MARKS_RULES = {"preset": "schweinchen", "dulleRule": "secondWinsExceptLast"}


def crowded_table(language: str) -> Snapshot:
    """The most a Doppelkopf table shows at once: the person's turn in the first
    trick after another seat's card (a status of two parts), announcements
    open, the longest marks (every Pflichtsolo owed, the Schweinchen, the
    longest Dulle rule), with large cards."""
    def stop(snapshot: Snapshot) -> bool:
        view = snapshot["view"]
        played = bool((view["trick"] or {}).get("cards"))
        announcements = sum(a["type"] == "announce" for a in view["legal"])
        return (snapshot["turn"] == "person" and view["phase"] == "play" and played
                and announcements >= 4 and view["contract"]["type"] == "normal")

    def make(seed: int) -> Snapshot | None:
        setup = settings("doppelkopf", language, seed, rules=LONG_MARKS_RULES, dkPreset="schweinchen",
                         largeCards=True)
        snapshot = run(setup, lambda _: None, stop=stop)
        return snapshot if snapshot["turn"] != "over" else None
    return find(make)


# Every pair of the table's parts that overlap (a hint lies over the felt by
# design, so it is left out), and any playable card out of the window.
OVERLAPS = """() => {
  const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const parts = [".topbar", ".felt", ".actions:not([hidden])", ".hand", ".toolbar"]
    .map((q) => [q, document.querySelector(`#app ${q}`)]).filter(([, n]) => n);
  const hits = [];
  for (let i = 0; i < parts.length; i += 1) {
    for (let j = i + 1; j < parts.length; j += 1) {
      const [[one, a], [other, b]] = [parts[i], parts[j]];
      if (meet(a.getBoundingClientRect(), b.getBoundingClientRect())) hits.push(`${one} / ${other}`);
    }
  }
  const toolbar = document.querySelector("#app .toolbar").getBoundingClientRect();
  for (const card of document.querySelectorAll("#app .hand .card")) {
    const box = card.getBoundingClientRect();
    if (meet(box, toolbar)) hits.push(`a card over the toolbar`);
    if (box.bottom > innerHeight + 1 || box.top < 0) hits.push("a card out of the window");
  }
  const seats = [...document.querySelectorAll("#app .felt .seat")].map((s) => s.getBoundingClientRect());
  const felt = document.querySelector("#app .felt").getBoundingClientRect();
  if (seats.some((s) => s.bottom > felt.bottom + 1)) hits.push("a seat out of the felt");
  if (document.documentElement.scrollHeight > innerHeight + 1) hits.push("the page scrolls");
  return hits;
}"""

# The trick's cards (width) and any "leads"/"wins" label lying over its own
# card, over an index or over more than a tenth of another card.
TRICK = """() => {
  const overlap = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
    * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const slots = [...document.querySelectorAll("#app .felt .trick-card")];
  const box = (node) => node.getBoundingClientRect();
  const cards = slots.map((slot) => box(slot.querySelector(".card-svg")));
  let hidden = 0;
  for (const slot of slots) {
    const label = slot.querySelector(".trick-marker");
    if (!label) continue;
    const at = box(label);
    hidden += slots.filter((other, i) => {
      const card = cards[i];
      if (other === slot) return overlap(at, card) > 1;
      const index = [...other.querySelectorAll(".card-index")].some((x) => overlap(at, box(x)) > 1);
      return index || overlap(at, card) > card.width * card.height / 10;
    }).length;
  }
  return {widths: cards.map((c) => Math.round(c.width)), hidden,
          labels: document.querySelectorAll("#app .felt .trick-marker").length};
}"""


@pytest.mark.parametrize("language", ["en", "de", "ar"])
def test_a_crowded_table_overlaps_nothing_on_a_short_phone_and_sideways(
        resumed: Callable[[dict[str, int], Snapshot], Page], language: str) -> None:
    page = resumed(PHONE, crowded_table(language))
    more = page.locator(".actions .choice:not(.choice-announce)")
    expect(more).to_have_text(catalog(language)["ui.announceMore"])
    page.evaluate("window.stichfest.dispatch({type: 'more', value: true})")  # every announcement shown
    expect(page.locator(".choice-announce")).to_have_count(
        sum(a["type"] == "announce" for a in page.evaluate("window.stichfest.snapshot().view.legal")))
    page.locator(".tool-hint").click(timeout=10_000)  # the hand lies over no button of the toolbar
    expect(page.locator(".message[data-kind='hint']")).to_be_visible(timeout=60_000)
    status = page.locator(".topbar .status")
    assert status.evaluate("(s) => s.getClientRects().length && s.offsetHeight") > 0
    for viewport, name in ((PHONE, "360x740"), (SHORT_PHONE, "360x640")):
        page.set_viewport_size(viewport)  # type: ignore[arg-type]
        page.wait_for_timeout(300)
        page.evaluate(SETTLED)
        screenshot(page, f"newcomer-crowded-{language}-{name}")
        assert page.evaluate(OVERLAPS) == [], f"{language} {name}"
    if language == "en":  # the hint's sentences each end in a full stop
        hint = page.locator(".message").inner_text()
        sentences = r"Suggestion: [^.]+\. [A-Z].*\. Estimated chance to win the deal: \d+%\.$"
        assert re.match(sentences, hint), hint
    page.set_viewport_size(SIDEWAYS)  # type: ignore[arg-type]
    page.wait_for_timeout(300)
    page.evaluate(SETTLED)
    screenshot(page, f"newcomer-trick-{language}-740x360")
    trick = page.evaluate(TRICK)
    assert trick["labels"] >= 1 and trick["hidden"] == 0, trick
    assert min(trick["widths"]) >= 44, trick  # a readable card, not a 33-pixel stamp


def test_german_and_arabic_speak_to_the_person_and_list_as_their_language_does(
        resumed: Callable[[dict[str, int], Snapshot], Page]) -> None:
    page = resumed(PHONE, failed_no90("de"))
    said = page.evaluate("""async () => {
      const i18n = await import("./i18n/i18n.js");
      const labels = await import("./ui/labels.js");
      const view = window.stichfest.snapshot().view;
      const out = {};
      for (const language of ["de", "ar"]) {
        await i18n.setLanguage(language);
        out[language] = {won: labels.seatSentence(view, 0, "review.won", {points: "9"}),
                         other: labels.seatSentence(view, 1, "review.won", {points: "9"}),
                         list: i18n.formatList([0, 1, 2, 3].map((s) => labels.seatName(view, s)))};
      }
      await i18n.setLanguage("de");
      return out;
    }""")
    assert said["de"]["won"].startswith("Du hast den Stich gemacht")
    assert said["de"]["other"].startswith("Anna hat den Stich gemacht")
    assert said["ar"]["won"].startswith("أخذتَ الأكلة")
    assert "،" in said["ar"]["list"] and "," not in said["ar"]["list"]
    # no German sentence puts "Du" before a verb of the third person
    for key, text in catalog("de").items():
        words = json.dumps(text, ensure_ascii=False)
        assert not re.search(r"\bDu (hat|ist|muss|spielt|bekommt)\b", words), key


def test_the_german_score_sheet_and_statistics_head_each_column_once(
        resumed: Callable[[dict[str, int], Snapshot], Page]) -> None:
    page = resumed(PHONE, failed_no90("de"))
    page.evaluate("window.stichfest.dispatch({type: 'next-deal'})")
    page.wait_for_function("() => window.stichfest.snapshot().session.sheet.length === 1")
    page.evaluate("window.stichfest.dispatch({type: 'open', dialog: 'scores'})")
    sheet = page.locator("#dialog-scores")
    heads = sheet.locator("thead th").all_text_contents()
    assert len(heads) == len(set(heads)), heads
    assert sheet.locator("caption").inner_text() != sheet.locator("h2").inner_text()
    screenshot(page, "newcomer-sheet-de-360")
    sheet.locator(".open-history").click()
    page.locator("#dialog-history").get_by_role("button", name="Statistik").click()
    stats = page.locator("#dialog-statistics")
    expect(stats.locator(".win-chart-label").first).to_be_visible(timeout=30_000)
    shown = stats.inner_text()
    heading = stats.locator("h3").first.inner_text()
    assert shown.count(heading) == 1, shown
    # every label of the chart is read whole: nothing cut or hidden
    cut = stats.locator(".win-chart-label").evaluate_all(
        "(labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1"
        " || l.scrollHeight > l.clientHeight + 1)"
        ".map((l) => l.textContent)")
    assert cut == []
    page.set_viewport_size({"width": 320, "height": 640})
    stats.locator(".win-chart").scroll_into_view_if_needed()
    screenshot(page, "newcomer-statistics-de-320")
    boxes = stats.locator(".win-chart-label").evaluate_all(
        "(labels) => labels.map((l) => { const r = document.createRange(); r.selectNodeContents(l);"
        " const t = r.getBoundingClientRect(), b = l.closest('dialog').getBoundingClientRect();"
        " return t.left >= b.left - 1 && t.right <= b.right + 1; })")
    assert all(boxes)


@pytest.mark.parametrize("locale", ["en-GB", "de-DE", "ar-EG"])
def test_the_welcome_shows_every_choice_on_a_phone(browser: Browser, server: Any, locale: str) -> None:
    context = browser.new_context(viewport=PHONE, locale=locale)  # the welcome speaks the browser's language
    try:
        page = context.new_page()
        page.goto(server.url)
        welcome = page.locator("#dialog-welcome")
        expect(welcome).to_be_visible(timeout=60_000)
        page.wait_for_timeout(300)
        screenshot(page, f"newcomer-welcome-{locale[:2]}-360x740")
        # every choice lies in the part of the dialog's body in view
        hidden = welcome.locator("input[type=radio]").evaluate_all("""(all) => {
          const body = document.querySelector("#dialog-welcome .dialog-body").getBoundingClientRect();
          return all.map((input) => [input.value, input.parentElement.getBoundingClientRect()])
            .filter(([, box]) => box.top < body.top - 1 || box.bottom > body.bottom + 1)
            .map(([value]) => value);
        }""")
        assert hidden == []
        assert welcome.locator("input[type=radio]").count() == 8
        play = welcome.locator(".dialog-footer .primary")
        assert play.bounding_box()["y"] + play.bounding_box()["height"] <= PHONE["height"]  # type: ignore[index]
    finally:
        context.close()


def test_cancel_in_the_new_game_dialog_changes_nothing(
        resumed: Callable[[dict[str, int], Snapshot], Page]) -> None:
    page = resumed(PHONE, failed_no90("en"))
    page.keyboard.press("Escape")
    stored = page.evaluate("localStorage.getItem('stichfest.settings')")
    page.get_by_role("button", name="New game").click()
    dialog = page.locator("#dialog-new-game")
    dialog.get_by_label("Deutsch").check()
    dialog.get_by_label("Strong").check()
    dialog.get_by_role("button", name="Cancel").click()
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.evaluate("localStorage.getItem('stichfest.settings')") == stored
    page.get_by_role("button", name="New game").click()
    expect(dialog.get_by_label("Easy")).to_be_checked()  # the level in play, not the cancelled choice
    dialog.get_by_label("Strong").check()
    page.keyboard.press("Escape")
    assert json.loads(page.evaluate("localStorage.getItem('stichfest.settings')")) == json.loads(stored)


def money_deal(language: str) -> Snapshot:
    """A finished Schafkopf deal of the money tariff with scoring items."""
    def make(seed: int) -> Snapshot | None:
        snapshot = run(settings("schafkopf", language, seed, rules={"profile": "money"}), lambda _: None)
        return snapshot if snapshot["view"]["result"].get("items") else None
    return find(make)


def test_one_count_of_deals_and_the_results_words(
        resumed: Callable[[dict[str, int], Snapshot], Page], phone: Callable[..., Page]) -> None:  # noqa: F811
    page = resumed(PHONE, money_deal("en"))
    page.locator(".tool-result").click()
    result = page.locator("#dialog-result")
    expect(result).to_be_visible(timeout=30_000)
    assert "Amount (€)" in result.locator("thead th").all_text_contents()
    link = result.locator("a.help-link").first
    assert link.evaluate("(a) => getComputedStyle(a).color") == "rgb(31, 81, 53)"  # the felt's green
    screenshot(page, "newcomer-result-money-en-360")
    # the finished deal on the table counts: the question and the history say the same
    page.keyboard.press("Escape")
    page.get_by_role("button", name="New game").click()
    page.locator("#dialog-new-game").get_by_role("button", name="Deal", exact=True).click()
    ask = page.locator("#dialog-end-session")
    expect(ask).to_contain_text("holds 1 deal")
    ask.get_by_role("button", name="End it and start").click()
    page.wait_for_function("() => window.stichfest.snapshot().session.sheet.length === 0"
                           " && window.stichfest.snapshot().turn !== 'over'")
    page.wait_for_function("""async () => (await (await import("./history.js")).listSessions()).kept
      .some((kept) => kept.deals.length > 0)""", timeout=30_000)  # written in the background
    page.evaluate("window.stichfest.dispatch({type: 'open', dialog: 'history'})")
    screenshot(page, "newcomer-history-en-360")
    expect(page.locator("#dialog-history .kept-totals")).to_have_count(1, timeout=30_000)
    expect(page.locator("#dialog-history .kept-totals")).to_contain_text("1 deal")
    # a deal someone shared says whose seat it is told from
    other = phone("en", "#deal=" + deal_code(json.dumps(money_deal("en")["record"])))
    review = other.locator("#dialog-review")
    expect(review).to_be_visible(timeout=60_000)
    expect(review.locator(".review-seat-note")).to_contain_text("the person who shared it")
    expect(review.locator(".review-score")).to_contain_text("Score of the sharer's seat")
    screenshot(other, "newcomer-shared-en-360")
