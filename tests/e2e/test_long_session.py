"""A long session keeps nothing per deal in the page: after a full garbage
collection its DOM nodes and listeners are as many after the thirtieth deal
as after the tenth (bench/soak_browser.py measures the renderer's memory over
hundreds of deals)."""

from __future__ import annotations

from conftest import booted_page, store_settings
from e2e_harness import AUTOPLAY, SiteServer, dom_counters, play_deals
from playwright.sync_api import BrowserContext


def test_nodes_and_listeners_do_not_grow_deal_by_deal(
        context: BrowserContext, server: SiteServer) -> None:
    store_settings(context, {"game": "doppelkopf", "level": "easy"})
    errors: list[str] = []
    page = booted_page(context, server.url, errors)
    cdp = context.new_cdp_session(page)
    page.evaluate(AUTOPLAY)
    play_deals(page, 10)
    early = dom_counters(cdp)
    play_deals(page, 30)
    late = dom_counters(cdp)
    # a node or listener kept per deal would add twenty or more; the
    # tables drawn at the two results differ by a few at most
    assert late["documents"] == early["documents"]
    assert late["nodes"] - early["nodes"] < 40, (early, late)
    assert late["listeners"] - early["listeners"] < 10, (early, late)
    assert not errors
