"""A phone held sideways (740×360, 844×390), in English, German and Arabic:
the felt ends above the toolbar, the "tap to clear" line of a finished trick
covers no card and no label, and each choice's words keep clear of its
border. The same holds on a phone upright (360×740).

Each test starts from a save made in CPython (explain_deals.py).
Screenshots: test-artifacts/sideways-*.png.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from e2e_harness import SETTLED, screenshot
from explain_deals import Snapshot, first_legal, run, settings, vorfuehrung
from playwright.sync_api import Page, expect
from test_fit_names import bids, overlap

# Layout and words: the page needs no Pyodide (stub_engine.py).
pytestmark = pytest.mark.stub_engine

VIEWPORTS = {"740x360": {"width": 740, "height": 360}, "844x390": {"width": 844, "height": 390},
             "360x740": {"width": 360, "height": 740}}
LANGUAGES = ["en", "de", "ar"]
PADDING_PX = 3  # the least room between a choice's words and its border, on every side

Box = dict[str, float]


def reservation(language: str) -> Snapshot:
    """The person's reservation: "Healthy", "Reservation…"."""
    return run(settings("doppelkopf", language, 4), lambda _: None, stop=lambda s: s["turn"] == "person")


def playing(language: str) -> Snapshot:
    """The person's first card of the play."""
    return run(settings("doppelkopf", language, 3), first_legal,
               stop=lambda s: s["turn"] == "person" and s["view"]["phase"] == "play")


def look(page: Page, viewport: dict[str, int], name: str) -> None:
    page.set_viewport_size(viewport)  # type: ignore[arg-type]
    page.evaluate(SETTLED)
    page.wait_for_timeout(100)
    screenshot(page, f"sideways-{name}")


def box(page: Page, selector: str) -> Box:
    return page.evaluate("(s) => document.querySelector(s).getBoundingClientRect().toJSON()", selector)  # type: ignore[no-any-return]


# The deals that ask for a choice: a forced solo, a reservation, a Schafkopf bid; in each language.
choice_deals = pytest.mark.parametrize("deal", [vorfuehrung, reservation, bids],
                                       ids=["forced", "reservation", "bids"])
languages = pytest.mark.parametrize("language", LANGUAGES)


def choosing(resumed: Callable[[dict[str, int], Snapshot], Page], deal: Callable[[str], Snapshot],
             language: str) -> Page:
    """The app on a phone held sideways, at the person's choice in `deal`."""
    page = resumed(VIEWPORTS["740x360"], deal(language))
    expect(page.locator(".actions .choice").first).to_be_visible()
    return page


@languages
@choice_deals
def test_the_felt_ends_above_the_toolbar(
        resumed: Callable[[dict[str, int], Snapshot], Page], deal: Callable[[str], Snapshot],
        language: str) -> None:
    page = choosing(resumed, deal, language)
    for size, viewport in VIEWPORTS.items():
        look(page, viewport, f"felt-{deal.__name__}-{language}-{size}")
        felt, toolbar = box(page, ".felt"), box(page, ".toolbar")
        assert felt["bottom"] <= toolbar["top"] + 0.5, f"{language} {size}: {felt} runs into {toolbar}"


# The box of the "tap to clear" button and of its words, and the boxes of the
# trick's cards, its "leads"/"wins" labels and the seats' labels.
TAP_NOTICE = """() => {
  const clear = document.querySelector("#app .tool-clear-trick:not([hidden])");
  const words = document.createRange();
  words.selectNodeContents(clear);
  const named = (selector) => [...document.querySelectorAll(selector)]
    .map((node) => ({name: `${node.getAttribute("class")}: ${node.textContent.slice(0, 30)}`,
                     ...node.getBoundingClientRect().toJSON()}));
  return {
    notice: [clear.getBoundingClientRect().toJSON(), words.getBoundingClientRect().toJSON()],
    others: [...named("#app .trick-card .card-svg"), ...named("#app .trick-marker"),
             ...named("#app .felt .seat > *")],
  };
}"""


@languages
def test_the_tap_notice_covers_no_card_and_no_label(
        resumed: Callable[[dict[str, int], Snapshot], Page], language: str) -> None:
    page = resumed(VIEWPORTS["740x360"], playing(language))
    page.locator(".hand .card.legal").first.click()
    clear = page.locator(".tool-clear-trick")
    expect(clear).to_be_visible()
    expect(page.locator(".trick-card")).to_have_count(4)
    for size, viewport in VIEWPORTS.items():
        look(page, viewport, f"tap-{language}-{size}")
        found: dict[str, Any] = page.evaluate(TAP_NOTICE)
        for notice in found["notice"]:
            for other in found["others"]:
                assert not overlap(notice, other), f"{language} {size}: the tap notice {notice} is on {other}"
    trick = box(page, ".trick")  # a tap anywhere on the trick still clears it
    page.mouse.click(trick["left"] + trick["width"] / 2, trick["top"] + trick["height"] / 2)
    expect(clear).to_be_hidden()


# For each choice, the room between its words and its border on each side.
ROOM = """() => [...document.querySelectorAll("#app .actions .choice")].map((button) => {
  const style = getComputedStyle(button);
  const outer = button.getBoundingClientRect();
  const words = document.createRange();
  words.selectNodeContents(button);
  const inner = words.getBoundingClientRect();
  const border = (side) => parseFloat(style[`border${side}Width`]);
  return {
    text: button.textContent,
    left: inner.left - outer.left - border("Left"),
    right: outer.right - inner.right - border("Right"),
    top: inner.top - outer.top - border("Top"),
    bottom: outer.bottom - inner.bottom - border("Bottom"),
  };
})"""


@languages
@choice_deals
def test_the_choices_words_keep_clear_of_their_border(
        resumed: Callable[[dict[str, int], Snapshot], Page], deal: Callable[[str], Snapshot],
        language: str) -> None:
    page = choosing(resumed, deal, language)
    for size, viewport in VIEWPORTS.items():
        look(page, viewport, f"choices-{deal.__name__}-{language}-{size}")
        for room in page.evaluate(ROOM):
            cramped = {side: round(px, 1) for side, px in room.items() if side != "text" and px < PADDING_PX}
            assert not cramped, f"{language} {size}: {room['text']!r} has too little room: {cramped}"
