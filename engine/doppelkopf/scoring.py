"""Scoring a finished deal (RULES.md §2.7–2.9, DDV TSR 7.1–7.2).

`score` is a pure function of the finished state; the `Result` lists every
item with the party it counts for, so the game value can be explained.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .announcements import ABSAGEN, KONTRA, PARTY_NAMES, RE
from .cards import FUCHS, KARLCHEN

if TYPE_CHECKING:
    from .state import State

UNDER_LINES = (90, 60, 30)
ABSAGE_LINE = {2: 90, 3: 60, 4: 30}
# what a party must reach against the opponents' Absage of each level (items e/f)
AGAINST_LINE = {2: 120, 3: 90, 4: 60, 5: 30}


@dataclass(frozen=True, slots=True)
class Item:
    """One scoring item. A doubling (option reKontraDoubles) has `factor` 2 and
    counts what it adds, so that the items always add up to the value."""

    name: str
    party: str
    points: int
    factor: int = 1

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "party": self.party, "points": self.points}
        if self.factor != 1:
            out["factor"] = self.factor
        return out


@dataclass(frozen=True, slots=True)
class Result:
    """The replay result of RECORD.md; `value` counts for the winner (Re if nobody won)."""

    winner: str | None
    value: int
    scores: tuple[int, ...]
    card_points: tuple[int, int]
    items: tuple[Item, ...]

    def to_json(self) -> dict[str, Any]:
        return {"finished": True, "winner": self.winner, "value": self.value,
                "scores": list(self.scores),
                "card_points": {"re": self.card_points[RE], "kontra": self.card_points[KONTRA]},
                "items": [item.to_json() for item in self.items]}


def claim_met(level: int, opponent_points: int, opponent_tricks: int) -> bool:
    """Whether an Absage of `level` (2..5) held: opponents under its line, or trickless."""
    if level == 5:
        return opponent_tricks == 0
    return opponent_points < ABSAGE_LINE[level]


def winning_party(levels: list[int], points: list[int], tricks: list[int],
                  only_kontra_rule: bool) -> int | None:
    """RE, KONTRA or None (both Absagen failed), by DDV TSR 7.1.2/7.1.3."""
    def wins(own: int, opp: int) -> bool:
        if levels[own] >= 2:
            return claim_met(levels[own], points[opp], tricks[opp])
        if levels[opp] >= 2:
            return not claim_met(levels[opp], points[own], tricks[own])
        re_needs_120 = only_kontra_rule and levels == [0, 1]
        if own == RE:
            return points[RE] >= (120 if re_needs_120 else 121)
        return points[KONTRA] >= (121 if re_needs_120 else 120)
    if wins(RE, KONTRA):
        return RE
    return KONTRA if wins(KONTRA, RE) else None


def score(state: State) -> Result:
    """The Result of a finished deal: winner, every item, value and scores (§2.8 D)."""
    rules, contract = state.rules, state.contract
    assert contract is not None
    points, tricks = [0, 0], [0, 0]
    for seat, side in enumerate(state.party):
        assert side is not None
        points[side] += state.points[seat]
        tricks[side] += state.tricks_won[seat]
    levels = state.levels
    winner = winning_party(levels, points, tricks, rules.only_kontra_rule)
    items = game_items(winner, levels, points, tricks, rules.re_kontra_doubles)
    if not state.solo_scoring:
        items += extra_points(state, winner)
    total = sum(i.points if i.party == "re" else -i.points for i in items)
    if rules.re_kontra_doubles:
        for side in (RE, KONTRA):
            if levels[side] >= 1:
                gainer = RE if total >= 0 else KONTRA
                items.append(Item(f"{PARTY_NAMES[side]}-announced", PARTY_NAMES[gainer], abs(total), 2))
                total *= 2
    if state.solo_scoring:
        scores = tuple(3 * total if s == contract.declarer else -total for s in range(4))
    else:
        scores = tuple(total if side == RE else -total for side in state.party)
    return Result(None if winner is None else PARTY_NAMES[winner],
                  -total if winner == KONTRA else total,
                  scores, (points[RE], points[KONTRA]), tuple(items))


def game_items(winner: int | None, levels: list[int], points: list[int], tricks: list[int],
               doubles: bool) -> list[Item]:
    """Items a–f of §2.8 A, or only a2–a4 and e/f when nobody won (§2.8 B).
    With `doubles` (reKontraDoubles) Re/Kontra add nothing here."""
    items: list[Item] = []

    def add(name: str, side: int, value: int = 1) -> None:
        items.append(Item(name, PARTY_NAMES[side], value))

    if winner is not None:
        loser = 1 - winner
        add("won", winner)
        for line in UNDER_LINES:
            if points[loser] < line:
                add(f"under-{line}", winner)
        if tricks[loser] == 0:
            add("schwarz", winner)
        for side in (RE, KONTRA):
            if levels[side] >= 1 and not doubles:
                add(f"{PARTY_NAMES[side]}-announced", winner, 2)
        for side in (RE, KONTRA):
            for level in range(2, levels[side] + 1):
                add(f"{PARTY_NAMES[side]}-{ABSAGEN[level - 2]}-announced", winner)
    else:
        for side in (RE, KONTRA):
            for line in UNDER_LINES:
                if points[1 - side] < line:
                    add(f"under-{line}", side)
    for side in (RE, KONTRA):
        for level in range(2, levels[1 - side] + 1):
            if points[side] >= AGAINST_LINE[level]:
                add(f"{AGAINST_LINE[level]}-against-{ABSAGEN[level - 2]}", side)
    return items


def extra_points(state: State, winner: int | None) -> list[Item]:
    """Sonderpunkte of §2.9, counted with the final parties."""
    party = state.party
    found: list[tuple[str, int | None]] = []
    if winner == KONTRA:
        found.append(("gegen-die-alten", KONTRA))
    for trick in state.tricks:
        side = party[trick.winner]
        if trick.points >= 40:
            found.append(("doppelkopf", side))
        found.extend(("fox-caught", side) for seat, c in zip(trick.seats, trick.cards)
                     if c == FUCHS and party[seat] != side)
    last = state.tricks[-1]
    if last.winning_card == KARLCHEN:
        found.append(("karlchen", party[last.winner]))
    return [Item(name, PARTY_NAMES[side], 1) for name, side in found if side is not None]
