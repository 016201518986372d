"""The fast internal representation of one fully known deal in play.

Rollouts and the endgame solver run thousands of tricks per decision, so
hands are bitmasks over the 32 card ints of `engine.schafkopf.cards` and the
contract is reduced to per-card tuples. This is not the public API: players
build a `Table` from a sampled world, never from a `State`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...schafkopf.cards import POINTS
from ...schafkopf.contracts import TRUMP, CardOrder

BIT = tuple(1 << c for c in range(32))


def cards_of(mask: int) -> list[int]:
    """The card ints set in `mask`, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: list[int] | tuple[int, ...] | set[int]) -> int:
    mask = 0
    for c in cards:
        mask |= BIT[c]
    return mask


@dataclass(frozen=True)
class Game:
    """Everything about the contract that stays fixed during play.

    `suit_masks[s]` holds the cards whose effective suit is s (4 = trump);
    `ace` is the called ace's bit (0 outside a Rufspiel) and `called_mask`
    the plain cards of the called suit; `stake` is the game value's unit
    settings (see `value`).
    """

    order: CardOrder
    suit: tuple[int, ...]
    power: tuple[int, ...]
    suit_masks: tuple[int, ...]
    declarer: int
    solo: bool
    tout: bool
    ace: int
    called_suit: int
    called_mask: int
    run_away_min: int
    base: int
    unit: int
    multiplier: int
    schneider_line: int
    laufende_min: int

    def value(self, declarer_points: int, declarer_tricks: int, defender_tricks: int,
              laufende: int) -> int:
        """The game value for the declaring party: positive if it won (RULES.md §3.8–§3.10)."""
        if self.tout:
            won = defender_tricks == 0
            value = 2 * (self.base + self.unit * laufende)
        else:
            won = declarer_points >= 61
            losers = 120 - declarer_points if won else declarer_points
            schneider = losers < self.schneider_line if won else losers <= 30
            schwarz = (defender_tricks if won else declarer_tricks) == 0
            value = self.base + self.unit * (schneider + schwarz + laufende)
        value *= self.multiplier
        return value if won else -value


def legal_mask(g: Game, hand: int, trick: list[int] | tuple[int, ...], called_led: bool) -> int:
    """The cards of `hand` that may go to `trick` (RULES.md §1.4, §3.5)."""
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


class Table:
    """A deal in play with every hand known: legal moves, play, and the score.

    `team[s]` is True for the declaring party. `called_led` becomes True
    once a trick led with the called suit is complete, which lifts the
    called ace's duties; `revealed` once everybody knows the partner.
    """

    __slots__ = ("game", "hands", "team", "leader", "trick", "points", "tricks",
                 "played", "called_led", "revealed", "laufende")

    def __init__(self, game: Game, hands: list[int], team: list[bool], leader: int,
                 trick: list[int], points: list[int], tricks: list[int], played: int,
                 called_led: bool, revealed: bool, laufende: int) -> None:
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

    def copy(self) -> Table:
        return Table(self.game, self.hands[:], self.team, self.leader, self.trick[:],
                     self.points[:], self.tricks[:], self.played, self.called_led,
                     self.revealed, self.laufende)

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) & 3

    @property
    def finished(self) -> bool:
        if self.game.tout and self.tricks[0]:
            return True
        return not self.trick and not any(self.hands)

    def legal(self, seat: int) -> int:
        """The mask of cards `seat` may play now (RULES.md §1.4, §3.5)."""
        return legal_mask(self.game, self.hands[seat], self.trick, self.called_led)

    def winner_index(self) -> int:
        """Index into the current trick of its best card so far."""
        return self.game.order.trick_winner(self.trick)

    def play(self, card: int) -> None:
        """Play `card` for the seat to move (assumed legal)."""
        seat = self.to_move
        g = self.game
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        if g.ace and not self.revealed:
            if bit == g.ace or (not self.trick and bit & g.called_mask and not self.called_led
                                and self.hands[seat] & g.ace):
                self.revealed = True
        self.trick.append(card)
        if len(self.trick) == 4:
            self._close()

    def _close(self) -> None:
        trick = self.trick
        winner = (self.leader + self.winner_index()) & 3
        side = 1 if self.team[winner] else 0
        self.points[side] += POINTS[trick[0]] + POINTS[trick[1]] + POINTS[trick[2]] + POINTS[trick[3]]
        self.tricks[side] += 1
        if self.game.ace and self.game.suit[trick[0]] == self.game.called_suit:
            self.called_led = True
        self.leader = winner
        self.trick = []

    def declarer_value(self) -> int:
        """The finished deal's value for the declaring party (see `Game.value`)."""
        return self.game.value(self.points[1], self.tricks[1], self.tricks[0], self.laufende)

    def score(self, seat: int, value: int) -> float:
        """What `seat` is paid for declarer value `value`: ±V, the soloist ±3V."""
        if not self.team[seat]:
            return -value
        return 3 * value if self.game.solo else value
