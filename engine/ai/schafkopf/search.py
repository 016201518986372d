"""Determinized sampling (PIMC): average each option over worlds the seat cannot rule out.

A world deals the hidden cards consistently with the seat's knowledge
(`worlds`), weighted by how well it explains the bids and, with inference,
the card play (`inference`). In each world every option is played out by
the rule-of-thumb policy, where each seat sees only what it would see,
until few tricks remain; those are solved exactly. The search is any-time:
it stops after a fixed number of worlds or when the time budget is spent
(`engine.ai.search.sample_and_tally`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass

from ...schafkopf.cards import cards_of
from ...schafkopf.core import Deal, Game
from ..search import Effort, Stat, Tally, sample_and_tally
from .inference import draw_world
from .knowledge import Knowledge
from .rollout import choose_card
from .solver import solve
from .worlds import table_for

RAMSCH_SOLVE_TRICKS = 2
"""A Ramsch is solved for its last two tricks at most: its exact search has no
parties to prune by and costs about ten times a contract's over three tricks."""
RAMSCH_TIEBREAK = 0.001
"""Per own card point, the share of the stake a Ramsch play-out loses on top of
its score: of two equal results, fewer points is better."""


@dataclass(frozen=True)
class Skill:
    """How a level searches, beyond how many worlds: tricks solved exactly at
    the end, and whether worlds are weighted by the card play."""

    solve_tricks: int
    infer: bool = False
    weigh_pass: bool = False
    """Whether passing is simulated (others bid as their hands suggest) rather than taken as 0."""


def play_out(t: Deal, seat: int, solve_tricks: int) -> int:
    """Finish `t` with the policy, solving the last `solve_tricks` tricks; what `seat` is paid."""
    solve_tricks = exact_tricks(t.game, solve_tricks)
    while not t.finished:
        if not t.trick and (t.hands[t.to_move]).bit_count() <= solve_tricks:
            return solve(t, seat)
        t.play(choose_card(t, t.to_move, t.legal()))
    return t.seat_score(seat)


def exact_tricks(g: Game, solve_tricks: int) -> int:
    """How many of the last tricks a play-out of `g` solves exactly."""
    return min(solve_tricks, RAMSCH_SOLVE_TRICKS) if g.ramsch else solve_tricks


def utility(t: Deal, seat: int, score: int) -> float:
    """What `score` is worth to `seat`, card points breaking ties."""
    g = t.game
    if g.ramsch:
        return score - RAMSCH_TIEBREAK * g.stake * t.points[seat]
    return score + 0.01 * g.unit * t.party_points(seat)


def outcome(t: Deal, seat: int, solve_tricks: int) -> tuple[float, bool]:
    """Play `t` out for `seat`: its utility, and whether `seat` came out ahead."""
    score = play_out(t, seat, solve_tricks)
    return utility(t, seat, score), score > 0


def evaluate(k: Knowledge, options: Sequence[int], apply: Callable[[Deal, int], None],
             effort: Effort, skill: Skill, rng: random.Random) -> Tally:
    """Tally of each option over sampled worlds; `apply(table, option)` makes the move."""

    def draw(r: random.Random) -> tuple[Deal, float]:
        hands, weight = draw_world(k, skill.infer, r)
        return table_for(k, hands), weight

    def outcomes(base: Deal, option: int) -> Iterator[tuple[Hashable, float, bool]]:
        t = base.copy()
        apply(t, option)
        yield (option, *outcome(t, k.seat, skill.solve_tricks))

    return sample_and_tally(draw, options, outcomes, effort, rng)


def play_card(t: Deal, card: int) -> None:
    t.play(card)


def best_card(k: Knowledge, legal: int, effort: Effort, skill: Skill,
              rng: random.Random) -> tuple[int, Stat]:
    """The card with the highest mean utility, and its statistics."""
    cards = cards_of(legal)
    if len(cards) == 1:
        return cards[0], Stat()
    tally = evaluate(k, cards, play_card, effort, skill, rng)
    card = tally.best()
    assert isinstance(card, int)
    return card, tally[card]


def leave(t: Deal, _: int) -> None:
    """No move: evaluate the position as it stands."""


def outlook(k: Knowledge, effort: Effort, skill: Skill, rng: random.Random) -> Stat:
    """Mean utility and chance to win for the seat's party from here."""
    tally = evaluate(k, [0], leave, effort, skill, rng)
    return tally[0] if 0 in tally else Stat()
