"""Every choice a seat had at one decision, valued by the strong player's search
(for engine.ai.analysis): cards by searching the play, reservations by
playing each contract out against the same sampled hands."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..search import Effort, Scored
from . import LEVELS
from .actions import group
from .bidding import simulate
from .explain import card_reason
from .knowledge import read
from .search import search

RESERVATION_REASONS = {"healthy": "hint.healthy", "wedding": "hint.wedding"}


def appraise(view: Any, choices: Sequence[Any], rng: random.Random, effort: Effort) -> list[Scored]:
    """Expected points, chance to win and reason of each of `choices` (all of
    one type: cards or reservations), from `view` alone."""
    k = read(view.to_json())
    options = group(choices)
    if options.reserve:
        tally = simulate(k, list(options.reserve), rng, effort)
        return [Scored(action, tally[key].mean, tally[key].win_rate, _reservation_reason(key))
                for key, action in options.reserve.items()]
    _, solve_cards, infer = LEVELS["strong"]
    cards = list(options.plays)
    out = search(k, cards, [], rng, effort, solve_cards, infer)
    return [Scored(action, out.card(t).mean, out.card(t).win_rate, card_reason(k, t, cards, out.solved))
            for t, action in options.plays.items()]


def _reservation_reason(option: str) -> dict[str, Any]:
    """The hint's reason for reservation `option`: healthy, a wedding, or a solo."""
    if option in RESERVATION_REASONS:
        return {"key": RESERVATION_REASONS[option]}
    return {"key": "hint.solo", "solo": option}
