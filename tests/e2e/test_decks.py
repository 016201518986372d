"""The card packs in Chromium: each pack on a phone (the table after a trick,
and every card of the pack at the phone's card size, screenshots in
test-artifacts/), every card's accessible name in English, German and Arabic
in every pack, the Doppeldeutsch pack true to the Tell pattern (its seasons,
its people and their names), and the pack chosen in the settings kept across
a reload."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
import test_table_play
from e2e_harness import screenshot
from playwright.sync_api import Page, expect
from test_table_play import DESKTOP, PHONE, assert_accessible, catalog, next_step, settings

from engine.doppelkopf.cards import CARD_NAMES as DOPPELKOPF_CARDS
from engine.schafkopf.cards import NAMES as SCHAFKOPF_CARDS

# Layout and words: the page needs no Pyodide (stub_engine.py).
pytestmark = pytest.mark.stub_engine

CARDS = {"doppelkopf": list(DOPPELKOPF_CARDS), "schafkopf": list(SCHAFKOPF_CARDS)}
table = test_table_play.table  # the fixture that opens the app on stored settings

DECKS = {"french": "doppelkopf", "french4": "doppelkopf", "german": "doppelkopf",
         "bavarian": "schafkopf", "doppeldeutsch": "schafkopf"}

# Lays every card of a pack over the table, each named as the hand names its
# cards, at the size of the hand's cards. Uses the app's own modules.
GALLERY = """async ([game, deck, cards]) => {
  const { chooseDeck } = await import("./ui/decks/registry.js");
  const { cardNode } = await import("./ui/trick.js");
  const { cardLabel } = await import("./ui/labels.js");
  chooseDeck(deck);
  document.getElementById("deck-gallery")?.remove();
  const gallery = document.createElement("div");
  gallery.id = "deck-gallery";
  Object.assign(gallery.style, { position: "fixed", inset: "0", zIndex: "100", display: "flex",
    flexWrap: "wrap", alignContent: "flex-start", gap: "4px", padding: "4px", background: "#1f5135",
    overflow: "auto" });
  for (const card of cards) {
    const node = cardNode(game, card);
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", cardLabel(game, card));
    node.style.inlineSize = "var(--card-w)";
    gallery.append(node);
  }
  document.body.append(gallery);
  return [...gallery.children].map((node) => node.getAttribute("aria-label"));
}"""

SET_LANGUAGE = """async (code) => (await import("./i18n/i18n.js")).setLanguage(code)"""


def shot(page: Page, name: str) -> None:
    screenshot(page, f"decks-{name}")


def play_a_trick(page: Page) -> None:
    """Makes the first choices and plays legal cards until a trick lies complete."""
    while (step := next_step(page)) != "clear":
        if step == "card":
            page.locator(".hand .card.legal").first.click()
        else:
            page.locator(".actions .choice").first.click()


def faces(page: Page, where: str = ".hand") -> set[str]:
    """The packs the faces in `where` are drawn in."""
    return set(page.locator(f"{where} .card-svg").evaluate_all("(svgs) => svgs.map((s) => s.dataset.deck)"))


def choose_deck(page: Page, words: dict[str, object], deck: str) -> None:
    """Picks `deck` in the settings dialog, as a person would."""
    page.get_by_role("button", name=str(words["ui.settings"])).click()
    dialog = page.locator("#dialog-settings")
    dialog.get_by_label(str(words[f"pack.{deck}"])).check()
    dialog.get_by_role("button", name=str(words["ui.close"])).click()


@pytest.mark.parametrize(("game", "language"), [("doppelkopf", "ar"), ("schafkopf", "de")])
def test_each_deck_on_a_phone(table: Callable[..., Page], game: str, language: str) -> None:
    page = table(PHONE, settings(game, language, 5))
    play_a_trick(page)
    for deck in (deck for deck, its_game in DECKS.items() if its_game == game):
        choose_deck(page, catalog(language), deck)
        expect(page.locator(".trick .card-svg")).to_have_count(4)
        assert faces(page) == faces(page, ".trick") == {deck}
        shot(page, f"{deck}-table-{language}-360")
        names = page.evaluate(GALLERY, [game, deck, CARDS[game]])
        assert len(set(names)) == len(CARDS[game])
        gallery = page.locator("#deck-gallery")
        assert gallery.evaluate("(node) => node.scrollHeight <= node.clientHeight"), "a pack fits the screen"
        shot(page, f"{deck}-cards-{language}-360")
        gallery.evaluate("(node) => node.remove()")


EXPECTED = {  # a few names as a player says them
    ("german", "en", "CQ"): "Ober of Acorns",
    ("german", "de", "DA"): "Schellen-Daus",
    ("german", "ar", "SJ"): "أونتر الأوراق",
    ("doppeldeutsch", "en", "GA"): "Daus of Leaves",
    ("doppeldeutsch", "de", "GU"): "Laub-Unter",
    ("bavarian", "de", "GA"): "Gras-Sau",
    ("bavarian", "ar", "EO"): "أوبر البلوط",
    ("french4", "de", "CQ"): "Kreuz-Dame",
    ("french", "en", "D10"): "Ten of Diamonds",
}


def test_every_card_of_every_deck_has_a_name(table: Callable[..., Page]) -> None:
    page = table(PHONE, settings("doppelkopf", "en", 5))
    next_step(page)
    for language in ("en", "de", "ar"):
        page.evaluate(SET_LANGUAGE, language)
        for deck, game in DECKS.items():
            names = page.evaluate(GALLERY, [game, deck, CARDS[game]])
            assert len(set(names)) == len(names), f"{deck} in {language}: two cards share a name"
            for name in names:
                assert name and not any(mark in name for mark in ("rank.", "suit.", "pack.", "{")), name
            tree = page.locator("#deck-gallery").aria_snapshot()
            assert tree.splitlines() == [f'- img "{name}"' for name in names], f"{deck} in {language}"
            for card, name in zip(CARDS[game], names, strict=True):
                assert EXPECTED.get((deck, language, card), name) == name
    shot(page, "names-ar-360")


# The Tell pattern (the Doppeldeutsch pack): the season of each suit's Daus
# and the person of Schiller's play on each Ober and Unter, as printed on the
# Austrian and Hungarian packs.
TELL = {
    "en": {"HA": "Spring", "SA": "Summer", "GA": "Autumn", "EA": "Winter",
           "EO": "William Tell", "EU": "Rudolf Harras", "GO": "Ulrich von Rudenz",
           "GU": "Walter Fürst", "HO": "Hermann Gessler", "HU": "Kuoni the herdsman",
           "SO": "Stüssi the ranger", "SU": "Itel Reding"},
    "de": {"HA": "Frühling", "SA": "Sommer", "GA": "Herbst", "EA": "Winter",
           "EO": "Wilhelm Tell", "EU": "Rudolf der Harras", "GO": "Ulrich von Rudenz",
           "GU": "Walter Fürst", "HO": "Hermann Gessler", "HU": "Kuoni der Hirt",
           "SO": "Stüssi der Flurschütz", "SU": "Itel Reding"},
    "ar": {"HA": "الربيع", "SA": "الصيف", "GA": "الخريف", "EA": "الشتاء",
           "EO": "فيلهلم تل", "EU": "رودولف هاراس", "GO": "أولريش فون رودنز", "GU": "فالتر فورست",
           "HO": "هرمان غيسلر", "HU": "كووني الراعي", "SO": "شتوسي حارس الحقول", "SU": "إيتل ريدينغ"},
}
SEASONS = {"HA": "spring", "SA": "summer", "GA": "autumn", "EA": "winter"}
COURTS = [suit + rank for suit in "EGHS" for rank in "OU"]

# Each court's drawing without its suit signs (the placed, scaled groups), so
# that two courts compare by their figures alone.
FIGURES = """(cards) => Object.fromEntries(cards.map((card) => {
  const svg = document.querySelector(`#deck-gallery [data-card="${card}"] svg`).cloneNode(true);
  svg.querySelectorAll("g[transform*=scale]").forEach((sign) => sign.remove());
  svg.querySelectorAll("[id]").forEach((node) => node.removeAttribute("id"));
  return [card, svg.lastElementChild.outerHTML];
}))"""


def test_the_doppeldeutsch_pack_is_the_tell_pattern(table: Callable[..., Page]) -> None:
    page = table(DESKTOP, settings("schafkopf", "en", 5, deck="doppeldeutsch"))
    next_step(page)
    hand = page.locator(".hand .card")
    held = hand.evaluate_all("(cards) => cards.map((node) => node.dataset.card)")
    assert set(held) & set(TELL["en"]), "the deal gives the person a Daus, an Ober or an Unter"
    for card in held:
        expect(hand.and_(page.locator(f'[data-card="{card}"]'))).to_have_accessible_description(
            TELL["en"].get(card, ""))
    assert_accessible(page, "a hand in the Doppeldeutsch pack")
    for language, pictures in TELL.items():
        page.evaluate(SET_LANGUAGE, language)
        page.evaluate(GALLERY, ["schafkopf", "doppeldeutsch", CARDS["schafkopf"]])
        gallery = page.locator("#deck-gallery")
        for card, picture in pictures.items():
            expect(gallery.locator(f'[data-card="{card}"]')).to_have_accessible_description(picture)
        described = gallery.locator("[aria-description]").evaluate_all(
            "(nodes) => nodes.map((node) => node.dataset.card)")
        assert sorted(described) == sorted(pictures), "only the Daus, Obers and Unters show a named picture"
        shot(page, f"doppeldeutsch-cards-{language}-desktop")
    seasons = {card: gallery.locator(f'[data-card="{card}"] [data-season]').get_attribute("data-season")
               for card in SEASONS}
    assert seasons == SEASONS
    tell = page.evaluate(FIGURES, COURTS)
    assert len(set(tell.values())) == len(COURTS), "each Ober and Unter is a figure of his own"
    page.evaluate(GALLERY, ["schafkopf", "bavarian", CARDS["schafkopf"]])
    assert page.locator("#deck-gallery [aria-description], #deck-gallery [data-season]").count() == 0
    bavarian = page.evaluate(FIGURES, COURTS)
    assert not set(tell.values()) & set(bavarian.values()), "no Tell figure is a Bavarian one"


def test_the_deck_chosen_in_the_settings_stays_after_a_reload(table: Callable[..., Page]) -> None:
    page = table(PHONE, settings("doppelkopf", "en", 5, deck="doppeldeutsch"))
    next_step(page)
    assert faces(page) == {"french"}, "a pack of the other game falls back to the game's default"
    page.get_by_role("button", name="Settings").click()
    dialog = page.locator("#dialog-settings")
    assert dialog.get_by_label("French, two colours").is_checked()
    dialog.get_by_label("German suits").check()
    shot(page, "settings-en-360")
    assert_accessible(page, "the settings with the card designs")
    dialog.get_by_role("button", name="Close").click()
    expect(page.locator(".hand .card-svg").first).to_have_attribute("data-deck", "german")
    labels = page.locator(".hand .card").evaluate_all("(cards) => cards.map((c) => c.ariaLabel)")
    german = re.compile(r"(Daus|Ten|King|Ober|Unter|Nine) of (Acorns|Leaves|Hearts|Bells)")
    assert all(german.search(label) for label in labels), labels
    page.reload()
    page.wait_for_function("() => window.stichfest && window.stichfest.snapshot()", timeout=60_000)
    next_step(page)
    assert faces(page) == {"german"}
    assert page.evaluate("JSON.parse(localStorage.getItem('stichfest.settings')).deck") == "german"
    page.get_by_role("button", name="Settings").click()
    assert page.locator("#dialog-settings").get_by_label("German suits").is_checked()
