"""Doppelkopf: the game module (interface in docs/engine.md, rules in docs/rules.md §2).

Where docs/rules.md leaves a point open, the engine follows the DDV rule it cites:
- Announcements open once the reservations are over (DDV 6.5: from the start
  of play), in an announced wedding once the Klärungsstich is complete.
- A reply is measured against the opponents' highest level so far; a party
  whose Re/Kontra was only a timely reply (not a timely Ansage) makes no
  Absage for the rest of the deal (DDV 6.5).
- With `weddingClarify=firstNonTrumpTrick` the deadline shift follows the
  trick that clarified (tricks 2 or 3 shift by 1 or 2, no partner by 2).
- `schweinchenInFarbsolo` only matters with `schweinchen` on.
- When nobody wins, `schwarz` is not scored (§2.8 B lists a2–a4 only).
- A record's `owesPflichtsolo` needs the `pflichtsolo` rule; `vorfuehrung`
  (a record field of ours) names the seat forced to play its solo.
- A silent wedding becomes public when one seat has played both CQ.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import RecordError
from ..shuffle import deal
from ..view import View
from .actions import Action
from .cards import card_name, deck, parse_card
from .rules import Rules
from .scoring import Item, Result
from .session import new_round
from .state import State
from .view import view

GAME = "doppelkopf"

__all__ = ["GAME", "Action", "Item", "Result", "Rules", "State", "View", "card_name",
           "compulsory", "new_deal", "new_round", "parse_card", "random_hands", "record_extras", "view"]


def new_deal(rules: Rules, dealer: int, hands: Sequence[Sequence[int | str]],
             owes_pflichtsolo: Sequence[bool] | None = None,
             vorfuehrung: int | None = None) -> State:
    """A deal at its start. `owes_pflichtsolo` (tournament session) switches on
    the Pflichtsolo precedence; `vorfuehrung` is the seat forced to play a solo."""
    return State(rules, dealer, hands, owes_pflichtsolo, vorfuehrung)


def random_hands(rules: Rules, rng: random.Random) -> list[list[int]]:
    return deal(deck(rules.nines), rng)


def record_extras(record: Mapping[str, Any]) -> dict[str, Any]:
    """The Doppelkopf fields of a record as keyword arguments of `new_deal`."""
    extras: dict[str, Any] = {}
    owes = record.get("owesPflichtsolo")
    if owes is not None:
        if not isinstance(owes, list):
            raise RecordError("owesPflichtsolo must be four booleans")
        extras["owes_pflichtsolo"] = owes
    if record.get("vorfuehrung") is not None:
        extras["vorfuehrung"] = record["vorfuehrung"]
    return extras


def compulsory(contract: Mapping[str, Any]) -> bool:
    """A Pflichtsolo, played by choice or forced as the Vorführung (docs/rules.md §2.11)."""
    return bool(contract.get("pflichtsolo") or contract.get("vorfuehrung"))
