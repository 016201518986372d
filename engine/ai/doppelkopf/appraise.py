"""Every card a seat could play, valued by the strong player's search (for engine.ai.analysis)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..analysis import Scored
from ..search import Effort
from . import LEVELS
from .actions import group
from .explain import card_reason
from .knowledge import read
from .search import search


def appraise(view: Any, plays: Sequence[Any], rng: random.Random, effort: Effort) -> list[Scored]:
    """Expected points, chance to win and reason of each of `plays`, from `view` alone."""
    _, solve_cards, infer = LEVELS["strong"]
    k = read(view.to_json())
    options = group(plays).plays
    out = search(k, list(options), [], rng, effort, solve_cards, infer)
    return [Scored(action, out.card(t).mean, out.card(t).win_rate, card_reason(k, t, out.solved))
            for t, action in options.items()]
