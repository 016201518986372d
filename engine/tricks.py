"""The trick-taking core both games share: the card order a contract sets,
following suit, the winner of a trick, the dealt hands, completed tricks, and
the base of every deal's state with its one way to apply an action.

A game supplies its cards (names and points), the card order of each
contract (built by `CardOrder.build`), and for each action type an
`ActionRule`: why it is refused, how it changes the state, and which such
actions a seat has now. Playing a card to a trick is the same in every game
and lives here, so a rule of trick play is written once.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, NamedTuple, Protocol, Self, TypeVar

from .errors import IllegalAction, RecordError, Refusal, refuse

SEATS = 4
TRUMP = 4
"""The effective suit of every trump card; the plain suits are 0..3."""
PLAY, FINISHED = "play", "finished"
RECORD_FORMAT = "stichfest-record/1"


class SortKey(tuple[int, ...]):
    """A per-card table that is also its own key function: `sorted(hand, key=order.sort_key)`."""

    __slots__ = ()

    def __call__(self, card: int) -> int:
        return self[card]


@dataclass(frozen=True, slots=True)
class CardOrder:
    """Per-card tables of one contract, indexed by card: effective suit (0..3 or
    TRUMP), power within it (higher beats lower), position in a sorted hand;
    and the trumps, highest first. Following and trick taking are look-ups."""

    suit: tuple[int, ...]
    power: tuple[int, ...]
    sort_key: SortKey
    trumps: tuple[int, ...]

    @classmethod
    def build(cls, trumps: Sequence[int], plain: Sequence[Sequence[int]]) -> CardOrder:
        """The order from the trumps and each plain suit's other cards, highest first.

        Every card of the game appears exactly once, so that every table covers it.
        """
        size = len(trumps) + sum(map(len, plain))
        suit, power = [TRUMP] * size, [0] * size
        for i, c in enumerate(trumps):
            power[c] = 100 - i
        for s, cards in enumerate(plain):
            for i, c in enumerate(cards):
                suit[c], power[c] = s, 50 - i
        ranking = [*trumps, *(c for cards in plain for c in cards)]
        assert sorted(ranking) == list(range(size)), "every card once"
        sort_key = [0] * size
        for i, c in enumerate(ranking):
            sort_key[c] = i
        return cls(tuple(suit), tuple(power), SortKey(sort_key), tuple(trumps))

    def follow(self, hand: Sequence[int], led: int | None) -> list[int]:
        """The distinct cards of `hand` that may go to a trick led by `led`
        (None: the hand leads): the led card's effective suit if held, else any."""
        if led is not None:
            suit = self.suit
            wanted = suit[led]
            following = [c for c in hand if suit[c] == wanted]
            if following:
                return list(dict.fromkeys(following))
        return list(dict.fromkeys(hand))

    def trick_winner(self, cards: Sequence[int], later_wins: Container[int] = ()) -> int:
        """Index into `cards` (cards[0] led) of the card that takes the trick.

        The highest trump wins, else the highest card of the led suit; a card of
        another plain suit never takes over. Of two equal cards the first wins,
        unless the card is in `later_wins` (Doppelkopf's second Dulle).
        """
        suit, power = self.suit, self.power
        best = 0
        for i in range(1, len(cards)):
            c, b = cards[i], cards[best]
            if suit[c] == suit[b]:
                if power[c] > power[b] or (c == b and c in later_wins):
                    best = i
            elif suit[c] == TRUMP:
                best = i
        return best


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: `cards` in play order from `leader`; `names` are the
    game's card names, so the trick writes itself as JSON."""

    leader: int
    cards: tuple[int, ...]
    winner: int
    points: int
    names: tuple[str, ...] = field(repr=False, compare=False)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple((self.leader + i) % SEATS for i in range(len(self.cards)))

    @property
    def winning_card(self) -> int:
        return self.cards[(self.winner - self.leader) % SEATS]

    def to_json(self) -> dict[str, Any]:
        return {"leader": self.leader,
                "cards": [{"seat": s, "card": self.names[c]}
                          for s, c in zip(self.seats, self.cards, strict=True)],
                "winner": self.winner, "points": self.points}


def seat_number(what: str, value: object) -> int:
    """`value` as a seat 0..3, or RecordError naming `what`."""
    if type(value) is not int or not 0 <= value < SEATS:
        raise RecordError(f"{what} must be 0..3, not {value!r}")
    return value


def deal_hands(hands: object, deck: Sequence[int], hand_size: int,
               parse_card: Callable[[object], int], deck_name: str) -> tuple[tuple[int, ...], ...]:
    """Four hands of cards (ints or names) that together are `deck`, or RecordError."""
    if not isinstance(hands, (list, tuple)) or len(hands) != SEATS:
        raise RecordError("hands must be four lists of cards")
    known = frozenset(deck)
    parsed = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, (list, tuple)) or len(hand) != hand_size:
            raise RecordError(f"hand {seat} must hold {hand_size} cards")
        parsed.append(tuple(c if type(c) is int and c in known else parse_card(c) for c in hand))
    if sorted(c for hand in parsed for c in hand) != sorted(deck):
        raise RecordError(f"the hands are not one complete {deck_name}")
    return tuple(parsed)


