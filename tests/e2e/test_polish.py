"""Things a player notices: the result of a deal on a phone held sideways
reads without scrolling inside the dialog; an embedded game says in words
which of its page's settings it could not use, in English, German and Arabic,
and keeps every rule its page set for a new game; the games named after
cards (a Rufspiel's ace, a Doppelkopf solo) use the words of the chosen pack;
signed numbers in Arabic text carry a true minus sign, isolated left to right.

Each test starts from a save made in CPython (explain_deals.py), so that the
browser opens at the moment it checks. Screenshots: test-artifacts/polish-*.png.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest
from e2e_harness import SETTLED, assert_accessible, catalog, screenshot
from explain_deals import Snapshot, failed_no90, find, run, settings, solo_on_third_deal
from playwright.sync_api import ConsoleMessage, Locator, Page, expect
from test_embed import by_iframe, embedded, foreign_requests, host  # noqa: F401  (the host page's fixtures)
from test_explain import fill, result_dialog

SIDEWAYS = {"width": 740, "height": 360}


def schafkopf_tariff(language: str) -> Snapshot:
    """A finished Schafkopf deal (money tariff) scored with Schneider, Schwarz and Laufende."""
    def make(seed: int) -> Snapshot | None:
        snapshot = run(settings("schafkopf", language, seed), lambda _: None)
        names = {item["name"] for item in snapshot["view"]["result"].get("items", [])}
        return snapshot if {"schneider", "schwarz", "laufende"} <= names else None
    return find(make)


def settled_result(page: Page) -> Locator:
    """The result of a deal resumed at its end, with every card landed."""
    dialog = result_dialog(page)
    page.evaluate(SETTLED)
    return dialog


def fits(node: Locator) -> bool:
    return bool(node.evaluate("n => n.scrollHeight <= n.clientHeight + 1"))


def in_view(node: Locator) -> bool:
    """Wholly inside the window and inside its dialog's scrolling body."""
    return bool(node.evaluate("""n => {
      const box = n.getBoundingClientRect();
      const body = n.closest('.dialog').querySelector('.dialog-body').getBoundingClientRect();
      const inBody = !n.closest('.dialog-body') || (box.top >= body.top - 1 && box.bottom <= body.bottom + 1);
      return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth && inBody;
    }"""))


@pytest.mark.stub_engine  # layout and words: no Pyodide (stub_engine.py)
@pytest.mark.parametrize("language", ["en", "de", "ar"])
@pytest.mark.parametrize("deal", [failed_no90, schafkopf_tariff], ids=["doppelkopf", "schafkopf"])
def test_the_result_reads_without_scrolling_on_a_phone_held_sideways(
        resumed: Callable[[dict[str, int], Snapshot], Page], deal: Callable[[str], Snapshot],
        language: str) -> None:
    snapshot = deal(language)
    page = resumed(SIDEWAYS, snapshot)
    text = catalog(language)
    dialog = settled_result(page)
    items = snapshot["view"]["result"]["items"]
    expect(dialog.locator(".item-why")).to_have_count(len(items))
    screenshot(page, f"polish-result-{snapshot['settings']['game']}-{language}-sideways")
    assert in_view(dialog.locator(".result-summary"))
    assert in_view(dialog.get_by_role("button", name=text["ui.nextDeal"]))
    assert fits(dialog.locator(".dialog-body")), "the result scrolls inside its dialog"
    assert_accessible(page, f"result sideways ({language})")
    # A result three times as long scrolls, under its outcome and its buttons.
    dialog.locator(".result-details tbody").evaluate(
        "body => body.append(...[...body.rows, ...body.rows].map((row) => row.cloneNode(true)))")
    assert not fits(dialog.locator(".dialog-body"))
    assert in_view(dialog.locator(".result-summary"))
    assert in_view(dialog.get_by_role("button", name=text["ui.nextDeal"]))


