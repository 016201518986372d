"""The fast core of one Doppelkopf deal: the rules of card play written once.

The engine's `State` plays its cards through a `Deal`, and the computer
players search thousands of them per decision, so the core works on ints.
A `Model` lays the 24 card types (the engine's card ints) out on 24 bit
slots in the card order of the deal (`contracts.trump_order`): plain suits
first, then trumps, each block in ascending strength. A hand is an int with
bit `slot` set for each type held (a second int marks the types held
twice). Then the weakest card of a set is its lowest bit, the strongest its
highest bit, and "which cards beat card b" is one precomputed mask,
`above[b]` (`above_last` in the last trick). The masks stay below 2**30,
the size of one int digit, where int operations are fastest (markedly so
in Pyodide).

Here live, once: following suit (`Deal.legal`), the trick winner with the
Dulle rule and the Schweinchen (`Model.winner`), the parties from the
contract (`parties`), a wedding's Klärungsstich (`Deal.play`), the extra
points of a trick and the scores (through scoring.py). `random_deal`,
`Deal.to_move`, `legal`, `play`, `copy` and `score` have the same names in
every game's core.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ..errors import EngineError
from ..shuffle import deal as shuffle_deal
from .actions import RESERVE, SOLO, Action
from .announcements import KONTRA, RE
from .cards import ACE, ALTE, DULLE, POINTS, card, deck
from .contracts import (
    CLARIFY_TRICKS,
    SOLO_TYPES,
    TRUMP,
    Contract,
    dulle_beats_dulle,
    first_leader,
    schweinchen_card,
    trump_lead_clarifies,
    trump_order,
)
from .rules import Rules
from .scoring import (
    DOPPELKOPF_POINTS,
    EXTRA_CARDS,
    counted_extras,
    game_value,
    seat_score,
    trick_extras,
)

Event = tuple[str, int, int | None]
"""An extra point: (name, seat gaining, seat whose card was caught or None)."""


@dataclass(frozen=True)
class Model:
    """One deal's card order, trick winner and scoring on bit slots."""

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
    aces: tuple[int, ...]         # plain suit -> mask of its ace (0 if trump)
    smear: int                    # cards of 10 points or more but the Dulle
    high: int                     # the three top trumps
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

    def extras(self, trick: Sequence[int], leader: int, winner: int, last: bool) -> list[Event]:
        """The extra-point events of a finished trick of slots."""
        type_of = self.type_of
        found = trick_extras((type_of[trick[0]], type_of[trick[1]], type_of[trick[2]],
                              type_of[trick[3]]), (winner - leader) & 3, last)
        return [(name, winner, None if at is None else (leader + at) & 3) for name, at in found]

    def clarifies(self, lead: int) -> bool:
        """Whether a trick led with slot `lead` can be the Klärungsstich."""
        return self.trump_lead_clarifies or self.suit[lead] != TRUMP

    def score(self, seat: int, party: Sequence[int], points: Sequence[int],
              won: Sequence[int], levels: Sequence[int],
              events: Sequence[Event], soloist: int) -> tuple[int, int]:
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
    """The trump scheme of a contract: its solo, or the normal game."""
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

    return Model(
        scheme=scheme, schweinchen=pig is not None, n_tricks=rules.hand_size,
        slot_of=tuple(slot_of), type_of=type_of, suit=suit,
        pts=tuple(POINTS[t] for t in type_of),
        above=beaten_by(False), above_last=beaten_by(True),
        suit_mask=tuple(suit_mask), trump_mask=suit_mask[TRUMP], trumps=order.trumps,
        alte=bit(ALTE), extra_cards=sum(bit(t) for t in EXTRA_CARDS),
        aces=tuple(bit(card(s, ACE)) if order.suit[card(s, ACE)] == s else 0 for s in range(4)),
        smear=sum(bit(t) for t in range(24) if POINTS[t] >= 10 and t != DULLE),
        high=sum(bit(t) for t in order.trumps[:3]),
        trump_lead_clarifies=trump_lead_clarifies(rules.wedding_clarify),
        only_kontra_rule=rules.only_kontra_rule, re_kontra_doubles=rules.re_kontra_doubles)


def hand_party(hand: Sequence[int]) -> int:
    """The party of a hand in a normal game: who holds a Queen of clubs is Re."""
    return RE if ALTE in hand else KONTRA


