"""Shared helpers of the Doppelkopf player tests: deals driven by players."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine import doppelkopf as dk

RULES = dk.Rules.from_json({"preset": "tournament"})


def play_deal(players: Sequence[Any], rng: random.Random, rules: Any = RULES,
              dealer: int = 0, hands: Any = None, until: int | None = None) -> Any:
    """Drive one deal with `players` (to the end, or `until` actions); every
    action must be one of the legal ones it was offered."""
    state = dk.new_deal(rules, dealer, hands if hands is not None else dk.random_hands(rules, rng))
    while not state.is_finished and (until is None or len(state.history) < until):
        seat = state.to_move
        legal = state.legal_actions(seat)
        action = players[seat].choose(dk.view(state, seat), legal, rng)
        assert action in legal, (action, legal)
        state.apply(action)
    return state
