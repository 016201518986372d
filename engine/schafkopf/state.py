"""One Schafkopf deal as a mutable state machine: bidding → naming → play → finished.

`apply` checks an action completely before it changes anything, so an
illegal action raises IllegalAction and leaves the state as it was.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import IllegalAction, RecordError
from ..shuffle import deal
from .actions import DOUBLES, PASS, Action
from .bidding import biddable, nameable_suits
from .cards import POINTS, SUITS, Card, card_name, parse_card
from .contracts import BY_NAME, RAMSCH, RUFSPIEL, SIE, CardOrder, Contract, ContractType, card_order
from .rules import Rules
from .scoring import Result, score

BIDDING, NAMING, PLAY, FINISHED = "bidding", "naming", "play", "finished"


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: `cards` in play order from `leader`."""

    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple((self.leader + i) % 4 for i in range(len(self.cards)))


class State:
    """Everything about one deal, hidden information included (views filter it).

    A Tout is scored at the first trick the declarer loses. RULES.md §3.6
    lets a record go on with the remaining cards, so `apply` still takes
    their legal plays then; they change neither phase nor result.
    """

    def __init__(self, rules: Rules, dealer: int, hands: Sequence[Sequence[Card]]) -> None:
        self.rules = rules
        self.dealer = dealer
        self.dealt = tuple(tuple(hand) for hand in hands)
        self.hands = [list(hand) for hand in hands]
        self.phase = BIDDING
        self.turn = (dealer + 1) % 4
        self.history: list[Action] = []
        self.bids: list[tuple[int, str]] = []
        self.best_bid: ContractType | None = None
        self.declarer: int | None = None
        self.contract: Contract | None = None
        self.order: CardOrder = card_order(Contract(RUFSPIEL), rules.cards)
        """The card order of the named contract (Rufspiel's until then, for sorting hands)."""
        self.called_suit: int | None = None
        self.called_ace: Card | None = None
        self.partner: int | None = None
        self.called_lead_trick: int | None = None
        self.ran_away = False
        self.kontra: int | None = None
        self.re: int | None = None
        self.trick: list[Card] = []
        self.trick_leader = self.turn
        self.tricks: list[Trick] = []
        self.points = [0, 0, 0, 0]
        self.tricks_won = [0, 0, 0, 0]
        self.tout_lost = False
        self._result: Result | None = None

    # --- queries -----------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.phase == FINISHED else self.turn

    @property
    def is_finished(self) -> bool:
        return self.phase == FINISHED

    @property
    def cards_played(self) -> int:
        return 4 * len(self.tricks) + len(self.trick)

    def declaring_party(self) -> tuple[int, ...]:
        """Declarer and, in a Rufspiel, the holder of the called ace."""
        if self.declarer is None:
            return ()
        return (self.declarer,) if self.partner is None else (self.declarer, self.partner)

    def called_ace_duties(self, seat: int) -> bool:
        """Whether `seat` is the partner still bound by §3.5: ace held, suit not yet led before."""
        return (
            seat == self.partner
            and self.called_lead_trick in (None, len(self.tricks))
            and self.called_ace in self.hands[seat]
        )

    def partner_revealed(self) -> bool:
        """The partner is public once the ace fell, he ran away, or he said Re."""
        if self.partner is None:
            return True
        return self.ran_away or self.re == self.partner or self.called_ace not in self.hands[self.partner]

    def legal_cards(self, seat: int) -> list[Card]:
        """The cards `seat` may play to the current trick (§1.4, §3.5)."""
        hand = self.hands[seat]
        suit = self.order.suit
        duties = self.called_ace_duties(seat)
        called, ace = self.called_suit, self.called_ace
        if not self.trick:
            if duties and sum(suit[c] == called for c in hand) < self.rules.run_away_min:
                return [c for c in hand if suit[c] != called or c == ace]
            return list(hand)
        led = suit[self.trick[0]]
        if duties and led == called:
            return [c for c in hand if c == ace]
        following = [c for c in hand if suit[c] == led]
        if following:
            return following
        if duties and len(hand) > 1:
            return [c for c in hand if c != ace]
        return list(hand)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Everything `seat` (default: the seat to move) may do now, doubles included."""
        if seat is None:
            seat = self.to_move
            if seat is None:
                return []
        actions: list[Action] = []
        if self.phase == BIDDING and seat == self.turn:
            actions.append(Action.bid(seat, PASS))
            actions += [Action.bid(seat, k.name) for k in biddable(self.hands[seat], self.rules, self.best_bid)]
        elif self.phase == NAMING and seat == self.turn and self.best_bid is not None:
            kind = self.best_bid
            actions += [Action.naming(seat, kind.name, s) for s in nameable_suits(kind, self.hands[seat], self.rules)]
        elif self.phase == PLAY:
            if seat == self.turn:
                actions += [Action.play(seat, c) for c in self.legal_cards(seat)]
            if self.cards_played < 4:  # every double is said within trick 1 (§3.7)
                actions += [Action.double(seat, v) for v in DOUBLES if self._double_refusal(seat, v) is None]
        return actions

    # --- changes -----------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Check `action` completely, then perform it; IllegalAction leaves the state unchanged."""
        refusal = self._refusal(action)
        if refusal is not None:
            raise IllegalAction(refusal)
        if action.type == "bid":
            self._bid(action)
        elif action.type == "name":
            self._name(action)
        elif action.type == "double":
            if action.value == "kontra":
                self.kontra = action.seat
            else:
                self.re = action.seat
        else:
            assert action.card is not None
            self._play(action.seat, action.card)
        self.history.append(action)

    def _refusal(self, action: Action) -> str | None:
        seat = action.seat
        if not 0 <= seat <= 3:
            return f"no seat {seat}"
        if action.type == "double":
            return self._double_refusal(seat, action.value or "")
        if action.type == "play" and self.tout_lost:
            return self._play_refusal(seat, action.card)
        if self.phase == FINISHED:
            return "the deal is finished"
        if seat != self.turn:
            return f"it is seat {self.turn}'s turn, not seat {seat}'s"
        if action.type == "bid":
            return self._bid_refusal(seat, action.value or "")
        if action.type == "name":
            return self._name_refusal(seat, action)
        if action.type == "play":
            return self._play_refusal(seat, action.card)
        return f"unknown action type {action.type!r}"

    def _bid_refusal(self, seat: int, value: str) -> str | None:
        if self.phase != BIDDING:
            return "the bidding is over"
        if value == PASS:
            return None
        kind = BY_NAME.get(value)
        if kind is None:
            return f"unknown bid {value!r}"
        if self.best_bid is not None and kind.rank <= self.best_bid.rank:
            return f"a {value} bid is not higher than the {self.best_bid.name} already bid"
        if not nameable_suits(kind, self.hands[seat], self.rules):
            return f"this hand cannot play a {value}"
        return None

    def _bid(self, action: Action) -> None:
        seat, value = action.seat, action.value or PASS
        self.bids.append((seat, value))
        if value != PASS:
            self.best_bid, self.declarer = BY_NAME[value], seat
        self.turn = (seat + 1) % 4
        if len(self.bids) < 4:
            return
        if self.declarer is not None:
            self.phase, self.turn = NAMING, self.declarer
        elif self.rules.ramsch:
            self._start_play(Contract(RAMSCH))
        else:
            self._finish()

    def _name_refusal(self, seat: int, action: Action) -> str | None:
        if self.phase != NAMING or self.best_bid is None:
            return "nothing to name now"
        if action.contract != self.best_bid.name:
            return f"the contract won is a {self.best_bid.name}, not a {action.contract}"
        if action.suit not in nameable_suits(self.best_bid, self.hands[seat], self.rules):
            named = "no suit" if action.suit is None else f"suit {SUITS[action.suit]}"
            return f"a {self.best_bid.name} with {named} is not allowed for this hand"
        return None

    def _name(self, action: Action) -> None:
        assert self.best_bid is not None
        contract = Contract(self.best_bid, action.suit)
        self.called_suit, self.called_ace = contract.called_suit, contract.called_ace
        if self.called_ace is not None:
            self.partner = next(s for s in range(4) if self.called_ace in self.dealt[s])
        self._start_play(contract)
        if self.best_bid is SIE:
            self._finish()

    def _start_play(self, contract: Contract) -> None:
        self.contract, self.order = contract, card_order(contract, self.rules.cards)
        self.phase, self.turn = PLAY, (self.dealer + 1) % 4
        self.trick_leader = self.turn

    def _double_refusal(self, seat: int, value: str) -> str | None:
        if self.phase != PLAY or self.contract is None or self.contract.type is RAMSCH:
            return "no Kontra or Re now"
        party = self.declaring_party()
        limit = 1 if self.rules.kontra_until == "firstCard" else 2
        on_time = self.cards_played < limit
        if value == "kontra":
            if self.kontra is not None:
                return "Kontra was already said"
            if seat in party:
                return "only the defenders may say Kontra"
            return None if on_time else "too late for Kontra"
        if value == "re":
            if self.kontra is None:
                return "Re answers a Kontra"
            if self.re is not None:
                return "Re was already said"
            if seat not in party:
                return "only the declaring party may say Re"
            own_first = self.rules.re_until_own_first_card and len(self.hands[seat]) == self.rules.hand_size
            return None if on_time or own_first else "too late for Re"
        return f"unknown double {value!r}"

    def _play_refusal(self, seat: int, c: Card | None) -> str | None:
        if self.phase != PLAY and not self.tout_lost:
            return "no cards are played now"
        if seat != self.turn:
            return f"it is seat {self.turn}'s turn, not seat {seat}'s"
        if c is None or c not in self.hands[seat]:
            return f"seat {seat} does not hold {repr(c) if c is None or not 0 <= c < 32 else card_name(c)}"
        if c not in self.legal_cards(seat):
            return f"{card_name(c)} may not be played to this trick"
        return None

    def _play(self, seat: int, c: Card) -> None:
        assert self.contract is not None
        self.hands[seat].remove(c)
        if not self.trick:
            self.trick_leader = seat
            if self.called_lead_trick is None and self.order.suit[c] == self.called_suit:
                self.called_lead_trick = len(self.tricks)
                self.ran_away = seat == self.partner and c != self.called_ace
        self.trick.append(c)
        if len(self.trick) < 4:
            self.turn = (seat + 1) % 4
            return
        winner = (self.trick_leader + self.order.trick_winner(self.trick)) % 4
        points = sum(POINTS[x] for x in self.trick)
        self.tricks.append(Trick(self.trick_leader, tuple(self.trick), winner, points))
        self.trick = []
        self.turn = self.trick_leader = winner
        if self.phase != PLAY:
            return
        self.points[winner] += points
        self.tricks_won[winner] += 1
        if self.contract.type.tout and winner != self.declarer:
            self.tout_lost = True
            self._finish()
        elif not self.hands[winner]:
            self._finish()

    def _finish(self) -> None:
        self.phase = FINISHED
        self._result = score(self)

    # --- results and records -----------------------------------------------------

    def result(self) -> Result:
        """The scored deal, fixed at the moment it was decided."""
        if self._result is None:
            raise IllegalAction("the deal is not finished")
        return self._result

    def progress(self) -> dict[str, Any]:
        """Where an unfinished deal stands, for `python -m engine replay`."""
        return {
            "finished": False, "phase": self.phase, "to_move": self.to_move,
            "contract": self.contract_json(), "tricks_played": len(self.tricks), "doubles": self.doubles_json(),
        }

    def contract_json(self) -> dict[str, Any] | None:
        """The named contract with its declarer (public once named)."""
        return None if self.contract is None else {**self.contract.to_json(), "declarer": self.declarer}

    def doubles_json(self) -> list[dict[str, Any]]:
        said = (("kontra", self.kontra), ("re", self.re))
        return [{"seat": seat, "value": value} for value, seat in said if seat is not None]

    def copy(self) -> State:
        other = object.__new__(State)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.history = list(self.history)
        other.bids = list(self.bids)
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.points = list(self.points)
        other.tricks_won = list(self.tricks_won)
        return other

    def to_record(self) -> dict[str, Any]:
        return {
            "format": "stichfest-record/1",
            "game": "schafkopf",
            "rules": self.rules.to_json(),
            "dealer": self.dealer,
            "hands": [[card_name(c) for c in hand] for hand in self.dealt],
            "actions": [a.to_json() for a in self.history],
        }


