"""Doppelkopf computer players, registered with `engine.ai` on import.

`easy` plays by rules of thumb. `normal` and `strong` search by
determinized sampling (PIMC): `iterations` fixes the number of sampled
worlds per decision (reproducible tests and matches), `budget` bounds the
seconds instead. `strong` searches longer, solves the last three tricks
exactly (normal: two) and weights worlds by how well they explain the play.
"""

from __future__ import annotations

from .. import register
from ..search import Effort
from .model import check_supported
from .players import EasyPlayer, SearchPlayer

__all__ = ["LEVELS", "check_supported"]  # make_player refuses rules the model cannot follow

# level: (default seconds per decision, cards left when the endgame is solved, inference)
LEVELS = {
    "normal": (0.25, 8, False),
    "strong": (0.8, 12, True),
}
RESERVE_SHARE = 2  # a reservation samples this many times fewer worlds (each plays several contracts)


def _easy(*, iterations: int | None = None, budget: float | None = None) -> EasyPlayer:
    return EasyPlayer()


def _searcher(level: str):  # type: ignore[no-untyped-def]
    default_budget, solve_cards, infer = LEVELS[level]

    def make(*, iterations: int | None = None, budget: float | None = None) -> SearchPlayer:
        seconds = default_budget if budget is None else budget
        play = Effort(iterations, seconds)
        reserve = Effort(None if iterations is None else max(1, iterations // RESERVE_SHARE),
                         seconds)
        return SearchPlayer(play, reserve, solve_cards, infer)

    return make


register("doppelkopf", "easy", _easy)
register("doppelkopf", "normal", _searcher("normal"))
register("doppelkopf", "strong", _searcher("strong"))
