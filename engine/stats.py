"""The person's statistics: what each finished deal meant for seat 0, and the
sums over every kept session per game and variant (docs/api.md `stats`).

The facts of a deal are read from the engine's own end-of-deal view of the
seat (its party, the contract and its declarer, the announcements or doubles
it made, the scores), so the front end never re-derives a rule. The facts
are kept with the deal's row of the score sheet; sessions kept by the front
end come back here to be summed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeGuard

from .errors import EngineError
from .games import GAMES, game_module
from .tricks import SEATS

Json = dict[str, Any]


def deal_facts(view: Json) -> Json:
    """What a finished deal meant for the view's seat, in a few bytes.

    `party` (re/kontra, declarers/defenders, or None), `role` (declarer: the
    seat declared the game; defender: against another seat's game; None),
    `solo` (the seat declared and played alone), `compulsory` (a Pflichtsolo
    or Vorführung), `announced` (announcements or doubles the seat made),
    `won` (the seat scored above zero) and `points` (its score).
    """
    seat: int = view["seat"]
    parties: list[str | None] = view.get("parties") or [None] * SEATS
    contract: Json = view.get("contract") or {}
    declarer = contract.get("declarer")
    party = parties[seat]
    role = None
    if declarer == seat:
        role = "declarer"
    elif declarer is not None and party is not None and party != parties[declarer]:
        role = "defender"
    said = view.get("announcements") or view.get("doubles") or []
    points: int = view["result"]["scores"][seat]
    return {
        "party": party,
        "role": role,
        "solo": declarer == seat and party is not None and parties.count(party) == 1,
        "compulsory": declarer == seat and bool(contract) and game_module(view["game"]).compulsory(contract),
        "announced": sum(1 for entry in said if entry["seat"] == seat),
        "won": points > 0,
        "points": points,
    }


def _tally() -> Json:
    return {"played": 0, "won": 0}


def _count(tally: Json, won: bool) -> None:
    tally["played"] += 1
    tally["won"] += int(won)


class _Group:
    """The sums of one game and variant."""

    def __init__(self, game: str, rules: Json) -> None:
        self.game, self.rules = game, rules
        self.sessions = self.deals = self.practice = self.points = 0
        self.parties: dict[str, Json] = {}
        self.roles = {"declarer": _tally(), "defender": _tally()}
        self.solos, self.compulsory = _tally(), _tally()
        self.announcements = {"made": 0, "won": 0}

    def add(self, row: Json) -> None:
        if row.get("practice"):
            self.practice += 1
            return
        self.deals += 1
        self.points += row["scores"][0]
        facts = row.get("facts")
        if not isinstance(facts, dict):
            return  # a deal kept before facts were: it counts for deals and points only
        won = bool(facts["won"])
        if facts["party"] is not None:
            _count(self.parties.setdefault(facts["party"], _tally()), won)
        if facts["role"] in self.roles:
            _count(self.roles[facts["role"]], won)
        if facts["solo"]:
            _count(self.solos, won)
        if facts["compulsory"]:
            _count(self.compulsory, won)
        self.announcements["made"] += facts["announced"]
        self.announcements["won"] += facts["announced"] if won else 0

    def to_json(self) -> Json:
        return {
            "game": self.game, "rules": self.rules, "sessions": self.sessions,
            "deals": self.deals, "practice_deals": self.practice, "points": self.points,
            "points_per_deal": round(self.points / self.deals, 2) if self.deals else 0,
            "parties": dict(sorted(self.parties.items())), "roles": self.roles,
            "solos": self.solos, "compulsory_solos": self.compulsory,
            "announcements": self.announcements,
        }


def summarize(sessions: object) -> list[Json]:
    """The statistics per game and variant over `sessions`, each
    `{game, rules, deals: [score sheet rows]}`; practice deals are counted apart
    and left out of everything else. EngineError names the first bad session."""
    if not isinstance(sessions, list):
        raise EngineError("sessions must be a list")
    groups: dict[str, _Group] = {}
    for number, session in enumerate(sessions):
        problem = _kept_session_problem(session)
        if problem:
            raise EngineError(f"session {number} is not a kept session: {problem}")
        game, rules, rows = session["game"], session.get("rules") or {}, session["deals"]
        group = groups.setdefault(json.dumps([game, rules], sort_keys=True), _Group(game, rules))
        group.sessions += 1
        for row in rows:
            group.add(row)
    return [group.to_json() for group in groups.values()]


SAFE_WHOLE = 2**53  # the largest size of whole number a JavaScript number holds exactly


def is_whole(value: object) -> TypeGuard[int]:
    """Whether `value` is a whole number (not a boolean) the UI holds exactly:
    a larger one would come back from the browser as another number, and one
    of 10**400 would overflow the sums."""
    return isinstance(value, int) and not isinstance(value, bool) and -SAFE_WHOLE < value < SAFE_WHOLE


# Each fact of deal_facts and what a kept one may be: a history read back from
# the browser's storage may have been damaged, and a wrong type would be summed
# into a wrong figure without a word.
FACT_CHECKS: dict[str, Callable[[Any], bool]] = {
    "party": lambda value: value is None or isinstance(value, str),
    "role": lambda value: value in (None, "declarer", "defender"),
    "solo": lambda value: isinstance(value, bool),
    "compulsory": lambda value: isinstance(value, bool),
    "announced": lambda value: is_whole(value) and value >= 0,
    "won": lambda value: isinstance(value, bool),
    "points": is_whole,
}


def row_problem(row: object) -> str | None:
    """What makes `row` no booked deal of a score sheet or a kept session, or None."""
    if not isinstance(row, dict):
        return "a deal is not an object"
    scores = row.get("scores")
    if not (isinstance(scores, list) and len(scores) == SEATS and all(is_whole(s) for s in scores)):
        return f"deal {row.get('deal')!r} has no four whole scores below 2**53 in size: {scores!r}"
    if not isinstance(row.get("practice", False), bool):
        return f"deal {row.get('deal')!r} has a practice mark that is not true or false"
    facts = row.get("facts")
    if facts is not None and not (isinstance(facts, dict)
                                  and all(name in facts and good(facts[name])
                                          for name, good in FACT_CHECKS.items())):
        return f"deal {row.get('deal')!r} has facts of the wrong shape"
    return None


def _kept_session_problem(session: object) -> str | None:
    """What makes `session` no kept session `{game, rules, deals}`, or None."""
    if not isinstance(session, dict):
        return "not an object"
    if session.get("game") not in GAMES:
        return f"unknown game {session.get('game')!r}"
    if not isinstance(session.get("rules") or {}, dict):
        return "its rules are not an object"
    rows = session.get("deals")
    if not isinstance(rows, list):
        return "its deals are not a list"
    return next(filter(None, map(row_problem, rows)), None)
