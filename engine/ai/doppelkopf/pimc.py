"""Determinized search over the worlds consistent with one seat's view.

Each iteration deals the unseen cards (sampler.py), weights the deal by the
soft evidence (inference.py) and plays every candidate card out in that
same deal: by the rollout rule, or exactly (endgame.py) once few cards are
left. The final scores are also re-scored as if the seat had made each
open announcement, so the same worlds estimate what an announcement is
worth and how likely the party is to win.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from ..search import Effort, Tally
from .endgame import solve
from .inference import weight
from .knowledge import Knowledge, Trick
from .sampler import build_world, deal_hidden, unseen
from .sim import World


@dataclass
class Outcome:
    cards: Tally = field(default_factory=Tally)      # card type -> value, win rate
    announced: Tally = field(default_factory=Tally)  # (card type, level) -> value, win rate
    solved: bool = False


def start_of_deal(k: Knowledge, hands: list[list[int]]) -> World:
    """The sampled deal as it was before the first card, for replaying the play."""
    initial = [list(h) for h in hands]
    for s, t in k.played:
        initial[s].append(t)
    first = k.tricks[0].leader if k.tricks else k.trick.leader
    k0 = replace(k, tricks=[], trick=Trick(first, []), partner=None, said=[0, 0, 0, 0],
                 levels=[0, 0])
    return build_world(k0, initial)


def search(k: Knowledge, cards: list[int], levels: list[int], rng: random.Random,
           effort: Effort, solve_cards: int, infer: bool) -> Outcome:
    """Values of playing each of `cards` now (and of announcing each of `levels`)."""
    out = Outcome()
    pool = unseen(k)
    me = k.seat
    remaining = sum(k.hand_sizes)
    out.solved = remaining <= solve_cards
    party = k.my_party()

    def step(_: int) -> bool:
        hands = deal_hidden(k, rng, pool)
        world = build_world(k, hands)
        w = weight(k, hands, start_of_deal(k, hands) if infer and k.played else None)
        for t in cards:
            child = world.copy()
            child.play(k.lay.slot_of[t])
            if out.solved:
                value = solve(child, me)
                out.cards.add(t, value, value > 0, w)
                continue
            child.run()
            value, won = child.score(me)
            out.cards.add(t, value, won > 0, w)
            own = child.levels[party]
            for level in levels:
                child.levels[party] = max(own, level)
                v, won = child.score(me)
                out.announced.add((t, level), v, won > 0, w)
            child.levels[party] = own
        return True

    effort.run(step)
    return out
