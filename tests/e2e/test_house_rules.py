"""House rules in the new-game dialog: every option of the chosen game, from
the engine's `describe`, grouped and explained. A Doppelkopf deal with the
second Dulle winning and a Schafkopf Ramsch are chosen there by clicking and
played to their result; the dialog fits an upright phone in Arabic, right to
left. Screenshots in test-artifacts/ (house-rules-*)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import quote

import pytest
from conftest import booted_page, store_settings
from e2e_harness import assert_accessible, catalog, screenshot
from playwright.sync_api import Browser, BrowserContext, Page, expect

from engine import api, games

PHONE = {"width": 360, "height": 640}
DEAL_TIMEOUT_MS = 180_000
SEED = 3  # a deal in which both ♥10 fall in one trick, and one in which all four pass

# The person's choice, the same in CPython and in the page: pass where one
# can, else the first card, else the first action that is not an announcement.
PICK = """(legal) => legal.find((a) => a.value === 'pass') ?? legal.find((a) => a.type === 'play')
  ?? legal.find((a) => a.type !== 'announce') ?? legal[0]"""

# Plays the deal on the table to its result through the page's own intents.
PLAY_ON = f"""() => new Promise((resolve) => {{
  const pick = {PICK};
  const timer = setInterval(() => {{
    const app = document.getElementById('app');
    const snapshot = window.stichfest.snapshot();
    if (!snapshot || app.getAttribute('aria-busy') === 'true') return;
    if (app.querySelector('.felt .trick-card.winner')) window.stichfest.dispatch({{type: 'clear-trick'}});
    const action = snapshot.turn === 'person' && pick(snapshot.view.legal);
    if (action) window.stichfest.dispatch({{type: 'act', action}});
    else if (snapshot.turn === 'over') {{
      clearInterval(timer);
      resolve(snapshot);
    }}
  }}, 20);
}})"""


def pick(legal: list[dict[str, Any]]) -> dict[str, Any]:
    for wanted in (lambda a: a.get("value") == "pass", lambda a: a["type"] == "play",
                   lambda a: a["type"] != "announce"):
        found = [action for action in legal if wanted(action)]
        if found:
            return found[0]
    return legal[0]


def engine_deal(game: str, rules: dict[str, object]) -> dict[str, Any]:
    """The deal the page will play, played in CPython first."""
    setup = {"game": game, "level": "easy", "seed": SEED, "rules": rules}
    snapshot = api.call("new_session", {"settings": setup})["result"]
    while snapshot["turn"] != "over":
        if snapshot["turn"] == "computer":
            snapshot = api.call("step", {})["result"]
        else:
            snapshot = api.call("act", {"action": pick(snapshot["view"]["legal"])})["result"]
    return snapshot  # type: ignore[no-any-return]


@pytest.fixture
def app(browser: Browser, server: object) -> Iterator[Callable[[str], Page]]:
    """open(language) -> the app on a phone, booted on Doppelkopf with the seed above."""
    contexts: list[BrowserContext] = []
    errors: list[str] = []

    def open_(language: str) -> Page:
        context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
        contexts.append(context)
        store_settings(context, {"game": "doppelkopf", "language": language, "level": "easy", "seed": SEED})
        return booted_page(context, server.url, errors)  # type: ignore[attr-defined]

    yield open_
    for context in contexts:
        context.close()
    assert not errors, f"the page went wrong: {errors}"


def house_rules(page: Page, game: str, group: str) -> None:
    """Opens House rules and the fold of `group` in the new-game dialog."""
    dialog = page.locator("#dialog-new-game")
    dialog.locator(f"#house-rules-{game} > summary").click()
    dialog.locator(f"#house-{game}-{group} > summary").click()


def deal(page: Page) -> dict[str, Any]:
    """Deals the dialog's choices (ending the session on the table) and plays the deal out."""
    page.locator("#dialog-new-game").get_by_role("button", name=catalog("en")["ui.start"], exact=True).click()
    ask = page.locator("#dialog-end-session")
    if ask.is_visible():
        ask.get_by_role("button", name=catalog("en")["sessions.endAndStart"]).click()
    page.wait_for_function("() => window.stichfest.snapshot().session.sheet.length === 0"
                           " && window.stichfest.snapshot().turn !== 'over'")
    return page.evaluate(PLAY_ON)  # type: ignore[no-any-return]


