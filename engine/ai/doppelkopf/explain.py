"""Why a card: a translatable key and its parameters for a hint.

The search only says which card is best; this names the idea behind it
from the seat's own view, in the order a player would think of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...doppelkopf.cards import ACE, POINTS, card_name, rank_of
from ...doppelkopf.contracts import TRUMP
from ..reasons import not_taking_key
from .knowledge import Knowledge


def card_reason(k: Knowledge, t: int, legal: Sequence[int], solved: bool) -> dict[str, Any]:
    """{"key": "hint.<idea>", "card": ..., ...} for playing card type `t` out of
    the `legal` card types."""
    lay = k.lay
    card = card_name(t)
    if solved:
        return {"key": "hint.endgame", "card": card}
    suit = lay.suit[lay.slot_of[t]]
    trick = k.trick.cards
    if not trick:
        if suit == TRUMP:
            return {"key": "hint.pull_trumps", "card": card}
        led_before = any(lay.suit[lay.slot_of[x.cards[0]]] == suit for x in k.tricks)
        if rank_of(t) == ACE and not led_before:
            return {"key": "hint.lead_ace", "card": card}
        return {"key": "hint.lead_suit", "card": card}
    last = len(k.tricks) == k.n_tricks - 1
    above = lay.above_last if last else lay.above
    _, at, _ = lay.winner([lay.slot_of[c] for c in trick], last)
    win = trick[at]
    winner = k.trick.seat(at)
    mine = k.my_party()
    friend = winner == k.seat or k.party[winner] == mine
    trick_points = sum(POINTS[c] for c in trick)
    if (1 << lay.slot_of[t]) & above[lay.slot_of[win]]:
        return {"key": "hint.take_trick", "card": card, "points": trick_points + POINTS[t]}
    if friend and POINTS[t] >= 10:
        return {"key": "hint.smear", "card": card, "partner": winner}
    led = lay.suit[lay.slot_of[trick[0]]]
    key = not_taking_key(t, legal, led, TRUMP, lambda c: lay.suit[lay.slot_of[c]],
                         lay.slot_of.__getitem__, POINTS.__getitem__)
    return {"key": key, "card": card}
