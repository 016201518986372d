"""Schafkopf actions in the JSON form of docs/record.md.

Actions are immutable values; bids, doubles and plays are built once and
shared, so generating legal actions allocates next to nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import RecordError
from .cards import SUITS, Card, card_name, parse_card, parse_suit
from .contracts import BY_NAME

PASS = "pass"
BID_VALUES = (PASS, *BY_NAME)
DOUBLES = ("kontra", "re")


@dataclass(frozen=True, slots=True)
class Action:
    """One action by `seat`; which other fields are set depends on `type`.

    bid: `value` (pass or a contract); name: `contract` and `suit` (a suit
    index or None); double: `value` (kontra/re); play: `card`.
    """

    seat: int
    type: str
    value: str | None = None
    contract: str | None = None
    suit: int | None = None
    card: Card | None = None

    @classmethod
    def bid(cls, seat: int, value: str) -> Action:
        return _BIDS[seat][value] if value in BID_VALUES else cls(seat, "bid", value=value)

    @classmethod
    def naming(cls, seat: int, contract: str, suit: int | None = None) -> Action:
        return cls(seat, "name", contract=contract, suit=suit)

    @classmethod
    def double(cls, seat: int, value: str) -> Action:
        return _DOUBLES[seat][value] if value in DOUBLES else cls(seat, "double", value=value)

    @classmethod
    def play(cls, seat: int, card: Card) -> Action:
        return PLAYS[seat][card] if 0 <= card < 32 else cls(seat, "play", card=card)

    @classmethod
    def from_json(cls, data: object) -> Action:
        if not isinstance(data, dict):
            raise RecordError("an action must be an object")
        seat = data.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
            raise RecordError(f"seat must be 0..3, not {seat!r}")
        kind = data.get("type")
        if kind == "bid":
            return cls.bid(seat, _one_of("bid", data.get("value"), BID_VALUES))
        if kind == "name":
            contract = _one_of("contract", data.get("contract"), tuple(BY_NAME))
            suit = data.get("suit")
            return cls.naming(seat, contract, None if suit is None else parse_suit(suit))
        if kind == "double":
            return cls.double(seat, _one_of("double", data.get("value"), DOUBLES))
        if kind == "play":
            return cls.play(seat, parse_card(data.get("card")))
        raise RecordError(f"unknown Schafkopf action type {kind!r}")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "type": self.type}
        if self.type == "play" and self.card is not None:
            data["card"] = card_name(self.card)
        elif self.type == "name":
            data["contract"] = self.contract
            if self.suit is not None:
                data["suit"] = SUITS[self.suit]
        else:
            data["value"] = self.value
        return data

    def __repr__(self) -> str:
        return f"Action({self.to_json()})"


def _one_of(what: str, value: object, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise RecordError(f"unknown {what} {value!r}; expected one of {', '.join(allowed)}")
    return str(value)


_BIDS = tuple({v: Action(seat, "bid", value=v) for v in BID_VALUES} for seat in range(4))
_DOUBLES = tuple({v: Action(seat, "double", value=v) for v in DOUBLES} for seat in range(4))
PLAYS = tuple(tuple(Action(seat, "play", card=c) for c in range(32)) for seat in range(4))
"""Per seat and card int, its play action."""
