"""A deal in search: hands as bit masks, played out fast to the end.

A `World` is one full deal consistent with a seat's view, from the current
moment on. `World.copy` and `World.run` are the hot loop of search, so they
work on ints and lists only. Simulated players use only public party
knowledge (a Queen of clubs played, an announcement, a declared contract),
never the parties of the sampled deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import TRUMP, Layout, layout
from .scoring import re_value

RE, KONTRA = 0, 1
EVERYONE = 15


@dataclass
class World:
    lay: Layout
    hands: list[int]            # current hand masks: the card types held
    doubles: list[int]          # the types held twice
    leader: int
    trick: list[int]            # slots of the cards in the trick in progress
    trick_no: int               # index of the trick in progress
    n_tricks: int
    pts: list[int]              # card points won per seat
    won: list[int]              # tricks won per seat
    party: list[int]            # true party per seat (tentative in a wedding)
    public: int                 # seats whose party everyone knows
    soloist: int                # -1 in a partner game
    wedder: int                 # an unclarified wedding's player, else -1
    levels: list[int]           # announcement level of Re, Kontra
    fresh: int                  # aces of plain suits not led yet
    events: list[tuple[int, int]]  # extra points: (seat gaining, seat of a caught fox or -1)
    last_firstwins: bool = True
    friends: list[int] = field(default_factory=list)  # per seat, the seats he knows on his side

    def __post_init__(self) -> None:
        if not self.friends:
            self._know()

    def copy(self) -> World:
        return World(self.lay, self.hands[:], self.doubles[:], self.leader, self.trick[:], self.trick_no,
                     self.n_tricks, self.pts[:], self.won[:], self.party[:], self.public,
                     self.soloist, self.wedder, self.levels[:], self.fresh, self.events[:],
                     self.last_firstwins, self.friends[:])

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % 4

    @property
    def finished(self) -> bool:
        return self.trick_no >= self.n_tricks

    def legal(self) -> int:
        """The mask of cards the seat to move may play."""
        hand = self.hands[self.to_move]
        if not self.trick:
            return hand
        return hand & self.lay.suit_mask[self.lay.suit[self.trick[0]]] or hand

    def play(self, bit: int) -> None:
        """Play card `bit` (a slot) for the seat to move; finishes the trick if complete."""
        seat = self.to_move
        if (self.doubles[seat] >> bit) & 1:
            self.doubles[seat] ^= 1 << bit
        else:
            self.hands[seat] ^= 1 << bit
        if (1 << bit) & self.lay.alte and self.soloist < 0 and self.wedder < 0:
            self._reveal(seat)
        self.trick.append(bit)
        if len(self.trick) == 4:
            self._finish_trick()

    def run(self, cards: int = 1 << 30) -> int:
        """Play up to `cards` cards (default: to the end) by the rule below;
        return the bit of the last card played.

        The rule (also `easy`'s card play): a soloist, or a Re player
        holding more than half his cards in trumps, pulls trumps with his
        best one; else lead an ace of a suit that has not run, else low; give full cards to a
        partner who holds the trick safely (last to play, or he won with one
        of the three top trumps); take an opponent's trick as cheaply as
        possible, with the ace when following a plain suit; else play low.
        """
        lay, hands, party, pts_won, won = self.lay, self.hands, self.party, self.pts, self.won
        doubles = self.doubles
        pull = self.n_tricks // 2 + 1
        above, card_pts, suit, suit_mask = lay.above, lay.pts, lay.suit, lay.suit_mask
        trump_mask, smear, high, alte, aces = lay.trump_mask, lay.smear, lay.high, lay.alte, lay.aces
        special = lay.fuchs | lay.karlchen
        trick, leader, fresh = self.trick, self.leader, self.fresh
        friends = self.friends
        soloist = self.soloist
        watch = soloist < 0 and self.wedder < 0
        plain_end = self.wedder < 0 and self.last_firstwins
        ends = self.n_tricks - self.trick_no
        n = len(trick)
        win = win_seat = pts = bit = tmask = led = led_mask = 0
        if trick:
            win, at, pts = _winner(lay, trick)
            win_seat = (leader + at) & 3
            led = suit[trick[0]]
            led_mask = suit_mask[led]
            tmask = sum(1 << b for b in trick)
        while cards and ends:
            cards -= 1
            seat = (leader + n) & 3
            hand = hands[seat]
            if not n:
                trumps = hand & trump_mask
                if trumps and (seat == soloist or (party[seat] == RE and trumps.bit_count()
                                                   + (doubles[seat] & trump_mask).bit_count() >= pull)):
                    bit = trumps.bit_length() - 1
                else:
                    pool = hand & fresh or hand & ~trump_mask or hand
                    bit = (pool & -pool).bit_length() - 1
                win, win_seat, pts, tmask = bit, seat, card_pts[bit], 1 << bit
                led = suit[bit]
                led_mask = suit_mask[led]
            else:
                follow = hand & led_mask or hand
                if (friends[seat] >> win_seat) & 1:
                    full = follow & smear if n == 3 or (1 << win) & high else 0
                    bit = full.bit_length() - 1 if full else (follow & -follow).bit_length() - 1
                else:
                    beat = follow & above[win]
                    if not beat or (n < 3 and led == TRUMP and pts < 10):
                        bit = (follow & -follow).bit_length() - 1
                    elif n < 3 and led != TRUMP and beat & led_mask:
                        bit = beat.bit_length() - 1
                    else:
                        bit = (beat & -beat).bit_length() - 1
                pts += card_pts[bit]
                tmask |= 1 << bit
                if (1 << bit) & above[win]:
                    win, win_seat = bit, seat
            one = 1 << bit
            if doubles[seat] & one:
                doubles[seat] ^= one
            else:
                hands[seat] = hand ^ one
            trick.append(bit)
            if watch and one & alte:
                self._reveal(seat)
                friends = self.friends
            if n < 3:
                n += 1
                continue
            n = 0
            ends -= 1
            if plain_end:
                pts_won[win_seat] += pts
                won[win_seat] += 1
                if led != TRUMP:
                    fresh &= ~aces[led]
                if soloist < 0 and (pts >= 40 or special & tmask):
                    self._extras(trick, win, win_seat, leader, pts, not ends)
                self.trick_no += 1
                leader = win_seat
                trick = []
            else:
                self.trick, self.leader, self.fresh = trick, leader, fresh
                self._finish_trick()
                trick, leader, fresh = self.trick, self.leader, self.fresh
                friends = self.friends
                soloist = self.soloist
                plain_end = self.wedder < 0 and self.last_firstwins
        self.trick, self.leader, self.fresh = trick, leader, fresh
        return bit

    def _know(self) -> None:
        public, party = self.public, self.party
        self.friends = [(1 << s) | sum(1 << w for w in range(4)
                                       if (public >> w) & 1 and party[w] == party[s])
                        for s in range(4)]

    def _reveal(self, seat: int) -> None:
        self.public |= 1 << seat
        if sum(1 for s in range(4) if (self.public >> s) & 1 and self.party[s] == RE) == 2:
            self.public = EVERYONE
        self._know()

    def _finish_trick(self) -> None:
        lay = self.lay
        trick = self.trick
        last = self.trick_no == self.n_tricks - 1
        win, at, pts = _winner(layout(lay.key) if last and not self.last_firstwins else lay, trick)
        seat = (self.leader + at) % 4
        self.pts[seat] += pts
        self.won[seat] += 1
        if lay.suit[trick[0]] != TRUMP:
            self.fresh &= ~lay.aces[lay.suit[trick[0]]]
        if self.soloist < 0:
            self._extras(trick, win, seat, self.leader, pts, last)
        if self.wedder >= 0:
            self._clarify(seat)
        self.trick = []
        self.leader = seat
        self.trick_no += 1

    def _extras(self, trick: list[int], win: int, seat: int, leader: int, pts: int,
                last: bool) -> None:
        """Record the extra points of a trick won by `seat`: Doppelkopf,
        caught foxes, Karlchen."""
        lay = self.lay
        if pts >= 40:
            self.events.append((seat, -1))
        for i, b in enumerate(trick):
            if (1 << b) & lay.fuchs:
                self.events.append((seat, (leader + i) % 4))
        if last and (1 << win) & lay.karlchen:
            self.events.append((seat, -1))

    def _clarify(self, winner: int) -> None:
        """After a wedding's trick: a partner found, or a solo after trick 3."""
        if winner != self.wedder:
            self.party[winner] = RE
        elif self.trick_no < 2:
            return
        else:
            self.soloist = self.wedder
            self.events.clear()
        self.wedder = -1
        self.public = EVERYONE
        self._know()

    def score(self, seat: int) -> tuple[int, int]:
        """(game points for `seat`, 1 if his party won, -1 if it lost, 0 if nobody)."""
        party = self.party
        re_pts = sum(p for s, p in enumerate(self.pts) if party[s] == RE)
        re_tricks = sum(w for s, w in enumerate(self.won) if party[s] == RE)
        extras = 0
        for gainer, loser in self.events:
            if loser < 0 or party[loser] != party[gainer]:
                extras += 1 if party[gainer] == RE else -1
        solo = self.soloist >= 0
        s, w = re_value(re_pts, re_tricks, self.n_tricks - re_tricks, self.levels[RE],
                        self.levels[KONTRA], 0 if solo else extras, solo)
        if party[seat] == KONTRA:
            return -s, -w
        return (3 * s if solo and seat == self.soloist else s), w


def _winner(lay: Layout, trick: list[int]) -> tuple[int, int, int]:
    """(winning bit, its index in the trick, points) of a trick."""
    above = lay.above
    win = trick[0]
    at = 0
    pts = lay.pts[win]
    for i in range(1, len(trick)):
        b = trick[i]
        pts += lay.pts[b]
        if (1 << b) & above[win]:
            win, at = b, i
    return win, at, pts
