"""Scoring a finished deal (docs/rules.md §2.7–2.9, DDV TSR 7.1–7.2).

`score` reads a finished state and hands everything to pure functions:
`trick_extras` finds the extra points of one trick, `settle` turns the
parties' card points, tricks, announcement levels and extra points into the
items and the value. The computer players score their simulated deals with
the same functions: `game_value` is the value-only entry for them, memoised
because search scores the same few totals again and again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .announcements import ABSAGEN, KONTRA, LEVEL_OF, PARTY_NAMES, RE
from .cards import FUCHS, KARLCHEN, POINTS

if TYPE_CHECKING:
    from .state import State

UNDER_LINES = (90, 60, 30)
ABSAGE_LINE = {2: 90, 3: 60, 4: 30}
# what a party must reach against the opponents' Absage of each level (items e/f)
AGAINST_LINE = {2: 120, 3: 90, 4: 60, 5: 30}
DOPPELKOPF_POINTS = 40          # card points of a trick that make an extra point
EXTRA_CARDS = (FUCHS, KARLCHEN)  # the cards that can make an extra point themselves
SOLO_FACTOR = 3
DECK_POINTS = 240                # the card points of a deal, with or without nines
BLACK = LEVEL_OF["black"]       # the Absage schwarz: no trick for the opponents


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
    """The replay result of docs/record.md; `value` counts for the winner (Re if nobody won)."""

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


@dataclass(frozen=True, slots=True)
class Target:
    """What one party had to reach to win the deal (DDV TSR 7.1.2/7.1.3,
    docs/rules.md §2.7), and what set it: the one place the winning line is
    drawn, for the result and for its explanation alike.

    `by` is `base`, `only-kontra` (Re's 120 against a lone Kontra), the
    party's own Absage (`no90` ...) or the opponents' (`against-no90` ...).
    `points` are the card points it needs, `line` (own Absage) where the
    opponents must stay under, `tricks` the tricks it needs (`"all"` for its
    own schwarz, 1 against the opponents').
    """

    side: int
    by: str
    points: int | None = None
    line: int | None = None
    tricks: int | str | None = None

    def met(self, points: Sequence[int], tricks: Sequence[int]) -> bool:
        """Whether the party reached it, from both parties' card points and tricks."""
        opponents = 1 - self.side
        if self.tricks == "all":
            return tricks[opponents] == 0
        if isinstance(self.tricks, int):
            return tricks[self.side] >= self.tricks
        if self.line is not None:
            return points[opponents] < self.line
        return self.points is not None and points[self.side] >= self.points


@lru_cache(maxsize=256)
def party_target(side: int, re_level: int, kontra_level: int, only_kontra_rule: bool) -> Target:
    """The target of `side` under the parties' announcement levels: its own
    Absage sets it, else the opponents' Absage, else the base line. Memoised,
    since search settles deal after deal."""
    levels = (re_level, kontra_level)
    own, opp = levels[side], levels[1 - side]
    if own >= 2:
        if own == BLACK:
            return Target(side, ABSAGEN[own - 2], tricks="all")
        line = ABSAGE_LINE[own]
        return Target(side, ABSAGEN[own - 2], points=DECK_POINTS - line + 1, line=line)
    if opp >= 2:
        by = f"against-{ABSAGEN[opp - 2]}"
        return Target(side, by, tricks=1) if opp == BLACK else Target(side, by, points=ABSAGE_LINE[opp])
    lone_kontra = only_kontra_rule and re_level == 0 and kontra_level == 1
    # Re's and Kontra's card points: a lone Kontra gives Re the tie at 120
    needs = (120, 121) if lone_kontra else (121, 120)
    return Target(side, "only-kontra" if lone_kontra else "base", points=needs[side])


def winning_party(levels: Sequence[int], points: Sequence[int], tricks: Sequence[int],
                  only_kontra_rule: bool) -> int | None:
    """RE, KONTRA or None (both Absagen failed): the first party to reach its target."""
    for side in (RE, KONTRA):
        if party_target(side, levels[RE], levels[KONTRA], only_kontra_rule).met(points, tricks):
            return side
    return None


@lru_cache(maxsize=1 << 14)
def trick_extras(cards: tuple[int, ...], winner_at: int,
                 last: bool) -> tuple[tuple[str, int | None], ...]:
    """The extra points a trick can make for its winner's party (§2.9), from
    its cards in play order and the index of the winning card: (name, index
    of the card caught, or None). A catch only counts when that card's player
    ends up in the other party (see `counted_extras`). Memoised, since search
    meets the same tricks again and again."""
    found: list[tuple[str, int | None]] = []
    if sum(POINTS[c] for c in cards) >= DOPPELKOPF_POINTS:
        found.append(("doppelkopf", None))
    found.extend(("fox-caught", i) for i, c in enumerate(cards) if c == FUCHS)
    if last and cards[winner_at] == KARLCHEN:
        found.append(("karlchen", None))
    return tuple(found)


def counted_extras(events: Iterable[tuple[str, int, int | None]],
                   party: Sequence[int | None]) -> list[tuple[str, int]]:
    """(name, party gaining) of each extra point (name, seat gaining, seat
    caught or None) that counts with the final parties."""
    out = []
    for name, gainer, caught in events:
        side = party[gainer]
        if side is not None and (caught is None or party[caught] != side):
            out.append((name, side))
    return out


def settle(points: Sequence[int], tricks: Sequence[int], levels: Sequence[int],
           extras: Sequence[tuple[str, int]], solo: bool, only_kontra_rule: bool,
           re_kontra_doubles: bool) -> tuple[int | None, list[Item], int]:
    """(winning party or None, every item, the value for Re) from the parties'
    card points, tricks and announcement levels and the extra points found
    (§2.8; extra points and gegen die Alten only outside solo scoring)."""
    winner = winning_party(levels, points, tricks, only_kontra_rule)
    items = game_items(winner, levels, points, tricks, re_kontra_doubles)
    if not solo:
        if winner == KONTRA:
            items.append(Item("gegen-die-alten", PARTY_NAMES[KONTRA], 1))
        items += [Item(name, PARTY_NAMES[side], 1) for name, side in extras]
    total = sum(i.points if i.party == "re" else -i.points for i in items)
    if re_kontra_doubles:
        for side in (RE, KONTRA):
            if levels[side] >= 1:
                gainer = RE if total >= 0 else KONTRA
                items.append(Item(f"{PARTY_NAMES[side]}-announced", PARTY_NAMES[gainer], abs(total), 2))
                total *= 2
    return winner, items, total


@lru_cache(maxsize=1 << 16)
def game_value(re_points: int, kontra_points: int, re_tricks: int, kontra_tricks: int,
               re_level: int, kontra_level: int, net_extras: int, solo: bool,
               only_kontra_rule: bool, re_kontra_doubles: bool) -> tuple[int, int | None]:
    """(value for Re, winning party or None) as `settle` computes it, where
    `net_extras` is Re's extra points minus Kontra's: the entry for search."""
    side = RE if net_extras >= 0 else KONTRA
    winner, _, total = settle((re_points, kontra_points), (re_tricks, kontra_tricks),
                              (re_level, kontra_level), [("extra", side)] * abs(net_extras),
                              solo, only_kontra_rule, re_kontra_doubles)
    return total, winner


def seat_score(total: int, side: int, soloist: bool) -> int:
    """A seat's score from the value for Re: a soloist counts it three times (§2.8 D)."""
    if side == KONTRA:
        return -total
    return SOLO_FACTOR * total if soloist else total


def score(state: State) -> Result:
    """The Result of a finished deal: winner, every item, value and scores (§2.8 D)."""
    rules, contract = state.rules, state.contract
    assert contract is not None
    points, tricks, parties = [0, 0], [0, 0], []
    for seat, side in enumerate(state.party):
        assert side is not None
        points[side] += state.points[seat]
        tricks[side] += state.tricks_won[seat]
        parties.append(side)
    solo = state.solo_scoring
    extras = [] if solo else counted_extras(_extra_events(state), parties)
    winner, items, total = settle(points, tricks, state.levels, extras, solo,
                                  rules.only_kontra_rule, rules.re_kontra_doubles)
    scores = tuple(seat_score(total, side, solo and s == contract.declarer)
                   for s, side in enumerate(parties))
    return Result(None if winner is None else PARTY_NAMES[winner],
                  -total if winner == KONTRA else total,
                  scores, (points[RE], points[KONTRA]), tuple(items))


def _extra_events(state: State) -> list[tuple[str, int, int | None]]:
    """(name, seat gaining, seat caught or None) of every extra point made."""
    return [event for _, event in extra_events_by_trick(state)]


def extra_events_by_trick(state: State) -> list[tuple[int, tuple[str, int, int | None]]]:
    """Every extra point made, with the index of its trick: (trick, (name, seat
    gaining, seat caught or None))."""
    last = len(state.tricks) - 1
    events: list[tuple[int, tuple[str, int, int | None]]] = []
    for i, trick in enumerate(state.tricks):
        seats = trick.seats
        for name, at in trick_extras(tuple(trick.cards), seats.index(trick.winner), i == last):
            events.append((i, (name, trick.winner, None if at is None else seats[at])))
    return events


def game_items(winner: int | None, levels: Sequence[int], points: Sequence[int],
               tricks: Sequence[int], doubles: bool) -> list[Item]:
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
