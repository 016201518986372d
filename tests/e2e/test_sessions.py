"""Sessions kept, ended only after a question, their history and statistics, and
practice mode, in Chromium (docs/ui.md "Sessions, history and practice").

The bulk of a long session is played in CPython through engine.api and handed
to the page as the app keeps it; the browser plays the last deal, reloads and
takes an update. Screenshots land in test-artifacts/ (sessions-*.png).
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import store_settings, wait_ready
from e2e_harness import SiteServer, build, screenshot
from explain_deals import save_of
from playwright.sync_api import BrowserContext, Page, expect
from test_platform import eventually, wait_service_worker
from test_table_play import (
    PHONE,
    assert_accessible,
    catalog,
    next_step,
    play_deal,
    settings,
    table,  # noqa: F401  (the fixture)
)

from engine import api, stats

Json = dict[str, Any]

# The person's first legal decision that is not an announcement, as a button.
DECIDE = """() => {
    const action = window.stichfest.snapshot().view.legal
        .find((a) => a.type !== 'announce' && a.type !== 'double');
    return `#app .choice-${action.type}`;
}"""


def decide(page: Page) -> None:
    page.locator(page.evaluate(DECIDE)).first.click()


def shot(page: Page, name: str) -> None:
    screenshot(page, f"sessions-{name}")


def finish_in_python(snapshot: Json) -> Json:
    """The deal played on in CPython; the person takes his first legal action
    that is not an announcement, as decide() does in the browser."""
    while snapshot["turn"] != "over":
        if snapshot["turn"] == "computer":
            snapshot = api.call("step", {})["result"]
        else:
            action = next(a for a in snapshot["view"]["legal"] if a["type"] not in {"announce", "double"})
            snapshot = api.call("act", {"action": action})["result"]
    return snapshot


def session_in_python(setup: Json, deals: int) -> tuple[Json, list[Json]]:
    """The snapshot after `deals` finished deals of a new session, and each deal's last view."""
    snapshot = api.call("new_session", {"settings": setup})["result"]
    views = []
    for _ in range(deals):
        views.append(finish_in_python(snapshot)["view"])
        snapshot = api.call("next_deal", {})["result"]
    return snapshot, views


KEPT = "() => import('./history.js').then((history) => history.listSessions()).then(({ kept }) => kept)"


def kept_sessions(page: Page) -> list[Json]:
    return page.evaluate(f"({KEPT})()")  # type: ignore[no-any-return]


