"""Determinized sampling (PIMC): average each option over worlds the seat cannot rule out.

A world deals the hidden cards consistently with the seat's knowledge
(`worlds`) and must explain the bidding: a seat that passed rarely holds a
hand that should have played, a declarer rarely holds a hand below his
contract. Such worlds are drawn again, and weighted down if they persist.
With inference on (`Skill.infer`), a world must also explain the card play:
every card another seat played that the rule of thumb would not have played
from that seat's hand in this world makes it a little less likely. In each
world every option is played out by
the rule-of-thumb policy, where each seat sees only what it would see,
until few tricks remain; those are solved exactly. The search is any-time:
it stops after a fixed number of worlds or when the time budget is spent.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...schafkopf.contracts import BY_NAME
from ..search import Effort, Stat, Tally, likelihood
from .evaluate import best_option
from .knowledge import Knowledge
from .policy import choose_card
from .solver import solve
from .table import Table, cards_of
from .worlds import sample_hands, table_for

UNLIKELY_PASS = 0.25
UNLIKELY_DECLARER = 0.25
REDRAWS = 12
"""A world that does not explain the bids is drawn again this many times at most,
and kept with its low weight only if no better one turns up."""
MISMATCH = 0.85
"""The likelihood factor of a card the rule of thumb would not have played."""


@dataclass(frozen=True)
class Skill:
    """How a level searches, beyond how many worlds: tricks solved exactly at
    the end, and whether worlds are weighted by the card play."""

    solve_tricks: int
    infer: bool = False
    weigh_pass: bool = False
    """Whether passing is simulated (others bid as their hands suggest) rather than taken as 0."""


def play_out(t: Table, solve_tricks: int) -> int:
    """Finish `t` with the policy, solving the last `solve_tricks` tricks; the declarer value."""
    while not t.finished:
        if not t.trick and (t.hands[t.to_move]).bit_count() <= solve_tricks:
            return solve(t)
        seat = t.to_move
        t.play(choose_card(t, seat, t.legal(seat)))
    return t.declarer_value()


def world_weight(k: Knowledge, hands: list[int]) -> float:
    """Soft evidence from the bidding: how plausible the bids are for these hands."""
    factors = []
    dealt = [hands[s] | k.played_by[s] for s in range(4)]
    biddable = [x for x in BY_NAME if x != "sie"]
    for seat, value in k.bids:
        if seat == k.seat:
            continue
        hand = cards_of(dealt[seat])
        if value == "pass":
            if best_option(hand, k.rules, biddable) is not None:
                factors.append(UNLIKELY_PASS)
        elif seat == k.game.declarer and best_option(hand, k.rules, [value]) is None:
            factors.append(UNLIKELY_DECLARER)
    return likelihood(factors)


def play_weight(k: Knowledge, hands: list[int]) -> float:
    """Soft evidence from the card play: replay the deal from its first card in
    this world and compare each card another seat played with the rule's."""
    g = k.game
    dealt = [hands[s] | k.played_by[s] for s in range(4)]
    team = [s == g.declarer or bool(dealt[s] & g.ace) for s in range(4)]
    leader = k.tricks[0][0] if k.tricks else k.trick_leader
    t = Table(g, dealt, team, leader, [], [0, 0], [0, 0], 0, False, not g.ace, 0)
    factors = []
    for card in [c for _, cards, _ in k.tricks for c in cards] + k.trick:
        seat = t.to_move
        if seat != k.seat and choose_card(t, seat, t.legal(seat)) != card:
            factors.append(MISMATCH)
        t.play(card)
    return likelihood(factors)


def draw_world(k: Knowledge, skill: Skill, rng: random.Random) -> tuple[list[int], float]:
    """A world consistent with `k` and its weight as evidence (bids, and the play with inference)."""
    for _ in range(REDRAWS):
        hands = sample_hands(k, rng)
        weight = world_weight(k, hands) if k.bids else 1.0
        if weight == 1.0:
            break
    if skill.infer and k.played & ~k.hand:
        weight *= play_weight(k, hands)
    return hands, weight


def utility(t: Table, seat: int, value: int) -> float:
    """What declarer value `value` is worth to `seat`, card points breaking ties."""
    mine = t.team[seat]
    return t.score(seat, value) + 0.01 * t.game.unit * t.points[1 if mine else 0]


def evaluate(k: Knowledge, options: Sequence[int], apply: Callable[[Table, int], None],
             effort: Effort, skill: Skill, rng: random.Random) -> Tally:
    """Tally of each option over sampled worlds; `apply(table, option)` makes the move."""
    tally = Tally()

    def step(_: int) -> bool:
        hands, weight = draw_world(k, skill, rng)
        base = table_for(k, hands)
        for o in options:
            t = base.copy()
            apply(t, o)
            value = play_out(t, skill.solve_tricks)
            tally.add(o, utility(t, k.seat, value), (value > 0) == t.team[k.seat], weight)
        return True

    effort.run(step)
    return tally


def play_card(t: Table, card: int) -> None:
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


def leave(t: Table, _: int) -> None:
    """No move: evaluate the position as it stands."""


def outlook(k: Knowledge, effort: Effort, skill: Skill, rng: random.Random) -> Stat:
    """Mean utility and chance to win for the seat's party from here."""
    tally = evaluate(k, [0], leave, effort, skill, rng)
    return tally[0] if 0 in tally else Stat()
