"""The fast core of one Schafkopf deal in play: card masks, the rules of play, the score.

The engine's `State` plays every card through a `Deal`, and the computer
players' rollouts and endgame solver run thousands of tricks per decision
on copies of one, so the rules of play are written here once: following
suit, the called ace's duties (docs/rules.md §3.5), the trick winner, the
parties and the partner's reveal, the end of the deal. A hand is a bitmask
over the 32 card ints of `engine.schafkopf.cards`; the named contract is
reduced to per-card tuples taken from the engine's `card_order`; every value
comes from `engine.schafkopf.scoring`.

`random_deal`, `Deal.to_move`, `legal`, `play`, `copy` and `score` carry the
same names in every game's core.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache

from .bidding import biddable, nameable_suits
from .cards import BIT, POINTS, cards_of, mask_of
from .contracts import BIDDABLE, RAMSCH, SIE, CardOrder, Contract, ContractType, card_order
from .rules import Rules
from .scoring import (
    Valuation,
    base,
    laufende,
    payout,
    ramsch_losers,
    ramsch_scores,
    unit,
    valuation,
)

CONTRACTS = {row.name: row for row in (*BIDDABLE, RAMSCH)}
"""Every contract a deal can be played in, by its record name."""


@dataclass(frozen=True)
class Game:
    """Everything about the named contract that stays fixed during play.

    `suit_masks[s]` holds the cards whose effective suit is s (4 = trump);
    `ace` is the called ace's bit (0 outside a Rufspiel) and `called_mask`
    the plain cards of the called suit; `declarer` is None in a Ramsch.
    `takes` is the shared trick winner as a look-up (see `takes_table`).
    `doubles` are the Kontra and Re said, in order; `total` the card points
    of the deck; `unit` and `stake` (the Rufspiel base) scale tie-breaks.
    What the contract row says is copied into plain fields: play-outs ask
    for them at every card.
    """

    contract: Contract
    kind: ContractType
    ramsch: bool
    """Everyone plays alone."""
    tout: bool
    """The deal ends at the first trick the declarer loses."""
    unplayed: bool
    """Sie: won at the naming, without play."""
    rules: Rules
    order: CardOrder
    suit: tuple[int, ...]
    power: tuple[int, ...]
    suit_masks: tuple[int, ...]
    takes: tuple[bool, ...]
    declarer: int | None
    ace: int
    called_suit: int
    called_mask: int
    lifts: tuple[bool, ...]
    """Per card whether a trick led with it, once complete, lifts the called ace's duties."""
    run_away_min: int
    doubles: tuple[str, ...]
    total: int
    unit: int
    stake: int
    memo: dict[tuple[int, int, int, int, int], int] = field(default_factory=dict, compare=False)

    def valuation(self, declarer_points: int, defender_points: int, declarer_tricks: int,
                  defender_tricks: int, run: int) -> Valuation:
        """The scoring's valuation of a played contract from its facts."""
        return valuation(self.kind, self.rules, declarer_points, defender_points,
                         declarer_tricks, defender_tricks, run, self.doubles)

    def value(self, declarer_points: int, defender_points: int, declarer_tricks: int,
              defender_tricks: int, run: int) -> int:
        """The deal's value for the declaring party, positive if it won, memoised per
        deal (the solver asks for it at every leaf)."""
        key = (declarer_points, defender_points, declarer_tricks, defender_tricks, run)
        value = self.memo.get(key)
        if value is None:
            value = self.memo[key] = self.valuation(*key).signed
        return value

    def ramsch_score(self, points: list[int], tricks: list[int], seat: int) -> int:
        """What `seat` is paid in a finished Ramsch."""
        return ramsch_scores(self.rules, ramsch_losers(points, tricks))[seat]

    def team(self, dealt: list[int]) -> list[bool]:
        """Per seat whether it plays with the declarer: the declarer and, in a
        Rufspiel, whoever was dealt the called ace (nobody in a Ramsch)."""
        return [s == self.declarer or bool(dealt[s] & self.ace) for s in range(4)]

    def laufende(self, dealt: list[int], team: list[bool]) -> int:
        """The Laufende of the dealt hands (scoring's `laufende`), for whichever party."""
        if self.ramsch:
            return 0
        party = 0
        for s in range(4):
            if team[s]:
                party |= dealt[s]
        return laufende(self.order.trumps, frozenset(cards_of(party)), self.kind.laufende_threshold)


