"""The players' fast model of one deal, built from the engine's rules.

Search plays thousands of tricks per decision, so a `Model` lays the 24
card types (the engine's card ints) out on 24 bit slots in the engine's
card order for the deal (`contracts.trump_order`): plain suits first, then
trumps, each block in ascending strength. A hand is an int with bit `slot`
set for each type held (a second int marks the types held twice). Then the
weakest card of a set is its lowest bit, the strongest its highest bit, and
"which cards beat card b" is one precomputed mask, `above[b]` (`above_last`
in the last trick). The masks stay below 2**30, the size of one int digit,
where int operations are fastest (markedly so in Pyodide).

Nothing here is a rule of its own: the card order (with the Schweinchen on
top when one seat holds both), card points and special cards are the
engine's tables; which card beats which, the Dulle rule included, is asked
of the engine's trick winner once per card pair; the extra points and the
game value come from the engine's scoring functions, and which tricks can be
a wedding's Klärungsstich and who leads first from the engine's contract
rules. Building a model for a rules option it does not know raises
EngineError, so a player never plays a game it misunderstands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from functools import cache

from ...doppelkopf.announcements import KONTRA, RE
from ...doppelkopf.cards import ACE, ALTE, DULLE, POINTS, card
from ...doppelkopf.contracts import (
    CLARIFY_TRICKS,
    TRUMP,
    dulle_beats_dulle,
    first_leader,
    schweinchen_card,
    trump_lead_clarifies,
    trump_order,
)
from ...doppelkopf.rules import OPTIONS, Rules
from ...doppelkopf.scoring import (
    DOPPELKOPF_POINTS,
    EXTRA_CARDS,
    counted_extras,
    game_value,
    seat_score,
    trick_extras,
)
from ...errors import EngineError

__all__ = ["CLARIFY_TRICKS", "DOPPELKOPF_POINTS", "KONTRA", "RE", "TRUMP", "Model", "first_leader", "model",
           "model_for_hands", "pig_card", "scheme_of"]

FOLLOWED = frozenset({"preset", "nines", "dulle_rule", "only_kontra_rule", "re_kontra_doubles",
                      "wedding_clarify", "schweinchen", "schweinchen_in_farbsolo", "pflichtsolo"})


@dataclass(frozen=True)
class Model:
    """One deal's card order, trick winner, parties and scoring on bit slots."""

    scheme: str
    schweinchen: bool             # the Schweinchen tops the trumps in this deal
    n_tricks: int
    slot_of: tuple[int, ...]      # card type -> slot
    type_of: tuple[int, ...]      # slot -> card type
    suit: tuple[int, ...]         # slot -> effective suit (0..3, TRUMP)
    pts: tuple[int, ...]          # slot -> card points
    above: tuple[int, ...]        # slot -> mask of the cards that beat it
    above_last: tuple[int, ...]   # the same in the last trick
    suit_mask: tuple[int, ...]    # effective suit -> mask
    trump_mask: int
    trumps: tuple[int, ...]       # trump types, strongest first
    alte: int                     # mask of the Queen of clubs (who holds one is Re)
    extra_cards: int              # mask of the cards that can make an extra point
    aces: tuple[int, ...]         # plain suit -> mask of its ace (0 if trump); for the rollout rule
    smear: int                    # high-point cards worth giving to a partner; for the rollout rule
    high: int                     # the three top trumps: a partner winning with one is safe
    trump_lead_clarifies: bool
    only_kontra_rule: bool
    re_kontra_doubles: bool

    def bit(self, t: int) -> int:
        """The mask of card type t."""
        return 1 << self.slot_of[t]

    def winner(self, trick: Sequence[int], last: bool) -> tuple[int, int, int]:
        """(winning slot, its index in the trick, card points) of a trick of slots."""
        above = self.above_last if last else self.above
        pts = self.pts
        win = trick[0]
        at = 0
        total = pts[win]
        for i in range(1, len(trick)):
            b = trick[i]
            total += pts[b]
            if (1 << b) & above[win]:
                win, at = b, i
        return win, at, total

    def extras(self, trick: Sequence[int], leader: int, winner: int,
               last: bool) -> list[tuple[str, int, int | None]]:
        """The extra-point events of a finished trick of slots: (name, seat
        gaining, seat whose card was caught or None), as the engine finds them."""
        type_of = self.type_of
        found = trick_extras((type_of[trick[0]], type_of[trick[1]], type_of[trick[2]],
                              type_of[trick[3]]), (winner - leader) & 3, last)
        return [(name, winner, None if at is None else (leader + at) & 3) for name, at in found]

    def clarifies(self, lead: int) -> bool:
        """Whether a trick led with slot `lead` can be the Klärungsstich."""
        return self.trump_lead_clarifies or self.suit[lead] != TRUMP

    def score(self, seat: int, party: Sequence[int], points: Sequence[int],
              won: Sequence[int], levels: Sequence[int],
              events: Sequence[tuple[str, int, int | None]], soloist: int) -> tuple[int, int]:
        """(score of `seat`, 1 if his party won, -1 if it lost, 0 if nobody)
        of a finished deal: the engine's scoring on party totals."""
        re_pts = re_won = 0
        for s in range(4):
            if party[s] == RE:
                re_pts += points[s]
                re_won += won[s]
        net = 0
        solo = soloist >= 0
        if not solo and events:
            for _, side in counted_extras(events, party):
                net += 1 if side == RE else -1
        total, winner = game_value(re_pts, sum(points) - re_pts, re_won, sum(won) - re_won,
                                   levels[RE], levels[KONTRA], net, solo,
                                   self.only_kontra_rule, self.re_kontra_doubles)
        side = party[seat]
        result = 0 if winner is None else 1 if winner == side else -1
        return seat_score(total, side, seat == soloist), result


