"""Determinized sampling (PIMC): average each option over worlds the seat cannot rule out.

A world deals the hidden cards consistently with the seat's knowledge
(`worlds`) and is weighted by how well it explains the bidding: a seat that
passed rarely holds a hand that should have played, a declarer rarely holds
a hand far below his contract. In each world every option is played out by
the rule-of-thumb policy, where each seat sees only what it would see,
until few tricks remain; those are solved exactly. The search is any-time:
it stops after a fixed number of worlds or when the time budget is spent.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...schafkopf.contracts import BY_NAME
from .evaluate import best_option
from .knowledge import Knowledge
from .policy import choose_card
from .solver import solve, split
from .table import Table, cards_of
from .worlds import sample_hands, table_for

UNLIKELY_PASS = 0.25
UNLIKELY_DECLARER = 0.5


@dataclass(frozen=True)
class Effort:
    """How much to search: worlds (a cap, or the exact count without a budget),
    seconds per decision (None: no clock), and tricks left to solve exactly."""

    worlds: int
    budget: float | None
    solve_tricks: int


@dataclass
class Tally:
    """Weighted sums per option: utility and wins for the seat's party."""

    utility: float = 0.0
    wins: float = 0.0
    weight: float = 0.0

    @property
    def mean(self) -> float:
        return self.utility / self.weight if self.weight else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.weight if self.weight else 0.5


def play_out(t: Table, solve_tricks: int) -> int:
    """Finish `t` with the policy, solving the last `solve_tricks` tricks; the declarer value."""
    while not t.finished:
        if not t.trick and (t.hands[t.to_move]).bit_count() <= solve_tricks:
            return split(solve(t))[0]
        seat = t.to_move
        t.play(choose_card(t, seat, t.legal(seat)))
    return t.declarer_value()


def world_weight(k: Knowledge, hands: list[int]) -> float:
    """Soft evidence from the bidding: how plausible the bids are for these hands."""
    weight = 1.0
    dealt = [hands[s] | k.played_by[s] for s in range(4)]
    kinds = list(BY_NAME)
    for seat, value in k.bids:
        if seat == k.seat:
            continue
        hand = cards_of(dealt[seat])
        if value == "pass":
            if best_option(hand, k.rules, [x for x in kinds if x not in ("sie",)]) is not None:
                weight *= UNLIKELY_PASS
        elif seat == k.game.declarer and best_option(hand, k.rules, [value]) is None:
            weight *= UNLIKELY_DECLARER
    return weight


def evaluate(k: Knowledge, options: Sequence[int], apply: Callable[[Table, int], None],
             effort: Effort, rng: random.Random) -> dict[int, Tally]:
    """Tally of each option over sampled worlds; `apply(table, option)` makes the move."""
    tallies = {o: Tally() for o in options}
    deadline = None if effort.budget is None else time.perf_counter() + effort.budget
    unit = k.game.unit
    for n in range(effort.worlds):
        if deadline is not None and n and time.perf_counter() > deadline:
            break
        hands = sample_hands(k, rng)
        if hands is None:
            break
        weight = world_weight(k, hands) if k.bids else 1.0
        base = table_for(k, hands)
        for o in options:
            t = base.copy()
            apply(t, o)
            value = play_out(t, effort.solve_tricks)
            mine = t.team[k.seat]
            tally = tallies[o]
            tally.utility += weight * (t.score(k.seat, value) + 0.01 * unit * t.points[1 if mine else 0])
            tally.wins += weight * ((value > 0) == mine)
            tally.weight += weight
    return tallies


def play_card(t: Table, card: int) -> None:
    t.play(card)


def best_card(k: Knowledge, legal: int, effort: Effort, rng: random.Random) -> tuple[int, Tally]:
    """The card with the highest mean utility, and its tally."""
    cards = cards_of(legal)
    if len(cards) == 1:
        return cards[0], Tally()
    tallies = evaluate(k, cards, play_card, effort, rng)
    card = max(cards, key=lambda c: tallies[c].mean)
    return card, tallies[card]


def leave(t: Table, _: int) -> None:
    """No move: evaluate the position as it stands."""


def win_chance(k: Knowledge, effort: Effort, rng: random.Random) -> float:
    """Estimated chance that the seat's party wins from here."""
    return evaluate(k, [0], leave, effort, rng)[0].win_rate
