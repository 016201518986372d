"""The game table in Chromium: whole deals played by clicking as the person,
in English and Arabic, on a phone and a desktop viewport, with axe-core checks
and screenshots in test-artifacts/ (see docs/api.md for the test handle)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from urllib.parse import urlsplit

import pytest
from conftest import booted_page, store_settings
from e2e_harness import assert_accessible, catalog, screenshot
from playwright.sync_api import Browser, BrowserContext, Page, Request

from engine import api, games, record
from engine.errors import IllegalAction

PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 820}
DEAL_TIMEOUT_MS = 180_000

# What the table needs from the person next, read from the page between frames.
NEXT_STEP = """() => {
  if (document.querySelector("#dialog-result[open]")) return "over";
  const app = document.getElementById("app");
  if (!window.stichfest?.snapshot() || app.hidden || app.getAttribute("aria-busy") !== "false") return false;
  const clear = document.querySelector(".tool-clear-trick");
  if (clear && !clear.hidden) return "clear";
  if (window.stichfest.snapshot().turn !== "person") return false;
  if (document.querySelector(".hand .card.legal")) return "card";
  if (document.querySelector(".actions .choice")) return "choice";
  return false;
}"""



def settings(game: str, language: str, seed: int, **extra: object) -> dict[str, object]:
    return {"game": game, "language": language, "level": "easy", "seed": seed,
            "trickClear": "tap", **extra}


def engine_run(setup: dict[str, object], person: Callable[[dict], dict | None]) -> dict:
    """Plays the session's first deal in CPython as the browser will: the
    computer seats step, `person(view)` picks the person's actions (None: the
    first legal card, else the first legal action). Returns the last snapshot."""
    snapshot = api.call("new_session", {"settings": setup})["result"]
    while snapshot["turn"] != "over":
        if snapshot["turn"] == "computer":
            snapshot = api.call("step", {})["result"]
            continue
        view = snapshot["view"]
        action = person(view)
        if action is None:
            plays = [a for a in view["legal"] if a["type"] == "play"]
            action = (plays or view["legal"])[0]
        snapshot = api.call("act", {"action": action})["result"]
    return snapshot


def find_seed(setup: Callable[[int], dict], person: Callable[[dict], dict | None],
              wanted: Callable[[dict], bool]) -> int:
    for seed in range(1, 400):
        if wanted(engine_run(setup(seed), person)):
            return seed
    raise AssertionError("no seed gives the wanted deal")


@pytest.fixture
def table(browser: Browser, server: object) -> Iterator[Callable[..., Page]]:
    """open(viewport, settings) -> a page with the app booted on those settings."""
    contexts: list[BrowserContext] = []
    errors: list[str] = []
    origin = urlsplit(server.url).netloc  # type: ignore[attr-defined]

    def leaves_origin(request: Request) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in {"http", "https"} and parts.netloc != origin:
            errors.append(f"request left the origin: {request.url}")

    def open_(viewport: dict[str, int], stored: dict[str, object]) -> Page:
        context = browser.new_context(viewport=viewport)
        contexts.append(context)
        context.on("request", leaves_origin)
        store_settings(context, stored)
        return booted_page(context, server.url, errors)  # type: ignore[attr-defined]

    yield open_
    for context in contexts:
        context.close()
    assert not errors, f"the page went wrong: {errors}"


def shot(page: Page, name: str) -> None:
    screenshot(page, f"table-{name}")



def next_step(page: Page) -> str:
    return page.wait_for_function(NEXT_STEP, timeout=DEAL_TIMEOUT_MS).json_value()  # type: ignore[no-any-return]


def play_deal(page: Page, decide: Callable[[Page], None],
              on_card: Callable[[Page, int], None] | None = None) -> None:
    """Plays until the result shows: taps each finished trick away, plays the
    first playable card, and lets `decide` make every other decision."""
    cards = 0
    while (step := next_step(page)) != "over":
        if step == "clear":
            clear = page.locator(".tool-clear-trick")
            clear.click()
            clear.wait_for(state="hidden")
        elif step == "card":
            if on_card:
                on_card(page, cards)
            page.locator(".hand .card.legal").first.click()
            cards += 1
        else:
            decide(page)


def click_choice(page: Page, name: str) -> None:
    page.locator(".actions").get_by_role("button", name=name).first.click()


def seat_centres(page: Page) -> dict[str, float]:
    """The horizontal centre of each seat, by its place at the table."""
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('.felt .seat')]
        .map((s) => {
          const box = s.getBoundingClientRect();
          return [s.className.match(/pos-(\\w+)/)[1], Math.round(box.x + box.width / 2)];
        }))""")


