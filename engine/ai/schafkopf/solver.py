"""Exact play of the last tricks of one fully known deal (alpha-beta).

Rollouts decide the early tricks by rules of thumb; once few cards are
left, the remaining play of a sampled world is solved exactly. The value
is the declaring party's game value alone: it takes few distinct values,
so alpha-beta cuts off early (a card-point tie-break would force the search
to settle every point and cost several times more nodes). The search
passes small immutable arguments down instead of copying tables: it visits
hundreds of nodes per world and must stay cheap. Of cards in sequence (the
same points, no card still in play between them) only the lowest is tried:
they are worth the same. At each trick start the value is bounded by giving
every card point and trick left to one party, then to the other: a game
already settled, or one that cannot leave the window, is not searched on.

A Ramsch has no parties; it is solved for one seat against the other three
(each of whom wants the card points anywhere but with himself, so pushing
them onto that seat is close to what they would do anyway).
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import pairwise

from ...schafkopf.cards import POINTS, cards_of
from ...schafkopf.core import Deal, legal_mask, trick_winner

INFINITY = 1 << 30
BYTE_POINTS = tuple(tuple(sum(POINTS[8 * s + r] for r in range(8) if byte >> r & 1) for byte in range(256))
                    for s in range(4))
"""Per suit and per byte of a card mask, the card points of the cards it holds."""


def points_of(mask: int) -> int:
    """The card points of the cards in `mask`."""
    return (BYTE_POINTS[0][mask & 255] + BYTE_POINTS[1][mask >> 8 & 255]
            + BYTE_POINTS[2][mask >> 16 & 255] + BYTE_POINTS[3][mask >> 24])


def solve(t: Deal, seat: int) -> int:
    """What `seat` is paid under best play: the declaring party maximises its value,
    the defenders minimise it; in a Ramsch `seat` plays against the other three."""
    if t.game.ramsch:
        return _solve_ramsch(t, seat)
    return t.payout(seat, _declarer_value(t))


def _declarer_value(t: Deal) -> int:
    """The declarer value of `t` under best play by both parties (declaring party maximises)."""
    g = t.game
    team = t.team
    lifts = g.lifts
    below = _next_below(g.suit, g.power)
    takes = g.takes
    laufende = t.laufende
    total = g.total

    def search(hands: tuple[int, ...], trick: tuple[int, ...], leader: int, points: int,
               ours: int, theirs: int, called_led: bool, alpha: int, beta: int) -> int:
        seat = (leader + len(trick)) & 3
        if not trick:
            if not hands[seat] or (g.tout and theirs):
                return g.value(points, total - points, ours, theirs, laufende)
            if not hands[seat] & (hands[seat] - 1):  # one card each: the last trick plays itself
                last: tuple[int, ...] = (
                    hands[leader].bit_length() - 1, hands[(leader + 1) & 3].bit_length() - 1,
                    hands[(leader + 2) & 3].bit_length() - 1, hands[(leader + 3) & 3].bit_length() - 1)
                if team[(leader + trick_winner(takes, last)) & 3]:
                    gained = POINTS[last[0]] + POINTS[last[1]] + POINTS[last[2]] + POINTS[last[3]]
                    return g.value(points + gained, total - points - gained, ours + 1, theirs, laufende)
                return g.value(points, total - points, ours, theirs + 1, laufende)
            left = hands[seat].bit_count()
            rest = points_of(hands[0] | hands[1] | hands[2] | hands[3])
            ceiling = g.value(points + rest, total - points - rest, ours + left, theirs, laufende)
            if ceiling <= alpha:
                return ceiling
            floor = g.value(points, total - points, ours, theirs + left, laufende)
            if floor >= beta or floor == ceiling:
                return floor
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
            after = (*hands[:seat], hands[seat] ^ low, *hands[seat + 1:])
            if len(trick) < 3:
                value = search(after, (*trick, c), leader, points, ours, theirs, called_led, alpha, beta)
            else:
                cards = (*trick, c)
                winner = (leader + trick_winner(takes, cards)) & 3
                led_called = called_led or lifts[cards[0]]
                if team[winner]:
                    gained = POINTS[cards[0]] + POINTS[cards[1]] + POINTS[cards[2]] + POINTS[c]
                    value = search(after, (), winner, points + gained, ours + 1, theirs,
                                   led_called, alpha, beta)
                else:
                    value = search(after, (), winner, points, ours, theirs + 1, led_called,
                                   alpha, beta)
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

    points = sum(p for s, p in enumerate(t.points) if team[s])
    ours = sum(n for s, n in enumerate(t.tricks) if team[s])
    return search(tuple(t.hands), tuple(t.trick), t.leader, points, ours, sum(t.tricks) - ours,
                  t.called_led, -INFINITY, INFINITY)


def _solve_ramsch(t: Deal, me: int) -> int:
    """`me`'s Ramsch score under best play against him, by plain minimax: Ramsch
    deals are few, and card points per seat do not fit the search above."""
    g = t.game

    @cache  # many lines of play end alike
    def end(points: tuple[int, ...], tricks: tuple[int, ...]) -> int:
        return g.ramsch_score(list(points), list(tricks), me)

    def search(hands: tuple[int, ...], trick: tuple[int, ...], leader: int,
               points: tuple[int, ...], tricks: tuple[int, ...]) -> int:
        seat = (leader + len(trick)) & 3
        if not trick and not hands[seat]:
            return end(points, tricks)
        values = []
        for c in cards_of(legal_mask(g, hands[seat], trick, False)):
            after = (*hands[:seat], hands[seat] ^ 1 << c, *hands[seat + 1:])
            if len(trick) < 3:
                values.append(search(after, (*trick, c), leader, points, tricks))
                continue
            cards = (*trick, c)
            w = (leader + trick_winner(g.takes, cards)) & 3
            gained = POINTS[cards[0]] + POINTS[cards[1]] + POINTS[cards[2]] + POINTS[c]
            values.append(search(after, (), w, (*points[:w], points[w] + gained, *points[w + 1:]),
                                 (*tricks[:w], tricks[w] + 1, *tricks[w + 1:])))
        return max(values) if seat == me else min(values)

    return search(tuple(t.hands), tuple(t.trick), t.leader, tuple(t.points), tuple(t.tricks))


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
