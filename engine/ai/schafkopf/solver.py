"""Exact play of the last tricks of one fully known deal (alpha-beta).

Rollouts decide the early tricks by rules of thumb; once few cards are
left, the remaining play of a sampled world is solved exactly. The value
is the declaring party's game value with its card points as a tie-break,
so among equal results the solver still prefers more points.
"""

from __future__ import annotations

from .table import Table, cards_of

POINTS_SPAN = 256
"""Card points (0..120) fit below this, so `value * SPAN + points` orders by value first."""


def outcome(t: Table) -> int:
    """The finished deal's key: declarer value, then declarer points."""
    return t.declarer_value() * POINTS_SPAN + t.points[1]


def solve(t: Table, alpha: int = -(1 << 30), beta: int = 1 << 30) -> int:
    """The key of `t` under best play by both parties (declaring party maximises)."""
    if t.finished:
        return outcome(t)
    seat = t.to_move
    maximise = t.team[seat]
    best = -(1 << 30) if maximise else 1 << 30
    for c in cards_of(t.legal(seat)):
        child = t.copy()
        child.play(c)
        value = solve(child, alpha, beta)
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


def split(key: int) -> tuple[int, int]:
    """(declarer value, declarer points) of a solver key."""
    return divmod(key, POINTS_SPAN)