def parties(kind: str, declarer: int | None, hands: Sequence[Sequence[int]],
            partner: int | None = None, clarified: bool = False) -> tuple[list[int], int, int]:
    """(party per seat, the soloist or -1, an announced wedding's player still
    waiting for the Klärungsstich or -1) of contract `kind` with `declarer`,
    dealt `hands` (docs/rules.md §2.3–2.4). A normal game goes by the Queens
    of clubs, and one seat holding both plays a silent wedding, 1 v 3 like
    a solo; a wedding's player is alone until the Klärungsstich finds his
    `partner`, or stays alone once `clarified` without one."""
    if kind == "normal":
        party = [hand_party(hand) for hand in hands]
        if party.count(RE) != 1:
            return party, -1, -1
        declarer = party.index(RE)
        kind = "silent-wedding"
    assert declarer is not None, f"a {kind} has a declarer"
    party = [RE if s == declarer else KONTRA for s in range(4)]
    if kind != "wedding":
        return party, declarer, -1
    if partner is not None:
        party[partner] = RE
        return party, -1, -1
    return (party, declarer, -1) if clarified else (party, -1, declarer)


def known_parties(party: Sequence[int], wedder: int) -> list[int | None]:
    """The parties as the table knows them: while an announced wedding waits
    for its Klärungsstich, only its player's (None for the others)."""
    if wedder < 0:
        return list(party)
    return [p if s == wedder else None for s, p in enumerate(party)]


def christen(calls: Sequence[Action], hands: Sequence[Sequence[int]],
             owes: Sequence[bool] | None, vorfuehrung: bool) -> Contract:
    """The reservation that wins by docs/rules.md §2.3 precedence, from the
    calls in seat order: a Pflichtsolo, a solo, a wedding, a silent wedding."""
    solos = [a for a in calls if a.value == "solo"]
    pflicht = [a for a in solos if owes is not None and owes[a.seat]]
    if pflicht:
        return Contract("solo", pflicht[0].seat, pflicht[0].solo, pflichtsolo=True,
                        vorfuehrung=vorfuehrung)
    if solos:
        return Contract("solo", solos[0].seat, solos[0].solo)
    for a in calls:
        if a.value == "wedding":
            return Contract("wedding", a.seat)
    for seat, hand in enumerate(hands):
        if hand.count(ALTE) == 2:
            return Contract("silent-wedding", seat)
    return Contract("normal")


