"""Practice mode: take back the person's last action, and the duplicate
challenge (the same deal played by a computer player in the person's seat).

Both work on the deal's record, so a deal after a take-back is exactly the
deal as it stood before that action, replayed through the rules: its record
carries no trace of what was taken back.
"""

from __future__ import annotations

import random
from typing import Any

from . import ai
from . import record as record_module
from .ai.driver import Driver
from .games import GameModule, GameState
from .tricks import SEATS

Json = dict[str, Any]
# The challenge plays a whole deal in one engine call, which the UI waits for
# 30 s at most: its computer players think at most this long a move.
MOST_SECONDS_A_MOVE = 0.25


def before_last_action_of(seat: int, record: Json) -> Json | None:
    """`record` without the seat's last action and everything after it
    (None when the seat has not acted yet)."""
    actions: list[Json] = record.get("actions", [])
    own = [index for index, action in enumerate(actions) if action.get("seat") == seat]
    if not own:
        return None
    return {**record, "actions": actions[:own[-1]]}


def taken_back(seat: int, state: GameState) -> GameState | None:
    """The deal as it stood right before the seat's last action, or None."""
    earlier = before_last_action_of(seat, state.to_record())
    return None if earlier is None else record_module.replay(earlier)


def computer_in_seat(game: GameModule, start: GameState, rules: Any, level: str,
                     budget: float | None, seed: str) -> Json:
    """The result of the deal from `start` with a computer player of `level`
    in every seat, the person's included: the duplicate challenge's yardstick."""
    budget = MOST_SECONDS_A_MOVE if budget is None else min(budget, MOST_SECONDS_A_MOVE)
    players = {seat: ai.make_player(game.GAME, level, budget=budget, rules=rules)
               for seat in range(SEATS)}
    state = start.copy()
    Driver(game.view, players, random.Random(seed)).play_out(state)
    result: Json = state.result().to_json()
    return result
