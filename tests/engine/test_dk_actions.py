"""Actions: the JSON form of docs/record.md, and malformed actions given to the API."""

from __future__ import annotations

import pytest
from dk_support import start

from engine import doppelkopf as dk
from engine.errors import IllegalAction


@pytest.mark.parametrize("data", [
    {"seat": 1, "type": "reservation", "value": "healthy"},
    {"seat": 0, "type": "reservation", "value": "solo", "solo": "fleshless"},
    {"seat": 3, "type": "announce", "value": "black"},
    {"seat": 2, "type": "play", "card": "H10"},
])
def test_actions_round_trip_through_json(data: dict[str, object]) -> None:
    assert dk.Action.from_json(data).to_json() == data


def test_malformed_actions_raise_illegal_action() -> None:
    state = start({0: ["CQ"], 2: ["CQ"]}, 0, dealer=3)
    for action in (dk.Action(7, "play", card=3), dk.Action(0, "play", card=99),
                   dk.Action(0, "play"), dk.Action(0, "announce"), dk.Action(0, "bid", "pass"),
                   dk.Action(0, "reservation", "healthy")):
        with pytest.raises(IllegalAction):
            state.apply(action)
    assert len(state.history) == 4