def bits(mask: int) -> list[int]:
    """The slots set in `mask`, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Deal:
    """One deal in play on bit slots: hands, the trick, card points, tricks
    and extra points won, parties; `levels` are the announcement levels of
    Re and Kontra that `score` counts (the core itself announces nothing)."""

    __slots__ = ("doubles", "events", "hands", "leader", "levels", "model", "party", "pts",
                 "soloist", "trick", "trick_no", "wedder", "won")

    def __init__(self, model: Model, hands: list[int], doubles: list[int], leader: int,
                 trick: list[int], trick_no: int, pts: list[int], won: list[int],
                 party: list[int], soloist: int, wedder: int, levels: list[int],
                 events: list[Event]) -> None:
        self.model = model
        self.hands = hands          # current hand masks: the card types held
        self.doubles = doubles      # the types held twice
        self.leader = leader        # who led the trick in progress (between tricks: who leads next)
        self.trick = trick          # slots of the cards in the trick in progress
        self.trick_no = trick_no    # index of the trick in progress
        self.pts = pts              # card points won per seat
        self.won = won              # tricks won per seat
        self.party = party          # party per seat (tentative in a wedding)
        self.soloist = soloist      # -1 in a partner game
        self.wedder = wedder        # an unclarified wedding's player, else -1
        self.levels = levels        # announcement level of Re, Kontra
        self.events = events        # extra points made so far

    @classmethod
    def start(cls, rules: Rules, contract: Contract, dealer: int,
              hands: Sequence[Sequence[int]]) -> Deal:
        """The deal as the first card is led, dealt `hands` (card types) under `contract`."""
        lay = model_for_hands(rules, contract.scheme, hands)
        masks, doubles = masks_of(lay, hands)
        party, soloist, wedder = parties(contract.kind, contract.declarer, hands)
        leader = first_leader(dealer, contract.declarer, contract.pflichtsolo)
        return cls(lay, masks, doubles, leader, [], 0, [0] * 4, [0] * 4, party, soloist, wedder,
                   [0, 0], [])

    def copy(self) -> Deal:
        return Deal(self.model, self.hands[:], self.doubles[:], self.leader, self.trick[:],
                    self.trick_no, self.pts[:], self.won[:], self.party[:], self.soloist,
                    self.wedder, self.levels[:], self.events[:])

    @property
    def to_move(self) -> int:
        """The seat to play, -1 once the deal is over."""
        if self.trick_no >= self.model.n_tricks:
            return -1
        return (self.leader + len(self.trick)) & 3

    @property
    def finished(self) -> bool:
        return self.trick_no >= self.model.n_tricks

    def legal(self) -> int:
        """The mask of cards the seat to move may play (0 once the deal is over)."""
        m, trick = self.model, self.trick
        if self.trick_no >= m.n_tricks:
            return 0
        hand = self.hands[(self.leader + len(trick)) & 3]
        return hand & m.suit_mask[m.suit[trick[0]]] or hand if trick else hand

    def legal_for(self, seat: int) -> int:
        """The mask of cards `seat` may play to the trick in play: the led
        card's effective suit if he holds it, else any card."""
        hand = self.hands[seat]
        if not self.trick:
            return hand
        m = self.model
        return hand & m.suit_mask[m.suit[self.trick[0]]] or hand

    def play(self, bit: int) -> None:
        """Play card `bit` (a slot, legal for the seat to move); the fourth card closes the trick."""
        trick, doubles = self.trick, self.doubles
        seat = (self.leader + len(trick)) & 3
        one = 1 << bit
        if doubles[seat] & one:
            doubles[seat] ^= one
        else:
            self.hands[seat] ^= one
        trick.append(bit)
        if len(trick) == 4:
            self._finish_trick()

    def _finish_trick(self) -> None:
        m = self.model
        trick = self.trick
        last = self.trick_no == m.n_tricks - 1
        _, at, pts = m.winner(trick, last)
        seat = (self.leader + at) & 3
        self.pts[seat] += pts
        self.won[seat] += 1
        if self.soloist < 0 and (pts >= DOPPELKOPF_POINTS or m.extra_cards & (
                1 << trick[0] | 1 << trick[1] | 1 << trick[2] | 1 << trick[3])):
            self.events.extend(m.extras(trick, self.leader, seat, last))
        if self.wedder >= 0:
            self._clarify(seat, trick[0])
        self.trick = []
        self.leader = seat
        self.trick_no += 1

    def _clarify(self, winner: int, lead: int) -> None:
        """After a wedding's trick (docs/rules.md §2.4): a partner found, or
        a solo after the last trick that could have clarified."""
        if winner != self.wedder and self.model.clarifies(lead):
            self.party[winner] = RE
        elif self.trick_no < CLARIFY_TRICKS - 1:
            return
        else:
            self.soloist = self.wedder
        self.wedder = -1

    def outcome(self, seat: int) -> tuple[int, int]:
        """(game points for `seat`, 1 if his party won, -1 if it lost, 0 if nobody)."""
        return self.model.score(seat, self.party, self.pts, self.won, self.levels, self.events,
                                self.soloist)

    def score(self) -> tuple[int, ...]:
        """The score of each seat of the finished deal."""
        return tuple(self.outcome(seat)[0] for seat in range(4))


def masks_of(lay: Model, hands: Sequence[Sequence[int]]) -> tuple[list[int], list[int]]:
    """(hand masks, masks of the types held twice) of `hands` of card types."""
    masks = [0, 0, 0, 0]
    doubles = [0, 0, 0, 0]
    slot_of = lay.slot_of
    for s, hand in enumerate(hands):
        for t in hand:
            bit = 1 << slot_of[t]
            if masks[s] & bit:
                doubles[s] |= bit
            masks[s] |= bit
    return masks, doubles


QUIET = 0.95
"""How often a seat of a random table keeps quiet in the reservations:
then about five deals in six are partner games."""


def random_deal(rules: Rules, rng: random.Random) -> Deal:
    """A dealt deal after the contract a random table reaches: each seat
    says "healthy" (QUIET), else makes a random reservation it
    may make, so that most deals are normal games."""
    hands = shuffle_deal(deck(rules.nines), rng)
    dealer = int(rng.random() * 4)
    calls = []
    for i in range(1, 5):
        seat = (dealer + i) & 3
        options = [RESERVE[seat]["healthy"]]
        if hands[seat].count(ALTE) == 2:
            options.append(RESERVE[seat]["wedding"])
        options += [SOLO[seat][s] for s in SOLO_TYPES]
        calls.append(options[0] if rng.random() < QUIET else rng.choice(options))
    return Deal.start(rules, christen(calls, hands, None, False), dealer, hands)