@lru_cache(maxsize=256)
def game_for(contract: Contract, declarer: int | None, rules: Rules, doubles: tuple[str, ...]) -> Game:
    """The fixed data of `contract` at a table with `rules`; one per deal setup, so
    every decision of a deal shares the values worked out."""
    order = card_order(contract, rules.cards)
    masks = [0] * 5
    for c in rules.cards:
        masks[order.suit[c]] |= BIT[c]
    ace, called = contract.called_ace, contract.called_suit
    kind = contract.type
    return Game(
        contract=contract, kind=kind, ramsch=kind is RAMSCH, tout=kind.tout, unplayed=kind is SIE,
        rules=rules, order=order, suit=order.suit, power=order.power,
        suit_masks=tuple(masks), takes=takes_table(order), declarer=declarer,
        ace=0 if ace is None else BIT[ace], called_suit=-1 if called is None else called,
        called_mask=0 if called is None else masks[called],
        lifts=tuple(called is not None and order.suit[c] == called for c in range(32)),
        run_away_min=rules.run_away_min,
        doubles=doubles, total=sum(POINTS[c] for c in rules.cards), unit=unit(rules),
        stake=base(RAMSCH, rules))


@lru_cache(maxsize=64)
def takes_table(order: CardOrder) -> tuple[bool, ...]:
    """Per pair `best << 5 | card`: whether `card`, played to a trick that `best`
    holds, takes it over, as the shared `CardOrder.trick_winner` says. Play
    looks this up at every card."""
    return tuple(order.trick_winner((best, c)) == 1 for best in range(32) for c in range(32))


def trick_winner(takes: tuple[bool, ...], cards: list[int] | tuple[int, ...]) -> int:
    """Index into `cards` (cards[0] led) of the best card: each card in turn takes
    over from the best so far or not."""
    win = 0
    for i in range(1, len(cards)):
        if takes[cards[win] << 5 | cards[i]]:
            win = i
    return win


def legal_mask(g: Game, hand: int, trick: list[int] | tuple[int, ...], called_led: bool) -> int:
    """The cards of `hand` that may go to `trick` (docs/rules.md §1.4, §3.5).

    The holder of the called ace is bound until a trick led with the called
    suit is complete: he may lead the suit without the ace only with
    `run_away_min` of its cards (running away), must play the ace when the
    suit is led, and may not throw it off to another suit before his last card.
    """
    bound = g.ace and not called_led and hand & g.ace
    if not trick:
        if bound:
            called = hand & g.called_mask
            if called.bit_count() < g.run_away_min:
                return hand & ~(called & ~g.ace)
        return hand
    led = g.suit[trick[0]]
    follow = hand & g.suit_masks[led]
    if bound:
        if led == g.called_suit:
            return g.ace
        if follow:
            return follow
        return hand & ~g.ace if hand != g.ace else hand
    return follow or hand


