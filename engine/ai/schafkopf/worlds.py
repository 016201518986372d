"""Deals of the hidden cards that agree with everything a seat knows.

Determinized search needs whole deals. The called ace goes first to a seat
that may hold it, then every other card, most constrained first, to a seat
that is not void in its suit, weighted by the room left. A deal in which
the declarer could not have named his contract as he did is a dead end too.
A dead end starts over; the constraints are rarely tight enough to need
many tries.
"""

from __future__ import annotations

import random

from ...schafkopf.bidding import nameable_suits
from ...schafkopf.cards import BIT, POINTS, cards_of
from ...schafkopf.core import Deal
from ...shuffle import fisher_yates
from .knowledge import Knowledge

TRIES = 40


def sample_hands(k: Knowledge, rng: random.Random) -> list[int]:
    """Four hand masks consistent with `k`.

    Should the random placement fail TRIES times, the hidden cards are dealt
    by hand sizes alone: a slightly wrong world beats no decision.
    """
    for _ in range(TRIES):
        hands = _try(k, rng, strict=True)
        if hands is not None:
            return hands
    hands = _try(k, rng, strict=False)
    assert hands is not None, "hand sizes alone always fit"
    return hands


def _try(k: Knowledge, rng: random.Random, strict: bool) -> list[int] | None:
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
    cards = fisher_yates(cards_of(pool), rng)
    voids = k.voids if strict else [0, 0, 0, 0]
    allowed = {c: [s for s in range(4) if room[s] and not voids[s] >> g.suit[c] & 1] for c in cards}
    cards.sort(key=lambda c: len(allowed[c]))
    for c in cards:
        if not give(c, [s for s in allowed[c] if room[s]]):
            return None
    return hands if not strict or declarer_could_name(k, hands) else None


def declarer_could_name(k: Knowledge, hands: list[int]) -> bool:
    """Whether the declarer's hand as dealt in this world may name the contract as he
    did (the engine's `nameable_suits`: in a Rufspiel a plain card of the called
    suit, in a Solo with `soloNeedsSuitCard` a plain card of the trump suit)."""
    g = k.game
    declarer = g.declarer
    if declarer is None or declarer == k.seat:
        return True
    dealt = cards_of(hands[declarer] | k.played_by[declarer])
    return g.contract.suit in nameable_suits(g.kind, dealt, k.rules)


def table_for(k: Knowledge, hands: list[int]) -> Deal:
    """The fast Deal of world `hands` at the seat's current moment."""
    g = k.game
    dealt = [hands[s] | k.played_by[s] for s in range(4)]
    team = g.team(dealt)
    points, tricks = [0, 0, 0, 0], [0, 0, 0, 0]
    for _, cards, winner in k.tricks:
        points[winner] += sum(POINTS[c] for c in cards)
        tricks[winner] += 1
    return Deal(g, hands, team, k.trick_leader, list(k.trick), points, tricks, k.played,
                 k.called_led, k.revealed, g.laufende(dealt, team))
