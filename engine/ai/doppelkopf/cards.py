"""Cards as small ints and per-contract bit layouts for fast search.

A card type is `suit * 6 + rank` (suits C S H D, ranks A 10 K Q J 9); each
type exists twice. For search a contract lays the 24 types out on 24 slots,
plain suits first, then trumps, each block in ascending strength, and a hand
is an int with bit `slot` set for each type held (a second int marks the
types held twice). Then the weakest card of a set is its lowest bit, the
strongest its highest bit, and "which cards beat card b" is one
precomputed mask, `above[b]`. The masks stay below 2**30, the size of
one int digit, where int operations are fastest (markedly so in Pyodide).
"""

from __future__ import annotations

from dataclasses import dataclass

SUITS = "CSHD"
RANKS = ("A", "10", "K", "Q", "J", "9")
A, TEN, K, Q, J, NINE = range(6)
C, S, H, D = range(4)
TRUMP = 4
POINTS = (11, 10, 4, 3, 2, 0)

NORMAL = "normal"  # also wedding, silent wedding and the diamonds solo
SOLOS = ("diamonds", "clubs", "spades", "hearts", "queens", "jacks", "fleshless")


def card_type(suit: int, rank: int) -> int:
    return suit * 6 + rank


def parse(card: str) -> int:
    """The type of a card in RECORD.md notation, e.g. "H10" -> 13."""
    return card_type(SUITS.index(card[0]), RANKS.index(card[1:]))


def name(t: int) -> str:
    return SUITS[t // 6] + RANKS[t % 6]


def points(t: int) -> int:
    return POINTS[t % 6]


DULLE = card_type(H, TEN)
ALTE = card_type(C, Q)
FUCHS = card_type(D, A)
KARLCHEN = card_type(C, J)
_PLAIN_ORDER = (A, TEN, K, Q, J, NINE)  # strongest first


def trumps(layout: str) -> list[int]:
    """The trump types of a layout, strongest first (RULES.md §2.2)."""
    queens = [card_type(s, Q) for s in range(4)]
    jacks = [card_type(s, J) for s in range(4)]
    if layout == "queens":
        return queens
    if layout == "jacks":
        return jacks
    if layout == "fleshless":
        return []
    suit = {"normal": D, "clubs": C, "spades": S, "hearts": H}[layout]
    tail = [card_type(suit, r) for r in (A, TEN, K, NINE) if not (suit == H and r == TEN)]
    return [DULLE, *queens, *jacks, *tail]


def layout_of(solo: str | None) -> str:
    """The layout key of a contract: a solo name or None for normal play."""
    return NORMAL if solo in (None, "diamonds") else solo


@dataclass(frozen=True)
class Layout:
    """Bit tables of one contract for trick play in search."""

    key: str
    slot_of: tuple[int, ...]      # card type -> slot
    type_of: tuple[int, ...]      # slot -> card type
    suit: tuple[int, ...]         # slot -> effective suit (0..3, TRUMP)
    pts: tuple[int, ...]          # slot -> card points
    above: tuple[int, ...]        # slot -> mask of the cards that beat it
    suit_mask: tuple[int, ...]    # effective suit -> mask
    trump_mask: int
    aces: tuple[int, ...]         # plain suit -> mask of its aces (0 if trump)
    smear: int                    # high-point cards worth giving to a partner
    alte: int                     # masks of special cards
    fuchs: int
    karlchen: int
    high: int                     # the three top trump types: a partner winning with one is safe

    def bit(self, t: int) -> int:
        """The mask of card type t."""
        return 1 << self.slot_of[t]


def _build(key: str, second_dulle_wins: bool) -> Layout:
    trump_list = trumps(key)
    slots: list[tuple[int, int]] = []  # (effective suit, type), ascending
    for s in range(4):
        plain = [card_type(s, r) for r in _PLAIN_ORDER if card_type(s, r) not in trump_list]
        slots.extend((s, t) for t in reversed(plain))
    slots.extend((TRUMP, t) for t in reversed(trump_list))
    type_of = tuple(t for _, t in slots)
    slot_of = [0] * 24
    for i, t in enumerate(type_of):
        slot_of[t] = i
    suit = tuple(slots[b][0] for b in range(24))
    suit_mask = [0] * 5
    for b in range(24):
        suit_mask[suit[b]] |= 1 << b
    above = []
    for b in range(24):
        higher = suit_mask[suit[b]] & ~((1 << (b + 1)) - 1)
        if suit[b] != TRUMP:
            higher |= suit_mask[TRUMP]
        if second_dulle_wins and type_of[b] == DULLE and suit[b] == TRUMP:
            higher |= 1 << b
        above.append(higher)
    lay = Layout(key, tuple(slot_of), type_of, suit, tuple(points(type_of[b]) for b in range(24)),
                 tuple(above), tuple(suit_mask), suit_mask[TRUMP], (0, 0, 0, 0), 0, 0, 0, 0, 0)
    aces = tuple(0 if card_type(s, A) in trump_list else lay.bit(card_type(s, A)) for s in range(4))
    smear = 0
    for t in range(24):
        if points(t) >= 10 and t != DULLE:
            smear |= lay.bit(t)
    high = 0
    for t in trump_list[:3]:
        high |= lay.bit(t)
    return Layout(key, lay.slot_of, type_of, suit, lay.pts, lay.above, lay.suit_mask,
                  lay.trump_mask, aces, smear, lay.bit(ALTE), lay.bit(FUCHS),
                  lay.bit(KARLCHEN), high)


_LAYOUTS = {(k, sw): _build(k, sw) for k in (NORMAL, *SOLOS[1:]) for sw in (False, True)}


def layout(key: str, second_dulle_wins: bool = False) -> Layout:
    """The (cached) layout of a contract key; see `layout_of`."""
    return _LAYOUTS[(key, second_dulle_wins)]