@pytest.mark.parametrize("language", ["en", "de", "ar"])
def test_an_embed_names_an_unknown_card_design_in_words(page: Page, server: object, host: object,  # noqa: F811
                                                         language: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    warnings: list[str] = []

    def heard(message: ConsoleMessage) -> None:
        if message.type == "warning":
            warnings.append(message.text)
    page.on("console", heard)
    page.goto(by_iframe(server, host, game="schafkopf", deck="xyz", lang=language, level="hard"))  # type: ignore[arg-type]
    frame = embedded(page)
    text = catalog(language)
    details = [fill(text["embed.unused.deck"], value="\u2068xyz\u2069"),
               fill(text["embed.unused.level"], value="\u2068hard\u2069", used=text["level.normal"])]
    notice = frame.locator("#notice-message")
    expect(notice).to_have_text(fill(text["embed.unusedParameters"], details=" ".join(details)))
    shown = (notice.text_content() or "").lower()
    assert "deck" not in shown and "=" not in shown  # the address's names stay out of the person's words
    # the site's owner finds the address's own names in the console
    assert any("deck=\"xyz\"" in warning for warning in warnings), warnings
    assert any("level=\"hard\"" in warning for warning in warnings), warnings
    screenshot(page, f"polish-embed-notice-{language}-phone")


def test_new_game_in_an_embed_keeps_the_rules_its_page_set(page: Page, server: object,
                                                           host: object) -> None:  # noqa: F811
    page.set_viewport_size({"width": 1280, "height": 820})
    rules = {"dulleRule": "secondWins"}  # docs/record.md rules as JSON, the preset left to its default
    page.goto(by_iframe(server, host, game="doppelkopf", rules=json.dumps(rules), lang="en", level="easy"))  # type: ignore[arg-type]
    frame = embedded(page)
    text = catalog("en")
    dulle = frame.locator(".topbar .marks li",
                          has_text=fill(text["explain.mark.dulle.secondWins"], card="Ten of Hearts"))
    expect(dulle).to_be_visible()
    first = frame.evaluate("window.stichfest.snapshot().record")
    assert first["rules"] == {"preset": "tournament", **rules}
    frame.get_by_role("button", name=text["ui.newGame"]).click()
    frame.locator("#dialog-new-game").get_by_role("button", name=text["ui.start"], exact=True).click()
    frame.wait_for_function("(hands) => JSON.stringify(window.stichfest.snapshot().record.hands) !== hands",
                            arg=json.dumps(first["hands"]))
    assert frame.evaluate("window.stichfest.snapshot().record.rules") == first["rules"]
    expect(dulle).to_be_visible()


# The names the table gives to the games named after cards, in a pack and a
# language: each Doppelkopf solo, naming and playing a Rufspiel on Eichel, and
# the hint to lead the Eichel ace.
GAME_NAMES = """async ([deck, language]) => {
  const { setLanguage, t } = await import("./i18n/i18n.js");
  await setLanguage(language);
  const { chooseDeck } = await import("./ui/decks/registry.js");
  const { actionLabel, contractLabel, reasonParams } = await import("./ui/labels.js");
  chooseDeck(deck);
  const solos = ["clubs", "spades", "hearts", "diamonds", "queens", "jacks", "fleshless"];
  const names = Object.fromEntries(solos.map((solo) =>
    [solo, actionLabel("doppelkopf", {type: "reservation", value: "solo", solo})]));
  names.call = actionLabel("schafkopf", {type: "name", contract: "rufspiel", suit: "E"});
  names.rufspiel = contractLabel({game: "schafkopf", seat: 0, contract: {type: "rufspiel", suit: "E"}});
  const lead = {key: "hint.lead_ace", card: "EA"};
  names.lead = t(lead.key, reasonParams({game: "schafkopf", seat: 0}, lead));
  return names;
}"""

PACK_WORDS = {
    ("german", "de"): {"clubs": "Eichel-Solo", "spades": "Laub-Solo", "hearts": "Herz-Solo",
                       "diamonds": "Schellen-Solo", "queens": "Obersolo", "jacks": "Untersolo"},
    ("french", "de"): {"clubs": "Kreuz-Solo", "spades": "Pik-Solo", "queens": "Damensolo",
                       "jacks": "Bubensolo"},
    ("german", "en"): {"clubs": "Acorns solo", "spades": "Leaves solo", "queens": "Obers solo"},
    ("french", "en"): {"clubs": "Clubs solo", "hearts": "Hearts solo", "queens": "Queens solo"},
    ("german", "ar"): {"clubs": "سولو البلوط", "queens": "سولو الأوبر"},
    ("french", "ar"): {"clubs": "سولو السباتي", "queens": "سولو البنات"},
    ("doppeldeutsch", "de"): {"call": "Eichel-Daus rufen", "rufspiel": "Rufspiel (Eichel-Daus)",
                              "lead": "Spiel Eichel-Daus aus, solange noch niemand die Farbe "
                                      "abstechen kann."},
    ("bavarian", "de"): {"call": "Eichel-Sau rufen", "rufspiel": "Rufspiel (Eichel-Sau)",
                         "lead": "Spiel Eichel-Sau aus, solange noch niemand die Farbe abstechen kann."},
    ("doppeldeutsch", "en"): {"call": "Call the Daus of Acorns",
                              "rufspiel": "Rufspiel on the Daus of Acorns"},
    ("bavarian", "en"): {"call": "Call the Ace of Acorns"},
    ("doppeldeutsch", "ar"): {"call": "نادِ داوس البلوط", "rufspiel": "روفشبيل على داوس البلوط"},
    ("bavarian", "ar"): {"call": "نادِ آس البلوط"},
}


@pytest.mark.stub_engine  # layout and words: no Pyodide (stub_engine.py)
def test_games_named_after_cards_use_the_words_of_the_pack(
        resumed: Callable[[dict[str, int], Snapshot], Page]) -> None:
    setup = settings("doppelkopf", "de", 4, deck="german")
    snapshot = run(setup, lambda _: None, stop=lambda s: s["turn"] == "person")
    page = resumed({"width": 360, "height": 740}, snapshot)
    # the person's solos at the table, in the German pack's words
    page.locator(".actions .choice", has_text=catalog("de")["ui.reservationMore"]).click()
    for solo in ("Eichel-Solo", "Laub-Solo", "Schellen-Solo", "Obersolo", "Untersolo"):
        expect(page.locator(".actions .choice-reservation", has_text=solo)).to_be_visible()
    screenshot(page, "polish-german-pack-solos-de-phone")
    for (deck, language), expected in PACK_WORDS.items():
        names = page.evaluate(GAME_NAMES, [deck, language])
        assert {key: names[key] for key in expected} == expected, (deck, language)
        if deck == "doppeldeutsch" and language == "de":
            assert not any("Sau" in name for name in names.values())


# The widths of a signed number's sign and of its first digit as drawn.
SIGN_AND_DIGIT = """(node) => {
  const text = node.querySelector("span").firstChild;
  const at = text.data.search(/[\u2212+]/);
  const width = (i) => { const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + 1);
                         return r.getBoundingClientRect().width; };
  return [width(at), width(at + 1)];
}"""

# Where each sign of a line and the digit after it are drawn (x).
SIGN_BEFORE_DIGIT = """(node) => {
  const text = node.firstChild;
  const x = (i) => { const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + 1);
                     return r.getBoundingClientRect().x; };
  return [...text.data.matchAll(/[\u2212+]/g)].map((m) => [x(m.index), x(m.index + 1)]);
}"""


@pytest.mark.stub_engine  # layout and words: no Pyodide (stub_engine.py)
@pytest.mark.parametrize("viewport", [{"width": 360, "height": 740}, SIDEWAYS], ids=["phone", "sideways"])
def test_signed_numbers_read_clearly_in_arabic(resumed: Callable[[dict[str, int], Snapshot], Page],
                                                viewport: dict[str, int]) -> None:
    snapshot = solo_on_third_deal("ar")
    page = resumed(viewport, snapshot)
    text = catalog("ar")
    dialog = settled_result(page)
    solo = dialog.locator(".result-why li.solo")
    line = solo.text_content() or ""
    assert "-" not in line and "\u2212" in line  # a true minus sign, not a hyphen
    assert re.search("\u2066[\u2212+][0-9]+\u2069", line), line  # isolated left to right, sign first
    for sign_x, digit_x in solo.evaluate(SIGN_BEFORE_DIGIT):
        assert sign_x < digit_x  # drawn on the left of its digits inside the Arabic sentence
    size = "sideways" if viewport is SIDEWAYS else "phone"
    screenshot(page, f"polish-signs-result-ar-{size}")
    dialog.get_by_role("button", name=text["ui.scores"]).click()
    sheet = page.locator("#dialog-scores")
    expect(sheet).to_be_visible()
    cells = sheet.locator("tbody td.minus, tbody td.plus")
    assert "-" not in (sheet.text_content() or "")
    for index in range(cells.count()):
        sign, digit = cells.nth(index).evaluate(SIGN_AND_DIGIT)
        assert sign >= 0.8 * digit, (index, sign, digit)  # a sign as wide as a digit, not a short dash
    screenshot(page, f"polish-signs-sheet-ar-{size}")
