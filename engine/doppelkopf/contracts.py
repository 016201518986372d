"""Game types as data, and the one function that turns them into a card order.

Every contract maps to a trump scheme (a row of `SCHEMES`); `trump_order`
turns a scheme into the shared `engine.tricks.CardOrder` (lookup tables
indexed by card), computed once and cached, so that following suit and
finding a trick's winner are table look-ups.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..tricks import TRUMP as TRUMP  # the names the players read here
from ..tricks import CardOrder as CardOrder
from .cards import ACE, CLUBS, DIAMONDS, DULLE, HEARTS, JACK, QUEEN, SPADES, card

SOLO_TYPES = ("diamonds", "clubs", "spades", "hearts", "queens", "jacks", "fleshless")
PLAIN_RANK_ORDER = (0, 1, 2, 3, 4, 5)  # A 10 K Q J 9


@dataclass(frozen=True, slots=True)
class Scheme:
    """Which cards are trump: the Dulle on top, then ranks by suit, then a suit."""

    trump_suit: int | None
    trump_ranks: tuple[int, ...]
    dulle: bool


SCHEMES = {
    "normal": Scheme(DIAMONDS, (QUEEN, JACK), True),
    "diamonds": Scheme(DIAMONDS, (QUEEN, JACK), True),
    "clubs": Scheme(CLUBS, (QUEEN, JACK), True),
    "spades": Scheme(SPADES, (QUEEN, JACK), True),
    "hearts": Scheme(HEARTS, (QUEEN, JACK), True),
    "queens": Scheme(None, (QUEEN,), False),
    "jacks": Scheme(None, (JACK,), False),
    "fleshless": Scheme(None, (), False),
}

SUIT_SOLOS = ("diamonds", "clubs", "spades", "hearts")


@dataclass(frozen=True, slots=True)
class Contract:
    """The game being played, fixed when the reservations end.

    `kind` is `normal`, `wedding` (announced Hochzeit), `silent-wedding`
    (a secret Karo solo) or `solo`; `declarer` is the soloist or the wedding
    player. A wedding that finds no partner keeps its kind; the state knows
    the Klärungsstich and scores it as a solo.
    """

    kind: str
    declarer: int | None = None
    solo: str | None = None
    pflichtsolo: bool = False
    vorfuehrung: bool = False

    @property
    def scheme(self) -> str:
        return self.solo if self.kind == "solo" and self.solo else "normal"

    def to_json(self) -> dict[str, object]:
        return {"type": self.kind, "declarer": self.declarer, "solo": self.solo,
                "pflichtsolo": self.pflichtsolo, "vorfuehrung": self.vorfuehrung}


CLARIFY_TRICKS = 3
"""A wedding's Klärungsstich is one of the first three tricks (docs/rules.md §2.4)."""


def trump_lead_clarifies(wedding_clarify: str) -> bool:
    """Whether a trick led with a trump can be the Klärungsstich under the
    `weddingClarify` option (`anyTrick`, `firstNonTrumpTrick`)."""
    return wedding_clarify == "anyTrick"


def first_leader(dealer: int, declarer: int | None, pflichtsolo: bool) -> int:
    """Who leads the first trick (docs/rules.md §2.10): a Pflichtsolo's soloist,
    else the seat left of the dealer."""
    return declarer if pflichtsolo and declarer is not None else (dealer + 1) % 4


def schweinchen_card(scheme: str, in_farbsolo: bool) -> int | None:
    """The ace that can become a Schweinchen under `scheme`, if any (docs/rules.md §2.12)."""
    if scheme in ("normal", "diamonds"):
        return card(DIAMONDS, ACE)
    if in_farbsolo and scheme in SUIT_SOLOS:
        suit = SCHEMES[scheme].trump_suit
        assert suit is not None
        return card(suit, ACE)
    return None


@cache
def trump_order(scheme: str, schweinchen: int | None = None) -> CardOrder:
    """The card order of docs/rules.md §2.2 for `scheme`; `schweinchen` is the
    ace that tops the trumps when one player holds both."""
    row = SCHEMES[scheme]
    trumps: list[int] = []
    if schweinchen is not None:
        trumps.append(schweinchen)
    if row.dulle:
        trumps.append(DULLE)
    for rank in row.trump_ranks:
        trumps.extend(card(suit, rank) for suit in range(4))
    if row.trump_suit is not None:
        trumps.extend(card(row.trump_suit, r) for r in PLAIN_RANK_ORDER
                      if card(row.trump_suit, r) not in trumps)
    plain = [[card(s, r) for r in PLAIN_RANK_ORDER if card(s, r) not in trumps] for s in range(4)]
    return CardOrder.build(trumps, plain)


SECOND_DULLE_WINS = (DULLE,)


def dulle_beats_dulle(dulle_rule: str, order: CardOrder, last_trick: bool) -> tuple[int, ...]:
    """The cards that beat an equal card played before them: the Dulle when it
    is trump and `dulle_rule` (docs/rules.md §2.2) lets the second one win here."""
    if order.suit[DULLE] != TRUMP or dulle_rule == "firstWins" or (
            last_trick and dulle_rule == "secondWinsExceptLast"):
        return ()
    return SECOND_DULLE_WINS
