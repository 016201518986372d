"""Game-independent pieces of determinized search (PIMC).

A search samples worlds consistent with a view, weights each by how well it
explains what was observed, plays every candidate action out in it and
averages. These helpers hold the parts that do not depend on the game: the
any-time loop (a time budget, or a fixed number of iterations for
reproducible tests and matches) and the weighted aggregation of action
values.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

World = TypeVar("World")
Option = TypeVar("Option")


@dataclass
class Effort:
    """How much to search: `iterations` if given (reproducible), else `budget` seconds."""

    iterations: int | None = None
    budget: float = 0.5

    def run(self, step: Callable[[int], bool],
            clock: Callable[[], float] = time.perf_counter) -> int:
        """Call `step(i)` for i = 0, 1, ... until the effort is spent or it
        returns False; returns the number of completed steps. Any-time: the
        caller's aggregates hold the best answer so far at every moment.

        With a budget, the first step always runs (a decision needs one
        world); a later step is not started when the steps so far say it
        would end past the deadline: the person waits for the budget, not for
        the budget plus one more step (which is slow inside Pyodide).
        """
        if self.iterations is not None:
            done = 0
            while done < self.iterations and step(done):
                done += 1
            return done
        start = clock()
        done = 0
        while True:
            if done:
                elapsed = clock() - start
                if elapsed + elapsed / done > self.budget:
                    break
            if not step(done):
                break
            done += 1
        return done


@dataclass
class Stat:
    weight: float = 0.0
    value: float = 0.0
    wins: float = 0.0
    samples: int = 0

    @property
    def mean(self) -> float:
        return self.value / self.weight if self.weight else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.weight if self.weight else 0.0


@dataclass
class Tally:
    """Weighted mean value and win rate of each action over sampled worlds."""

    stats: dict[Hashable, Stat] = field(default_factory=dict)

    def add(self, action: Hashable, value: float, won: bool, weight: float = 1.0) -> None:
        s = self.stats.get(action)
        if s is None:
            s = self.stats[action] = Stat()
        s.weight += weight
        s.value += weight * value
        s.wins += weight if won else 0.0
        s.samples += 1

    def best(self) -> Hashable:
        """The action with the highest mean value (ties: the first added)."""
        return max(self.stats, key=lambda a: self.stats[a].mean)

    def __getitem__(self, action: Hashable) -> Stat:
        return self.stats[action]

    def __contains__(self, action: object) -> bool:
        return action in self.stats


@dataclass(frozen=True)
class Scored:
    """One legal action as the search sees it: its expected points for the
    seat, its chance to win the deal, and the idea behind playing it. What a
    game's players appraise and the analysis of a deal compares."""

    action: Any
    value: float
    win_rate: float
    reason: dict[str, Any]


def likelihood(factors: list[float], floor: float = 1e-6) -> float:
    """A world's weight from per-observation likelihoods, kept above `floor`
    so that one surprising play never rules a world out completely."""
    w = 1.0
    for f in factors:
        w *= f
    return max(w, floor)


def sample_and_tally(draw: Callable[[random.Random], tuple[World, float]],
                     options: Sequence[Option],
                     outcomes: Callable[[World, Option], Iterable[tuple[Hashable, float, bool]]],
                     effort: Effort, rng: random.Random) -> Tally:
    """The PIMC loop both games share: per step `draw` one world consistent
    with the seat's view and its weight as evidence, then tally what
    `outcomes(world, option)` yields, `(key, value, won)`, for every option in
    that same world. `outcomes` must not change the world (play out a copy);
    one option may yield several keys (a card, and the card with an
    announcement), all valued in the same world."""
    tally = Tally()

    def step(_: int) -> bool:
        world, weight = draw(rng)
        for option in options:
            for key, value, won in outcomes(world, option):
                tally.add(key, value, won, weight)
        return True

    effort.run(step)
    return tally
