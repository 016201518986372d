"""Worlds follow what a declared solo reveals: the soloist holds a hand for it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from helpers_doppelkopf import play_deal

from engine import doppelkopf as dk
from engine.ai.doppelkopf.actions import group
from engine.ai.doppelkopf.inference import UNFIT, draw_hands, soloist_fits, weight
from engine.ai.doppelkopf.knowledge import Knowledge, read
from engine.ai.doppelkopf.worlds import deal_hidden, unseen


class Reserve:
    """Says `option` at the reservation if offered, else stays healthy; plays nothing."""

    def __init__(self, option: str) -> None:
        self.option = option

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        reserve = group(legal).reserve
        return reserve.get(self.option) or reserve.get("healthy") or legal[0]


def knowledge_in_solo(seed: int, seat: int) -> Knowledge:
    """Seat `seat`'s knowledge at the first card of a clubs solo declared by seat 1."""
    players = [Reserve("clubs" if s == 1 else "healthy") for s in range(4)]
    state = play_deal(players, random.Random(seed), until=4)
    assert state.contract.kind == "solo" and state.contract.declarer == 1
    return read(dk.view(state, seat).to_json())


def test_worlds_give_another_soloist_a_hand_for_his_solo() -> None:
    k = knowledge_in_solo(3, seat=0)
    rng = random.Random(1)
    pool = unseen(k)
    plain = sum(soloist_fits(k, deal_hidden(k, rng, pool)) for _ in range(200))
    drawn = [draw_hands(k, rng, pool) for _ in range(200)]
    assert sum(soloist_fits(k, hands) for hands in drawn) > max(2 * plain, 100)
    for hands in drawn:
        dealt = sorted(t for hand in hands for t in hand)
        assert dealt == sorted(pool + k.hand)
        assert len(hands[1]) == k.hand_sizes[1]


def test_a_world_that_does_not_explain_the_solo_weighs_little() -> None:
    k = knowledge_in_solo(3, seat=0)
    rng = random.Random(2)
    pool = unseen(k)
    worlds = [deal_hidden(k, rng, pool) for _ in range(100)]
    unfit = next(h for h in worlds if not soloist_fits(k, h))
    fit = next(h for h in worlds if soloist_fits(k, h))
    assert weight(k, unfit, None) == UNFIT * weight(k, fit, None)


def test_the_soloist_knows_his_own_hand() -> None:
    k = knowledge_in_solo(3, seat=1)
    rng = random.Random(3)
    assert all(soloist_fits(k, deal_hidden(k, rng, unseen(k))) for _ in range(20))
