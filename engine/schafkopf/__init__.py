"""Schafkopf: the game module (interface in docs/engine.md, rules in RULES.md §3).

Where RULES.md leaves a point open, the engine decides so:
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
- `rufspielBase` is money only. Rules accept RULES.md's `shortDeck` next to
  RECORD.md's `deck`, and `preset` as another name for `profile`.
- Ramsch (house option): Rufspiel trumps, no Kontra/Re, no Laufende; see
  scoring.py for who pays on equal card points.
"""

from .actions import Action
from .rules import Rules
from .scoring import Result
from .state import State, new_deal, random_hands, record_extras
from ..view import View
from .view import view

GAME = "schafkopf"

__all__ = ["GAME", "Action", "Result", "Rules", "State", "View", "new_deal", "random_hands", "record_extras",
           "view"]
