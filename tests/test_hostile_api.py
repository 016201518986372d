"""engine.api called as an attacker would, with what a damaged store or a
hostile page can hand it: kept sessions of the wrong shape for `stats`, a
save whose round data are out of range. Each ends in a clear error, never in
`internal` nor in a silently wrong answer."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from test_api import call, ok, save_of

from engine import api, games
from engine.errors import RecordError
from engine.scoresheet import ScoreSheet

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


# -- an error quotes what it refuses, but never more than a line of it -----------

HUGE = "x" * 900_000
MAX_MESSAGE = 200


def a_record() -> Json:
    return ok("new_session", settings={"game": "doppelkopf", "level": "easy", "seed": 5})["record"]


@pytest.mark.parametrize("damage", [
    lambda record: {**record, "actions": [{"seat": 0, "type": "play", "card": HUGE}]},
    lambda record: {**record, "rules": {"preset": HUGE}},
    lambda record: {**record, "rules": {HUGE: True}},
])
@pytest.mark.parametrize("as_text", [False, True])
def test_a_record_quoting_a_huge_value_gets_a_short_message(damage: Any, as_text: bool) -> None:
    """As a shared code or file opened for review: the import dialog shows the message."""
    record = damage(a_record())
    reply = call("review", record=json.dumps(record) if as_text else record)
    assert reply["error"]["code"] == "bad-record", str(reply)[:300]
    assert len(reply["error"]["message"]) <= MAX_MESSAGE and "xxx…" in reply["error"]["message"]


@pytest.mark.parametrize("method,params", [
    ("new_session", {"settings": {"game": "doppelkopf", "level": HUGE}}),
    ("new_session", {"settings": {"game": "doppelkopf", "language": [HUGE]}}),
    ("new_session", {"settings": {"game": "doppelkopf", "rules": {HUGE: True}}}),
    ("new_session", {"settings": {"game": "doppelkopf", "rules": {"preset": HUGE}}}),
    ("new_session", {"settings": {"game": HUGE}}),
    ("stats", {"sessions": [kept(game=HUGE)]}),
    (HUGE, {}),
])
def test_a_request_quoting_a_huge_value_gets_a_short_message(method: str, params: Json) -> None:
    error = call(method, **params)["error"]
    assert error["code"] == "bad-request", str(error)[:300]
    assert len(error["message"]) <= MAX_MESSAGE and "xxx…" in error["message"]


def test_a_save_quoting_a_huge_value_gets_a_short_message() -> None:
    save = doppelkopf_save()
    save["settings"]["rules"] = {HUGE: True}
    error = call("resume", save=save)["error"]
    assert (error["code"], error["setting"]) == ("bad-save", "rules")
    assert len(error["message"]) <= MAX_MESSAGE and "xxx…" in error["message"]


# -- only strict JSON crosses the worker boundary, both ways ---------------------

@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity", "1e400", "-1e999"])
def test_a_request_with_a_number_json_has_not_is_a_bad_request(text: str) -> None:
    params = '{"settings": {"game": "doppelkopf", "deck": "a", "x": NUMBER}}'.replace("NUMBER", text)
    reply = json.loads(api.dispatch("new_session", params))
    assert reply["error"]["code"] == "bad-request", reply
    assert text.lstrip("-") in reply["error"]["message"]


def test_an_answer_is_strict_json_or_an_internal_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(api.METHODS, "version", lambda params: {"chance": math.nan})
    reply = api.dispatch("version", "{}")
    assert "NaN" not in reply
    assert json.loads(reply)["error"]["code"] == "internal"


def test_statistics_refuse_a_score_beyond_what_the_ui_holds_naming_it() -> None:
    reply = call("stats", sessions=[with_row(scores=[10**400, 0, 0, 0])])
    assert reply.get("error", {}).get("code") == "bad-request", str(reply)[:300]
    assert reply["error"]["message"].startswith("session 0 ") and "1000" in reply["error"]["message"]
    reply = call("stats", sessions=[with_row(scores=[2**53, 0, 0, 0])])
    assert "9007199254740992" in reply["error"]["message"]
    assert ok("stats", sessions=[with_row(scores=[2**53 - 1, 0, 0, 0])])["groups"][0]["points"] == 2**53 - 1


def test_a_saved_seed_beyond_what_the_ui_holds_is_a_bad_save_naming_it() -> None:
    """A save whose settings name no seed, consistent in itself: a JavaScript
    round trip would change the seed, and the next resume would fail."""
    save = doppelkopf_save()
    del save["settings"]["seed"]
    game = games.game_module("doppelkopf")
    sheet = ScoreSheet.from_json(game, game.Rules(), save["session"])
    sheet.seed = 2**53
    save["session"], save["record"] = sheet.to_json(), sheet.deal_state().to_record()
    reply = call("resume", save=save)
    assert reply.get("error", {}).get("code") == "bad-save", str(reply)[:300]
    assert "session.seed" in reply["error"]["message"] and "9007199254740992" in reply["error"]["message"]


def test_no_session_starts_with_a_seed_beyond_what_the_ui_holds() -> None:
    game = games.game_module("schafkopf")
    with pytest.raises(RecordError, match="9007199254740992"):
        ScoreSheet.new(game, game.Rules(), 2**53)
