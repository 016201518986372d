"""Exact play of the last tricks of one world (alpha-beta, parties known).

In the last tricks the sampled world is nearly certain and the cheap rollout
rule throws away tricks, so search solves them exactly: every seat plays to
maximise its own party's result, game points first, card points to break
ties. A hand mask holds each card type once, so the two copies of a card
are tried once.
"""

from __future__ import annotations

from .rollout import World


def leaf(world: World, me: int) -> float:
    """Game points for `me`, with his party's card points as a tie-break."""
    side = world.party[me]
    mine = sum(p for s, p in enumerate(world.pts) if world.party[s] == side)
    return world.outcome(me)[0] + mine / 1000


def solve(world: World, me: int, alpha: float = -1e9, beta: float = 1e9) -> float:
    """The value for `me` of `world` under best play by both parties."""
    if world.finished:
        return leaf(world, me)
    moves = world.legal()
    ours = world.party[world.to_move] == world.party[me]
    best = -1e9 if ours else 1e9
    while moves:
        top = moves.bit_length() - 1
        moves ^= 1 << top
        child = world.copy()
        child.play(top)
        value = solve(child, me, alpha, beta)
        if ours:
            if value > best:
                best = value
                alpha = max(alpha, value)
        elif value < best:
            best = value
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best
