"""Hints: the strong player's move, from the person's own view, explained."""

from __future__ import annotations

import random

import pytest
from helpers_doppelkopf import RULES, play_deal

from engine import doppelkopf as dk
from engine.ai import hint, make_player
from engine.ai.doppelkopf.explain import card_reason
from engine.ai.doppelkopf.knowledge import read
from engine.doppelkopf.actions import Action
from engine.doppelkopf.cards import card_name, parse_card

KEYS = {"hint.healthy", "hint.wedding", "hint.solo", "hint.announce", "hint.pull_trumps",
        "hint.lead_ace", "hint.lead_suit", "hint.take_trick", "hint.smear", "hint.play_low",
        "hint.discard", "hint.fewest_points", "hint.keep_cards", "hint.endgame", "hint.only_move"}


@pytest.mark.parametrize("actions", [0, 4, 9, 25, 45])
def test_hint_is_the_strong_move(actions: int) -> None:
    rng = random.Random(actions)
    easy = [make_player("doppelkopf", "easy") for _ in range(4)]
    state = play_deal(easy, rng, until=actions)
    seat = state.to_move
    view = dk.view(state, seat)
    legal = state.legal_actions(seat)
    advice = hint(view, legal, random.Random(7), iterations=6)
    strong = make_player("doppelkopf", "strong", iterations=6)
    assert advice.action in legal
    if len(legal) > 1:
        assert advice.action == strong.choose(view, legal, random.Random(7))
    assert advice.reason["key"] in KEYS
    assert 0.0 <= advice.win_chance <= 1.0


# A trump trick the person cannot take: Anna leads a Jack of Diamonds, Bernd
# tops it with the Dulle (H10), Clara adds the Nine of Diamonds; the person
# holds three trumps, the Queen of Clubs (high, 3 card points), the Ace
# (11) and the Ten (10) of Diamonds, the lowest of the three.
LOST_TRUMP_TRICK = [
    ["CQ", "DA", "D10", "CA", "CA", "C10", "C10", "CK", "CK", "C9", "C9", "SA"],
    ["DJ", "DJ", "SA", "S10", "S10", "SK", "SK", "S9", "S9", "HA", "HA", "CQ"],
    ["H10", "H10", "HK", "HK", "H9", "H9", "DQ", "DQ", "HQ", "HQ", "SQ", "SQ"],
    ["D9", "D9", "DA", "D10", "DK", "DK", "HJ", "HJ", "SJ", "SJ", "CJ", "CJ"],
]


@pytest.mark.parametrize("card, key", [
    ("CQ", "hint.fewest_points"),  # a high trump is never "follow low"
    ("D10", "hint.play_low"),      # the lowest trump the person could follow with
    ("DA", "hint.keep_cards"),     # neither the lowest nor the cheapest
])
def test_a_high_trump_given_to_a_lost_trick_is_not_called_low(card: str, key: str) -> None:
    state = dk.new_deal(RULES, 0, LOST_TRUMP_TRICK)
    for seat in (1, 2, 3, 0):
        state.apply(Action.from_json({"seat": seat, "type": "reservation", "value": "healthy"}))
    for seat, played in ((1, "DJ"), (2, "H10"), (3, "D9")):
        state.apply(Action.from_json({"seat": seat, "type": "play", "card": played}))
    legal = [a.card for a in state.legal_actions(0) if a.type == "play"]
    assert sorted(card_name(c) for c in legal if c is not None) == ["CQ", "D10", "DA"]
    knowledge = read(dk.view(state, 0).to_json())
    reason = card_reason(knowledge, parse_card(card), [c for c in legal if c is not None], solved=False)
    assert reason == {"key": key, "card": card}
