"""The value of a finished Schafkopf deal, item by item (docs/rules.md §3.8–§3.10).

Every profile builds the value the same way: multiplier × (base + Schneider
+ Schwarz + unit × Laufende), then ×2 for Kontra and ×2 again for Re. MONEY
uses base 10 (`rufspielBase`) / 50 and unit 10, POINTS base 1 / 5 and unit 1;
the multiplier is 2 for a Tout and 4 for Sie, which gives 2 × (50 + 10L) and
10 + 2L, 4 × (50 + 10L) and 20 + 4L as §3.10 asks. Items list the parts so
that their points add up to the value.

`valuation` and `ramsch_scores` are pure functions of a deal's facts (card
points, tricks, Laufende, doubles): the engine's result and the computer
players' play-outs both score through them, so the two cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol

from .cards import Card
from .contracts import RAMSCH, RUFSPIEL, SIE, ContractType
from .rules import Rules

if TYPE_CHECKING:
    from .state import State

DECLARERS, DEFENDERS = "declarers", "defenders"
WINNING_LINE = 61


@dataclass(frozen=True)
class Item:
    """One scoring item; `count` for Laufende, `factor` for Kontra/Re, `seat` in a Ramsch."""

    name: str
    party: str | None
    points: int
    count: int | None = None
    factor: int | None = None
    seat: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "party": self.party, "points": self.points}
        for extra in ("count", "factor", "seat"):
            if getattr(self, extra) is not None:
                data[extra] = getattr(self, extra)
        return data


@dataclass(frozen=True)
class Result:
    """The scored deal; `to_json` is the replay output of docs/record.md.

    `card_points` and `items` are None only when all four passed, whose
    result docs/record.md fixes to the four fields finished/winner/value/scores.
    """

    winner: str | None
    value: int
    scores: tuple[int, int, int, int]
    card_points: dict[str, int] | None = None
    items: tuple[Item, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "finished": True, "winner": self.winner, "value": self.value, "scores": list(self.scores),
        }
        if self.card_points is not None:
            data["card_points"] = dict(self.card_points)
        if self.items is not None:
            data["items"] = [item.to_json() for item in self.items]
        return data


ALL_PASS = Result(None, 0, (0, 0, 0, 0))


@dataclass(frozen=True)
class Valuation:
    """A played contract's value: who won, the value V and the items that add up to it."""

    won: bool
    value: int
    items: tuple[Item, ...]

    @property
    def winner(self) -> str:
        return DECLARERS if self.won else DEFENDERS

    @property
    def signed(self) -> int:
        """V for the declaring party: positive if it won."""
        return self.value if self.won else -self.value


def laufende(trumps: Sequence[Card], party_cards: frozenset[Card], threshold: int) -> int:
    """The unbroken run of top trumps dealt to one side, if it reaches `threshold` (§3.9)."""
    with_party = trumps[0] in party_cards
    run = 0
    for c in trumps:
        if (c in party_cards) != with_party:
            break
        run += 1
    return run if run >= threshold else 0


def schneider_line(rules_line: str, loser: str) -> int:
    """The most card points a losing side may have and still be Schneider (§3.8)."""
    return 29 if loser == DEFENDERS and rules_line == "official31_30" else 30


def unit(rules: Rules) -> int:
    """The worth of one Schneider, Schwarz or Laufender step (before any multiplier)."""
    return 10 if rules.profile == "money" else 1


def base(kind: ContractType, rules: Rules) -> int:
    """The base value of `kind`: the Rufspiel tier's (also Ramsch's) or the Solo tier's."""
    if kind.tier == RUFSPIEL.tier:
        return rules.rufspiel_base if rules.profile == "money" else 1
    return 5 * unit(rules)


