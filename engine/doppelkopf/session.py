"""The tournament session of docs/rules.md §2.11 as pure bookkeeping.

A round is 24 games plus one Pflichtsolo per player. A Pflichtsolo played
by choice is extra: the same dealer deals again and the game count stays.
When the games left equal the players still owing (Vorführung), the owing
player nearest the dealer's left must play his solo; it counts among the 24
and the dealer moves on. Lustsoli, silent weddings and weddings without a
partner are ordinary games of the 24.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import EngineError, RecordError
from .rules import Rules
from .state import State


@dataclass(frozen=True, slots=True)
class NextDeal:
    """How the next deal starts: pass these to `new_deal`."""

    dealer: int
    owes_pflichtsolo: tuple[bool, ...] | None
    vorfuehrung: int | None

    @property
    def extras(self) -> dict[str, Any]:
        """The keyword arguments of `new_deal` beyond rules, dealer and hands."""
        return {"owes_pflichtsolo": self.owes_pflichtsolo, "vorfuehrung": self.vorfuehrung}


class Session:
    """Scores, dealer, game count and Pflichtsolo debts of one round; the
    score sheet's round of a Doppelkopf session (engine.games.Round)."""

    def __init__(self, rules: Rules, first_dealer: int, games: int = 24) -> None:
        self.rules = rules
        self.games = games
        self.dealer = first_dealer
        self.games_played = 0
        self.owes = [rules.pflichtsolo] * 4
        self.totals = [0, 0, 0, 0]

    @property
    def is_finished(self) -> bool:
        return self.games_played >= self.games and not any(self.owes)

    def next_deal(self) -> NextDeal:
        if self.is_finished:
            raise EngineError("the session is over")
        if not self.rules.pflichtsolo:
            return NextDeal(self.dealer, None, None)
        owing = [s for s in ((self.dealer + i) % 4 for i in range(1, 5)) if self.owes[s]]
        forced = owing[0] if owing and self.games - self.games_played == len(owing) else None
        return NextDeal(self.dealer, tuple(self.owes), forced)

    def book(self, state: State) -> None:
        """Add a finished deal, started as `next_deal()` said, to the round."""
        expected = self.next_deal()
        if (state.dealer, state.owes_pflichtsolo, state.vorfuehrung) != (
                expected.dealer, expected.owes_pflichtsolo, expected.vorfuehrung):
            raise EngineError("this deal was not started as the session's next deal")
        contract = state.contract
        assert contract is not None
        scores = state.result().scores
        self.totals = [t + s for t, s in zip(self.totals, scores, strict=True)]
        if contract.pflichtsolo:
            assert contract.declarer is not None
            self.owes[contract.declarer] = False
            if not contract.vorfuehrung:
                return
        self.games_played += 1
        self.dealer = (self.dealer + 1) % 4

    def to_json(self) -> dict[str, Any]:
        """Where the round stands, as a save keeps it (the totals live on the score sheet)."""
        return {"games": self.games, "games_played": self.games_played, "owes": list(self.owes)}


def new_round(rules: Rules, dealer: int, data: object = None) -> Session:
    """A tournament round from `dealer`, or the one a save kept (`Session.to_json`)."""
    session = Session(rules, dealer)
    if data is None:
        return session
    games_played = data.get("games_played") if isinstance(data, dict) else None
    owes = data.get("owes") if isinstance(data, dict) else None
    if not isinstance(games_played, int) or isinstance(games_played, bool) or not (
            isinstance(owes, list) and len(owes) == 4 and all(isinstance(o, bool) for o in owes)):
        raise RecordError("round needs games_played and four booleans owes")
    assert isinstance(data, dict)
    if data.get("games", session.games) != session.games:
        raise RecordError(f"round.games must be {session.games}")
    if not 0 <= games_played <= session.games:
        raise RecordError(f"round.games_played must be 0 to {session.games}, not {games_played}")
    if any(owes) and not rules.pflichtsolo:
        raise RecordError("round.owes a Pflichtsolo under rules without one")
    session.games_played = games_played
    session.owes = list(owes)
    return session
