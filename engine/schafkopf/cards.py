"""The German-suited Schafkopf deck in the card notation of docs/record.md.

A card is a small int, `suit * 8 + rank`, so that hands are cheap lists and
every per-card property is a tuple lookup; a set of cards can be a mask with
bit `c` for card `c`. Suits and ranks are listed in
their printed order: Eichel > Gras > Herz > Schellen (the order of the Obers
and Unters), and A 10 K O U 9 8 7.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import RecordError

SUITS = ("E", "G", "H", "S")
EICHEL, GRAS, HERZ, SCHELLEN = range(4)
RANKS = ("A", "10", "K", "O", "U", "9", "8", "7")
ACE, TEN, KING, OBER, UNTER, NINE, EIGHT, SEVEN = range(8)
RANK_POINTS = (11, 10, 4, 3, 2, 0, 0, 0)

Card = int


def card(suit: int, rank: int) -> Card:
    return suit * 8 + rank


def suit_of(c: Card) -> int:
    return c >> 3


def rank_of(c: Card) -> int:
    return c & 7


POINTS = tuple(RANK_POINTS[rank_of(c)] for c in range(32))
NAMES = tuple(SUITS[suit_of(c)] + RANKS[rank_of(c)] for c in range(32))
_BY_NAME = {name: c for c, name in enumerate(NAMES)}

LONG_DECK = tuple(range(32))
SHORT_DECK = tuple(c for c in LONG_DECK if rank_of(c) not in (EIGHT, SEVEN))


def parse_card(text: object) -> Card:
    """The card named `text` ("EO", "H10"), or RecordError."""
    if not isinstance(text, str) or text not in _BY_NAME:
        raise RecordError(f"unknown Schafkopf card {text!r}")
    return _BY_NAME[text]


def card_name(c: Card) -> str:
    return NAMES[c]


def parse_suit(text: object) -> int:
    """The suit letter `text` ("E", "G", "H", "S") as an index, or RecordError."""
    if text not in SUITS:
        raise RecordError(f"unknown suit {text!r}; expected one of {', '.join(SUITS)}")
    return SUITS.index(str(text))


BIT = tuple(1 << c for c in range(32))

BYTE_CARDS = tuple(tuple(tuple(8 * s + r for r in range(8) if byte >> r & 1) for byte in range(256))
                   for s in range(4))
"""Per suit and per byte of a card mask, the card ints it holds: a mask is read
a byte at a time (searches turn masks into cards hundreds of thousands of
times a decision)."""


def cards_of(mask: int) -> list[int]:
    """The card ints set in `mask`, lowest first."""
    eichel, gras, herz, schellen = BYTE_CARDS
    return [*eichel[mask & 255], *gras[mask >> 8 & 255], *herz[mask >> 16 & 255], *schellen[mask >> 24]]


def mask_of(cards: Iterable[int]) -> int:
    """The mask of `cards`."""
    mask = 0
    for c in cards:
        mask |= BIT[c]
    return mask
