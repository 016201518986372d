"""Determinized search over the worlds consistent with one seat's view.

Each sampled world (worlds.py), weighted by the soft evidence
(inference.py), plays every candidate card out in that same deal: by the
rollout rule, or exactly (solver.py) once few cards are left. The final
scores are also re-scored as if the seat had made each open announcement,
so the same worlds estimate what an announcement is worth and how likely
the party is to win. The loop itself is the shared `sample_and_tally`.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterator
from dataclasses import dataclass, replace

from ..search import Effort, Stat, Tally, sample_and_tally
from .inference import draw_hands, weight
from .knowledge import Knowledge, Trick
from .rollout import World
from .solver import solve
from .worlds import build_world, unseen


@dataclass
class Outcome:
    """Per card type: value and win rate; per (card type, level): the same with that announcement."""

    tally: Tally
    cards: list[int]
    solved: bool

    def best(self) -> int:
        """The card with the highest mean value (ties: the first candidate)."""
        return max(self.cards, key=lambda t: self.tally[t].mean)

    def card(self, t: int) -> Stat:
        return self.tally[t]

    def announced(self, t: int, level: int) -> Stat:
        return self.tally[(t, level)]


def start_of_deal(k: Knowledge, hands: list[list[int]]) -> World:
    """The sampled deal as it was before the first card, for replaying the play."""
    initial = [list(h) for h in hands]
    for s, t in k.played:
        initial[s].append(t)
    first = k.tricks[0].leader if k.tricks else k.trick.leader
    k0 = replace(k, tricks=[], trick=Trick(first, []), partner=None, clarified=not k.wedding,
                 said=[0, 0, 0, 0], levels=[0, 0])
    return build_world(k0, initial)


def search(k: Knowledge, cards: list[int], levels: list[int], rng: random.Random,
           effort: Effort, solve_cards: int, infer: bool) -> Outcome:
    """Values of playing each of `cards` now (and of announcing each of `levels`)."""
    pool = unseen(k)
    me = k.seat
    solved = sum(k.hand_sizes) <= solve_cards
    party = k.my_party()

    def draw(rng: random.Random) -> tuple[World, float]:
        hands = draw_hands(k, rng, pool)
        start = start_of_deal(k, hands) if infer and k.played else None
        return build_world(k, hands), weight(k, hands, start)

    def outcomes(world: World, t: int) -> Iterator[tuple[Hashable, float, bool]]:
        child = world.copy()
        child.play(world.model.slot_of[t])
        if solved:
            value = solve(child, me)
            yield t, value, value > 0
            return
        child.run()
        value, won = child.outcome(me)
        yield t, value, won > 0
        own = child.levels[party]
        for level in levels:
            child.levels[party] = max(own, level)
            v, won = child.outcome(me)
            yield (t, level), v, won > 0

    return Outcome(sample_and_tally(draw, cards, outcomes, effort, rng), cards, solved)