def test_a_thirty_deal_session_is_kept_across_reloads_and_an_update(
        page: Page, server: SiteServer, site: Path, tmp_path: Path,
        open_app: Callable[[Page], Json]) -> None:
    setup = {"game": "doppelkopf", "level": "easy", "seed": 4711, "language": "en"}
    context: BrowserContext = page.context
    context.add_init_script(f"""if (!localStorage.getItem('stichfest.settings'))
        localStorage.setItem('stichfest.settings', {json.dumps(json.dumps(setup))});""")
    played, views = session_in_python(setup, 29)
    # The app as it stands after 29 deals: its save in place before it first
    # starts (a save written into the running app could be overwritten by the
    # move a computer player was making), and its history kept deal by deal.
    context.add_init_script(
        "if (!localStorage.getItem('stichfest.save')) "
        f"localStorage.setItem('stichfest.save', {json.dumps(json.dumps(save_of(played)))});")
    open_app(page)
    wait_service_worker(page)
    page.evaluate("window.stichfest.delay = 60000")  # the computers wait
    page.evaluate("""async (snapshot) => {
        const history = await import('./history.js');
        history.keepInHistory(snapshot);
    }""", played)
    eventually(page, f"({KEPT})().then((kept) => kept.length === 1 && kept[0].deals.length === 29)")
    page.reload()
    resumed = wait_ready(page)
    assert resumed["session"]["deal"] == 30 and len(resumed["session"]["sheet"]) == 29
    assert resumed["session"]["totals"] == played["session"]["totals"]
    assert resumed["record"]["hands"] == played["record"]["hands"]
    # the computers may have moved before they were told to wait
    assert resumed["record"]["actions"][:len(played["record"]["actions"])] == played["record"]["actions"]

    newer = tmp_path / "site"
    shutil.copytree(site, newer)
    with (newer / "shell.css").open("a") as css:
        css.write("\n/* the next release */\n")
    new_version = build.seal(newer)
    server.serve(newer)
    page.evaluate("window.stichfest.delay = 0")
    page.evaluate("window.stichfest.checkForUpdate()")
    eventually(page, "navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)")
    play_deal(page, decide)
    over = page.evaluate("window.stichfest.snapshot()")
    with page.expect_navigation():
        page.locator("#dialog-result").get_by_role("button", name="Next deal").click()
    updated = wait_ready(page)
    assert page.evaluate("window.stichfest.version") == new_version
    session = updated["session"]
    assert session["deal"] == 31 and len(session["sheet"]) == 30
    assert session["totals"] == [t + s for t, s in zip(played["session"]["totals"],
                                                       over["view"]["result"]["scores"], strict=True)]

    kept = kept_sessions(page)
    assert len(kept) == 1 and len(kept[0]["deals"]) == 30 and kept[0]["totals"] == session["totals"]
    facts = [deal["facts"] for deal in kept[0]["deals"]]
    assert facts == [stats.deal_facts(view) for view in [*views, over["view"]]]
    groups = page.evaluate("(sessions) => window.stichfest.rpc.call('stats', {sessions})", kept)["groups"]
    assert len(groups) == 1 and groups[0]["deals"] == 30
    assert groups[0]["points"] == session["totals"][0]
    assert sum(tally["played"] for tally in groups[0]["parties"].values()) == 30

    page.set_viewport_size({"width": PHONE["width"], "height": PHONE["height"]})
    open_history(page)
    history = page.locator("#dialog-history")
    expect(history.locator(".kept-session")).to_have_count(1)
    expect(history.locator(".kept-when")).to_contain_text("playing now")
    expect(history.locator(".kept-totals")).to_contain_text("30 deals")
    expect(history.locator(".kept-delete")).to_have_count(0)  # the session in play stays
    shot(page, "history-30-en-360")
    history.get_by_role("button", name="Statistics").click()
    statistics = page.locator("#dialog-statistics")
    expect(statistics.locator("table")).to_contain_text("Deals30")
    expect(statistics.locator(".win-chart rect.win-chart-bar").first).to_be_attached()
    shot(page, "statistics-30-en-360")
    assert_accessible(page, "the statistics")
    page.set_viewport_size({"width": 1280, "height": 820})
    shot(page, "statistics-30-en-1280")


def open_history(page: Page) -> None:
    """The history, from the score sheet."""
    page.locator(".tool-scores").click()
    page.locator("#dialog-scores .open-history").click()


def finish_deal_and_book(page: Page) -> Json:
    play_deal(page, decide)
    page.locator("#dialog-result").locator(".primary").click()
    page.wait_for_function("() => window.stichfest.snapshot().turn !== 'over'")
    return page.evaluate("window.stichfest.snapshot()")  # type: ignore[no-any-return]


