"""Schafkopf: the game module (interface in docs/engine.md, rules in docs/rules.md §3).

Where docs/rules.md leaves a point open, the engine decides so:
- A bid is legal only if the hand could then name it: a hand that cannot
  call any ace cannot bid Rufspiel, and with `soloNeedsSuitCard` a Farbsolo
  needs a plain card of some suit. Bids are spoken, so every seat sees them.
- Running away counts the called suit's cards in hand at that lead.
- The called ace's holder becomes public when the ace is played, when he
  runs away or when he says Re (§3.7: he reveals himself); a Kontra shows
  its sayer to be a defender. Views draw no further deductions.
- One Kontra and one Re per deal. With `kontraUntil=secondCard` Re in reply
  has the same window; `reUntilOwnFirstCard` lets a declaring seat say Re
  until it plays its own first card.
- Schwarz adds one unit on top of Schneider (money +10 +10, points +1 +1).
- A lost Tout is scored at that trick; its card points are those of the
  tricks played. Sie is scored at the naming with card points 0:0.
- `rufspielBase` is money only. Rules accept `shortDeck` as another spelling
  of `deck` (docs/rules.md §3.1), and `preset` as another name for `profile`.
- Ramsch (house option): Rufspiel trumps, no Kontra/Re, no Laufende; see
  scoring.py for who pays on equal card points.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..shuffle import deal
from ..view import View
from .actions import Action
from .cards import Card
from .rules import Rules
from .scoring import Result
from .session import new_round
from .state import State
from .view import view

GAME = "schafkopf"

__all__ = ["GAME", "Action", "Result", "Rules", "State", "View", "compulsory", "new_deal", "new_round",
           "random_hands", "record_extras", "view"]


def new_deal(rules: Rules, dealer: int, hands: Sequence[Sequence[Card | str]]) -> State:
    """A deal at its start; `hands` as card ints or names, checked against the deck."""
    return State(rules, dealer, hands)


def random_hands(rules: Rules, rng: random.Random) -> list[list[Card]]:
    return deal(rules.cards, rng)


def record_extras(record: Mapping[str, Any]) -> dict[str, Any]:
    """Schafkopf records carry no fields beyond those of every game."""
    return {}


def compulsory(contract: Mapping[str, Any]) -> bool:
    """No Schafkopf contract is forced on its declarer: a Ramsch has none."""
    return False
