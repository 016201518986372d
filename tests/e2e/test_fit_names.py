"""Things a player notices: the longest lists of choices (a Doppelkopf solo in
the German pack, a Schafkopf bid in the Doppeldeutsch pack) fit beside the
seats, the felt, the hand and the toolbar on a phone upright and sideways and
on a desktop, in English, German and Arabic; the cards the Doppelkopf texts
name (the Fuchs, the Karlchen, the Alte, the Dulle, the Schweinchen) are the
engine's, said in the words of the chosen pack, in the welcome too.

Each test starts from a save made in CPython (explain_deals.py).
Screenshots: test-artifacts/fit-*.png.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from e2e_harness import SETTLED, assert_accessible, catalog, screenshot
from explain_deals import Snapshot, run, settings, vorfuehrung
from playwright.sync_api import Page, expect

# Layout and words: the page needs no Pyodide (stub_engine.py).
pytestmark = pytest.mark.stub_engine

UPRIGHT = {"width": 360, "height": 740}
SIDEWAYS = {"width": 740, "height": 360}
DESKTOP = {"width": 1280, "height": 800}
VIEWPORTS = {"upright": UPRIGHT, "sideways": SIDEWAYS, "desktop": DESKTOP}


def solos(language: str) -> Snapshot:
    """The person's reservation in the German pack (the solos come behind "more")."""
    setup = settings("doppelkopf", language, 4, deck="german")
    return run(setup, lambda _: None, stop=lambda s: s["turn"] == "person")


def bids(language: str) -> Snapshot:
    """The person's first bid in the Doppeldeutsch pack: pass, Rufspiel, Wenz, Solo and both Touts."""
    setup = settings("schafkopf", language, 1, deck="doppeldeutsch")
    return run(setup, lambda _: None,
               stop=lambda s: s["turn"] == "person" and s["view"]["phase"] == "bidding")


def forced(language: str) -> Snapshot:
    """The last game of the round in the German pack, the person's Pflichtsolo: seven solos
    under the sentence that says why."""
    snapshot = vorfuehrung(language)
    return {**snapshot, "settings": {**snapshot["settings"], "deck": "german"}}


# The boxes of the choices (their heading included), the felt, every seat,
# the hand and the toolbar, the window's size, and the labels wider than their button.
BOXES = """() => {
  const box = (node) => { const r = node.getBoundingClientRect();
                          return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  return {
    choices: [...document.querySelectorAll(".actions .choices")].map(box),
    buttons: [...document.querySelectorAll(".actions .choice")].map(box),
    felt: box(document.querySelector(".felt")),
    seats: [...document.querySelectorAll(".felt .seat")].map(box),
    hand: box(document.querySelector(".hand")),
    toolbar: box(document.querySelector(".toolbar")),
    window: {left: 0, top: 0, right: innerWidth, bottom: innerHeight},
    scrolls: document.scrollingElement.scrollHeight > innerHeight + 1,
    spilling: [...document.querySelectorAll(".actions .choice")]
      .filter((button) => button.scrollWidth > button.clientWidth + 1).map((button) => button.textContent),
  };
}"""

Box = dict[str, float]


def overlap(a: Box, b: Box) -> bool:
    """The two boxes share more than a pixel's edge."""
    return (a["left"] < b["right"] - 1 and b["left"] < a["right"] - 1
            and a["top"] < b["bottom"] - 1 and b["top"] < a["bottom"] - 1)


def inside(a: Box, b: Box) -> bool:
    return (a["left"] >= b["left"] - 1 and a["right"] <= b["right"] + 1
            and a["top"] >= b["top"] - 1 and a["bottom"] <= b["bottom"] + 1)


def check_fit(page: Page, where: str) -> None:
    page.evaluate(SETTLED)
    boxes: dict[str, Any] = page.evaluate(BOXES)
    assert boxes["choices"], where
    assert not boxes["scrolls"], f"{where}: the page scrolls"
    others = {"felt": boxes["felt"], "hand": boxes["hand"], "toolbar": boxes["toolbar"],
              **{f"seat {i}": seat for i, seat in enumerate(boxes["seats"])}}
    for choices in boxes["choices"]:
        for name, other in others.items():
            assert not overlap(choices, other), f"{where}: the choices overlap the {name}: {choices} {other}"
    for i, seat in enumerate(boxes["seats"]):
        assert inside(seat, boxes["felt"]), f"{where}: seat {i} spills out of the felt"
        assert not overlap(seat, boxes["hand"]), f"{where}: seat {i} overlaps the hand"
    assert not boxes["spilling"], f"{where}: a label is wider than its button"
    for button in boxes["buttons"]:
        assert inside(button, boxes["window"]), f"{where}: a choice is out of view"


@pytest.mark.parametrize("language", ["en", "de", "ar"])
@pytest.mark.parametrize("deal", [solos, forced, bids], ids=["solos", "forced", "bids"])
def test_the_longest_choices_fit_beside_the_table(
        resumed: Callable[[dict[str, int], Snapshot], Page], deal: Callable[[str], Snapshot],
        language: str) -> None:
    snapshot = deal(language)
    page = resumed(UPRIGHT, snapshot)
    name = deal.__name__
    if name == "solos":
        page.locator(".actions .choice", has_text=catalog(language)["ui.reservationMore"]).click()
    if name != "bids":
        expect(page.locator(".actions .choice-reservation")).to_have_count(7)
    else:
        expect(page.locator(".actions .choice-bid")).to_have_count(6)
    for size, viewport in VIEWPORTS.items():
        page.set_viewport_size(viewport)  # type: ignore[arg-type]
        check_fit(page, f"{name} {language} {size}")
        screenshot(page, f"fit-{name}-{language}-{size}")
    page.set_viewport_size(UPRIGHT)  # type: ignore[arg-type]
    assert_accessible(page, f"{name} ({language})")


