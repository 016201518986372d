"""Search seeded deals and play-outs for a record that meets a scenario.

Worked examples give exact card points (e.g. 134:106) and events (a fox in
trick 3, Karlchen in the last trick); finding a deal that reaches them is a
search. A scenario fixes some cards, the reservations, a few opening plays
and the announcements (seat, value, cards in hand at that moment); the rest
is dealt and played at random from a seed, with one party playing greedily
when the target needs it, until `accept` holds for the finished deal.
The files this writes are fixed data; the expected results in them are
written by hand from docs/rules.md, not computed by the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine import doppelkopf as dk
from engine.doppelkopf.actions import ANNOUNCE, PLAY, RESERVE, SOLO
from engine.doppelkopf.cards import KARLCHEN, deck, parse_card
from engine.errors import IllegalAction
from engine.shuffle import fisher_yates


@dataclass
class Scenario:
    name: str
    expected: dict[str, Any]
    accept: Callable[[dk.State], bool]
    rules: dict[str, Any] = field(default_factory=lambda: {"preset": "tournament"})
    dealer: int = 0
    fixed: dict[int, list[str]] = field(default_factory=dict)
    hands_ok: Callable[[list[list[int]]], bool] = lambda hands: True
    reservations: dict[int, tuple[str, str | None]] = field(default_factory=dict)
    owes: list[bool] | None = None
    opening: list[tuple[int, str]] = field(default_factory=list)
    script: list[tuple[int, str, int]] = field(default_factory=list)
    greedy: str | None = None
    greed: float = 0.8
    keep_karlchen: bool = False


def _deal(scenario: Scenario, rules: dk.Rules, rng: random.Random) -> list[list[int]]:
    rest = deck(rules.nines)
    hands: list[list[int]] = [[] for _ in range(4)]
    for seat, names in scenario.fixed.items():
        for name in names:
            c = parse_card(name)
            rest.remove(c)
            hands[seat].append(c)
    rest = fisher_yates(rest, rng)
    for seat in range(4):
        need = rules.hand_size - len(hands[seat])
        hands[seat].extend(rest[:need])
        del rest[:need]
    return hands


def _choose(state: dk.State, scenario: Scenario, rng: random.Random) -> int:
    seat = state.to_move
    assert seat is not None
    cards = state.playable(seat)
    party = state.party[seat]
    if scenario.keep_karlchen and len(cards) > 1 and KARLCHEN in cards:
        cards.remove(KARLCHEN)
    if scenario.greedy is None or party is None or rng.random() > scenario.greed:
        return rng.choice(cards)
    power = state.order.power
    suit = state.order.suit
    strength = [(suit[c] == 4, power[c]) for c in cards]
    favoured = ("re", "kontra").index(scenario.greedy) == party
    pick = max if favoured else min
    return cards[strength.index(pick(strength))]


def play_out(scenario: Scenario, seed: int) -> dk.State | None:
    """One seeded attempt: the finished deal, or None if the script could not be kept."""
    rng = random.Random(seed)
    rules = dk.Rules.from_json(scenario.rules)
    hands = _deal(scenario, rules, rng)
    if not scenario.hands_ok(hands):
        return None
    state = dk.new_deal(rules, scenario.dealer, hands, scenario.owes)
    try:
        while state.phase == "reservations":
            seat = state.to_move
            assert seat is not None
            value, solo = scenario.reservations.get(seat, ("healthy", None))
            state.apply(SOLO[seat][solo] if solo else RESERVE[seat][value])
        opening = list(scenario.opening)
        script = list(scenario.script)
        while not state.is_finished:
            while script and state.clarified and len(state.hands[script[0][0]]) <= script[0][2]:
                seat, value, cards = script.pop(0)
                if len(state.hands[seat]) != cards:
                    return None
                state.apply(ANNOUNCE[seat][value])
            if opening:
                seat, name = opening.pop(0)
                state.apply(PLAY[seat][parse_card(name)])
            else:
                seat = state.to_move
                assert seat is not None
                state.apply(PLAY[seat][_choose(state, scenario, rng)])
    except IllegalAction:
        return None
    return state if not script else None


def find(scenario: Scenario, limit: int = 400_000) -> tuple[int, dk.State]:
    for seed in range(limit):
        state = play_out(scenario, seed)
        if state is not None and scenario.accept(state):
            return seed, state
    raise LookupError(f"{scenario.name}: no record in {limit} seeds")
