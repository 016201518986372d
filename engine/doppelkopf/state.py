"""The mutable state of one Doppelkopf deal: reservations, then twelve tricks.

`apply` validates an action completely before it changes anything, so an
IllegalAction leaves the state as it was. Cards are ints (see cards.py) and
the card order is a cached table per contract (contracts.trump_order).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import IllegalAction, RecordError
from .actions import ANNOUNCE, PLAY, RESERVE, SOLO, Action
from .announcements import KONTRA, LEVEL_OF, RE, allowed_levels, judge, values_for
from .cards import ALTE, DULLE, POINTS, card_name, deck, parse_card
from .contracts import SOLO_TYPES, TRUMP, Contract, schweinchen_card, trump_order
from .rules import DULLE_RULES, Rules

if TYPE_CHECKING:
    from .scoring import Result

RESERVATIONS, PLAYING, FINISHED = "reservations", "play", "finished"
# ANNOUNCE_BY_LEVEL[party][seat][level]: the shared announce action
ANNOUNCE_BY_LEVEL = tuple(tuple({level: ANNOUNCE[seat][value]
                                 for level, value in enumerate(values_for(party), 1)}
                                for seat in range(4)) for party in (RE, KONTRA))


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick; `seats[i]` played `cards[i]`."""

    leader: int
    seats: tuple[int, ...]
    cards: tuple[int, ...]
    winner: int
    points: int

    @property
    def winning_card(self) -> int:
        return self.cards[self.seats.index(self.winner)]

    def to_json(self) -> dict[str, Any]:
        return {"leader": self.leader,
                "cards": [{"seat": s, "card": card_name(c)} for s, c in zip(self.seats, self.cards)],
                "winner": self.winner, "points": self.points}


def _parse_hands(rules: Rules, hands: Sequence[Sequence[int | str]]) -> tuple[tuple[int, ...], ...]:
    if not isinstance(hands, (list, tuple)) or len(hands) != 4:
        raise RecordError("hands must be four lists of cards")
    parsed = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, (list, tuple)) or len(hand) != rules.hand_size:
            raise RecordError(f"hand {seat} must hold {rules.hand_size} cards")
        parsed.append(tuple(c if type(c) is int and 0 <= c < 24 else parse_card(c) for c in hand))
    if sorted(c for hand in parsed for c in hand) != deck(rules.nines):
        raise RecordError("the hands are not one complete deck"
                          + ("" if rules.nines else " without nines"))
    return tuple(parsed)


