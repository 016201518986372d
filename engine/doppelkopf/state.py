"""The mutable state of one Doppelkopf deal: reservations, then twelve tricks.

`apply`, the record's tricks and copying come from `engine.tricks`; the
cards are played through the deal's fast core (core.py), which decides
the legal cards, the trick winner, the parties and the Klärungsstich. This
module adds the reservations, the announcements and the reasons a card is
refused. Cards are ints (see cards.py); the card order is a cached table
per contract (contracts.trump_order).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ..errors import RecordError, Refusal, refuse
from ..tricks import FINISHED as FINISHED
from ..tricks import PLAY, ActionRule, Trick, TrickState, deal_hands, seat_number
from .actions import ANNOUNCE, RESERVE, SOLO, Action
from .actions import PLAY as PLAY_ACTION
from .announcements import KONTRA, LEVEL_OF, RE, allowed_levels, judge, last_deadline, values_for
from .cards import ALTE, CARD_NAMES, POINTS, card_name, deck, parse_card
from .contracts import SOLO_TYPES, Contract, trump_order
from .core import Deal, christen, known_parties, pig_card
from .rules import Rules

if TYPE_CHECKING:
    from .scoring import Result

RESERVATIONS, PLAYING = "reservations", PLAY
# ANNOUNCE_BY_LEVEL[party][seat][level]: the shared announce action
ANNOUNCE_BY_LEVEL = tuple(tuple({level: ANNOUNCE[seat][value]
                                 for level, value in enumerate(values_for(party), 1)}
                                for seat in range(4)) for party in (RE, KONTRA))


class State(TrickState[Rules, Action, "Result"]):
    """One deal. Public: phase, dealer, to_move, history, contract, tricks; see docs/engine.md."""

    GAME = "doppelkopf"
    CARD_NAMES = CARD_NAMES
    CARD_POINTS = POINTS
    COPIED = ("calls", "party", "levels", "blocked", "announcements")

    def __init__(self, rules: Rules, dealer: object, hands: Sequence[Sequence[int | str]],
                 owes_pflichtsolo: Sequence[bool] | None = None,
                 vorfuehrung: int | None = None) -> None:
        seat = seat_number("dealer", dealer)
        owes = tuple(owes_pflichtsolo) if owes_pflichtsolo is not None else None
        if owes is not None and (len(owes) != 4 or any(type(o) is not bool for o in owes)):
            raise RecordError("owesPflichtsolo must be four booleans")
        if owes is not None and any(owes) and not rules.pflichtsolo:
            raise RecordError("owesPflichtsolo needs the pflichtsolo rule")
        if vorfuehrung is not None and (owes is None or type(vorfuehrung) is not int
                                        or not 0 <= vorfuehrung <= 3 or not owes[vorfuehrung]):
            raise RecordError("vorfuehrung must name a seat that owes its Pflichtsolo")
        dealt = deal_hands(hands, deck(rules.nines), rules.hand_size, parse_card,
                           "deck" if rules.nines else "deck without nines")
        super().__init__(rules, seat, dealt, RESERVATIONS, trump_order("normal"))
        self.owes_pflichtsolo = owes
        self.vorfuehrung = vorfuehrung
        if vorfuehrung is not None:
            self.turn = self.trick_leader = vorfuehrung
        self.calls: list[Action] = []
        self.contract: Contract | None = None
        self.party: list[int | None] = [None] * 4
        self.levels = [0, 0]
        self.blocked = [False, False]
        self.announcements: list[tuple[int, str, int]] = []
        self.shift = 0
        self.clarified = True
        self.partner: int | None = None
        self.schweinchen: int | None = None
        self.core: Deal | None = None

    # ----------------------------------------------------------------- queries
    @property
    def trick_cards(self) -> list[int]:
        """The cards of the trick in play (`trick`), by the name the view reads."""
        return self.trick

    @property
    def solo_scoring(self) -> bool:
        """Scored 1 v 3 with ×3: solos, silent weddings, weddings without partner."""
        return self.core is not None and self.core.soloist >= 0

    def legal_announcements(self, seat: int) -> list[Action]:
        party = self.party[seat]
        cards = len(self.hands[seat])
        if (self.phase != PLAYING or not self.clarified or party is None
                or cards < last_deadline(self.rules.hand_size, self.shift)):
            return []
        levels = allowed_levels(self.levels, self.blocked, party, cards,
                                self.rules.hand_size, self.shift)
        table = ANNOUNCE_BY_LEVEL[party][seat]
        return [table[level] for level in levels]

    def _legal_reservations(self, seat: int) -> list[Action]:
        if self.phase != RESERVATIONS or seat != self.turn:
            return []
        solos = [SOLO[seat][s] for s in SOLO_TYPES]
        if self.vorfuehrung is not None:
            return solos
        out = [RESERVE[seat]["healthy"]]
        if self.hands[seat].count(ALTE) == 2:
            out.append(RESERVE[seat]["wedding"])
        return out + solos

    def playable(self, seat: int) -> list[int]:
        core = self.core
        if core is None:
            return super().playable(seat)
        hand = self.hands[seat]
        legal = core.legal_for(seat)
        if legal != core.hands[seat]:
            slot_of = core.model.slot_of
            hand = [c for c in hand if legal >> slot_of[c] & 1]
        return list(dict.fromkeys(hand))

    def _legal_plays(self, seat: int) -> list[Action]:
        if self.phase != PLAYING or seat != self.turn:
            return []
        table = PLAY_ACTION[seat]
        return [table[c] for c in self.playable(seat)]

    # ----------------------------------------------------------------- changes
    def _check_reservation(self, action: Action) -> Refusal | None:
        seat, value = action.seat, action.value
        if self.phase != RESERVATIONS:
            return refuse("wrong_phase", "the reservations are over", phase=self.phase)
        if seat != self.turn:
            return refuse("not_your_turn", f"it is seat {self.turn}'s turn to reserve, not seat {seat}'s",
                          seat=self.turn)
        if self.vorfuehrung is not None and value != "solo":
            return refuse("must_name_solo", f"Vorführung: seat {seat} must name a solo")
        if value == "wedding" and self.hands[seat].count(ALTE) != 2:
            return refuse("wedding_needs_queens", f"seat {seat} cannot announce a wedding without both CQ",
                          card=card_name(ALTE))
        if value == "solo" and action.solo not in SOLO_TYPES:
            return refuse("unknown_action", f"unknown solo {action.solo!r}")
        if value not in ("healthy", "wedding", "solo"):
            return refuse("unknown_action", f"unknown reservation {value!r}")
        return None

    def _reserve(self, action: Action) -> None:
        self.calls.append(action)
        if self.vorfuehrung is None and len(self.calls) < 4:
            self.turn = (action.seat + 1) % 4
            return
        self._start_play(christen(self.calls, self.hands, self.owes_pflichtsolo,
                                  self.vorfuehrung is not None))

    def _check_announce(self, action: Action) -> Refusal | None:
        if self.phase != PLAYING:
            return refuse("wrong_phase", "announcements are made after the reservations", phase=self.phase)
        if not self.clarified:
            return refuse("announce_unclarified", "no announcement before the Klärungsstich is complete")
        return self._judge(action)[0]

    def _judge(self, action: Action) -> tuple[Refusal | None, bool]:
        party = self.party[action.seat]
        assert party is not None
        return judge(self.levels, self.blocked, party, action.value or "",
                     len(self.hands[action.seat]), self.rules.hand_size, self.shift)

    def _announce(self, action: Action) -> None:
        seat, value = action.seat, action.value or ""
        party = self.party[seat]
        assert party is not None
        late_reply = self._judge(action)[1]
        self.levels[party] = LEVEL_OF[value]
        self.blocked[party] = self.blocked[party] or late_reply
        self.announcements.append((seat, value, len(self.hands[seat])))

    def _check_play(self, action: Action) -> Refusal | None:
        if self.phase != PLAYING:
            return refuse("wrong_phase", "no card may be played during the reservations", phase=self.phase)
        return self._card_refusal(action.seat, action.card)

    def _play(self, action: Action) -> None:
        """The core plays the card first, so that it has closed a completed trick."""
        core, card = self.core, action.card
        assert core is not None and card is not None
        core.play(core.model.slot_of[card])
        self._play_card(action.seat, card)

    def _play_refusal(self, seat: int, card: int) -> Refusal | None:
        """A card the core allows is legal; the reason for another comes from the trick."""
        core = self.core
        if not self.trick or (core is not None and core.legal_for(seat) >> core.model.slot_of[card] & 1):
            return None
        return super()._play_refusal(seat, card)

    def _trick_winner(self, cards: list[int], leader: int) -> int:
        assert self.core is not None
        return self.core.leader  # the core has closed the trick

    def _trick_taken(self, trick: Trick) -> None:
        core = self.core
        if not self.clarified and core is not None and core.wedder < 0:
            self._clarified(core)
        super()._trick_taken(trick)

    def _clarified(self, core: Deal) -> None:
        """The Klärungsstich is complete (docs/rules.md §2.4): the parties are known
        and the announcement deadlines move by the tricks it took."""
        declarer = self.contract.declarer if self.contract else None
        self.clarified = True
        self.shift = len(self.tricks) - 1
        self.partner = next((s for s in range(4) if s != declarer and core.party[s] == RE), None)
        self.party = known_parties(core.party, core.wedder)

    def _start_play(self, contract: Contract) -> None:
        self.contract = contract
        self.phase = PLAYING
        scheme = contract.scheme
        pig = pig_card(self.rules, scheme)
        if pig is not None:
            holders = [s for s, hand in enumerate(self.dealt) if hand.count(pig) == 2]
            self.schweinchen = holders[0] if holders else None
        self.order = trump_order(scheme, pig if self.schweinchen is not None else None)
        core = self.core = Deal.start(self.rules, contract, self.dealer, self.dealt)
        self.party = known_parties(core.party, core.wedder)
        self.clarified = core.wedder < 0
        self.turn = self.trick_leader = core.leader

    # ----------------------------------------------------------------- output
    def _score(self) -> Result:
        """The scored deal (docs/rules.md §2.7–2.9)."""
        from .scoring import score
        return score(self)

    def contract_json(self) -> dict[str, Any] | None:
        return self.contract.to_json() if self.contract else None

    def top_trump_rule(self, card: int) -> str | None:
        """The Schweinchen: the ace that tops the trumps when one seat holds both."""
        return "schweinchen" if self.schweinchen is not None and card == self.order.trumps[0] else None

    def _said(self) -> dict[str, Any]:
        return {"announcements": [{"seat": s, "value": v, "cards_in_hand": n}
                                  for s, v, n in self.announcements]}

    def _record_extras(self) -> dict[str, Any]:
        extras: dict[str, Any] = {}
        if self.owes_pflichtsolo is not None:
            extras["owesPflichtsolo"] = list(self.owes_pflichtsolo)
        if self.vorfuehrung is not None:
            extras["vorfuehrung"] = self.vorfuehrung
        return extras

    def copy(self) -> State:
        other = super().copy()
        if self.core is not None:
            other.core = self.core.copy()
        return other

    ACTIONS: ClassVar[Mapping[str, ActionRule]] = {
               "reservation": ActionRule(_check_reservation, _reserve, _legal_reservations),
               "announce": ActionRule(_check_announce, _announce, legal_announcements),
               "play": ActionRule(_check_play, _play, _legal_plays)}
