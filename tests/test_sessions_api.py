"""Sessions kept and changed, practice mode and statistics through engine.api
(docs/api.md `configure`, `undo`, `restart_deal`, `challenge`, `stats`), in CPython."""

from __future__ import annotations

import time
from typing import Any

import pytest
from test_api import call, ok, save_of

from engine import ai, api, stats

GAMES = ["doppelkopf", "schafkopf"]
Json = dict[str, Any]


def refused(method: str, **params: Any) -> Json:
    reply = call(method, **params)
    assert "result" not in reply, reply
    return reply["error"]  # type: ignore[no-any-return]


def new(game: str, seed: int = 7, **settings: Any) -> Json:
    return ok("new_session", settings={"game": game, "seed": seed, "level": "easy", **settings})


def person_acts(snapshot: Json) -> Json:
    """Play on until the person has acted once more (or the deal ends)."""
    acted = False
    while snapshot["turn"] != "over" and not (acted and snapshot["turn"] == "person"):
        if snapshot["turn"] == "computer":
            snapshot = ok("step")
        else:
            snapshot, acted = ok("act", action=snapshot["view"]["legal"][0]), True
    return snapshot


def finish(snapshot: Json) -> Json:
    while snapshot["turn"] != "over":
        snapshot = person_acts(snapshot)
    return snapshot


def test_the_level_changes_for_the_next_deal_and_the_session_goes_on() -> None:
    first = finish(new("doppelkopf"))
    changed = ok("configure", settings={**first["settings"], "level": "normal", "think": "0.05"})
    assert changed["settings"]["level"] == "normal"
    assert changed["session"] == first["session"]
    assert type(api._current().players[1]).__name__ == "EasyPlayer"  # this deal: as it began
    second = ok("next_deal")
    assert second["session"]["deal"] == 2 and len(second["session"]["sheet"]) == 1
    assert type(api._current().players[1]).__name__ != "EasyPlayer"
    assert api._current().chosen.budget == 0.05


@pytest.mark.parametrize("setting, value", [("game", "schafkopf"), ("rules", {"preset": "no-nines"}),
                                            ("seed", 8)])
def test_only_a_new_session_changes_game_rules_or_seed(setting: str, value: Any) -> None:
    snapshot = new("doppelkopf")
    error = refused("configure", settings={**snapshot["settings"], setting: value})
    assert (error["code"], error["setting"]) == ("bad-request", setting)
    assert ok("snapshot") == snapshot


def test_practice_mode_is_a_true_or_false_setting() -> None:
    error = refused("new_session", settings={"game": "doppelkopf", "practice": "yes"})
    assert (error["code"], error["setting"]) == ("bad-request", "practice")


@pytest.mark.parametrize("game", GAMES)
def test_undo_restores_the_deal_exactly_as_before_the_persons_last_action(game: str) -> None:
    snapshot = new(game, practice=True)
    for _ in range(3):
        before = snapshot if snapshot["turn"] == "person" else person_acts(snapshot)
        after = person_acts(before)
        assert len(after["record"]["actions"]) > len(before["record"]["actions"])
        undone = ok("undo")
        assert undone == before
        snapshot = person_acts(undone)


def test_undo_takes_back_the_last_card_of_a_finished_deal() -> None:
    over = finish(new("schafkopf", practice=True))
    undone = ok("undo")
    last_own = max(i for i, a in enumerate(over["record"]["actions"]) if a["seat"] == 0)
    assert undone["record"]["actions"] == over["record"]["actions"][:last_own]
    assert undone["turn"] == "person"


def test_undo_is_refused_outside_practice_mode_and_before_any_own_action() -> None:
    snapshot = person_acts(new("doppelkopf"))
    error = refused("undo")
    assert error["code"] == "not-now" and "practice mode" in error["message"]
    assert ok("snapshot") == snapshot
    ok("configure", settings={**snapshot["settings"], "practice": True})
    fresh = ok("restart_deal")
    assert not any(action["seat"] == 0 for action in fresh["record"]["actions"])
    assert refused("undo")["code"] == "not-now"


def test_practice_mode_switched_on_marks_the_deal_and_keeps_it_out_of_statistics() -> None:
    snapshot = new("doppelkopf")
    ok("configure", settings={**snapshot["settings"], "practice": True})
    ok("configure", settings={**snapshot["settings"], "practice": False})  # marked for good
    assert ok("snapshot")["session"]["practice"] is True
    finish(ok("snapshot"))
    booked = ok("next_deal")
    row = booked["session"]["sheet"][0]
    assert row["practice"] is True and "practice" not in booked["session"]
    summary = ok("stats", sessions=[{"game": "doppelkopf", "rules": {}, "deals": booked["session"]["sheet"]}])
    assert summary["groups"][0]["deals"] == 0 and summary["groups"][0]["practice_deals"] == 1


