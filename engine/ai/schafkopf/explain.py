"""Why a card: the translatable reason of a hint (keys of web/i18n, "hint.*").

The search only says which card is best; this names the idea behind it as
the seat itself can see it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...schafkopf.cards import POINTS, card_name
from ...schafkopf.contracts import TRUMP
from ..reasons import not_taking_key
from .knowledge import Knowledge


def card_reason(k: Knowledge, card: int, legal: Sequence[int], solved: bool) -> dict[str, Any]:
    """{"key": "hint.<idea>", "card": ..., ...} for playing `card` out of the `legal` ones."""
    g = k.game
    name = card_name(card)
    if len(legal) == 1:
        return {"key": "hint.only_move", "card": name}
    if solved:
        return {"key": "hint.endgame", "card": name}
    if not k.trick:
        if g.suit[card] == TRUMP:
            return {"key": "hint.pull_trumps", "card": name}
        earlier = any(g.suit[cards[0]] == g.suit[card] for _, cards, _ in k.tricks)
        if POINTS[card] == 11 and not earlier:
            return {"key": "hint.lead_ace", "card": name}
        return {"key": "hint.lead_suit", "card": name}
    best = g.order.trick_winner(k.trick)
    winner = (k.trick_leader + best) & 3
    if g.order.trick_winner([*k.trick, card]) == len(k.trick):
        return {"key": "hint.take_trick", "card": name,
                "points": sum(POINTS[c] for c in k.trick) + POINTS[card]}
    if POINTS[card] >= 10 and _partner(k, winner):
        return {"key": "hint.smear", "card": name, "partner": winner}
    key = not_taking_key(card, legal, g.suit[k.trick[0]], TRUMP, g.suit.__getitem__,
                         g.power.__getitem__, POINTS.__getitem__)
    return {"key": key, "card": name}


def _partner(k: Knowledge, seat: int) -> bool:
    """Whether the seat knows `seat` plays on its side."""
    g = k.game
    mine = k.parties[k.seat]
    if mine is not None and k.parties[seat] is not None:
        return k.parties[seat] == mine
    if g.ramsch:
        return seat == k.seat
    if not g.ace:
        return (seat == g.declarer) == (k.seat == g.declarer)
    return (bool(k.hand & g.ace) and seat == g.declarer) or (
        k.seat == g.declarer and k.ace_seats == {seat})
