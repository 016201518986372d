"""Schafkopf invariants over 10,000 seeded random deals: both decks, both profiles, the options.

What every game promises (legality at the edge, no lost card, zero-sum
scores, replay, copies, views naming no hidden card) is checked for all games
by tests/test_game_contract.py. Here: what only Schafkopf has. Every contract
comes up; no view shows the called ace's holder before he is revealed; the
scoring items add up to the value; a deal played to its end has all 120
card points in tricks.
STICHFEST_DEALS sets the number of deals (default 10,000; fewer in Pyodide).
"""

from __future__ import annotations

import os
import random

import pytest

from engine.schafkopf import Action, Rules, State, new_deal, random_hands, view

DEALS = int(os.environ.get("STICHFEST_DEALS", "10000"))
CONFIGS = [(profile, deck) for profile in ("money", "points") for deck in ("long", "short")]
VARIANTS = [{}, {"ramsch": True}, {"kontraUntil": "secondCard", "reUntilOwnFirstCard": True},
            {"schneiderLine": "symmetric30", "runAwayMin": 3}]


def choose(state: State, rng: random.Random) -> Action:
    """Mostly passes in the bidding (so every contract comes up), sometimes a double by anyone."""
    legal = state.legal_actions()
    if state.phase == "bidding" and rng.random() < 0.6:
        return legal[0]
    doubles = [a for seat in range(4) for a in state.legal_actions(seat) if a.type == "double"]
    if doubles and rng.random() < 0.3:
        return rng.choice(doubles)
    return rng.choice(legal)


def check_view(state: State, seat: int) -> None:
    partner = state.partner
    if partner is not None and seat != partner and not state.partner_revealed():
        assert view(state, seat).to_json()["parties"][partner] is None


def play(rules: Rules, seed: int) -> State:
    rng = random.Random(seed)
    state = new_deal(rules, seed % 4, random_hands(rules, rng))
    while not state.is_finished:
        if rng.random() < 0.2:
            check_view(state, rng.randrange(4))
        state.apply(choose(state, rng))
    return state


def check_finished(state: State) -> None:
    result = state.result()
    if result.items is not None:
        payers = len(result.items) if state.contract and state.contract.type.name == "ramsch" else 1
        assert sum(item.points for item in result.items) == result.value * payers
        assert result.value > 0
    if state.contract is not None and not state.tout_lost and state.contract.type.name != "sie":
        assert not any(state.hands) and sum(t.points for t in state.tricks) == 120


@pytest.mark.parametrize("profile,deck", CONFIGS)
def test_random_deals_keep_the_invariants(profile: str, deck: str) -> None:
    rule_sets = [Rules.from_json({"profile": profile, "deck": deck, **variant}) for variant in VARIANTS]
    contracts = set()
    for seed in range(DEALS // len(CONFIGS)):
        state = play(rule_sets[seed % len(rule_sets)], seed)
        check_finished(state)
        contracts.add(state.contract.type.name if state.contract else "all pass")
    assert contracts >= {"all pass", "ramsch", "rufspiel", "wenz", "solo", "wenz-tout", "solo-tout"}
