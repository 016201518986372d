"""Fairness: a Schafkopf player's decision depends on its view only.

Swapping two unplayed cards of the same effective suit between two other
seats leaves the deciding seat's view unchanged; with the same seed every
level must then choose the same action.
"""

from __future__ import annotations

import random

import pytest

from engine.ai import make_player
from engine.schafkopf import Rules, new_deal, random_hands, view

RULES = Rules.for_profile("money")


def twins(seed: int, cards_played: int):  # type: ignore[no-untyped-def]
    """A deal in play and its twin with two hidden cards swapped, or None."""
    rng = random.Random(seed)
    hands = random_hands(RULES, rng)
    easy = make_player("schafkopf", "easy")
    state = new_deal(RULES, seed % 4, hands)
    while not state.is_finished and (state.phase != "play" or state.cards_played < cards_played):
        seat = state.to_move
        state.apply(easy.choose(view(state, seat), state.legal_actions(seat), rng))
    if state.is_finished:
        return None
    me = state.to_move
    one, two = (me + 1) % 4, (me + 2) % 4
    suit = state.order.suit
    ace = state.contract.called_ace
    for a in state.hands[one]:
        for b in state.hands[two]:
            if suit[a] == suit[b] and ace not in (a, b):
                swapped = [list(h) for h in hands]
                swapped[one][swapped[one].index(a)] = b
                swapped[two][swapped[two].index(b)] = a
                twin = new_deal(RULES, seed % 4, swapped)
                for action in state.history:
                    twin.apply(action)
                return state, twin
    return None


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_choice_depends_on_the_view_only(level: str) -> None:
    compared = 0
    for seed in range(12):
        pair = twins(seed, 4 + seed % 12)
        if pair is None:
            continue
        state, twin = pair
        seat = state.to_move
        assert view(state, seat).to_json() == view(twin, seat).to_json()
        player = make_player("schafkopf", level, iterations=3)
        first = player.choose(view(state, seat), state.legal_actions(seat), random.Random(seed))
        second = player.choose(view(twin, seat), twin.legal_actions(seat), random.Random(seed))
        assert first == second
        compared += 1
    assert compared >= 6
