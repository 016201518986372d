"""engine.api called as an attacker would, with what a damaged store or a
hostile page can hand it: kept sessions of the wrong shape for `stats`, a
save whose round data are out of range. Each ends in a clear error, never in
`internal` nor in a silently wrong answer."""

from __future__ import annotations

from typing import Any

import pytest
from test_api import call, ok, save_of

Json = dict[str, Any]
ROW = {"deal": 1, "scores": [3, -1, -1, -1], "facts": {
    "party": "re", "role": "declarer", "solo": True, "compulsory": False, "announced": 1,
    "won": True, "points": 3}}


def kept(**changes: Any) -> Json:
    return {"game": "doppelkopf", "rules": {"preset": "tournament"}, "deals": [ROW], **changes}


def with_row(**changes: Any) -> Json:
    return kept(deals=[{**ROW, **changes}])


def with_facts(**changes: Any) -> Json:
    return with_row(facts={**ROW["facts"], **changes})  # type: ignore[dict-item]


@pytest.mark.parametrize("session", [
    kept(deals=[None]), kept(deals="abc"), kept(deals=None), kept(game="skat"), kept(game={"a": 1}),
    kept(rules="x"), with_row(scores=[True, 0, 0, 0]), with_row(scores=[1.5, 0, 0, 0]),
    with_row(scores=[1, 0]), with_row(practice="no"), with_row(facts=[]),
    with_facts(won="false"), with_facts(announced=1e300), with_facts(announced=-5),
    with_facts(party=["re"]), with_facts(role="boss"), with_facts(solo=0), with_facts(points="3"),
])
def test_statistics_refuse_a_kept_session_of_the_wrong_shape_by_its_number(session: Json) -> None:
    reply = call("stats", sessions=[kept(), session])
    assert reply.get("error", {}).get("code") == "bad-request", reply
    assert reply["error"]["message"].startswith("session 1 "), reply


def test_statistics_still_sum_well_formed_sessions() -> None:
    groups = ok("stats", sessions=[kept(), with_row(facts=None), kept(deals=[])])["groups"]
    assert [(g["sessions"], g["deals"], g["points"]) for g in groups] == [(3, 2, 6)]


def doppelkopf_save() -> Json:
    return save_of(ok("new_session", settings={"game": "doppelkopf", "level": "easy", "seed": 5}))


@pytest.mark.parametrize("changes", [
    {"games_played": -5}, {"games_played": True}, {"games_played": 25}, {"games_played": 10**6},
    {"games": 12}, {"games": "24"},
])
def test_a_doppelkopf_round_out_of_range_is_a_bad_save(changes: Json) -> None:
    save = doppelkopf_save()
    save["session"]["round"].update(changes)
    reply = call("resume", save=save)
    assert reply.get("error", {}).get("code") == "bad-save", reply
    assert "round" in reply["error"]["message"]


def test_a_doppelkopf_round_without_pflichtsolo_owes_none() -> None:
    save = save_of(ok("new_session", settings={"game": "doppelkopf", "level": "easy", "seed": 5,
                                                "rules": {"preset": "tournament", "pflichtsolo": False}}))
    save["session"]["round"] = {"games": 24, "games_played": 3, "owes": [True] * 4}
    assert call("resume", save=save).get("error", {}).get("code") == "bad-save"


def test_a_schafkopf_save_with_round_data_is_a_bad_save() -> None:
    save = save_of(ok("new_session", settings={"game": "schafkopf", "level": "easy", "seed": 5}))
    assert "round" not in save["session"]
    save["session"]["round"] = {"games_played": -1, "owes": [True] * 4}
    reply = call("resume", save=save)
    assert reply.get("error", {}).get("code") == "bad-save", reply


def test_analysis_of_an_unfinished_deal_is_a_bad_record() -> None:
    snapshot = ok("new_session", settings={"game": "doppelkopf", "level": "easy", "seed": 3})
    while snapshot["turn"] != "over":
        snapshot = ok("step") if snapshot["turn"] == "computer" else ok(
            "act", action=snapshot["view"]["legal"][0])
    unfinished = {**snapshot["record"], "actions": snapshot["record"]["actions"][:20]}
    reply = call("analyze", record=unfinished, decision=0)
    assert reply.get("error", {}).get("code") == "bad-record", reply
    assert "not finished" in reply["error"]["message"]
    assert ok("analyze", record=snapshot["record"], decision=0)["count"] > 0


@pytest.mark.parametrize("method", ["review", "analyze"])
def test_a_record_text_over_a_megabyte_is_a_bad_record(method: str) -> None:
    reply = call(method, record=" " * 1_000_001 + "{}", decision=0)
    assert reply.get("error", {}).get("code") == "bad-record", reply
    assert "larger than 1 MB" in reply["error"]["message"]


@pytest.mark.parametrize("changes", [{"facts": "x"}, {"facts": {**ROW["facts"], "won": "yes"}},  # type: ignore[dict-item]
                                     {"practice": "no"}])
def test_a_saved_score_sheet_row_with_facts_of_the_wrong_shape_is_a_bad_save(changes: Json) -> None:
    """Such a row would reach the history of sessions and spoil its statistics."""
    snapshot = ok("new_session", settings={"game": "schafkopf", "level": "easy", "seed": 4})
    while snapshot["turn"] != "over":
        snapshot = ok("step") if snapshot["turn"] == "computer" else ok(
            "act", action=snapshot["view"]["legal"][0])
    save = save_of(ok("next_deal"))
    save["session"]["sheet"][0].update(changes)
    reply = call("resume", save=save)
    assert reply.get("error", {}).get("code") == "bad-save", reply
