"""A deal in search: hands as bit masks, played out fast to the end.

A `World` is one full deal consistent with a seat's view, from the current
moment on, on the bit slots of its `Model`. `World.copy` and `World.run` are
the hot loop of search, so they work on ints and lists only; `run` also
holds the rollout rule, the card play of simulated players and of `easy`.
Simulated players use only public party knowledge (a Queen of clubs played,
an announcement, a declared contract), never the parties of the sampled deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .model import CLARIFY_TRICKS, DOPPELKOPF_POINTS, RE, TRUMP, Model

EVERYONE = 15


@dataclass
class World:
    model: Model
    hands: list[int]            # current hand masks: the card types held
    doubles: list[int]          # the types held twice
    leader: int
    trick: list[int]            # slots of the cards in the trick in progress
    trick_no: int               # index of the trick in progress
    pts: list[int]              # card points won per seat
    won: list[int]              # tricks won per seat
    party: list[int]            # true party per seat (tentative in a wedding)
    public: int                 # seats whose party everyone knows
    soloist: int                # -1 in a partner game
    wedder: int                 # an unclarified wedding's player, else -1
    levels: list[int]           # announcement level of Re, Kontra
    fresh: int                  # aces of plain suits not led yet
    events: list[tuple[str, int, int | None]]  # extra points: (name, seat gaining, seat caught)
    friends: list[int] = field(default_factory=list)  # per seat, the seats he knows on his side

    def __post_init__(self) -> None:
        if not self.friends:
            self._know()

    def copy(self) -> World:
        return World(self.model, self.hands[:], self.doubles[:], self.leader, self.trick[:],
                     self.trick_no, self.pts[:], self.won[:], self.party[:], self.public,
                     self.soloist, self.wedder, self.levels[:], self.fresh, self.events[:],
                     self.friends[:])

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % 4

    @property
    def finished(self) -> bool:
        return self.trick_no >= self.model.n_tricks

    def legal(self) -> int:
        """The mask of cards the seat to move may play."""
        hand = self.hands[self.to_move]
        if not self.trick:
            return hand
        m = self.model
        return hand & m.suit_mask[m.suit[self.trick[0]]] or hand

    def play(self, bit: int) -> None:
        """Play card `bit` (a slot) for the seat to move; finishes the trick if complete."""
        seat = self.to_move
        if (self.doubles[seat] >> bit) & 1:
            self.doubles[seat] ^= 1 << bit
        else:
            self.hands[seat] ^= 1 << bit
        if (1 << bit) & self.model.alte and self.soloist < 0 and self.wedder < 0:
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
        m = self.model
        trick = self.trick
        last = self.trick_no == m.n_tricks - 1
        _, at, pts = m.winner(trick, last)
        seat = (self.leader + at) % 4
        self.pts[seat] += pts
        self.won[seat] += 1
        if m.suit[trick[0]] != TRUMP:
            self.fresh &= ~m.aces[m.suit[trick[0]]]
        if self.soloist < 0 and (pts >= DOPPELKOPF_POINTS or m.extra_cards & (
                1 << trick[0] | 1 << trick[1] | 1 << trick[2] | 1 << trick[3])):
            self.events.extend(m.extras(trick, self.leader, seat, last))
        if self.wedder >= 0:
            self._clarify(seat, trick[0])
        self.trick = []
        self.leader = seat
        self.trick_no += 1

    def _clarify(self, winner: int, lead: int) -> None:
        """After a wedding's trick: a partner found, or a solo after the last
        trick that could have clarified."""
        if winner != self.wedder and self.model.clarifies(lead):
            self.party[winner] = RE
        elif self.trick_no < CLARIFY_TRICKS - 1:
            return
        else:
            self.soloist = self.wedder
        self.wedder = -1
        self.public = EVERYONE
        self._know()

    def score(self, seat: int) -> tuple[int, int]:
        """(game points for `seat`, 1 if his party won, -1 if it lost, 0 if nobody)."""
        return self.model.score(seat, self.party, self.pts, self.won, self.levels, self.events,
                                self.soloist)
