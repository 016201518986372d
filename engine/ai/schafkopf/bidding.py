"""What passing is worth: a bid must beat that, not zero.

A seat that passes is not out of the game: a later (or an earlier) bidder
may play a contract against it. In each sampled world the others bid as
their hands suggest (the rule-of-thumb evaluation, over the bids the engine
allows them), the highest bid names its best way, and the deal is played
out as in any search. With all four passing the deal is worth what the
engine gives: nothing, or a Ramsch where the table plays one. The world is
drawn under a stand-in contract without a called ace, so the only evidence
it carries is the bids.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterator
from typing import Any

from ...schafkopf.bidding import biddable
from ...schafkopf.cards import cards_of
from ...schafkopf.contracts import BY_NAME, RAMSCH
from ...schafkopf.scoring import ALL_PASS
from ..search import Effort, Stat, sample_and_tally
from .evaluate import best_option, options
from .inference import draw_world
from .knowledge import Knowledge, read_before_play
from .search import Skill, outcome
from .worlds import table_for

STAND_IN = "wenz"
"""A contract whose worlds carry no called-ace constraint: the hands are only dealt."""

Declared = tuple[str, int | None, int | None]
"""(contract, suit, declarer) of a finished bidding; declarer None for a Ramsch."""


def pass_outlook(data: dict[str, Any], effort: Effort, skill: Skill, rng: random.Random) -> Stat:
    """Mean utility and chance to win for the seat of bidding view `data` if it passes."""
    seat = int(data["seat"])
    k = read_before_play(data, STAND_IN, seat)
    order = [(int(data["dealer"]) + 1 + i) % 4 for i in range(4)]
    later = order[order.index(seat) + 1:]
    games: dict[Declared, Knowledge] = {}

    def draw(r: random.Random) -> tuple[list[int], float]:
        return draw_world(k, skill.infer, r)

    def outcomes(hands: list[int], _: int) -> Iterator[tuple[Hashable, float, bool]]:
        declared = _auction(k, hands, later)
        if declared is None:
            yield 0, ALL_PASS.scores[seat], False
            return
        if declared not in games:
            contract, suit, declarer = declared
            games[declared] = read_before_play(data, contract, declarer, suit)
        yield (0, *outcome(table_for(games[declared], hands), seat, skill.solve_tricks))

    tally = sample_and_tally(draw, [0], outcomes, effort, rng)
    return tally[0] if 0 in tally else Stat()


def _auction(k: Knowledge, hands: list[int], later: list[int]) -> Declared | None:
    """How the bidding ends after this seat's pass: the contract played, or None if
    the cards are thrown in."""
    best: Declared | None = None
    for seat, value in k.bids:
        if value != "pass":
            best = (value, None, seat)
    for seat in later:
        hand = cards_of(hands[seat])
        allowed = biddable(hand, k.rules, BY_NAME[best[0]] if best else None)
        option = best_option(hand, k.rules, [kind.name for kind in allowed])
        if option is not None:
            best = (option.contract, option.suit, seat)
    if best is None:
        return (RAMSCH.name, None, None) if k.rules.ramsch else None
    contract, _, declarer = best
    if declarer in later:  # its best way is already chosen; an earlier bid's is not known
        return best
    assert declarer is not None
    found = options(cards_of(hands[declarer]), k.rules, [contract])
    if not found:
        return None
    return contract, max(found, key=lambda o: o.score).suit, declarer
