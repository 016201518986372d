"""Where a deal went wrong: the person's decisions looked at again (docs/api.md `analyze`).

The record is replayed to each decision of the seat (a card, a reservation,
a bid or a naming, wherever it had a choice), and the strong player's
search values every option of that kind the seat had, from that seat's view
only (what it knew then, never the other hands). The option taken is
compared with the best one; the difference is what the decision cost in
expected points, and the best option's hint reason says in one line why it
was better. Announcements and doubles are left out: not making one leaves
no action in the record to look at.
Each decision is one call, so a front end can show progress, stop between
decisions, and let the table's own calls go in between.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from typing import Any, Protocol

from ..errors import RecordError
from ..games import GameState, game_module
from ..record import start, steps
from .search import Effort, Scored

ANALYSIS_BUDGET = 0.6
"""Seconds of search per decision when no iteration count is fixed."""
CHOICES = ("play", "reservation", "bid", "name")
"""The kinds of decision analysed: those every option of which is an action."""


class Appraiser(Protocol):
    def __call__(self, view: Any, choices: Sequence[Any], rng: random.Random,
                 effort: Effort) -> list[Scored]: ...


def decisions(record: dict[str, Any], seat: int) -> list[int]:
    """Indices into the record's actions of the decisions of `seat` with a choice of
    several options while the deal was on (a record may play on after a lost Tout)."""
    state = start(record)
    return [index for index, action in steps(record, state)
            if action.type in CHOICES and action.seat == seat and not state.is_finished
            and len(_choices(state, action)) > 1]


def analyze(record: dict[str, Any], index: int, rng: random.Random,
            effort: Effort) -> dict[str, Any]:
    """The decision at `actions[index]` valued against its best alternative.

    `value` is the expected points of the option taken, `best_value` those of
    the best option, `loss` the difference (0 when the best one was taken).
    """
    state = start(record)
    chosen = next((action for at, action in steps(record, state) if at == index), None)
    if chosen is None or chosen.type not in CHOICES or state.is_finished:
        raise RecordError(f"action {index} is not a decision made during the deal")
    module = game_module(record.get("game"))
    view = module.view(state, chosen.seat)
    scored = appraiser(module.GAME)(view, _choices(state, chosen), rng, effort)
    best = max(scored, key=lambda s: s.value)
    mine = next(s for s in scored if s.action == chosen)
    if mine.value >= best.value:
        best = mine
    value, best_value = round(mine.value, 2), round(best.value, 2)
    return {"index": index, "trick": len(state.tricks) + 1, "action": chosen.to_json(),
            "best": best.action.to_json(), "value": value, "best_value": best_value,
            "loss": round(best_value - value, 2), "win_chance": round(mine.win_rate, 3),
            "reason": best.reason}


def appraiser(game: str) -> Appraiser:
    appraiser: Appraiser = importlib.import_module(f"{__package__}.{game}.appraise").appraise
    return appraiser


def _choices(state: GameState, chosen: Any) -> list[Any]:
    """The options of the kind of `chosen` its seat had."""
    return [a for a in state.legal_actions(chosen.seat) if a.type == chosen.type]
