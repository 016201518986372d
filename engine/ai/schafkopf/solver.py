"""Exact play of the last tricks of one fully known deal (alpha-beta).

Rollouts decide the early tricks by rules of thumb; once few cards are
left, the remaining play of a sampled world is solved exactly. The value
is the declaring party's game value with its card points as a tie-break,
so among equal results the solver still prefers more points. The search
passes small immutable arguments down instead of copying tables: it visits
hundreds of nodes per world and must stay cheap.
"""

from __future__ import annotations

from ...schafkopf.cards import POINTS
from ...schafkopf.contracts import TRUMP
from .table import Table, legal_mask

POINTS_SPAN = 256
"""Card points (0..120) fit below this, so `value * SPAN + points` orders by value first."""
INFINITY = 1 << 30


def outcome(t: Table) -> int:
    """The finished deal's key: declarer value, then declarer points."""
    return t.declarer_value() * POINTS_SPAN + t.points[1]


def solve(t: Table) -> int:
    """The key of `t` under best play by both parties (declaring party maximises)."""
    g = t.game
    team = t.team
    suit, power = g.suit, g.power
    called_suit = g.called_suit

    def search(hands: tuple[int, ...], trick: tuple[int, ...], leader: int, points: int,
               ours: int, theirs: int, called_led: bool, alpha: int, beta: int) -> int:
        seat = (leader + len(trick)) & 3
        if not trick and (not hands[seat] or (g.tout and theirs)):
            return g.value(points, ours, theirs, t.laufende) * POINTS_SPAN + points
        maximise = team[seat]
        best = -INFINITY if maximise else INFINITY
        moves = legal_mask(g, hands[seat], trick, called_led)
        while moves:
            low = moves & -moves
            moves ^= low
            c = low.bit_length() - 1
            after = hands[:seat] + (hands[seat] ^ low,) + hands[seat + 1:]
            if len(trick) < 3:
                value = search(after, trick + (c,), leader, points, ours, theirs, called_led,
                               alpha, beta)
            else:
                cards = trick + (c,)
                win = 0
                for i in (1, 2, 3):
                    x, b = cards[i], cards[win]
                    if (suit[x] == suit[b] and power[x] > power[b]) or (suit[x] == TRUMP != suit[b]):
                        win = i
                winner = (leader + win) & 3
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


def split(key: int) -> tuple[int, int]:
    """(declarer value, declarer points) of a solver key."""
    return divmod(key, POINTS_SPAN)
