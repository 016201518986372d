"""The one player protocol: factory, levels and errors."""

from __future__ import annotations

import importlib
import random
from typing import Any

import pytest

from engine import api
from engine import doppelkopf as dk
from engine.ai import LEVELS, Advisor, Hint, Player, arena, hint, make_player
from engine.errors import EngineError, RecordError
from engine.games import game_module


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


UNFOLLOWED = [("doppelkopf", "re_kontra_doubles", {"preset": "tournament", "reKontraDoubles": True}),
              ("schafkopf", "ramsch", {"profile": "money", "ramsch": True})]


@pytest.mark.parametrize(("game", "field", "rules"), UNFOLLOWED)
def test_players_that_cannot_follow_a_rule_are_refused_before_any_deal(
        monkeypatch: pytest.MonkeyPatch, game: str, field: str, rules: dict[str, Any]) -> None:
    """Every option is followed today; should a model ever lose one, making
    the player, starting an app session and starting a match all refuse."""
    model = importlib.import_module(f"engine.ai.{game}.model")
    monkeypatch.setattr(model, "FOLLOWED", model.FOLLOWED - {field})
    parsed = game_module(game).Rules.from_json(rules)
    for level in LEVELS:
        with pytest.raises(EngineError, match="do not support"):
            make_player(game, level, rules=parsed)
    answer = api.call("new_session", {"settings": {"game": game, "rules": rules, "level": "easy"}})
    assert answer["error"]["code"] == "bad-request"
    assert "do not support" in answer["error"]["message"]
    match = arena.Match(game, rules, ("easy", "easy", "normal@2", "strong@2"), deals=1)
    with pytest.raises(EngineError, match="do not support"):
        next(arena.run(match, workers=1))
    monkeypatch.undo()
    assert "result" in api.call("new_session", {"settings": {"game": game, "rules": rules, "level": "easy"}})
