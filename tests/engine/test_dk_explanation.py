"""The finished deal's explanation and the table's marks in the Doppelkopf view:
each party's target after announcements (DDV TSR 7.1.2/7.1.3, docs/rules.md §2.7),
the facts behind each item (§2.8, §2.9), the solo's factor (§2.8 D), the
Schweinchen (§2.12), the Dulle rule (§2.2) and the Vorführung (§2.11)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from dk_support import golden, hands_with, start

from engine import api, record
from engine import doppelkopf as dk
from engine.doppelkopf.actions import RESERVE, SOLO
from engine.doppelkopf.contracts import SOLO_TYPES
from engine.errors import IllegalAction


def finished_view(name: str, seat: int = 0) -> dict[str, Any]:
    state = record.replay(golden(name))
    assert isinstance(state, dk.State)
    data: dict[str, Any] = dk.view(state, seat).to_json()
    return data


def test_rule_2_7_failed_no90_re_needs_151_kontra_needs_90() -> None:
    view = finished_view("dk-c-failed-no90")
    re, kontra = view["explanation"]["targets"]
    assert (re["points"], re["by"], re["card_points"], re["met"]) == (151, "no90", 150, False)
    assert (kontra["points"], kontra["by"], kontra["card_points"], kontra["met"]) == (
        90, "against-no90", 90, True)
    reasons = dict(zip((i["name"] for i in view["result"]["items"]), view["explanation"]["items"],
                       strict=True))
    assert reasons["re-no90-announced"]["seat"] == reasons["re-announced"]["seat"]


def test_rule_2_7_schwarz_announced_needs_every_trick() -> None:
    kontra = finished_view("dk-e-nobody-wins")["explanation"]["targets"][1]
    assert (kontra["points"], kontra["tricks"], kontra["by"], kontra["met"]) == (None, "all", "black", False)


def test_rule_2_8d_solo_scores_the_soloist_three_times() -> None:
    view = finished_view("dk-i-lost-damensolo")
    multiplier = view["explanation"]["multiplier"]
    declarer = view["contract"]["declarer"]
    assert multiplier == {"seat": declarer, "factor": 3}
    assert view["result"]["scores"][declarer] == -3 * view["result"]["value"]


def test_rule_2_9_extra_points_name_their_trick_and_seats() -> None:
    view = finished_view("dk-g-extra-points-netted")
    reasons = dict(zip((i["name"] for i in view["result"]["items"]), view["explanation"]["items"],
                       strict=True))
    fox = reasons["fox-caught"]
    trick = view["tricks"][fox["trick"] - 1]
    assert trick["winner"] == fox["seat"]
    assert {"seat": fox["from"], "card": "DA"} in trick["cards"]
    assert view["tricks"][reasons["doppelkopf"]["trick"] - 1]["points"] >= 40
    assert reasons["karlchen"]["trick"] == len(view["tricks"])
    assert reasons["under-90"] == {"loser": "kontra", "card_points": 70, "line": 90}


def test_rule_2_7_the_target_is_met_exactly_by_the_winner() -> None:
    rng = random.Random(7)
    for deal in range(150):
        rules = dk.Rules(only_kontra_rule=deal % 2 == 0)
        state = start(seed=deal, rules=rules)
        while not state.is_finished:
            seat = state.to_move
            assert seat is not None
            state.apply(rng.choice(state.legal_actions(seat)))
        view = dk.view(state, 0).to_json()
        met = [t["party"] for t in view["explanation"]["targets"] if t["met"]]
        winner = view["result"]["winner"]
        assert met == ([winner] if winner else []), deal
        assert len(view["explanation"]["items"]) == len(view["result"]["items"])


def test_rule_2_12_schweinchen_sorts_on_top_for_its_holder_from_the_start() -> None:
    rules = dk.Rules.from_json({"preset": "schweinchen"})
    fixed = {0: ["DA", "DA"]}
    state = dk.new_deal(rules, 3, hands_with(fixed, 1, rules))
    own = dk.view(state, 0).to_json()
    assert own["hand"][:2] == ["DA", "DA"]
    assert own["marks"]["schweinchen"] == {"suit": "D", "holder": 0}
    other = dk.view(state, 1).to_json()
    assert other["marks"]["schweinchen"] == {"suit": "D", "holder": None}
    started = start(fixed, 1, dealer=3, rules=rules)
    assert dk.view(started, 0).to_json()["hand"][:2] == ["DA", "DA"]


def test_rule_2_2_the_dulle_rule_is_marked_while_the_dulle_is_trump() -> None:
    rules = dk.Rules.from_json({"preset": "tournament", "dulleRule": "secondWinsExceptLast"})
    assert dk.view(start(seed=3, rules=rules), 0).to_json()["marks"]["dulle"] == "secondWinsExceptLast"
    queens = start(seed=3, rules=rules, reservations={1: ("solo", "queens")})
    assert dk.view(queens, 0).to_json()["marks"]["dulle"] is None


def test_rule_2_11_vorfuehrung_says_who_must_play_and_why() -> None:
    owes = (True, False, True, False)
    state = dk.new_deal(dk.Rules(), 3, start(seed=5).dealt, owes_pflichtsolo=owes, vorfuehrung=0)
    view = dk.view(state, 0).to_json()
    assert view["marks"]["forced"] == {"seat": 0, "games_left": 2, "owing": 2}
    assert {a["value"] for a in view["legal"]} == {"solo"}
    state.apply(SOLO[0][SOLO_TYPES[0]])
    marks = dk.view(state, 1).to_json()["marks"]
    assert marks["forced"]["seat"] == 0 and not marks["extra_game"]


def test_rule_2_11_a_pflichtsolo_by_choice_is_an_extra_game() -> None:
    owes = [True, True, True, True]
    state = start(seed=5, dealer=3, reservations={1: ("solo", "queens")}, owes=owes)
    assert dk.view(state, 0).to_json()["marks"]["extra_game"] is True
    lust = start(seed=5, dealer=3, reservations={1: ("solo", "queens")}, owes=[True, False, True, True])
    assert dk.view(lust, 0).to_json()["marks"]["extra_game"] is False


def test_rule_2_11_the_score_sheet_names_each_deals_game() -> None:
    setup = {"game": "doppelkopf", "level": "easy", "seed": 9}
    snapshot = api.call("new_session", {"settings": setup})["result"]
    while snapshot["turn"] != "over":
        if snapshot["turn"] == "computer":
            snapshot = api.call("step", {})["result"]
        else:
            legal = snapshot["view"]["legal"]
            plays = [a for a in legal if a["type"] == "play"] or [a for a in legal if a["type"] != "announce"]
            snapshot = api.call("act", {"action": plays[0]})["result"]
    played = snapshot["view"]["contract"]
    booked = api.call("next_deal", {})["result"]["session"]["sheet"]
    assert booked[0]["contract"] == played


def test_the_cards_a_text_names_come_from_the_engine() -> None:
    view = finished_view("dk-g-extra-points-netted")
    reasons = dict(zip((i["name"] for i in view["result"]["items"]), view["explanation"]["items"],
                       strict=True))
    assert reasons["fox-caught"]["card"] == "DA"
    assert reasons["karlchen"]["card"] == "CJ"
    assert view["marks"]["cards"] == {"alte": "CQ", "fuchs": "DA", "karlchen": "CJ", "dulle": "H10",
                                      "schweinchen": "DA"}
    state = dk.new_deal(dk.Rules(), 3, hands_with({0: ["CQ", "SQ"]}, 1))
    with pytest.raises(IllegalAction) as refused:
        state.apply(RESERVE[0]["wedding"])
    assert refused.value.reason == {"key": "refusal.wedding_needs_queens", "card": "CQ"}


def test_gegen_die_alten_names_the_alte() -> None:
    rng = random.Random(3)
    for deal in range(300):
        state = start(seed=deal)
        while not state.is_finished:
            seat = state.to_move
            assert seat is not None
            state.apply(rng.choice(state.legal_actions(seat)))
        view = dk.view(state, 0).to_json()
        names = [item["name"] for item in view["result"]["items"]]
        if "gegen-die-alten" in names:
            assert view["explanation"]["items"][names.index("gegen-die-alten")] == {"card": "CQ"}
            return
    raise AssertionError("no deal won against the Alten")