def scheme_of(solo: str | None) -> str:
    """The engine's trump scheme of a contract: its solo, or the normal game."""
    return solo or "normal"


def pig_card(rules: Rules, scheme: str) -> int | None:
    """The ace that becomes a Schweinchen when one seat holds both, if any."""
    return schweinchen_card(scheme, rules.schweinchen_in_farbsolo) if rules.schweinchen else None


def model_for_hands(rules: Rules, scheme: str, hands: Sequence[Sequence[int]]) -> Model:
    """The model of a deal dealt `hands` (card types): with the Schweinchen
    on top when one seat holds both pig aces."""
    pig = pig_card(rules, scheme)
    return model(rules, scheme, pig is not None and any(h.count(pig) == 2 for h in hands))


@cache
def model(rules: Rules, scheme: str, schweinchen: bool = False) -> Model:
    """The model of a deal under `rules` and trump `scheme` ("normal" or a solo)."""
    check_supported(rules)
    pig = pig_card(rules, scheme) if schweinchen else None
    if schweinchen and pig is None:
        raise EngineError(f"no Schweinchen in a {scheme} game under these rules")
    order = trump_order(scheme, pig)
    type_of = tuple(sorted(range(24), key=lambda c: (order.suit[c], order.power[c])))
    slot_of = [0] * 24
    for b, t in enumerate(type_of):
        slot_of[t] = b
    suit = tuple(order.suit[t] for t in type_of)
    suit_mask = [0] * 5
    for b in range(24):
        suit_mask[suit[b]] |= 1 << b

    def bit(t: int) -> int:
        return 1 << slot_of[t]

    def beaten_by(last_trick: bool) -> tuple[int, ...]:
        """Per slot b, the slots that take a trick from b when played after it."""
        later_wins = dulle_beats_dulle(rules.dulle_rule, order, last_trick)
        return tuple(sum(1 << c for c in range(24)
                         if order.trick_winner((type_of[b], type_of[c]), later_wins) == 1)
                     for b in range(24))

    smear = 0
    for t in range(24):
        if POINTS[t] >= 10 and t != DULLE:
            smear |= bit(t)
    return Model(
        scheme=scheme, schweinchen=pig is not None, n_tricks=rules.hand_size,
        slot_of=tuple(slot_of), type_of=type_of, suit=suit,
        pts=tuple(POINTS[t] for t in type_of),
        above=beaten_by(False), above_last=beaten_by(True),
        suit_mask=tuple(suit_mask), trump_mask=suit_mask[TRUMP], trumps=order.trumps,
        alte=bit(ALTE), extra_cards=sum(bit(t) for t in EXTRA_CARDS),
        aces=tuple(bit(card(s, ACE)) if order.suit[card(s, ACE)] == s else 0 for s in range(4)),
        smear=smear, high=sum(bit(t) for t in order.trumps[:3]),
        trump_lead_clarifies=trump_lead_clarifies(rules.wedding_clarify),
        only_kontra_rule=rules.only_kontra_rule, re_kontra_doubles=rules.re_kontra_doubles)


def _unsupported(what: str) -> EngineError:
    return EngineError(f"the computer players do not support the Doppelkopf rule {what}")


def check_supported(rules: Rules) -> None:
    """Refuse a rules option this model does not know, unless it is left as in the tournament."""
    plain = Rules()
    names = {field: name for name, (field, _) in OPTIONS.items()}
    for f in fields(Rules):
        value = getattr(rules, f.name)
        if f.name not in FOLLOWED and value != getattr(plain, f.name):
            raise _unsupported(f"option {names.get(f.name, f.name)}={value!r}")
