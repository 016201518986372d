"""Soft evidence: how well a sampled deal explains what the others did.

Hard constraints (voids, Queens of clubs, declared contracts) are enforced
by worlds.py; this weights the deals it produces. Two kinds of evidence:

- An announcement is made with a strong hand: a seat that said Re or
  Kontra (or more) is likely to hold many trumps, a seat whose deadline for
  Re/Kontra passed in silence somewhat less likely so.
- Card play: each card another seat played is compared with what the
  rollout rule would have played from that seat's hand in this deal; a
  card the rule would not have chosen makes the deal a little less likely.
"""

from __future__ import annotations

import math

from ..search import likelihood
from .knowledge import Knowledge
from .model import TRUMP
from .rollout import World

MISMATCH = 0.85   # factor for a play the rule would not have made
SILENT = 0.35     # how much the strength prior applies to a seat that kept quiet


def trumps_in(k: Knowledge, hand: list[int]) -> int:
    return sum(1 for t in hand if k.lay.suit[k.lay.slot_of[t]] == TRUMP)


def announcement_factor(k: Knowledge, hands: list[list[int]]) -> list[float]:
    """Per other seat, the plausibility of his trump count given his announcements."""
    if k.solo is not None:
        return []
    played: list[list[int]] = [[], [], [], []]
    for s, t in k.played:
        played[s].append(t)
    out = []
    expect = k.n_tricks // 2 + 1  # trumps of an announcing hand, about 7 of 12
    for s in range(4):
        if s == k.seat:
            continue
        n = trumps_in(k, hands[s] + played[s])
        if k.said[s]:
            out.append(1 / (1 + math.exp(expect - n)))
        elif len(played[s]) >= 2:
            out.append(1 - SILENT / (1 + math.exp(expect + 1 - n)))
    return out


def play_factor(k: Knowledge, start: World) -> list[float]:
    """Replay the finished and current tricks from `start` (the deal at trick 1);
    one factor per card another seat played that the rule would not have."""
    out = []
    world = start
    for seat, t in k.played:
        bit = world.model.slot_of[t]
        if not (world.hands[seat] >> bit) & 1:
            break
        if seat != k.seat and world.copy().run(1) != bit:
            out.append(MISMATCH)
        world.play(bit)
    return out


def weight(k: Knowledge, hands: list[list[int]], start: World | None) -> float:
    """The relative weight of a sampled deal."""
    factors = announcement_factor(k, hands)
    if start is not None:
        factors += play_factor(k, start)
    return likelihood(factors)
