"""The one loop that lets computer seats act on a state, checking every answer.

The app's `Table` and the arena both drive their computer seats through it:
the seat to move is asked to `choose`, the other seats that may act out of
turn (Kontra, Re, announcements) are asked to `volunteer` (None passes).
Whatever a seat answers is applied only when it is one of the actions that
seat was offered, matched by identity or equality, or by its docs/record.md JSON
for an outside program (with or without its `seat` field). Anything else, or
a player that fails, raises `BadAnswer` naming the seat and leaves the state
as it was: a player can never change a deal except by a legal action.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

SEATS = 4


class BadAnswer(Exception):
    """A seat answered something it was not offered, or failed to answer."""

    def __init__(self, seat: int, request: str, answer: object, reason: str) -> None:
        super().__init__(f"seat {seat} answered {answer!r} to {request}: {reason}")
        self.seat = seat
        self.request = request
        self.answer = answer
        self.reason = reason


def offered_action(answer: object, offered: Sequence[Any]) -> Any | None:
    """The offered action that `answer` is, or None if it is none of them."""
    for action in offered:
        if answer is action or answer == action:
            return action
    if isinstance(answer, dict):
        for action in offered:
            data = action.to_json()
            if answer == data or answer == {k: v for k, v in data.items() if k != "seat"}:
                return action
    return None


@dataclass
class Driver:
    """Asks `players` (by seat; seats without one are left alone) for their
    moves on a state of the game whose `view(state, seat)` is given."""

    view: Callable[[Any, int], Any]
    players: Mapping[int, Any]
    rng: random.Random

    def move(self, state: Any) -> None:
        """The seat to move chooses one of its legal actions; it is applied."""
        seat = state.to_move
        action = self._ask(state, seat, "choose", self.players[seat].choose)
        if action is None:
            raise BadAnswer(seat, "choose", None, "a seat to move must choose an action")
        state.apply(action)

    def speak_out_of_turn(self, state: Any) -> None:
        """Every other seat, in turn order after the mover, may act out of
        turn once; players without `volunteer` speak on their own turn only."""
        if state.is_finished:
            return
        mover = state.to_move
        for offset in range(1, SEATS):
            seat = (mover + offset) % SEATS
            ask = getattr(self.players.get(seat), "volunteer", None)
            if ask is not None:
                action = self._ask(state, seat, "volunteer", ask)
                if action is not None:
                    state.apply(action)

    def play_out(self, state: Any) -> None:
        """Play the deal to its end (every seat must have a player)."""
        self.speak_out_of_turn(state)
        while not state.is_finished:
            self.move(state)
            self.speak_out_of_turn(state)

    def _ask(self, state: Any, seat: int, request: str,
             ask: Callable[[Any, Sequence[Any], random.Random], Any]) -> Any | None:
        """The checked answer of `seat` (None: it passes or has nothing to do)."""
        offered = state.legal_actions(seat)
        if not offered:
            return None
        try:
            answer = ask(self.view(state, seat), offered, self.rng)
        except Exception as error:  # any failure is the seat's, reported as such
            raise BadAnswer(seat, request, None,
                            f"it failed: {type(error).__name__}: {error}") from error
        if answer is None:
            return None
        action = offered_action(answer, offered)
        if action is None:
            raise BadAnswer(seat, request, answer,
                            f"not one of the {len(offered)} actions offered to seat {seat}")
        return action
