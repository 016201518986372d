"""The one player protocol: factory, levels and errors."""

from __future__ import annotations

import random

import pytest

from engine import doppelkopf as dk
from engine.ai import LEVELS, Advisor, Hint, Player, hint, make_player
from engine.errors import EngineError, RecordError


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_is_a_player(level: str) -> None:
    player = make_player("doppelkopf", level, iterations=2)
    assert isinstance(player, Player)


def test_strong_player_advises() -> None:
    assert isinstance(make_player("doppelkopf", "strong", iterations=2), Advisor)


def test_unknown_level_and_game_are_rejected() -> None:
    with pytest.raises(EngineError):
        make_player("doppelkopf", "grandmaster")
    with pytest.raises(RecordError):
        make_player("skat", "easy")


def test_hint_names_a_legal_action_and_serializes() -> None:
    rng = random.Random(3)
    rules = dk.Rules.from_json({"preset": "tournament"})
    state = dk.new_deal(rules, 0, dk.random_hands(rules, rng))
    seat = state.to_move
    legal = state.legal_actions(seat)
    result = hint(dk.view(state, seat), legal, rng, iterations=2)
    assert isinstance(result, Hint)
    assert result.action in legal
    data = result.to_json()
    assert data["reason"]["key"].startswith("hint.")
    assert 0.0 <= data["win_chance"] <= 1.0