def test_a_dulle_rule_and_a_ramsch_are_chosen_and_played(app: Callable[[str], Page]) -> None:
    words = catalog("en")
    page = app("en")
    page.get_by_role("button", name=words["ui.newGame"]).click()
    dialog = page.locator("#dialog-new-game")
    house_rules(page, "doppelkopf", "tricks")
    dulle = dialog.locator("#house-dulleRule-secondWins")
    expect(dialog.locator("#house-dulleRule-firstWins")).to_be_checked()  # the tournament rule
    expect(dialog).to_contain_text(words["rules.doppelkopf.dulleRule.about"])
    dulle.check()
    expect(dialog).to_contain_text(words["rules.presetValue"].format(value=words["rules.doppelkopf.dulleRule.firstWins"]))
    screenshot(page, "house-rules-dulle-en-360")
    assert_accessible(page, "house rules of Doppelkopf")
    rule = dialog.locator("#house-dulleRule-about a.help-link")  # the option's paragraph of the rules help
    paragraph = next(option["help"] for option in api.describe_game("doppelkopf")["options"]
                     if option["name"] == "dulleRule")
    link = f"rules/en/doppelkopf.html#{paragraph}"
    expect(rule).to_have_attribute("href", link)
    rule.click()
    expect(page.locator("#dialog-rules iframe")).to_have_attribute("src", link)
    page.locator("#dialog-rules").get_by_role("button", name=words["ui.close"]).click()
    expect(page.locator("#dialog-rules")).to_be_hidden()  # the help closes over the dialog, which stays
    expect(dialog).to_be_visible()

    played = deal(page)
    expected = engine_deal("doppelkopf", {"dulleRule": "secondWins"})
    assert played["view"]["rules"] == {"preset": "tournament", "dulleRule": "secondWins"}
    assert played["view"]["result"] == expected["view"]["result"]
    both = [trick for trick in played["view"]["tricks"]
            if [c["card"] for c in trick["cards"]].count("H10") == 2]
    assert both, "the seed's deal has both ♥10 in one trick"
    dullen = [c["seat"] for c in both[0]["cards"] if c["card"] == "H10"]
    assert both[0]["winner"] == dullen[1], "the second Dulle takes the trick"
    page.keyboard.press("Escape")  # the result
    marks = page.locator(".marks")  # the engine's mark tells the Dulle rule, and no line repeats it
    expect(marks).to_contain_text(words["explain.mark.dulle.secondWins"].split("{card}")[1].strip())
    expect(marks).not_to_contain_text(words["rules.doppelkopf.dulleRule.secondWins"])

    page.get_by_role("button", name=words["ui.newGame"]).click()
    dialog.get_by_label(words["game.schafkopf"]).check()
    house_rules(page, "schafkopf", "contracts")
    dialog.locator("#house-ramsch-true").check()
    expect(dialog.locator("#house-ramsch-about")).to_contain_text(words["rules.schafkopf.ramsch.about"])
    screenshot(page, "house-rules-ramsch-en-360")
    played = deal(page)
    expected = engine_deal("schafkopf", {"ramsch": True})
    assert played["view"]["rules"] == {"profile": "money", "deck": "long", "ramsch": True}
    assert [item["name"] for item in played["view"]["result"]["items"]] == ["ramsch"]
    assert played["view"]["result"] == expected["view"]["result"]
    result = page.locator("#dialog-result")
    expect(result).to_contain_text(words["item.ramsch"])
    expect(result).not_to_contain_text("party.")  # each player's card points under their name
    ramsch = expected["view"]["result"]
    assert [item["seat"] for item in ramsch["items"]] == [0], "the seed's Ramsch is lost by the person"
    paid = f"€{-ramsch['scores'][0] / 100:.2f}"
    expect(result.locator(".result-summary")).to_have_text(
        f"{words['result.ramsch.points.you'].format(points=ramsch['card_points']['0'])}"
        f" — {words['result.youPay'].format(amount=paid)}")
    screenshot(page, "house-rules-ramsch-result-en-360")
    page.keyboard.press("Escape")
    expect(marks).to_contain_text(words["rules.houseMark"].format(
        names=f"{words['rules.schafkopf.ramsch']}: {words['rules.flag.true']}"))
    expect(page.locator(".contract")).to_have_text(words["bid.ramsch"])
    screenshot(page, "house-rules-ramsch-table-en-360")

    # the dialog opens on the rules in play, and the history names them house rules
    page.get_by_role("button", name=words["ui.newGame"]).click()
    house_rules(page, "schafkopf", "contracts")
    expect(dialog.locator("#house-ramsch-true")).to_be_checked()


