"""Exact play of the last tricks of one fully known deal (alpha-beta).

Rollouts decide the early tricks by rules of thumb; once few cards are
left, the remaining play of a sampled world is solved exactly. The value
is the declaring party's game value alone: it takes few distinct values,
so alpha-beta cuts off early (a card-point tie-break would force the search
to settle every point and cost several times more nodes). The search
passes small immutable arguments down instead of copying tables: it visits
hundreds of nodes per world and must stay cheap. Of cards in sequence (the
same points, no card still in play between them) only the lowest is tried:
they are worth the same.

A Ramsch has no parties; it is solved for one seat against the other three
(each of whom wants the card points anywhere but with himself, so pushing
them onto that seat is close to what they would do anyway).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from itertools import pairwise

from ...schafkopf.cards import POINTS
from .model import Table, legal_mask, trick_winner

INFINITY = 1 << 30
SEAT_BYTES = (0, 8, 16, 24)
"""Card points and tricks travel packed into one int each, a byte per side:
per seat in a Ramsch, else the defenders' byte 0 and the declarers' byte 1."""


def solve(t: Table, seat: int) -> int:
    """What `seat` is paid under best play: the declaring party maximises its value,
    the defenders minimise it; in a Ramsch `seat` plays against the other three."""
    g = t.game
    if g.ramsch:
        @cache  # many lines of play end alike
        def ramsch(points: int, tricks: int) -> int:
            return g.ramsch_score([points >> b & 255 for b in SEAT_BYTES],
                                  [tricks >> b & 255 for b in SEAT_BYTES], seat)

        return _search(t, [s == seat for s in range(4)], SEAT_BYTES, ramsch)
    laufende = t.laufende

    def value(points: int, tricks: int) -> int:
        return g.value(points >> 8, points & 255, tricks >> 8, tricks & 255, laufende)

    return t.score(seat, _search(t, t.team, tuple(8 if side else 0 for side in t.team), value))


def _search(t: Table, team: list[bool], byte: tuple[int, ...], leaf: Callable[[int, int], int]) -> int:
    """Alpha-beta from `t`, `team` maximising `leaf(points, tricks)` of the finished deal,
    where seat s's card points and tricks are counted in byte `byte[s]`."""
    g = t.game
    suit = g.suit
    called_suit = g.called_suit
    below = _next_below(g.suit, g.power)
    takes = g.takes
    lost = 255 if g.tout else 0  # the defenders' tricks: a Tout ends at their first

    def search(hands: tuple[int, ...], trick: tuple[int, ...], leader: int, points: int,
               tricks: int, called_led: bool, alpha: int, beta: int) -> int:
        seat = (leader + len(trick)) & 3
        if not trick:
            if not hands[seat] or tricks & lost:
                return leaf(points, tricks)
            if not hands[seat] & (hands[seat] - 1):  # one card each: the last trick plays itself
                cards = tuple(hands[(leader + i) & 3].bit_length() - 1 for i in range(4))
                b = byte[(leader + trick_winner(takes, cards)) & 3]
                gained = POINTS[cards[0]] + POINTS[cards[1]] + POINTS[cards[2]] + POINTS[cards[3]]
                return leaf(points + (gained << b), tricks + (1 << b))
        maximise = team[seat]
        best = -INFINITY if maximise else INFINITY
        legal = moves = legal_mask(g, hands[seat], trick, called_led)
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for c in trick:
            live |= 1 << c
        while moves:
            low = moves & -moves
            moves ^= low
            c = low.bit_length() - 1
            d = below[c]
            while d >= 0 and not live >> d & 1:
                d = below[d]
            if d >= 0 and legal >> d & 1 and POINTS[d] == POINTS[c]:
                continue  # of cards in sequence only the lowest is tried
            after = (*hands[:seat], hands[seat] ^ 1 << c, *hands[seat + 1:])
            if len(trick) < 3:
                value = search(after, (*trick, c), leader, points, tricks, called_led, alpha, beta)
            else:
                cards = (*trick, c)
                winner = (leader + trick_winner(takes, cards)) & 3
                b = byte[winner]
                gained = POINTS[cards[0]] + POINTS[cards[1]] + POINTS[cards[2]] + POINTS[c]
                value = search(after, (), winner, points + (gained << b), tricks + (1 << b),
                               called_led or suit[cards[0]] == called_suit, alpha, beta)
            if maximise:
                if value > best:
                    best = value
                    alpha = max(alpha, value)
            elif value < best:
                best = value
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    points = sum(p << b for p, b in zip(t.points, byte, strict=True))
    tricks = sum(n << b for n, b in zip(t.tricks, byte, strict=True))
    return search(tuple(t.hands), tuple(t.trick), t.leader, points, tricks, t.called_led,
                  -INFINITY, INFINITY)


@lru_cache(maxsize=64)
def _next_below(suit: tuple[int, ...], power: tuple[int, ...]) -> list[int]:
    """Per card, the next lower card of its effective suit (-1 for the lowest);
    once per card order, not per solve (the solver runs thousands of times a decision)."""
    below = [-1] * 32
    for s in set(suit):
        ranked = sorted((c for c in range(32) if suit[c] == s), key=power.__getitem__)
        for lower, higher in pairwise(ranked):
            below[higher] = lower
    return below
