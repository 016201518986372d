"""A session's score sheet as JSON: the deals played, the totals, whose deal
is next, and (Doppelkopf) where the tournament round stands.

The sheet is part of every save, so it is plain JSON both ways; the rules of
a round (Pflichtsolo, Vorführung, who deals again) stay in the game's own
session module.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from .errors import RecordError

SEATS = 4
Json = dict[str, Any]


class Rotation:
    """The dealer moves one seat to the left after every deal (Schafkopf)."""

    def __init__(self, rules: Any, dealer: int, data: Json | None = None) -> None:
        self.dealer = dealer

    def next_deal(self) -> tuple[int, Json]:
        """The next deal's dealer and the game's extra arguments of `new_deal`."""
        return self.dealer, {}

    def book(self, state: Any) -> None:
        self.dealer = (self.dealer + 1) % SEATS

    @property
    def is_finished(self) -> bool:
        return False

    def to_json(self) -> Json | None:
        return None


class TournamentRound:
    """Doppelkopf's round of 24 games plus Pflichtsoli (engine.doppelkopf.session)."""

    def __init__(self, rules: Any, dealer: int, data: Json | None = None) -> None:
        from .doppelkopf.session import Session
        self.session = Session(rules, dealer)
        if data is not None:
            games_played, owes = data.get("games_played"), data.get("owes")
            if not isinstance(games_played, int) or not (
                    isinstance(owes, list) and len(owes) == SEATS
                    and all(isinstance(o, bool) for o in owes)):
                raise RecordError("round needs games_played and four booleans owes")
            self.session.games_played = games_played
            self.session.owes = list(owes)

    @property
    def dealer(self) -> int:
        return self.session.dealer

    def next_deal(self) -> tuple[int, Json]:
        upcoming = self.session.next_deal()
        return upcoming.dealer, {"owes_pflichtsolo": upcoming.owes_pflichtsolo,
                                 "vorfuehrung": upcoming.vorfuehrung}

    def book(self, state: Any) -> None:
        self.session.book(state)

    @property
    def is_finished(self) -> bool:
        return self.session.is_finished

    def to_json(self) -> Json:
        return {"games": self.session.games, "games_played": self.session.games_played,
                "owes": list(self.session.owes)}


class Round(Protocol):
    """Where a game's round stands: who deals next and how that deal starts."""

    @property
    def dealer(self) -> int: ...

    @property
    def is_finished(self) -> bool: ...

    def next_deal(self) -> tuple[int, Json]: ...

    def book(self, state: Any) -> None: ...

    def to_json(self) -> Json | None: ...


ROUNDS: dict[str, Callable[..., Round]] = {"doppelkopf": TournamentRound, "schafkopf": Rotation}


class ScoreSheet:
    """Totals, every finished deal's scores, and how the next deal starts."""

    def __init__(self, game: Any, rules: Any, data: Json) -> None:
        self.game, self.rules = game, rules
        self.seed: int = data["seed"]
        self.deal: int = data["deal"]
        self.totals: list[int] = list(data["totals"])
        self.sheet: list[Json] = list(data["sheet"])
        self.round = ROUNDS[game.GAME](rules, data["dealer"], data.get("round"))

    @classmethod
    def new(cls, game: Any, rules: Any, seed: int) -> ScoreSheet:
        dealer = random.Random(f"{seed}:dealer").randrange(SEATS)
        return cls(game, rules, {"seed": seed, "deal": 1, "dealer": dealer,
                                 "totals": [0] * SEATS, "sheet": []})

    @classmethod
    def from_json(cls, game: Any, rules: Any, data: Json) -> ScoreSheet:
        """A sheet from a save; RecordError names the first field that is wrong."""
        checks = {
            "game": data.get("game") == game.GAME,
            "seed": isinstance(data.get("seed"), int),
            "deal": isinstance(data.get("deal"), int) and data["deal"] >= 1,
            "dealer": data.get("dealer") in range(SEATS),
            "totals": isinstance(data.get("totals"), list) and len(data["totals"]) == SEATS
                      and all(isinstance(t, int) for t in data["totals"]),
            "sheet": isinstance(data.get("sheet"), list),
        }
        for name, good in checks.items():
            if not good:
                raise RecordError(f"session.{name} is missing or wrong")
        return cls(game, rules, data)

    def deal_state(self) -> Any:
        """The current deal at its start: its cards follow from the seed and the deal number."""
        dealer, extra = self.round.next_deal()
        hands = self.game.random_hands(self.rules, random.Random(f"{self.seed}:{self.deal}"))
        return self.game.new_deal(self.rules, dealer, hands, **extra)

    def book(self, state: Any) -> None:
        """Score the finished deal and move on to the next one (a new round when one ends)."""
        result = state.result().to_json()
        self.sheet.append({"deal": self.deal, "dealer": state.dealer,
                           "scores": result["scores"], "result": result})
        self.totals = [t + s for t, s in zip(self.totals, result["scores"])]
        self.round.book(state)
        if self.round.is_finished:
            self.round = ROUNDS[self.game.GAME](self.rules, self.round.dealer)
        self.deal += 1

    def to_json(self) -> Json:
        data = {"game": self.game.GAME, "seed": self.seed, "deal": self.deal,
                "dealer": self.round.dealer, "totals": self.totals, "sheet": self.sheet}
        round_json = self.round.to_json()
        if round_json is not None:
            data["round"] = round_json
        return data
