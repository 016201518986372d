"""The finished Schafkopf deal's explanation in the view: the declarers' target
(61 card points, every trick in a Tout, §3.6/§3.8), the tariff line by line
(§3.10: base × multiplier, Schneider line, Laufende with the side that held
them, §3.9, Kontra/Re doubling, §3.7) and each seat's payout factor."""

from __future__ import annotations

import json
import random
from typing import Any

from sk_support import DEALER, GOLDEN

from engine import record
from engine.schafkopf import Rules, State, new_deal, random_hands, view


def finished_view(name: str) -> dict[str, Any]:
    state = record.replay(json.loads((GOLDEN / f"{name}.json").read_text()))
    assert isinstance(state, State)
    data: dict[str, Any] = view(state, 0).to_json()
    return data


def reasons(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return dict(zip((i["name"] for i in data["result"]["items"]), data["explanation"]["items"], strict=True))


def test_rule_3_10_solo_tariff_line_by_line_with_kontra_doubling() -> None:
    data = finished_view("sk-5-points")
    lines = reasons(data)
    assert lines["solo"] == {"base": 5, "multiplier": 1}
    assert lines["schneider"]["line"] == 29 and lines["schneider"]["loser"] == "defenders"
    assert lines["laufende"] == {"count": 5, "unit": 1, "multiplier": 1, "held_by": "declarers",
                                 "threshold": 3}
    assert lines["kontra"]["before"] == 12 and lines["kontra"]["factor"] == 2
    assert data["explanation"]["payout"] == [3, -1, -1, -1]
    assert data["explanation"]["target"]["points"] == 61


def test_rule_3_9_laufende_without_are_held_by_the_defenders() -> None:
    lines = reasons(finished_view("sk-4-money"))
    assert lines["laufende"]["held_by"] == "defenders" and lines["laufende"]["count"] == 2
    assert lines["wenz"] == {"base": 50, "multiplier": 1}


def test_rule_3_10_sie_multiplies_base_and_laufende_by_four() -> None:
    data = finished_view("sk-7-money-allowSie")
    lines = reasons(data)
    assert lines["sie"]["multiplier"] == 4 and lines["laufende"]["multiplier"] == 4
    assert data["explanation"]["target"]["points"] is None


def test_rule_3_8_the_target_is_met_exactly_when_the_declarers_win() -> None:
    rng = random.Random(3)
    rules = Rules.for_profile("money")
    for _ in range(150):
        state = new_deal(rules, DEALER, random_hands(rules, rng))
        while not state.is_finished:
            state.apply(rng.choice(state.legal_actions()))
        data = view(state, 0).to_json()
        explanation = data["explanation"]
        if data["contract"] is None:
            assert explanation is None
            continue
        assert explanation["target"]["met"] == (data["result"]["winner"] == "declarers")
        assert len(explanation["items"]) == len(data["result"]["items"])

