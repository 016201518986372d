"""Values in records, rules and saves are checked, never coerced."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import api, games
from engine.doppelkopf.rules import Rules as DkRules
from engine.errors import RecordError
from engine.record import parse
from engine.schafkopf.rules import Rules as SkRules
from engine.scoresheet import ScoreSheet

FALSY = [False, 0, "", [], {}, None]


@pytest.mark.parametrize("value", FALSY)
@pytest.mark.parametrize("name", ["profile", "preset"])
def test_a_schafkopf_profile_must_be_named(name: str, value: Any) -> None:
    with pytest.raises(RecordError, match=name):
        SkRules.from_json({name: value})


@pytest.mark.parametrize("rules", [
    {"rufspielBase": 1001}, {"rufspielBase": 10**30}, {"rufspielBase": True}, {"rufspielBase": 0},
    {"runAwayMin": 7}, {"runAwayMin": True}, {"runAwayMin": 1}, {"deck": "short", "runAwayMin": 5},
])
def test_schafkopf_counts_have_bounds(rules: dict[str, Any]) -> None:
    with pytest.raises(RecordError):
        SkRules.from_json(rules)


def test_schafkopf_counts_within_bounds_are_taken() -> None:
    assert SkRules.from_json({"rufspielBase": 1000, "runAwayMin": 6}).rufspiel_base == 1000


@pytest.mark.parametrize("rules", [
    {"preset": None}, {"preset": False}, {"preset": ""}, {"preset": []},
    {"nines": True}, {"pflichtsolo": 1}, {"pflichtsolo": None}, {"schweinchen": "true"},
    {"dulleRule": True}, {"dulleRule": ["firstWins"]}, {"weddingClarify": None},
])
def test_doppelkopf_rule_values_are_checked(rules: dict[str, Any]) -> None:
    with pytest.raises(RecordError):
        DkRules.from_json(rules)


@pytest.mark.parametrize("text", [
    '{"game": "doppelkopf", "game": "schafkopf"}',
    '{"game": "doppelkopf", "actions": [{"seat": 1, "seat": 2}]}',
])
def test_a_record_with_a_duplicate_key_is_refused(text: str) -> None:
    with pytest.raises(RecordError, match="duplicate key"):
        parse(text)


def test_a_request_with_a_duplicate_key_is_refused() -> None:
    reply = json.loads(api.dispatch("new_session",
                                    '{"settings": {"game": "doppelkopf", "game": "schafkopf"}}'))
    assert reply["error"]["code"] == "bad-request"
    assert "duplicate key" in reply["error"]["message"]


def test_a_deeply_nested_request_is_refused() -> None:
    reply = json.loads(api.dispatch("resume", '{"save": ' + "[" * 100_000 + "]" * 100_000 + "}"))
    assert reply["error"]["code"] == "bad-request"


@pytest.mark.parametrize("field,value", [
    ("seed", True), ("deal", True), ("totals", [True, False, 0, 0]), ("dealer", True),
])
def test_a_boolean_is_not_a_number_in_a_session(field: str, value: Any) -> None:
    game = games.game_module("schafkopf")
    data = {**ScoreSheet.new(game, game.Rules(), 7).to_json(), field: value}
    with pytest.raises(RecordError, match=field):
        ScoreSheet.from_json(game, game.Rules(), data)