def test_a_practice_deal_is_played_again_from_its_start_and_resumes() -> None:
    over = finish(new("doppelkopf", practice=True))
    again = ok("restart_deal")
    assert again["record"]["actions"] == []
    assert again["record"]["hands"] == over["record"]["hands"]
    assert again["session"] == over["session"]
    played = person_acts(again)
    assert ok("resume", save=save_of(played)) == played


def test_the_duplicate_challenge_plays_the_deal_with_a_computer_in_the_persons_seat() -> None:
    snapshot = new("schafkopf", practice=True)
    first = ok("challenge")
    assert first == ok("challenge")  # the same deal, the same yardstick
    assert first["deal"] == 1 and first["level"] == "easy"
    assert len(first["result"]["scores"]) == 4 and sum(first["result"]["scores"]) == 0
    assert ok("snapshot") == snapshot  # the deal in play is untouched
    ok("configure", settings={**snapshot["settings"], "practice": False})
    assert refused("challenge")["code"] == "not-now"


def replayed_facts(snapshot: Json) -> Json:
    """The facts of the finished deal, from the person's view of it."""
    return stats.deal_facts(snapshot["view"])


@pytest.mark.parametrize("game", GAMES)
def test_thirty_deals_kept_across_resumes_sum_up_to_the_score_sheet(game: str) -> None:
    started = time.perf_counter()
    snapshot = new(game, seed=2024)
    views: list[Json] = []
    for deal in range(1, 31):
        over = finish(snapshot)
        views.append(over["view"])
        snapshot = ok("next_deal")
        if deal % 10 == 0:  # a reload: the session goes on from its save
            assert ok("resume", save=save_of(snapshot)) == snapshot
    session = snapshot["session"]
    assert session["deal"] == 31 and len(session["sheet"]) == 30
    groups = ok("stats", sessions=[{"game": game, "rules": snapshot["settings"].get("rules", {}),
                                    "deals": session["sheet"]}])["groups"]
    assert len(groups) == 1
    group = groups[0]
    assert group["deals"] == 30 and group["sessions"] == 1
    assert group["points"] == session["totals"][0]
    assert group["points_per_deal"] == round(session["totals"][0] / 30, 2)
    parties = [view["parties"][0] for view in views]
    for party, tally in group["parties"].items():
        assert tally["played"] == parties.count(party)
        assert tally["won"] == sum(1 for view in views
                                   if view["parties"][0] == party and view["result"]["scores"][0] > 0)
    own_said = sum(1 for view in views for said in view.get("announcements") or view.get("doubles") or []
                   if said["seat"] == 0)
    assert group["announcements"]["made"] == own_said
    declared = [view for view in views if (view.get("contract") or {}).get("declarer") == 0]
    assert group["roles"]["declarer"]["played"] == len(declared)
    assert group["solos"]["played"] <= len(declared)
    assert [row["facts"] for row in session["sheet"]] == [stats.deal_facts(view) for view in views]
    print(f"{game}: 30 deals in {time.perf_counter() - started:.1f} s")


def test_statistics_keep_games_and_variants_apart_and_refuse_what_is_not_a_session() -> None:
    row = {"deal": 1, "scores": [3, -1, -1, -1], "facts": {
        "party": "re", "role": "declarer", "solo": True, "compulsory": True, "announced": 2,
        "won": True, "points": 3}}
    old = {"deal": 2, "scores": [-2, 2, 2, -2]}  # kept before facts were: deals and points only
    groups = ok("stats", sessions=[
        {"game": "doppelkopf", "rules": {"preset": "tournament"}, "deals": [row, old]},
        {"game": "doppelkopf", "rules": {"preset": "tournament"}, "deals": [row]},
        {"game": "doppelkopf", "rules": {"preset": "no-nines"}, "deals": []},
    ])["groups"]
    assert [(g["rules"], g["sessions"], g["deals"], g["points"]) for g in groups] == [
        ({"preset": "tournament"}, 2, 3, 4), ({"preset": "no-nines"}, 0 + 1, 0, 0)]
    first = groups[0]
    assert first["parties"] == {"re": {"played": 2, "won": 2}}
    assert first["solos"] == first["compulsory_solos"] == {"played": 2, "won": 2}
    assert first["announcements"] == {"made": 4, "won": 4}
    assert refused("stats", sessions=[{"game": "doppelkopf"}])["code"] == "bad-request"
    assert refused("stats", sessions="all")["code"] == "bad-request"


@pytest.mark.parametrize("think, most", [("auto", 0.25), ("2", 0.25), ("0.1", 0.1)])
def test_the_duplicate_challenge_thinks_at_most_a_quarter_second_a_move(
        monkeypatch: pytest.MonkeyPatch, think: str, most: float) -> None:
    new("doppelkopf", practice=True, level="strong", think=think)
    budgets: list[float | None] = []
    make = ai.make_player

    def quick(game: str, level: str, budget: float | None = None, rules: Any = None) -> Any:
        budgets.append(budget)
        return make(game, "easy", rules=rules)  # the deal itself played quickly

    monkeypatch.setattr(ai, "make_player", quick)
    assert ok("challenge")["level"] == "strong"
    assert budgets == [most] * 4
