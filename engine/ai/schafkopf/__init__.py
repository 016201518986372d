"""Schafkopf computer players, registered with `engine.ai` on import.

`easy` plays by rules of thumb. `normal` and `strong` search by
determinized sampling; `iterations` fixes the number of sampled worlds per
decision (reproducible matches), `budget` bounds the seconds instead.
`strong` searches longer, solves one trick more exactly, weights worlds
by how well they explain the card play, and values passing by simulating
who would play instead, or the Ramsch if all pass and the table plays one
(normal takes a pass as worth nothing).
"""

from __future__ import annotations

from collections.abc import Callable

from .. import register
from ..search import Effort
from .model import check_supported
from .players import EasyPlayer, SearchPlayer
from .search import Skill

__all__ = ["LEVELS", "check_supported"]  # make_player refuses rules the players cannot follow

LEVELS = {
    # level: (default seconds per decision, how it searches)
    "normal": (0.25, Skill(solve_tricks=2)),
    "strong": (0.8, Skill(solve_tricks=3, infer=True, weigh_pass=True)),
}


def _easy(*, iterations: int | None = None, budget: float | None = None) -> EasyPlayer:
    return EasyPlayer()


def _searcher(level: str) -> Callable[..., SearchPlayer]:
    default_budget, skill = LEVELS[level]

    def make(*, iterations: int | None = None, budget: float | None = None) -> SearchPlayer:
        seconds = default_budget if budget is None else budget
        return SearchPlayer(Effort(iterations, seconds), skill)

    return make


register("schafkopf", "easy", _easy)
register("schafkopf", "normal", _searcher("normal"))
register("schafkopf", "strong", _searcher("strong"))
