"""Deals of the hidden cards that agree with everything a seat knows.

Determinized search needs whole deals. The called ace goes first to a seat
that may hold it. Another seat's declarer is dealt next, on his own: his
hand is drawn again until he could have named his contract as he did and,
if the caller asks (`fits`), until it clears his bid. Only one random hand
in fifteen to forty clears a Solo's or a Wenz's bar, and redrawing his
eight cards costs far less than redrawing a whole world. Then every other card, most
constrained first, goes to a seat that is not void in its suit, weighted
by the room left. A dead end starts over; the constraints are rarely tight
enough to need many tries.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...schafkopf.bidding import nameable_suits
from ...schafkopf.cards import POINTS
from ...shuffle import fisher_yates
from .knowledge import Knowledge
from .model import BIT, Table, cards_of, mask_of

TRIES = 40
DECLARER_TRIES = 100
"""Draws of the declarer's hand per world: one in fifteen to forty hands clears
a Solo's or a Wenz's bar, so a hundred draws miss it rarely."""

Fits = Callable[[list[int]], bool]
"""Whether the declarer's whole dealt hand is one he would have bid with."""


def sample_hands(k: Knowledge, rng: random.Random, fits: Fits | None = None) -> list[int]:
    """Four hand masks consistent with `k`, the declarer's preferably one that `fits`.

    Should the random placement fail TRIES times, the hidden cards are dealt
    by hand sizes alone: a slightly wrong world beats no decision.
    """
    for _ in range(TRIES):
        hands = _try(k, rng, True, fits)
        if hands is not None:
            return hands
    hands = _try(k, rng, False, None)
    assert hands is not None, "hand sizes alone always fit"
    return hands


def _try(k: Knowledge, rng: random.Random, strict: bool, fits: Fits | None) -> list[int] | None:
    g = k.game
    room = [0 if s == k.seat else k.hand_sizes[s] for s in range(4)]
    hands = [0, 0, 0, 0]
    hands[k.seat] = k.hand
    pool = k.unknown

    def give(card: int, seats: list[int]) -> bool:
        nonlocal pool
        total = sum(room[s] for s in seats)
        if not total:
            return False
        pick = rng.random() * total
        for s in seats:
            pick -= room[s]
            if pick < 0:
                break
        hands[s] |= BIT[card]
        room[s] -= 1
        pool &= ~BIT[card]
        return True

    if strict and g.ace and pool & g.ace and not give(g.ace.bit_length() - 1, sorted(k.ace_seats)):
        return None
    voids = k.voids if strict else [0, 0, 0, 0]
    declarer = g.declarer
    if strict and declarer is not None and declarer != k.seat:
        dealt = _deal_declarer(k, pool, room, fits, rng)
        if dealt is None:
            return None
        hands[declarer] |= dealt
        room[declarer] = 0
        pool &= ~dealt
    cards = fisher_yates(cards_of(pool), rng)
    allowed = {c: [s for s in range(4) if room[s] and not voids[s] >> g.suit[c] & 1] for c in cards}
    cards.sort(key=lambda c: len(allowed[c]))
    for c in cards:
        if not give(c, [s for s in allowed[c] if room[s]]):
            return None
    return hands


def _deal_declarer(k: Knowledge, pool: int, room: list[int], fits: Fits | None,
                   rng: random.Random) -> int | None:
    """The hidden cards of another seat's declarer, drawn from `pool` with his voids
    kept: cards no other seat may take are his, the rest are drawn at random until
    his hand fits and could name the contract (else one draw that could name it;
    None if it could not)."""
    g = k.game
    declarer = g.declarer
    assert declarer is not None
    others = [s for s in range(4) if s not in (k.seat, declarer) and room[s]]
    known = cards_of(k.played_by[declarer])
    free = []
    for c in cards_of(pool):
        if k.voids[declarer] >> g.suit[c] & 1:
            continue
        if all(k.voids[s] >> g.suit[c] & 1 for s in others):
            known.append(c)
        else:
            free.append(c)
    need = room[declarer] - (len(known) - k.played_by[declarer].bit_count())
    if need < 0 or need > len(free):
        return None
    for _ in range(DECLARER_TRIES if fits is not None else 0):
        hand = known + rng.sample(free, need)
        if fits is not None and fits(hand) and could_name(k, hand):
            return mask_of(hand) & ~k.played_by[declarer]
    hand = known + rng.sample(free, need)
    return mask_of(hand) & ~k.played_by[declarer] if could_name(k, hand) else None


def declarer_could_name(k: Knowledge, hands: list[int]) -> bool:
    """Whether the declarer's hand as dealt in this world may name the contract as he did."""
    declarer = k.game.declarer
    if declarer is None or declarer == k.seat:
        return True
    return could_name(k, cards_of(hands[declarer] | k.played_by[declarer]))


def could_name(k: Knowledge, dealt: list[int]) -> bool:
    """Whether the declarer's whole dealt hand may name the contract as he did (the
    engine's `nameable_suits`: in a Rufspiel a plain card of the called suit, in a
    Solo with `soloNeedsSuitCard` a plain card of the trump suit)."""
    g = k.game
    return g.contract.suit in nameable_suits(g.kind, dealt, k.rules)


def table_for(k: Knowledge, hands: list[int]) -> Table:
    """The fast Table of world `hands` at the seat's current moment."""
    g = k.game
    dealt = [hands[s] | k.played_by[s] for s in range(4)]
    team = g.team(dealt)
    points, tricks = [0, 0, 0, 0], [0, 0, 0, 0]
    for _, cards, winner in k.tricks:
        points[winner] += sum(POINTS[c] for c in cards)
        tricks[winner] += 1
    return Table(g, hands, team, k.trick_leader, list(k.trick), points, tricks, k.played,
                 k.called_led, k.revealed, g.laufende(dealt, team))
