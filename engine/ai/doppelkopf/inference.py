"""Soft evidence: how well a sampled deal explains what the others did.

Hard constraints (voids, Queens of clubs, declared contracts) are enforced
by worlds.py; this weights the deals it produces. Three kinds of evidence:

- A solo is played with a strong hand for it: a world whose soloist holds
  a hand with few sure tricks for his solo (evaluate.py) is drawn again a
  few times, and weighs little if no better turns up. Random deals give a
  solo's hand rarely (about one in eight for a suit solo), so without this
  the defence would play against a soloist who has no business playing.

- An announcement is made with a strong hand: a seat that said Re or
  Kontra (or more) is likely to hold many trumps, a seat whose deadline for
  Re/Kontra passed in silence somewhat less likely so.
- Card play: each card another seat played is compared with what the
  rollout rule would have played from that seat's hand in this deal; a
  card the rule would not have chosen makes the deal a little less likely.
"""

from __future__ import annotations

import math
import random

from ...doppelkopf.contracts import TRUMP
from ..search import likelihood
from .bidding import SOLO_SHARE
from .evaluate import sure_tricks
from .knowledge import Knowledge
from .rollout import World
from .worlds import deal_hidden

MISMATCH = 0.85   # factor for a play the rule would not have made
SILENT = 0.35     # how much the strength prior applies to a seat that kept quiet
SOLO_BAR = SOLO_SHARE - 0.1  # sure-trick share below which a soloist's hand does not explain his solo
UNFIT = 0.05      # factor for a world whose soloist's hand does not explain his solo
REDRAWS = 16      # a world that does not explain the solo is drawn again this many times at most


def soloist_fits(k: Knowledge, hands: list[list[int]]) -> bool:
    """Whether another seat's declared solo is explained by his dealt hand in `hands`."""
    d = k.declarer
    if k.solo is None or k.silent or d is None or d == k.seat:
        return True
    dealt = hands[d] + [t for s, t in k.played if s == d]
    return sure_tricks(dealt, k.solo, k.deck, k.rules) >= SOLO_BAR * k.n_tricks


def draw_hands(k: Knowledge, rng: random.Random, pool: list[int]) -> list[list[int]]:
    """A deal consistent with the view whose soloist, if another seat, holds a
    hand for his solo, unless REDRAWS more draws all miss."""
    hands = deal_hidden(k, rng, pool)
    for _ in range(REDRAWS):
        if soloist_fits(k, hands):
            break
        hands = deal_hidden(k, rng, pool)
    return hands


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
    if not soloist_fits(k, hands):
        factors.append(UNFIT)
    if start is not None:
        factors += play_factor(k, start)
    return likelihood(factors)
