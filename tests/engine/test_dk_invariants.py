"""Doppelkopf invariants over many seeded random deals (all presets and options).

What every game promises (legality at the edge, no lost card, zero-sum
scores, replay, copies, views naming no hidden card) is checked for all games
by tests/test_game_contract.py. Here: what only Doppelkopf has. Random
reservations (with and without Pflichtsolo debts and Vorführung), random
plays, and announcements by any seat at any moment, which are accepted
exactly when listed as legal (the deadlines computed two ways agree); views
hide the reservations, parties, a silent wedding and a Schweinchen until they
are shown; the scoring items add up to the value.
STICHFEST_DEALS sets the number of deals (default 10,000; fewer in Pyodide).
"""

from __future__ import annotations

import os
import random

from engine import doppelkopf as dk
from engine.doppelkopf.actions import ANNOUNCE, Action
from engine.doppelkopf.announcements import VALUES
from engine.doppelkopf.cards import CARD_BY_NAME
from engine.doppelkopf.contracts import schweinchen_card
from engine.errors import IllegalAction

DEALS = int(os.environ.get("STICHFEST_DEALS", "10000"))

RULE_SETS = [dk.Rules.from_json(r) for r in (
    {"preset": "tournament"}, {"preset": "no-nines"}, {"preset": "schweinchen"},
    {"preset": "tournament", "dulleRule": "secondWinsExceptLast", "onlyKontraRule": False},
    {"preset": "no-nines", "weddingClarify": "firstNonTrumpTrick", "reKontraDoubles": True},
    {"preset": "schweinchen", "schweinchenInFarbsolo": True, "dulleRule": "secondWins"},
)]


def check_view(state: dk.State, seat: int) -> None:
    data = dk.view(state, seat).to_json()
    contract = state.contract
    declarer = contract.declarer if contract and contract.kind in ("solo", "wedding") else None
    for call in data["calls"]:
        if call["seat"] not in (seat, declarer):
            assert call["value"] in ("healthy", "reservation") and "solo" not in call
    for truth, known in zip(state.party, data["parties"], strict=True):
        assert known is None or known == ("re", "kontra")[truth]  # type: ignore[index]
    played = [c for t in state.tricks for c in t.cards] + state.trick
    looks_normal = data["contract"] is not None and data["contract"]["type"] == "normal"
    if looks_normal and not state.announcements and CARD_BY_NAME["CQ"] not in played:
        assert [p is None for p in data["parties"]] == [s != seat for s in range(4)]
    if contract and contract.kind == "silent-wedding" and seat != contract.declarer \
            and not state.is_finished and played.count(CARD_BY_NAME["CQ"]) < 2:
        assert data["contract"]["type"] == "normal"
    if data["schweinchen"] is not None and seat != state.schweinchen and not state.is_finished:
        assert contract is not None
        pig = schweinchen_card(contract.scheme, state.rules.schweinchen_in_farbsolo)
        plays = [(s, c) for t in state.tricks for s, c in zip(t.seats, t.cards, strict=True)]
        assert (state.schweinchen, pig) in plays + list(zip(state.trick_seats, state.trick, strict=True))


def random_start(rng: random.Random, n: int) -> dk.State:
    rules = RULE_SETS[n % len(RULE_SETS)]
    owes = [rng.random() < 0.5 for _ in range(4)] if rng.random() < 0.3 and rules.pflichtsolo else None
    forced = None
    if owes and any(owes) and rng.random() < 0.2:
        forced = rng.choice([s for s in range(4) if owes[s]])
    return dk.new_deal(rules, rng.randrange(4), dk.random_hands(rules, rng), owes, forced)


def attempt(state: dk.State, action: Action) -> None:
    """`action` is accepted exactly when it is listed as legal."""
    listed = action in state.legal_actions(action.seat)
    try:
        state.apply(action)
    except IllegalAction:
        assert not listed, f"{action} is listed as legal but refused"
    else:
        assert listed, f"{action} was applied but is not listed as legal"


def choose(state: dk.State, rng: random.Random) -> Action:
    legal = state.legal_actions()
    if state.phase == "reservations":
        healthy = [a for a in legal if a.value == "healthy"]
        return healthy[0] if healthy and rng.random() < 0.7 else rng.choice(legal)
    plays = [a for a in legal if a.type == "play"]
    return rng.choice(legal) if rng.random() < 0.03 else rng.choice(plays)


def test_random_deals_keep_the_invariants() -> None:
    rng = random.Random(20261129)
    for n in range(DEALS):
        state = random_start(rng, n)
        while not state.is_finished:
            roll = rng.random()
            if roll < 0.1:
                attempt(state, ANNOUNCE[rng.randrange(4)][rng.choice(VALUES)])
            else:
                state.apply(choose(state, rng))
            if roll > 0.98:
                check_view(state, rng.randrange(4))
        result = state.result()
        for_re = sum(i.points if i.party == "re" else -i.points for i in result.items)
        assert for_re == (-result.value if result.winner == "kontra" else result.value)
        if n % 50 == 0:
            check_view(state, n % 4)
