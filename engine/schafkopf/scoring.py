"""The value of a finished Schafkopf deal, item by item (RULES.md §3.8–§3.10).

Every profile builds the value the same way: multiplier × (base + Schneider
+ Schwarz + unit × Laufende), then ×2 for Kontra and ×2 again for Re. MONEY
uses base 10 (`rufspielBase`) / 50 and unit 10, POINTS base 1 / 5 and unit 1;
the multiplier is 2 for a Tout and 4 for Sie, which gives 2 × (50 + 10L) and
10 + 2L, 4 × (50 + 10L) and 20 + 4L as §3.10 asks. Items list the parts so
that their points add up to the value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .cards import Card
from .contracts import RAMSCH, RUFSPIEL, SIE

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
    """The scored deal; `to_json` is the replay output of RECORD.md.

    `card_points` and `items` are None only when all four passed, whose
    result RECORD.md fixes to the four fields finished/winner/value/scores.
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


def score(state: State) -> Result:
    """Score a finished deal: all pass, Ramsch, Sie, a Tout, or a played contract."""
    contract = state.contract
    if contract is None:
        return ALL_PASS
    if contract.type is RAMSCH:
        return score_ramsch(state)
    kind = contract.type
    rules = state.rules
    party = state.declaring_party()
    declarer_points = sum(state.points[s] for s in party)
    defender_points = sum(state.points) - declarer_points
    declarer_tricks = sum(state.tricks_won[s] for s in party)
    if kind is SIE:
        won = True
    elif kind.tout:
        won = not state.tout_lost
    else:
        won = declarer_points >= WINNING_LINE
    winner, loser = (DECLARERS, DEFENDERS) if won else (DEFENDERS, DECLARERS)
    money = rules.profile == "money"
    unit = 10 if money else 1
    base = (rules.rufspiel_base if money else 1) if kind.tier == RUFSPIEL.tier else 5 * unit
    m = kind.multiplier

    items = [Item(kind.name, winner, m * base)]
    if kind.has_schneider:
        loser_points = defender_points if won else declarer_points
        loser_tricks = len(state.tricks) - declarer_tricks if won else declarer_tricks
        if loser_points <= schneider_line(rules.schneider_line, loser):
            items.append(Item("schneider", winner, unit))
        if loser_tricks == 0:
            items.append(Item("schwarz", winner, unit))
    party_cards = frozenset(c for s in party for c in state.dealt[s])
    run = laufende(state.order.trumps, party_cards, kind.laufende_threshold)
    if run:
        items.append(Item("laufende", winner, m * unit * run, count=run))
    for double, seat in (("kontra", state.kontra), ("re", state.re)):
        if seat is not None:
            items.append(Item(double, winner, sum(i.points for i in items), factor=2))

    value = sum(i.points for i in items)
    sign = 1 if won else -1
    if kind.solo:
        scores = [-sign * value] * 4
        assert state.declarer is not None
        scores[state.declarer] = 3 * sign * value
    else:
        scores = [sign * value if s in party else -sign * value for s in range(4)]
    return Result(
        winner, value, (scores[0], scores[1], scores[2], scores[3]),
        {DECLARERS: declarer_points, DEFENDERS: defender_points}, tuple(items),
    )


def score_ramsch(state: State) -> Result:
    """Ramsch (house option, §3.4): the seat with the most card points pays each other seat the Rufspiel base.

    House decision for ties: of the tied seats, the one with more tricks
    pays; if that ties too, every tied seat pays each of the other three.
    """
    rules = state.rules
    base = rules.rufspiel_base if rules.profile == "money" else 1
    worst = max(zip(state.points, state.tricks_won))
    losers = [s for s in range(4) if (state.points[s], state.tricks_won[s]) == worst]
    scores = [0, 0, 0, 0]
    for loser in losers:
        for s in range(4):
            if s != loser:
                scores[s] += base
                scores[loser] -= base
    items = tuple(Item("ramsch", None, base, seat=s) for s in losers)
    card_points = {str(s): state.points[s] for s in range(4)}
    return Result(None, base, (scores[0], scores[1], scores[2], scores[3]), card_points, items)
