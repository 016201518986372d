"""Rule-of-thumb card play: the easy player, and the players inside rollouts.

Each seat decides only from what it would know: its own hand, the cards
played, and the parties as far as they are public (or known to it, the
partner knowing himself). So a simulated defender does not know who holds
the called ace before it shows, and rollouts leak no partner.

The rules of thumb: the declaring side pulls trumps with the highest
outstanding trump; defenders search the called ace by leading its suit,
otherwise run their aces on the first round of a suit ("Sau rennen");
points go onto a trick that a known partner has safely won (schmieren);
a trick held by an opponent or by a seat of unknown party is taken
cheaply when it pays, else the cheapest card goes.

In a Ramsch everyone plays alone and wants no card points: lead a card
that a higher one still out can beat, stay under the trick with the
highest card that does (points and high cards given away are gone), and
when the trick must be taken, take it with the card that costs least.
"""

from __future__ import annotations

from ...schafkopf.cards import POINTS, cards_of
from ...schafkopf.contracts import TRUMP
from ...schafkopf.core import Deal


def friend(t: Deal, a: int, b: int) -> bool | None:
    """Whether `a` knows `b` is on his side: True, False, or None for unknown."""
    if a == b:
        return True
    g = t.game
    if g.ramsch:
        return False
    if not g.ace or t.revealed or t.hands[a] & g.ace:
        return t.team[a] == t.team[b]
    if a == g.declarer:
        return None
    return False if b == g.declarer else None


def choose_card(t: Deal, seat: int, legal: int) -> int:
    """The rule-of-thumb card for `seat` from the legal mask `legal`."""
    options = cards_of(legal)
    if len(options) == 1:
        return options[0]
    if t.game.ramsch:
        return _ramsch(t, seat, options)
    if not t.trick:
        return _lead(t, seat, options)
    return _follow(t, seat, options)


def _outstanding(t: Deal, seat: int) -> int:
    """Cards still out in the other hands, as `seat` sees them."""
    return (t.hands[0] | t.hands[1] | t.hands[2] | t.hands[3]) & ~t.hands[seat]


def _lead(t: Deal, seat: int, options: list[int]) -> int:
    g = t.game
    power, suit = g.power, g.suit
    trumps = [c for c in options if suit[c] == TRUMP]
    plain = [c for c in options if suit[c] != TRUMP]
    attacker = seat == g.declarer or bool(t.team[seat] and (t.revealed or t.hands[seat] & g.ace))
    out = _outstanding(t, seat)
    out_trumps = out & g.suit_masks[TRUMP]
    if attacker and trumps and out_trumps:
        best = max(trumps, key=power.__getitem__)
        if power[best] > max(power[c] for c in cards_of(out_trumps)):
            return best
        if len(trumps) >= 3:
            return min(trumps, key=power.__getitem__)
    if not attacker and g.ace and not t.called_led:
        searching = [c for c in plain if suit[c] == g.called_suit]
        if searching:
            return min(searching, key=lambda c: (POINTS[c], power[c]))
    fresh = [c for c in plain if POINTS[c] == 11 and not t.played & g.suit_masks[suit[c]]]
    if fresh:
        return fresh[0]
    if plain:
        counts = [(t.hands[seat] & g.suit_masks[s]).bit_count() for s in range(4)]
        return min(plain, key=lambda c: (POINTS[c] >= 10, counts[suit[c]], POINTS[c], power[c]))
    return min(trumps, key=power.__getitem__)


def _follow(t: Deal, seat: int, options: list[int]) -> int:
    g = t.game
    power, suit = g.power, g.suit
    index = t.winner_index()
    best = t.trick[index]
    holder = (t.leader + index) & 3
    last = len(t.trick) == 3
    out_trumps = _outstanding(t, seat) & g.suit_masks[TRUMP]
    top_out = max((power[c] for c in cards_of(out_trumps)), default=0)
    if friend(t, seat, holder):
        safe = last or (suit[best] == TRUMP and power[best] > top_out) or (
            suit[best] != TRUMP and POINTS[best] == 11 and _first_round(t))
        if safe:
            return min(options, key=lambda c: (suit[c] == TRUMP and POINTS[c] < 10, -POINTS[c], power[c]))
        return _cheapest(t, options)
    beats = [c for c in options if _beats(t, c, best)]
    if beats:
        at_stake = sum(POINTS[c] for c in t.trick)
        if last:
            if at_stake or friend(t, seat, holder) is False:
                return min(beats, key=lambda c: (suit[c] == TRUMP, power[c]))
        else:
            holding = [c for c in beats if (suit[c] == TRUMP and power[c] > top_out)
                       or (suit[c] != TRUMP and POINTS[c] == 11 and _first_round(t))]
            if holding:
                return min(holding, key=power.__getitem__)
            if at_stake >= 10:
                return min(beats, key=power.__getitem__)
    return _cheapest(t, options)


def _first_round(t: Deal) -> bool:
    """Whether the led plain suit is being played for the first time (nobody void yet)."""
    g = t.game
    mask = g.suit_masks[g.suit[t.trick[0]]]
    return not (t.played & mask & ~_trick_mask(t))


def _trick_mask(t: Deal) -> int:
    mask = 0
    for c in t.trick:
        mask |= 1 << c
    return mask


def _beats(t: Deal, c: int, best: int) -> bool:
    """Whether `c` takes a trick that `best` holds (the engine's trick winner)."""
    return t.game.takes[best << 5 | c]


def _cheapest(t: Deal, options: list[int]) -> int:
    """The card that costs least: few points, no trump if avoidable, low power."""
    g = t.game
    return min(options, key=lambda c: (POINTS[c], g.suit[c] == TRUMP, g.power[c]))


def _ramsch(t: Deal, seat: int, options: list[int]) -> int:
    """The rule of thumb of a Ramsch, where every card point taken counts against `seat`."""
    g = t.game
    power, suit = g.power, g.suit
    if not t.trick:
        out = _outstanding(t, seat)

        def safe(c: int) -> bool:
            """Whether a card still out beats `c` if its suit is followed."""
            return any(power[x] > power[c] for x in cards_of(out & g.suit_masks[suit[c]]))

        return min(options, key=lambda c: (not safe(c), POINTS[c], power[c]))
    best = t.trick[t.winner_index()]
    under = [c for c in options if not _beats(t, c, best)]
    if under:
        return max(under, key=lambda c: (POINTS[c], suit[c] == TRUMP, power[c]))
    if len(t.trick) == 3:
        return min(options, key=lambda c: (POINTS[c], -power[c]))
    return min(options, key=lambda c: (POINTS[c], power[c]))