def test_new_game_asks_before_it_ends_a_session_and_keeps_it(table: Callable[..., Page]) -> None:  # noqa: F811
    page = table(PHONE, settings("doppelkopf", "en", 21))
    started = finish_deal_and_book(page)
    assert len(started["session"]["sheet"]) == 1

    page.get_by_role("button", name="New game").click()
    page.locator("#dialog-new-game").get_by_label("Without nines").check()
    page.locator("#dialog-new-game").get_by_role("button", name="Deal", exact=True).click()
    ask = page.locator("#dialog-end-session")
    expect(ask).to_be_visible()
    expect(ask).to_contain_text("score sheet holds 1 deal")
    shot(page, "end-session-en-360")
    assert_accessible(page, "the end-session question")
    ask.get_by_role("button", name="Keep playing").click()
    same = page.evaluate("window.stichfest.snapshot()")
    assert same["session"] == started["session"] and same["settings"] == started["settings"]

    # the level changes within the session, from the next deal
    page.get_by_role("button", name="Settings").click()
    page.locator("#settings-level-normal").check()
    page.wait_for_function("() => window.stichfest.snapshot().settings.level === 'normal'")
    configured = page.evaluate("window.stichfest.snapshot()")
    assert configured["session"] == started["session"]
    assert configured["settings"]["seed"] == started["settings"]["seed"]
    page.locator("#settings-level-easy").check()
    page.wait_for_function("() => window.stichfest.snapshot().settings.level === 'easy'")
    page.keyboard.press("Escape")

    page.get_by_role("button", name="New game").click()
    # "Keep playing" kept the rules of the session in play, not the choice made before it
    expect(page.locator("#dialog-new-game").get_by_label("Without nines")).not_to_be_checked()
    page.locator("#dialog-new-game").get_by_label("Without nines").check()
    page.locator("#dialog-new-game").get_by_role("button", name="Deal", exact=True).click()
    ask.get_by_role("button", name="End it and start").click()
    page.wait_for_function("() => window.stichfest.snapshot().session.sheet.length === 0")
    fresh = page.evaluate("window.stichfest.snapshot()")
    assert fresh["session"]["sheet"] == [] and fresh["settings"]["rules"] == {"preset": "no-nines"}

    open_history(page)
    history = page.locator("#dialog-history")
    expect(history.locator(".kept-session")).to_have_count(1)
    expect(history.locator(".kept-totals")).to_contain_text("1 deal")
    expect(history.locator(".kept-game")).to_contain_text("Tournament rules")
    shot(page, "history-en-360")
    assert_accessible(page, "the history")
    history.get_by_role("button", name="Delete").click()
    history.get_by_role("button", name="Delete for good").click()
    expect(history.locator(".kept-session")).to_have_count(0)
    expect(history).to_contain_text("No session is kept yet")


def test_practice_undo_restores_exactly(table: Callable[..., Page]) -> None:  # noqa: F811
    page = table(PHONE, settings("schafkopf", "en", 5, practice=True))
    while next_step(page) != "card":
        decide(page)
    before = page.evaluate("window.stichfest.snapshot()")
    undo = page.locator(".tool-undo")
    expect(undo).to_be_visible()
    page.locator(".hand .card.legal").first.click()
    page.wait_for_function("(n) => window.stichfest.snapshot().record.actions.length > n",
                           arg=len(before["record"]["actions"]))
    assert next_step(page) in {"card", "clear"}
    undo.click()
    page.wait_for_function("(n) => window.stichfest.snapshot().record.actions.length === n",
                           arg=len(before["record"]["actions"]))
    after = page.evaluate("window.stichfest.snapshot()")
    assert after["record"] == before["record"] and after["view"] == before["view"]
    expect(page.locator(".hand .card")).to_have_count(len(before["view"]["hand"]))
    page.wait_for_timeout(300)  # a computer's step queued behind the take-back is left out
    expect(page.locator("#app .message")).to_be_hidden()
    assert page.evaluate("window.stichfest.snapshot()")["record"] == before["record"]
    shot(page, "practice-table-en-360")


@pytest.mark.parametrize("language", ["en", "de", "ar"])
def test_practice_deal_and_statistics_in_each_language_on_a_phone(
        table: Callable[..., Page], language: str) -> None:  # noqa: F811
    words = catalog(language)
    page = table(PHONE, settings("doppelkopf", language, 8, practice=True))
    play_deal(page, decide)
    result = page.locator("#dialog-result")
    result.locator(".practice-challenge").click()
    expect(result.locator(".practice-comparison")).to_be_visible(timeout=120_000)
    shot(page, f"practice-result-{language}-360")
    result.locator(".practice-again").click()
    page.wait_for_function("() => window.stichfest.snapshot().turn !== 'over'")
    again = page.evaluate("window.stichfest.snapshot()")
    assert again["session"]["sheet"] == [] and again["session"]["deal"] == 1
    booked = finish_deal_and_book(page)
    row = booked["session"]["sheet"][0]
    assert row["practice"] is True

    page.locator(".tool-scores").click()
    expect(page.locator("#dialog-scores")).to_contain_text(str(words["practice.row"]).split("{deal}")[1])
    page.locator("#dialog-scores .open-history").click()
    page.locator("#dialog-history .dialog-footer button").first.click()
    statistics = page.locator("#dialog-statistics")
    expect(statistics.locator(".stats-note")).to_be_visible()
    shot(page, f"statistics-practice-{language}-360")
    for _ in range(3):  # statistics, history, score sheet
        page.keyboard.press("Escape")
    page.get_by_role("button", name=str(words["ui.settings"])).click()
    expect(page.locator("#settings-practice")).to_be_checked()
    page.locator("#settings-practice").scroll_into_view_if_needed()
    shot(page, f"settings-{language}-360")


