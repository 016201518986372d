"""Soft evidence: how well a sampled world explains what the others did.

Hard constraints come from `worlds`; this weights the worlds it deals. A
world must explain the bidding: a seat that passed rarely holds a hand that
should have played, a declarer rarely holds a hand below his contract.
Such worlds are drawn again, and weighted down if they persist. With
inference on (`Skill.infer`), a world must also explain the card play:
every card another seat played that the rule of thumb would not have played
from that seat's hand in this world makes it a little less likely.
"""

from __future__ import annotations

import random

from ...schafkopf.bidding import biddable
from ...schafkopf.cards import cards_of
from ...schafkopf.contracts import BY_NAME, ContractType
from ...schafkopf.core import Deal
from ..search import likelihood
from .evaluate import best_option
from .knowledge import Knowledge
from .rollout import choose_card
from .worlds import sample_hands

UNLIKELY_PASS = 0.25
UNLIKELY_DECLARER = 0.02
"""Few dealt hands clear a Solo's or a Wenz's bar (one in fifteen to forty), so
most redraws still miss; a world whose declarer could not have bid must then
count for little, or the defenders reckon with a weak Solo that is not there."""
REDRAWS = 12
"""A world that does not explain the bids is drawn again this many times at most,
and kept with its low weight only if no better one turns up."""
MISMATCH = 0.85
"""The likelihood factor of a card the rule of thumb would not have played."""


def world_weight(k: Knowledge, hands: list[int]) -> float:
    """Soft evidence from the bidding: how plausible the bids are for these hands.
    A pass speaks only of the contracts the engine would have let that seat bid then."""
    factors = []
    dealt = [hands[s] | k.played_by[s] for s in range(4)]
    best: ContractType | None = None
    for seat, value in k.bids:
        if seat != k.seat and value == "pass":
            hand = cards_of(dealt[seat])
            kinds = [kind.name for kind in biddable(hand, k.rules, best)]
            if best_option(hand, k.rules, kinds) is not None:
                factors.append(UNLIKELY_PASS)
        if value != "pass":
            best = BY_NAME[value]
    if not declarer_fits(k, hands):
        factors.append(UNLIKELY_DECLARER)
    return likelihood(factors)


def declarer_fits(k: Knowledge, hands: list[int]) -> bool:
    """Whether another seat's declarer holds, in world `hands`, a hand that clears his
    contract's bar: the one check of `world_weight` most worlds fail, and cheap."""
    declarer = k.game.declarer
    if declarer is None or declarer == k.seat:
        return True
    bid = next((value for seat, value in reversed(k.bids) if seat == declarer and value != "pass"),
               None)
    if bid is None:
        return True
    hand = cards_of(hands[declarer] | k.played_by[declarer])
    return best_option(hand, k.rules, [bid]) is not None


def play_weight(k: Knowledge, hands: list[int]) -> float:
    """Soft evidence from the card play: replay the deal from its first card in
    this world and compare each card another seat played with the rule's."""
    g = k.game
    dealt = [hands[s] | k.played_by[s] for s in range(4)]
    leader = k.tricks[0][0] if k.tricks else k.trick_leader
    t = Deal(g, dealt, g.team(dealt), leader, [], [0, 0, 0, 0], [0, 0, 0, 0], 0, False, not g.ace, 0)
    factors = []
    for card in [c for _, cards, _ in k.tricks for c in cards] + k.trick:
        seat = t.to_move
        if seat < 0:
            break
        if seat != k.seat and choose_card(t, seat, t.legal()) != card:
            factors.append(MISMATCH)
        t.play(card)
    return likelihood(factors)


def draw_world(k: Knowledge, infer: bool, rng: random.Random) -> tuple[list[int], float]:
    """A world consistent with `k` and its weight as evidence (the bids, and the play if `infer`)."""
    for attempt in range(REDRAWS):
        hands = sample_hands(k, rng)
        if attempt < REDRAWS - 1 and not declarer_fits(k, hands):
            continue  # drawn again anyway: the passes need not be weighed
        weight = world_weight(k, hands) if k.bids else 1.0
        if weight == 1.0:
            break
    if infer and k.played & ~k.hand:
        weight *= play_weight(k, hands)
    return hands, weight
