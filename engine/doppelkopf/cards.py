"""Doppelkopf cards as small ints, with the notation of docs/record.md.

A card is `suit * 6 + rank` (0..23); each exists twice in the deck, so a
hand is a list of ints in which a value may appear twice. Ints keep the
state fast; `card_name` / `parse_card` convert at the JSON boundary.
"""

from __future__ import annotations

from ..errors import RecordError

SUITS = ("C", "S", "H", "D")
RANKS = ("A", "10", "K", "Q", "J", "9")
CLUBS, SPADES, HEARTS, DIAMONDS = range(4)
ACE, TEN, KING, QUEEN, JACK, NINE = range(6)
RANK_POINTS = (11, 10, 4, 3, 2, 0)


def card(suit: int, rank: int) -> int:
    return suit * 6 + rank


def suit_of(c: int) -> int:
    return c // 6


def rank_of(c: int) -> int:
    return c % 6


CARD_NAMES = tuple(s + r for s in SUITS for r in RANKS)
CARD_BY_NAME = {name: i for i, name in enumerate(CARD_NAMES)}
POINTS = tuple(RANK_POINTS[rank_of(c)] for c in range(24))

DULLE = card(HEARTS, TEN)
ALTE = card(CLUBS, QUEEN)
FUCHS = card(DIAMONDS, ACE)
KARLCHEN = card(CLUBS, JACK)


def card_name(c: int) -> str:
    return CARD_NAMES[c]


def parse_card(text: object) -> int:
    """The card named `text` (e.g. "CQ", "H10"), or RecordError."""
    if isinstance(text, str) and text in CARD_BY_NAME:
        return CARD_BY_NAME[text]
    raise RecordError(f"unknown card {text!r}")


DECKS = {nines: tuple(card(s, r) for s in range(4) for r in range(6 if nines else 5) for _ in range(2))
         for nines in (True, False)}


def deck(with_nines: bool) -> list[int]:
    """The full deck, sorted: every card twice; 48 cards, or 40 without nines."""
    return list(DECKS[with_nines])