class ActionRule(NamedTuple):
    """How a state treats one action type: why such an action is refused now
    (None: it is legal), how it changes the state, and those `seat` has now."""

    check: Callable[[Any, Any], Refusal | None]
    perform: Callable[[Any, Any], None]
    legal: Callable[[Any, int], list[Any]]


class GameAction(Protocol):
    @property
    def seat(self) -> int: ...

    @property
    def type(self) -> str: ...

    def to_json(self) -> dict[str, Any]: ...


class GameRules(Protocol):
    @property
    def hand_size(self) -> int: ...

    def to_json(self) -> dict[str, Any]: ...


RulesT = TypeVar("RulesT", bound=GameRules)
ActionT = TypeVar("ActionT", bound=GameAction)
ResultT = TypeVar("ResultT")


class TrickState(ABC, Generic[RulesT, ActionT, ResultT]):
    """One deal of a four-player trick-taking game, hidden information included.

    `apply` checks an action completely before it changes anything, so an
    IllegalAction leaves the state as it was. `turn` is whose turn it is;
    `to_move` is the same but None once the deal is over. `trick` holds the
    cards of the trick in play, led by `trick_leader` (between tricks: the
    seat that leads the next one).
    """

    GAME: ClassVar[str]
    CARD_NAMES: ClassVar[tuple[str, ...]]
    CARD_POINTS: ClassVar[tuple[int, ...]]
    ACTIONS: ClassVar[Mapping[str, ActionRule]]
    """Every action type of the game, in the order `legal_actions` lists them."""
    COPIED: ClassVar[tuple[str, ...]] = ()
    """The game's own list attributes, which `copy` copies."""
    _lists: ClassVar[tuple[str, ...]]
    _legal: ClassVar[tuple[Callable[[Any, int], list[Any]], ...]]

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        cls._lists = ("history", "trick", "tricks", "points", "tricks_won", *cls.COPIED)
        cls._legal = tuple(rule.legal for rule in cls.ACTIONS.values())

    def __init__(self, rules: RulesT, dealer: int, dealt: tuple[tuple[int, ...], ...],
                 phase: str, order: CardOrder) -> None:
        self.rules = rules
        self.dealer = dealer
        self.dealt = dealt
        self.hands = [list(hand) for hand in dealt]
        self.phase = phase
        self.turn = (dealer + 1) % SEATS
        self.history: list[ActionT] = []
        self.order = order
        self.trick: list[int] = []
        self.trick_leader = self.turn
        self.tricks: list[Trick] = []
        self.points = [0] * SEATS
        self.tricks_won = [0] * SEATS
        self._result: ResultT | None = None

    # --- queries -----------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.phase == FINISHED else self.turn

    @property
    def is_finished(self) -> bool:
        return self.phase == FINISHED

    @property
    def cards_played(self) -> int:
        return SEATS * len(self.tricks) + len(self.trick)

    @property
    def trick_seats(self) -> list[int]:
        """Who played each card of the trick in play."""
        return [(self.trick_leader + i) % SEATS for i in range(len(self.trick))]

    def playable(self, seat: int) -> list[int]:
        """The distinct cards `seat` may play to the trick in play if it were his turn."""
        return self.order.follow(self.hands[seat], self.trick[0] if self.trick else None)

    def legal_actions(self, seat: int | None = None) -> list[ActionT]:
        """Everything `seat` (default: the seat to move) may do now, out of turn included."""
        if seat is None:
            if self.phase == FINISHED:
                return []
            seat = self.turn
        actions: list[ActionT] = []
        for legal in self._legal:
            actions += legal(self, seat)
        return actions

    # --- changes -----------------------------------------------------------------

    def apply(self, action: ActionT) -> None:
        """Check `action` completely, then perform it; IllegalAction leaves the state unchanged."""
        refusal = self.refusal(action)
        if refusal is not None:
            raise IllegalAction(refusal)
        self.history.append(action)
        self.ACTIONS[action.type].perform(self, action)

    def refusal(self, action: ActionT) -> Refusal | None:
        """Why `action` is illegal now, or None if it is legal."""
        seat = action.seat
        if type(seat) is not int or not 0 <= seat < SEATS:
            return refuse("no_seat", f"no seat {seat!r}")
        rule = self.ACTIONS.get(action.type)
        if rule is None:
            return refuse("unknown_action", f"unknown action type {action.type!r}")
        if self.phase == FINISHED and not self._plays_on(action):
            return refuse("deal_over", "the deal is over")
        return rule.check(self, action)

    def _plays_on(self, action: ActionT) -> bool:
        """Whether a finished deal still takes `action` (a record may play on after the end)."""
        return False

    def _turn_refusal(self, seat: int) -> Refusal | None:
        """Why `seat` may not act now because another seat is to move."""
        if seat == self.turn:
            return None
        return refuse("not_your_turn", f"it is seat {self.turn}'s turn, not seat {seat}'s", seat=self.turn)

    def _card_refusal(self, seat: int, card: object) -> Refusal | None:
        """Why `seat` may not play `card` now as far as turn, hand and trick go."""
        turn = self._turn_refusal(seat)
        if turn is not None:
            return turn
        if type(card) is not int or not 0 <= card < len(self.CARD_NAMES):
            return refuse("unknown_card", f"seat {seat} does not hold {card!r}")
        if card not in self.hands[seat]:
            name = self.CARD_NAMES[card]
            return refuse("card_not_held", f"seat {seat} does not hold {name}", card=name)
        return self._play_refusal(seat, card)

    def _play_refusal(self, seat: int, card: int) -> Refusal | None:
        """Why `seat` may not play `card`, which he holds, to the trick in play."""
        if not self.trick:
            return None
        suit, name = self.order.suit, self.CARD_NAMES[card]
        led = suit[self.trick[0]]
        if suit[card] == led or all(suit[c] != led for c in self.hands[seat]):
            return None
        if led == TRUMP:
            return refuse("follow_trump", f"seat {seat} must follow trump; {name} does not", card=name)
        return refuse("follow_suit", f"seat {seat} must follow suit; {name} does not",
                      suit=self.CARD_NAMES[self.trick[0]][0], card=name)

    def _play_card(self, seat: int, card: int) -> None:
        """Play a card checked by `_card_refusal`; the fourth card closes the trick."""
        self.hands[seat].remove(card)
        if not self.trick:
            self.trick_leader = seat
        self.trick.append(card)
        if len(self.trick) < SEATS:
            self.turn = (seat + 1) % SEATS
            return
        cards, leader = self.trick, self.trick_leader
        winner = self._trick_winner(cards, leader)
        points = sum(self.CARD_POINTS[c] for c in cards)
        trick = Trick(leader, tuple(cards), winner, points, self.CARD_NAMES)
        self.tricks.append(trick)
        self.trick = []
        self.turn = self.trick_leader = winner
        if self.phase != FINISHED:  # a lost Tout played on counts nothing
            self.points[winner] += points
            self.tricks_won[winner] += 1
        self._trick_taken(trick)

    def _trick_winner(self, cards: list[int], leader: int) -> int:
        """The seat that takes the trick `cards` led by `leader`, just completed."""
        best = self.order.trick_winner(cards, self._later_wins(last=not any(self.hands)))
        return (leader + best) % SEATS

    def _later_wins(self, last: bool) -> Container[int]:
        """Cards that beat an equal card played before them (the trick is the last if `last`)."""
        return ()

    def _trick_taken(self, trick: Trick) -> None:
        """The game's consequences of a completed trick (the deal's end among them)."""
        if not any(self.hands):
            self._finish()

    def _finish(self) -> None:
        """End the deal and score it as it stands now."""
        self.phase = FINISHED
        self._result = self._score()

    @abstractmethod
    def _score(self) -> ResultT: ...

    # --- results and records -----------------------------------------------------

    def result(self) -> ResultT:
        """The scored deal, fixed at the moment it was decided."""
        if self._result is None:
            raise IllegalAction(refuse("deal_not_finished", "the deal is not finished"))
        return self._result

    @abstractmethod
    def contract_json(self) -> dict[str, Any] | None:
        """The contract as the replay output shows it, None before it is known."""

    def top_trump_rule(self, card: int) -> str | None:
        """The name of the game's own rule by which trump `card` tops the order
        in this deal (Doppelkopf's Schweinchen), for the reason a trick was won;
        None where the card order alone puts it there."""
        return None

    def progress(self) -> dict[str, Any]:
        """Where an unfinished deal stands, for `python -m engine replay`."""
        return {"finished": False, "phase": self.phase, "to_move": self.to_move,
                "contract": self.contract_json(), "tricks_played": len(self.tricks),
                **self._said()}

    @abstractmethod
    def _said(self) -> dict[str, Any]:
        """What the players said beyond their calls, for `progress` (announcements, doubles)."""

    def to_record(self) -> dict[str, Any]:
        """This deal as a docs/record.md game record."""
        return {"format": RECORD_FORMAT, "game": self.GAME, "rules": self.rules.to_json(),
                "dealer": self.dealer, "hands": [[self.CARD_NAMES[c] for c in hand] for hand in self.dealt],
                "actions": [a.to_json() for a in self.history], **self._record_extras()}

    def _record_extras(self) -> dict[str, Any]:
        """The game's own record fields (docs/record.md)."""
        return {}

    def copy(self) -> Self:
        """An independent copy: changing either leaves the other as it was."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.hands = [list(hand) for hand in self.hands]
        for name in self._lists:
            setattr(other, name, list(getattr(self, name)))
        return other
