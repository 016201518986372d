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
"""

from __future__ import annotations

from functools import lru_cache

from ...schafkopf.cards import POINTS
from ...schafkopf.contracts import TRUMP
from .table import Table, legal_mask

INFINITY = 1 << 30


def solve(t: Table) -> int:
    """The declarer value of `t` under best play by both parties (declaring party maximises)."""
    g = t.game
    team = t.team
    suit, power = g.suit, g.power
    called_suit = g.called_suit
    below = _next_below(g.suit, g.power)
    laufende = t.laufende

    def winner_of(cards: tuple[int, ...]) -> int:
        win = 0
        for i in (1, 2, 3):
            x, b = cards[i], cards[win]
            if (suit[x] == suit[b] and power[x] > power[b]) or (suit[x] == TRUMP != suit[b]):
                win = i
        return win

    def search(hands: tuple[int, ...], trick: tuple[int, ...], leader: int, points: int,
               ours: int, theirs: int, called_led: bool, alpha: int, beta: int) -> int:
        seat = (leader + len(trick)) & 3
        if not trick:
            if not hands[seat] or (g.tout and theirs):
                return g.value(points, ours, theirs, laufende)
            if not hands[seat] & (hands[seat] - 1):  # one card each: the last trick plays itself
                cards = tuple(hands[(leader + i) & 3].bit_length() - 1 for i in range(4))
                if team[(leader + winner_of(cards)) & 3]:
                    gained = POINTS[cards[0]] + POINTS[cards[1]] + POINTS[cards[2]] + POINTS[cards[3]]
                    return g.value(points + gained, ours + 1, theirs, laufende)
                return g.value(points, ours, theirs + 1, laufende)
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
                continue
            after = hands[:seat] + (hands[seat] ^ low,) + hands[seat + 1:]
            if len(trick) < 3:
                value = search(after, trick + (c,), leader, points, ours, theirs, called_led,
                               alpha, beta)
            else:
                cards = trick + (c,)
                winner = (leader + winner_of(cards)) & 3
                led_called = called_led or suit[cards[0]] == called_suit
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

    return search(tuple(t.hands), tuple(t.trick), t.leader, t.points[1], t.tricks[1],
                  t.tricks[0], t.called_led, -INFINITY, INFINITY)


@lru_cache(maxsize=64)
def _next_below(suit: tuple[int, ...], power: tuple[int, ...]) -> list[int]:
    """Per card, the next lower card of its effective suit (-1 for the lowest);
    once per card order, not per solve (the solver runs thousands of times a decision)."""
    below = [-1] * 32
    for s in set(suit):
        ranked = sorted((c for c in range(32) if suit[c] == s), key=power.__getitem__)
        for lower, higher in zip(ranked, ranked[1:]):
            below[higher] = lower
    return below
