"""The hint's reason for a card that does not take the trick, for every game.

A reason must be true of the card it explains: "follow low" only for the
lowest card the seat could follow with, so that a high trump given to a lost
trick is never called low. The facts come from each game's card order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def not_taking_key(card: int, legal: Sequence[int], led: int, trump: int,
                   suit: Callable[[int], int], power: Callable[[int], int],
                   points: Callable[[int], int]) -> str:
    """The catalog key for playing `card` (one of `legal`) to a trick it does not
    take, `led` being the trick's effective suit: the lowest card of the led
    suit, a throw-off of a side suit, the fewest card points on offer, or else
    the plain fact that the other cards stay in hand."""
    kind = suit(card)
    if kind == led and all(power(card) <= power(other) for other in legal if suit(other) == kind):
        return "hint.play_low"
    if kind not in (led, trump):
        return "hint.discard"
    if all(points(card) <= points(other) for other in legal):
        return "hint.fewest_points"
    return "hint.keep_cards"
