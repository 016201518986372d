"""The table explains itself, in English, German and Arabic, on a phone and a
desktop: the result says which target each party had after the announcements
and why every item counts, the score sheet names each deal's game with
running totals under a header that stays, party and announcement badges look
different, the Schweinchen is marked in the hand, the round's game and the
Pflichtsolo debts are shown, a forced solo says why, the end of a round is
told, and a step with one possible answer is taken for the person.

Each test starts from a save made in CPython (explain_deals.py) so that the
browser opens right at the moment it checks. Screenshots: test-artifacts/explain-*.png.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from e2e_harness import catalog, screenshot
from explain_deals import (
    failed_no90,
    holds_schweinchen,
    kontra_may_announce,
    solo_on_third_deal,
    vorfuehrung,
    wenz_bid,
)
from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

# Layout and words: the page needs no Pyodide (stub_engine.py).
pytestmark = pytest.mark.stub_engine

PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 820}
DEAL_TIMEOUT_MS = 120_000


def fill(text: str, **params: object) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: str(params.get(m.group(1), m.group(0))), text)


def before_braces(text: str) -> str:
    """The fixed words of a catalog text up to its first parameter."""
    return text.split("{")[0].strip()


def shot(page: Page, name: str) -> None:
    screenshot(page, f"explain-{name}")


def size(viewport: dict[str, int]) -> str:
    return "phone" if viewport is PHONE else "desktop"


VARIANTS = [("en", PHONE), ("de", DESKTOP), ("ar", PHONE)]


@pytest.mark.parametrize("language, viewport", VARIANTS)
def test_a_failed_no90_says_which_target_was_missed(resumed: Callable[..., Page], language: str,
                                                     viewport: dict[str, int]) -> None:
    snapshot = failed_no90(language)
    page = resumed(viewport, snapshot)
    text = catalog(language)
    dialog = result_dialog(page)
    lines = dialog.locator(".result-why li")
    expect(lines).to_have_count(2)
    re_target, kontra_target = snapshot["view"]["explanation"]["targets"]
    missed = lines.nth(1)
    expect(missed).to_have_class("missed")
    expect(missed).to_contain_text(text["announce.no90"])
    expect(missed).to_contain_text(str(re_target["points"]))
    expect(missed).to_contain_text(text["explain.missed"])
    expect(lines.nth(0)).to_contain_text(str(kontra_target["points"]))
    expect(lines.nth(0)).to_contain_text(text["explain.met"])
    items = snapshot["view"]["result"]["items"]
    expect(dialog.locator(".item-why")).to_have_count(len(items))
    expect(dialog.locator(".item-why").first).to_have_text(text["explain.item.won"])
    expect(dialog.locator("th a.help-link")).to_have_count(len(items))
    assert page.evaluate("document.documentElement.dir") == ("rtl" if language == "ar" else "ltr")
    shot(page, f"no90-{language}-{size(viewport)}")
    dialog.locator(".item-why").last.scroll_into_view_if_needed()
    shot(page, f"no90-items-{language}-{size(viewport)}")


@pytest.mark.parametrize("language, viewport", [("en", DESKTOP), ("ar", PHONE), ("de", PHONE)])
def test_solo_factor_and_a_sheet_with_games_and_running_totals(resumed: Callable[..., Page], language: str,
                                                               viewport: dict[str, int]) -> None:
    snapshot = solo_on_third_deal(language)
    page = resumed(viewport, snapshot)
    text = catalog(language)
    dialog = result_dialog(page)
    extra = fill(text["explain.mark.extraGame"], games=24)
    expect(page.locator(".topbar .marks li").first).to_have_text(extra)
    solo = dialog.locator(".result-why li.solo")
    expect(solo).to_contain_text(text["player.0"])
    shot(page, f"solo-{language}-{size(viewport)}")
    dialog.get_by_role("button", name=text["ui.scores"]).click()
    sheet = page.locator("#dialog-scores")
    expect(sheet).to_be_visible()
    expect(sheet.locator("thead th").nth(1)).to_have_text(text["explain.sheet.contract"])
    games = sheet.locator("tbody td.game")
    expect(games).to_have_count(3)
    expect(games.nth(2)).to_contain_text(fill(text["solo.ranks"], ranks=text["ranks.Q"]))
    sheet_rows = snapshot["session"]["sheet"]
    mine = [row["scores"][0] for row in sheet_rows] + [snapshot["view"]["result"]["scores"][0]]
    running = sheet.locator("tbody tr:nth-child(3) td .running").first
    expect(running).to_contain_text(page.evaluate(
        "async (n) => (await import('./i18n/i18n.js')).formatNumber(n)", sum(mine)))
    head = page.locator("#dialog-scores thead th").first
    assert head.evaluate("th => getComputedStyle(th).position") == "sticky"
    shot(page, f"sheet-{language}-{size(viewport)}")


@pytest.mark.parametrize("language, viewport", VARIANTS)
def test_party_and_announcement_badges_differ_and_the_round_is_shown(
        resumed: Callable[..., Page], language: str, viewport: dict[str, int]) -> None:
    snapshot = kontra_may_announce(language)
    page = resumed(viewport, snapshot)
    text = catalog(language)
    me = page.locator(".seat.pos-bottom")
    party = me.locator(".badge.party")
    expect(party).to_have_text(fill(text["explain.badge.party"], party=text["party.kontra"]))
    expect(me.locator(".badge.announcement")).to_have_count(0)
    marks = page.locator(".topbar .marks li")
    expect(marks.first).to_have_text(fill(text["explain.mark.round"], n=1, games=24))
    # the names joined as the language joins a list (the Arabic comma, German "und")
    listed = {"en": "{0}, {1}, {2}, {3}", "de": "{0}, {1}, {2} und {3}", "ar": "{0}، و{1}، و{2}، و{3}"}
    names = listed[language].format(*(text[f"player.{s}"] for s in range(4)))
    expect(marks.nth(1)).to_have_text(fill(text["explain.mark.owes"], names=names))
    dulle = fill(text["card.label"], rank=text["rank.doppelkopf.10"], suit=text["suit.doppelkopf.H"])
    expect(marks.nth(2)).to_have_text(fill(text["explain.mark.dulle.firstWins"], card=dulle))
    shot(page, f"badges-before-{language}-{size(viewport)}")
    page.locator(".actions .choice-announce").first.click()
    announced = me.locator(".badge.announcement")
    expect(announced).to_have_text(fill(text["explain.badge.announced"], value=text["announce.kontra"]))
    colours = [node.evaluate("b => getComputedStyle(b).backgroundColor") for node in (party, announced)]
    assert colours[0] != colours[1]
    shot(page, f"badges-after-{language}-{size(viewport)}")


@pytest.mark.parametrize("language, viewport", [("en", DESKTOP), ("ar", PHONE)])
def test_the_schweinchen_is_marked_and_sorted_first(resumed: Callable[..., Page], language: str,
                                                     viewport: dict[str, int]) -> None:
    snapshot = holds_schweinchen(language)
    page = resumed(viewport, snapshot)
    text = catalog(language)
    first_two = page.locator(".hand .card").evaluate_all("cs => cs.slice(0, 2).map((c) => c.dataset.card)")
    assert first_two == ["DA", "DA"]
    expect(page.locator(".hand .card.schweinchen")).to_have_count(2)
    badge = page.locator(".seat.pos-bottom .badge.schweinchen")
    expect(badge).to_have_text(text["explain.badge.schweinchen"])
    own = before_braces(text["explain.mark.schweinchen.you"])
    expect(page.locator(".topbar .marks")).to_contain_text(own)
    shot(page, f"schweinchen-{language}-{size(viewport)}")


@pytest.mark.parametrize("language, viewport, play_out", [
    ("en", DESKTOP, True), ("de", PHONE, False), ("ar", PHONE, False)])
def test_a_forced_solo_says_why_and_the_end_of_the_round_is_told(
        resumed: Callable[..., Page], language: str, viewport: dict[str, int], play_out: bool) -> None:
    snapshot = vorfuehrung(language)
    page = resumed(viewport, snapshot)
    text = catalog(language)
    prompt = page.locator(".actions .choices.forced .choices-title")
    expect(prompt).to_have_text(fill(text["explain.mark.forced.you"], games=1, owing=1))
    marks = page.locator(".topbar .marks li")
    expect(marks.first).to_have_text(fill(text["explain.mark.round"], n=24, games=24))
    shot(page, f"forced-{language}-{size(viewport)}")
    if not play_out:
        return
    page.locator(".actions .choice-reservation").first.click()
    play_to_the_end(page)
    page.locator("#dialog-result").get_by_role("button", name=text["ui.nextDeal"]).click()
    message = page.locator(".message")
    expect(message).to_have_text(fill(text["explain.roundOver"], games=24))
    expect(marks.first).to_have_text(fill(text["explain.mark.round"], n=1, games=24))
    shot(page, f"round-over-{language}-{size(viewport)}")


@pytest.mark.parametrize("language, viewport", [("en", PHONE), ("de", DESKTOP), ("ar", DESKTOP)])
def test_a_wenz_is_named_for_the_person_and_its_tariff_explained(
        resumed: Callable[..., Page], language: str, viewport: dict[str, int]) -> None:
    snapshot = wenz_bid(language)
    page = resumed(viewport, snapshot)
    text = catalog(language)
    bid(page, page.locator(".actions .choice-bid", has_text=text["bid.wenz"]).first)
    message = page.locator(".message")
    expect(message).to_have_text(fill(text["explain.only"], action=text["bid.wenz"]), timeout=DEAL_TIMEOUT_MS)
    page.wait_for_function("() => window.stichfest.snapshot().view.phase !== 'naming'")
    expect(page.locator(".actions .choice-name")).to_have_count(0)
    shot(page, f"wenz-named-{language}-{size(viewport)}")
    play_to_the_end(page)
    dialog = page.locator("#dialog-result")
    expect(dialog.locator(".item-why").first).to_contain_text(before_braces(text["explain.item.base"]))
    expect(dialog.locator(".result-why li.solo")).to_contain_text(text["player.0"])
    shot(page, f"wenz-result-{language}-{size(viewport)}")


TAKEN = "() => (window.stichfest.snapshot().view.calls || []).some((call) => call.seat === 0)"


def bid(page: Page, button: Locator) -> None:
    """Click a bid until the engine has it: a click that lands while the table
    redraws its buttons (as a busy machine can make it) is one a player would
    simply repeat; the bid is still offered only if the click was not taken."""
    for _ in range(3):
        button.click()
        try:
            page.wait_for_function(TAKEN, timeout=15_000)
            return
        except PlaywrightTimeoutError:
            continue
    raise AssertionError("the bid was never taken")


def result_dialog(page: Page) -> Locator:
    """The result of a deal resumed at its end, once its last trick is tapped away."""
    page.locator(".tool-clear-trick").click()
    dialog = page.locator("#dialog-result")
    expect(dialog).to_be_visible(timeout=DEAL_TIMEOUT_MS)
    return dialog


def play_to_the_end(page: Page) -> None:
    """Plays the first playable card until the result shows, tapping finished tricks away."""
    step = """() => {
      if (document.querySelector("#dialog-result[open]")) return "over";
      if (document.getElementById("app").getAttribute("aria-busy") !== "false") return false;
      const clear = document.querySelector(".tool-clear-trick");
      if (clear && !clear.hidden) return "clear";
      const mine = window.stichfest.snapshot().turn === "person";
      if (mine && document.querySelector(".hand .card.legal")) return "card";
      return false;
    }"""
    while (now := page.wait_for_function(step, timeout=DEAL_TIMEOUT_MS).json_value()) != "over":
        if now == "clear":
            clear = page.locator(".tool-clear-trick")
            clear.click()
            clear.wait_for(state="hidden")
        else:
            page.locator(".hand .card.legal").first.click()
