"""Every card a seat could play, valued by the strong player's search (for engine.ai.analysis)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..analysis import Scored
from ..search import Effort
from . import LEVELS
from .explain import card_reason
from .knowledge import read_view
from .search import evaluate, exact_tricks, play_card


def appraise(view: Any, plays: Sequence[Any], rng: random.Random, effort: Effort) -> list[Scored]:
    """Expected points (cents in the money profile), chance to win and reason of
    each of `plays`, from `view` alone."""
    _, skill = LEVELS["strong"]
    k = read_view(view.to_json())
    cards = [action.card for action in plays]
    tally = evaluate(k, cards, play_card, effort, skill, rng)
    solved = k.hand.bit_count() <= exact_tricks(k.game, skill.solve_tricks)
    return [Scored(action, tally[action.card].mean, tally[action.card].win_rate,
                   card_reason(k, action.card, len(plays), solved))
            for action in plays]
