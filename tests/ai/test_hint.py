"""Hints: the strong player's move, from the person's own view, explained."""

from __future__ import annotations

import random

import pytest
from helpers_doppelkopf import play_deal

from engine import doppelkopf as dk
from engine.ai import hint, make_player

KEYS = {"hint.healthy", "hint.wedding", "hint.solo", "hint.announce", "hint.pull_trumps",
        "hint.lead_ace", "hint.lead_suit", "hint.take_trick", "hint.smear", "hint.play_low",
        "hint.discard", "hint.endgame", "hint.only_move"}


@pytest.mark.parametrize("actions", [0, 4, 9, 25, 45])
def test_hint_is_the_strong_move(actions: int) -> None:
    rng = random.Random(actions)
    easy = [make_player("doppelkopf", "easy") for _ in range(4)]
    state = play_deal(easy, rng, until=actions)
    seat = state.to_move
    view = dk.view(state, seat)
    legal = state.legal_actions(seat)
    advice = hint(view, legal, random.Random(7), iterations=6)
    strong = make_player("doppelkopf", "strong", iterations=6)
    assert advice.action in legal
    if len(legal) > 1:
        assert advice.action == strong.choose(view, legal, random.Random(7))
    assert advice.reason["key"] in KEYS
    assert 0.0 <= advice.win_chance <= 1.0