def test_the_solos_fit_beside_the_table_with_large_cards(
        resumed: Callable[[dict[str, int], Snapshot], Page]) -> None:
    snapshot = solos("de")
    snapshot = {**snapshot, "settings": {**snapshot["settings"], "largeCards": True}}
    page = resumed(UPRIGHT, snapshot)
    page.locator(".actions .choice", has_text=catalog("de")["ui.reservationMore"]).click()
    for size, viewport in VIEWPORTS.items():
        page.set_viewport_size(viewport)  # type: ignore[arg-type]
        check_fit(page, f"solos large cards {size}")
        screenshot(page, f"fit-solos-large-de-{size}")


# The texts that name a card the rules single out, for a view the engine
# made, in a pack and a language.
NAMED_TEXTS = """async ([view, deck, language]) => {
  const { setLanguage, t } = await import("./i18n/i18n.js");
  await setLanguage(language);
  const { chooseDeck } = await import("./ui/decks/registry.js");
  const { refusalParams, reasonParams } = await import("./ui/labels.js");
  const { itemReason, markLines } = await import("./ui/explain.js");
  chooseDeck(deck);
  const format = (value) => String(value);
  const finished = {...view, marks: {...view.marks, dulle: "secondWins", schweinchen: null, forced: null}};
  const refusal = {key: "refusal.wedding_needs_queens", card: "CQ"};
  return {
    fox: itemReason(finished, {name: "fox-caught", party: "re", points: 1},
                    {seat: 1, from: 2, trick: 3, points: 30, card: "DA"}, format),
    karlchen: itemReason(finished, {name: "karlchen", party: "re", points: 1},
                         {seat: 1, trick: 12, points: 20, card: "CJ"}, format),
    alten: itemReason(finished, {name: "gegen-die-alten", party: "kontra", points: 1}, {card: "CQ"}, format),
    dulle: markLines(finished, null).at(-1),
    wedding: t("hint.wedding", reasonParams(finished, {key: "hint.wedding"})),
    refusal: t(refusal.key, refusalParams(finished, refusal)),
  };
}"""

# What each text must say of its card, and must not: the other pack's words.
NAMED_WORDS = {
    ("german", "de"): (["Schellen-Daus", "Eichel-Unter", "Eichel-Ober", "Herz-Zehn"],
                       ["Karo", "Kreuz", "Ass", "Bube", "Dame"]),
    ("french", "de"): (["Karo-Ass", "Kreuz-Bube", "Kreuz-Dame", "Herz-Zehn"], ["Eichel", "Schellen", "Daus"]),
    ("german", "en"): (["Daus of Bells", "Unter of Acorns", "Ober of Acorns", "Ten of Hearts"],
                       ["Diamonds", "Clubs", "Ace", "Jack", "Queen"]),
    ("french", "en"): (["Ace of Diamonds", "Jack of Clubs", "Queen of Clubs", "Ten of Hearts"],
                       ["Acorns", "Bells"]),
    ("german", "ar"): (["داوس الأجراس", "أونتر البلوط", "أوبر البلوط", "عشرة القلوب"],
                       ["الديناري", "السباتي", "آس", "ولد", "بنت"]),
    ("french", "ar"): (["آس الديناري", "ولد السباتي", "بنت السباتي", "عشرة الكبة"],
                       ["البلوط", "الأجراس", "آص"]),
}


def test_doppelkopf_texts_name_the_engines_cards_in_the_packs_words(
        resumed: Callable[[dict[str, int], Snapshot], Page]) -> None:
    snapshot = solos("de")
    page = resumed(UPRIGHT, snapshot)
    view = page.evaluate("window.stichfest.snapshot().view")
    assert view["marks"]["cards"]["fuchs"] == "DA"  # the engine says which card is which
    for (deck, language), (wanted, unwanted) in NAMED_WORDS.items():
        texts = page.evaluate(NAMED_TEXTS, [view, deck, language])
        said = " ".join(texts.values())
        for words in wanted:
            assert words in said, (deck, language, words, texts)
        for words in unwanted:
            assert words not in said, (deck, language, words, texts)
        for name, text in texts.items():
            assert "{" not in text and "  " not in text, (deck, language, name, text)


@pytest.mark.parametrize("language", ["en", "de", "ar"])
def test_the_welcome_names_the_cards_of_the_chosen_pack(
        resumed: Callable[[dict[str, int], Snapshot], Page], language: str) -> None:
    page = resumed(UPRIGHT, solos(language))
    # The welcome is still due and the browser speaks the language: it shows over the saved deal.
    page.context.add_init_script(
        "localStorage.setItem('stichfest.welcome', 'due');"
        f"Object.defineProperty(navigator, 'languages', {{get: () => ['{language}']}});")
    page.reload()
    welcome = page.locator("#dialog-welcome")
    expect(welcome).to_be_visible(timeout=60_000)
    ober = {"en": "Ober of Acorns", "de": "Eichel-Ober", "ar": "أوبر البلوط"}[language]
    daus = {"en": "Daus of Bells", "de": "Schellen-Daus", "ar": "داوس الأجراس"}[language]
    expect(welcome.locator("label[for='welcome-game-doppelkopf']")).to_contain_text(ober)
    expect(welcome.locator("label[for='welcome-variant-schweinchen']")).to_contain_text(daus)
    screenshot(page, f"fit-welcome-german-pack-{language}")
