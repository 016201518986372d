"""Which contracts a hand may bid and name (docs/rules.md §3.3–§3.5).

A bid is legal only if the hand could then name it legally, so "cannot
call" hands (§3.5) cannot bid Rufspiel at all, and in the POINTS profile a
Farbsolo needs a plain card of some suit it could name (§3.1).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ACE, OBER, UNTER, Card, card, rank_of, suit_of
from .contracts import (
    BIDDABLE,
    CALLABLE_SUITS,
    NAMES_CALLED_ACE,
    NAMES_TRUMP_SUIT,
    SIE,
    ContractType,
)
from .rules import Rules

OBERS_AND_UNTERS = frozenset(card(s, r) for s in range(4) for r in (OBER, UNTER))


def has_plain_card(hand: Sequence[Card], suit: int) -> bool:
    """Whether the hand holds a card of `suit` that is not an Ober or Unter."""
    return any(suit_of(c) == suit and rank_of(c) not in (OBER, UNTER) for c in hand)


def callable_suits(hand: Sequence[Card]) -> list[int]:
    """Suits whose ace the hand may call: not Herz, ace not held, a plain card held."""
    return [s for s in CALLABLE_SUITS if card(s, ACE) not in hand and has_plain_card(hand, s)]


def nameable_suits(kind: ContractType, hand: Sequence[Card], rules: Rules) -> list[int | None]:
    """The suits the winner of `kind` may name; [None] if it names none, [] if illegal."""
    if kind.names == NAMES_CALLED_ACE:
        suits: list[int | None] = [*callable_suits(hand)]
        return suits
    if kind.names == NAMES_TRUMP_SUIT:
        return [s for s in range(4) if not rules.solo_needs_suit_card or has_plain_card(hand, s)]
    if kind is SIE:
        holds_all = set(hand) >= OBERS_AND_UNTERS
        return [None] if rules.allow_sie and rules.deck == "long" and holds_all else []
    return [None]


def biddable(hand: Sequence[Card], rules: Rules, best: ContractType | None) -> list[ContractType]:
    """Contracts strictly above `best` that this hand could name."""
    floor = best.rank if best is not None else 0
    return [kind for kind in BIDDABLE if kind.rank > floor and nameable_suits(kind, hand, rules)]
