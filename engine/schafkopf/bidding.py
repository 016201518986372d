"""Which contracts a hand may bid and name (docs/rules.md §3.3–§3.5).

A bid is legal only if the hand could then name it legally, so "cannot
call" hands (§3.5) cannot bid Rufspiel at all, and in the POINTS profile a
Farbsolo needs a plain card of some suit it could name (§3.1).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ACE, OBER, UNTER, Card, card, mask_of
from .contracts import (
    BIDDABLE,
    CALLABLE_SUITS,
    NAMES_CALLED_ACE,
    NAMES_TRUMP_SUIT,
    SIE,
    ContractType,
)
from .rules import Rules

PLAIN = tuple(mask_of(card(s, r) for r in range(8) if r not in (OBER, UNTER)) for s in range(4))
"""Per suit the mask of its cards that are neither Ober nor Unter."""
OBERS_AND_UNTERS = mask_of(card(s, r) for s in range(4) for r in (OBER, UNTER))


def has_plain_card(hand: int, suit: int) -> bool:
    """Whether the hand (a mask) holds a card of `suit` that is not an Ober or Unter."""
    return bool(hand & PLAIN[suit])


def callable_suits(hand: int) -> list[int]:
    """Suits whose ace the hand (a mask) may call: not Herz, ace not held, a plain card held."""
    return [s for s in CALLABLE_SUITS if not hand >> card(s, ACE) & 1 and hand & PLAIN[s]]


def nameable_suits(kind: ContractType, hand: Sequence[Card], rules: Rules) -> list[int | None]:
    """The suits the winner of `kind` may name; [None] if it names none, [] if illegal."""
    return _nameable(kind, mask_of(hand), rules)


def _nameable(kind: ContractType, hand: int, rules: Rules) -> list[int | None]:
    if kind.names == NAMES_CALLED_ACE:
        suits: list[int | None] = [*callable_suits(hand)]
        return suits
    if kind.names == NAMES_TRUMP_SUIT:
        return [s for s in range(4) if not rules.solo_needs_suit_card or hand & PLAIN[s]]
    if kind is SIE:
        holds_all = hand & OBERS_AND_UNTERS == OBERS_AND_UNTERS
        return [None] if rules.allow_sie and rules.deck == "long" and holds_all else []
    return [None]


def biddable(hand: Sequence[Card], rules: Rules, best: ContractType | None) -> list[ContractType]:
    """Contracts strictly above `best` that this hand could name."""
    floor = best.rank if best is not None else 0
    mask = mask_of(hand)
    return [kind for kind in BIDDABLE if kind.rank > floor and _nameable(kind, mask, rules)]
