"""Schafkopf: the German-suited four-player game of RULES.md §3.

The module interface is the one every game exposes (docs/engine.md).
"""

from .actions import Action
from .rules import Rules
from .scoring import Result
from .state import State, new_deal, random_hands, record_extras
from .view import View, view

GAME = "schafkopf"

__all__ = ["GAME", "Action", "Result", "Rules", "State", "View", "new_deal", "random_hands", "record_extras",
           "view"]
