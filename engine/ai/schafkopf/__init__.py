"""Schafkopf computer players, registered with `engine.ai` on import.

`easy` plays by rules of thumb. `normal` and `strong` search by
determinized sampling; `iterations` fixes the number of sampled worlds per
decision (reproducible matches), `budget` bounds the seconds instead.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import register
from .players import EasyPlayer, SearchPlayer
from ..search import Effort

LEVELS = {
    # level: (default seconds per decision, tricks solved exactly at the end)
    "normal": (0.16, 2),
    "strong": (0.55, 3),
}


def _easy(*, iterations: int | None = None, budget: float | None = None) -> EasyPlayer:
    return EasyPlayer()


def _searcher(level: str) -> Callable[..., SearchPlayer]:
    default_budget, solve_tricks = LEVELS[level]

    def make(*, iterations: int | None = None, budget: float | None = None) -> SearchPlayer:
        seconds = default_budget if budget is None else budget
        return SearchPlayer(Effort(iterations, seconds), solve_tricks)

    return make


register("schafkopf", "easy", _easy)
register("schafkopf", "normal", _searcher("normal"))
register("schafkopf", "strong", _searcher("strong"))
