"""engine.scoresheet: booking a deal changes the sheet completely or not at all."""

from __future__ import annotations

import random

import pytest

from engine import games, record
from engine.errors import EngineError
from engine.scoresheet import ScoreSheet


def _finished(state: games.GameState) -> games.GameState:
    rng = random.Random(1)
    while not state.is_finished:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_deal_the_sheet_did_not_deal_is_not_booked_and_changes_nothing() -> None:
    game = games.game_module("doppelkopf")
    sheet = ScoreSheet.new(game, game.Rules(), 7)
    wrong = sheet.deal_state().to_record()
    wrong["dealer"] = (wrong["dealer"] + 1) % 4
    wrong["owesPflichtsolo"] = [False, True, True, True]
    state = _finished(record.start(wrong))
    before = sheet.to_json()
    with pytest.raises(EngineError):
        sheet.book(state)
    assert sheet.to_json() == before
    assert sheet.deal_state().to_record() == ScoreSheet.new(game, game.Rules(), 7).deal_state().to_record()
