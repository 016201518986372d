"""Schafkopf contracts as table rows, and the one card order they all feed.

A row says which cards are trump (Ober and Unter, or Unter alone in the
Wenz), how the contract ranks in the bidding, what the winner names, and how
its value is built (docs/rules.md §3.3, §3.4, §3.10). `card_order` turns a named
contract into the shared `engine.tricks.CardOrder`, whose per-card tables
(effective suit, power, sort key) are all that following and trick taking need.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..tricks import TRUMP as TRUMP  # the names the players read here
from ..tricks import CardOrder as CardOrder
from .cards import (
    ACE,
    EICHEL,
    EIGHT,
    GRAS,
    HERZ,
    KING,
    NINE,
    OBER,
    SCHELLEN,
    SEVEN,
    SUITS,
    TEN,
    UNTER,
    Card,
    card,
)

OBER_UNTER = "ober-unter"
UNTER_ONLY = "unter"

NAMES_SUIT_NONE = ""
NAMES_CALLED_ACE = "called-ace"
NAMES_TRUMP_SUIT = "trump-suit"

CALLABLE_SUITS = (EICHEL, GRAS, SCHELLEN)
"""A Rufspiel calls the Sau of one of these; Herz is trump there (§3.5)."""


@dataclass(frozen=True)
class ContractType:
    """One row of the contract table.

    `rank` orders the bidding (a bid must be strictly higher); `tier` picks
    the base value (Rufspiel or Solo/Wenz); `multiplier` is 2 for a Tout and
    4 for Sie, applied to base and Laufende alike (§3.10).
    """

    name: str
    rank: int
    trumps: str
    names: str
    tier: str
    multiplier: int
    laufende_threshold: int
    solo: bool

    @property
    def tout(self) -> bool:
        return self.multiplier == 2

    @property
    def has_schneider(self) -> bool:
        """Tout and Sie carry no Schneider or Schwarz supplement (§3.6)."""
        return self.multiplier == 1


RUFSPIEL = ContractType("rufspiel", 1, OBER_UNTER, NAMES_CALLED_ACE, "rufspiel", 1, 3, False)
WENZ = ContractType("wenz", 2, UNTER_ONLY, NAMES_SUIT_NONE, "solo", 1, 2, True)
SOLO = ContractType("solo", 3, OBER_UNTER, NAMES_TRUMP_SUIT, "solo", 1, 3, True)
WENZ_TOUT = ContractType("wenz-tout", 4, UNTER_ONLY, NAMES_SUIT_NONE, "solo", 2, 2, True)
SOLO_TOUT = ContractType("solo-tout", 5, OBER_UNTER, NAMES_TRUMP_SUIT, "solo", 2, 3, True)
SIE = ContractType("sie", 6, OBER_UNTER, NAMES_SUIT_NONE, "solo", 4, 1, True)
RAMSCH = ContractType("ramsch", 0, OBER_UNTER, NAMES_SUIT_NONE, "rufspiel", 1, 0, False)
"""Not biddable: the house option played when all four pass (§3.4)."""

BIDDABLE = (RUFSPIEL, WENZ, SOLO, WENZ_TOUT, SOLO_TOUT, SIE)
BY_NAME = {row.name: row for row in BIDDABLE}


@dataclass(frozen=True)
class Contract:
    """A contract as named: the row plus the called ace's or trump suit."""

    type: ContractType
    suit: int | None = None

    @property
    def trump_suit(self) -> int | None:
        if self.type is RUFSPIEL or self.type is RAMSCH:
            return HERZ
        return self.suit if self.type.names == NAMES_TRUMP_SUIT else None

    @property
    def called_suit(self) -> int | None:
        return self.suit if self.type is RUFSPIEL else None

    @property
    def called_ace(self) -> Card | None:
        return None if self.suit is None or self.type is not RUFSPIEL else card(self.suit, ACE)

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"type": self.type.name}
        if self.suit is not None:
            data["suit"] = SUITS[self.suit]
        return data


PLAIN_ORDER = (ACE, TEN, KING, OBER, UNTER, NINE, EIGHT, SEVEN)
SUIT_TRUMP_ORDER = (ACE, TEN, KING, NINE, EIGHT, SEVEN)


def trump_order(contract: Contract, deck: tuple[Card, ...]) -> tuple[Card, ...]:
    """The trumps of `contract`, highest first; `deck` drops the 8s and 7s if short.

    Sie has no trump suit: its trumps are the Obers and Unters alone, so its
    Laufende come out as the 8 the rules give it.
    """
    tops = (OBER, UNTER) if contract.type.trumps == OBER_UNTER else (UNTER,)
    order = [card(s, r) for r in tops for s in range(4)]
    if contract.trump_suit is not None:
        order += [card(contract.trump_suit, r) for r in SUIT_TRUMP_ORDER]
    present = set(deck)
    return tuple(c for c in order if c in present)


@cache
def card_order(contract: Contract, deck: tuple[Card, ...]) -> CardOrder:
    """The shared card order of `contract`: its trumps, then each suit's other cards."""
    trumps = trump_order(contract, deck)
    plain = [[card(s, r) for r in PLAIN_ORDER if card(s, r) not in trumps] for s in range(4)]
    return CardOrder.build(trumps, plain)
