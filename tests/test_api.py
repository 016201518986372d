"""engine.api, the JSON facade the web worker calls (docs/api.md), in CPython."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import api

GAMES = ["doppelkopf", "schafkopf"]


def call(method: str, **params: Any) -> dict[str, Any]:
    """One request the way the worker makes it: JSON text both ways."""
    return json.loads(api.dispatch(method, json.dumps(params)))  # type: ignore[no-any-return]


def ok(method: str, **params: Any) -> dict[str, Any]:
    reply = call(method, **params)
    assert "error" not in reply, reply
    return reply["result"]  # type: ignore[no-any-return]


def error_code(method: str, **params: Any) -> str:
    reply = call(method, **params)
    assert "result" not in reply, reply
    return reply["error"]["code"]  # type: ignore[no-any-return]


def new(game: str, seed: int = 7) -> dict[str, Any]:
    return ok("new_session", settings={"game": game, "seed": seed, "level": "easy",
                                       "language": "de"})


def advance(snapshot: dict[str, Any], until: str = "over", limit: int = 400) -> dict[str, Any]:
    """Play on (the person takes his first legal action) until `turn` is `until`."""
    for _ in range(limit):
        if snapshot["turn"] == until:
            return snapshot
        if snapshot["turn"] == "computer":
            snapshot = ok("step")
        else:
            snapshot = ok("act", action=snapshot["view"]["legal"][0])
    raise AssertionError(f"no {until!r} within {limit} actions")


def save_of(snapshot: dict[str, Any]) -> dict[str, Any]:
    return {"format": api.SAVE_FORMAT, "settings": snapshot["settings"],
            "session": snapshot["session"], "record": snapshot["record"]}


@pytest.mark.parametrize("game", GAMES)
def test_new_session_deals_a_deal_seen_from_seat_0(game: str) -> None:
    snapshot = new(game)
    assert snapshot["view"]["seat"] == 0
    assert snapshot["view"]["game"] == snapshot["record"]["game"] == game
    assert sorted(snapshot["view"]["hand"]) == sorted(snapshot["record"]["hands"][0])
    assert snapshot["session"]["totals"] == [0, 0, 0, 0]
    assert snapshot["session"]["deal"] == 1
    assert snapshot["settings"]["language"] == "de", "the UI's own settings pass through"
    assert snapshot["turn"] in {"person", "computer"}


def test_the_seed_makes_the_session_reproducible() -> None:
    assert new("doppelkopf", seed=3)["record"] == new("doppelkopf", seed=3)["record"]
    assert new("doppelkopf", seed=3)["record"] != new("doppelkopf", seed=4)["record"]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_deal_is_scored_into_the_sheet(game: str) -> None:
    over = advance(new(game))
    scores = over["view"]["result"]["scores"]
    assert sum(scores) == 0
    following = ok("next_deal")
    session = following["session"]
    assert session["deal"] == 2
    assert session["totals"] == scores
    assert [entry["scores"] for entry in session["sheet"]] == [scores]
    pflichtsolo = session.get("round", {}).get("owes", []).count(False) == 1
    same_dealer_again = pflichtsolo and session["round"]["games_played"] == 0  # docs/rules.md §2.11
    assert session["dealer"] == (over["session"]["dealer"] + (0 if same_dealer_again else 1)) % 4
    assert following["record"]["actions"] == []


@pytest.mark.parametrize("game", GAMES)
def test_step_makes_exactly_one_action(game: str) -> None:
    snapshot = advance(new(game), until="computer")
    before = len(snapshot["record"]["actions"])
    assert len(ok("step")["record"]["actions"]) == before + 1


class KontraSayer:
    """Says Kontra out of turn whenever it may; otherwise its first legal action."""

    def choose(self, view: Any, legal: Any, rng: Any) -> Any:
        return legal[0]

    def volunteer(self, view: Any, legal: Any, rng: Any) -> Any:
        return next((a for a in legal if a.type == "double"), None)


def test_computer_seats_say_kontra_out_of_turn() -> None:
    """The person leads trick 1 of his own Rufspiel, so no computer seat has a
    turn before the first card: a Kontra can only come out of turn."""
    for seed in range(1, 60):
        snapshot = new("schafkopf", seed=seed)
        if snapshot["session"]["dealer"] != 3:
            continue
        rufspiel = [a for a in snapshot["view"]["legal"] if a.get("value") == "rufspiel"]
        if not rufspiel:
            continue
        for seat in (1, 2, 3):
            api._table.players[seat] = KontraSayer()  # type: ignore[union-attr]
        snapshot = ok("act", action=rufspiel[0])
        snapshot = advance(snapshot, until="person")
        snapshot = ok("act", action=snapshot["view"]["legal"][0])  # name the ace
        kontra = [a for a in snapshot["record"]["actions"] if a["type"] == "double"]
        assert kontra and kontra[0]["seat"] != 0
        assert snapshot["view"]["phase"] == "play" and snapshot["turn"] == "person"
        return
    pytest.fail("no seed lets the person call a Rufspiel and lead")


@pytest.mark.parametrize("game", GAMES)
def test_resume_continues_exactly_where_the_save_was(game: str) -> None:
    snapshot = advance(new(game), until="person")
    snapshot = ok("act", action=snapshot["view"]["legal"][0])
    new(game, seed=99)  # another session in between
    resumed = ok("resume", save=save_of(snapshot))
    assert resumed["view"] == snapshot["view"]
    assert resumed["record"] == snapshot["record"]
    assert resumed["session"] == snapshot["session"]


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    snapshot = advance(new("doppelkopf"), until="person")
    hand = snapshot["view"]["hand"]
    not_held = next(card for card in ("CQ", "H10", "DA", "SA", "C9") if card not in hand)
    assert error_code("act", action={"type": "play", "card": not_held}) == "illegal"
    assert error_code("act", action={**snapshot["view"]["legal"][0], "seat": 2}) == "illegal"
    assert ok("snapshot") == snapshot


def test_an_illegal_action_says_why_with_a_catalog_key() -> None:
    snapshot = advance(new("doppelkopf"), until="person")
    hand = snapshot["view"]["hand"]
    not_held = next(card for card in ("CQ", "H10", "DA", "SA", "C9") if card not in hand)
    reserving = snapshot["view"]["phase"] == "reservations"
    reason = ({"key": "refusal.wrong_phase", "phase": "reservations"} if reserving
              else {"key": "refusal.card_not_held", "card": not_held})
    reply = call("act", action={"type": "play", "card": not_held})
    assert reply == {"error": {"code": "illegal", "message": reply["error"]["message"], "reason": reason}}
    assert reply["error"]["message"]
    foreign = call("act", action={**snapshot["view"]["legal"][0], "seat": 2})["error"]
    assert foreign == {"code": "illegal", "message": "the person plays seat 0 only",
                       "reason": {"key": "refusal.not_your_seat"}}


def test_calls_out_of_order_are_refused() -> None:
    snapshot = advance(new("doppelkopf"), until="person")
    assert error_code("step") == "not-now"
    assert error_code("next_deal") == "not-now"
    advance(snapshot)
    assert error_code("act", action={"type": "play", "card": "CQ"}) == "not-now"


@pytest.mark.parametrize("damage", [
    lambda save: "not an object",
    lambda save: {**save, "format": "stichfest-save/0"},
    lambda save: {**save, "record": {**save["record"], "actions": [{"type": "play", "card": "XX"}]}},
    lambda save: {**save, "record": {**save["record"], "hands": save["record"]["hands"][:3]}},
    lambda save: {**save, "session": {**save["session"], "totals": [0, 0]}},
    lambda save: {**save, "session": {**save["session"], "game": "schafkopf"}},
    lambda save: {key: value for key, value in save.items() if key != "record"},
])
def test_a_damaged_save_is_a_bad_save(damage: Any) -> None:
    save = save_of(advance(new("doppelkopf"), until="person"))
    assert error_code("resume", save=damage(save)) == "bad-save"


def test_requests_of_the_wrong_shape_are_bad_requests(monkeypatch: pytest.MonkeyPatch) -> None:
    assert error_code("exec") == "bad-request"
    assert error_code("new_session", settings={"game": "skat"}) == "bad-request"
    bad_preset = {"game": "doppelkopf", "rules": {"preset": "x"}}
    assert error_code("new_session", settings=bad_preset) == "bad-request"
    assert error_code("new_session", settings={"game": "doppelkopf", "level": "grandmaster"}) == "bad-request"
    assert json.loads(api.dispatch("snapshot", "{not json"))["error"]["code"] == "bad-request"
    monkeypatch.setattr(api, "_table", None)
    assert error_code("snapshot") == "no-session"


def test_hint_suggests_a_legal_action() -> None:
    snapshot = advance(new("doppelkopf"), until="person")
    assert ok("hint")["action"] in snapshot["view"]["legal"]


def test_doppelkopf_sessions_keep_the_tournament_round() -> None:
    first = new("doppelkopf")
    assert first["session"]["round"] == {"games": 24, "games_played": 0, "owes": [True] * 4}
    advance(first)
    second = ok("next_deal")
    played = second["session"]["round"]
    assert played["games_played"] == 1 or played["owes"].count(False) == 1
    assert ok("resume", save=save_of(second))["session"] == second["session"]
    broken = {**second["session"], "round": {"games_played": 1, "owes": [True]}}
    assert error_code("resume", save={**save_of(second), "session": broken}) == "bad-save"


def test_version_names_the_save_format() -> None:
    assert ok("version")["save_format"] == api.SAVE_FORMAT


@pytest.mark.parametrize("think,budget", [("auto", 0.8), (None, 0.8), ("0.5", 0.5), (2, 2.0)])
def test_the_time_per_move_the_person_sets_bounds_the_computer(think: Any, budget: float) -> None:
    settings = {"game": "schafkopf", "seed": 3, "level": "strong"}
    ok("new_session", settings=settings if think is None else {**settings, "think": think})
    players = api._current().players.values()
    assert {p.effort.budget for p in players} == {budget}  # type: ignore[attr-defined]


@pytest.mark.parametrize("think", ["fast", True, 0, 99, "nan", [1]])
def test_a_bad_time_per_move_is_refused_and_changes_nothing(think: Any) -> None:
    before = new("doppelkopf")
    settings = {"game": "schafkopf", "seed": 3, "think": think}
    assert error_code("new_session", settings=settings) == "bad-request"
    assert ok("snapshot") == before


@pytest.mark.parametrize("setting,value", [
    ("game", None), ("game", ["doppelkopf"]), ("game", "skat"),
    ("rules", []), ("rules", "tournament"), ("rules", {"preset": "x"}), ("rules", {"foo": 1}),
    ("level", {}), ("level", ["x"]), ("level", None), ("level", 3), ("level", "grandmaster"),
    ("think", {}), ("think", "fast"),
    ("seed", True), ("seed", "12"), ("seed", 1.5), ("seed", {}), ("seed", 2**70),
    ("language", 5), ("deck", ["french"]),
])
def test_a_bad_setting_is_a_bad_request_naming_it(setting: str, value: Any) -> None:
    before = new("doppelkopf")
    settings = {"game": "doppelkopf", "level": "easy", setting: value}
    error = call("new_session", settings=settings)["error"]
    assert error["code"] == "bad-request", error
    assert error["setting"] == setting
    assert setting in error["message"]
    assert ok("snapshot") == before


def test_a_save_with_a_bad_setting_is_a_bad_save_naming_it() -> None:
    save = save_of(new("doppelkopf"))
    error = call("resume", save={**save, "settings": {**save["settings"], "level": ["x"]}})["error"]
    assert (error["code"], error["setting"]) == ("bad-save", "level")


def _without(data: dict[str, Any], key: str) -> dict[str, Any]:
    return {name: value for name, value in data.items() if name != key}


def _swap_first_cards(hands: list[list[str]]) -> list[list[str]]:
    first, second = hands[0][:], hands[1][:]
    first[0], second[0] = second[0], first[0]
    return [first, second, *hands[2:]]


@pytest.mark.parametrize("contradiction", [
    lambda save: {**save, "session": {**save["session"],
                                      "dealer": (save["session"]["dealer"] + 1) % 4}},
    lambda save: {**save, "record": {**save["record"], "dealer": (save["record"]["dealer"] + 1) % 4}},
    lambda save: {**save, "record": _without(save["record"], "owesPflichtsolo")},
    lambda save: {**save, "record": {**save["record"], "owesPflichtsolo": [False, True, True, True]}},
    lambda save: {**save, "record": {**save["record"],
                                     "rules": {"preset": "tournament", "dulleRule": "secondWins"}}},
    lambda save: {**save, "settings": {**save["settings"], "rules": {"preset": "schweinchen"}}},
    lambda save: {**save, "record": {**save["record"], "hands": _swap_first_cards(save["record"]["hands"])}},
    lambda save: {**save, "session": {**save["session"], "deal": save["session"]["deal"] + 1}},
    lambda save: {**save, "session": {**save["session"], "seed": save["session"]["seed"] + 1}},
    lambda save: {**save, "settings": {**save["settings"], "seed": save["session"]["seed"] + 1}},
])
def test_a_save_that_contradicts_itself_is_a_bad_save(contradiction: Any) -> None:
    save = save_of(advance(new("doppelkopf"), until="person"))
    before = ok("snapshot")
    error = call("resume", save=contradiction(save))["error"]
    assert error["code"] == "bad-save", error
    assert ok("snapshot") == before


def test_a_saved_deal_in_another_card_order_still_resumes() -> None:
    save = save_of(advance(new("doppelkopf"), until="person"))
    hands = [sorted(hand) for hand in save["record"]["hands"]]
    ok("resume", save={**save, "record": {**save["record"], "hands": hands}})


@pytest.mark.parametrize("row", [
    None, 3, [], {}, {"deal": 1, "dealer": 0, "scores": [1, 2], "result": {}},
    {"deal": 1, "dealer": 7, "scores": [1, -1, 1, -1], "result": {}},
    {"deal": "1", "dealer": 0, "scores": [1, -1, 1, -1], "result": {}},
    {"deal": 1, "dealer": 0, "scores": [1, -1, 1, True], "result": {}},
    {"deal": 1, "dealer": 0, "scores": [1, -1, 1, -1], "result": None},
])
def test_a_malformed_sheet_row_is_a_bad_save(row: Any) -> None:
    first = new("schafkopf")
    advance(first)
    second = ok("next_deal")
    save = save_of(second)
    assert ok("resume", save=save)["session"] == second["session"]
    error = call("resume", save={**save, "session": {**save["session"], "sheet": [row]}})["error"]
    assert error["code"] == "bad-save", error
    assert "sheet" in error["message"]
