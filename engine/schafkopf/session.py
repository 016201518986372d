"""A Schafkopf session has no round: the deal passes one seat to the left,
deal after deal, and nothing else carries over from one deal to the next."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import RecordError
from .rules import Rules
from .state import State


@dataclass(frozen=True, slots=True)
class NextDeal:
    """How the next deal starts: its dealer; `new_deal` takes nothing more."""

    dealer: int

    @property
    def extras(self) -> dict[str, Any]:
        return {}


class Rotation:
    """Who deals next (the score sheet's round of a Schafkopf session)."""

    is_finished = False

    def __init__(self, dealer: int) -> None:
        self.dealer = dealer

    def next_deal(self) -> NextDeal:
        return NextDeal(self.dealer)

    def book(self, state: State) -> None:
        self.dealer = (self.dealer + 1) % 4

    def to_json(self) -> None:
        """Nothing to save: the sheet's dealer is all there is."""
        return


def new_round(rules: Rules, dealer: int, data: object = None) -> Rotation:
    """The rotation from `dealer`; a save holds no round data for Schafkopf, so
    one that does was not written by this engine."""
    if data is not None:
        raise RecordError("a Schafkopf session has no round")
    return Rotation(dealer)
