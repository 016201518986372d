"""A session's score sheet as JSON: the deals played, the totals, whose deal
is next, and where the game's round stands.

The sheet is part of every save, so it is plain JSON both ways. The rules of
a round (Pflichtsolo, Vorführung, who deals again) stay in the game's own
session module behind `engine.games.Round`; this module names no game.
"""

from __future__ import annotations

import random
from typing import Any

from .errors import RecordError
from .games import GameModule, GameState, Json, Round
from .stats import SAFE_WHOLE, is_whole, row_problem
from .tricks import SEATS

SEED_LIMIT = SAFE_WHOLE  # a seed is a whole number from 0 below it


def check_seed(value: object, name: str) -> int:
    """`value`, the seed of a session, or RecordError naming `name` and the
    value: the UI keeps the seed as a JavaScript number, so a seed it cannot
    hold exactly would make a save it cannot resume."""
    if is_whole(value) and 0 <= value < SEED_LIMIT:
        return value
    raise RecordError(f"{name} must be a whole number from 0 below 2**53, not {value!r}")


class ScoreSheet:
    """Totals, every finished deal's scores, and how the next deal starts."""

    def __init__(self, game: GameModule, rules: Any, data: Json) -> None:
        self.game, self.rules = game, rules
        self.seed = check_seed(data.get("seed"), "session.seed")
        self.deal: int = data["deal"]
        self.totals: list[int] = list(data["totals"])
        self.sheet: list[Json] = list(data["sheet"])
        self.round: Round = game.new_round(rules, data["dealer"], data.get("round"))
        # the deal being played is a practice deal (marked on its row, kept out of statistics)
        self.practice: bool = data.get("practice", False)

    @classmethod
    def new(cls, game: GameModule, rules: Any, seed: int) -> ScoreSheet:
        dealer = random.Random(f"{seed}:dealer").randrange(SEATS)
        return cls(game, rules, {"seed": seed, "deal": 1, "dealer": dealer,
                                 "totals": [0] * SEATS, "sheet": []})

    @classmethod
    def from_json(cls, game: GameModule, rules: Any, data: Json) -> ScoreSheet:
        """A sheet from a save; RecordError names the first field that is wrong."""
        checks = {
            "game": data.get("game") == game.GAME,
            "deal": is_whole(data.get("deal")) and data["deal"] >= 1,
            "dealer": is_whole(data.get("dealer")) and data["dealer"] in range(SEATS),
            "totals": isinstance(data.get("totals"), list) and len(data["totals"]) == SEATS
                      and all(is_whole(t) for t in data["totals"]),
            "sheet": isinstance(data.get("sheet"), list),
            "practice": isinstance(data.get("practice", False), bool),
        }
        for name, good in checks.items():
            if not good:
                raise RecordError(f"session.{name} is missing or wrong")
        _check_rows(data["sheet"], data["deal"], data["totals"])
        return cls(game, rules, data)

    def check_deal(self, state: GameState) -> None:
        """RecordError unless `state` is the deal this sheet's seed, deal number
        and round deal now (the same cards in any order)."""
        expected, actual = _start_of(self.deal_state().to_record()), _start_of(state.to_record())
        for name in sorted(expected.keys() | actual.keys()):
            if expected.get(name) != actual.get(name):
                raise RecordError(f"the record's {name} is not that of the session's deal "
                                  f"{self.deal} (seed {self.seed})")

    def deal_state(self) -> GameState:
        """The current deal at its start: its cards follow from the seed and the deal number."""
        upcoming = self.round.next_deal()
        hands = self.game.random_hands(self.rules, random.Random(f"{self.seed}:{self.deal}"))
        return self.game.new_deal(self.rules, upcoming.dealer, hands, **upcoming.extras)

    def book(self, state: GameState, facts: Json | None = None) -> None:
        """Score the finished deal and move on to the next one (a new round when one ends).

        `facts` (engine.stats) go on the deal's row, and so does the practice mark.
        All or nothing: when the deal cannot be booked the sheet stays as it was.
        """
        result = state.result().to_json()
        booked = self.game.new_round(self.rules, self.round.dealer, self.round.to_json())
        booked.book(state)
        if booked.is_finished:
            booked = self.game.new_round(self.rules, booked.dealer)
        row = {"deal": self.deal, "dealer": state.dealer, "contract": state.contract_json(),
               "scores": result["scores"], "result": result}
        if facts is not None:
            row["facts"] = facts
        if self.practice:
            row["practice"] = True
        self.sheet.append(row)
        self.totals = [t + s for t, s in zip(self.totals, result["scores"], strict=True)]
        self.round = booked
        self.deal += 1
        self.practice = False

    def to_json(self) -> Json:
        data = {"game": self.game.GAME, "seed": self.seed, "deal": self.deal,
                "dealer": self.round.dealer, "totals": self.totals, "sheet": self.sheet}
        if self.practice:
            data["practice"] = True
        round_json = self.round.to_json()
        if round_json is not None:
            data["round"] = round_json
        return data


def _start_of(record: Json) -> Json:
    """A record without its actions, each hand's cards in one order."""
    start = {name: value for name, value in record.items() if name != "actions"}
    start["hands"] = [sorted(hand) for hand in start.get("hands", [])]
    return start


def _check_rows(rows: list[Any], deal: int, totals: list[int]) -> None:
    """RecordError unless `rows` are the deals before `deal`, in order, adding up to `totals`."""
    if len(rows) != deal - 1:
        raise RecordError(f"session.sheet has {len(rows)} deals before deal {deal}")
    for number, row in enumerate(rows, start=1):
        good = (isinstance(row, dict) and row.get("deal") == number and is_whole(row["deal"])
                and row.get("dealer") in range(SEATS) and is_whole(row["dealer"])
                and isinstance(row.get("scores"), list) and len(row["scores"]) == SEATS
                and all(is_whole(score) for score in row["scores"])
                and isinstance(row.get("result"), dict) and row_problem(row) is None)
        if not good:
            raise RecordError(f"session.sheet row {number} is not a scored deal {number}")
    sums = [sum(row["scores"][seat] for row in rows) for seat in range(SEATS)]
    if sums != totals:
        raise RecordError(f"session.totals {totals} are not the sums {sums} of session.sheet")
