"""Review, analysis and sharing of a finished deal in Chromium: the result's
Review steps through the tricks, the analysis shows progress, can be
cancelled and leaves the table's calls free; a deal saved as a file or a link
opens again in review; bad codes are explained. On a 360×740 phone in
English, German and Arabic, with screenshots in test-artifacts/."""

from __future__ import annotations

import base64
import json
import random
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import booted_page, store_settings
from e2e_harness import SiteServer, catalog, screenshot
from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize, expect

from engine import games
from engine.ai import make_player

PHONE: ViewportSize = {"width": 360, "height": 740}
DESKTOP: ViewportSize = {"width": 1280, "height": 820}
ANALYSIS_TIMEOUT_MS = 180_000
ENGINE_TIMEOUT_MS = 30_000  # an engine call on a machine shared with other test runs


def finished_record(game: str, rules: dict[str, Any], seed: int) -> dict[str, Any]:
    """A deal played to its end by the easy player in every seat, in CPython."""
    module = games.game_module(game)
    rng = random.Random(seed)
    chosen = module.Rules.from_json(rules)
    state = module.new_deal(chosen, 0, module.random_hands(chosen, rng))
    player = make_player(game, "easy")
    while not state.is_finished:
        seat = state.to_move
        assert seat is not None
        state.apply(player.choose(module.view(state, seat), state.legal_actions(seat), rng))
    return state.to_record()


