"""Schafkopf computer players, registered with `engine.ai` on import.

`easy` plays by rules of thumb. `normal` and `strong` search by
determinized sampling; `iterations` fixes the number of sampled worlds per
decision (reproducible matches), `budget` bounds the seconds instead.
"""

from __future__ import annotations

from .. import register
from .players import EasyPlayer, SearchPlayer
from .search import Effort

UNBOUNDED_WORLDS = 100_000
LEVELS = {
    # level: (default budget in seconds, solved tricks, bidding share of the worlds)
    "normal": (0.2, 2, 0.5),
    "strong": (0.7, 3, 0.5),
}


def _easy(*, iterations: int | None = None, budget: float | None = None) -> EasyPlayer:
    return EasyPlayer()


def _searcher(level: str):  # type: ignore[no-untyped-def]
    default_budget, solve_tricks, bid_share = LEVELS[level]

    def make(*, iterations: int | None = None, budget: float | None = None) -> SearchPlayer:
        if iterations is not None:
            play = Effort(iterations, None, solve_tricks)
            bid = Effort(max(1, int(iterations * bid_share)), None, solve_tricks)
        else:
            seconds = default_budget if budget is None else budget
            play = Effort(UNBOUNDED_WORLDS, seconds, solve_tricks)
            bid = Effort(UNBOUNDED_WORLDS, seconds, solve_tricks)
        return SearchPlayer(play, bid)

    return make


register("schafkopf", "easy", _easy)
register("schafkopf", "normal", _searcher("normal"))
register("schafkopf", "strong", _searcher("strong"))