# -- Doppelkopf ---------------------------------------------------------------

def reservation(kind: str) -> Callable[[dict], dict | None]:
    """The person's reservation of `kind` (a solo type, or "wedding") when offered."""
    def choose(view: dict) -> dict | None:
        return next((a for a in view["legal"] if kind in (a.get("solo"), a.get("value"))), None)
    return choose


def person_declares(kind: str) -> Callable[[dict], bool]:
    def wanted(snapshot: dict) -> bool:
        contract = snapshot["view"]["contract"]
        return contract["declarer"] == 0 and kind in (contract["type"], contract["solo"])
    return wanted


@pytest.mark.parametrize("language, viewport, kind", [
    ("en", PHONE, "queens"), ("ar", DESKTOP, "queens"), ("de", PHONE, "wedding"),
], ids=["en-phone-solo", "ar-desktop-solo", "de-phone-wedding"])
def test_doppelkopf_deal_by_clicking(table: Callable[..., Page], language: str, viewport: dict,
                                     kind: str) -> None:
    seed = find_seed(lambda s: settings("doppelkopf", language, s), reservation(kind), person_declares(kind))
    page = table(viewport, settings("doppelkopf", language, seed))
    words = catalog(language)
    name = f"doppelkopf-{language}-{viewport['width']}-{kind}"
    assert page.evaluate("document.documentElement.dir") == ("rtl" if language == "ar" else "ltr")

    def decide(page: Page) -> None:
        if page.locator(".choice-reservation").count():
            shot(page, f"{name}-reservation")
            assert_accessible(page, "the reservation choice")
            click_choice(page, words["ui.reservationMore"])
            label = (words["reservation.wedding"] if kind == "wedding"
                     else words["solo.ranks"].replace("{ranks}", words["ranks.Q"]))
            page.locator(".choice-reservation").filter(has_text=label).click()
        else:  # announcements stay optional: play on
            raise AssertionError("only announcements are offered, yet a card must be playable")

    def on_card(page: Page, played: int) -> None:
        if played == 2:
            shot(page, f"{name}-play")
            assert_accessible(page, "the table during play")
            # The table keeps its geometry in RTL: the left neighbour sits left.
            centres = seat_centres(page)
            assert centres["left"] < centres["top"] < centres["right"]
            # A tap on a card that cannot be played says so and plays nothing.
            blocked = page.locator(".hand .card:not(.legal)")
            if blocked.count():
                before = page.evaluate("window.stichfest.snapshot().record.actions.length")
                blocked.first.click(force=True)  # aria-disabled, yet a finger can still tap it
                page.locator(".message[data-kind='error']").wait_for()
                assert page.evaluate("window.stichfest.snapshot().record.actions.length") == before

    play_deal(page, decide, on_card)
    assert person_declares(kind)(page.evaluate("window.stichfest.snapshot()"))
    result = page.locator("#dialog-result")
    items = result.locator("tbody th")
    assert items.count() >= 2  # at least "won" and one score row
    shot(page, f"{name}-result")
    assert_accessible(page, "the result dialog")
    result.get_by_role("button", name=words["ui.scores"]).click()
    sheet = page.locator("#dialog-scores")
    assert sheet.locator("tbody tr").count() == 1
    shot(page, f"{name}-scores")
    assert_accessible(page, "the score sheet")
    sheet.get_by_role("button").last.click()
    result.locator("button.primary").click()
    page.wait_for_function("() => window.stichfest.snapshot().session.deal === 2")
    assert page.evaluate("window.stichfest.snapshot().session.sheet.length") == 1


# -- Schafkopf ----------------------------------------------------------------

