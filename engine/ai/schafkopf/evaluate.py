"""Hand evaluation for bidding: which contracts a hand could play, and how well.

A hand is scored per contract by the trick-taking weight of its trumps and
of its plain aces and guarded tens; the thresholds are the usual rules of
thumb (a Rufspiel wants about four trumps with Obers, a Solo six, a Wenz
two Unters with aces). A Tout is bid only when the hand wins every trick by
force: enough trumps above the best trump out to draw them all, and plain
cards that head their suits.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from ...schafkopf.bidding import nameable_suits
from ...schafkopf.cards import ACE, KING, OBER, TEN, UNTER, rank_of, suit_of
from ...schafkopf.contracts import BY_NAME, SIE, TRUMP, UNTER_ONLY, CardOrder, Contract, card_order
from ...schafkopf.rules import Rules

THRESHOLDS = {"rufspiel": 6.0, "wenz": 8.5, "solo": 9.0}
OBER_UNTER_WEIGHT = {OBER: (2.0, 1.8, 1.6, 1.5), UNTER: (1.3, 1.2, 1.1, 1.0)}
SUIT_TRUMP_WEIGHT = {ACE: 1.0, TEN: 0.9, KING: 0.8}
WENZ_UNTER_WEIGHT = (2.6, 2.3, 2.1, 1.9)
ACE_BIT, TEN_BIT, KING_BIT = 1 << ACE, 1 << TEN, 1 << KING


@dataclass(frozen=True)
class Option:
    """A contract this hand could name, with its score and the bar it must clear."""

    contract: str
    suit: int | None
    score: float
    threshold: float

    @property
    def margin(self) -> float:
        return self.score - self.threshold


@cache
def _order(contract: str, suit: int | None, deck: tuple[int, ...]) -> CardOrder:
    return card_order(Contract(BY_NAME[contract], suit), deck)


class Layout(NamedTuple):
    """Per card its weight as a trump (0 if plain), the trump mask, per suit the
    rank bits of its plain cards, whether only the Unters are trump, and the
    trump suit: scoring a hand is then a few mask operations."""

    weights: tuple[float, ...]
    trump_mask: int
    plain: tuple[int, ...]
    wenz: bool
    trump_suit: int | None


@cache
def _layout(contract: str, suit: int | None) -> Layout:
    named = Contract(BY_NAME[contract], suit)
    order = _order(contract, suit, tuple(range(32))).suit
    wenz = named.type.trumps == UNTER_ONLY
    weights = []
    for c in range(32):
        r = rank_of(c)
        if order[c] != TRUMP:
            weights.append(0.0)
        elif wenz:
            weights.append(WENZ_UNTER_WEIGHT[suit_of(c)])
        elif r in OBER_UNTER_WEIGHT:
            weights.append(OBER_UNTER_WEIGHT[r][suit_of(c)])
        else:
            weights.append(SUIT_TRUMP_WEIGHT.get(r, 0.7))
    trump_mask = sum(1 << c for c in range(32) if order[c] == TRUMP)
    plain = tuple(sum(1 << r for r in range(8) if order[s * 8 + r] != TRUMP) for s in range(4))
    return Layout(tuple(weights), trump_mask, plain, wenz, named.trump_suit)


def _plain_strength(ranks: int, wenz: bool) -> float:
    """Aces, tens guarded by their ace, and a bonus for a long suit headed by the ace
    (`ranks`: the rank bits of the hand's plain cards of one suit)."""
    score = 0.0
    if ranks & ACE_BIT:
        score += 1.5 if wenz else 1.0
        if ranks & TEN_BIT:
            score += 1.0 if wenz else 0.5
            if ranks & KING_BIT and wenz:
                score += 0.6
        if wenz and ranks.bit_count() >= 4:
            score += 0.8
    return score


def score_contract(hand: list[int], contract: str, suit: int | None) -> float:
    """The hand's strength for `contract` (named with `suit`), on the THRESHOLDS scale."""
    weights, trump_mask, plain, wenz, skip = _layout(contract, suit)
    score = 0.0
    mask = 0
    for c in hand:
        mask |= 1 << c
        score += weights[c]
    long_trumps = not wenz and (mask & trump_mask).bit_count() >= 5
    for s in range(4):
        if s == skip:
            continue
        ranks = mask >> (8 * s) & plain[s]
        score += _plain_strength(ranks, wenz)
        if not ranks and long_trumps:
            score += 0.4
    if contract == "rufspiel" and suit is not None:
        score += 0.4 if (mask >> (8 * suit) & plain[suit]).bit_count() == 1 else 0.0
    return score


def sure_tout(hand: list[int], contract: str, suit: int | None, rules: Rules) -> bool:
    """Whether leading trumps from the top, then the plain cards, wins every trick."""
    order = _order(contract, suit, rules.cards)
    held = set(hand)
    theirs = [c for c in order.trumps if c not in held]
    if theirs:
        if order.trumps[0] not in held:
            return False
        top = max(order.power[c] for c in theirs)
        if sum(order.power[c] > top for c in hand if order.suit[c] == TRUMP) < len(theirs):
            return False
    for c in hand:
        s = order.suit[c]
        if s == TRUMP:
            continue
        if any(x not in held for x in rules.cards if order.suit[x] == s and order.power[x] > order.power[c]):
            return False
    return True


def options(hand: list[int], rules: Rules, kinds: list[str]) -> list[Option]:
    """Every way the engine lets this hand name each contract in `kinds`, scored."""
    result = []
    for contract in kinds:
        kind = BY_NAME[contract]
        for s in nameable_suits(kind, hand, rules):
            if kind is SIE:
                result.append(Option(contract, s, 99.0, 0.0))  # won at the naming
            elif kind.tout:
                ok = sure_tout(hand, contract, s, rules)
                result.append(Option(contract, s, 1.0 if ok else 0.0, 0.5))
            else:
                result.append(Option(contract, s, score_contract(hand, contract, s), THRESHOLDS[contract]))
    return result


def best_option(hand: list[int], rules: Rules, kinds: list[str]) -> Option | None:
    """The highest-ranked contract whose score clears its bar (Tout and Sie first)."""
    good = [o for o in options(hand, rules, kinds) if o.margin >= 0]
    if not good:
        return None
    return max(good, key=lambda o: (BY_NAME[o.contract].rank, o.margin))
