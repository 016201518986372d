"""A deal in search: the engine's fast core, played out fast to the end.

A `World` is one full deal consistent with a seat's view, from the current
moment on: the core's `Deal` (engine/doppelkopf/core.py), which holds every
rule of play, plus what the simulated players know. `World.copy` and
`World.run` are the hot loop of search, so they work on ints and lists
only; `run` holds the rollout rule, the card play of simulated players and
of `easy`, and closes a trick outside a wedding in line, as the core's
`Deal` does (the lockstep tests hold the two equal). Simulated players use
only public party knowledge (a Queen of clubs played, an announcement, a
declared contract), never the parties of the sampled deal.
"""

from __future__ import annotations

from ...doppelkopf.announcements import RE
from ...doppelkopf.contracts import TRUMP
from ...doppelkopf.core import Deal, Event, Model
from ...doppelkopf.scoring import DOPPELKOPF_POINTS

EVERYONE = 15


class World(Deal):
    """A `Deal` with the public knowledge of the simulated players: `public`
    (seats whose party everyone knows), `friends` (per seat, the seats he
    knows on his side) and `fresh` (aces of plain suits not led yet)."""

    __slots__ = ("fresh", "friends", "public")

    def __init__(self, model: Model, hands: list[int], doubles: list[int], leader: int,
                 trick: list[int], trick_no: int, pts: list[int], won: list[int],
                 party: list[int], public: int, soloist: int, wedder: int, levels: list[int],
                 fresh: int, events: list[Event], friends: list[int] | None = None) -> None:
        super().__init__(model, hands, doubles, leader, trick, trick_no, pts, won, party,
                         soloist, wedder, levels, events)
        self.public = public
        self.fresh = fresh
        if friends is None:
            self._know()
        else:
            self.friends = friends

    def copy(self) -> World:
        return World(self.model, self.hands[:], self.doubles[:], self.leader, self.trick[:],
                     self.trick_no, self.pts[:], self.won[:], self.party[:], self.public,
                     self.soloist, self.wedder, self.levels[:], self.fresh, self.events[:],
                     self.friends[:])

    def play(self, bit: int) -> None:
        """Play card `bit` (a slot) for the seat to move; a Queen of clubs shows its player's party."""
        if (1 << bit) & self.model.alte and self.soloist < 0 and self.wedder < 0:
            self._reveal((self.leader + len(self.trick)) & 3)
        Deal.play(self, bit)

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
        m, hands, party, pts_won, won = self.model, self.hands, self.party, self.pts, self.won
        doubles = self.doubles
        pull = m.n_tricks // 2 + 1
        card_pts, suit, suit_mask = m.pts, m.suit, m.suit_mask
        trump_mask, smear, high, alte, aces = m.trump_mask, m.smear, m.high, m.alte, m.aces
        special = m.extra_cards
        trick, leader, fresh = self.trick, self.leader, self.fresh
        friends = self.friends
        soloist = self.soloist
        watch = soloist < 0 and self.wedder < 0
        plain_end = self.wedder < 0
        ends = m.n_tricks - self.trick_no
        above = m.above_last if ends == 1 else m.above
        n = len(trick)
        win = win_seat = pts = bit = tmask = led = led_mask = 0
        if trick:
            win, at, pts = m.winner(trick, ends == 1)
            win_seat = (leader + at) & 3
            led = suit[trick[0]]
            led_mask = suit_mask[led]
            for b in trick:
                tmask |= 1 << b
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
                if soloist < 0 and (pts >= DOPPELKOPF_POINTS or special & tmask):
                    self.events.extend(m.extras(trick, leader, win_seat, not ends))
                self.trick_no += 1
                leader = win_seat
                trick = []
            else:
                self.trick, self.leader, self.fresh = trick, leader, fresh
                self._finish_trick()
                trick, leader, fresh = self.trick, self.leader, self.fresh
                friends = self.friends
                soloist = self.soloist
                plain_end = self.wedder < 0
            if ends == 1:
                above = m.above_last
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
        led = self.model.suit[self.trick[0]]
        if led != TRUMP:
            self.fresh &= ~self.model.aces[led]
        Deal._finish_trick(self)

    def _clarify(self, winner: int, lead: int) -> None:
        """The Klärungsstich also tells everyone the parties."""
        super()._clarify(winner, lead)
        if self.wedder < 0:
            self.public = EVERYONE
            self._know()
