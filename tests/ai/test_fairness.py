"""Fairness: a player's decision depends on its view only.

Two deals that differ only in hidden cards (two unplayed cards of the same
effective suit swapped between two other seats) give the deciding seat the
same view; with the same seed every level must then choose the same action.
"""

from __future__ import annotations

import random

import pytest
from helpers_doppelkopf import RULES, play_deal

from engine import doppelkopf as dk
from engine.ai import make_player

SEAT = 0


def _suit(state: dk.State, card: int) -> int:
    return state.order.suit[card]


def twin_states(seed: int, actions: int) -> tuple[dk.State, dk.State]:
    """A deal after `actions` actions, and the same deal with two hidden cards swapped."""
    rng = random.Random(seed)
    hands = dk.random_hands(RULES, rng)
    easy = [make_player("doppelkopf", "easy") for _ in range(4)]
    first = play_deal(easy, rng, hands=hands, until=actions)
    while first.to_move != SEAT:
        legal = first.legal_actions(first.to_move)
        first.apply(easy[first.to_move].choose(dk.view(first, first.to_move), legal, rng))
    for one, two in ((1, 2), (1, 3), (2, 3)):
        for a in first.hands[one]:
            for b in first.hands[two]:
                if a != b and _suit(first, a) == _suit(first, b) and 3 not in (a % 6, b % 6):
                    swapped = [list(h) for h in hands]
                    swapped[one][swapped[one].index(a)] = b
                    swapped[two][swapped[two].index(b)] = a
                    second = dk.new_deal(RULES, 0, swapped)
                    for action in first.history:
                        second.apply(action)
                    return first, second
    raise AssertionError("no swappable pair in this deal")


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
@pytest.mark.parametrize("seed,actions", [(1, 4), (2, 14), (3, 30)])
def test_same_view_same_decision(level: str, seed: int, actions: int) -> None:
    first, second = twin_states(seed, actions)
    assert first.hands != second.hands
    view_a, view_b = dk.view(first, SEAT), dk.view(second, SEAT)
    assert view_a.to_json() == view_b.to_json()
    player = make_player("doppelkopf", level, iterations=6)
    legal = first.legal_actions(SEAT)
    choice_a = player.choose(view_a, legal, random.Random(seed))
    choice_b = player.choose(view_b, second.legal_actions(SEAT), random.Random(seed))
    assert choice_a == choice_b
