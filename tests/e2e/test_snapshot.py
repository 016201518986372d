"""The engine's memory snapshot (web/memory-snapshot.js) in Chromium: a later
start restores it and plays on; a stale one (after an update, or another
Pyodide's) or a damaged one is never used, the start boots as usual and a new
one is stored; the saved table shows before the engine is up."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import wait_ready
from e2e_harness import SiteServer, build
from playwright.sync_api import BrowserContext, Page, expect
from test_platform import actions_made, play, release, take_new_version, wait_service_worker

Snapshot = dict[str, Any]

pytestmark = pytest.mark.memory_snapshot

STORED = """async () => {
    const stored = await (await caches.open('memory-snapshot')).match('./memory-snapshot');
    if (!stored) return null;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await stored.arrayBuffer()));
    return {key: stored.headers.get('x-snapshot-key'),
            sound: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
                   === stored.headers.get('x-snapshot-digest')};
}"""

# Rewrites the stored snapshot: `key` in place of its own, or damaged bytes
# (`bytes`: the digest no longer matches; `heap`: a sound digest over a heap
# whose first bytes are wrong, so that Pyodide refuses it).
SPOIL = """async ({damage, key}) => {
    const cache = await caches.open('memory-snapshot');
    const stored = await cache.match('./memory-snapshot');
    const bytes = new Uint8Array(await stored.arrayBuffer());
    const headers = Object.fromEntries(stored.headers);
    if (key) headers['x-snapshot-key'] = key;
    if (damage === 'bytes') bytes[bytes.length >> 1] ^= 0xff;
    if (damage === 'heap') {
        const pages = Math.ceil(new DataView(bytes.buffer).getUint32(0) / 4096);
        bytes.fill(0x55, 4 + pages, 4 + pages + 16);
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
        headers['x-snapshot-digest'] = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
    }
    await cache.put('./memory-snapshot', new Response(bytes, {headers}));
}"""

# Notes what the page shows the first time the table appears.
FIRST_TABLE = """new MutationObserver((_, observer) => {
    const app = document.getElementById('app');
    if (!app || app.hidden || !app.querySelector('.hand .card')) return;
    observer.disconnect();
    window.__firstTable = {cards: app.querySelectorAll('.hand .card').length,
                           busy: app.getAttribute('aria-busy'), inert: app.inert,
                           engineUp: Boolean(window.stichfest?.boot)};
}).observe(document, {subtree: true, childList: true, attributes: true});"""


@pytest.fixture(autouse=True)
def quick_opponents(context: BrowserContext) -> None:
    context.add_init_script("""if (!localStorage.getItem('stichfest.settings'))
        localStorage.setItem('stichfest.settings', JSON.stringify({game: 'doppelkopf', level: 'easy'}))""")


def current_key(site: Path) -> str:
    version = json.loads((site / "build.json").read_text())["version"]
    return f"{version} pyodide-{build.PYODIDE_VERSION}"


def wait_stored(page: Page, key: str) -> None:
    """Until a sound snapshot for `key` is stored (built in the background)."""
    for _ in range(360):
        stored = page.evaluate(STORED)
        if stored and stored["key"] == key and stored["sound"]:
            return
        page.wait_for_timeout(500)
    raise AssertionError(f"no snapshot stored for {key}")


def memory(page: Page) -> str:
    """How the engine started: restored, missing, stale or damaged."""
    return page.evaluate("window.stichfest.boot.memory")  # type: ignore[no-any-return]


def test_a_later_start_restores_the_snapshot_and_the_engine_plays_on(
        page: Page, open_app: Callable[[Page], Snapshot], site: Path) -> None:
    open_app(page)
    assert memory(page) == "missing"
    before = play(page, actions_made(5))
    wait_stored(page, current_key(site))
    page.reload()
    after = wait_ready(page)
    assert memory(page) == "restored"
    assert after["record"] == before["record"]
    play(page, actions_made(len(before["record"]["actions"]) + 6))
    hint = page.evaluate("window.stichfest.rpc.call('hint', {})")
    assert hint["action"]["type"], "the strong player answers from the snapshot"
    other = page.evaluate("""window.stichfest.rpc.call('new_session',
        {settings: {game: 'schafkopf', level: 'normal', think: 0.05}})""")
    assert other["view"]["game"] == "schafkopf" and len(other["view"]["hand"]) == 8
    stepped = page.evaluate("""async () => {
        let snapshot = await window.stichfest.rpc.call('snapshot', {});
        while (snapshot.turn === 'computer') snapshot = await window.stichfest.rpc.call('step', {});
        return snapshot;
    }""")
    assert stepped["turn"] == "person"


def next_release(folder: Path) -> None:
    with (folder / "shell.css").open("a") as css:
        css.write("\n/* the next release */\n")


def test_after_an_update_the_old_snapshot_is_not_used_and_a_new_one_is_stored(
        page: Page, server: SiteServer, open_app: Callable[[Page], Snapshot], site: Path,
        tmp_path: Path) -> None:
    open_app(page)
    wait_service_worker(page)
    before = play(page, actions_made(3))
    wait_stored(page, current_key(site))
    newer = tmp_path / "site"
    release(site, newer, next_release)
    server.serve(newer)
    take_new_version(page)
    after = wait_ready(page)
    assert page.evaluate("window.stichfest.version") == current_key(newer).split()[0]
    assert memory(page) == "stale"
    assert after["record"] == before["record"]
    wait_stored(page, current_key(newer))


@pytest.mark.parametrize(("damage", "key", "found"), [
    (None, "{version} pyodide-0.0.0", "stale"),  # another Pyodide's
    ("bytes", None, "damaged"),
    ("heap", None, "damaged"),
])
def test_a_stale_or_damaged_snapshot_means_a_normal_start_and_a_new_snapshot(
        page: Page, open_app: Callable[[Page], Snapshot], site: Path,
        damage: str | None, key: str | None, found: str) -> None:
    open_app(page)
    before = play(page, actions_made(3))
    wait_stored(page, current_key(site))
    version = current_key(site).split()[0]
    page.evaluate(SPOIL, {"damage": damage, "key": key and key.format(version=version)})
    page.reload()
    after = wait_ready(page)
    assert memory(page) == found
    assert after["record"] == before["record"]
    expect(page.locator("#boot-error")).to_be_hidden()
    play(page, actions_made(len(before["record"]["actions"]) + 2))
    wait_stored(page, current_key(site))


def test_the_saved_table_shows_before_the_engine_is_up(
        page: Page, open_app: Callable[[Page], Snapshot]) -> None:
    open_app(page)
    before = play(page, actions_made(6))
    page.add_init_script(FIRST_TABLE)
    page.reload()
    after = wait_ready(page)
    first = page.evaluate("window.__firstTable")
    assert first == {"cards": len(before["view"]["hand"]), "busy": "true", "inert": True, "engineUp": False}
    assert after["record"] == before["record"]
    expect(page.locator("#app")).not_to_have_attribute("aria-busy", "true")
    assert not page.evaluate("document.getElementById('app').inert")
    play(page, actions_made(len(before["record"]["actions"]) + 2))