def deal_code(text: str) -> str:
    """`text` packed as the app packs a deal: raw deflate, base64url without padding."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(text.encode()) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


@pytest.fixture
def phone(browser: Browser, server: SiteServer) -> Iterator[Callable[..., Page]]:
    """open(language, fragment="") -> the app booted on a phone with quick opponents."""
    contexts: list[BrowserContext] = []
    errors: list[str] = []

    def open_(language: str, fragment: str = "") -> Page:
        context = browser.new_context(viewport=PHONE, accept_downloads=True)
        contexts.append(context)
        store_settings(context, {"game": "doppelkopf", "level": "easy", "language": language, "seed": 4})
        return booted_page(context, server.url + fragment, errors)

    yield open_
    for context in contexts:
        context.close()
    assert not errors, f"the page went wrong: {errors}"


def shot(page: Page, name: str) -> None:
    screenshot(page, f"review-{name}")



def play_to_the_end(page: Page) -> None:
    """The person plays his first legal choice until the result shows."""
    for _ in range(400):
        if page.locator("#dialog-result[open]").count():
            return
        page.wait_for_function("""() => document.querySelector('#dialog-result[open]') ||
            (window.stichfest.snapshot().turn === 'person'
             && document.getElementById('app').getAttribute('aria-busy') === 'false')""", timeout=60_000)
        if page.locator("#dialog-result[open]").count():
            return
        before = page.evaluate("window.stichfest.snapshot().record.actions.length")
        control = page.locator("#app .hand .card.legal, #app .actions .choice").first
        control.click()
        page.wait_for_function("n => window.stichfest.snapshot().record.actions.length > n",
                               arg=before, timeout=60_000)
    raise AssertionError("the deal did not end")


def test_a_played_deal_is_reviewed_analysed_and_shared(phone: Callable[..., Page], tmp_path: Path) -> None:
    page = phone("en")
    play_to_the_end(page)
    played = page.evaluate("window.stichfest.snapshot().record")
    page.locator("#dialog-result .dialog-footer button", has_text="Review").click()
    review = page.locator("#dialog-review")
    expect(review).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    tricks = page.evaluate("window.stichfest.snapshot().view.tricks.length")
    expect(review.locator(".review-where")).to_have_text(f"Trick 1 of {tricks}")
    review.locator(".review-next").click()
    expect(review.locator(".review-where")).to_have_text(f"Trick 2 of {tricks}")
    expect(review.locator(".review-won")).to_contain_text("won the trick")
    expect(review.locator(".review-hand")).to_have_count(4)

    review.locator(".analysis-start").click()
    expect(review.locator(".analysis-progress")).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    # the worker answers the table's calls while the analysis runs
    waited = page.evaluate("""async () => { const t = performance.now();
        await window.stichfest.rpc.call('snapshot'); return performance.now() - t; }""")
    assert waited < 10_000
    review.locator(".analysis-cancel").click()
    expect(review.locator(".analysis-status")).to_have_text("The analysis was cancelled.",
                                                           timeout=ENGINE_TIMEOUT_MS)
    review.locator(".analysis-start").click()
    expect(review.locator(".analysis-summary, .analysis-status")).to_contain_text(
        ["cost"], timeout=ANALYSIS_TIMEOUT_MS)
    shot(page, "analysed-en-360")

    with page.expect_download() as download:
        review.locator(".review-export").click()
    saved = tmp_path / "deal.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text("utf-8")) == played
    link = review.locator(".review-link").input_value()
    assert "#deal=" in link

    # the file opens again in review, from the new-game dialog
    review.locator(".dialog-footer button").click()
    page.locator(".tool-new-game").click()
    page.locator("#dialog-new-game .open-deal").click()
    opener = page.locator("#dialog-open-deal")
    opener.locator(".import-file").set_input_files(str(saved))
    expect(review).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    expect(review.locator(".review-where")).to_have_text(f"Trick 1 of {tricks}")

    # the link opens the same deal in review in a fresh tab
    other = phone("en", link[link.index("#"):])
    expect(other.locator("#dialog-review")).to_be_visible(timeout=60_000)
    expect(other.locator("#dialog-review .review-where")).to_have_text(f"Trick 1 of {tricks}")
    assert "#deal=" not in other.url


@pytest.mark.stub_engine  # layout and words: no Pyodide (stub_engine.py)
@pytest.mark.parametrize(("entered", "says"), [
    ("not a code at all", "This is not a deal code or link from Stichfest"),
    (deal_code('{"format": "stichfest-record/1", "game": "skat", "dealer": 0, "hands": []}'),
     "This deal cannot be opened: the record cannot be read: unknown game"),
])
def test_a_bad_code_is_explained(phone: Callable[..., Page], entered: str, says: str) -> None:
    page = phone("en")
    # the open dialog is drawn again at each computer move: type once they wait for the person
    page.wait_for_function("() => window.stichfest.snapshot()?.turn === 'person'", timeout=ENGINE_TIMEOUT_MS)
    page.locator(".tool-new-game").click()
    page.locator("#dialog-new-game .open-deal").click()
    opener = page.locator("#dialog-open-deal")
    opener.locator(".import-code").fill(entered)
    opener.locator(".dialog-footer .primary").click()
    expect(opener.locator(".import-message")).to_contain_text(says, timeout=ENGINE_TIMEOUT_MS)
    shot(page, f"bad-code-{'record' if 'opened' in says else 'code'}-en-360")
    expect(page.locator("#dialog-review")).not_to_be_visible()


@pytest.mark.parametrize(("language", "game", "rules"), [
    ("en", "doppelkopf", {"preset": "tournament"}),
    ("de", "schafkopf", {"profile": "money"}),
    ("ar", "doppelkopf", {"preset": "schweinchen"}),
])
def test_a_shared_link_opens_the_review_in_each_language(
        phone: Callable[..., Page], language: str, game: str, rules: dict[str, Any]) -> None:
    shared = finished_record(game, rules, 12)
    page = phone(language, "#deal=" + deal_code(json.dumps(shared)))
    review = page.locator("#dialog-review")
    expect(review).to_be_visible(timeout=60_000)
    words = catalog(language)
    expect(review.locator("h2")).to_have_text(words["review.title"])
    if language == "ar":
        assert page.evaluate("document.documentElement.dir") == "rtl"
    review.locator(".review-next").click()
    review.locator(".review-next").click()
    text = review.inner_text()
    assert "review." not in text and "analysis." not in text and "{" not in text
    shot(page, f"trick-{language}-360")
    page.set_viewport_size(DESKTOP)
    shot(page, f"trick-{language}-desktop")
    page.set_viewport_size(PHONE)
    review.locator(".analysis-start").click()
    expect(review.locator(".analysis-summary, .analysis-status").first).not_to_have_text(
        words["analysis.starting"], timeout=ANALYSIS_TIMEOUT_MS)
    page.wait_for_function("() => !document.querySelector('#dialog-review .analysis-progress')",
                           timeout=ANALYSIS_TIMEOUT_MS)
    review.locator(".analysis-list, .analysis-status").first.scroll_into_view_if_needed()
    shot(page, f"analysis-{language}-360")