class State:
    """One deal. Public: phase, dealer, to_move, history, contract, tricks; see docs/engine.md."""

    __slots__ = ("rules", "dealer", "dealt", "hands", "owes_pflichtsolo", "vorfuehrung",
                 "phase", "to_move", "history", "calls", "contract", "order", "party",
                 "trick_seats", "trick_cards", "tricks", "points", "tricks_won", "levels",
                 "blocked", "announcements", "shift", "clarified", "partner",
                 "schweinchen", "_second_dulle")

    def __init__(self, rules: Rules, dealer: int, hands: Sequence[Sequence[int | str]],
                 owes_pflichtsolo: Sequence[bool] | None = None,
                 vorfuehrung: int | None = None) -> None:
        if type(dealer) is not int or not 0 <= dealer <= 3:
            raise RecordError(f"dealer must be 0..3, not {dealer!r}")
        owes = tuple(owes_pflichtsolo) if owes_pflichtsolo is not None else None
        if owes is not None and (len(owes) != 4 or any(type(o) is not bool for o in owes)):
            raise RecordError("owesPflichtsolo must be four booleans")
        if owes is not None and any(owes) and not rules.pflichtsolo:
            raise RecordError("owesPflichtsolo needs the pflichtsolo rule")
        if vorfuehrung is not None and (owes is None or type(vorfuehrung) is not int
                                        or not 0 <= vorfuehrung <= 3 or not owes[vorfuehrung]):
            raise RecordError("vorfuehrung must name a seat that owes its Pflichtsolo")
        self.rules = rules
        self.dealer = dealer
        self.dealt = _parse_hands(rules, hands)
        self.hands = [list(h) for h in self.dealt]
        self.owes_pflichtsolo = owes
        self.vorfuehrung = vorfuehrung
        self.phase = RESERVATIONS
        self.to_move: int | None = vorfuehrung if vorfuehrung is not None else (dealer + 1) % 4
        self.history: list[Action] = []
        self.calls: list[Action] = []
        self.contract: Contract | None = None
        self.order = trump_order("normal")
        self.party: list[int | None] = [None] * 4
        self.trick_seats: list[int] = []
        self.trick_cards: list[int] = []
        self.tricks: list[Trick] = []
        self.points = [0, 0, 0, 0]
        self.tricks_won = [0, 0, 0, 0]
        self.levels = [0, 0]
        self.blocked = [False, False]
        self.announcements: list[tuple[int, str, int]] = []
        self.shift = 0
        self.clarified = True
        self.partner: int | None = None
        self.schweinchen: int | None = None
        # does a later Dulle beat an earlier one: 0 never, 1 except in the last trick, 2 always
        self._second_dulle = DULLE_RULES.index(rules.dulle_rule)

    # ----------------------------------------------------------------- queries
    @property
    def is_finished(self) -> bool:
        return self.phase == FINISHED

    @property
    def solo_scoring(self) -> bool:
        """Scored 1 v 3 with ×3: solos, silent weddings, weddings without partner."""
        c = self.contract
        return c is not None and (c.kind in ("solo", "silent-wedding")
                                  or (c.kind == "wedding" and self.clarified and self.partner is None))

    def playable(self, seat: int) -> list[int]:
        """The distinct cards `seat` may play if it were his turn."""
        hand = self.hands[seat]
        if self.trick_cards:
            suit = self.order.suit
            led = suit[self.trick_cards[0]]
            follow = [c for c in hand if suit[c] == led]
            if follow:
                return list(dict.fromkeys(follow))
        return list(dict.fromkeys(hand))

    def legal_announcements(self, seat: int) -> list[Action]:
        party = self.party[seat]
        cards = len(self.hands[seat])
        if (self.phase != PLAYING or not self.clarified or party is None
                or cards < self.rules.hand_size - 6 - self.shift):  # past every deadline
            return []
        levels = allowed_levels(self.levels, self.blocked, party, cards,
                                self.rules.hand_size, self.shift)
        table = ANNOUNCE_BY_LEVEL[party][seat]
        return [table[level] for level in levels]

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Everything `seat` (default: the seat to move) may do now."""
        if seat is None:
            seat = self.to_move
            if seat is None:
                return []
        if self.phase == RESERVATIONS:
            return self._legal_reservations(seat) if seat == self.to_move else []
        actions = self.legal_announcements(seat)
        if seat == self.to_move:
            table = PLAY[seat]
            actions += [table[c] for c in self.playable(seat)]
        return actions

    def _legal_reservations(self, seat: int) -> list[Action]:
        solos = [SOLO[seat][s] for s in SOLO_TYPES]
        if self.vorfuehrung is not None:
            return solos
        out = [RESERVE[seat]["healthy"]]
        if self.hands[seat].count(ALTE) == 2:
            out.append(RESERVE[seat]["wedding"])
        return out + solos

    # ----------------------------------------------------------------- changes
    def apply(self, action: Action) -> None:
        """Check `action` against the rules, then perform it; IllegalAction otherwise."""
        if self.phase == FINISHED:
            raise IllegalAction("the deal is over")
        if action.seat not in (0, 1, 2, 3):
            raise IllegalAction(f"no seat {action.seat!r}")
        kind = action.type
        if kind == "play":
            self._play(action)
        elif kind == "announce":
            self._announce(action)
        elif kind == "reservation":
            self._reserve(action)
        else:
            raise IllegalAction(f"unknown action type {kind!r}")

    def _play(self, action: Action) -> None:
        seat, c = action.seat, action.card
        if self.phase != PLAYING:
            raise IllegalAction("no card may be played during the reservations")
        if seat != self.to_move:
            raise IllegalAction(f"it is seat {self.to_move}'s turn, not seat {seat}'s")
        hand = self.hands[seat]
        if c is None or c not in hand:
            shown = card_name(c) if c is not None and 0 <= c < 24 else repr(c)
            raise IllegalAction(f"seat {seat} does not hold {shown}")
        trick = self.trick_cards
        if trick:
            suit = self.order.suit
            led = suit[trick[0]]
            if suit[c] != led and any(suit[x] == led for x in hand):
                raise IllegalAction(f"seat {seat} must follow "
                                    f"{'trump' if led == TRUMP else 'suit'}; {card_name(c)} does not")
        hand.remove(c)
        self.history.append(action)
        trick.append(c)
        self.trick_seats.append(seat)
        if len(trick) < 4:
            self.to_move = (seat + 1) % 4
            return
        self._close_trick()

    def _close_trick(self) -> None:
        cards, seats = self.trick_cards, self.trick_seats
        suit, power = self.order.suit, self.order.power
        last = not self.hands[0]
        best = 0
        for i in (1, 2, 3):
            c, b = cards[i], cards[best]
            if suit[c] == suit[b]:
                if power[c] > power[b] or (
                        c == DULLE == b and suit[c] == TRUMP and self._second_dulle
                        and not (last and self._second_dulle == 1)):
                    best = i
            elif suit[c] == TRUMP:
                best = i
        winner = seats[best]
        points = POINTS[cards[0]] + POINTS[cards[1]] + POINTS[cards[2]] + POINTS[cards[3]]
        self.tricks.append(Trick(seats[0], tuple(seats), tuple(cards), winner, points))
        self.points[winner] += points
        self.tricks_won[winner] += 1
        self.trick_cards, self.trick_seats = [], []
        if not self.clarified:
            self._clarify_wedding(winner, cards[0])
        if last:
            self.phase = FINISHED
            self.to_move = None
        else:
            self.to_move = winner

    def _clarify_wedding(self, winner: int, lead: int) -> None:
        """After tricks 1–3 of an announced wedding (RULES.md §2.4)."""
        declarer = self.contract.declarer if self.contract else None
        number = len(self.tricks)
        counts = self.rules.wedding_clarify == "anyTrick" or self.order.suit[lead] != TRUMP
        if winner != declarer and counts:
            self.partner = winner
        elif number < 3:
            return
        self.clarified = True
        self.shift = number - 1
        self.party = [RE if s in (declarer, self.partner) else KONTRA for s in range(4)]

    def _announce(self, action: Action) -> None:
        seat, value = action.seat, action.value or ""
        if self.phase != PLAYING:
            raise IllegalAction("announcements are made after the reservations")
        if not self.clarified:
            raise IllegalAction("no announcement before the Klärungsstich is complete")
        party = self.party[seat]
        assert party is not None
        cards = len(self.hands[seat])
        reason, late_reply = judge(self.levels, self.blocked, party, value, cards,
                                   self.rules.hand_size, self.shift)
        if reason:
            raise IllegalAction(reason)
        self.history.append(action)
        self.levels[party] = LEVEL_OF[value]
        self.blocked[party] = self.blocked[party] or late_reply
        self.announcements.append((seat, value, cards))

    def _reserve(self, action: Action) -> None:
        seat, value = action.seat, action.value
        if self.phase != RESERVATIONS:
            raise IllegalAction("the reservations are over")
        if seat != self.to_move:
            raise IllegalAction(f"it is seat {self.to_move}'s turn to reserve, not seat {seat}'s")
        if self.vorfuehrung is not None and value != "solo":
            raise IllegalAction(f"Vorführung: seat {seat} must name a solo")
        if value == "wedding" and self.hands[seat].count(ALTE) != 2:
            raise IllegalAction(f"seat {seat} cannot announce a wedding without both CQ")
        if value == "solo" and action.solo not in SOLO_TYPES:
            raise IllegalAction(f"unknown solo {action.solo!r}")
        if value not in ("healthy", "wedding", "solo"):
            raise IllegalAction(f"unknown reservation {value!r}")
        self.history.append(action)
        self.calls.append(action)
        if self.vorfuehrung is None and len(self.calls) < 4:
            self.to_move = (seat + 1) % 4
            return
        self._start_play(self._christen())

    def _christen(self) -> Contract:
        """The reservation that wins by RULES.md §2.3 precedence (calls are in seat order)."""
        owes = self.owes_pflichtsolo
        solos = [a for a in self.calls if a.value == "solo"]
        pflicht = [a for a in solos if owes is not None and owes[a.seat]]
        if pflicht:
            a = pflicht[0]
            return Contract("solo", a.seat, a.solo, pflichtsolo=True,
                            vorfuehrung=self.vorfuehrung is not None)
        if solos:
            return Contract("solo", solos[0].seat, solos[0].solo)
        for a in self.calls:
            if a.value == "wedding":
                return Contract("wedding", a.seat)
        for seat, hand in enumerate(self.hands):
            if hand.count(ALTE) == 2:
                return Contract("silent-wedding", seat)
        return Contract("normal")

    def _start_play(self, contract: Contract) -> None:
        self.contract = contract
        self.phase = PLAYING
        scheme = contract.scheme
        pig = schweinchen_card(scheme, self.rules.schweinchen_in_farbsolo) if self.rules.schweinchen else None
        if pig is not None:
            holders = [s for s, hand in enumerate(self.dealt) if hand.count(pig) == 2]
            self.schweinchen = holders[0] if holders else None
        self.order = trump_order(scheme, pig if self.schweinchen is not None else None)
        declarer = contract.declarer
        if contract.kind == "normal":
            self.party = [RE if ALTE in hand else KONTRA for hand in self.hands]
        elif contract.kind == "wedding":
            self.party = [RE if s == declarer else None for s in range(4)]
            self.clarified = False
        else:
            self.party = [RE if s == declarer else KONTRA for s in range(4)]
        self.to_move = declarer if contract.pflichtsolo else (self.dealer + 1) % 4

    # ----------------------------------------------------------------- output
    def result(self) -> Result:
        """The scored deal (RULES.md §2.7–2.9); only when finished."""
        if self.phase != FINISHED:
            raise IllegalAction("the deal is not finished")
        from .scoring import score
        return score(self)

    def progress(self) -> dict[str, Any]:
        """Where an unfinished deal stands, for `python -m engine replay`."""
        return {"finished": False, "phase": self.phase, "to_move": self.to_move,
                "contract": self.contract.to_json() if self.contract else None,
                "tricks_played": len(self.tricks),
                "announcements": [{"seat": s, "value": v, "cards_in_hand": n}
                                  for s, v, n in self.announcements]}

    def to_record(self) -> dict[str, Any]:
        """This deal as a RECORD.md game record."""
        record: dict[str, Any] = {
            "format": "stichfest-record/1", "game": "doppelkopf", "rules": self.rules.to_json(),
            "dealer": self.dealer, "hands": [[card_name(c) for c in h] for h in self.dealt],
            "actions": [a.to_json() for a in self.history]}
        if self.owes_pflichtsolo is not None:
            record["owesPflichtsolo"] = list(self.owes_pflichtsolo)
        if self.vorfuehrung is not None:
            record["vorfuehrung"] = self.vorfuehrung
        return record

    def copy(self) -> State:
        other = State.__new__(State)
        for name in State.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = [list(h) for h in self.hands]
        other.history = list(self.history)
        other.calls = list(self.calls)
        other.party = list(self.party)
        other.trick_seats = list(self.trick_seats)
        other.trick_cards = list(self.trick_cards)
        other.tricks = list(self.tricks)
        other.points = list(self.points)
        other.tricks_won = list(self.tricks_won)
        other.levels = list(self.levels)
        other.blocked = list(self.blocked)
        other.announcements = list(self.announcements)
        return other