def bid_rufspiel(view: dict) -> dict | None:
    for action in view["legal"]:
        if action["type"] == "bid" and action["value"] == "rufspiel":
            return action
        if action["type"] == "name":
            return action
    if any(a["type"] == "bid" for a in view["legal"]):
        return next(a for a in view["legal"] if a["value"] == "pass")
    return None


def person_calls_an_ace(snapshot: dict) -> bool:
    contract = snapshot["view"]["contract"] or {}
    return contract.get("type") == "rufspiel" and contract.get("declarer") == 0


@pytest.mark.parametrize("language, viewport", [("en", DESKTOP), ("ar", PHONE)],
                         ids=["en-desktop", "ar-phone"])
def test_schafkopf_rufspiel_deal_by_clicking(table: Callable[..., Page], language: str,
                                             viewport: dict) -> None:
    seed = find_seed(lambda s: settings("schafkopf", language, s), bid_rufspiel, person_calls_an_ace)
    page = table(viewport, settings("schafkopf", language, seed))
    name = f"schafkopf-{language}-{viewport['width']}"

    def decide(page: Page) -> None:
        if page.locator(".choice-bid").count():
            shot(page, f"{name}-bidding")
            assert_accessible(page, "the bidding choice")
            page.locator(".choice-bid").filter(has_text=catalog(language)["bid.rufspiel"]).click()
        elif page.locator(".choice-name").count():
            shot(page, f"{name}-naming")
            assert_accessible(page, "naming the called ace")
            page.locator(".choice-name").first.click()
        else:
            raise AssertionError("only a double is offered, yet a card must be playable")

    def on_card(page: Page, played: int) -> None:
        if played == 1:
            shot(page, f"{name}-play")
            assert_accessible(page, "the table during play")
            # Only the engine's legal cards are playable (the called ace's duties included).
            legal = {a["card"] for a in page.evaluate("window.stichfest.snapshot().view.legal")
                     if a["type"] == "play"}
            playable = set(page.locator(".hand .card.legal")
                           .evaluate_all("cards => cards.map((c) => c.dataset.card)"))
            assert playable == legal

    play_deal(page, decide, on_card)
    assert person_calls_an_ace(page.evaluate("window.stichfest.snapshot()"))
    shot(page, f"{name}-result")
    assert_accessible(page, "the result dialog")


# -- input, settings and languages ----------------------------------------------

def first_decision(page: Page) -> None:
    """Waits until the person is asked for something."""
    step = next_step(page)
    assert step in {"choice", "card"}, step


def test_keyboard_only_trick(table: Callable[..., Page]) -> None:
    page = table(DESKTOP, settings("doppelkopf", "en", 7))
    first_decision(page)

    def tab_to(predicate: str) -> None:
        for _ in range(40):
            if page.evaluate(f"(el => {predicate})(document.activeElement)"):
                return
            page.keyboard.press("Tab")
        raise AssertionError(f"Tab never reached {predicate}")

    tab_to("el.textContent === 'Healthy'")
    page.keyboard.press("Enter")
    assert next_step(page) == "card"
    tab_to("el.closest('.hand') !== null")
    # The arrow keys walk along the hand; Enter plays the focused card if it is legal.
    for _ in range(20):
        if page.evaluate("document.activeElement.classList.contains('legal')"):
            break
        page.keyboard.press("ArrowRight")
    card = page.evaluate("document.activeElement.dataset.card")
    page.keyboard.press("Enter")
    assert next_step(page) == "clear"
    played = page.evaluate("window.stichfest.snapshot().view.tricks[0].cards")
    assert {"seat": 0, "card": card} in played
    assert page.locator(f".felt .trick .pos-bottom .card[data-card='{card}']").count() == 1
    tab_to("el.classList.contains('tool-clear-trick')")
    page.keyboard.press("Enter")
    page.locator(".tool-clear-trick").wait_for(state="hidden")
    assert page.locator(".felt .trick .card").count() < 4
    tab_to("el.classList.contains('tool-last-trick')")
    page.keyboard.press("Enter")
    assert page.locator("#dialog-last-trick .card").count() == 4
    assert_accessible(page, "the last-trick dialog (LTR)")
    page.keyboard.press("Escape")
    page.locator("#dialog-last-trick").wait_for(state="hidden")