class Deal:
    """A deal in play with every hand known: legal moves, play, and the score.

    `team[s]` is True for the declaring party (nobody in a Ramsch);
    `points` and `tricks` are per seat. `called_led` becomes True once a
    trick led with the called suit is complete, which lifts the called ace's
    duties; `revealed` once everybody knows the partner; `finished` once
    the deal is decided (all cards played, or a Tout's first lost trick).
    Cards played after that still follow the rules but decide nothing.
    """

    __slots__ = (
        "called_led",
        "finished",
        "game",
        "hands",
        "laufende",
        "leader",
        "played",
        "points",
        "revealed",
        "team",
        "trick",
        "tricks",
    )

    def __init__(self, game: Game, hands: list[int], team: list[bool], leader: int,
                 trick: list[int], points: list[int], tricks: list[int], played: int,
                 called_led: bool, revealed: bool, laufende: int, finished: bool = False) -> None:
        self.game = game
        self.hands = hands
        self.team = team
        self.leader = leader
        self.trick = trick
        self.points = points
        self.tricks = tricks
        self.played = played
        self.called_led = called_led
        self.revealed = revealed
        self.laufende = laufende
        self.finished = finished or game.unplayed

    @classmethod
    def start(cls, game: Game, dealt: list[int], leader: int) -> Deal:
        """The deal at its first card: parties and Laufende from the hands as dealt."""
        team = game.team(dealt)
        return cls(game, dealt[:], team, leader, [], [0, 0, 0, 0], [0, 0, 0, 0], 0,
                   False, not game.ace, game.laufende(dealt, team))

    def copy(self) -> Deal:
        return Deal(self.game, self.hands[:], self.team, self.leader, self.trick[:],
                    self.points[:], self.tricks[:], self.played, self.called_led,
                    self.revealed, self.laufende, self.finished)

    @property
    def to_move(self) -> int:
        """The seat to play, -1 once the deal is decided."""
        return -1 if self.finished else (self.leader + len(self.trick)) & 3

    @property
    def partner(self) -> int | None:
        """The holder of the called ace in a Rufspiel, else None."""
        return next((s for s in range(4) if self.team[s] and s != self.game.declarer), None)

    def legal(self) -> int:
        """The mask of cards the seat to move may play."""
        trick = self.trick
        return legal_mask(self.game, self.hands[(self.leader + len(trick)) & 3], trick, self.called_led)

    def legal_for(self, seat: int) -> int:
        """The mask of cards `seat` may play to the trick in play (docs/rules.md §1.4, §3.5)."""
        return legal_mask(self.game, self.hands[seat], self.trick, self.called_led)

    def bound(self, seat: int) -> bool:
        """Whether `seat` holds the called ace with its duties still on (§3.5)."""
        return bool(self.game.ace and not self.called_led and self.hands[seat] & self.game.ace)

    def winner_index(self) -> int:
        """Index into the current trick of its best card so far."""
        return trick_winner(self.game.takes, self.trick)

    def play(self, card: int) -> None:
        """Play `card` for the seat to move (assumed legal); the fourth card closes the trick."""
        trick, hands = self.trick, self.hands
        seat = (self.leader + len(trick)) & 3
        bit = 1 << card
        hands[seat] ^= bit
        self.played |= bit
        if not self.revealed:  # only ever False in a Rufspiel
            g = self.game
            if bit == g.ace or (not trick and bit & g.called_mask and not self.called_led
                                and hands[seat] & g.ace):
                self.revealed = True  # the ace fell, or its holder ran away
        trick.append(card)
        if len(trick) == 4:
            self._close()

    def _close(self) -> None:
        trick = self.trick
        g = self.game
        winner = (self.leader + trick_winner(g.takes, trick)) & 3
        self.points[winner] += POINTS[trick[0]] + POINTS[trick[1]] + POINTS[trick[2]] + POINTS[trick[3]]
        self.tricks[winner] += 1
        if g.lifts[trick[0]]:
            self.called_led = True
        self.leader = winner
        self.trick = []
        if not self.hands[winner] or (g.tout and not self.team[winner]):
            self.finished = True

    def double(self, value: str, seat: int) -> None:
        """Kontra or Re said by `seat`: it counts in the value, and the partner who
        says Re reveals himself (§3.7)."""
        g = self.game
        self.game = game_for(g.contract, g.declarer, g.rules, (*g.doubles, value))
        if value == "re" and self.team[seat] and seat != g.declarer:
            self.revealed = True

    def party_points(self, seat: int) -> int:
        """The card points taken so far by `seat`'s party (by `seat` alone in a Ramsch)."""
        if self.game.ramsch:
            return self.points[seat]
        mine = self.team[seat]
        return sum(p for s, p in enumerate(self.points) if self.team[s] == mine)

    def valuation(self) -> Valuation:
        """The finished contract's valuation (not for a Ramsch)."""
        return self.game.valuation(*self._facts())

    def declarer_value(self) -> int:
        """The finished deal's value for the declaring party (see `Game.value`)."""
        return self.game.value(*self._facts())

    def _facts(self) -> tuple[int, int, int, int, int]:
        team, points, tricks = self.team, self.points, self.tricks
        declarer_points = declarer_tricks = 0
        for s in range(4):
            if team[s]:
                declarer_points += points[s]
                declarer_tricks += tricks[s]
        return (declarer_points, sum(points) - declarer_points,
                declarer_tricks, sum(tricks) - declarer_tricks, self.laufende)

    def payout(self, seat: int, value: int) -> int:
        """What `seat` is paid for declarer value `value` (scoring's `payout`)."""
        return payout(self.game.kind, self.team[seat]) * value

    def seat_score(self, seat: int) -> int:
        """What `seat` is paid for the finished deal."""
        if self.game.ramsch:
            return self.game.ramsch_score(self.points, self.tricks, seat)
        return self.payout(seat, self.declarer_value())

    def score(self) -> tuple[int, int, int, int]:
        """Per seat what it is paid for the finished deal."""
        if self.game.ramsch:
            return ramsch_scores(self.game.rules, ramsch_losers(self.points, self.tricks))
        value = self.declarer_value()
        s0, s1, s2, s3 = (self.payout(s, value) for s in range(4))
        return s0, s1, s2, s3


QUIET = 0.75
"""How often a seat of the random table passes although it could bid."""


def random_deal(rules: Rules, rng: random.Random) -> Deal:
    """A dealt deal after the contract a random table reaches: one time in four a seat
    bids the lowest contract the engine lets it bid, else it passes, so most deals
    are a Rufspiel; the winner names a random suit it may name. A deal that all
    four pass is a Ramsch where the table plays one, else dealt again."""
    size = rules.hand_size
    while True:
        cards = list(rules.cards)
        rng.shuffle(cards)
        hands = [cards[s * size:(s + 1) * size] for s in range(4)]
        dealer = rng.randrange(4)
        best: ContractType | None = None
        declarer = None
        for i in range(1, 5):
            seat = (dealer + i) % 4
            if rng.random() < QUIET:
                continue
            kinds = biddable(hands[seat], rules, best)
            if kinds:
                best, declarer = kinds[0], seat
        if best is not None and declarer is not None:
            contract = Contract(best, rng.choice(nameable_suits(best, hands[declarer], rules)))
        elif rules.ramsch:
            contract = Contract(RAMSCH)
        else:
            continue
        game = game_for(contract, declarer, rules, ())
        return Deal.start(game, [mask_of(hand) for hand in hands], (dealer + 1) % 4)
