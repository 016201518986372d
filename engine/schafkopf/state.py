"""One Schafkopf deal as a mutable state machine: bidding → naming → play → finished.

Trick play, `apply` and copying come from `engine.tricks`; this module adds
the bidding, the naming and Kontra/Re. From the naming on, every card also
goes through the deal's `core.Deal`, which decides the legal cards (the
called ace's duties among them), the trick winner, the parties, the
partner's reveal and the end of the deal; the State adds the reasons a card
is refused and what a record needs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self

from ..errors import Refusal, refuse
from ..tricks import FINISHED as FINISHED
from ..tricks import PLAY as PLAY
from ..tricks import ActionRule, Trick, TrickState, deal_hands, seat_number
from .actions import DOUBLES, PASS, PLAYS, Action
from .bidding import biddable, nameable_suits
from .cards import NAMES, POINTS, SUITS, Card, mask_of, parse_card
from .contracts import BY_NAME, RAMSCH, RUFSPIEL, SIE, Contract, ContractType, card_order
from .core import Deal, game_for
from .rules import Rules
from .scoring import Result, score

BIDDING, NAMING = "bidding", "naming"


class State(TrickState[Rules, Action, Result]):
    """Everything about one deal, hidden information included (views filter it).

    A Tout is scored at the first trick the declarer loses. docs/rules.md §3.6
    lets a record go on with the remaining cards, so `apply` still takes
    their legal plays then; they change neither phase nor result.
    """

    GAME = "schafkopf"
    CARD_NAMES = NAMES
    CARD_POINTS = POINTS
    COPIED = ("bids",)

    def __init__(self, rules: Rules, dealer: object, hands: Sequence[Sequence[Card | str]]) -> None:
        seat = seat_number("dealer", dealer)
        dealt = deal_hands(hands, rules.cards, rules.hand_size, parse_card, f"{rules.deck} deck")
        # the card order of the named contract; Rufspiel's until then, for sorting hands
        super().__init__(rules, seat, dealt, BIDDING, card_order(Contract(RUFSPIEL), rules.cards))
        self.bids: list[tuple[int, str]] = []
        self.best_bid: ContractType | None = None
        self.declarer: int | None = None
        self.contract: Contract | None = None
        self.called_suit: int | None = None
        self.called_ace: Card | None = None
        self.partner: int | None = None
        self.core: Deal | None = None
        """The deal's core from the naming on (Ramsch: from the last pass)."""
        self.ran_away = False
        self.kontra: int | None = None
        self.re: int | None = None
        self.tout_lost = False

    # --- queries -----------------------------------------------------------------

    def declaring_party(self) -> tuple[int, ...]:
        """Declarer and, in a Rufspiel, the holder of the called ace."""
        if self.declarer is None:
            return ()
        return (self.declarer,) if self.partner is None else (self.declarer, self.partner)

    def partner_revealed(self) -> bool:
        """The partner is public once the ace fell, he ran away, or he said Re."""
        return self.core is None or self.core.revealed

    def playable(self, seat: int) -> list[Card]:
        """The cards `seat` may play to the current trick (§1.4, §3.5), in hand order."""
        if self.core is None:
            return super().playable(seat)
        legal = self.core.legal_for(seat)
        return [c for c in self.hands[seat] if legal >> c & 1]

    def _legal_bids(self, seat: int) -> list[Action]:
        if self.phase != BIDDING or seat != self.turn:
            return []
        kinds = biddable(self.hands[seat], self.rules, self.best_bid)
        return [Action.bid(seat, PASS), *(Action.bid(seat, k.name) for k in kinds)]

    def _legal_namings(self, seat: int) -> list[Action]:
        kind = self.best_bid
        if self.phase != NAMING or seat != self.turn or kind is None:
            return []
        return [Action.naming(seat, kind.name, s) for s in nameable_suits(kind, self.hands[seat], self.rules)]

    def _legal_plays(self, seat: int) -> list[Action]:
        if self.phase != PLAY or seat != self.turn:
            return []
        plays, legal = PLAYS[seat], self.core.legal_for(seat) if self.core else 0
        return [plays[c] for c in self.hands[seat] if legal >> c & 1]

    def _legal_doubles(self, seat: int) -> list[Action]:
        if self.phase != PLAY or self.cards_played >= 4:  # every double is said within trick 1 (§3.7)
            return []
        return [Action.double(seat, v) for v in DOUBLES if self._check_double(Action.double(seat, v)) is None]

    # --- changes -----------------------------------------------------------------

    def _plays_on(self, action: Action) -> bool:
        return self.tout_lost and action.type == "play"

    def _play_refusal(self, seat: int, card: Card) -> Refusal | None:
        """Why the core refuses `card`: following suit, or which called-ace duty (§3.5)."""
        core = self.core
        if core is None or core.legal_for(seat) >> card & 1:
            return None
        if not core.bound(seat):
            return super()._play_refusal(seat, card)
        assert self.called_suit is not None and self.called_ace is not None
        ace, suit = NAMES[self.called_ace], SUITS[self.called_suit]
        if not self.trick:
            least = self.rules.run_away_min
            message = f"seat {seat} may run away only with {least} cards of the called suit"
            return refuse("run_away", message, suit=suit, count=least)
        if self.order.suit[self.trick[0]] == self.called_suit:
            return refuse("called_ace_must_play", f"seat {seat} must play the called ace {ace}", card=ace)
        following = super()._play_refusal(seat, card)
        if following is not None:
            return following
        return refuse("called_ace_kept", f"seat {seat} may not throw off the called ace {ace}", card=ace)

    def _check_bid(self, action: Action) -> Refusal | None:
        seat, value = action.seat, action.value or ""
        if self.phase != BIDDING:
            return refuse("wrong_phase", "the bidding is over", phase=self.phase)
        if seat != self.turn:
            return self._turn_refusal(seat)
        if value == PASS:
            return None
        kind = BY_NAME.get(value)
        if kind is None:
            return refuse("unknown_action", f"unknown bid {value!r}")
        if self.best_bid is not None and kind.rank <= self.best_bid.rank:
            won = self.best_bid.name
            return refuse("bid_too_low", f"a {value} bid is not higher than the {won} already bid", bid=won)
        if not nameable_suits(kind, self.hands[seat], self.rules):
            return refuse("bid_not_possible", f"this hand cannot play a {value}", bid=value)
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

    def _check_naming(self, action: Action) -> Refusal | None:
        seat = action.seat
        if self.phase != NAMING or self.best_bid is None:
            return refuse("wrong_phase", "nothing to name now", phase=self.phase)
        if seat != self.turn:
            return self._turn_refusal(seat)
        won = self.best_bid.name
        if action.contract != won:
            message = f"the contract won is a {won}, not a {action.contract}"
            return refuse("name_other_contract", message, bid=won)
        if action.suit not in nameable_suits(self.best_bid, self.hands[seat], self.rules):
            suit = action.suit
            named = "no suit" if suit is None else f"suit {SUITS[suit] if suit in range(4) else suit}"
            return refuse("name_not_allowed", f"a {won} with {named} is not allowed for this hand", bid=won)
        return None

    def _name(self, action: Action) -> None:
        assert self.best_bid is not None
        contract = Contract(self.best_bid, action.suit)
        self.called_suit, self.called_ace = contract.called_suit, contract.called_ace
        self._start_play(contract)
        if self.best_bid is SIE:
            self._finish()

    def _start_play(self, contract: Contract) -> None:
        self.phase = PLAY
        self.turn = self.trick_leader = (self.dealer + 1) % 4
        game = game_for(contract, self.declarer, self.rules, ())
        self.contract, self.order = contract, game.order
        self.core = core = Deal.start(game, [mask_of(hand) for hand in self.dealt], self.turn)
        self.partner = core.partner

    def _check_double(self, action: Action) -> Refusal | None:
        seat, value = action.seat, action.value
        if self.phase != PLAY or self.contract is None or self.contract.type is RAMSCH:
            return refuse("double_not_now", "no Kontra or Re now")
        party = self.declaring_party()
        limit = 1 if self.rules.kontra_until == "firstCard" else 2
        on_time = self.cards_played < limit
        if value == "kontra":
            if self.kontra is not None:
                return refuse("double_repeated", "Kontra was already said", double=value)
            if seat in party:
                return refuse("double_wrong_party", "only the defenders may say Kontra", double=value)
            return None if on_time else refuse("double_too_late", "too late for Kontra", double=value)
        if value == "re":
            if self.kontra is None:
                return refuse("re_needs_kontra", "Re answers a Kontra")
            if self.re is not None:
                return refuse("double_repeated", "Re was already said", double=value)
            if seat not in party:
                return refuse("double_wrong_party", "only the declaring party may say Re", double=value)
            own_first = self.rules.re_until_own_first_card and len(self.hands[seat]) == self.rules.hand_size
            late = refuse("double_too_late", "too late for Re", double=value)
            return None if on_time or own_first else late
        return refuse("unknown_action", f"unknown double {value!r}")

    def _double(self, action: Action) -> None:
        assert self.core is not None and action.value is not None
        if action.value == "kontra":
            self.kontra = action.seat
        else:
            self.re = action.seat
        self.core.double(action.value, action.seat)

    def _check_play(self, action: Action) -> Refusal | None:
        if self.phase != PLAY and not self.tout_lost:
            return refuse("wrong_phase", "no cards are played now", phase=self.phase)
        seat, c, core = action.seat, action.card, self.core
        legal = core.legal_for(seat) if core is not None and seat == self.turn else 0
        if type(c) is int and 0 <= c < 32 and legal >> c & 1:
            return None  # a legal card, by one bit of the core's mask: nothing to explain
        return self._card_refusal(seat, c)

    def _play(self, action: Action) -> None:
        seat, c = action.seat, action.card
        core = self.core
        assert c is not None and core is not None
        if not self.trick and core.bound(seat) and c != self.called_ace:
            self.ran_away = self.order.suit[c] == self.called_suit  # what the table learns
        core.play(c)
        self._play_card(seat, c)

    def _trick_taken(self, trick: Trick) -> None:
        core = self.core
        assert core is not None
        if self.phase == PLAY and core.finished:
            self.tout_lost = core.game.tout and not core.team[trick.winner]
            self._finish()

    def _trick_winner(self, cards: list[int], leader: int) -> int:
        """The core closed the trick before the State: its next leader is the winner."""
        assert self.core is not None
        return self.core.leader

    def copy(self) -> Self:
        other = super().copy()
        if self.core is not None:
            other.core = self.core.copy()
        return other

    def _score(self) -> Result:
        return score(self)

    # --- results and records -----------------------------------------------------

    def contract_json(self) -> dict[str, Any] | None:
        """The named contract with its declarer (public once named)."""
        return None if self.contract is None else {**self.contract.to_json(), "declarer": self.declarer}

    def doubles_json(self) -> list[dict[str, Any]]:
        said = (("kontra", self.kontra), ("re", self.re))
        return [{"seat": seat, "value": value} for value, seat in said if seat is not None]

    def _said(self) -> dict[str, Any]:
        return {"doubles": self.doubles_json()}

    ACTIONS: ClassVar[Mapping[str, ActionRule]] = {"bid": ActionRule(_check_bid, _bid, _legal_bids),
               "name": ActionRule(_check_naming, _name, _legal_namings),
               "play": ActionRule(_check_play, _play, _legal_plays),
               "double": ActionRule(_check_double, _double, _legal_doubles)}