def test_the_dialog_explains_the_rule_set_counts_changes_and_hides_what_cannot_apply(
        app: Callable[[str], Page]) -> None:
    """The rule set, tariff and deck say what they mean; the House rules fold
    counts the rules changed; a phone opens one group at a time; an option the
    other choices rule out is not offered; a count shows only its range."""
    words = catalog("en")
    page = app("en")
    page.get_by_role("button", name=words["ui.newGame"]).click()
    dialog = page.locator("#dialog-new-game")
    expect(dialog.locator("#preset-about")).to_have_text(words["rules.doppelkopf.preset.about"])
    house_rules(page, "doppelkopf", "tricks")
    summary = dialog.locator("#house-rules-doppelkopf > summary")
    expect(summary).to_have_text(words["rules.house"])
    expect(dialog.locator("#house-schweinchenInFarbsolo-true")).to_have_count(0)
    dialog.locator("#house-schweinchen-true").check()
    expect(dialog.locator("#house-schweinchenInFarbsolo-true")).to_have_count(1)
    dialog.locator("#house-dulleRule-secondWins").check()
    expect(summary).to_have_text(words["rules.houseChanged"]["other"].format(count=2))
    dialog.locator("#house-schweinchen-false").check()  # the suit solos' Schweinchen goes with it
    expect(dialog.locator("#house-schweinchenInFarbsolo-true")).to_have_count(0)
    expect(summary).to_have_text(words["rules.houseChanged"]["one"].format(count=1))
    groups = dialog.locator("#house-rules-doppelkopf .house-group")
    groups.nth(1).locator("summary").click()
    expect(groups.nth(1)).to_have_attribute("open", "")
    expect(groups.nth(0)).not_to_have_attribute("open", "")

    dialog.get_by_label(words["game.schafkopf"]).check()
    expect(dialog.locator("#profile-about")).to_have_text(words["rules.schafkopf.profile.about"])
    expect(dialog.locator("#deck-about")).to_have_text(words["rules.schafkopf.deck.about"])
    house_rules(page, "schafkopf", "play")
    expect(dialog.locator("#house-runAwayMin-range")).to_have_text(words["rules.range"].format(min=2, max=6))
    expect(dialog.locator("#house-runAwayMin")).to_have_accessible_name(
        f"{words['rules.schafkopf.runAwayMin']} {words['rules.range'].format(min=2, max=6)}")
    expect(dialog.locator("#house-allowSie-true")).to_have_count(1)
    dialog.get_by_label(words["deck.short"]).check()
    expect(dialog.locator("#house-allowSie-true")).to_have_count(0)
    expect(dialog.locator("#house-runAwayMin-range")).to_have_text(words["rules.range"].format(min=2, max=4))
    screenshot(page, "house-rules-explained-en-360")
    assert_accessible(page, "the new-game dialog with its explanations")


@pytest.mark.parametrize("language", ["en", "de", "ar"])
def test_a_ramsch_is_told_once_as_its_play_begins(app: Callable[[str], Page], language: str) -> None:
    """All pass under the Ramsch house rule: the table's notice line says that a
    Ramsch is played, its goal and its trumps, until the person's next move."""
    words = catalog(language)
    page = app(language)
    page.get_by_role("button", name=words["ui.newGame"]).click()
    dialog = page.locator("#dialog-new-game")
    dialog.get_by_label(words["game.schafkopf"]).check()
    house_rules(page, "schafkopf", "contracts")
    dialog.locator("#house-ramsch-true").check()
    dialog.get_by_role("button", name=words["ui.start"], exact=True).click()
    ask = page.locator("#dialog-end-session")
    if ask.is_visible():
        ask.get_by_role("button", name=words["sessions.endAndStart"]).click()
    message = page.locator(".message")
    page.wait_for_function("() => window.stichfest.snapshot().view.phase === 'bidding'")
    expect(message).not_to_contain_text(words["explain.start.ramsch"])
    page.evaluate("""() => new Promise((resolve) => {
      const timer = setInterval(() => {
        const snapshot = window.stichfest.snapshot();
        if (snapshot.view.phase === 'play') {
          clearInterval(timer);
          resolve();
        } else if (snapshot.turn === 'person') {
          const busy = document.getElementById('app').getAttribute('aria-busy') === 'true';
          const pass = snapshot.view.legal.find((action) => action.value === 'pass');
          if (pass && !busy) window.stichfest.dispatch({type: 'act', action: pass});
        }
      }, 20);
    })""")
    assert page.evaluate("window.stichfest.snapshot().view.contract.type") == "ramsch"
    expect(message).to_have_text(words["explain.start.ramsch"])
    screenshot(page, f"house-rules-ramsch-start-{language}-360")


