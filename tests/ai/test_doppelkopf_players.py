"""Doppelkopf players over many AI-only deals: never illegal, never a crash."""

from __future__ import annotations

import random

import pytest
from helpers_doppelkopf import play_deal

from engine import doppelkopf as dk
from engine.ai import make_player

VARIANTS = [
    {"preset": "tournament"},
    {"preset": "no-nines"},
    {"preset": "tournament", "dulleRule": "secondWinsExceptLast"},
    {"preset": "schweinchen"},
    {"preset": "tournament", "weddingClarify": "firstNonTrumpTrick"},
]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "-".join(map(str, v.values())))
def test_easy_players_finish_every_deal(variant: dict[str, object]) -> None:
    rules = dk.Rules.from_json(variant)
    rng = random.Random(11)
    players = [make_player("doppelkopf", "easy") for _ in range(4)]
    for deal in range(60):
        state = play_deal(players, rng, rules, dealer=deal % 4)
        result = state.result().to_json()
        assert result["finished"] and sum(result["scores"]) == 0


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_searching_players_finish_every_deal(level: str) -> None:
    rng = random.Random(5)
    players = [make_player("doppelkopf", level, iterations=3),
               make_player("doppelkopf", "easy"),
               make_player("doppelkopf", level, iterations=3),
               make_player("doppelkopf", "easy")]
    for deal in range(8):
        state = play_deal(players, rng, dealer=deal % 4)
        assert sum(state.result().to_json()["scores"]) == 0


def test_players_owing_a_pflichtsolo_play_one() -> None:
    rng = random.Random(2)
    rules = dk.Rules.from_json({"preset": "tournament"})
    players = [make_player("doppelkopf", "normal", iterations=3) for _ in range(4)]
    state = dk.new_deal(rules, 0, dk.random_hands(rules, rng),
                        owes_pflichtsolo=[False, True, False, False], vorfuehrung=1)
    while not state.is_finished:
        seat = state.to_move
        legal = state.legal_actions(seat)
        action = players[seat].choose(dk.view(state, seat), legal, rng)
        assert action in legal
        state.apply(action)
    assert state.contract.kind == "solo" and state.contract.declarer == 1