@pytest.mark.stub_engine  # layout and words: no Pyodide (stub_engine.py)
def test_language_switch_mid_deal_keeps_the_table(table: Callable[..., Page]) -> None:
    page = table(PHONE, settings("doppelkopf", "en", 11))
    first_decision(page)
    if page.locator(".choice-reservation").count():
        click_choice(page, "Healthy")
    assert next_step(page) in {"card", "clear"}
    seats = seat_centres(page)
    last_trick = page.locator(".tool-last-trick").bounding_box()
    page.get_by_role("button", name="Settings").click()
    assert_accessible(page, "the settings dialog (LTR)")
    page.locator("#dialog-settings").get_by_label("العربية").check()
    page.wait_for_function("() => document.documentElement.dir === 'rtl'")
    page.wait_for_function("() => document.querySelector('.tool-settings').textContent === 'الإعدادات'")
    shot(page, "settings-ar-360")
    assert_accessible(page, "the settings dialog (RTL)")
    page.locator("#dialog-settings").get_by_role("button", name="إغلاق").click()
    # The chrome mirrors, the table does not.
    assert seat_centres(page) == seats
    assert page.locator(".tool-last-trick").bounding_box()["x"] > last_trick["x"]  # type: ignore[index]
    labels = page.locator(".hand .card").evaluate_all(
        "cards => cards.map((c) => c.getAttribute('aria-label'))")
    assert all(any("\u0600" <= ch <= "\u06ff" for ch in label) for label in labels)
    shot(page, "switched-ar-360")
    assert_accessible(page, "the table after switching to Arabic")
    page.get_by_role("button", name="لعبة جديدة").click()
    page.locator("#dialog-new-game").get_by_role("button", name="وزّع").wait_for()
    shot(page, "new-game-ar-360")
    assert_accessible(page, "the new-game dialog (RTL)")


def test_rejected_action_is_explained_and_changes_nothing(table: Callable[..., Page]) -> None:
    page = table(PHONE, settings("doppelkopf", "en", 11))
    first_decision(page)
    before = page.evaluate("window.stichfest.snapshot().record.actions.length")
    page.evaluate("""() => {
      const rpc = window.stichfest.rpc;
      const call = rpc.call.bind(rpc);
      rpc.call = (method, params) => {
        rpc.call = call;
        return Promise.reject(Object.assign(new Error("late announcement"), { code: "illegal" }));
      };
    }""")
    page.locator(".actions .choice").first.click()
    alert = page.get_by_role("alert")
    alert.wait_for()
    assert "not allowed" in alert.text_content()
    assert page.evaluate("window.stichfest.snapshot().record.actions.length") == before
    shot(page, "rejected-en-360")
    page.locator(".actions .choice").first.click()
    page.wait_for_function(f"() => window.stichfest.snapshot().record.actions.length > {before}")
    page.locator(".message").wait_for(state="hidden")


def follow_suit_refusal(snapshot: dict) -> tuple[str, dict] | None:
    """A card of the person's hand the engine refuses for not following suit, with its reason."""
    state = record.replay(snapshot["record"])
    module = games.game_module(snapshot["view"]["game"])
    for card in snapshot["view"]["hand"]:
        try:
            state.copy().apply(module.Action.from_json({"type": "play", "seat": 0, "card": card}))
        except IllegalAction as refused:
            if refused.reason["key"] == "refusal.follow_suit":
                return card, refused.reason
    return None


