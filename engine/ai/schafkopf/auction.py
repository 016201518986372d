"""What passing is worth: a bid must beat that, not zero.

A seat that passes is not out of the game: a later (or an earlier) bidder
may play a contract against it. In each sampled world the others bid as
their hands suggest (the rule-of-thumb evaluation), the highest bid names
its best way, and the deal is played out as in any search; with all four
passing the deal is worth nothing. The world is drawn under a stand-in
contract without a called ace, so the only evidence it carries is the bids.
"""

from __future__ import annotations

import random
from typing import Any

from ...schafkopf.contracts import BY_NAME
from ..search import Effort, Stat, Tally
from .evaluate import best_option, options
from .knowledge import Knowledge, read_before_play
from .search import Skill, draw_world, play_out, utility
from .table import cards_of
from .worlds import table_for

STAND_IN = "wenz"
"""A contract whose worlds carry no called-ace constraint: the hands are only dealt."""


def pass_outlook(data: dict[str, Any], effort: Effort, skill: Skill, rng: random.Random) -> Stat:
    """Mean utility and chance to win for the seat of bidding view `data` if it passes."""
    seat = int(data["seat"])
    k = read_before_play(data, STAND_IN, seat)
    order = [(int(data["dealer"]) + 1 + i) % 4 for i in range(4)]
    later = order[order.index(seat) + 1:]
    games: dict[tuple[str, int | None, int], Knowledge] = {}
    tally = Tally()

    def step(_: int) -> bool:
        hands, weight = draw_world(k, skill, rng)
        winner = _auction(k, hands, later)
        if winner is None:
            tally.add(0, 0.0, False, weight)
            return True
        if winner not in games:
            contract, suit, declarer = winner
            games[winner] = read_before_play(data, contract, declarer, suit)
        t = table_for(games[winner], hands)
        value = play_out(t, skill.solve_tricks)
        tally.add(0, utility(t, seat, value), (value > 0) == t.team[seat], weight)
        return True

    effort.run(step)
    return tally[0] if 0 in tally else Stat()


def _auction(k: Knowledge, hands: list[int], later: list[int]) -> tuple[str, int | None, int] | None:
    """(contract, suit, declarer) of the bidding after this seat's pass, or None if all pass."""
    best: tuple[str, int | None, int] | None = None
    for seat, value in k.bids:
        if value != "pass":
            best = (value, None, seat)
    for seat in later:
        floor = BY_NAME[best[0]].rank if best else 0
        kinds = [x for x in BY_NAME if x != "sie" and BY_NAME[x].rank > floor]
        option = best_option(cards_of(hands[seat]), k.rules, kinds)
        if option is not None:
            best = (option.contract, option.suit, seat)
    if best is None:
        return None
    contract, suit, declarer = best
    if declarer in later:  # its best way is already chosen; an earlier bid's is not known
        return best
    found = options(cards_of(hands[declarer]), k.rules, [contract])
    if not found:
        return None
    return contract, max(found, key=lambda o: o.score).suit, declarer
