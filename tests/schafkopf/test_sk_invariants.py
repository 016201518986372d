"""Invariants over 10,000 seeded random Schafkopf deals: both decks, both profiles, the options.

STICHFEST_DEALS sets the number of deals (default 10,000; fewer in Pyodide).
Every deal: a legal action exists until the end; an illegal action raises
IllegalAction and changes nothing; no view shows another seat's cards or an
unrevealed partner; the card points add up to 120 and the scores to zero.
"""

from __future__ import annotations

import json
import os
import random
import re

import pytest

from engine.errors import IllegalAction
from engine.schafkopf import Action, Rules, State, new_deal, random_hands, view
from engine.schafkopf.cards import card_name, parse_card, POINTS

DEALS = int(os.environ.get("STICHFEST_DEALS", "10000"))
CONFIGS = [(profile, deck) for profile in ("money", "points") for deck in ("long", "short")]
CARD_NAME = re.compile(r'"([EGHS](?:A|10|K|O|U|9|8|7))"')
VARIANTS = [{}, {"ramsch": True}, {"kontraUntil": "secondCard", "reUntilOwnFirstCard": True},
            {"schneiderLine": "symmetric30", "runAwayMin": 3}]


def signature(state: State) -> tuple:
    """Everything an action could change."""
    return (state.phase, state.turn, len(state.history), tuple(map(tuple, state.hands)), tuple(state.trick),
            len(state.tricks), state.kontra, state.re, state.contract, tuple(state.points))


def choose(state: State, rng: random.Random) -> Action:
    """Mostly passes in the bidding (so every contract comes up), sometimes a double by anyone."""
    legal = state.legal_actions()
    if state.phase == "bidding" and rng.random() < 0.6:
        return legal[0]
    doubles = [a for seat in range(4) for a in state.legal_actions(seat) if a.type == "double"]
    if doubles and rng.random() < 0.3:
        return rng.choice(doubles)
    return rng.choice(legal)


def some_illegal_action(state: State, rng: random.Random) -> Action:
    """A random play, bid, naming or double by any seat that the rules do not allow now."""
    legal = {a for s in range(4) for a in state.legal_actions(s)}
    while True:
        seat, kind = rng.randrange(4), rng.randrange(4)
        if kind == 0:
            action = Action.play(seat, rng.choice(state.rules.cards))
        elif kind == 1:
            action = Action.bid(seat, rng.choice(("pass", "rufspiel", "wenz", "solo", "wenz-tout", "solo-tout", "sie")))
        elif kind == 2:
            action = Action.naming(seat, rng.choice(("rufspiel", "solo", "wenz")), rng.choice((None, 0, 1, 2, 3)))
        else:
            action = Action.double(seat, rng.choice(("kontra", "re")))
        if action not in legal:
            return action


def check_view(state: State, seat: int) -> None:
    data = view(state, seat).to_json()
    assert sorted(data["hand"]) == sorted(card_name(c) for c in state.hands[seat])
    played = {c for t in state.tricks for c in t.cards} | set(state.trick)
    shown = json.dumps({key: value for key, value in data.items() if key not in ("result", "rules")})
    visible = {parse_card(name) for name in CARD_NAME.findall(shown)}
    assert visible <= set(state.hands[seat]) | played
    partner = state.partner
    if partner is not None and seat != partner and not state.partner_revealed():
        assert data["parties"][partner] is None


def play_checked(rules: Rules, seed: int) -> State:
    rng = random.Random(seed)
    state = new_deal(rules, seed % 4, random_hands(rules, rng))
    while not state.is_finished:
        assert state.legal_actions(), "no legal action"
        if rng.random() < 0.15:
            before = signature(state)
            with pytest.raises(IllegalAction):
                state.apply(some_illegal_action(state, rng))
            assert signature(state) == before
        if rng.random() < 0.2:
            check_view(state, rng.randrange(4))
        state.apply(choose(state, rng))
    return state


def check_finished(state: State) -> None:
    result = state.result()
    assert sum(result.scores) == 0
    assert state.legal_actions() == [] and state.to_move is None
    trick_points = sum(t.points for t in state.tricks)
    in_hands = sum(POINTS[c] for hand in state.hands for c in hand)
    assert trick_points + in_hands == 120
    if result.card_points is not None:
        assert sum(result.card_points.values()) == trick_points
    if result.items is not None:
        payers = len(result.items) if state.contract and state.contract.type.name == "ramsch" else 1
        assert sum(item.points for item in result.items) == result.value * payers
        assert result.value > 0
    if state.contract is not None and not state.tout_lost and state.contract.type.name != "sie":
        assert in_hands == 0 and trick_points == 120
    for seat in range(4):
        check_view(state, seat)


@pytest.mark.parametrize("profile,deck", CONFIGS)
def test_random_deals_keep_the_invariants(profile: str, deck: str) -> None:
    rule_sets = [Rules.from_json({"profile": profile, "deck": deck, **variant}) for variant in VARIANTS]
    contracts = set()
    for seed in range(DEALS // len(CONFIGS)):
        state = play_checked(rule_sets[seed % len(rule_sets)], seed)
        check_finished(state)
        contracts.add(state.contract.type.name if state.contract else "all pass")
    assert contracts >= {"all pass", "ramsch", "rufspiel", "wenz", "solo", "wenz-tout", "solo-tout"}