def test_a_card_that_does_not_follow_suit_is_refused_with_the_reason(table: Callable[..., Page]) -> None:
    page = table(PHONE, settings("doppelkopf", "en", 11))
    words = catalog("en")
    while (step := next_step(page)) != "over":
        if step == "clear":
            page.locator(".tool-clear-trick").click()
            page.locator(".tool-clear-trick").wait_for(state="hidden")
            continue
        if step == "choice":
            click_choice(page, "Healthy")
            continue
        snapshot = page.evaluate("window.stichfest.snapshot()")
        refused = follow_suit_refusal(snapshot)
        if refused is None:
            page.locator(".hand .card.legal").first.click()
            continue
        card, reason = refused
        suit = words[f"suit.doppelkopf.{reason['suit']}"]
        label = str(words["card.label"]).format(rank=words[f"rank.doppelkopf.{card[1:]}"],
                                                suit=words[f"suit.doppelkopf.{card[0]}"])
        # aria-disabled, yet a tap reaches the engine, which says why it refuses
        page.locator(f".hand .card[data-card='{card}']").first.click(force=True)
        alert = page.get_by_role("alert")
        alert.wait_for()
        # the reason, then the link to its paragraph of the rules help
        assert alert.text_content() == (str(words["refusal.follow_suit"]).format(suit=suit, card=label)
                                        + " " + str(words["help.why"]))
        assert page.evaluate("window.stichfest.snapshot()")["record"] == snapshot["record"]
        shot(page, "refused-follow-suit-en-360")
        return
    raise AssertionError("the deal ended without a card that does not follow suit")


def test_new_game_choices_are_remembered(table: Callable[..., Page]) -> None:
    page = table(PHONE, settings("doppelkopf", "en", 3))
    first_decision(page)
    page.get_by_role("button", name="New game").click()
    dialog = page.locator("#dialog-new-game")
    dialog.get_by_label("Schafkopf").check()
    dialog.get_by_label("Points tariff").check()
    dialog.get_by_label("Short deck (24 cards)").check()
    dialog.get_by_label("Strong").check()
    dialog.get_by_label("Up to 0.5 seconds").check()
    shot(page, "new-game-en-360")
    assert_accessible(page, "the new-game dialog")
    dialog.get_by_role("button", name="Deal", exact=True).click()
    page.wait_for_function("() => window.stichfest.snapshot().view.game === 'schafkopf'")
    snapshot = page.evaluate("window.stichfest.snapshot()")
    assert snapshot["view"]["rules"]["profile"] == "points"
    assert len(snapshot["view"]["hand"]) == 6
    assert snapshot["settings"]["level"] == "strong"
    assert snapshot["settings"]["think"] == "0.5"
    page.reload()
    page.wait_for_function("() => window.stichfest && window.stichfest.snapshot()", timeout=60_000)
    page.get_by_role("button", name="New game").click()
    for label in ("Schafkopf", "Points tariff", "Short deck (24 cards)", "Strong", "Up to 0.5 seconds",
                  "English"):
        assert dialog.get_by_label(label).is_checked()


def test_large_cards_auto_clearing_last_trick_and_hint(table: Callable[..., Page]) -> None:
    page = table(PHONE, settings("doppelkopf", "ar", 5, largeCards=True, trickClear="auto"))
    first_decision(page)
    width = page.locator(".hand .card .card-svg").first.bounding_box()["width"]  # type: ignore[index]
    assert width > 70
    if page.locator(".choice-reservation").count():
        click_choice(page, "سليم")
    assert next_step(page) == "card"
    page.get_by_role("button", name="تلميح").click()
    page.locator(".message[data-kind='hint']").wait_for()
    shot(page, "hint-large-ar-360")
    page.locator(".hand .card.legal").first.click()
    # The finished trick clears by itself, then the last trick is one tap away.
    page.wait_for_function("() => window.stichfest.snapshot().view.tricks.length === 1")
    page.locator(".tool-clear-trick").wait_for(state="hidden")
    page.get_by_role("button", name="آخر أكلة").click()
    dialog = page.locator("#dialog-last-trick")
    assert dialog.locator(".card").count() == 4
    assert dialog.locator(".trick-marker.wins").count() == 1
    shot(page, "last-trick-ar-360")
    assert_accessible(page, "the last-trick dialog (RTL)")


@pytest.mark.stub_engine  # layout and words: no Pyodide (stub_engine.py)
@pytest.mark.parametrize("viewport", [PHONE, {"width": 740, "height": 360}], ids=["upright", "sideways"])
def test_phone_table_fits_the_screen(table: Callable[..., Page], viewport: dict) -> None:
    page = table(viewport, settings("doppelkopf", "en", 11))
    first_decision(page)
    shot(page, f"fits-{viewport['width']}x{viewport['height']}")
    assert page.evaluate("document.documentElement.scrollHeight") <= viewport["height"]
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
