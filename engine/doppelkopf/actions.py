"""Doppelkopf actions in the JSON form of docs/record.md.

Actions are immutable values; the common ones are built once and shared,
so generating legal actions allocates nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import RecordError
from .announcements import VALUES
from .cards import card_name, parse_card
from .contracts import SOLO_TYPES

RESERVATIONS = ("healthy", "wedding", "solo")


@dataclass(frozen=True, slots=True)
class Action:
    """`type` is `reservation`, `announce` or `play`; the other fields as in docs/record.md."""

    seat: int
    type: str
    value: str | None = None
    solo: str | None = None
    card: int | None = None

    def __repr__(self) -> str:
        detail = card_name(self.card) if self.card is not None else self.value
        return f"<{self.type} {detail}{' ' + self.solo if self.solo else ''} by {self.seat}>"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "type": self.type}
        if self.card is not None:
            out["card"] = card_name(self.card)
        else:
            out["value"] = self.value
        if self.solo is not None:
            out["solo"] = self.solo
        return out

    @classmethod
    def from_json(cls, data: object) -> Action:
        """Parse one record action; RecordError names what is wrong."""
        if not isinstance(data, dict):
            raise RecordError("an action must be an object")
        seat = data.get("seat")
        if type(seat) is not int or not 0 <= seat <= 3:
            raise RecordError(f"seat must be 0..3, not {seat!r}")
        kind = data.get("type")
        value = data.get("value")
        if kind == "play":
            return PLAY[seat][parse_card(data.get("card"))]
        if kind == "announce":
            if value not in VALUES:
                raise RecordError(f"unknown announcement {value!r}")
            return ANNOUNCE[seat][value]
        if kind == "reservation":
            if value not in RESERVATIONS:
                raise RecordError(f"unknown reservation {value!r}")
            if value != "solo":
                return RESERVE[seat][value]
            solo = data.get("solo")
            if solo not in SOLO_TYPES:
                raise RecordError(f"unknown solo {solo!r}")
            return SOLO[seat][solo]
        raise RecordError(f"unknown action type {kind!r}")


PLAY = tuple(tuple(Action(seat, "play", card=c) for c in range(24)) for seat in range(4))
ANNOUNCE = tuple({v: Action(seat, "announce", v) for v in VALUES} for seat in range(4))
RESERVE = tuple({v: Action(seat, "reservation", v) for v in ("healthy", "wedding")}
                for seat in range(4))
SOLO = tuple({s: Action(seat, "reservation", "solo", solo=s) for s in SOLO_TYPES}
             for seat in range(4))
