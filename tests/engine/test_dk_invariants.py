"""Invariants over many seeded random Doppelkopf deals (all presets and options).

Random reservations (with and without Pflichtsolo debts and Vorführung),
random plays, random legal and illegal announcements, in and out of turn.
STICHFEST_DEALS sets the number of deals (default 10,000; fewer in Pyodide).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from itertools import chain
from typing import Any

from engine import doppelkopf as dk
from engine.doppelkopf.actions import ANNOUNCE, PLAY, RESERVE, SOLO, Action
from engine.doppelkopf.announcements import VALUES
from engine.doppelkopf.cards import CARD_BY_NAME, card_name
from engine.doppelkopf.contracts import schweinchen_card
from engine.errors import IllegalAction
from engine.record import replay

DEALS = int(os.environ.get("STICHFEST_DEALS", "10000"))

RULE_SETS = [dk.Rules.from_json(r) for r in (
    {"preset": "tournament"}, {"preset": "no-nines"}, {"preset": "schweinchen"},
    {"preset": "tournament", "dulleRule": "secondWinsExceptLast", "onlyKontraRule": False},
    {"preset": "no-nines", "weddingClarify": "firstNonTrumpTrick", "reKontraDoubles": True},
    {"preset": "schweinchen", "schweinchenInFarbsolo": True, "dulleRule": "secondWins"},
)]

EVERY_ACTION: list[Action] = [a for seat in range(4) for a in (
    *PLAY[seat], *ANNOUNCE[seat].values(), *RESERVE[seat].values(), *SOLO[seat].values())]


def fingerprint(state: dk.State) -> tuple[Any, ...]:
    return (state.phase, state.to_move, len(state.history), tuple(map(tuple, state.hands)),
            tuple(state.trick_cards), len(state.tricks), tuple(state.levels),
            tuple(state.blocked), tuple(state.party), state.contract, len(state.calls),
            state.shift, state.clarified, state.partner, tuple(state.points))


def card_strings(data: Any) -> Counter[str]:
    """Every card name anywhere in a JSON value."""
    found: Counter[str] = Counter()
    if isinstance(data, str) and data in CARD_BY_NAME:
        found[data] += 1
    elif isinstance(data, dict):
        for value in data.values():
            found += card_strings(value)
    elif isinstance(data, list):
        for value in data:
            found += card_strings(value)
    return found


def check_view(state: dk.State, seat: int) -> None:
    data = dk.view(state, seat).to_json()
    own = Counter(card_name(c) for c in state.hands[seat])
    assert Counter(data["hand"]) == own
    played = Counter(card_name(c) for t in state.tricks for c in t.cards)
    played += Counter(card_name(c) for c in state.trick_cards)
    public = {k: v for k, v in data.items() if k not in ("hand", "legal")}
    assert not card_strings(public) - played, "a view shows cards nobody played"
    assert not card_strings(data["legal"]) - own
    contract = state.contract
    declarer = contract.declarer if contract and contract.kind in ("solo", "wedding") else None
    for call in data["calls"]:
        if call["seat"] not in (seat, declarer):
            assert call["value"] in ("healthy", "reservation") and "solo" not in call
    for truth, known in zip(state.party, data["parties"]):
        assert known is None or known == ("re", "kontra")[truth]  # type: ignore[index]
    looks_normal = data["contract"] is not None and data["contract"]["type"] == "normal"
    if looks_normal and not state.announcements and "CQ" not in played:
        assert [p is None for p in data["parties"]] == [s != seat for s in range(4)]
    if contract and contract.kind == "silent-wedding" and seat != contract.declarer \
            and not state.is_finished:
        played_cards = [c for t in state.tricks for c in t.cards] + state.trick_cards
        if played_cards.count(CARD_BY_NAME["CQ"]) < 2:
            assert data["contract"]["type"] == "normal"
    if data["schweinchen"] is not None and seat != state.schweinchen and not state.is_finished:
        assert contract is not None
        pig = schweinchen_card(contract.scheme, state.rules.schweinchen_in_farbsolo)
        plays = [(s, c) for t in state.tricks for s, c in zip(t.seats, t.cards)]
        assert (state.schweinchen, pig) in plays + list(zip(state.trick_seats, state.trick_cards))


def random_start(rng: random.Random, n: int) -> dk.State:
    rules = RULE_SETS[n % len(RULE_SETS)]
    owes = [rng.random() < 0.5 for _ in range(4)] if rng.random() < 0.3 and rules.pflichtsolo else None
    forced = None
    if owes and any(owes) and rng.random() < 0.2:
        forced = rng.choice([s for s in range(4) if owes[s]])
    return dk.new_deal(rules, rng.randrange(4), dk.random_hands(rules, rng), owes, forced)


def attempt(state: dk.State, action: Action) -> None:
    """Apply `action` if it is listed as legal; otherwise it must raise and change nothing."""
    if action in state.legal_actions(action.seat):
        state.apply(action)
        return
    before = fingerprint(state)
    try:
        state.apply(action)
    except IllegalAction:
        assert fingerprint(state) == before
    else:
        raise AssertionError(f"{action} was applied but is not listed as legal")


def choose(state: dk.State, rng: random.Random) -> Action:
    legal = state.legal_actions()
    assert legal, "no legal action before the end"
    if state.phase == "reservations":
        healthy = [a for a in legal if a.value == "healthy"]
        return healthy[0] if healthy and rng.random() < 0.7 else rng.choice(legal)
    plays = [a for a in legal if a.type == "play"]
    return rng.choice(legal) if rng.random() < 0.03 else rng.choice(plays)


def test_random_deals_keep_the_invariants() -> None:
    rng = random.Random(20261129)
    for n in range(DEALS):
        state = random_start(rng, n)
        dealt = sorted(c for hand in state.dealt for c in hand)
        while not state.is_finished:
            roll = rng.random()
            if roll < 0.3:
                attempt(state, rng.choice(EVERY_ACTION))
            elif roll < 0.4:
                attempt(state, ANNOUNCE[rng.randrange(4)][rng.choice(VALUES)])
            else:
                state.apply(choose(state, rng))
            if roll > 0.98:
                check_view(state, rng.randrange(4))
            assert sorted([*chain.from_iterable(state.hands), *state.trick_cards,
                           *chain.from_iterable(t.cards for t in state.tricks)]) == dealt
        assert state.legal_actions() == [] and state.to_move is None
        attempt(state, rng.choice(EVERY_ACTION))
        result = state.result()
        assert sum(state.points) == 240 == sum(result.card_points)
        assert sum(result.scores) == 0
        for_re = sum(i.points if i.party == "re" else -i.points for i in result.items)
        assert for_re == (-result.value if result.winner == "kontra" else result.value)
        if n % 50 == 0:
            assert replay(state.to_record()).result() == result
            check_view(state, n % 4)