def test_house_rules_fit_an_upright_phone_in_arabic(app: Callable[[str], Page]) -> None:
    words = catalog("ar")
    page = app("ar")
    assert page.evaluate("document.documentElement.dir") == "rtl"
    page.get_by_role("button", name=words["ui.newGame"]).click()
    dialog = page.locator("#dialog-new-game")
    for game in ("doppelkopf", "schafkopf"):
        dialog.get_by_label(words[f"game.{game}"]).check()
        dialog.locator(f"#house-rules-{game} > summary").click()
        dialog.locator(f"#house-rules-{game} > summary").scroll_into_view_if_needed()
        screenshot(page, f"house-rules-{game}-ar-360-folded")
        groups = dialog.locator(f"#house-rules-{game} .house-group")
        for index in range(groups.count()):
            groups.nth(index).locator("summary").click()
        # every option shows its own explanation under its name
        abouts = dialog.locator(f"#house-rules-{game} .house-option .house-about")
        assert abouts.count() > 0
        for index in range(abouts.count()):
            about = abouts.nth(index)
            name = (about.get_attribute("id") or "").removeprefix("house-").removesuffix("-about")
            assert (about.text_content() or "").startswith(words[f"rules.{game}.{name}.about"])
        # nothing wider than the phone: every line wraps inside the dialog
        overflow = page.evaluate("""() => [...document.querySelectorAll('#dialog-new-game *')]
          .filter((node) => node.getBoundingClientRect().width > 0)
          .filter((node) => node.getBoundingClientRect().left < -1
            || node.getBoundingClientRect().right > innerWidth + 1)
          .map((node) => node.id || node.className || node.tagName)""")
        assert not overflow, f"wider than the phone: {overflow}"
        screenshot(page, f"house-rules-{game}-ar-360", full_page=True)
        assert_accessible(page, f"house rules of {game} in Arabic")


def every_option_changed(game: str) -> dict[str, object]:
    """Rules of `game` in which every house rule differs from the default rules."""
    described = next(entry for entry in api.describe()["games"] if entry["game"] == game)
    defaults = {base["name"]: base["default"] for base in described["base"]}
    rules: dict[str, object] = {}
    for option in described["options"]:
        if option["type"] == "count":
            lowered = [limits[defaults[name]] for name, limits in option.get("max_by", {}).items()]
            most = min([option["max"], *lowered])
            rules[option["name"]] = most if most != option["default"] else option["min"]
        else:
            rules[option["name"]] = next(value for value in reversed(option["values"])
                                         if value != option["default"])
    return rules


@pytest.mark.parametrize("game", games.GAMES)
def test_the_embed_takes_every_option_and_new_game_shows_it(page: Page, server: object, game: str) -> None:
    """An embed's `rules` may set every house rule by its record name; New game in
    the frame opens on them, each one chosen under House rules."""
    rules = every_option_changed(game)
    page.set_viewport_size(PHONE)  # type: ignore[arg-type]
    address = f"embed.html?game={game}&lang=en&level=easy&rules={quote(json.dumps(rules))}"
    page.goto(server.url + address)  # type: ignore[attr-defined]
    page.wait_for_function("() => window.stichfest && window.stichfest.snapshot()", timeout=120_000)
    played = page.evaluate("window.stichfest.snapshot().record.rules")
    assert {name: played[name] for name in rules} == rules
    expect(page.locator("#notice-message")).to_be_hidden()
    page.get_by_role("button", name=catalog("en")["ui.newGame"]).click()
    dialog = page.locator("#dialog-new-game")
    dialog.locator(f"#house-rules-{game} > summary").click()
    for name, value in rules.items():
        field = dialog.locator(f"#house-{name}-{json.dumps(value) if isinstance(value, bool) else value}")
        if isinstance(value, int) and not isinstance(value, bool):
            field = dialog.locator(f"#house-{name}")
        field.evaluate("(node) => { node.closest('details.house-group').open = true; }")
        if field.get_attribute("type") == "number":
            expect(field).to_have_value(str(value))
        else:
            expect(field).to_be_checked()
    screenshot(page, f"house-rules-embed-{game}-en-360")
