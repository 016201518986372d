"""What one seat knows, read from its view: the facts the search may rely on.

Hard constraints come from the rules: a seat that did not follow a suit is
void in it; the declarer of a Rufspiel never holds the called ace; a seat
that passed the first lead of the called suit without playing the ace does
not hold it; a first lead of the called suit that the ace did not take was
the partner running away. (That the declarer was dealt a hand that could
name the contract as he did is checked on each world, see `worlds`.)
Everything here is derived from the view's JSON alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...schafkopf.cards import BIT, SUITS, mask_of, parse_card, parse_suit
from ...schafkopf.contracts import Contract
from ...schafkopf.core import CONTRACTS, Deal, Game, game_for
from ...schafkopf.rules import Rules
from .model import check_supported


@dataclass
class Knowledge:
    """One seat's picture of a deal in play (contract named, cards being played)."""

    seat: int
    rules: Rules
    game: Game
    hand: int
    hand_sizes: list[int]
    tricks: list[tuple[int, list[int], int]]
    trick_leader: int
    trick: list[int]
    played: int
    played_by: list[int]
    voids: list[int]
    ace_seats: set[int]
    doubles: tuple[str, ...]
    called_led: bool
    revealed: bool
    bids: list[tuple[int, str]] = field(default_factory=list)
    double_seats: list[tuple[int, str]] = field(default_factory=list)
    parties: list[str | None] = field(default_factory=lambda: [None] * 4)

    @property
    def unknown(self) -> int:
        """Cards in the other three hands."""
        return mask_of(self.rules.cards) & ~self.hand & ~self.played


def contract_of(contract: dict[str, Any]) -> Contract:
    """The engine's Contract of a view's contract (docs/record.md form)."""
    suit = None if contract.get("suit") is None else parse_suit(contract["suit"])
    return Contract(CONTRACTS[contract["type"]], suit)


def game_of(contract: dict[str, Any], rules: Rules, doubles: tuple[str, ...]) -> Game:
    """The core's fixed data of the contract a view (docs/record.md form plus `declarer`)
    names; EngineError if the rules hold an option the players cannot follow."""
    check_supported(rules)
    declarer = contract.get("declarer")
    return game_for(contract_of(contract), None if declarer is None else int(declarer), rules, doubles)


def read_before_play(view: dict[str, Any], contract: str, declarer: int | None,
                     suit: int | None = None) -> Knowledge:
    """The Knowledge of a bidding view as if `declarer` had named `contract`
    (with `suit`) and play were about to start: what a bidder weighs."""
    named: dict[str, Any] = {"type": contract, "declarer": declarer}
    if suit is not None:
        named["suit"] = SUITS[suit]
    return read_view({**view, "tricks": [], "trick": None, "doubles": [], "parties": None}, named)


def read_view(view: dict[str, Any], contract: dict[str, Any] | None = None) -> Knowledge:
    """Build the Knowledge of the view's seat.

    `contract` (docs/record.md form plus `declarer`) stands in for the view's own
    when a bidder weighs a contract he has not won yet.
    """
    rules = Rules.from_json(view["rules"])
    seat = int(view["seat"])
    double_seats = [(int(d["seat"]), str(d["value"])) for d in view.get("doubles") or []]
    doubles = tuple(value for _, value in double_seats)
    game = game_of(contract or view["contract"], rules, doubles)
    hand = mask_of([parse_card(c) for c in view["hand"]])
    tricks = []
    for t in view["tricks"]:
        tricks.append((int(t["leader"]), [parse_card(c["card"]) for c in t["cards"]], int(t["winner"])))
    current = view.get("trick") or {}
    trick = [parse_card(c["card"]) for c in current.get("cards", [])]
    if trick:
        leader = int(current["cards"][0]["seat"])
    else:
        leader = tricks[-1][2] if tricks else (int(view["dealer"]) + 1) % 4
    k = Knowledge(seat=seat, rules=rules, game=game, hand=hand,
                  hand_sizes=[int(n) for n in view["hand_sizes"]], tricks=tricks,
                  trick_leader=leader, trick=trick, played=0, played_by=[0, 0, 0, 0],
                  voids=[0, 0, 0, 0], ace_seats=set(range(4)) - {seat},
                  doubles=doubles, called_led=False,
                  revealed=not game.ace,
                  bids=[(int(b["seat"]), str(b["value"])) for b in view.get("calls") or []],
                  double_seats=double_seats, parties=list(view.get("parties") or [None] * 4))
    _infer(k)
    return k


def _infer(k: Knowledge) -> None:
    """Replay the visible cards: voids, played cards, and the called ace's whereabouts."""
    g = k.game
    ace_card = g.ace.bit_length() - 1 if g.ace else -1
    holder: int | None = k.seat if k.hand & g.ace else None
    if g.declarer is not None:
        k.ace_seats.discard(g.declarer)
    for s, party in enumerate(k.parties):
        if party == "defenders":
            k.ace_seats.discard(s)
        elif party == "declarers" and s != g.declarer:
            holder = s
    sequences = [(leader, cards) for leader, cards, _ in k.tricks] + [(k.trick_leader, k.trick)]
    for number, (leader, cards) in enumerate(sequences):
        led = g.suit[cards[0]] if cards else -1
        first_called = bool(cards) and not k.called_led and g.lifts[cards[0]]
        for i, c in enumerate(cards):
            s = (leader + i) & 3
            k.played |= BIT[c]
            k.played_by[s] |= BIT[c]
            if i and g.suit[c] != led:
                k.voids[s] |= 1 << led
            if c == ace_card:
                holder = s
            elif first_called and i:
                k.ace_seats.discard(s)
        if first_called and number < len(k.tricks):
            k.called_led = True
            if ace_card not in cards:
                holder = leader
    if not g.ace:
        return
    k.ace_seats = {s for s in k.ace_seats if not k.voids[s] >> g.called_suit & 1}
    if holder is not None:
        k.ace_seats = {holder}
        k.revealed = _revealed(k, holder)


def _revealed(k: Knowledge, holder: int) -> bool:
    """Whether the table knows the partner `holder`: the core's reveal, over the cards
    played so far with the called ace given to him, and his Re."""
    g = k.game
    hands = k.played_by[:]
    hands[holder] |= g.ace
    deal = Deal.start(g, hands, k.tricks[0][0] if k.tricks else k.trick_leader)
    for card in [c for _, cards, _ in k.tricks for c in cards] + k.trick:
        deal.play(card)
    if (holder, "re") in k.double_seats:
        deal.double("re", holder)
    return deal.revealed