# Keeps a snapshot's deals in the history while its writes fail as on a full
# disk (window.realPut puts the working write back).
KEEP_ON_A_FULL_DISK = """async (snapshot) => {
    const history = await import('./history.js');
    window.realPut = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function () {
        throw new DOMException('the disk is full', 'QuotaExceededError');
    };
    history.keepInHistory(snapshot);
}"""


def test_a_history_that_cannot_be_written_is_told_and_catches_up_later(
        page: Page, open_app: Callable[[Page], Json]) -> None:
    setup = {"game": "schafkopf", "level": "easy", "seed": 99}
    one, _ = session_in_python(setup, 1)
    two, _ = session_in_python(setup, 2)
    open_app(page)
    page.evaluate("window.stichfest.delay = 60000")
    page.evaluate(KEEP_ON_A_FULL_DISK, one)
    # The refused write comes after the history's database opens, which on a machine
    # busy with other tests (the memory snapshot built meanwhile) can take seconds.
    expect(page.locator("#notice")).to_be_visible(timeout=30_000)
    expect(page.locator("#notice-message")).to_have_text(str(catalog("en")["notice.historyFailed"]))
    assert kept_sessions(page) == []
    page.evaluate("""async (snapshot) => {
        IDBObjectStore.prototype.put = window.realPut;
        (await import('./history.js')).keepInHistory(snapshot);
    }""", two)
    expect(page.locator("#notice")).to_be_hidden()
    kept = kept_sessions(page)
    assert [deal["scores"] for deal in kept[0]["deals"]] == [row["scores"] for row in two["session"]["sheet"]]


# Saves of the deal fail while window.diskFull is set, as on a full disk.
FULL_DISK = """const realSetItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
    if (window.diskFull && key === 'stichfest.save')
        throw new DOMException('the disk is full', 'QuotaExceededError');
    return realSetItem.call(this, key, value);
};"""


@pytest.mark.stub_engine  # the shell's notices: no Pyodide (stub_engine.py)
def test_a_failed_save_covered_by_a_later_notice_comes_back_until_a_save_works(
        page: Page, open_app: Callable[[Page], Json]) -> None:
    words = catalog("en")
    # A booked deal for the history, made before the page's engine (stub_engine.py) runs.
    booked, _ = session_in_python({"game": "schafkopf", "level": "easy", "seed": 99}, 1)
    store_settings(page.context, {"game": "doppelkopf", "level": "easy", "seed": 7})  # no welcome
    page.context.add_init_script(FULL_DISK)
    open_app(page)
    page.evaluate("window.stichfest.delay = 0")
    page.wait_for_function("() => window.stichfest.snapshot().turn === 'person'")
    page.evaluate("window.diskFull = true")
    decide(page)
    expect(page.locator("#notice-message")).to_have_text(str(words["notice.saveFailed"]))
    page.wait_for_function("() => window.stichfest.snapshot().turn === 'person'")  # the table rests
    page.evaluate(KEEP_ON_A_FULL_DISK, booked)
    expect(page.locator("#notice-message")).to_have_text(str(words["notice.historyFailed"]), timeout=30_000)
    page.locator("#notice-close").click()
    expect(page.locator("#notice-message")).to_have_text(str(words["notice.saveFailed"]))  # still true
    page.evaluate("() => { window.diskFull = false; IDBObjectStore.prototype.put = window.realPut; }")
    page.wait_for_function("() => window.stichfest.snapshot().turn === 'person'")
    page.evaluate("""() => window.stichfest.dispatch({type: 'act', action: window.stichfest.snapshot()
        .view.legal.find((a) => a.seat === 0 && a.type !== 'double')})""")
    expect(page.locator("#notice")).to_be_hidden()  # the save worked: nothing left to tell