@lru_cache(maxsize=1 << 14)
def valuation(kind: ContractType, rules: Rules, declarer_points: int, defender_points: int,
              declarer_tricks: int, defender_tricks: int, run: int,
              doubles: tuple[str, ...]) -> Valuation:
    """The value of a played contract from the facts of its deal: each party's card
    points and tricks, the Laufende `run`, and the doubles said ("kontra", "re").

    A Tout is lost by its first lost trick, Sie is always won, every other
    contract by 61 card points.
    """
    if kind is SIE:
        won = True
    elif kind.tout:
        won = defender_tricks == 0
    else:
        won = declarer_points >= WINNING_LINE
    winner, loser = (DECLARERS, DEFENDERS) if won else (DEFENDERS, DECLARERS)
    step = unit(rules)
    m = kind.multiplier
    items = [Item(kind.name, winner, m * base(kind, rules))]
    if kind.has_schneider:
        loser_points = defender_points if won else declarer_points
        loser_tricks = defender_tricks if won else declarer_tricks
        if loser_points <= schneider_line(rules.schneider_line, loser):
            items.append(Item("schneider", winner, step))
        if loser_tricks == 0:
            items.append(Item("schwarz", winner, step))
    if run:
        items.append(Item("laufende", winner, m * step * run, count=run))
    for double in doubles:
        items.append(Item(double, winner, sum(i.points for i in items), factor=2))
    return Valuation(won, sum(i.points for i in items), tuple(items))


def payout(kind: ContractType, declaring: bool) -> int:
    """What a seat gets per unit of the declaring party's signed value (§3.10):
    the soloist 3, a Rufspiel declarer or partner 1, a defender -1."""
    if not declaring:
        return -1
    return 3 if kind.solo else 1


def score(state: State) -> Result:
    """Score a finished deal: all pass, Ramsch, Sie, a Tout, or a played contract."""
    contract = state.contract
    if contract is None:
        return ALL_PASS
    if contract.type is RAMSCH:
        return score_ramsch(state)
    kind = contract.type
    party = state.declaring_party()
    declarer_points = sum(state.points[s] for s in party)
    declarer_tricks = sum(state.tricks_won[s] for s in party)
    party_cards = frozenset(c for s in party for c in state.dealt[s])
    said = tuple(name for name, seat in (("kontra", state.kontra), ("re", state.re)) if seat is not None)
    v = valuation(kind, state.rules, declarer_points, sum(state.points) - declarer_points,
                  declarer_tricks, sum(state.tricks_won) - declarer_tricks,
                  laufende(state.order.trumps, party_cards, kind.laufende_threshold), said)
    s0, s1, s2, s3 = (payout(kind, s in party) * v.signed for s in range(4))
    return Result(v.winner, v.value, (s0, s1, s2, s3),
                  {DECLARERS: declarer_points, DEFENDERS: sum(state.points) - declarer_points}, v.items)


class RamschFacts(Protocol):
    """What a Ramsch is scored from: the rules and each seat's card points and tricks."""

    rules: Rules
    points: list[int]
    tricks_won: list[int]


def ramsch_losers(points: Sequence[int], tricks: Sequence[int]) -> tuple[int, ...]:
    """The seats that pay in a Ramsch: the most card points; of those tied, the most
    tricks; if that ties too, every one of them (house decision)."""
    worst = max(zip(points, tricks, strict=True))
    return tuple(s for s in range(4) if (points[s], tricks[s]) == worst)


def ramsch_scores(rules: Rules, losers: Sequence[int]) -> tuple[int, int, int, int]:
    """Each loser pays every other seat the Rufspiel base."""
    stake = base(RAMSCH, rules)
    scores = [0, 0, 0, 0]
    for loser in losers:
        for s in range(4):
            if s != loser:
                scores[s] += stake
                scores[loser] -= stake
    return scores[0], scores[1], scores[2], scores[3]


def score_ramsch(state: RamschFacts) -> Result:
    """Ramsch (house option, §3.4): the seat with the most card points pays each other
    seat the Rufspiel base."""
    losers = ramsch_losers(state.points, state.tricks_won)
    stake = base(RAMSCH, state.rules)
    items = tuple(Item("ramsch", None, stake, seat=s) for s in losers)
    card_points = {str(s): state.points[s] for s in range(4)}
    return Result(None, stake, ramsch_scores(state.rules, losers), card_points, items)