def new_deal(rules: Rules, dealer: int, hands: Sequence[Sequence[Card | str]]) -> State:
    """A State at the start of a deal; `hands` as card ints or names, checked against the deck."""
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 3:
        raise RecordError(f"dealer must be 0..3, not {dealer!r}")
    if not isinstance(hands, (list, tuple)) or len(hands) != 4:
        raise RecordError("a deal needs four hands")
    if not all(isinstance(hand, (list, tuple)) for hand in hands):
        raise RecordError("each hand must be a list of cards")
    parsed = [[c if isinstance(c, int) and not isinstance(c, bool) else parse_card(c) for c in h] for h in hands]
    for seat, hand in enumerate(parsed):
        if len(hand) != rules.hand_size:
            raise RecordError(f"seat {seat} holds {len(hand)} cards, not {rules.hand_size}")
    cards = sorted(c for hand in parsed for c in hand)
    if cards != sorted(rules.cards):
        raise RecordError(f"the hands are not the {rules.deck} deck, each card once")
    return State(rules, dealer, parsed)


def record_extras(record: dict[str, Any]) -> dict[str, Any]:
    """Schafkopf records carry no fields beyond those of every game."""
    return {}


def random_hands(rules: Rules, rng: random.Random) -> list[list[Card]]:
    return deal(rules.cards, rng)
