"""Deals for the explanation tests, played in CPython through engine.api as
the browser would play them, and turned into saves the app resumes from."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import api

Snapshot = dict[str, Any]
Person = Callable[[Snapshot], dict[str, Any] | None]


def settings(game: str, language: str, seed: int, **extra: object) -> dict[str, object]:
    return {"game": game, "language": language, "level": "easy", "seed": seed, "trickClear": "tap", **extra}


def first_legal(snapshot: Snapshot) -> dict[str, Any]:
    legal = snapshot["view"]["legal"]
    plays = [a for a in legal if a["type"] == "play"]
    mine = [a for a in legal if a.get("seat", 0) == 0 and a["type"] != "announce" and a["type"] != "double"]
    return (plays or mine or legal)[0]  # type: ignore[no-any-return]


def run(setup: dict[str, object], person: Person, deals: int = 1,
        stop: Callable[[Snapshot], bool] | None = None) -> Snapshot:
    """Plays `deals` deals of a new session (the person by `person`, else the
    first legal card or choice) and returns the last snapshot, or the first
    for which `stop` holds."""
    snapshot: Snapshot = api.call("new_session", {"settings": setup})["result"]
    for number in range(1, deals + 1):
        while snapshot["turn"] != "over":
            if stop and stop(snapshot):
                return snapshot
            if snapshot["turn"] == "computer":
                snapshot = api.call("step", {})["result"]
            else:
                snapshot = api.call("act", {"action": person(snapshot) or first_legal(snapshot)})["result"]
        if number < deals:
            snapshot = api.call("next_deal", {})["result"]
    return snapshot


def save_of(snapshot: Snapshot) -> dict[str, Any]:
    return {"format": api.SAVE_FORMAT, "settings": snapshot["settings"],
            "session": snapshot["session"], "record": snapshot["record"]}


def find(make: Callable[[int], Snapshot | None]) -> Snapshot:
    for seed in range(1, 300):
        found = make(seed)
        if found is not None:
            return found
    raise AssertionError("no seed gives the wanted deal")


def announce_no90(snapshot: Snapshot) -> dict[str, Any] | None:
    """The person, in Re, says "no 90" at the first chance."""
    view = snapshot["view"]
    if view["parties"][0] != "re":
        return None
    return next((a for a in view["legal"] if a["type"] == "announce" and a["value"] == "no90"), None)


def failed_no90(language: str) -> Snapshot:
    """A finished deal in which the person's Re party said "no 90" and lost."""
    def make(seed: int) -> Snapshot | None:
        snapshot = run(settings("doppelkopf", language, seed), announce_no90)
        targets = snapshot["view"]["explanation"]["targets"]
        failed = targets[0]["by"] == "no90" and not targets[0]["met"] and targets[1]["met"]
        return snapshot if failed and snapshot["view"]["contract"]["type"] == "normal" else None
    return find(make)


def solo_on_third_deal(language: str) -> Snapshot:
    """Three deals; in the third the person plays a Queens solo."""
    def person(snapshot: Snapshot) -> dict[str, Any] | None:
        if snapshot["session"]["deal"] != 3:
            return None
        return next((a for a in snapshot["view"]["legal"] if a.get("solo") == "queens"), None)

    def make(seed: int) -> Snapshot | None:
        snapshot = run(settings("doppelkopf", language, seed), person, deals=3)
        contract = snapshot["view"]["contract"]
        return snapshot if contract["type"] == "solo" and contract["declarer"] == 0 else None
    return find(make)


def kontra_may_announce(language: str) -> Snapshot:
    """A normal game, the person's turn to play, Kontra (known to him) not yet said."""
    def person(snapshot: Snapshot) -> dict[str, Any] | None:
        return None

    def stop(snapshot: Snapshot) -> bool:
        view = snapshot["view"]
        return (snapshot["turn"] == "person" and view["phase"] == "play" and view["parties"][0] == "kontra"
                and not view["announcements"]
                and any(a["type"] == "announce" and a["value"] == "kontra" for a in view["legal"]))

    def make(seed: int) -> Snapshot | None:
        snapshot = run(settings("doppelkopf", language, seed), person, stop=stop)
        return snapshot if snapshot["turn"] != "over" else None
    return find(make)


def holds_schweinchen(language: str) -> Snapshot:
    """The first deal of a Schweinchen session in which the person holds both aces of diamonds."""
    def make(seed: int) -> Snapshot | None:
        setup = settings("doppelkopf", language, seed, rules={"preset": "schweinchen"},
                         dkPreset="schweinchen")
        snapshot: Snapshot = api.call("new_session", {"settings": setup})["result"]
        return snapshot if snapshot["view"]["hand"].count("DA") == 2 else None
    return find(make)


def vorfuehrung(language: str) -> Snapshot:
    """The last game of a tournament round, which the person must play as his Pflichtsolo."""
    api.call("new_session", {"settings": settings("doppelkopf", language, 5)})
    table = api._current()
    table.sheet.round = table.game.new_round(table.sheet.rules, 3, {"games_played": 23,
                                                                   "owes": [True, False, False, False]})
    table.state = table.sheet.deal_state()
    return table.snapshot()


def wenz_bid(language: str) -> Snapshot:
    """A Schafkopf deal stopped at the person's bid, where bidding Wenz wins the auction."""
    def bid_wenz(snapshot: Snapshot) -> dict[str, Any] | None:
        legal = snapshot["view"]["legal"]
        return next((a for a in legal if a["type"] == "bid" and a["value"] == "wenz"), None)

    def stop(snapshot: Snapshot) -> bool:
        return snapshot["turn"] == "person" and bid_wenz(snapshot) is not None

    def make(seed: int) -> Snapshot | None:
        setup = settings("schafkopf", language, seed)
        snapshot = run(setup, bid_wenz)
        if snapshot["view"]["contract"] != {"type": "wenz", "declarer": 0}:
            return None
        return run(setup, bid_wenz, stop=stop)
    return find(make)
